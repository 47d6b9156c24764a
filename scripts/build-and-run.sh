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
# build-and-run.sh -- build the library (build/, out of tree) and run
# the main program: the benchmark when it exists, else the example.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
test -x configure || autoreconf -fi >/dev/null 2>&1
mkdir -p build && cd build
# configure again each time: it finds the assembly files present.
"$top/configure" -q --enable-fat
make -j"$(nproc 2>/dev/null || echo 2)" >/dev/null
# The Go reference beside the tz rows, where Go is installed and can
# fetch the package (optional: the benchmark runs without it).
if test -z "${SYMCRYPT_BENCHMARK_GO_TZHASH+set}" \
   && command -v go >/dev/null 2>&1 && test -x tools/symcrypt-benchmark; then
  if (cd "$top/tools/benchmark/go-tzhash" \
      && timeout 120 go build -buildmode=c-shared \
	   -o "$top/build/tools/go-tzhash/libgo-tzhash.so" .) >/dev/null 2>&1
  then
    export SYMCRYPT_BENCHMARK_GO_TZHASH="$top/build/tools/go-tzhash/libgo-tzhash.so"
  else
    echo "build-and-run: the Go tzhash peer did not build; tz runs without it" >&2
  fi
fi
# The official BLAKE3 (the blake3 crate) beside the blake3 rows, where
# cargo is installed and can fetch the crate (optional too).
if test -z "${SYMCRYPT_BENCHMARK_RUST_BLAKE3+set}" \
   && command -v cargo >/dev/null 2>&1 && test -x tools/symcrypt-benchmark; then
  if (cd "$top/tools/benchmark/rust-blake3" \
      && timeout 300 cargo build --release --locked \
	   --target-dir "$top/build/tools/rust-blake3") >/dev/null 2>&1
  then
    export SYMCRYPT_BENCHMARK_RUST_BLAKE3="$top/build/tools/rust-blake3/release/librust_blake3.so"
  else
    echo "build-and-run: the Rust blake3 peer did not build; blake3 runs without it" >&2
  fi
fi
# libaegis (compiled by the aegis crate) beside the aegis rows, the same
# way.
if test -z "${SYMCRYPT_BENCHMARK_LIBAEGIS+set}" \
   && command -v cargo >/dev/null 2>&1 && test -x tools/symcrypt-benchmark; then
  if (cd "$top/tools/benchmark/rust-aegis" \
      && timeout 300 cargo build --release --locked \
	   --target-dir "$top/build/tools/rust-aegis") >/dev/null 2>&1
  then
    export SYMCRYPT_BENCHMARK_LIBAEGIS="$top/build/tools/rust-aegis/release/librust_aegis.so"
  else
    echo "build-and-run: the libaegis peer did not build; aegis runs without it" >&2
  fi
fi
if test -x tools/symcrypt-benchmark; then
  exec ./tools/symcrypt-benchmark "$@"
else
  exec ./examples/hello-symcrypt "$@"
fi
