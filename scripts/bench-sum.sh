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
# bench-sum.sh -- times symcrypt-sum beside sha256sum, sha512sum,
# b2sum, b3sum and openssl dgst: (a) one large file in the page cache,
# (b) every regular file under a tree (the same NUL-separated list for
# every program, given through xargs -0), with one job and with two
# (symcrypt-sum --jobs 2, b3sum --num-threads 2, and for the programs
# with no threads of their own xargs -P 2).  Every command runs once
# per round, RUNS rounds after one that warms the cache; the table has
# the medians of the wall-clock time and of the CPU time (user +
# system, children included), and symcrypt-sum's speed relative to
# each program's for the same algorithm.  A markdown table goes to
# standard output.
#
#   scripts/bench-sum.sh [-r RUNS] [-m MIB] [-t TREE] [-w WORKDIR] SYMCRYPT-SUM
#
# SYMCRYPT-SUM is the program (for an uninstalled build,
# tools/symcrypt-sum, which links the library's internal code and so
# has no libtool wrapper); use a fat build, which is what a
# distribution ships.  Defaults: 5 runs, a 1024 MiB file, the tree /usr/share.
set -e

runs=5 mib=1024 tree=/usr/share work=${TMPDIR:-/tmp}/bench-sum.$$
while getopts r:m:t:w: opt; do
  case $opt in
    r) runs=$OPTARG ;;
    m) mib=$OPTARG ;;
    t) tree=$OPTARG ;;
    w) work=$OPTARG ;;
    *) echo "usage: $0 [-r RUNS] [-m MIB] [-t TREE] [-w WORKDIR] SYMCRYPT-SUM" >&2
       exit 2 ;;
  esac
done
shift `expr $OPTIND - 1`
test $# = 1 || { echo "usage: $0 [options] SYMCRYPT-SUM" >&2; exit 2; }
sum=$1
test -x "$sum" || { echo "$0: $sum is not a program" >&2; exit 2; }
test -x /usr/bin/time || { echo "$0: needs /usr/bin/time (package time)" >&2; exit 2; }

mkdir -p "$work"
trap 'rm -rf "$work"' 0
big=$work/big
list=$work/list
head -c `expr $mib \* 1048576` /dev/urandom > "$big"
find "$tree" -type f -readable -print0 2>/dev/null > "$list"
files=`tr -dc '\0' < "$list" | wc -c`
bytes=`xargs -0 cat < "$list" 2>/dev/null | wc -c`

