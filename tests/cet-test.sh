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
# cet-test.sh -- when the build turns on control-flow protection
# (CFLAGS with -fcf-protection on x86, -mbranch-protection=bti or
# standard on arm64; configure records the compiler's answer in
# ASM_CET and ASM_BTI), every assembly object carries the GNU property
# note with the same bits (as do the C objects), and so does the shared
# library: one object without it and the linker silently drops the
# protection for every process that loads libsymcrypt.so.  Skipped when
# protection is off.
READELF=${READELF:-readelf}
case $ASM_CET:$ASM_BTI in
  0:0 | : | :0 | 0:)
    echo "control-flow protection is off in this build, skipping"
    exit 77 ;;
esac
if ! $READELF --version > /dev/null 2>&1; then
  echo "no $READELF, skipping"
  exit 77
fi

# The property line readelf -n prints for the bits the build asked for.
if test "$ASM_CET" != 0; then
  case $ASM_CET in
    1) want='x86 feature: IBT' ;;
    2) want='x86 feature: SHSTK' ;;
    3) want='x86 feature: IBT, SHSTK' ;;
    *) echo "unexpected ASM_CET '$ASM_CET'"; exit 1 ;;
  esac
else
  # PAC too when the functions sign their return addresses (or never
  # save them): both are fine, BTI is what the kernel enforces.
  want='AArch64 feature: BTI(, PAC)?'
fi

# has_note FILE: one of FILE's properties matches WANT, whole.
has_note () {
  $READELF -n "$1" 2>/dev/null | sed -n 's/^ *Properties: *//p' \
    | grep -qxE "$want"
}

status=0
checked=0
# The objects of the library: the C ones from src/'s family folders,
# and the assembly.
objects=
for lo in $ASM_OBJECTS; do
  # A libtool object names the PIC object (.libs/x.o) and the non-PIC
  # one (x.o); check whichever this build made.
  dir=`dirname "$lo"`
  base=`basename "$lo" .lo`
  objects="$objects $top_builddir/$dir/.libs/$base.o $top_builddir/$dir/$base.o"
done
for obj in $objects $top_builddir/src/*/.libs/*.o $top_builddir/src/*/*.o; do
  test -f "$obj" || continue
  checked=`expr $checked + 1`
  if ! has_note "$obj"; then
    echo "FAIL: $obj lacks the property note '$want'"
    $READELF -n "$obj" | sed 's/^/  /'
    status=1
  fi
done
echo "$checked objects checked for '$want'"

# The shared library, if the toolchain can mark one at all: the C
# runtime's start files (crti.o, crtn.o) are linked into every shared
# object, and without the note there (glibc 2.36, Debian 12) no library
# is marked, whatever its own objects say.
lib=$top_builddir/src/.libs/libsymcrypt.so
test -f "$lib" || exit $status
probe=cet-test-probe
echo 'int cet_test_probe (int x) { return x + 1; }' > $probe.c
if $CC $CFLAGS -shared -fPIC -o $probe.so $probe.c > /dev/null 2>&1 \
   && ! has_note $probe.so; then
  echo "this toolchain does not mark shared libraries (the C runtime's"
  echo "start files lack the note): not checking $lib itself"
elif has_note "$lib"; then
  echo "$lib: $want"
else
  echo "FAIL: $lib lacks the property note '$want'"
  $READELF -n "$lib" | sed 's/^/  /'
  status=1
fi
rm -f $probe.c $probe.so
exit $status
