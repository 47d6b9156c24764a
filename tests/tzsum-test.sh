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
# tzsum-test.sh -- symcrypt-tzsum: a known digest, --jobs N equal to one
# thread (the pieces are joined with concat), standard input, --check.
# The tool goes through libtool and TEST_RUNNER (valgrind, qemu-arm),
# as the test programs do; with SYMCRYPT_TEST_INSTALLED=1
# (debian/tests/tools), the installed one from PATH runs instead.
tzsum () {
  if test -n "$SYMCRYPT_TEST_INSTALLED"; then symcrypt-tzsum "$@"
  else "$top_builddir/libtool" --mode=execute $TEST_RUNNER \
    "$top_builddir/tools/symcrypt-tzsum" "$@"; fi
}
dir=tzsum-test.tmp
rm -rf "$dir" && mkdir "$dir" || exit 1
trap 'rm -rf "$dir"' 0
fail () { echo "FAIL: $*"; exit 1; }

# One zero byte, from the reference package's tests (tz/hash_test.go).
printf '\000' > "$dir/zero"
expected=00000000000000000000000000000151000000000000000000000000000000800000000000000000000000000000008000000000000000000000000000000051
out=`tzsum "$dir/zero"` || fail "tzsum zero"
test "$out" = "$expected  $dir/zero" || fail "digest of one zero byte: $out"

# A 500 kB file of varied bytes, with a length that no job count divides.
awk 'BEGIN { x = 12345; for (i = 0; i < 24011; i++) {
       x = (x * 1103515245 + 12345) % 2147483648; printf "%020d ", x } }' \
  > "$dir/big" || fail "making the test file"
one=`tzsum "$dir/big" | cut -d' ' -f1` || fail "tzsum big"
test ${#one} = 128 || fail "digest length: $one"
for j in 2 3 5 8; do
  many=`tzsum --jobs $j "$dir/big" | cut -d' ' -f1` || fail "tzsum --jobs $j"
  test "$many" = "$one" || fail "--jobs $j gives $many, one thread $one"
done
piped=`cat "$dir/big" | tzsum --jobs 4 | cut -d' ' -f1` || fail "tzsum stdin"
test "$piped" = "$one" || fail "stdin gives $piped"

# --check: all good, then a changed file.
tzsum "$dir/zero" "$dir/big" > "$dir/sums" || fail "tzsum two files"
tzsum --jobs 2 --check "$dir/sums" > "$dir/out" || fail "check: `cat $dir/out`"
test `grep -c ': OK$' "$dir/out"` = 2 || fail "check output: `cat $dir/out`"
printf '\001' > "$dir/zero"
if tzsum --check "$dir/sums" > "$dir/out"; then fail "check passed a changed file"; fi
grep -q "zero: FAILED" "$dir/out" || fail "check output: `cat $dir/out`"
exit 0
