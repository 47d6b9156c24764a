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
# symbols-test.sh -- src/libsymcrypt.symbols is the one list of the
# exported symbols, each with its version node (a name alone is at
# SYMCRYPT_1.0, a later one is followed by its node); the version
# script src/libsymcrypt.map and debian/libsymcrypt1.symbols must say
# the same: the map names each symbol of a node after SYMCRYPT_1.0 in
# that node (SYMCRYPT_1.0 exports the rest by its wildcard), and the
# Debian file has each symbol at its node and each node's own symbol.
# Then, with a shared library, that it has a soname, exports only
# symcrypt_* at version nodes SYMCRYPT_1.<n>, and exports exactly the
# listed symbols, each at its node: an accidental export, a removal or
# a symbol at the wrong node fails here.  After a deliberate interface
# change, update the three files (and the libtool -version-info in
# configure.ac); the list of what a build exports is
#   nm -D --defined-only src/.libs/libsymcrypt.so | awk '{print $NF}' \
#     | grep -v '^SYMCRYPT_' | sed 's/@@SYMCRYPT_1\.0$//; s/@@/ /' \
#     | LC_ALL=C sort
list=$srcdir/src/libsymcrypt.symbols
map=$srcdir/src/libsymcrypt.map
debian=$srcdir/debian/libsymcrypt1.symbols

# "name node" for each listed symbol.
listed=`grep -v '^#' "$list" | awk '{ print $1, (NF > 1 ? $2 : "SYMCRYPT_1.0") }' \
  | LC_ALL=C sort`
# The map: the names in the nodes after SYMCRYPT_1.0, and its nodes.
in_map=`sed 's|/\*.*\*/||' "$map" | awk '
  /^SYMCRYPT_1\.[0-9]+ *\{/ { node = $1; next }
  /^ *symcrypt_[a-z0-9_]+;/ { sub(/;.*/, "", $1); print $1, node }' \
  | LC_ALL=C sort`
map_nodes=`sed -n 's/^\(SYMCRYPT_1\.[0-9]*\) *{.*/\1/p' "$map" | LC_ALL=C sort`
want=`echo "$listed" | grep -v ' SYMCRYPT_1\.0$'`
if test "$in_map" != "$want"; then
  echo "$map differs from $list in the nodes after SYMCRYPT_1.0 (< list, > map):"
  echo "$want" > symbols-test.expected
  echo "$in_map" > symbols-test.actual
  diff symbols-test.expected symbols-test.actual
  rm -f symbols-test.expected symbols-test.actual
  exit 1
fi
if ! sed 's|/\*.*\*/||' "$map" | grep -q '^ *symcrypt_\*;'; then
  echo "$map: no symcrypt_* wildcard in SYMCRYPT_1.0"
  exit 1
fi
if test -f "$debian"; then
  in_debian=`sed -n 's/^ \([A-Za-z0-9_.]*\)@\([A-Z0-9_.]*\) .*/\1 \2/p' "$debian" \
    | LC_ALL=C sort`
  want=`{ echo "$listed"; for n in $map_nodes; do echo "$n $n"; done; } | LC_ALL=C sort`
  if test "$in_debian" != "$want"; then
    echo "$debian differs from $list and the nodes of $map (< list, > debian):"
    echo "$want" > symbols-test.expected
    echo "$in_debian" > symbols-test.actual
    diff symbols-test.expected symbols-test.actual
    rm -f symbols-test.expected symbols-test.actual
    exit 1
  fi
fi

lib=$top_builddir/src/.libs/libsymcrypt.so
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
