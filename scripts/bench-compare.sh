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
# bench-compare.sh -- how far two symcrypt-benchmark --csv runs agree:
# for every ratio at 1 KiB and above (and every per-operation row),
# the relative difference between the runs; counts, median, the
# largest ones.  Ratios that either run marked as measured under load
# are counted apart.  Runs with tiers (--tier all) are compared tier by
# tier.
#
#   symcrypt-benchmark --csv > a.csv; symcrypt-benchmark --csv > b.csv
#   scripts/bench-compare.sh a.csv b.csv [LIMIT-PERCENT]
set -e

if test $# -lt 2 || test $# -gt 3; then
  echo "usage: $0 A.csv B.csv [LIMIT-PERCENT]" >&2
  exit 2
fi
limit=${3:-10}

# Columns: algorithm,size,unit,library,version,implementation,speed,
# cycles,ratio,mismatch,loaded[,tier,beyond_tier,memory_gbs]
awk -F, -v limit="$limit" '
  FNR == 1 { file++; next }
  $4 == "libsymcrypt" { ours[file, $1, $2, $12] = $11; next }
  $2 >= 1024 || $3 == "op/s" {
    key = $1 SUBSEP $2 SUBSEP $4 SUBSEP $12
    ratio[file, key] = $9; loaded[file, key] = $11
    if (file == 1) keys[++n] = key
  }
  END {
    for (i = 1; i <= n; i++) {
      k = keys[i]
      if (!((2, k) in ratio)) continue
      split(k, f, SUBSEP)
      d = ratio[1, k] / ratio[2, k] - 1; if (d < 0) d = -d
      load = loaded[1, k] || loaded[2, k] || ours[1, f[1], f[2], f[4]] \
        || ours[2, f[1], f[2], f[4]]
      c = load ? "loaded" : "clean"
      cnt[c]++; over[c] += (d * 100 > limit); diff[c, cnt[c]] = d
      line[c, cnt[c]] = sprintf("%6.1f%%  %-8s %-22s %6s %-10s %.3f %.3f", \
        d * 100, f[4], f[1], f[2], f[3], ratio[1, k], ratio[2, k])
    }
    split("clean loaded", cs, " ")
    for (j = 1; j <= 2; j++) {
      c = cs[j]
      if (!cnt[c]) continue
      # Sort by difference, largest first (insertion sort: a few hundred).
      for (a = 2; a <= cnt[c]; a++)
        for (b = a; b > 1 && diff[c, b] > diff[c, b - 1]; b--) {
          t = diff[c, b]; diff[c, b] = diff[c, b - 1]; diff[c, b - 1] = t
          t = line[c, b]; line[c, b] = line[c, b - 1]; line[c, b - 1] = t
        }
      m = int((cnt[c] + 1) / 2)
      printf "%s: %d ratios, %d differ by more than %s%%, median difference %.1f%%\n", \
        (c == "clean" ? "measured clean in both runs" : \
         "measured under load in either run"), cnt[c], over[c], limit, \
        diff[c, cnt[c] + 1 - m] * 100
      for (a = 1; a <= 8 && a <= cnt[c]; a++) print "  " line[c, a]
    }
  }
' "$1" "$2"
