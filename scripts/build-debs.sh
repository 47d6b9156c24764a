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
# Usage: scripts/build-debs.sh OUTDIR [dpkg-buildpackage options]
# DEB_BUILD_OPTIONS passes through (nocheck skips make check).
set -e
test $# -ge 1 || { echo "usage: $0 OUTDIR [dpkg-buildpackage options]" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1; shift
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$out/libsymcrypt-$version
rm -rf "$src"
mkdir -p "$src"
(cd "$top" && git ls-files -z | xargs -0 cp -P --parents -t "$src")
cd "$src"
if ! dpkg-buildpackage -us -uc -b "$@" > "$out/build.log" 2>&1; then
  tail -40 "$out/build.log" >&2
  echo "build-debs.sh: dpkg-buildpackage failed; log in $out/build.log" >&2
  exit 1
fi
ls "$out"/*.deb
