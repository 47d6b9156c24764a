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
# tarball.sh -- test stage: the release tarball on a machine without
# git and autotools.  The tarball of the build in $root/native (the one
# the distcheck stage made, or make dist there if there is none) is
# unpacked in $dir and, with git, autoconf, automake, aclocal,
# autoreconf, autoheader, autom4te and libtoolize hidden from PATH
# (scripts/without-tools; m4 stays, the build needs it), configured,
# built and checked in place, as a user does.  Fails if make wanted a
# missing tool.  The tests the tarball's files could fail are the
# distcheck stage's (every test, from the same tarball, in a VPATH
# build of the same configuration, as x86_64-static's): here the
# features found and each function's choice, every variant called,
# every algorithm's outputs, the examples and the scripts that check
# a build.
set -e
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
tarball=$root/native/libsymcrypt-$version.tar.gz
test -f "$tarball" || (cd "$root/native" && make dist >/dev/null)
rm -rf "$dir"/*
tar xzf "$tarball"
cd libsymcrypt-"$version"
tarball_tests='tests/variants-test tests/abi-test tests/outputs-test tests/examples-test.sh $(BUILD_SCRIPT_TESTS)'
export tarball_tests
"$top/scripts/without-tools" git 'auto*' 'aclocal*' libtoolize -- sh -c "
  ./configure -q &&
  make -j$jobs >make.out 2>&1 &&
  make -j$jobs check TESTS=\"\$tarball_tests\" >check.out 2>&1" || {
  tail -40 make.out; cat check.out test-suite.log 2>/dev/null | tail -60; exit 1; }
if grep -i 'missing on your system' make.out check.out; then
  exit 1
fi
echo "make check: $(grep -E '^# (TOTAL|PASS|SKIP|FAIL|ERROR):' check.out | tr -s ' ' | tr '\n' ' ')"
