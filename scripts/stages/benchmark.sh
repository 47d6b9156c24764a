#! /bin/sh
# benchmark.sh -- test stage: the benchmark of the build in $dir runs,
# and its CSV goes through the plot and comparison scripts.
set -e
./examples/symcrypt-benchmark --quick
./examples/symcrypt-benchmark --quick --csv -r 1 rc4 >bench.csv
"$top/scripts/bench-plot.sh" bench.csv bench.png >/dev/null
test -s bench.png
"$top/scripts/bench-compare.sh" bench.csv bench.csv | grep -q ' 0 differ'
