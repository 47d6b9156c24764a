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
# dudect.sh -- the statistical timing test (tests/dudect.c) on every
# variant: a fat build's tests/dudect runs each target once per
# SYMCRYPT_FAT_OVERRIDE that changes its code, on ChaCha20-Poly1305
# open (tag check), Poly1305 and ChaCha20 (key), AES-128 CTR (key) and
# ECB (data), AES-128-GCM seal (key) and open (tag check), and
# HMAC-SHA256 verify (tag compare).
# First the leaky control must fail (in one of three tries), which shows
# the measurement can see a leak on this machine.  Fails if any target
# reaches |t| >= 10.  A separate stage, not part of make check: it
# measures time on a shared machine.
#
# Usage: scripts/dudect.sh FAT_BUILD_DIR [SAMPLES]   (default 200000)
set -e
build=$1
samples=${2:-200000}
test -n "$build" || { echo "usage: $0 FAT_BUILD_DIR [SAMPLES]" >&2; exit 2; }
grep -q '^SYMCRYPT_FAT = 1' "$build/Makefile" \
  || { echo "dudect.sh: $build is not a fat build (--enable-fat)" >&2; exit 2; }
make -s -C "$build" tests/dudect
prog=$build/tests/dudect
# Each target runs under none, the features of each folder of the
# architecture (src/folders.tab) that has code of the functions it
# times (tests/dudect --list), and the CPU's own choice: not under the
# overrides that leave its code as it is.
top=$(cd "$(dirname "$0")/.." && pwd)
overrides () {
  echo "$(awk -f "$top/src/tables.awk" -v q=overrides \
    -v arch="$(sed -n 's/^ASM_ARCH = //p' "$build/Makefile")" \
    -v prefixes="$1" -v srcdir="$top" \
    "$top/src/features.tab" "$top/src/folders.tab" \
    "$top/src/functions.def") default"
}
targets=$("$prog" --list)

# The control's leak (an early-exit compare beside an HMAC) is a few
# ticks in 3500; on a busy shared machine one run may miss it, so it
# gets three tries: any one that sees it shows the measurement can.
seen=no
for try in 1 2 3; do
  if ! SYMCRYPT_FAT_OVERRIDE=none "$prog" "$samples" leaky-control; then
    seen=yes
    break
  fi
done
if test $seen = no; then
  echo "dudect.sh: the leaky control passed three times: measurements too noisy to mean anything"
  exit 1
fi
status=0
while read -r target functions; do
  for o in $(overrides "$functions"); do
    if test $o = default; then
      "$prog" "$samples" $target || status=1
    else
      SYMCRYPT_FAT_OVERRIDE=$o "$prog" "$samples" $target || status=1
    fi
  done
done <<EOF
$targets
EOF
test $status = 0 && echo "dudect: no target reached |t| >= 10" \
  || echo "dudect: a target reached |t| >= 10 (see FAIL above)"
exit $status
