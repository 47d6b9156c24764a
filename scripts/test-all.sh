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
# always a skip.  Stages run two at a time (TEST_ALL_LANES=N for
# N), in the order and groups the matrix gives; each prints "start
# <stage>" when it starts and its report when it ends.  A failed stage
# does not stop the others.  The run ends with "N passed, M failed, K
# skipped" and fails if any stage failed.  Each stage's line gives its
# time and the processor time its processes took (user and system, all
# cores).

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

# programs DIR: the test programs of the build in DIR.
programs () {
  echo 'print-check-programs: ; @echo $(check_PROGRAMS)' |
    make -s -C "$1" -f Makefile -f - print-check-programs
}

# fresh_tests SEEN EXPECT TEST...: those of the TESTs whose variants,
# EXPECT's (name=label words) for the families tests/families.tab
# gives them, no earlier pass ran (of this stage, or of an earlier
# stage of the build under the same runner); SEEN, a file, holds a
# line for each test and variants run, and gets those of the TESTs.
fresh_tests () {
  seen=$1 e=$2; shift 2
  touch "$seen"
  awk -v expect="$e" -v tests="$*" -v seen="$seen" '
    FILENAME ~ /functions\.def$/ {
      if ($0 ~ /^SYMCRYPT_FUNC\([a-z0-9_]+, [a-z0-9_]+,/) {
        split(substr($0, 15), w, /[(, ]+/)
        family[w[1]] = w[2]; known[w[2]] = 1
      }
      next
    }
    FILENAME ~ /families\.tab$/ {
      if (/^#/ || NF == 0) next
      listed[$1] = 1
      for (i = 2; i <= NF; i++) {
        if (!($i in known)) {
          print "tests/families.tab: " $1 ": no family " $i >"/dev/stderr"
          bad = 1
        }
        runs[$1, $i] = 1
      }
      next
    }
    { done[$0] = 1 }
    END {
      if (bad) exit 1
      n = split(expect, e, " ")
      nt = split(tests, test, " ")
      for (t = 1; t <= nt; t++) {
        key = test[t]
        for (i = 1; i <= n; i++) {
          split(e[i], kv, "=")
          if (!(test[t] in listed) || (test[t], family[kv[1]]) in runs)
            key = key " " e[i]
        }
        if (!(key in done)) { print test[t]; print key >>seen }
      }
    }' "$top/src/functions.def" "$top/tests/families.tab" "$seen"
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
  # The runner's program (qemu-aarch64, valgrind), whatever CPU it is
  # told to be: it runs a variant the same way on every CPU that has
  # the variant's features.
  runs_on=${runner%% *}
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
  # A stage that reuses a build needs it made: without a Makefile its
  # override list would come out empty and it would pass having run
  # nothing.
  if test -z "$run" && ! test -f Makefile; then
    echo "no build in $dir: the stage that configures it did not run or failed"
    exit 1
  fi
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
  # The variants each program has run with, on this build under this
  # runner's program, in this run of the suite: the stages of a build
  # run one after another (one group), so a later pass (an override or
  # a model row) of this stage runs only what no pass of this stage or
  # of an earlier one on the build ran under that program, whatever
  # CPU it was told to be (each CPU had the features of the variants
  # it ran).  The first pass of a stage runs all its programs: a new
  # CPU or runner.
  seen=$state/seen.$build.${runs_on:-native}
  # What the passes run (Makefile.am's kinds of scripts), unless the
  # stage says (tests=): the first pass of a stage that built the
  # directory, the test programs and the scripts that check the build
  # or run our programs; the first pass of the first stage to reuse
  # the build under another runner program, the programs and the
  # scripts that run them; the first pass of a later stage under that
  # program (another -cpu of the same qemu), the programs only, as the
  # scripts would run the same tools of the same build under the same
  # emulator again, and what the CPU changes, the variants chosen, is
  # the programs' to check; later passes (other overrides and models),
  # the programs only.  The scripts that read the source tree alone
  # run where a stage asks for them (x86_64-static: all of them,
  # $(SCRIPT_TESTS)).
  if test -n "$configure"; then
    first='$(check_PROGRAMS) $(BUILD_SCRIPT_TESTS) $(RUN_SCRIPT_TESTS)'
  elif test -f "$seen"; then
    first='$(check_PROGRAMS)'
  else
    first='$(check_PROGRAMS) $(RUN_SCRIPT_TESTS)'
  fi
  # The programs a later pass chooses from (tests/families.tab): the
  # stage's own, or all of the build's.
  stage_programs=${tests:-'$(check_PROGRAMS)'}
  case $stage_programs in *'$('*) stage_programs=$(programs .) ;; esac
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
      # A later pass runs only the programs whose variants are new to
      # the stage.
      label="override $o"
      test "$m" = - || label="model $m, $label"
      if test $pass = 1; then
	fresh_tests "$seen" "$e" $stage_programs >/dev/null
	set -- "$@" TESTS="${tests:-$first}"
      else
	list=$(fresh_tests "$seen" "$e" $stage_programs)
	if test -z "$list"; then
	  echo "$label: no variant new to the build under this runner, nothing to run"
	  continue
	fi
	set -- "$@" TESTS="$(echo $list)"
	test -n "$tests" || set -- "$@" SYMCRYPT_TEST_SHORT=1
	# Every variant called directly, whatever the override or row
	# chooses, ran in the first pass on this CPU (tests/testutils.h).
	set -- "$@" SYMCRYPT_TEST_LATER_PASS=1
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
lanes=${TEST_ALL_LANES:-2}
passed=0 failed=0 skipped=0 report=
# The matrix, one stage a line numbered from 1, without comments and
# blank lines, in a directory of this run's own (another run may share
# the build root); a stage that has ended leaves its status, time and
# processor time in $state/N.end.
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
grep -v -e '^#' -e '^[[:space:]]*$' "$top/scripts/test-matrix" >"$state/matrix"

# ended NAME STATUS SECS CPU: report a stage that has run.
ended () {
  echo
  echo "=== $1 ==="
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

# The stages to run: their numbers in $todo, and for stage N its name
# in name_N, the line in line_N, the stages it waits for in wait_N (the
# earlier stages of its group, and those its after= names) and whether
# it runs alone in alone_N.
n=0 todo=
while read -r line; do
  n=$((n + 1))
  eval "set -- $line"
  name=$1
  if test -n "$patterns"; then
    match=no
    for p in $patterns; do
      case $name in $p) match=yes ;; esac
    done
    test $match = yes || continue
  fi
  needs= build= group= after= alone=no
  for kv in "$@"; do
    case $kv in
      needs=*) needs=${kv#needs=} ;;
      build=*) build=${kv#build=} ;;
      group=*) group=${kv#group=} ;;
      after=*) after=${kv#after=} ;;
      alone=yes) alone=yes ;;
    esac
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
  group=${group:-${build:-$name}}
  waits=
  for i in $todo; do
    eval "g=\$group_$i s=\$name_$i"
    case ",$after," in *",$s,"*) waits="$waits $i"; continue ;; esac
    test "$g" = "$group" && waits="$waits $i"
  done
  eval "name_$n=\$name line_$n=\$line group_$n=\$group wait_$n=\$waits alone_$n=\$alone"
  todo="$todo $n"
done <"$state/matrix"

# without ITEM WORD...: the WORDs but ITEM.
without () {
  item=$1; shift
  rest=
  for word; do test "$word" = "$item" || rest="$rest $word"; done
  echo $rest
}

# Run them, LANES at a time (a stage's make runs -j$jobs as well): the
# first stage in matrix order whose waits have ended starts whenever a
# lane is free; a stage that runs alone (timing) starts when none runs
# and holds both lanes.
running= alone_running=no
while test -n "$todo$running"; do
  for i in $running; do
    test -f "$state/$i.end" || continue
    read -r code secs cpu <"$state/$i.end"
    running=$(without $i $running)
    eval "ended \"\$name_$i\" $code $secs $cpu"
    alone_running=no
  done
  for i in $todo; do
    set -- $running
    test $# -lt "$lanes" && test $alone_running = no || break
    eval "waits=\$wait_$i alone=\$alone_$i"
    ready=yes
    for w in $waits; do
      test -f "$state/$w.end" || ready=no
    done
    test $ready = yes || continue
    # A stage to run alone waits for the running ones to end; the
    # stages after it wait for it.
    test $alone = yes && test -n "$running" && break
    todo=$(without $i $todo)
    running="$running $i"
    test $alone = yes && alone_running=yes
    eval "name=\$name_$i line=\$line_$i"
    echo "start $name"
    (
      start=$(date +%s)
      code=0
      eval "set -- $line"
      timed_stage "$state/$i.cpu" "$@" </dev/null \
	>"$root/logs/$name.log" 2>&1 || code=$?
      echo "$code $(( $(date +%s) - start )) $(cat "$state/$i.cpu")" \
	>"$state/$i.tmp"
      mv "$state/$i.tmp" "$state/$i.end"
    ) &
  done
  test -n "$running" && sleep 1
done
wait

echo
echo "Stages:$report"
echo "$passed passed, $failed failed, $skipped skipped"
test "$failed" = 0
