#!/bin/sh
# The GPU half of tools/h200_translated.py, on the H200 through the device tool, after a call that unpacked
# .kit/kit.tar.xz into /tmp (the CUDA 13.4 Tile IR kit). Carries .kit/site.tar.xz and the .kit/targets*.tar.xz.
# For each packed op: D's check job, then E, with the runner entry, in the checkout of the run's branch.
set -u
# site.tar.xz once per machine; each call's targets*.tar.xz (several calls when they exceed what one call carries)
[ -d /tmp/site ] || tar -xJf .kit/site.tar.xz -C /tmp
mkdir -p /tmp/t && for f in .kit/targets*.tar.xz; do [ -f "$f" ] && tar -xJf "$f" -C /tmp/t; done
export PYTHONPATH=/tmp/site:$PWD CUDA_HOME=/tmp/kit PATH=/tmp/kit/bin:$PATH CUTILE_TILEIRAS_PATH=/tmp/kit/bin/tileiras
export GIT_AUTHOR_NAME=runner GIT_AUTHOR_EMAIL=runner@example.invalid GIT_COMMITTER_NAME=runner GIT_COMMITTER_EMAIL=runner@example.invalid
ops=${OPS:-$(ls /tmp/t)}  # OPS="a b": only those of the carried checkouts
for op in $ops; do
  cd /tmp/t/$op
  run=$(python3 -c "import json,glob; print(json.load(open(glob.glob('tilebot/$op/attempts/*/stage_result.json')[0]))['run_id'])")
  for stage in host_ffi perf; do
    phase=""; [ $stage = host_ffi ] && phase="--phase check"
    # Each stage gets its share of the device call (STAGE_SECONDS), and what finished is packed after every
    # stage, so a slow op costs its own results only.
    TILEBOT_OPTIONS='{"reference":"cutile"}' timeout "${STAGE_SECONDS:-150}" python3 -m tilebot.runner.job \
      --stage $stage $phase --op $op --run-id $run --attempt 1 --run-dir tilebot/$op --commit --runner-class gpu \
      > /tmp/t/$op-$stage.log 2>&1
    echo "$op $stage exit $?"; tail -3 /tmp/t/$op-$stage.log
    (cd /tmp/t && tar -czf "$OUT/runs.tar.gz" --exclude='*.so' $(for o in $ops; do echo "$o/tilebot"; done) ./*.log)
  done
done
