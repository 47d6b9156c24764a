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
# references-test.sh -- scripts/check-references passes the tree, and
# reports each planted name of a document that is not in it.
srcdir=${srcdir:-.}
check=$srcdir/scripts/check-references
status=0
fail () { echo "FAIL: $*"; status=1; }
out=references-test.out

"$check" > $out 2>&1 || { cat $out; fail "the tree"; }
tail -1 $out

# Planted here, not written in this file, which the check reads too.
md=md
{
  echo "The contract: API.$md, beside the checkout (../shared/STYLE.$md)."
  echo "Here: HACKING.$md, doc/blake3.$md and x86_64-aes.$md; doc/NOPE.$md."
} > references-planted.txt
if "$check" references-planted.txt > $out 2>&1; then
  fail "planted names pass"
fi
cat $out
for word in API.$md ../shared/STYLE.$md doc/NOPE.$md; do
  grep -qF "references-planted.txt:" $out && grep -qF " $word: no such file" $out \
    || fail "$word not reported"
done
test `wc -l < $out` = 3 || fail "names of the tree reported"
rm -f $out references-planted.txt
exit $status
