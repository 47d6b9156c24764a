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
# sum-test.sh -- symcrypt-sum against coreutils' md5sum, sha1sum,
# sha224sum, sha256sum, sha384sum and sha512sum: standard output,
# standard error (the program's name aside) and exit status equal, on
# a corpus of files made here (block boundaries, 1 MB, names with
# spaces, backslashes, carriage returns and newlines, a missing file,
# an unreadable one, a directory), in every output format and in --check with each of
# its options.  Then what coreutils does not have: SHA-512/224 and
# /256 (FIPS 180-4 examples), the TZ digest of symcrypt-tzsum, --jobs
# 1 and 4 on more files than the window holds, the names of the tools
# through a link.  A tool coreutils lacks here skips its comparisons.
# The tool runs under TEST_RUNNER (valgrind, qemu-arm), as the test
# programs do, but not through libtool's wrapper, which would split
# names at newlines: the program itself, with the uninstalled library
# on LD_LIBRARY_PATH.  With SYMCRYPT_TEST_INSTALLED=1
# (debian/tests/tools), the installed one from PATH runs instead.
LC_ALL=C
export LC_ALL
if test -n "$SYMCRYPT_TEST_INSTALLED"; then
  program=`command -v symcrypt-sum` || { echo "no symcrypt-sum"; exit 1; }
  TEST_RUNNER=
else
  top_builddir=`cd "$top_builddir" && pwd` || exit 1
  program=$top_builddir/tools/symcrypt-sum
  if test -f "$top_builddir/tools/.libs/symcrypt-sum"; then
    program=$top_builddir/tools/.libs/symcrypt-sum
    LD_LIBRARY_PATH=$top_builddir/src/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export LD_LIBRARY_PATH
  fi
fi
sum () {
  $TEST_RUNNER "$program" "$@"
}
tzsum () {
  if test -n "$SYMCRYPT_TEST_INSTALLED"; then symcrypt-tzsum "$@"
  else "$top_builddir/libtool" --mode=execute $TEST_RUNNER \
    "$top_builddir/tools/symcrypt-tzsum" "$@"; fi
}
dir=`pwd`/sum-test.tmp
rm -rf "$dir" && mkdir "$dir" || exit 1
trap 'rm -rf "$dir"' 0
fail () { echo "FAIL: $*"; exit 1; }
nl='
'
cr=`printf '\r'`

# The corpus, in its own directory so that names are short.
mkdir "$dir/c" && cd "$dir/c" || exit 1
: > empty
printf x > one
for n in 55 56 63 64 65 111 112 127 128 129; do
  awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) printf "%c", 97 + i % 26 }' > len$n
done
awk 'BEGIN { x = 7; for (i = 0; i < 52429; i++) {
       x = (x * 1103515245 + 12345) % 2147483648; printf "%019d ", x } }' \
  > big || fail "making the 1 MB file"
printf 'space' > 'with space'
printf 'backslash' > 'back\slash'
printf 'newline' > "new${nl}line"
printf 'return' > "car${cr}return"
printf 'both' > "b\\o${nl}th"
mkdir directory
# Unreadable, unless the test runs as root.
printf 'secret' > unreadable && chmod 000 unreadable
cd "$dir" || exit 1

# run OUT TOOL ARGS...: TOOL's stdout to OUT.out, stderr (its name made
# PROG) to OUT.err, exit status to OUT.rc, with standard input from
# the file $input.
printf 'standard input\n' > stdin
input=stdin
run () {
  run_out=$1 run_tool=$2
  shift 2
  if test "$run_tool" = ours; then
    sum "$@" > "$run_out.out" 2> "$run_out.raw" < "$input"
    echo $? > "$run_out.rc"
    # qemu-x86_64 -cpu warns of CPUID bits it cannot emulate: not ours.
    sed -e '/^qemu-[^ ]*: warning: /d' \
        -e "s|^[^ ]*symcrypt-sum: |PROG: |" \
        -e "s|^Try '[^ ]*symcrypt-sum |Try 'PROG |" "$run_out.raw" > "$run_out.err"
  else
    "$run_tool" "$@" > "$run_out.out" 2> "$run_out.raw" < "$input"
    echo $? > "$run_out.rc"
    sed -e "s|^$run_tool: |PROG: |" -e "s|^Try '$run_tool |Try 'PROG |" \
      "$run_out.raw" > "$run_out.err"
  fi
}
# same ALGORITHM TOOL ARGS...: ours with -a ALGORITHM and TOOL agree.
same () {
  alg=$1 tool=$2
  shift 2
  run ours ours -a "$alg" "$@"
  run theirs "$tool" "$@"
  for f in out err rc; do
    cmp -s ours.$f theirs.$f || {
      echo "$tool $*: $f differs"
      echo "ours:"; cat -A ours.$f; echo "$tool:"; cat -A theirs.$f
      fail "symcrypt-sum -a $alg $* is not $tool $*"
    }
  done
}

