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
# symbols-test.sh -- the shared library has a soname, exports only
# symcrypt_* at version nodes SYMCRYPT_1.<n>, and exports exactly the
# symbols listed in src/libsymcrypt.symbols, each at its node: an
# accidental export, a removal or a symbol at the wrong node fails here.
# The list names a SYMCRYPT_1.0 symbol alone and a later one followed
# by its node.  After a deliberate interface change, update the list
# (and the libtool -version-info in configure.ac, src/libsymcrypt.map
# and debian/libsymcrypt1.symbols) with:
#   nm -D --defined-only src/.libs/libsymcrypt.so | awk '{print $NF}' \
#     | grep -v '^SYMCRYPT_' | sed 's/@@SYMCRYPT_1\.0$//; s/@@/ /' \
#     | LC_ALL=C sort
lib=$top_builddir/src/.libs/libsymcrypt.so
list=$srcdir/src/libsymcrypt.symbols
if ! test -f "$lib"; then
  echo "no shared library ($lib), skipping"
  exit 77
fi
NM=${NM:-nm}
exported=`$NM -D --defined-only "$lib" | awk '{ print $NF }'`
bad=`echo "$exported" | grep -v '^symcrypt_[a-z0-9_]*@@SYMCRYPT_1\.[0-9]*$' \
  | grep -v '^SYMCRYPT_1\.[0-9]*$'`
if test -n "$bad"; then
  echo "exported symbols outside symcrypt_*@@SYMCRYPT_1.<n>:"
  echo "$bad"
  exit 1
fi
soname=`objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }'`
case $soname in
  libsymcrypt.so.[0-9]*) ;;
  *) echo "bad or missing SONAME: '$soname'"; exit 1 ;;
esac
actual=`echo "$exported" | grep -v '^SYMCRYPT_' \
  | sed 's/@@SYMCRYPT_1\.0$//; s/@@/ /' | LC_ALL=C sort`
expected=`grep -v '^#' "$list" | LC_ALL=C sort`
if test "$actual" != "$expected"; then
  echo "exported symbols differ from $list (< listed, > exported):"
  echo "$expected" > symbols-test.expected
  echo "$actual" > symbols-test.actual
  diff symbols-test.expected symbols-test.actual
  rm -f symbols-test.expected symbols-test.actual
  exit 1
fi
exit 0
