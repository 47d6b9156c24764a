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
# debian-arm64.sh -- test stage: cross-build the Debian packages for
# arm64 from the tarball of the build in $root/native (make dist), then
# use the library and the tools from them under qemu-aarch64.  The
# package build's make check runs under qemu-aarch64 -cpu max with the
# cheaper pointer authentication (TEST_RUNNER, as the arm64 stages
# do), in the short run as scripts/test-all.sh runs the tests under a
# runner (SYMCRYPT_TEST_SHORT: every path and variant, fewer random
# cases), what this build with Debian's flags shows that the arm64-fat
# build does not (SYMCRYPT_DEB_TESTS, debian/rules): the features
# found and each function's choice, every variant it has, every
# algorithm's outputs against x86_64's (variants-test, abi-test,
# outputs-test).  arm64-fat-max runs every test of the arm64 fat build
# on -cpu max, and arm64-fat-seeds the full counts on five seeds.
# Then the Tillich-Zemor sum of a file on two CPUs equals the native
# build's, and a program built against the -dev package prints the
# RC4 vector.
#
# Needs the cross compiler (gcc-aarch64-linux-gnu), qemu-user and the
# arm64 libc for qemu (libc6-dev-arm64-cross), but no arm64 packages
# installed through multiarch: dpkg-shlibdeps cannot find the arm64
# libc's dependency information without them, so the shlibdeps step is
# repeated with the cross libc's directory and missing information
# allowed (the packages then lack their libc Depends; they are for
# this test, not for an archive).
set -e
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
(cd "$root/native" && make dist >/dev/null)
rm -rf "$dir"/*
tar xzf "$root/native/libsymcrypt-$version.tar.gz"
cd libsymcrypt-"$version"
export QEMU_LD_PREFIX=/usr/aarch64-linux-gnu TEST_RUNNER='qemu-aarch64 -cpu max,pauth-impdef=on'
export SYMCRYPT_TEST_SHORT=1
export SYMCRYPT_DEB_TESTS='tests/variants-test tests/abi-test tests/outputs-test'
# Without the OpenSSL provider module, whose build needs libssl-dev for
# arm64: apt-get cannot install it beside the host's when the two
# architectures' versions differ (scripts/install-deps.sh).
export DEB_BUILD_PROFILES=pkg.libsymcrypt.noprovider
if ! dpkg-buildpackage -a arm64 -us -uc -b >"$dir/build.log" 2>&1; then
  grep -q 'dpkg-shlibdeps: error: cannot find library libc.so.6' "$dir/build.log" || {
    tail -40 "$dir/build.log"; exit 1; }
  dpkg-architecture -a arm64 -c 'dh_shlibdeps -a -- -l/usr/aarch64-linux-gnu/lib --ignore-missing-info &&
    dh_installdeb -a && dh_gencontrol -a && dh_md5sums -a && dh_builddeb -a' >>"$dir/build.log" 2>&1 || {
    tail -40 "$dir/build.log"; exit 1; }
fi
cd "$dir"
rm -rf inst
for deb in libsymcrypt1_*_arm64.deb libsymcrypt-dev_*_arm64.deb symcrypt-tools_*_arm64.deb; do
  dpkg -x "$deb" inst
done
# Our assembly carries the GNU property note (BTI, PAC).
for f in $(find libsymcrypt-"$version"/arm64 -name '*.o' | head -3); do
  aarch64-linux-gnu-readelf -n "$f" | grep -q 'AArch64 feature: BTI, PAC' || {
    echo "no BTI property in $f"; exit 1; }
done
grep -E '^# (TOTAL|PASS|SKIP|FAIL|ERROR):' "$dir/build.log" | tr -s ' ' | tr '\n' ' '
echo
lib=$dir/inst/usr/lib/aarch64-linux-gnu
head -c 100000 "$top/tests/tzhash-vectors.txt" >input
expected=$("$root/native/tools/symcrypt-tzsum" input)
for cpu in cortex-a53 max; do
  got=$(LD_LIBRARY_PATH=$lib SYMCRYPT_FAT_VERBOSE=1 qemu-aarch64 -cpu $cpu \
	inst/usr/bin/symcrypt-tzsum input 2>tzsum.err)
  grep 'tz_mul_bytes' tzsum.err
  test "$got" = "$expected" || { echo "tzsum on $cpu: $got, native: $expected"; exit 1; }
done
aarch64-linux-gnu-gcc -o hello "$top/examples/hello-symcrypt.c" \
  -I"$dir/inst/usr/include" -L"$lib" -lsymcrypt
out=$(LD_LIBRARY_PATH=$lib qemu-aarch64 -cpu cortex-a72 ./hello Key Plaintext)
echo "$out"
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