compared=0
for alg in md5 sha1 sha224 sha256 sha384 sha512; do
  tool=${alg}sum
  if ! "$tool" --version > /dev/null 2>&1; then
    echo "SKIP: no $tool here"
    continue
  fi
  compared=`expr $compared + 1`
  # Every file, a missing one, a directory, standard input.
  for format in "" -b --tag -z "--tag -z" "-b -z"; do
    same $alg $tool $format -- c/* c/missing -
  done
  same $alg $tool
  same $alg $tool -

  # --check on lists written by coreutils: under a runner (valgrind,
  # qemu), for md5 (no _many) and sha256 only, the others differing
  # from them only by their length.
  case $TEST_RUNNER,$alg in
    ,* | *,md5 | *,sha256) ;;
    *) continue ;;
  esac
  "$tool" c/* > sums 2> /dev/null
  "$tool" --tag c/* > tags 2> /dev/null
  same $alg $tool -c sums
  same $alg $tool -c tags
  same $alg $tool --check --quiet sums tags
  # Malformed lines, comments, blank and CRLF lines, a missing file.
  { head -n 3 sums; echo 'not a checksum line'; echo; echo '# comment'
    sed -n 4p tags | sed "s/\$/$cr/"
    sed -n 1p sums | sed 's|  c/empty$|  c/missing|'
    sed -n 2p sums | tr 'abcdef' 'ABCDEF'
    echo "0123  short"; } > mixed
  for options in "" --warn --quiet --status --strict "--strict --warn" \
      --ignore-missing "--ignore-missing --status"; do
    same $alg $tool -c $options mixed
  done
  # A changed file, then a list of nothing but missing files.
  cp c/one one.saved && printf y > c/one
  same $alg $tool -c sums
  same $alg $tool -c --quiet tags
  cp one.saved c/one
  grep ' c/missing$' mixed > only-missing
  same $alg $tool -c --ignore-missing only-missing
  same $alg $tool -c only-missing
  same $alg $tool -c /dev/null
  same $alg $tool -c nonexistent-list c/directory
  input=sums
  same $alg $tool -c -
  input=stdin
  # The reversed form (md5 -r), which may not follow the usual one.
  grep -v '^\\' sums | sed 's/  / /' > reversed
  same $alg $tool -c reversed
  same $alg $tool -c sums reversed
  # Bad options, and options that do not go together.
  same $alg $tool -x
  same $alg $tool --no-such-option
  same $alg $tool --tag -t c/empty
  same $alg $tool -t --tag c/empty
  for options in "-c --tag" "-c -b" "-c -z" "--status" "--warn" "--quiet" \
      "--strict" "--ignore-missing"; do
    same $alg $tool $options sums
  done
done

# SHA-512/224 and SHA-512/256 of "abc", FIPS 180-4's examples (NIST's
# "Example Algorithm" pages).
printf abc > c/abc
out=`sum -a sha512-224 c/abc` || fail "sha512-224"
test "$out" = "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa  c/abc" \
  || fail "sha512-224 of abc: $out"
out=`sum -a sha512-256 --tag c/abc` || fail "sha512-256"
test "$out" = "SHA512t256 (c/abc) = 53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23" \
  || fail "sha512-256 of abc: $out"
sum -a sha512-256 --tag c/abc c/one > tagged-other || fail "sha512-256 --tag"
# A BSD line names its algorithm: symcrypt-sum checks it with that one.
sum -c tagged-other > out || fail "checking SHA512t256 lines: `cat out`"

# The TZ digest is symcrypt-tzsum's.
for f in c/empty c/one c/len129 c/big; do
  ours=`sum -a tz "$f"` || fail "tz $f"
  theirs=`tzsum "$f"` || fail "symcrypt-tzsum $f"
  test "$ours" = "$theirs" || fail "tz of $f: $ours, symcrypt-tzsum: $theirs"
done

# More files than the window (1024) holds, small (batched) and not:
# --jobs 1 and 4 print the same, in argument order.
mkdir many
awk -v d=many 'BEGIN { for (i = 0; i < 1500; i++) {
    f = sprintf("%s/%04d", d, i); n = i * 37 % 20000; printf "" > f
    for (j = 0; j < n; j += 50) printf "%049d\n", i > f; close(f) } }' \
  || fail "making many files"
sum --jobs 1 many/* c/big > jobs1 || fail "--jobs 1"
sum --jobs 4 many/* c/big > jobs4 || fail "--jobs 4"
cmp jobs1 jobs4 || fail "--jobs 1 and --jobs 4 differ"
test `wc -l < jobs1` = 1501 || fail "`wc -l < jobs1` lines for 1501 files"
if sha256sum --version > /dev/null 2>&1; then
  sha256sum many/* c/big > coreutils || fail "sha256sum many"
  cmp jobs1 coreutils || fail "many files: not sha256sum's output"
fi
sum --jobs 4 -c jobs1 > checked || fail "--jobs 4 --check: `grep -v OK checked`"
test `grep -c ': OK$' checked` = 1501 || fail "check of many files"

# Run as sha256sum, md5sum ...: that tool, by its name in messages.
mkdir bin
for alg in md5 sha1 sha256 sha512; do
  ln -s "$program" bin/${alg}sum || fail "ln -s"
  $TEST_RUNNER bin/${alg}sum c/len55 c/missing > as.out 2> as.err
  test $? = 1 || fail "${alg}sum with a missing file: status $?"
  sum -a $alg c/len55 > expected || fail "-a $alg"
  cmp as.out expected || fail "as ${alg}sum: `cat as.out`"
  grep -q "^bin/${alg}sum: c/missing: No such file or directory\$" as.err \
    || fail "as ${alg}sum, stderr: `cat as.err`"
done

test $compared -gt 0 || { echo "SKIP: none of coreutils' tools"; exit 77; }
exit 0
