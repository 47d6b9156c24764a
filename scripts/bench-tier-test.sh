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
# bench-tier-test.sh -- checks symcrypt-benchmark --tier on an x86 CPU,
# without looking at any speed:
# - each tier this CPU has reaches libsymcrypt and Nettle (their
#   verbose switches print what they enabled) and OpenSSL's variable
#   (the table header prints it), and the program executes itself
#   exactly once;
# - libsodium, where the benchmark has it, is limited to the tier too;
# - a process told it runs in a tier whose variables are not set stops
#   (status 2) instead of executing itself again; an unknown tier is a
#   usage error;
# - --tier all gives one CSV header, rows for every tier that ran, the
#   summary on stderr, and bench-plot.sh draws both plots from it.
# Every run has a time limit, so an execution loop fails the test.
#
#   scripts/bench-tier-test.sh BUILD/tools/symcrypt-benchmark
set -e

if test $# -ne 1; then
  echo "usage: $0 PATH/TO/symcrypt-benchmark" >&2
  exit 2
fi
bench=$1
top=$(cd "$(dirname "$0")/.." && pwd)
case $(uname -m) in
  x86_64|i?86) ;;
  *) echo "SKIP: the tiers are x86 ones"; exit 77 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Sorted, one per line, from a comma-separated list.
set_of() {
  echo "$1" | tr ',' '\n' | sort
}

ran=
for tier in avx512 avx2 haswell westmere sse2; do
  status=0
  SYMCRYPT_FAT_VERBOSE=1 NETTLE_FAT_VERBOSE=1 timeout 120 \
    "$bench" --tier $tier --quick -r 1 -s 64 chacha \
    >"$tmp/out" 2>"$tmp/err" || status=$?
  if test $status = 2 && grep -q 'which this CPU lacks' "$tmp/err"; then
    echo "tier $tier: not on this CPU"
    continue
  fi
  test $status = 0 || fail "tier $tier: status $status"
  ran="$ran $tier"
  # The parent's libraries and the limited process's: two loads.
  test "$(grep -c '^symcrypt: cpu features' "$tmp/err")" = 2 \
    || fail "tier $tier: the program did not run exactly twice"
  want=$(sed -n 's/.*SYMCRYPT_FAT_OVERRIDE=\([^ ]*\) .*/\1/p' "$tmp/out")
  test -n "$want" || fail "tier $tier: no SYMCRYPT_FAT_OVERRIDE in the header"
  got=$(sed -n 's/^symcrypt: cpu features: .*; enabled: //p' "$tmp/err" | tail -1)
  test "$(set_of "$want")" = "$(set_of "$got")" \
    || fail "tier $tier: libsymcrypt enabled $got, not $want"
  want=$(sed -n 's/.*NETTLE_FAT_OVERRIDE=\([^ ]*\).*/\1/p' "$tmp/out")
  got=$(sed -n 's/^libnettle: cpu features: //p' "$tmp/err" | tail -1)
  test "$(set_of "$want")" = "$(set_of "$got")" \
    || fail "tier $tier: Nettle enabled $got, not $want"
  # libsodium, where present, is told of nothing beyond the tier.
  if grep -q '^# compared with:.* libsodium' "$tmp/out"; then
    allowed=$(sed -n 's/^#   libraries limited to: //p' "$tmp/out")
    told=$(sed -n 's/^# libsodium limited too: .* it has //p' "$tmp/out")
    grep -q '^# libsodium limited too' "$tmp/out" \
      || fail "tier $tier: libsodium not limited"
    for f in $told; do
      case " $allowed " in
	*" $f "*) ;;
	*) fail "tier $tier: libsodium told of $f" ;;
      esac
    done
  fi
  case $tier in
    avx512) ;;
    *) grep -q 'OPENSSL_ia32cap=~0x[0-9a-f]*:~0x[1-9a-f]' "$tmp/out" \
	 || fail "tier $tier: OPENSSL_ia32cap clears nothing" ;;
  esac
  case $tier in
    avx2|haswell|westmere|sse2)
      grep -q '^chacha .*avx512' "$tmp/out" \
	&& fail "tier $tier: libsymcrypt ran AVX-512 code" ;;
  esac
  echo "tier $tier: ok"
done
test -n "$ran" || fail "no tier runs on this CPU"

# Told it is limited, but the variables are not the tier's: stop.
status=0
SYMCRYPT_BENCHMARK_TIER=sse2 timeout 60 "$bench" --tier sse2 --quick rc4 \
  >/dev/null 2>"$tmp/err" || status=$?
test $status = 2 || fail "a stale SYMCRYPT_BENCHMARK_TIER: status $status"
status=0
timeout 60 "$bench" --tier pentium --quick rc4 >/dev/null 2>&1 || status=$?
test $status = 2 || fail "an unknown tier: status $status"

# --tier all, as CSV.
timeout 600 "$bench" --tier all --quick -r 1 -s 64,1024 --csv rc4 chacha \
  >"$tmp/all.csv" 2>"$tmp/all.err" || fail "--tier all: status $?"
test "$(grep -c '^algorithm,' "$tmp/all.csv")" = 1 \
  || fail "--tier all: not one CSV header"
tiers=$(awk -F, 'NR > 1 && !seen[$12]++ { printf " %s", $12 }' "$tmp/all.csv")
test "$tiers" = "$ran" || fail "--tier all ran$tiers, not$ran"
grep -q 'Same-tier summary' "$tmp/all.err" || fail "--tier all: no summary"
"$top/scripts/bench-plot.sh" "$tmp/all.csv" "$tmp/all.png" >/dev/null
test -s "$tmp/all.png" && test -s "$tmp/all-tiers.png" \
  || fail "bench-plot.sh drew no plots"
echo "--tier all: ok"