# time COMMAND: one timed run; appends "WALL CPU" to $work/times.
time_once () {
  /usr/bin/time -f '%e %U %S' -o "$work/t" sh -c "$1" < /dev/null > /dev/null 2>&1 || true
  tail -n 1 "$work/t" | awk '{ print $1, $2 + $3 }'
}
median () {
  sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

have () { command -v "$1" > /dev/null 2>&1; }

# The commands, one line each: case, algorithm, program, command.
commands=$work/commands
: > "$commands"
add () { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$commands"; }
jobs_label () { test $1 = 1 && echo "one job" || echo "two jobs"; }
for jobs in 1 2; do
  n=`jobs_label $jobs`
  add "file, $n" sha256 "symcrypt-sum --jobs $jobs" "'$sum' -a sha256 --jobs $jobs '$big'"
  add "file, $n" sha512 "symcrypt-sum -a sha512 --jobs $jobs" "'$sum' -a sha512 --jobs $jobs '$big'"
  add "tree, $n" sha256 "symcrypt-sum --jobs $jobs" "xargs -0 '$sum' -a sha256 --jobs $jobs < '$list'"
  add "tree, $n" sha512 "symcrypt-sum -a sha512 --jobs $jobs" "xargs -0 '$sum' -a sha512 --jobs $jobs < '$list'"
  for alg in blake2b blake3; do
    add "file, $n" $alg "symcrypt-sum -a $alg --jobs $jobs" "'$sum' -a $alg --jobs $jobs '$big'"
    add "tree, $n" $alg "symcrypt-sum -a $alg --jobs $jobs" "xargs -0 '$sum' -a $alg --jobs $jobs < '$list'"
  done
done
for prog in sha256sum sha512sum b2sum; do
  have $prog || continue
  alg=${prog%sum}
  test $alg = b2 && alg=blake2b
  add "file, one job" $alg $prog "$prog '$big'"
  add "tree, one job" $alg $prog "xargs -0 $prog < '$list'"
  add "tree, two jobs" $alg "$prog (xargs -P 2)" "xargs -0 -P 2 -n 1000 $prog < '$list'"
done
if have openssl; then
  add "file, one job" sha256 "openssl dgst -sha256" "openssl dgst -sha256 '$big'"
  add "tree, one job" sha256 "openssl dgst -sha256" "xargs -0 openssl dgst -sha256 < '$list'"
fi
if have b3sum; then
  for jobs in 1 2; do
    n=`jobs_label $jobs`
    add "file, $n" blake3 "b3sum --num-threads $jobs" "b3sum --num-threads $jobs '$big'"
    add "tree, $n" blake3 "b3sum --num-threads $jobs" "xargs -0 b3sum --num-threads $jobs < '$list'"
  done
fi

# Rounds: each command once per round, so that a change of the
# machine's load during the run falls on every command alike.
load_before=`cut -d' ' -f1-3 /proc/loadavg`
round=0
while test $round -le $runs; do
  i=0
  while IFS='	' read -r case alg prog command; do
    i=`expr $i + 1`
    set -- `time_once "$command"`
    # Round 0 warms the cache and is not kept.
    test $round = 0 || echo "$1 $2" >> "$work/times.$i"
  done < "$commands"
  echo "round $round of $runs done" >&2
  round=`expr $round + 1`
done
results=$work/results
: > "$results"
i=0
while IFS='	' read -r case alg prog command; do
  i=`expr $i + 1`
  wall=`awk '{ print $1 }' "$work/times.$i" | median`
  cpu=`awk '{ print $2 }' "$work/times.$i" | median`
  printf '%s\t%s\t%s\t%s\t%s\n' "$case" "$alg" "$prog" "$wall" "$cpu" >> "$results"
done < "$commands"
load_after=`cut -d' ' -f1-3 /proc/loadavg`

cpu=`awk -F': ' '/^model name/ { m = $2 } /^cpu family/ { f = $2 }
  /^model\t/ { n = $2 } END { printf "%s, family %s model %s", m, f, n; exit }' /proc/cpuinfo`
echo "CPU: $cpu; `nproc` CPUs available; $(date -u +%Y-%m-%d)."
echo "Load average (1, 5, 15 min): $load_before before, $load_after after."
echo "File: $mib MiB of random bytes in the page cache.  Tree: $files regular files"
echo "under $tree, $bytes bytes, listed once (find -print0) and given to every"
echo "program through xargs -0.  Medians of $runs rounds after a warm-up round;"
echo "a round runs each command once.  The ratios are symcrypt-sum's speed over"
echo "the program's for the same case and algorithm (above 1: symcrypt-sum is"
echo "faster), from the wall-clock and from the CPU times (user + system)."
echo
echo "| case | algorithm | program | wall s | CPU s | ratio, wall | ratio, CPU |"
echo "|---|---|---|---:|---:|---:|---:|"
awk -F'\t' '
  { c[NR] = $1; a[NR] = $2; p[NR] = $3; w[NR] = $4; u[NR] = $5
    if ($3 ~ /^symcrypt-sum/) { ow[$1 "/" $2] = $4; ou[$1 "/" $2] = $5 } }
  END { for (i = 1; i <= NR; i++) {
      k = c[i] "/" a[i]
      rw = (k in ow && ow[k] > 0) ? sprintf("%.2f", w[i] / ow[k]) : "-"
      ru = (k in ou && ou[k] > 0) ? sprintf("%.2f", u[i] / ou[k]) : "-"
      printf "| %s | %s | %s | %.2f | %.2f | %s | %s |\n", c[i], a[i], p[i], w[i], u[i], rw, ru } }' "$results"
