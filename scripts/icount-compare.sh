#!/bin/sh
# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# icount-compare.sh -- guest instructions per byte of every function,
# ours against OpenSSL's and Nettle's (and libsodium's BLAKE2b), under
# qemu-user with the qemu-icount plugin; the figures of
# doc/arm64-cost-model.md.
#
#   scripts/icount-compare.sh BUILD-DIR [QEMU-CPU [FUNCTION...]]
#
# BUILD-DIR: a configured and built tree for the target (its
# src/.libs/libsymcrypt-core.a is linked in; a fat build answers for
# the CPU given, SYMCRYPT_FAT_OVERRIDE applies).  Environment:
#   ICOUNT    the plugin (required): a qemu TCG plugin that counts the
#             guest instructions executed and prints "icount total N"
#             at exit (HACKING.md, "Measuring")
#   PEERS     a directory where libssl3, libnettle8 and libsodium23
#             for the target are unpacked (apt-get download
#             libssl3:arm64 libnettle8:arm64 libsodium23:arm64; dpkg -x
#             each into it:
#             scripts/install-deps.sh does, into
#             /opt/symcrypt-peers/arm64 and .../armhf); without it,
#             only our figures
#   SIZES     the message sizes in bytes (default 64 1024 16384)
#   QEMU, CC, QEMU_LD_PREFIX, TRIPLET   default to AArch64
#             (qemu-aarch64, aarch64-linux-gnu-gcc,
#             /usr/aarch64-linux-gnu, aarch64-linux-gnu); for armhf:
#             QEMU=qemu-arm CC=arm-linux-gnueabihf-gcc
#             TRIPLET=arm-linux-gnueabihf, the peers in
#             /opt/symcrypt-peers/armhf, and
#             NETTLE_FAT_OVERRIDE=arch:7,neon (Nettle reads the CPU
#             from /proc/cpuinfo, the host's under qemu-user)
#
# Each figure is the difference of two runs with different iteration
# counts over one buffer, divided by the extra bytes: start-up, key
# set-up and dynamic linking cancel out.  The counts are exact.
set -e
build=$1
cpu=${2:-cortex-a72}
test -n "$build" && test -f "$build/src/.libs/libsymcrypt-core.a" || {
  echo "usage: $0 BUILD-DIR [QEMU-CPU [FUNCTION...]]" >&2; exit 1; }
test -n "$ICOUNT" || { echo "$0: set ICOUNT to the qemu-icount plugin" >&2; exit 1; }
shift; test $# -gt 0 && shift
functions=${*:-chacha salsa20 poly1305 sha1 sha256 sha512 sha3_256 arcfour tz}
top=$(cd "$(dirname "$0")/.." && pwd)
QEMU=${QEMU:-qemu-aarch64}
CC=${CC:-aarch64-linux-gnu-gcc}
TRIPLET=${TRIPLET:-aarch64-linux-gnu}
export QEMU_LD_PREFIX=${QEMU_LD_PREFIX:-/usr/$TRIPLET}
if test -n "$PEERS"; then
  export LD_LIBRARY_PATH=$PEERS/usr/lib/$TRIPLET
  export OPENSSL_MODULES=$PEERS/usr/lib/$TRIPLET/ossl-modules
fi
driver=$(mktemp)
trap 'rm -f "$driver"' EXIT
$CC -O2 -I"$top/src" -I"$build" -o "$driver" "$top/scripts/icount-compare.c" \
  "$build/src/.libs/libsymcrypt-core.a" -ldl

# count LIBRARY FUNCTION ITERS SIZE: the total, or nothing if the
# library lacks the function.
count () {
  "$QEMU" -cpu "$cpu" -plugin "$ICOUNT" -d plugin "$driver" "$1" "$2" "$4" "$3" 2>&1 |
    sed -n 's/^icount total //p'
}

sizes=${SIZES:-64 1024 16384}
echo "guest instructions per byte, qemu $cpu, sizes in bytes: $sizes"
for fn in $functions; do
  for lib in symcrypt openssl nettle sodium; do
    test $lib = symcrypt || test -n "$PEERS" || continue
    test $lib != sodium || test $fn = blake2b || continue
    line="$fn $lib"
    for size in $sizes; do
      case $size in ?|??|???) a=100 b=1100 ;; ????) a=10 b=110 ;; *) a=2 b=12 ;; esac
      x=$(count $lib $fn $a $size || true)
      y=$(count $lib $fn $b $size || true)
      if test -n "$x" && test -n "$y" && "$QEMU" -cpu "$cpu" "$driver" $lib $fn 16 1 2>/dev/null; then
	line="$line $(echo "scale=2; ($y - $x) / (($b - $a) * $size)" | bc)"
      else
	line="$line -"
      fi
    done
    echo "$line"
  done
done
