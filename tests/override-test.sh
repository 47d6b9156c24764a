#! /bin/sh
# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# override-test.sh -- the edges of the SYMCRYPT_* variables of a fat
# build: an empty SYMCRYPT_FAT_OVERRIDE means no feature, as "none"
# does; one that names every feature enables only the CPU's; a name
# that is no feature, or no model of src/models.tab, is reported under
# SYMCRYPT_FAT_VERBOSE=1 by the library and by the test and benchmark
# programs, never ignored silently.  Skipped in a static build, which
# reads none of them for its choices.
if ! grep -q '^#define SYMCRYPT_FAT 1' "$top_builddir/src/impl.h"; then
  echo "not a fat build, skipping"
  exit 77
fi
tmp=${TMPDIR:-/tmp}/override-test.$$
trap 'rm -f "$tmp".*' EXIT
fail () { echo "FAIL: $*"; exit 1; }

# run NAME VAR=VALUE...: tests/variants-test with SYMCRYPT_FAT_VERBOSE=1
# and the variables (none of the caller's), its standard error to
# $tmp.NAME.
run () {
  name=$1; shift
  env -u SYMCRYPT_TEST_EXPECT -u SYMCRYPT_FAT_OVERRIDE -u SYMCRYPT_FAT_MODEL \
    SYMCRYPT_FAT_VERBOSE=1 "$@" $LIBTOOL --mode=execute $TEST_RUNNER \
    "$top_builddir/tests/variants-test" 2>"$tmp.$name" >/dev/null ||
    { cat "$tmp.$name"; fail "variants-test with $*"; }
}
# The choices printed, one function a line.
choices () {
  grep -v -e '^symcrypt: cpu ' -e 'SYMCRYPT_FAT_' -e '^warning' "$tmp.$1"
}

run none SYMCRYPT_FAT_OVERRIDE=none
run empty SYMCRYPT_FAT_OVERRIDE=
grep -q 'enabled: none$' "$tmp.empty" || fail "empty override enables features"
choices none >"$tmp.a"; choices empty >"$tmp.b"
cmp -s "$tmp.a" "$tmp.b" || fail "empty override chooses otherwise than none"

# An override enables no feature the CPU lacks: naming every feature
# of src/features.tab chooses what no override chooses.
run default
run every SYMCRYPT_FAT_OVERRIDE=$(sed -n 's/^\([a-z0-9_]*\)[[:space:]].*/\1/p' \
  "${srcdir:-.}/src/features.tab" | tr '\n' , | sed 's/,$//')
grep -v SYMCRYPT_FAT_ "$tmp.default" >"$tmp.c"
grep -v SYMCRYPT_FAT_ "$tmp.every" >"$tmp.d"
cmp -s "$tmp.c" "$tmp.d" || fail "an override enables a feature the CPU lacks"

run unknown SYMCRYPT_FAT_OVERRIDE=avx-2,none
grep -q "^symcrypt: SYMCRYPT_FAT_OVERRIDE: unknown feature 'avx-2'" \
  "$tmp.unknown" || fail "the library does not report 'avx-2'"
grep -q "^warning: SYMCRYPT_FAT_OVERRIDE: unknown feature 'avx-2'" \
  "$tmp.unknown" || fail "the test program does not report 'avx-2'"
choices unknown >"$tmp.b"
cmp -s "$tmp.a" "$tmp.b" || fail "an unknown name enables features"

run model SYMCRYPT_FAT_MODEL=no-such-model
grep -q "^symcrypt: SYMCRYPT_FAT_MODEL: unknown model 'no-such-model'" \
  "$tmp.model" || fail "the library does not report the unknown model"
grep -q "^warning: SYMCRYPT_FAT_MODEL: unknown model 'no-such-model'" \
  "$tmp.model" || fail "the test program does not report the unknown model"
run generic SYMCRYPT_FAT_MODEL=generic
grep -q '^symcrypt: cpu model: generic ' "$tmp.generic" ||
  fail "SYMCRYPT_FAT_MODEL=generic is not the model in use"

SYMCRYPT_FAT_OVERRIDE=avx-2 SYMCRYPT_FAT_MODEL=no-such-model \
  $LIBTOOL --mode=execute $TEST_RUNNER \
  "$top_builddir/tools/symcrypt-benchmark" --help >/dev/null 2>"$tmp.bench"
grep -q "SYMCRYPT_FAT_OVERRIDE: unknown feature 'avx-2'" "$tmp.bench" ||
  fail "symcrypt-benchmark does not report 'avx-2'"
grep -q "SYMCRYPT_FAT_MODEL: unknown model 'no-such-model'" "$tmp.bench" ||
  fail "symcrypt-benchmark does not report the unknown model"
echo "override edges: empty, unknown feature, unknown model: reported"
