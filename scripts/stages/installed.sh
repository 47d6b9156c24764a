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
# installed.sh -- test stage: install the build in $dir under its
# prefix and use the installed library through pkg-config, and the
# installed symcrypt-sum.
set -e
rm -rf "$root/prefix"
make install >/dev/null
PKG_CONFIG_PATH=$root/prefix/lib/pkgconfig
export PKG_CONFIG_PATH
cc -o "$root/hello" "$top/examples/hello-symcrypt.c" \
  $(pkg-config --cflags --libs symcrypt)
out=$(LD_LIBRARY_PATH=$root/prefix/lib "$root/hello" Key Plaintext)
echo "$out"
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
out=$(printf abc | LD_LIBRARY_PATH=$root/prefix/lib "$root/prefix/bin/symcrypt-sum")
echo "$out"
test "$out" = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  -" \
  || { echo "wrong SHA-256 from the installed symcrypt-sum"; exit 1; }
test -f "$root/prefix/share/man/man1/symcrypt-sum.1" \
  || { echo "symcrypt-sum.1 not installed"; exit 1; }
