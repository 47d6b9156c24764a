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
# ct-scan-test.sh -- scripts/ct-scan passes every .asm of the tree with
# its allow-list, reports RC4 without it, reports each planted mistake
# in tests/ct-scan/bad-*.asm and passes tests/ct-scan/good-*.asm.
srcdir=${srcdir:-.}
scan=$srcdir/scripts/ct-scan
if ! python3 -c 'import sys' 2> /dev/null || ! m4 --version > /dev/null 2>&1; then
  echo "needs python3 and m4, skipping"
  exit 77
fi
status=0
fail () { echo "FAIL: $*"; status=1; }
out=ct-scan-test.out

if "$scan" > $out 2>&1; then
  grep -q '_symcrypt_arcfour_crypt_x86_64: .* allowed' $out \
    || fail "RC4 (x86_64) not reported and allowed"
else
  cat $out; fail "the tree's assembly"
fi
tail -1 $out

if "$scan" --allow /dev/null "$srcdir"/x86_64/arcfour-crypt.asm "$srcdir"/arm/arcfour-crypt.asm > $out 2>&1; then
  fail "RC4 passes without the allow-list"
fi
grep -q 'arcfour_crypt_arm: ldrb .*indexed by a secret' $out || fail "ARM RC4's S[j] not reported"

# Each planted function is reported (every one, not only the first);
# a file for an architecture this tree does not have yet is left out.
for f in "$srcdir"/tests/ct-scan/bad-*.asm; do
  arch=`grep -v "^dnl" "$f" | sed -n "1s/^C arch: //p"`
  if ! test -f "$srcdir/$arch/machine.m4"; then
    echo "no $arch/machine.m4: $f not checked"
    continue
  fi
  if "$scan" --allow /dev/null "$f" > $out 2>&1; then
    cat $out; fail "$f passes"
  fi
  for name in `sed -n 's/^PROLOGUE(\(.*\))$/\1/p' "$f"`; do
    grep -q ": ${name}_[a-z0-9_]*: " $out || { cat $out; fail "$name in $f not reported"; }
  done
done
for f in "$srcdir"/tests/ct-scan/good-*.asm; do
  "$scan" --allow /dev/null "$f" > $out 2>&1 || { cat $out; fail "$f reported"; }
done
rm -f $out
exit $status
