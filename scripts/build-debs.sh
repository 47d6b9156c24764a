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
# build-debs.sh -- build the Debian packages from this tree's tracked
# files (as they are in the work tree, committed or not) in a copy at
# OUTDIR/libsymcrypt-VERSION, so that the tree itself stays clean and
# the .debs, .buildinfo and .changes land in OUTDIR.  The build log,
# with whole compiler command lines, goes to OUTDIR/build.log.
#
# Usage: scripts/build-debs.sh [--reuse | --up-to-date] OUTDIR [dpkg-buildpackage options]
# DEB_BUILD_OPTIONS passes through (nocheck skips make check).
# The packages an earlier build left in OUTDIR are up to date when its
# copy of the tree has the tracked files as they are now (whatever
# DEB_BUILD_OPTIONS it had: make check changes nothing in the
# packages).  With --reuse, up-to-date packages are kept, others are
# built; --up-to-date builds nothing and exits 0 if they are, 1 if not.
set -e
reuse=no
case $1 in --reuse | --up-to-date) reuse=$1; shift ;; esac
test $# -ge 1 || { echo "usage: $0 [--reuse | --up-to-date] OUTDIR [dpkg-buildpackage options]" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1; shift
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$out/libsymcrypt-$version
if test $reuse != no; then
  if ls "$out"/*.changes >/dev/null 2>&1 \
      && (cd "$top" && git ls-files -z | xargs -0 -I{} cmp -s {} "$src/{}"); then
    test $reuse = --up-to-date || ls "$out"/*.deb
    exit 0
  fi
  test $reuse = --reuse || exit 1
fi
rm -rf "$src" "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo
mkdir -p "$src"
(cd "$top" && git ls-files -z | xargs -0 cp -P --parents -t "$src")
cd "$src"
if ! dpkg-buildpackage -us -uc -b "$@" > "$out/build.log" 2>&1; then
  tail -40 "$out/build.log" >&2
  echo "build-debs.sh: dpkg-buildpackage failed; log in $out/build.log" >&2
  exit 1
fi
ls "$out"/*.deb
