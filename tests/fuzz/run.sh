#! /bin/sh
# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# run.sh -- run each libFuzzer target for a time budget and write a
# summary line per target.
#
# Usage: run.sh [-c CORPUS_DIR] [-o SUMMARY] [-j JOBS] BUILD_DIR [SECONDS] [TARGET...]
#
#   SECONDS     the budget of each target (default 30).
#   -c DIR      keep the corpus in DIR/<target>/ (created and seeded
#               from tests/fuzz/corpus/<target>/ when missing), so that
#               a long job resumes where the last one stopped; without
#               -c, a scratch copy of the seed corpus is used and
#               thrown away (the source tree never changes).
#   -o FILE     the summary (default BUILD_DIR/tests/fuzz/summary.txt).
#   -j JOBS     fuzz JOBS targets at a time (default 1), each on a core
#               of its own for its SECONDS.
#   TARGET...   default: every fuzz-* program in BUILD_DIR/tests/fuzz.
#
# The summary has one line per target: name, seconds, executions,
# executions per second, coverage (libFuzzer's cov: edges and ft:
# features), corpus size, crashes, and the artifact of a crash.  A
# crash stops that target (libFuzzer stops at the first), the others
# still run, and the status is non-zero.  A crash reproduces with
#   BUILD_DIR/tests/fuzz/<target> <artifact>
# which runs the one input and prints the failure again.
set -e
corpus=
summary=
jobs=1
while getopts c:o:j: opt; do
  case $opt in
    c) corpus=$OPTARG ;;
    o) summary=$OPTARG ;;
    j) jobs=$OPTARG ;;
    *) echo "usage: $0 [-c CORPUS_DIR] [-o SUMMARY] [-j JOBS] BUILD_DIR [SECONDS] [TARGET...]" >&2
       exit 2 ;;
  esac
done
shift `expr $OPTIND - 1`
build=$1; shift
seconds=${1:-30}; test $# -gt 0 && shift
srcdir=$(cd "$(dirname "$0")" && pwd)
targets=${*:-$(cd "$build/tests/fuzz" && ls fuzz-* | grep -v '\.o$' | grep -v -- '-crash-\|-leak-\|-timeout-\|-oom-')}
summary=${summary:-$build/tests/fuzz/summary.txt}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if test -z "$corpus"; then corpus=$scratch/corpus; fi

printf '%-14s %7s %12s %8s %7s %8s %7s %7s  %s\n' target seconds executions exec/s \
  cov features corpus crashes artifact > "$summary"
# fuzz_one TARGET: fuzz it for the budget; its summary line goes to
# $scratch/TARGET.line, and on a crash the end of its log and how to
# reproduce it to $scratch/TARGET.crash.
fuzz_one () {
  t=$1
  dir=$corpus/$t
  if ! test -d "$dir"; then
    mkdir -p "$dir"
    if test -d "$srcdir/corpus/$t"; then cp -R "$srcdir/corpus/$t/." "$dir/"; fi
  fi
  log=$scratch/$t.log
  if "$build/tests/fuzz/$t" -max_total_time="$seconds" -print_final_stats=1 \
      -max_len=4096 -artifact_prefix="$build/tests/fuzz/$t-" "$dir" 2> "$log"; then
    crashes=0; artifact=-
  else
    crashes=1
    artifact=`sed -n 's/.*Test unit written to \([^ ]*\).*/\1/p' "$log" | tail -1`
    { tail -40 "$log"
      echo "reproduce with: $build/tests/fuzz/$t ${artifact:-<artifact>}"; } \
      > "$scratch/$t.crash"
  fi
  # The last status line has the coverage, the final stats the rest.
  last=`grep -E '^#[0-9]+' "$log" | tail -1`
  cov=`echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p'`
  ft=`echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p'`
  units=`sed -n 's/^stat::number_of_executed_units: *//p' "$log"`
  rate=`sed -n 's/^stat::average_exec_per_sec: *//p' "$log"`
  size=`ls "$dir" | wc -l`
  printf '%-14s %7s %12s %8s %7s %8s %7s %7s  %s\n' "$t" "$seconds" "${units:-?}" \
    "${rate:-?}" "${cov:-?}" "${ft:-?}" "$size" "$crashes" "${artifact:--}" \
    > "$scratch/$t.line"
}

# JOBS targets at a time, in the background; each batch is waited for.
running=0
for t in $targets; do
  echo "fuzzing $t for ${seconds}s"
  fuzz_one "$t" &
  running=$((running + 1))
  if test $running -ge "$jobs"; then wait; running=0; fi
done
wait
status=0
for t in $targets; do
  if test -f "$scratch/$t.crash"; then cat "$scratch/$t.crash"; status=1; fi
  cat "$scratch/$t.line" >> "$summary"
done
cat "$summary"
exit $status
