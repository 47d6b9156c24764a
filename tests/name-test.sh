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
# name-test.sh -- nothing of ours can be taken for Microsoft's SymCrypt,
# which also installs a libsymcrypt.so, a symcrypt.pc and a symcrypt.h
# (SONAME libsymcrypt.so.103, version 103.x, headers at the include
# root, functions SymCryptXxx).  Ours: SONAME libsymcrypt.so.N with
# N < 100, the one debian/libsymcrypt1.symbols and the package name
# libsymcrypt<N> declare; every symbol at a version node SYMCRYPT_1.x;
# symcrypt.pc with a version below 100 whose Cflags find the headers
# under symcrypt/, installed there and never at the include root.
srcdir=${srcdir:-.}
top_builddir=${top_builddir:-.}
MAKE=${MAKE:-make}
status=0
fail () { echo "FAIL: $*"; status=1; }

lib=$top_builddir/src/.libs/libsymcrypt.so
if test -f "$lib"; then
  soname=`objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }'`
  major=${soname#libsymcrypt.so.}
  case $major in
    [0-9] | [1-9][0-9]) echo "SONAME $soname" ;;
    *) fail "SONAME '$soname' is not libsymcrypt.so.N with N < 100" ;;
  esac
  declared=`sed -n '1s/ .*//p' "$srcdir/debian/libsymcrypt1.symbols"`
  test "$soname" = "$declared" \
    || fail "SONAME $soname, debian/libsymcrypt1.symbols says $declared"
  grep -qx "Package: libsymcrypt$major" "$srcdir/debian/control" \
    || fail "no package libsymcrypt$major in debian/control for $soname"
  # The version nodes are ours: SYMCRYPT_1.0 and its successors.
  nodes=`objdump -p "$lib" | sed -n '/^Version definitions:/,/^$/p' \
    | awk 'NF >= 4 && $2 != "0x01" { print $4 }'`
  echo "$nodes" | grep -qx SYMCRYPT_1.0 \
    || fail "version nodes '$nodes' lack SYMCRYPT_1.0"
  for node in $nodes; do
    case $node in
      SYMCRYPT_1.[0-9] | SYMCRYPT_1.[1-9][0-9]) ;;
      *) fail "version node '$node' is not SYMCRYPT_1.x" ;;
    esac
  done
  # No exported name in Microsoft's style.
  if nm -D --defined-only "$lib" | awk '{ print $NF }' | grep -q '^SymCrypt'; then
    fail "exports a SymCrypt* symbol"
  fi
else
  echo "no shared library: SONAME and version node not checked"
fi

# Install the headers and the pkg-config file into a scratch root.
tmp=`pwd`/name-test.tmp
rm -rf "$tmp"
trap 'rm -rf "$tmp"' EXIT
if ! $MAKE -s -C "$top_builddir" DESTDIR="$tmp" install-symcryptincludeHEADERS \
     install-pkgconfigDATA > "$tmp.log" 2>&1; then
  cat "$tmp.log"; rm -f "$tmp.log"
  fail "installing the headers and symcrypt.pc"
  exit 1
fi
rm -f "$tmp.log"
pc=`find "$tmp" -name '*.pc'`
test "`basename "$pc"`" = symcrypt.pc || fail "pkg-config file '$pc', expected symcrypt.pc"
# The prefix in the file is the configured one: read it inside DESTDIR.
PKG_CONFIG_PATH=`dirname "$pc"`
PKG_CONFIG_SYSROOT_DIR=$tmp
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
if pkg-config --version > /dev/null 2>&1; then
  version=`pkg-config --modversion symcrypt`
  pkg-config "symcrypt < 100" || fail "symcrypt.pc version $version is not below 100"
  incdir=`pkg-config --cflags-only-I symcrypt | sed 's/^ *-I//; s/ *$//'`
  test -f "$incdir/symcrypt/symcrypt.h" \
    || fail "symcrypt/symcrypt.h not under the Cflags directory '$incdir'"
  test -f "$incdir/symcrypt.h" && fail "a symcrypt.h at the include root '$incdir'"
  pkg-config --libs-only-l symcrypt | grep -qx ' *-lsymcrypt *' \
    || fail "symcrypt.pc does not link -lsymcrypt alone"
  echo "symcrypt.pc $version, headers in $incdir/symcrypt"
else
  echo "no pkg-config: symcrypt.pc not read"
fi
exit $status
