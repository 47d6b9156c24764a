#! /bin/sh
# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# build-xkcp.sh -- build XKCP's library (the eXtended Keccak Code
# Package: KangarooTwelve, TurboSHAKE) for symcrypt-benchmark's kt128
# row, from an XKCP source folder the developer has (a clone with its
# XKCBuild submodule, https://github.com/XKCP/XKCP).
#
# Usage: scripts/build-xkcp.sh XKCP-DIR [TARGET...]
#
# TARGET is one of XKCP's build targets (its Makefile.build), by
# default AVX512 and AVX2; each gives OUT/TARGET/libXKCP.so, OUT being
# $XKCP_OUT or ./xkcp.  XKCP chooses its code when it is built, not at
# run time, so a tier of the benchmark is compared with the target of
# the same instruction set:
#
#   SYMCRYPT_BENCHMARK_LIBXKCP=$PWD/xkcp/AVX512/libXKCP.so \
#     symcrypt-benchmark --tier avx512 -s 16k,1024k kt128
#   SYMCRYPT_BENCHMARK_LIBXKCP=$PWD/xkcp/AVX2/libXKCP.so \
#     symcrypt-benchmark --tier avx2 -s 16k,1024k kt128
#
# Needs GNU make, a C compiler and xsltproc (XKCP's build expands its
# targets with it).
set -e
src=$1
test -n "$src" && test -f "$src/Makefile.build" || {
  echo "usage: $0 XKCP-DIR [TARGET...]" >&2; exit 1; }
test -f "$src/support/XKCBuild/src/Main.makefile" || {
  echo "$0: $src has no support/XKCBuild (git submodule update --init)" >&2
  exit 1; }
command -v xsltproc >/dev/null || { echo "$0: needs xsltproc" >&2; exit 1; }
shift
out=${XKCP_OUT:-xkcp}
mkdir -p "$out"
out=$(cd "$out" && pwd)
for target in ${*:-AVX512 AVX2}; do
  make -C "$src" "$target/libXKCP.so"
  mkdir -p "$out/$target"
  cp "$src/bin/$target/libXKCP.so" "$out/$target/libXKCP.so"
  echo "$out/$target/libXKCP.so"
done
