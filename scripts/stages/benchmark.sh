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
# benchmark.sh -- test stage: the benchmark of the (fat) build in $dir runs,
# and its CSV goes through the plot and comparison scripts.
set -e
./tools/symcrypt-benchmark --quick
./tools/symcrypt-benchmark --quick --csv -r 1 rc4 >bench.csv
"$top/scripts/bench-plot.sh" bench.csv bench.png >/dev/null
test -s bench.png
"$top/scripts/bench-compare.sh" bench.csv bench.csv | grep -q ' 0 differ'
# The tiers: one run limited to SSE2, and the mechanism checked (every
# library limited as the tier says, no re-exec loop).
./tools/symcrypt-benchmark --tier sse2 --quick rc4
"$top/scripts/bench-tier-test.sh" ./tools/symcrypt-benchmark
# The Go peer of the tz rows, where Go is installed and can fetch the
# reference package: it loads, its digests agree with ours (exit 1
# otherwise), and a tier below AVX2 runs it.
peer=$PWD/go-tzhash.so
if command -v go >/dev/null 2>&1 \
   && (cd "$top/tools/benchmark/go-tzhash" \
       && timeout 120 go build -buildmode=c-shared -o "$peer" .) 2>/dev/null
then
  SYMCRYPT_BENCHMARK_GO_TZHASH=$peer \
    ./tools/symcrypt-benchmark --quick -s 1k,64k tz | grep -q 'Go tzhash'
  SYMCRYPT_BENCHMARK_GO_TZHASH=$peer \
    ./tools/symcrypt-benchmark --tier westmere --quick -s 4k tz >/dev/null
else
  echo "benchmark.sh: Go or the tzhash package is not at hand: no Go peer"
fi
# The Rust peer of the blake3 rows, where cargo is installed and can
# fetch the crate: it loads and its digests agree with ours.
rust_peer=$PWD/rust-blake3
if command -v cargo >/dev/null 2>&1 \
   && (cd "$top/tools/benchmark/rust-blake3" \
       && timeout 300 cargo build --release --locked --target-dir "$rust_peer") \
      >/dev/null 2>&1
then
  SYMCRYPT_BENCHMARK_RUST_BLAKE3=$rust_peer/release/librust_blake3.so \
    ./tools/symcrypt-benchmark --quick -s 64,16k blake3 blake3-stream blake3-many | grep -q 'Rust blake3'
else
  echo "benchmark.sh: cargo or the blake3 crate is not at hand: no Rust peer"
fi
# libaegis, the peer of the AEGIS rows, where cargo is installed and can
# fetch the aegis crate (which compiles it): it loads, tests/aegis-peer-test
# finds it byte for byte as ours (random lengths, associated data, both
# tags; the MAC of every variant), and the rows show it without a
# mismatch.
aegis_peer=$PWD/rust-aegis
if command -v cargo >/dev/null 2>&1 \
   && (cd "$top/tools/benchmark/rust-aegis" \
       && timeout 300 cargo build --release --locked --target-dir "$aegis_peer") \
      >/dev/null 2>&1
then
  make tests/aegis-peer-test >/dev/null
  SYMCRYPT_BENCHMARK_LIBAEGIS=$aegis_peer/release/librust_aegis.so \
    ./tests/aegis-peer-test
  SYMCRYPT_BENCHMARK_LIBAEGIS=$aegis_peer/release/librust_aegis.so \
    ./tools/symcrypt-benchmark --quick -s 64,16k 'aegis*' >aegis-bench.txt
  grep -q 'libaegis' aegis-bench.txt
  ! grep -q 'MISMATCH' aegis-bench.txt
else
  echo "benchmark.sh: cargo or the aegis crate is not at hand: no libaegis peer"
fi
