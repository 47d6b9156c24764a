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
# test-all.sh -- the whole test suite: every stage of scripts/test-matrix
# that this machine can run.  Builds out of tree under build-test/
# (override with BUILD_ROOT).
#
#   scripts/test-all.sh [PATTERN...]   only the stages whose name
#                                      matches a shell PATTERN
#
# A stage whose needs are missing prints "SKIP <stage>: <why>"; in CI
# (CI=true, after scripts/install-deps.sh) or with
# TEST_ALL_REQUIRE_TOOLS=1, a missing command is a failure instead, as
# the stage was expected to run.  A CPU feature the host lacks is
# always a skip.  A
# failed stage does not stop the others.  The run ends with
# "N passed, M failed, K skipped" and fails if any stage failed.
# Each stage's line gives its time and the processor time its
# processes took (user and system, all cores): a stage whose processor
# time is well under twice its time left a core of two idle.

top=$(cd "$(dirname "$0")/.." && pwd)
root=${BUILD_ROOT:-$top/build-test}
jobs=$(nproc 2>/dev/null || echo 2)
VALGRIND="valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite --suppressions=$top/tests/ct-test.supp"
mkdir -p "$root/logs"

cd "$top"
test -x configure || autoreconf -fi >/dev/null 2>&1 || {
  echo "autoreconf failed"; exit 1; }

tables () {
  awk -f "$top/src/tables.awk" "$@" "$top/src/features.tab" \
    "$top/src/folders.tab" "$top/src/models.tab" "$top/src/functions.def"
}
# The host's architecture, as src/folders.tab names it, and its
# features (of those src/features.tab has for it).
case $(uname -m) in
  x86_64 | amd64) host_arch=x86_64 ;;
  i?86) host_arch=x86 ;;
  aarch64 | arm64) host_arch=arm64 ;;
  arm*) host_arch=arm ;;
  *) host_arch= ;;
esac
host_features=$(tables -v q=cpuinfo -v arch="$host_arch" \
  -v flags="$(grep -m1 -E '^(flags|Features)' /proc/cpuinfo 2>/dev/null | cut -d: -f2)")
# The row of src/models.tab the host CPU matches (x86: vendor, family
# and model; AArch64: MIDR's implementer and part).
cpuinfo_field () {
  sed -n "s/^$1[[:space:]]*: *//p" /proc/cpuinfo 2>/dev/null | head -1
}
case $(cpuinfo_field vendor_id) in
  GenuineIntel) host_vendor=intel ;;
  AuthenticAMD) host_vendor=amd ;;
  *) host_vendor=midr ;;
esac
if test $host_vendor = midr; then
  host_family=$(cpuinfo_field "CPU implementer")
  host_model=$(cpuinfo_field "CPU part")
else
  host_family=$(cpuinfo_field "cpu family")
  host_model=$(cpuinfo_field model)
fi
host_model=$(tables -v q=model -v vendor=$host_vendor \
  -v family="${host_family:-0}" -v model="${host_model:-0}")

# Debian's gcc-12-multilib (chosen because gcc-multilib conflicts with
# the ARM cross compiler) lacks the /usr/include/asm link that -m32
# needs for <errno.h>; the x86_64 kernel headers serve both.
mkdir -p "$root/m32-include"
ln -sfn /usr/include/x86_64-linux-gnu/asm "$root/m32-include/asm"
M32CC="gcc -m32 -idirafter $root/m32-include"
BUILD=$("$top/build-aux/config.guess")

# Every --enable switch of the host architecture whose folder's
# features the host CPU has.
SWITCHES=
for dir in $(tables -v q=dirs); do
  switch=$(tables -v q=switch -v folder=$dir)
  test "$switch" = - && continue
  case " $SWITCHES " in *" --enable-$switch "*) continue ;; esac
  test "${dir%%/*}" = "$host_arch" || continue
  missing=
  for f in $(tables -v q=cmask -v folder=$dir | tr -d '()|' | tr ' ' '\n' |
      sed -n 's/^SYMCRYPT_CPU_//p' | tr A-Z a-z); do
    case ",$host_features," in *",$f,"*) ;; *) missing=$f ;; esac
  done
  test -z "$missing" && SWITCHES="$SWITCHES --enable-$switch"
done

# cpu_features CPU: the features of a stage's cpu= value, comma separated.
cpu_features () {
  case $1 in
    host) echo "$host_features" ;;
    -) echo ;;
    *) tables -v q=closure -v list="$1" ;;
  esac
}

# all_overrides DIR CPU: what @OVERRIDES@ stands for, the overrides
# src/tables.awk derives from src/folders.tab for the architecture of
# the build in DIR (none, and the features of each folder), less those
# that need a feature CPU lacks.
all_overrides () {
  have=$(cpu_features "$2")
  arch=$(sed -n 's/^ASM_ARCH = //p' "$1/Makefile")
  for o in $(tables -v q=overrides -v arch="$arch"); do
    keep=$o
    for f in $(tables -v q=closure -v arch="$arch" -v list="$o" | tr , ' '); do
      case ",$have," in *",$f,"*) ;; *) keep= ;; esac
    done
    echo $keep
  done
}

