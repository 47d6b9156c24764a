#! /bin/sh
# benchmark.sh -- test stage: the benchmark of the (fat) build in $dir runs,
# and its CSV goes through the plot and comparison scripts.
set -e
./examples/symcrypt-benchmark --quick
./examples/symcrypt-benchmark --quick --csv -r 1 rc4 >bench.csv
"$top/scripts/bench-plot.sh" bench.csv bench.png >/dev/null
test -s bench.png
"$top/scripts/bench-compare.sh" bench.csv bench.csv | grep -q ' 0 differ'
# The tiers: one run limited to SSE2, and the mechanism checked (every
# library limited as the tier says, no re-exec loop).
./examples/symcrypt-benchmark --tier sse2 --quick rc4
"$top/scripts/bench-tier-test.sh" ./examples/symcrypt-benchmark
