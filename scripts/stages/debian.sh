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
# debian.sh -- test stage: build the Debian packages in $dir
# (scripts/build-debs.sh, with Debian's hardening flags and, as a
# buildd does, make check); run the test that needs the cross tools
# again in that build's tree as on a buildd without the cross
# compilers and qemu-user (scripts/without-tools --cross): it must
# skip there, and it is the only part of the build that uses them;
# check the build log with blhc and the packages with lintian (no
# error, no hardening-no-* tag), install them and use the library
# through pkg-config.  DEB_BUILD_OPTIONS passes through (nocheck skips
# make check).  The build is made in the umask, time zone and locale of
# scripts/check-repro.sh's first one: the reproducible-debs stage
# compares its packages with one more build.
set -e
rm -rf "$dir"/*
# results LOG: the test counts of make check in a package build log,
# and what became of the big-endian test (it needs the cross tools).
results () {
  if grep -q '^# TOTAL:' "$1"; then
    echo "make check: $(grep -E '^# (TOTAL|PASS|SKIP|FAIL|XFAIL|XPASS|ERROR):' "$1" | tr -s ' ' | tr '\n' ' ')"
    grep -E '^[A-Z]+: tests/bigendian-test.sh' "$1" || true
  else
    echo "make check: not run (DEB_BUILD_OPTIONS=$DEB_BUILD_OPTIONS)"
  fi
}
(umask 022; TZ=UTC LANG=C.UTF-8 LC_ALL=C.UTF-8 "$top/scripts/build-debs.sh" "$dir" >/dev/null)
results "$dir/build.log"
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
echo "without the cross tools:"
(cd "$dir/libsymcrypt-$version" &&
  "$top/scripts/without-tools" --cross -- make check TESTS=tests/bigendian-test.sh) \
  >"$dir/no-cross.log" 2>&1 || { cat "$dir/no-cross.log"; exit 1; }
grep -E '^[A-Z]+: tests/bigendian-test.sh' "$dir/no-cross.log"
grep -q '^SKIP: tests/bigendian-test.sh' "$dir/no-cross.log" || exit 1
cd "$dir"
out=$(blhc --all --debian build.log) || true
test -z "$out" || { echo "blhc:"; echo "$out"; exit 1; }
echo "blhc: nothing to report"
lintian --fail-on error *.changes
tags=$(lintian --tags hardening-no-bindnow,hardening-no-fortify-functions,hardening-no-pie,hardening-no-relro *.changes)
test -z "$tags" || { echo "$tags"; exit 1; }
echo "lintian: no error, no hardening-no-* tag"
for so in $(dpkg-deb -c libsymcrypt1_*.deb | awk '/\.so\./ && !/ -> / { print $NF }'); do
  dpkg-deb --fsys-tarfile libsymcrypt1_*.deb | tar xOf - "$so" >lib.so
  echo "readelf -n $so: $(readelf -n lib.so | grep -E 'feature|Properties' | tr -s ' ' | tr '\n' ' ')"
done
dpkg -i libsymcrypt1_*.deb libsymcrypt-dev_*.deb symcrypt-tools_*.deb >/dev/null
cc -o hello "$top/examples/hello-symcrypt.c" $(pkg-config --cflags --libs symcrypt)
out=$(./hello Key Plaintext)
echo "$out"
dpkg -r symcrypt-tools libsymcrypt-dev libsymcrypt1 >/dev/null
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
