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
# bench-plot.sh -- plot symcrypt-benchmark --csv output with gnuplot.
#
# OUTPUT.png: one panel per algorithm, our speed divided by each other
# library's against the message size (both axes logarithmic), with the
# line at 1.0: below it the other library is faster.  Per-operation
# rows (pbkdf2) have no size axis, and rows no other library has (tz)
# no ratio: both are left out.  From a --tier all run, the panels show
# one tier: the first in the file, or TIER.
#
# OUTPUT-tiers.png, when the file has tiers (--tier): a heat map, one
# row per algorithm and one column per tier and size, coloured by the
# worst of our ratios to the other libraries in that cell; ^ marks a
# cell whose worst ratio is to libsodium using more than the tier.
#
#   symcrypt-benchmark --tier all --csv > bench.csv
#   scripts/bench-plot.sh bench.csv bench.png [TIER]
set -e

if test $# -lt 1 || test $# -gt 3; then
  echo "usage: $0 RESULTS.csv [OUTPUT.png [TIER]]" >&2
  exit 2
fi
csv=$1
png=${2:-${csv%.csv}.png}
tier=${3:-}
heat=${png%.png}-tiers.png
command -v gnuplot >/dev/null || {
  echo "$0: gnuplot not found (Debian: apt-get install gnuplot-nox)" >&2
  exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Columns: algorithm,size,unit,library,version,implementation,speed,
# cycles,ratio,mismatch,loaded[,tier,beyond_tier,memory_gbs]
#
# Ratio panels: one data file per algorithm and other library, "size
# ratio" lines, for the chosen tier.  Heat map: cells.dat, "tier
# algorithm size worst beyond" per cell.
awk -F, -v dir="$tmp" -v want="$tier" '
  NR == 1 { next }
  $3 != "MB/s" || $4 == "libsymcrypt" { next }
  {
    t = $12
    if (want == "") want = t
    if (!(t in tiers)) { tiers[t] = 1; tier_order[nt++] = t }
    if (!($1 in algs)) { algs[$1] = 1; alg_order[na++] = $1 }
    key = t SUBSEP $1 SUBSEP $2
    if (!(key in worst) || $9 + 0 < worst[key] + 0) {
      worst[key] = $9; beyond[key] = $13 + 0
    }
    if (t != want) next
    file = dir "/" $1 "@" $4 ".dat"
    if (!(file in seen)) {
      seen[file] = 1
      if (!($1 in shown)) { shown[$1] = 1; order[n++] = $1 }
    }
    print $2, $9 > file
  }
  END {
    for (i = 0; i < n; i++) print order[i] > (dir "/algorithms")
    print want > (dir "/tier")
    for (i = 0; i < nt; i++) print tier_order[i] > (dir "/tiers")
    for (k in worst) {
      split(k, f, SUBSEP)
      print f[1], f[2], f[3], worst[k], beyond[k] > (dir "/cells.dat")
    }
    for (i = 0; i < na; i++) print alg_order[i] > (dir "/all-algorithms")
  }
' "$csv"

test -s "$tmp/algorithms" || {
  echo "$0: no ratios to other libraries in $csv" >&2
  exit 1
}
shown_tier=$(cat "$tmp/tier")
n=$(wc -l < "$tmp/algorithms")
cols=4
test "$n" -lt $cols && cols=$n
rows=$(( (n + cols - 1) / cols ))

# The png terminal (libgd) writes small paletted files, fit to commit;
# pngcairo where gnuplot was built without libgd.
terminal=png
gnuplot -e "set terminal png" >/dev/null 2>&1 || terminal=pngcairo

{
  echo "set terminal $terminal size $((cols * 340)),$((rows * 250 + 30)) font ',8' noenhanced"
  echo "set output '$png'"
  if test -n "$shown_tier"; then
    title="our speed / theirs, tier $shown_tier"
  else
    title="our speed / theirs"
  fi
  title="$title (below 1: they are faster); OpenSSL green, Nettle blue, libsodium orange"
  echo "set multiplot layout $rows,$cols title '$title'"
  echo "set logscale x 2"
  echo "set logscale y 2"
  echo "set format x '%.0f'"
  echo "set xlabel 'message size (bytes)'"
  echo "set ylabel 'ratio'"
  # One colour per library in every panel, named in the title.
  echo "unset key"
  echo "set grid"
  while read -r alg; do
    echo "set title '$alg'"
    # The 1.0 line never on an edge: from at most 0.5 to at least 2.
    cat "$tmp/$alg@"*.dat | awk '
      NR == 1 || $2 < lo { lo = $2 }
      NR == 1 || $2 > hi { hi = $2 }
      END {
        lo = lo / 1.1; hi = hi * 1.1
        printf "set yrange [%g:%g]\n", (lo < 0.5 ? lo : 0.5), (hi > 2 ? hi : 2)
      }'
    plot="plot 1 with lines lc rgb '#000000' dt 2 lw 2 notitle"
    for lib in openssl nettle libsodium; do
      f="$tmp/$alg@$lib.dat"
      test -f "$f" || continue
      case $lib in
        openssl) lc='#009e73' ;; nettle) lc='#0072b2' ;; *) lc='#e69f00' ;;
      esac
      plot="$plot, '$f' using 1:2 with linespoints pt 7 ps 0.6 lc rgb '$lc' title '$lib'"
    done
    echo "$plot"
  done < "$tmp/algorithms"
  echo "unset multiplot"
} > "$tmp/plot.gp"
gnuplot "$tmp/plot.gp"
echo "$png"

