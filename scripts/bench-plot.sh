#! /bin/sh
# bench-plot.sh -- plot symcrypt-benchmark --csv output with gnuplot:
# one panel per algorithm, throughput (MB/s) against message size
# (log scale), one line per library.  Per-operation rows (pbkdf2) have
# no size axis and are left out.
#
#   symcrypt-benchmark --csv > bench.csv
#   scripts/bench-plot.sh bench.csv bench.png
set -e

if test $# -lt 1 || test $# -gt 2; then
  echo "usage: $0 RESULTS.csv [OUTPUT.png]" >&2
  exit 2
fi
csv=$1
png=${2:-${csv%.csv}.png}
command -v gnuplot >/dev/null || {
  echo "$0: gnuplot not found (Debian: apt-get install gnuplot-nox)" >&2
  exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One data file per algorithm and library: "size speed" lines.
# Columns: algorithm,size,unit,library,version,implementation,speed,...
awk -F, -v dir="$tmp" '
  NR > 1 && $3 == "MB/s" {
    file = dir "/" $1 "@" $4 ".dat"
    if (!(file in seen)) {
      seen[file] = 1
      if (!($1 in alg)) { alg[$1] = 1; order[n++] = $1 }
    }
    print $2, $7 > file
  }
  END { for (i = 0; i < n; i++) print order[i] > (dir "/algorithms") }
' "$csv"

test -s "$tmp/algorithms" || { echo "$0: no MB/s rows in $csv" >&2; exit 1; }
n=$(wc -l < "$tmp/algorithms")
cols=4
test "$n" -lt $cols && cols=$n
rows=$(( (n + cols - 1) / cols ))

{
  echo "set terminal png size $((cols * 340)),$((rows * 240)) font ',8' noenhanced"
  echo "set output '$png'"
  echo "set multiplot layout $rows,$cols"
  echo "set logscale x 2"
  echo "set xlabel 'message size (bytes)'"
  echo "set ylabel 'MB/s'"
  echo "set yrange [0:*]"
  echo "set key bottom right"
  echo "set grid"
  while read -r alg; do
    echo "set title '$alg'"
    plot="plot"
    for lib in libsymcrypt openssl nettle libsodium; do
      f="$tmp/$alg@$lib.dat"
      test -f "$f" || continue
      # One colour per library in every panel.
      case $lib in
        libsymcrypt) lc='#9400d3' ;; openssl) lc='#009e73' ;;
        nettle) lc='#0072b2' ;; *) lc='#e69f00' ;;
      esac
      echo "$plot '$f' using 1:2 with linespoints lc rgb '$lc' title '$lib' \\"
      plot=","
    done
    echo
  done < "$tmp/algorithms"
  echo "unset multiplot"
} > "$tmp/plot.gp"

# The png terminal (libgd) writes small paletted files, fit to commit;
# fall back to pngcairo where gnuplot was built without libgd.
if ! gnuplot -e "set terminal png" >/dev/null 2>&1; then
  sed -i '1s/ png / pngcairo /' "$tmp/plot.gp"
fi
gnuplot "$tmp/plot.gp"
echo "$png"
