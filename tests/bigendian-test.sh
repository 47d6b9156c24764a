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
# bigendian-test.sh -- the portable hash and HMAC states are the same
# bytes on a big-endian host.  tests/bigendian-state.c is built twice:
# for aarch64_be (the C code of the hashes, HMAC and md-state.c, no C
# library: the cross toolchain has only little-endian ones) and run
# under qemu-aarch64_be, and against this build's library (assembly
# included, static or fat, built in the source tree or out of it) and
# run here; both must print the same states and the same
# digests of the imported states.  Skipped (77) without
# aarch64-linux-gnu-gcc or qemu-aarch64_be.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
CC=${CC:-cc}
BE_CC=${BE_CC:-aarch64-linux-gnu-gcc}
BE_RUN=${BE_RUN:-qemu-aarch64_be}
if ! command -v "$BE_CC" >/dev/null || ! command -v "$BE_RUN" >/dev/null; then
  echo "no $BE_CC or $BE_RUN, skipping"
  exit 77
fi
core=$top_builddir/src/.libs/libsymcrypt-core.a
if ! test -f "$core"; then
  echo "no $core, skipping"
  exit 77
fi
tmp=${TMPDIR:-/tmp}/bigendian-test.$$
mkdir -p "$tmp/gnu" || exit 99
trap 'rm -rf "$tmp"' EXIT

# The sources are copied so that their "impl.h" is the one written
# here: a quoted include looks first in the including file's own
# directory, which in a build in the source tree holds the build's
# impl.h (a fat build's names the _symcrypt_*_ptr pointers).
be=$tmp/src
mkdir -p "$be" || exit 99
cp -R "$srcdir"/src/. "$be/" || exit 99
rm -f "$be/impl.h" "$be/config.h"
# Every replaceable function is its C twin (src/impl.h as configure
# writes it for a build without assembly).
{
  echo '#define SYMCRYPT_FAT 0'
  sed -n 's/^SYMCRYPT_FUNC(\([a-z0-9_]*\),.*/\1/p' "$srcdir/src/functions.def" |
    while read -r name; do
      echo "#define SYMCRYPT_VARIANTS_$name(X, ...)"
      echo "#define _symcrypt_$name _symcrypt_${name}_c"
    done
} > "$be/impl.h"
# The glibc headers that <string.h> brings ask for the stubs list of
# the big-endian ABI, which the little-endian package lacks; nothing
# of it is needed.
: > "$tmp/gnu/stubs-lp64_be.h"

$BE_CC -mbig-endian -O2 -ffreestanding -fno-builtin -nostdlib -static \
  -fno-stack-protector -I"$tmp" -I"$be" -I"$be/core" -o "$tmp/be-state" \
  "$srcdir/tests/bigendian-state.c" "$be/sha2/md-state.c" \
  "$be/sha2/md5.c" "$be/sha2/md5-compress.c" "$be/sha2/sha1.c" \
  "$be/sha2/sha1-compress.c" "$be/sha2/sha256.c" "$be/sha2/sha256-compress.c" \
  "$be/sha2/sha512.c" "$be/sha2/sha512-compress.c" "$be/mac/hmac.c" \
  "$be/mac/hmac-internal.c" "$be/core/wipe.c" "$be/core/memxor.c" \
  "$be/core/memeql.c" || exit 99
s=$srcdir/src
# With the build's flags: a sanitizer build's library needs them.
$CC $CFLAGS -I"$top_builddir" -I"$top_builddir/src" -I"$s" -I"$s/core" \
  -o "$tmp/here-state" "$srcdir/tests/bigendian-state.c" "$core" $LDFLAGS \
  || exit 99

"$BE_RUN" "$tmp/be-state" > "$tmp/be.txt" || { echo "big-endian run failed"; exit 1; }
$TEST_RUNNER "$tmp/here-state" > "$tmp/here.txt" || { echo "run failed"; exit 1; }
test "$(wc -l < "$tmp/here.txt")" -eq 32 || { echo "short output"; exit 1; }
if ! cmp "$tmp/be.txt" "$tmp/here.txt"; then
  diff "$tmp/be.txt" "$tmp/here.txt"
  exit 1
fi
exit 0