# The heat map, when the run had tiers.
test -n "$(sed -n '/./p' "$tmp/tiers")" || exit 0
sort -n -u -k3,3 "$tmp/cells.dat" | awk '{ print $3 }' > "$tmp/sizes"
nsizes=$(wc -l < "$tmp/sizes")
ntiers=$(wc -l < "$tmp/tiers")
nalgs=$(wc -l < "$tmp/all-algorithms")
# Cell x: the tier's block of sizes, one empty column between blocks;
# y: algorithms top down.
awk -v ns="$nsizes" -v dir="$tmp" '
  FILENAME ~ /\/tiers$/ { tx[$1] = (FNR - 1) * (ns + 1); next }
  FILENAME ~ /\/sizes$/ { sx[$1] = FNR - 1; next }
  FILENAME ~ /all-algorithms$/ { ay[$1] = FNR - 1; next }
  {
    mark = $5 ? "^" : ""
    printf "%d %d %s %.2f%s\n", tx[$1] + sx[$3], ay[$2], $4, $4, mark
  }
' "$tmp/tiers" "$tmp/sizes" "$tmp/all-algorithms" "$tmp/cells.dat" \
  > "$tmp/heat.dat"

{
  width=$(( 160 + ntiers * (nsizes + 1) * 46 ))
  height=$(( 110 + nalgs * 22 ))
  echo "set terminal $terminal size $width,$height font ',8' noenhanced"
  echo "set output '$heat'"
  echo "set title 'worst ratio (our speed / the fastest other library) per tier, algorithm and size; ^: libsodium beyond the tier'"
  echo "set xrange [-0.5:$(( ntiers * (nsizes + 1) - 1 )).5]"
  echo "set yrange [$nalgs - 0.5:-0.5]"
  echo "set logscale cb 2"
  echo "set cbrange [0.25:4]"
  echo "set cbtics ('0.25' 0.25, '0.5' 0.5, '1' 1, '2' 2, '4' 4)"
  echo "set palette defined (0 '#b2182b', 0.35 '#f4a582', 0.5 '#f7f7f7', 0.65 '#92c5de', 1 '#2166ac')"
  echo "set tics scale 0"
  echo "set x2tics out"
  # Sizes along the bottom, tier names along the top.
  xt="set xtics rotate by 90 right ("
  x2t="set x2tics ("
  sep=""
  i=0
  while read -r t; do
    j=0
    while read -r s; do
      xt="$xt$sep'$s' $((i * (nsizes + 1) + j))"
      sep=", "
      j=$((j + 1))
    done < "$tmp/sizes"
    x2t="$x2t'$t' $(( 2 * i * (nsizes + 1) + nsizes - 1 ))/2.0"
    i=$((i + 1))
    test $i -lt "$ntiers" && x2t="$x2t, "
  done < "$tmp/tiers"
  echo "$xt)"
  echo "$x2t)"
  yt="set ytics ("
  sep=""
  i=0
  while read -r a; do
    yt="$yt$sep'$a' $i"
    sep=", "
    i=$((i + 1))
  done < "$tmp/all-algorithms"
  echo "$yt)"
  echo "plot '$tmp/heat.dat' using 1:2:(0.5):(0.5):3 with boxxyerror fs solid 1.0 noborder lc palette notitle, \\"
  echo "  '' using 1:2:4 with labels font ',7' notitle"
} > "$tmp/heat.gp"
gnuplot "$tmp/heat.gp"
echo "$heat"