# expect DIR CPU OVERRIDE MODEL: SYMCRYPT_TEST_EXPECT for the build in
# DIR, on a CPU of those features (host: this one's) and that model row
# (host: this one's).
expect () {
  path=$(sed -n 's/^ASM_PATH = //p' "$1/Makefile")
  if grep -q '^#define SYMCRYPT_FAT 1' "$1/src/impl.h"; then
    cpu=$(cpu_features "$2")
    allowed=$cpu
    test "$3" = - || allowed=$(tables -v q=closure -v list="$3")
    enabled=
    for f in $(echo "$cpu" | tr , ' '); do
      case ",$allowed," in *",$f,"*) enabled="$enabled,$f" ;; esac
    done
    enabled=${enabled#,}
    model=$4
    test "$model" = host && model=$host_model
  else
    enabled=all		# a static build calls its variants unconditionally
    model=
  fi
  tables -v q=expect -v path="$path" -v enabled="$enabled" \
    -v model="$model" -v srcdir="$top" | tr , ' '
}

# needs_missing NEEDS: why the stage cannot run here, or nothing.
needs_missing () {
  for need in $(echo "$1" | tr , ' '); do
    case $need in
      root) test "$(id -u)" = 0 || { echo "not root"; return; } ;;
      cpu:*)
	case ",$host_features," in *",${need#cpu:},"*) ;;
	  *) echo "the CPU lacks ${need#cpu:}"; return ;; esac ;;
      *) command -v "$need" >/dev/null 2>&1 || { echo "no $need"; return; } ;;
    esac
  done
}

# run_stage NAME KEY=VALUE...: one stage, in a subshell, output in its
# log; the status is the stage's.
run_stage () (
  set -e
  name=$1; shift
  needs= build= configure= env= runner= cpu=- model=generic overrides=-
  models=- tests= run=
  for kv in "$@"; do
    eval "${kv%%=*}=\${kv#*=}"
  done
  dir=$root/$build
  for kv in $env; do export "$kv"; done
  test "$runner" = valgrind && runner=$VALGRIND
  # Under valgrind or qemu the tests take their short run (fewer random
  # cases, tests/testutils.h); natively, the first pass runs them all.
  test -n "$runner" && export SYMCRYPT_TEST_SHORT=1
  if test -n "$configure"; then
    configure=$(echo "$configure" | sed -e "s|@BUILD@|$BUILD|g" \
      -e "s|@M32CC@|$M32CC|g" -e "s|@SWITCHES@|$SWITCHES|g")
    rm -rf "$dir"; mkdir -p "$dir"; cd "$dir"
    echo "configure $configure"
    eval "\"\$top/configure\" -q $configure"
    make -j"$jobs" >make.out 2>&1 || { tail -40 make.out; exit 1; }
  fi
  mkdir -p "$dir"; cd "$dir"
  if test -n "$run"; then
    export top root dir jobs
    eval "$run"
    return
  fi
  case " $overrides " in
    *" @OVERRIDES@ "*)
      overrides=$(echo " $overrides " |
	sed "s| @OVERRIDES@ | $(all_overrides "$dir" "$cpu" | tr '\n' ' ')|") ;;
  esac
  if test "$models" = all; then
    case $(sed -n 's/^ASM_ARCH = //p' Makefile) in
      x86*) models=$(tables -v q=models -v arch=x86) ;;
      arm*) models=$(tables -v q=models -v arch=arm) ;;
      *) models=generic ;;
    esac
  fi
  # What the passes run (Makefile.am's kinds of scripts), unless the
  # stage says (tests=): the first pass of a stage that built the
  # directory, the test programs and the scripts that check the build
  # or run our programs; the first pass of a stage that reuses the
  # build (another runner or CPU), the programs and the scripts that
  # run them; later passes (other overrides and models), the programs
  # only, as the scripts do not depend on the variant chosen.  The
  # scripts that read the source tree alone run where a stage asks
  # for them (x86_64-static: all of them, $(SCRIPT_TESTS)).
  if test -n "$configure"; then
    first='$(check_PROGRAMS) $(BUILD_SCRIPT_TESTS) $(RUN_SCRIPT_TESTS)'
  else
    first='$(check_PROGRAMS) $(RUN_SCRIPT_TESTS)'
  fi
  pass=1
  for m in $models; do
    for o in $overrides; do
      row=$model
      test "$row" = host && row=$host_model
      test "$m" = - || row=$m
      e=$(expect "$dir" "$cpu" "$o" "$row")
      set -- TEST_RUNNER="$runner" SYMCRYPT_TEST_EXPECT="$e"
      # What a fat build may detect: the features of the stage's CPU.
      grep -q '^#define SYMCRYPT_FAT 1' src/impl.h &&
	set -- "$@" SYMCRYPT_TEST_CPU="$(cpu_features "$cpu")"
      test "$o" = - || set -- "$@" SYMCRYPT_FAT_OVERRIDE="$o"
      test "$m" = - || set -- "$@" SYMCRYPT_FAT_MODEL="$m"
      if test -n "$tests"; then
	set -- "$@" TESTS="$tests"
      elif test $pass = 1; then
	set -- "$@" TESTS="$first"
      else
	set -- "$@" TESTS='$(check_PROGRAMS)' SYMCRYPT_TEST_SHORT=1
      fi
      # The first pass builds what the tests need (make check); the
      # later ones only run them again (make check-TESTS, one make
      # instead of three reading the whole Makefile).
      target=check
      test $pass = 1 || target=check-TESTS
      pass=$((pass + 1))
      echo "expect ($o, $row): $e" >>expect.log
      make -j"$jobs" $target "$@" >check.out 2>&1 || {
	cat check.out; tail -50 test-suite.log 2>/dev/null; exit 1; }
      label="override $o"
      test "$m" = - || label="model $m, $label"
      echo "$label: $(grep -E '^# (PASS|FAIL|SKIP)' check.out | tr '\n' ' ')"
    done
  done
)

