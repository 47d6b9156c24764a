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
# release-tarball.sh -- the release tarball of a commit, made and
# checked by make distcheck, the same bytes whoever makes it and when.
#
# Usage: scripts/release-tarball.sh [COMMIT]   (default HEAD)
#
# Writes libsymcrypt-VERSION.tar.gz to the current directory and prints
# its SHA-256 (the line NEWS gives for a release).  The commit's files
# come from git archive, not from the work tree, so nothing uncommitted
# or ignored gets in.  What would differ between two runs is pinned:
# every file's time is the commit's (the manual's version.texi takes
# its date from the time of doc/symcrypt.texi), the archive's members
# are sorted by name with owner and group 0 and the commit's time
# (TAR_OPTIONS, which GNU tar reads besides automake's options), and
# gzip stores no name or time (-n).  The generated files (configure,
# the Makefile.in files) come from this machine's autoconf 2.71,
# automake 1.16.5 and libtool 2.4.7 (Debian 12): another version makes
# other bytes.
set -e
commit=${1:-HEAD}
top=$(cd "$(dirname "$0")/.." && pwd)
out=$(pwd)
epoch=$(git -C "$top" log -1 --format=%ct "$commit")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git -C "$top" archive --format=tar --prefix=tree/ "$commit" \
  | tar -C "$work" -xf -
cd "$work/tree"
find . -exec touch -h -d "@$epoch" {} +
autoreconf -fi >/dev/null 2>&1
./configure -q
TAR_OPTIONS="--sort=name --mtime=@$epoch --owner=0 --group=0 --numeric-owner"
export TAR_OPTIONS
make -j"${JOBS:-2}" distcheck GZIP_ENV="--best -n" >distcheck.log 2>&1 || {
  tail -40 distcheck.log; exit 1; }
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' configure.ac)
cp "libsymcrypt-$version.tar.gz" "$out/"
cd "$out"
sha256sum "libsymcrypt-$version.tar.gz"
