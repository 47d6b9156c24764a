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
# check-repro.sh -- the Debian packages are reproducible: two builds of
# the same tree give bit-identical .debs (the library, the tools, the
# manual and the debug symbols).  The builds differ in what a
# distribution's builders may differ in: the build path (and its
# length), the time (they run one after the other, and the copies of
# the sources get new timestamps), the umask, the time zone, the
# locale, the host name (in a new UTS namespace, when unshare works)
# and the number of parallel jobs.  SOURCE_DATE_EPOCH is the one
# dpkg takes from debian/changelog in both, as on a real builder.
# On a difference, diffoscope says where (diffoscope-minimal).
#
# Usage: scripts/check-repro.sh [--first DIR] [WORKDIR]   (default: a
# new temporary directory, removed afterwards when the builds agree).
# Needs root only for the host name.  The builds run make check as a
# buildd does (nocheck in DEB_BUILD_OPTIONS skips it).  Two package
# builds with their tests: a few minutes on two cores.  With --first,
# the first build is the one an earlier scripts/build-debs.sh left in
# DIR, if its packages are of the files as they are now
# (build-debs.sh --up-to-date; if not, it is made as without
# --first): DIR's build must have had the first build's conditions but
# the host name and the jobs, those of its machine
# (scripts/stages/debian.sh builds so).  DIR is only read.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
first=
if test "$1" = --first; then first=$2; shift 2; fi
if test $# -ge 1; then work=$1; keep=yes; else work=$(mktemp -d); keep=no; fi
mkdir -p "$work"
work=$(cd "$work" && pwd)
one=$work/a
two=$work/second/build-directory-with-a-longer-name
rm -rf "$one" "$two"

# build DIR UMASK TZ LANG HOSTNAME JOBS
build () {
  echo "build in $1 (umask $2, TZ=$3, LANG=$4, host $5, parallel=$6)"
  script="umask $2; TZ=$3 LANG=$4 LC_ALL=$4 DEB_BUILD_OPTIONS='${DEB_BUILD_OPTIONS:+$DEB_BUILD_OPTIONS }parallel=$6' \
    '$top/scripts/build-debs.sh' '$1' > /dev/null"
  if test "$(id -u)" = 0 && unshare --uts true 2> /dev/null; then
    unshare --uts sh -c "hostname '$5' && $script"
  else
    sh -c "$script"
  fi
}

if test -n "$first" && "$top/scripts/build-debs.sh" --up-to-date "$first"; then
  one=$(cd "$first" && pwd)
  echo "first build: the packages in $one"
else
  build "$one" 022 UTC C.UTF-8 builder-one 2
fi
build "$two" 002 Pacific/Chatham C builder-two-long-name 1

status=0
for deb in "$one"/*.deb; do
  name=$(basename "$deb")
  if ! test -f "$two/$name"; then
    echo "only in the first build: $name"; status=1
  elif cmp -s "$deb" "$two/$name"; then
    echo "identical: $name"
  else
    echo "DIFFERENT: $name"
    status=1
    if command -v diffoscope > /dev/null; then
      diffoscope --text - "$deb" "$two/$name" || true
    fi
  fi
done
for deb in "$two"/*.deb; do
  test -f "$one/$(basename "$deb")" || { echo "only in the second build: $(basename "$deb")"; status=1; }
done
if test $status = 0 && test $keep = no; then rm -rf "$work"; fi
test $status = 0 && echo "the packages are reproducible" \
  || echo "NOT reproducible (builds kept in $work)"
exit $status
