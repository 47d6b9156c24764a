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
# autopkgtest.sh -- build the Debian packages (scripts/build-debs.sh,
# make check included unless DEB_BUILD_OPTIONS has nocheck), install
# them, and run their autopkgtests (debian/tests) with the null runner
# on this machine; the packages are removed afterwards unless they were
# installed before.  Needs root.  Fails on any test failure.
#
# The packages are installed with dpkg before autopkgtest runs, rather
# than given to it as .debs: with .debs, autopkgtest adds a local apt
# source and, at the end, removes it and runs apt-get update against
# the network, whose failure (a mirror in sync) fails the whole run.
#
# Usage: scripts/autopkgtest.sh [--packages DIR] [WORKDIR]
#   (default WORKDIR: a temporary directory)
# With --packages, the packages are those an earlier build of the same
# files left in DIR (scripts/build-debs.sh --reuse DIR, which builds
# them there if not), rather than a new build in WORKDIR/debs.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
if test "$(id -u)" != 0; then
  echo "autopkgtest.sh: the null runner installs the packages: run as root" >&2
  exit 1
fi
debs=
if test "$1" = --packages; then debs=$2; shift 2; fi
if test $# -ge 1; then work=$1; else work=$(mktemp -d); fi
mkdir -p "$work"
work=$(cd "$work" && pwd)
rm -rf "$work/debs" "$work/out"
if test -n "$debs"; then
  "$top/scripts/build-debs.sh" --reuse "$debs"
  debs=$(cd "$debs" && pwd)
else
  debs=$work/debs
  "$top/scripts/build-debs.sh" "$debs"
fi
packages="libsymcrypt1 libsymcrypt-dev symcrypt-tools libsymcrypt-openssl-provider"
preinstalled=
for p in $packages; do
  dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' \
    && preinstalled="$preinstalled $p"
done
dpkg -i "$debs"/libsymcrypt1_*.deb "$debs"/libsymcrypt-dev_*.deb \
  "$debs"/symcrypt-tools_*.deb "$debs"/libsymcrypt-openssl-provider_*.deb \
  > /dev/null
status=0
autopkgtest --output-dir "$work/out" "$debs"/libsymcrypt-*/ -- null || status=$?
if test -z "$preinstalled"; then
  dpkg -r $packages > /dev/null
fi
echo "summary:"
cat "$work/out/summary"
# autopkgtest: 0 all passed, 2 some skipped, 8 no tests; anything else fails.
case $status in
  0) echo "autopkgtest: all passed" ;;
  *) echo "autopkgtest failed (status $status); logs in $work/out"; exit 1 ;;
esac
