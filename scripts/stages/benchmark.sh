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
