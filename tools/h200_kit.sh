#!/bin/sh
# What a GPU runner lacks on the H200 image, built here and carried by the device tool (git-ignored .kit/):
#   .kit/kit.tar.xz   the CUDA 13.4 Tile IR kit from this venv's PyPI wheels, unpacked there as /tmp/kit
#   .kit/site.tar.xz  cp312 wheels the image has no copy of (cuda-tile, cupti-python, pyelftools, pydantic,
#                     defusedxml; cffi, which NVIDIA's own cutile-rs wrappers load their library with), as /tmp/site
# The image holds torch, triton, pytest, numpy, jinja2, rich and pyyaml (KINDS.md's package list).
# Usage: sh tools/h200_kit.sh [site]   (from the repository root, after `make demo` or `make test` made .venv;
#        `site` rebuilds only site.tar.xz)
#        sh tools/h200_kit.sh bundle .kit/targets-X.tar.xz ...   kit, site and targets as .kit/bundle.part-NN, each
#        small enough to travel beside the tree in one device call: every call but the last only copies its part
#        to /tmp/p (`mkdir -p /tmp/p && cp .kit/bundle.part-* /tmp/p/`); the last runs tools/h200_translated_gpu.sh,
#        which joins them
set -eu
if [ "${1:-}" = bundle ]; then
  shift
  rm -f .kit/bundle.part-*
  # a call carries 64 MiB with the tree (27 MiB in the 29th session): parts of 32 MB leave room for its growth
  tar -cf - -C .kit kit.tar.xz site.tar.xz $(for f in "$@"; do basename "$f"; done) | split -b 32000000 -d - .kit/bundle.part-
  ls -l .kit/bundle.part-*
  exit
fi
cu13=$(.venv/bin/python -c 'import nvidia.cu13; print(list(nvidia.cu13.__path__)[0])')
work=$(mktemp -d)
mkdir -p .kit "$work/kit/bin" "$work/kit/lib" "$work/kit/nvvm/lib64" "$work/kit/nvvm/libdevice" "$work/wheels" "$work/site"
if [ "${1:-}" != site ]; then
  cp "$cu13/bin/tileiras" "$cu13/bin/ptxas" "$cu13/bin/tileirdisasm" "$work/kit/bin/"
  cp "$cu13/lib/libnvvm.so.4" "$work/kit/lib/"
  ln -s ../../lib/libnvvm.so.4 "$work/kit/nvvm/lib64/libnvvm.so"
  cp "$cu13/nvvm/libdevice/libdevice.10.bc" "$work/kit/nvvm/libdevice/"
  tar -C "$work" -cJf .kit/kit.tar.xz kit
fi

version() { .venv/bin/python -c "import importlib.metadata as m; print(m.version('$1'))"; }
.venv/bin/python -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64 \
  --platform manylinux2014_x86_64 -d "$work/wheels" \
  "cuda-tile==$(version cuda-tile)" "cupti-python==13.4.0" pyelftools \
  "pydantic==$(version pydantic)" "pydantic-core==$(version pydantic-core)" \
  "annotated-types==$(version annotated-types)" "typing-inspection==$(version typing-inspection)" \
  "defusedxml==$(version defusedxml)" "cffi==$(version cffi)" "pycparser==$(version pycparser)"
for wheel in "$work"/wheels/*.whl; do .venv/bin/python -m zipfile -e "$wheel" "$work/site"; done
tar -C "$work" -cJf .kit/site.tar.xz site
rm -rf "$work"
ls -l .kit/kit.tar.xz .kit/site.tar.xz
