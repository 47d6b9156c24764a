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
# its options.  The same for b2sum (coreutils) with -l, and for b3sum
# (Debian's package) run through a link of that name: its formats,
# -l, and --check with its messages.  Then what they do not have:
# SHA-512/224 and /256 (FIPS 180-4 examples), SHA-3 and SHAKE (FIPS
# 202 examples), the TZ digest of symcrypt-tzsum, --jobs 1 and 4 on
# more files than the window holds, the names of the tools through a
# link.  A tool missing here skips its comparisons.
# The tool runs under TEST_RUNNER (valgrind, qemu-arm), as the test
# programs do, but not through libtool's wrapper, which would split
# names at newlines: the program itself, with the uninstalled library
# on LD_LIBRARY_PATH.  Under a runner each run is slow to start, and
# the test runs each path of the tool once rather than each algorithm
# and format: every case runs natively and under the sanitizers.
# With SYMCRYPT_TEST_INSTALLED=1 (debian/tests/tools), the installed
# one from PATH runs instead.
LC_ALL=C
export LC_ALL
if test -n "$SYMCRYPT_TEST_INSTALLED"; then
  program=`command -v symcrypt-sum` || { echo "no symcrypt-sum"; exit 1; }
  TEST_RUNNER=
else
  top_builddir=`cd "$top_builddir" && pwd` || exit 1
  program=$top_builddir/tools/symcrypt-sum
  # A libtool wrapper script (the program linked with the shared
  # library), not a program left in .libs by an earlier build.
  if test "`head -c 2 "$program"`" = '#!' \
      && test -f "$top_builddir/tools/.libs/symcrypt-sum"; then
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
cd "$dir" && mkdir bin || exit 1

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
  # Every file, a missing one, a directory, standard input.  Under a
  # runner, every format for sha256 only, the others differ from it in
  # the digest alone.
  for format in "" -b --tag -z "--tag -z" "-b -z"; do
    case $TEST_RUNNER,$alg,$format in
      ,* | *,sha256,* | *,) ;;
      *) continue ;;
    esac
    same $alg $tool $format -- c/* c/missing -
  done

  # No file and "-", then --check on lists written by coreutils: under
  # a runner, for sha256 only.
  case $TEST_RUNNER,$alg in
    ,* | *,sha256) ;;
    *) continue ;;
  esac
  same $alg $tool
  same $alg $tool -
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

# The TZ digest is symcrypt-tzsum's (under a runner, of one file).
tz_files="c/empty c/one c/len129 c/big"
test -z "$TEST_RUNNER" || tz_files=c/len129
for f in $tz_files; do
  ours=`sum -a tz "$f"` || fail "tz $f"
  theirs=`tzsum "$f"` || fail "symcrypt-tzsum $f"
  test "$ours" = "$theirs" || fail "tz of $f: $ours, symcrypt-tzsum: $theirs"
done

# More files than the window (1024) holds, small (batched) and not:
# --jobs 1 and 4 print the same, in argument order; so do b2sum and
# b3sum, whose _many functions hash the small ones.
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
for row in "blake2b b2sum" "blake2b b2sum -l 256" "blake3 b3sum"; do
  set -- $row
  alg=$1 tool=$2
  shift 2
  "$tool" --version > /dev/null 2>&1 || continue
  "$tool" "$@" many/* c/big > theirs || fail "$tool many"
  # Under a runner --jobs 4 only: the sha256 runs above compare it
  # with --jobs 1.
  jobs="1 4"
  test -z "$TEST_RUNNER" || jobs=4
  for j in $jobs; do
    sum -a $alg --jobs $j "$@" many/* c/big > ours || fail "-a $alg --jobs $j"
    cmp ours theirs || fail "many files: -a $alg $* --jobs $j is not $tool's"
  done
done
for alg in sha3-256 blake2s; do
  sum -a $alg --jobs 1 many/* c/big > jobs1 || fail "-a $alg --jobs 1"
  sum -a $alg --jobs 4 many/* c/big > jobs4 || fail "-a $alg --jobs 4"
  cmp jobs1 jobs4 || fail "-a $alg: --jobs 1 and --jobs 4 differ"
  # One digest, whether in a batch of many or alone (from standard input).
  for f in many/0007 many/1499; do
    one=`sum -a $alg < $f | cut -d' ' -f1`
    grep -q "^$one  $f\$" jobs1 || fail "-a $alg: $f in a batch and alone differ"
  done
done

# BLAKE3 of a file of 4 MiB or more with more than one job: its 64 KiB
# pieces hashed by the threads apart and joined: 64 whole pieces and
# 576 bytes, and exactly 64; digests of 32 and 100 bytes (under a
# runner, 100 only, and 3 jobs only).
lengths="32 100" split_jobs="2 3"
test -z "$TEST_RUNNER" || lengths=100 split_jobs=3
for n in 5 4; do
  { cat c/big c/big c/big c/big; test $n = 4 || cat c/big c/len129; } \
    | head -c $((n * 1048576 - (n - 4) * 1048000)) > split$n \
    || fail "making split$n"
  for l in $lengths; do
    sum -a blake3 -l $l --jobs 1 split$n > jobs1 || fail "split$n --jobs 1"
    for j in $split_jobs; do
      sum -a blake3 -l $l --jobs $j split$n > jobsN || fail "split$n --jobs $j"
      cmp jobs1 jobsN || fail "split$n -l $l: --jobs 1 and $j differ"
    done
    sum -a blake3 --derive-key sum-test -l $l --jobs 1 split$n > derived1 \
      || fail "split$n --derive-key --jobs 1"
    sum -a blake3 --derive-key sum-test -l $l --jobs 2 split$n > derivedN \
      || fail "split$n --derive-key --jobs 2"
    cmp derived1 derivedN \
      || fail "split$n --derive-key -l $l: --jobs 1 and 2 differ"
    if b3sum --version > /dev/null 2>&1; then
      b3sum -l $l split$n > theirs || fail "b3sum split$n"
      cmp jobsN theirs || fail "split$n -l $l: not b3sum's"
    fi
  done
done

# Run as sha256sum, md5sum ...: that tool, by its name in messages
# (under a runner, as sha256sum only).
as_algs="md5 sha1 sha256 sha512"
test -z "$TEST_RUNNER" || as_algs=sha256
for alg in $as_algs; do
  ln -s "$program" bin/${alg}sum || fail "ln -s"
  $TEST_RUNNER bin/${alg}sum c/len55 c/missing > as.out 2> as.err
  test $? = 1 || fail "${alg}sum with a missing file: status $?"
  sum -a $alg c/len55 > expected || fail "-a $alg"
  cmp as.out expected || fail "as ${alg}sum: `cat as.out`"
  grep -q "^bin/${alg}sum: c/missing: No such file or directory\$" as.err \
    || fail "as ${alg}sum, stderr: `cat as.err`"
done

# b2sum and b3sum, through links of their names: the programs
# compared are "$dir/bin/NAME" and the one of PATH, whose messages are
# made to name PROG.
same_as () {
  as_tool=$1
  shift
  for as_which in ours theirs; do
    if test $as_which = ours; then
      $TEST_RUNNER "$dir/bin/$as_tool" "$@" > ours.out 2> ours.raw < "$input"
    else
      "$as_tool" "$@" > theirs.out 2> theirs.raw < "$input"
    fi
    echo $? > $as_which.rc
    sed -e '/^qemu-[^ ]*: warning: /d' -e "s|^[^ ]*$as_tool: |PROG: |" \
      $as_which.raw > $as_which.err
  done
  for f in out err rc; do
    cmp -s ours.$f theirs.$f || {
      echo "$as_tool $*: $f differs"
      echo "ours:"; cat -A ours.$f; echo "$as_tool:"; cat -A theirs.$f
      fail "symcrypt-sum as $as_tool $* is not $as_tool $*"
    }
  done
}
for tool in b2sum b3sum; do
  ln -s "$program" bin/$tool || fail "ln -s"
done

if b2sum --version > /dev/null 2>&1; then
  compared=`expr $compared + 1`
  # Under a runner, three of the formats and one -l of each kind.
  for format in "" --tag -z "-l 256" "--tag -l 128" "--tag -l 8 -z" "-b -l 504"; do
    case $TEST_RUNNER,$format in
      ,* | *, | *,"--tag -l 8 -z" | *,"-b -l 504") ;;
      *) continue ;;
    esac
    same blake2b b2sum $format -- c/* c/missing -
  done
  # -l as coreutils reads it: too large for the type, not a multiple
  # of 8, past 512, negative, not a number, empty, 0 (the default),
  # with blanks or a sign, with characters its quoting escapes.
  if test -z "$TEST_RUNNER"; then
    set -- 7 1024 x 99999999999999999999 18446744073709551616 \
      18446744073709551615 18446744073709551608 4294967304 513 520 -8 -0 \
      ' -8' abc 1e3 0x10 010 +8 0 ' 8' '8 ' '' ' ' + \
      99999999999999999999x "8'x" '8\x' "8$cr"
  else
    set -- 7 99999999999999999999 520 -8 x '' 0 ' 8' "8'x"
  fi
  for length; do
    same_as b2sum -l "$length" c/one
  done
  # Each -l read as it comes, the maximum checked on the last only and
  # before the conflicts of the other options.
  same_as b2sum -l 5 -l 8 c/one
  same_as b2sum -l 520 -l 8 c/one
  same_as b2sum -l 520 -c -z c/one
  same_as b2sum -l 9 -c -z c/one
  # Lists of several lengths, tagged and not; a changed file.
  { b2sum c/*; b2sum -l 256 c/*; b2sum --tag -l 160 c/*; b2sum --tag c/*; } \
    > b2sums 2> /dev/null
  { sed -n 3p b2sums | sed 's/^[0-9a-f]/Z/'; echo "BLAKE2b-12 (c/one) = ab"
    echo "BLAKE2b-8 (c/one) = 00"; sed -n 4p b2sums; } > b2mixed
  b2_check_options='"" "-l 128" "--warn --strict"'
  test -z "$TEST_RUNNER" || b2_check_options='""'
  eval "set -- $b2_check_options"
  for options; do
    same_as b2sum -c $options b2sums
    same_as b2sum -c $options b2mixed
  done
  cp c/one one.saved && printf y > c/one
  same_as b2sum -c --quiet b2sums
  cp one.saved c/one
fi

if b3sum --version > /dev/null 2>&1; then
  compared=`expr $compared + 1`
  # b3sum escapes only backslashes and newlines, not carriage returns.
  # Under a runner, four of the formats.
  for format in "" "-l 8" "-l 100" "-l 0" --no-names "--num-threads 1" \
      "--num-threads 2"; do
    case $TEST_RUNNER,$format in
      ,* | *, | *,"-l 100" | *,--no-names | *,"--num-threads 2") ;;
      *) continue ;;
    esac
    same_as b3sum $format -- c/* c/missing -
  done
  same_as b3sum --raw c/big
  same_as b3sum --raw c/one c/big
  b3sum c/* > b3sums 2> /dev/null
  same_as b3sum -c b3sums
  same_as b3sum -c --quiet b3sums
  # b3sum's malformed lines: each its message, the others checked.
  hash=`b3sum c/one | cut -c1-64`
  upper=`echo $hash | tr 'a-f' 'A-F'`
  { echo; echo "$hash c/one"; echo "$upper  c/one"
    printf '\\%s  c/b\\x\n' $hash; echo "$hash  c/one$cr"; echo "# comment"
    echo "$hash  c/missing"; sed -n 2p b3sums; } > b3mixed
  same_as b3sum -c b3mixed
  # A byte that is not UTF-8 ends b3sum's reading of the lists.
  { sed -n 3p b3sums; printf '%s  c/\377\n' $hash; sed -n 4p b3sums; } > b3bytes
  same_as b3sum -c b3bytes b3sums
  same_as b3sum -c b3sums nonexistent-list b3sums
  same_as b3sum -c c/directory
  cp c/one one.saved && printf y > c/one
  same_as b3sum -c b3sums
  cp one.saved c/one
  # --keyed (the key is standard input) and --derive-key; the messages
  # for a key of the wrong length and for "-" in keyed mode.
  head -c 32 c/big > key32 && head -c 31 c/big > key31 \
    && head -c 33 c/big > key33 || fail "making keys"
  saved_input=$input
  for input in key32 key31 key33; do
    same_as b3sum --keyed c/one c/big split5
    same_as b3sum --keyed -l 100 c/one - c/empty
  done
  input=$saved_input
  same_as b3sum --derive-key "libsymcrypt sum-test 2026-11-25" c/one c/big split5
  same_as b3sum --derive-key "" -l 100 c/empty c/big
fi

# SHA-3 and SHAKE of "abc" and of nothing, FIPS 202's examples (NIST's
# "Example Algorithm" pages), in both forms and checked back (under a
# runner, the tagged form and its check for sha3-256 and shake128).
: > c/nothing
for row in "sha3-224 c/abc e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf" \
    "sha3-256 c/abc 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" \
    "sha3-384 c/abc ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25" \
    "sha3-512 c/abc b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0" \
    "shake128 c/nothing 7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26" \
    "shake256 c/nothing 46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be"; do
  set -- $row
  out=`sum -a $1 $2` || fail "$1"
  test "$out" = "$3  $2" || fail "$1 of $2: $out"
  case $TEST_RUNNER,$1 in
    ,* | *,sha3-256 | *,shake128) ;;
    *) continue ;;
  esac
  sum -a $1 --tag $2 c/big > tagged-other || fail "$1 --tag"
  sum -c tagged-other > out || fail "checking $1 --tag lines: `cat out`"
done
out=`sum -a shake128 -l 64 c/nothing` || fail "shake128 -l 64"
test "$out" = "7f9c2ba4e88f827d  c/nothing" || fail "shake128 -l 64: $out"
sum -a shake256 -l 12 c/one > out 2>&1 && fail "shake256 -l 12: `cat out`"
sum -a sha256 -l 256 c/one > out 2>&1 && fail "sha256 -l: `cat out`"

test $compared -gt 0 || { echo "SKIP: none of coreutils' tools"; exit 77; }
exit 0
