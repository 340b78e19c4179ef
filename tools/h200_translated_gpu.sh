#!/bin/sh
# The GPU half of tools/h200_translated.py, on the H200 through the device tool, after calls that unpacked
# .kit/kit.tar.xz into /tmp (the CUDA 13.4 Tile IR kit; `split -b 20840000 -d .kit/kit.tar.xz .kit/kit4.part-`:
# one part per call beside one or two targets archives, as the tree, the kit and the archives exceed what one
# call carries). Carries .kit/site.tar.xz and .kit/targets*.tar.xz (or finds them there).
# For each packed op: D's check job, then E, with the runner entry, in the checkout of the run's branch.
# OPS="a b" picks ops (D_OPS and E_OPS those D and E run for, default OPS; D_OPS="" for E alone in a later call
# on the same machine, when D and E together exceed one call; E again for an op whose E ran out of time times
# only what it left); D_SECONDS and E_SECONDS bound each op's stage
# (all D jobs run at once). A later call finds the same machine only within its idle release (30 s), which the
# return of a long call's results outlasts: an op's D and E belong in one call, after short calls that only
# carry. One compile per shape instead of one per autotune candidate: prepare --autotune first, which commits
# [perf] autotune = "first" to the checkout (TileGym's own TILEGYM_DISABLE_AUTOTUNE, the AUTOTUNE=off of runs
# before the 17th session, no longer reaches the tests: D and E hold it where stage A's dry run did). An op under
# nvidia/ (`h200_translated.py nvidia`) is the same run with NVIDIA's own port in place of the translation:
# OPS="silu_and_mul nvidia/silu_and_mul".
set -u
# a bundle (tools/h200_kit.sh bundle): the parts earlier calls left in /tmp/p and this call's, joined once per machine
if ls .kit/bundle.part-* > /dev/null 2>&1 && [ ! -d /tmp/kit ]; then
  mkdir -p /tmp/p && cp .kit/bundle.part-* /tmp/p/ && cat /tmp/p/bundle.part-* | tar -x -C .kit && tar -xJf .kit/kit.tar.xz -C /tmp
fi
# site.tar.xz once per machine; each call's targets*.tar.xz (several calls when they exceed what one call carries)
[ -d /tmp/site ] || tar -xJf .kit/site.tar.xz -C /tmp
# an archive once: what a call carried stays on the machine for the next calls, and unpacking it again would reset
# its checkouts' branches to before this machine's D commits. Then .kit/overlay*.tar.gz, an earlier machine's
# runs.tar.gz carried back: its checkouts' run directories laid over the archives', so D need not run again and a
# retried E keeps what that machine timed (on the same kind of GPU)
mkdir -p /tmp/t && for f in .kit/targets*.tar.xz .kit/overlay*.tar.gz; do
  done_mark=/tmp/t/.unpacked-$(basename "$f")
  [ -f "$f" ] && [ ! -f "$done_mark" ] && tar -xf "$f" -C /tmp/t && touch "$done_mark"
done
export PYTHONUNBUFFERED=1 PYTHONPATH=/tmp/site:$PWD CUDA_HOME=/tmp/kit PATH=/tmp/kit/bin:$PATH CUTILE_TILEIRAS_PATH=/tmp/kit/bin/tileiras
export CUTILE_RS_AUTOBUILD=0  # NVIDIA's wrappers load the library packed beside their crate; no cargo here
export GIT_AUTHOR_NAME=runner GIT_AUTHOR_EMAIL=runner@example.invalid GIT_COMMITTER_NAME=runner GIT_COMMITTER_EMAIL=runner@example.invalid
ops=${OPS:-$(cd /tmp/t && ls -d */tilebot | sed 's,/tilebot$,,')}  # OPS="a b nvidia/a": only those of the carried checkouts
# every checkout a stage ran in on this machine (a call may run this script more than once; each pack replaces the last)
pack() { (cd /tmp/t && tar -czf "$OUT/runs.tar.gz" --exclude='*.so' $(ls -d */tilebot */*/tilebot 2>/dev/null) $(find . -maxdepth 2 -name '*.log')); }
TIMED_OUT="h200 script: the stage ran past its limit of"
stage() {  # checkout stage seconds [phase]: the runner entry in the checkout of the op's run branch
  cd /tmp/t/$1
  name=${1##*/}
  # nvidia/<op> is the same run as <op>: its own cache keeps the two runs' copies of their libraries apart
  cache=; [ "$name" = "$1" ] || cache=/tmp/tilebot-cache-${1%/*}
  run=$(python3 -c "import json,glob; print(json.load(open(glob.glob('tilebot/$name/attempts/*/stage_result.json')[0]))['run_id'])")
  # D's check is the attempt its build began; E runs as the next attempt, keeping what an earlier one timed
  attempt=1; [ "$2" = perf ] && attempt=$(($(ls -d tilebot/$name/attempts/perf-* 2> /dev/null | wc -l) + 1))
  [ "$attempt" -gt 1 ] && mv /tmp/t/$1-$2.log /tmp/t/$1-$2.attempt-$((attempt - 1)).log 2> /dev/null  # the report reads the last
  # the stage keeps to its --timeout and still writes its result (E: what it timed); the hard limit is a backstop
  env ${cache:+TILEBOT_CACHE_DIR=$cache} TILEBOT_OPTIONS='{"reference":"cutile"}' timeout "$(($3 + 30))" python3 -m tilebot.runner.job \
    --stage $2 ${4:-} --op $name --run-id $run --attempt $attempt --run-dir tilebot/$name --commit --runner-class gpu \
    --timeout "$3" > /tmp/t/$1-$2.log 2>&1
  rc=$?; [ $rc = 124 ] && echo "$TIMED_OUT $(($3 + 30)) s" >> /tmp/t/$1-$2.log  # the report reads it: no result
  echo "$1 $2 exit $rc"; tail -3 /tmp/t/$1-$2.log
}
# D's checks of every op at once (correctness only, and mostly JIT compiles on the 16 cores), then E op by op
# alone on the GPU, so no timing shares it; what finished is packed after each step, so a slow op costs only
# its own results.
for op in ${D_OPS-$ops}; do stage $op host_ffi "${D_SECONDS:-240}" "--phase check" & done; wait; pack
passed_d() {  # D's last verdict was ALL_PASS: an op that failed D cannot go green, so E's device time goes elsewhere
  python3 -c "import json,glob,sys; r=[json.load(open(f)) for f in glob.glob('/tmp/t/$1/tilebot/${1##*/}/attempts/host_ffi-*/stage_result.json')]; sys.exit(0 if any(x['verdict']=='ALL_PASS' for x in r) else 1)"
}
for op in ${E_OPS:-$ops}; do
  if passed_d $op; then stage $op perf "${E_SECONDS:-120}"; pack; else echo "$op perf skipped: D did not pass"; fi
done