# timed_stage FILE NAME KEY=VALUE...: run_stage, and the processor
# time of its processes, in seconds, into FILE (times: this shell's
# own, then its children's; only a file gets a subshell's times).
timed_stage () (
  cpu=$1; shift
  code=0
  run_stage "$@" || code=$?
  times >"$cpu.times"
  awk 'NR == 2 { split($1, u, "m"); split($2, s, "m")
    printf "%d\n", u[1] * 60 + u[2] + s[1] * 60 + s[2] + 0.5 }' \
    "$cpu.times" >"$cpu"
  exit $code
)

patterns=$*
passed=0 failed=0 skipped=0 report=
# The matrix, one stage a line, without comments and blank lines, in
# a file of this run's own (another run may share the build root); the
# stages running aside leave their status and time in $asides.
matrix=$(mktemp)
asides=$(mktemp -d)
trap 'rm -rf "$matrix" "$asides"' EXIT
grep -v -e '^#' -e '^[[:space:]]*$' "$top/scripts/test-matrix" >"$matrix"

# ended NAME STATUS SECS CPU: report a stage that has run.
ended () {
  if test "$2" = 0; then
    status=PASS; passed=$((passed + 1))
    grep -E '^(override|model|configure)' "$root/logs/$1.log" || true
  else
    status=FAIL; failed=$((failed + 1))
    tail -60 "$root/logs/$1.log"
  fi
  echo "$status $1 (${3}s, cpu ${4}s, log: $root/logs/$1.log)"
  report="$report
  $status $1 (${3}s, cpu ${4}s)"
}
# collect [wait]: report the stages running aside that have ended
# (with wait, all of them, once they end).
running_aside=
collect () {
  for n in $running_aside; do
    if test "$1" = wait; then
      while ! test -f "$asides/$n"; do sleep 1; done
    fi
    test -f "$asides/$n" || continue
    read -r code secs cpu <"$asides/$n"
    running_aside=$(echo " $running_aside " | sed "s| $n | |")
    echo
    echo "=== $n (ran aside) ==="
    ended "$n" "$code" "$secs" "$cpu"
  done
}

while read -r line; do
  eval "set -- $line"
  name=$1
  if test -n "$patterns"; then
    match=no
    for p in $patterns; do
      case $name in $p) match=yes ;; esac
    done
    test $match = yes || continue
  fi
  needs= aside=no
  for kv in "$@"; do
    case $kv in needs=*) needs=${kv#needs=} ;; aside=yes) aside=yes ;; esac
  done
  why=$(needs_missing "$needs")
  if test -n "$why"; then
    case $why in
      "no "*) if test "${TEST_ALL_REQUIRE_TOOLS:-0}" = 1 || test "$CI" = true; then
	  echo "FAIL $name: $why (expected here)"
	  failed=$((failed + 1)); report="$report
  FAIL $name ($why)"
	  continue
	fi ;;
    esac
    echo "SKIP $name: $why"
    skipped=$((skipped + 1)); report="$report
  SKIP $name ($why)"
    continue
  fi
  echo
  start=$(date +%s)
  if test $aside = yes; then
    echo "=== $name (aside: runs beside the stages that follow) ==="
    (
      code=0
      timed_stage "$asides/$name.cpu" "$@" >"$root/logs/$name.log" 2>&1 ||
	code=$?
      echo "$code $(( $(date +%s) - start )) $(cat "$asides/$name.cpu")" \
	>"$asides/$name.tmp"
      mv "$asides/$name.tmp" "$asides/$name"
    ) </dev/null &
    running_aside="$running_aside $name"
    continue
  fi
  echo "=== $name ==="
  code=0
  timed_stage "$asides/$name.cpu" "$@" </dev/null \
    >"$root/logs/$name.log" 2>&1 || code=$?
  ended "$name" "$code" $(( $(date +%s) - start )) "$(cat "$asides/$name.cpu")"
  collect
done <"$matrix"
collect wait

echo
echo "Stages:$report"
echo "$passed passed, $failed failed, $skipped skipped"
test "$failed" = 0
