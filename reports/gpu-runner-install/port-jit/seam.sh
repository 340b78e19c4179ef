#!/bin/sh
# The seam between the workflow's GPU install step and D/E's port processes, on the image as it comes (its
# CUDA_HOME, its PATH): the step installs tilebot at 4923a65 (old) and at this tree (new) from the GPU lock, then
# each venv runs `preflight --gpu` and D's check half of TileGym softmax (its committed release cdylib); the new one E.
set -u
R=$PWD
mkdir -p /tmp/p; cp .kit/lockrun/wh.part-* /tmp/p/ 2>/dev/null
[ -d /tmp/wh ] || (cat /tmp/p/wh.part-* | tar -x -C /tmp)
echo "wheelhouse: $(ls /tmp/wh | wc -l) files"
mkdir -p /tmp/t; [ -d /tmp/t/softmax ] || tar -xJf .kit/targets-s18.tar.xz -C /tmp/t
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "image: CUDA_HOME=${CUDA_HOME-unset} CUDA_PATH=${CUDA_PATH-unset} CUTILE_TILEIRAS_PATH=${CUTILE_TILEIRAS_PATH-unset} tileiras on PATH: $(command -v tileiras || echo none)" | tee $OUT/image-env.txt
export PIP_NO_INDEX=1 PIP_FIND_LINKS=/tmp/wh PYTHONUNBUFFERED=1
run=$(python3 -c "import json; print(json.load(open('/tmp/t/softmax/tilebot/softmax/attempts/host_ffi-1/stage_result.json'))['run_id'])")
for v in ${VERSIONS:-old new}; do
  mkdir -p /tmp/rt-$v /tmp/wh-$v; cp .kit/lockrun/$v/*.whl /tmp/wh-$v/
  sum=$(sha256sum /tmp/wh-$v/tilebot-0.1.0-py3-none-any.whl | cut -c1-64)
  sed "s,file:///tmp/wh/,file:///tmp/wh-$v/,; s,sha256=[0-9a-f]*',sha256=$sum'," .kit/lockrun/step.sh > /tmp/step-$v.sh
  start=$(date +%s); RUNNER_TEMP=/tmp/rt-$v bash -e /tmp/step-$v.sh > $OUT/install-$v.log 2>&1
  echo "install $v rc $? in $(( $(date +%s) - start )) s" | tee -a $OUT/install-$v.log
  py=/tmp/rt-$v/tilebot-venv/bin/python
  rm -rf /tmp/t/softmax-$v; cp -a /tmp/t/softmax /tmp/t/softmax-$v
  (cd /tmp/t/softmax-$v && /tmp/rt-$v/tilebot-venv/bin/tilebot preflight --gpu --json > $OUT/preflight-$v.json 2> $OUT/preflight-$v.err; echo "preflight $v rc $?" | tee -a $OUT/preflight-$v.err)
  $py -c "import json; d=json.load(open('$OUT/preflight-$v.json')); print([(c['name'], c['ok']) for c in d['checks']])"
  cd /tmp/t/softmax-$v
  start=$(date +%s); limit=150; [ $v = old ] && limit=80
  TILEBOT_CACHE_DIR=/tmp/cache-$v TILEBOT_OPTIONS='{"reference":"cutile"}' timeout $((limit + 30)) $py -I -m tilebot.runner.job \
    --stage host_ffi --phase check --op softmax --run-id $run --attempt 1 --run-dir tilebot/softmax --runner-class gpu \
    --timeout $limit > $OUT/d-$v.log 2>&1
  echo "D check $v rc $? in $(( $(date +%s) - start )) s" | tee -a $OUT/d-$v.log; tail -n 2 $OUT/d-$v.log
  if [ $v = new ]; then
    start=$(date +%s)
    TILEBOT_CACHE_DIR=/tmp/cache-$v TILEBOT_OPTIONS='{"reference":"cutile"}' timeout 200 $py -I -m tilebot.runner.job \
      --stage perf --op softmax --run-id $run --attempt 1 --run-dir tilebot/softmax --runner-class gpu \
      --timeout 150 > $OUT/e-$v.log 2>&1
    echo "E $v rc $? in $(( $(date +%s) - start )) s" | tee -a $OUT/e-$v.log; tail -n 2 $OUT/e-$v.log
  fi
  tar -czf $OUT/attempts-$v.tar.gz --exclude='*.so' tilebot/softmax/attempts
  cd $R
done
