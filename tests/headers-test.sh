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
# headers-test.sh -- every public header compiles on its own as C99
# (pedantic, warnings are errors) and as C++.
srcdir=${srcdir:-.}
CC=${CC:-cc}
CXX=${CXX:-c++}
tmp=${TMPDIR:-/tmp}/headers-test.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

have_cxx=yes
echo 'int main() { return 0; }' > "$tmp/t.cc"
$CXX -c -o "$tmp/t.o" "$tmp/t.cc" 2>/dev/null || have_cxx=no

status=0
for h in "$srcdir"/src/symcrypt/*.h; do
  name=symcrypt/$(basename "$h")
  printf '#include <%s>\n#include <%s>\nint dummy;\n' "$name" "$name" > "$tmp/t.c"
  if ! $CC -std=c99 -Wall -Wextra -pedantic -Werror -I"$srcdir/src" \
       -c -o "$tmp/t.o" "$tmp/t.c"; then
    echo "FAIL: $name does not compile alone as C99"; status=1
  fi
  if test $have_cxx = yes; then
    cp "$tmp/t.c" "$tmp/t.cc"
    if ! $CXX -Wall -Wextra -pedantic -Werror -I"$srcdir/src" \
         -c -o "$tmp/t.o" "$tmp/t.cc"; then
      echo "FAIL: $name does not compile alone as C++"; status=1
    fi
  fi
done
exit $status
