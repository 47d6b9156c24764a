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
# install-deps.sh -- install (as root, with apt-get) every Debian 12
# package that building, testing and benchmarking libsymcrypt needs.
# Safe to run again; does nothing when everything is present.
set -e

packages="build-essential autoconf automake libtool libtool-bin m4 pkg-config file
  gcc-12-multilib gcc-arm-linux-gnueabihf libc6-dev-armhf-cross qemu-user
  gcc-arm-linux-gnueabi libc6-dev-armel-cross
  gcc-aarch64-linux-gnu libc6-dev-arm64-cross
  gcc-s390x-linux-gnu libc6-dev-s390x-cross
  gcc-powerpc64le-linux-gnu libc6-dev-ppc64el-cross
  gcc-riscv64-linux-gnu libc6-dev-riscv64-cross
  gcc-mips64el-linux-gnuabi64 libc6-dev-mips64el-cross
  valgrind libc6-dbg libgmp-dev libssl-dev nettle-dev libsodium-dev
  texinfo clang libclang-rt-14-dev libtsan2 gnuplot-nox
  debhelper devscripts lintian blhc diffoscope-minimal autopkgtest
  lib32stdc++-12-dev licensecheck libb2-dev libargon2-dev b3sum python3"

missing=
for p in $packages; do
  dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' \
    || missing="$missing $p"
done
i386_dbg=yes
dpkg-query -W -f='${Status}\n' libc6-dbg:i386 2>/dev/null | grep -q 'ok installed' \
  || i386_dbg=no

# The arm64 and armhf builds of OpenSSL, Nettle and libsodium, whose
# instructions scripts/icount-compare.sh counts beside ours under qemu
# (its PEERS):
# unpacked into $SYMCRYPT_PEERS/<arch>, not installed, since apt-get
# cannot install libssl3:arm64 beside the host's libssl3 when the two
# architectures' versions differ (Multi-Arch: same).  A failure here
# only leaves the peers out of the counts.
for arch_triplet in arm64:aarch64-linux-gnu armhf:arm-linux-gnueabihf; do
  arch=${arch_triplet%%:*}
  peers=${SYMCRYPT_PEERS:-/opt/symcrypt-peers}/$arch
  if test "$(id -u)" = 0 \
      && ! test -f "$peers/usr/lib/${arch_triplet#*:}/libsodium.so.23"; then
    tmp=$(mktemp -d)
    if dpkg --add-architecture $arch && { apt-get update -q || true; } \
	&& (cd "$tmp" && apt-get download libssl3:$arch libnettle8:$arch \
	     libsodium23:$arch); then
      mkdir -p "$peers"
      for deb in "$tmp"/*.deb; do dpkg -x "$deb" "$peers" || true; done
    else
      echo "install-deps.sh: no $arch OpenSSL, Nettle and libsodium for the counts" >&2
    fi
    rm -rf "$tmp"
  fi
done

if test -z "$missing" && test $i386_dbg = yes; then
  exit 0
fi
if test "$(id -u)" != 0; then
  echo "install-deps.sh: missing packages:$missing; run as root" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# valgrind on -m32 programs needs the i386 loader's debug information.
dpkg --add-architecture i386
# One flaky index must not stop the install.
apt-get update -q || true
apt-get install -y -q --no-install-recommends $missing libc6-dbg:i386
