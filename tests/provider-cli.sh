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
# provider-cli.sh -- the provider module through the openssl command:
# `openssl dgst` with the module loaded from the build tree and asked
# for by property, against the default provider alone, for every
# digest it offers on random files (empty, around a block, 1 MiB and
# more), and `openssl mac` HMAC, `openssl enc` (AES-CBC, -CTR, -ECB,
# ChaCha20, both ways) and `openssl kdf` (HKDF, PBKDF2) likewise,
# `openssl kdf` ARGON2D, ARGON2I and ARGON2ID on RFC 9106's vectors
# (OpenSSL 3.0's default provider has none) and version 0x10 refused; the
# counts the module prints at exit (SYMCRYPT_PROVIDER_COUNT) show the
# work went through it;
# `openssl list` shows its digests and MACs.
# Under valgrind (TEST_RUNNER, the x86_64-static-valgrind stage of
# scripts/test-matrix) the commands on the module run under it, each MAC
# and cipher on one file of 64 KiB, which keeps the stage's added time
# near a minute.
# Skipped (77) without the module or an OpenSSL 3 openssl command.
# With SYMCRYPT_TEST_INSTALLED=1 (debian/tests/provider), the module
# installed in OpenSSL's modules folder runs instead.
if ! openssl version 2>/dev/null | grep -q '^OpenSSL 3\.'; then
  echo "no OpenSSL 3 openssl command"; exit 77
fi
if test -n "$SYMCRYPT_TEST_INSTALLED"; then
  ours="-provider symcrypt -provider default -propquery provider=symcrypt"
else
  top=`cd "${top_builddir:-.}" && pwd`
  dir=$top/provider/.libs
  if ! test -f "$dir/symcrypt.so"; then
    echo "no provider module in this build"; exit 77
  fi
  # A sanitizer's runtime must come first in a process: the openssl
  # command cannot load a module built with one.
  if ldd "$dir/symcrypt.so" "$top/src/.libs/libsymcrypt.so" 2>/dev/null \
      | grep -Eq 'lib(a|t|ub|hwa)san\.so'; then
    echo "the module is built with a sanitizer"; exit 77
  fi
  # The module needs the library of this build, not an installed one.
  LD_LIBRARY_PATH=$top/src/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
  ours="-provider-path $dir -provider symcrypt -provider default -propquery provider=symcrypt"
fi

# What runs the openssl commands on the module, and the files each MAC
# and cipher takes.
case $TEST_RUNNER in
  valgrind*) runner=$TEST_RUNNER mac_files=f65536 enc_files=f65536 ;;
  *) runner= mac_files="f0 f65 f1048577" enc_files="f0 f1 f65 f1048577" ;;
esac

tmp=provider-cli.tmp
rm -rf $tmp && mkdir $tmp || exit 1
trap 'rm -rf $tmp' EXIT
status=0
fail () { echo "FAIL: $*" | head -5; status=1; }

for size in 0 1 55 56 63 64 65 111 112 127 128 129 135 136 137 1000 65536 1048577; do
  head -c $size /dev/urandom > $tmp/f$size
done
# dgst's option and the name the module counts it under.
for pair in md5:MD5 sha1:SHA1 sha224:SHA2-224 sha256:SHA2-256 \
    sha384:SHA2-384 sha512:SHA2-512 sha512-224:SHA2-512/224 \
    sha512-256:SHA2-512/256 sha3-224:SHA3-224 sha3-256:SHA3-256 \
    sha3-384:SHA3-384 sha3-512:SHA3-512 shake128:SHAKE-128 \
    shake256:SHAKE-256 blake2b512:BLAKE2B-512 blake2s256:BLAKE2S-256; do
  opt=${pair%%:*} name=${pair#*:}
  (cd $tmp && openssl dgst -$opt f*) > $tmp/default.out 2>&1 \
    || fail "$opt: the default provider: `cat $tmp/default.out`"
  (cd $tmp && SYMCRYPT_PROVIDER_COUNT=1 $runner openssl dgst $ours -$opt f*) \
    > $tmp/ours.out 2> $tmp/ours.err || fail "$opt: the module: `cat $tmp/ours.err`"
  cmp -s $tmp/default.out $tmp/ours.out \
    || fail "$opt: the module's digests differ: `diff $tmp/default.out $tmp/ours.out`"
  test `wc -l < $tmp/ours.out` = 18 || fail "$opt: not 18 digests"
  bytes=`cat $tmp/f* | wc -c`
  grep -qx "symcrypt provider: $name [0-9]* messages $bytes bytes" $tmp/ours.err \
    || fail "$opt: the module counted no $bytes bytes of $name: `cat $tmp/ours.err`"
done

# openssl mac HMAC with the module, against the default provider.
key=`head -c 100 /dev/urandom | od -An -tx1 | tr -d ' \n'`
for digest in MD5 SHA1 SHA256 SHA512-256 SHA3-384; do
  for f in $mac_files; do
    openssl mac -digest $digest -macopt hexkey:$key -in $tmp/$f HMAC \
      > $tmp/default.out 2>&1 || fail "HMAC $digest: the default provider"
    SYMCRYPT_PROVIDER_COUNT=1 $runner openssl mac $ours -digest $digest \
      -macopt hexkey:$key -in $tmp/$f HMAC > $tmp/ours.out 2> $tmp/ours.err \
      || fail "HMAC $digest: the module: `cat $tmp/ours.err`"
    cmp -s $tmp/default.out $tmp/ours.out \
      || fail "HMAC $digest $f: the module's MAC differs"
    grep -q "symcrypt provider: HMAC 1 messages" $tmp/ours.err \
      || fail "HMAC $digest: the module counted no HMAC: `cat $tmp/ours.err`"
  done
done
# HMAC over a digest without one in the library is refused.
if $runner openssl mac $ours -digest BLAKE2B-512 -macopt hexkey:$key -in $tmp/f1 HMAC \
    > $tmp/ours.out 2>&1; then
  fail "HMAC BLAKE2B-512: not refused"
fi
grep -q 'digest not supported by symcrypt' $tmp/ours.out \
  || fail "HMAC BLAKE2B-512: no reason given: `cat $tmp/ours.out`"

# openssl mac with the module's other MACs, against the default
# provider: the MAC, the name it is counted under, the key's length in
# bytes, and its options.
while read mac name keylen opts; do
  key=`head -c $keylen /dev/urandom | od -An -tx1 | tr -d ' \n'`
  for f in $mac_files; do
    openssl mac $opts -macopt hexkey:$key -in $tmp/$f $mac \
      > $tmp/default.out 2>&1 || fail "$mac $opts: the default provider"
    SYMCRYPT_PROVIDER_COUNT=1 $runner openssl mac $ours $opts -macopt hexkey:$key \
      -in $tmp/$f $mac > $tmp/ours.out 2> $tmp/ours.err \
      || fail "$mac $opts: the module: `cat $tmp/ours.err`"
    cmp -s $tmp/default.out $tmp/ours.out \
      || fail "$mac $opts $f: the module's MAC differs"
    grep -q "symcrypt provider: $name 1 messages" $tmp/ours.err \
      || fail "$mac: the module counted no $name: `cat $tmp/ours.err`"
  done
done <<EOF
KMAC-128 KMAC-128 37 -macopt custom:app -macopt size:48
KMAC256 KMAC-256 200 -macopt xof:1
Poly1305 Poly1305 32
BLAKE2BMAC BLAKE2BMAC 64 -macopt size:20
BLAKE2SMAC BLAKE2SMAC 17
CMAC CMAC 24 -cipher AES-192-CBC
SipHash SipHash 16 -macopt size:8
EOF
# SipHash with rounds the library does not have is refused.
if $runner openssl mac $ours -macopt hexkey:$key -macopt c-rounds:3 -in $tmp/f1 \
    SipHash > $tmp/ours.out 2>&1; then
  fail "SipHash-3-4: not refused"
fi

# openssl list names the module as the provider of its 16 digests.
$runner openssl list -digest-algorithms $ours > $tmp/list.out 2>&1 \
  || fail "openssl list: `cat $tmp/list.out`"
n=`grep -c '@ symcrypt$' $tmp/list.out`
test "$n" = 16 || fail "openssl list shows $n digests of the module, not 16"
for name in SHA2-256 SHA3-512 SHAKE-256 BLAKE2B-512 MD5; do
  grep "@ symcrypt\$" $tmp/list.out | grep -q "$name" \
    || fail "openssl list: no $name of the module"
done

$runner openssl list -mac-algorithms $ours > $tmp/list.out 2>&1 \
  || fail "openssl list: `cat $tmp/list.out`"
for name in HMAC KMAC-128 KMAC-256 POLY1305 BLAKE2BMAC BLAKE2SMAC CMAC \
    SIPHASH; do
  grep -q "[ {,]$name[ ,].*@ symcrypt\$" $tmp/list.out \
    || fail "openssl list shows no $name of the module"
done

# openssl enc with the module, against the default provider, and back:
# the option, the name the module counts, the key's length in hex.
key=`head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'`
iv=`head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n'`
for triple in aes-128-cbc:AES-128-CBC:32 aes-256-cbc:AES-256-CBC:64 \
    aes-192-ctr:AES-192-CTR:48 aes-256-ecb:AES-256-ECB:64 \
    chacha20:ChaCha20:64; do
  opt=${triple%%:*} rest=${triple#*:}
  name=${rest%%:*} length=${rest#*:}
  k=`echo $key | cut -c1-$length`
  case $opt in *-ecb) ivopt= ;; *) ivopt="-iv $iv" ;; esac
  for f in $enc_files; do
    openssl enc -$opt -K $k $ivopt -in $tmp/$f -out $tmp/default.enc \
      2> $tmp/default.err \
      || fail "$opt: the default provider: `cat $tmp/default.err`"
    SYMCRYPT_PROVIDER_COUNT=1 $runner openssl enc $ours -$opt -K $k $ivopt \
      -in $tmp/$f -out $tmp/ours.enc 2> $tmp/ours.err \
      || fail "$opt: the module: `cat $tmp/ours.err`"
    cmp -s $tmp/default.enc $tmp/ours.enc \
      || fail "$opt $f: the module's ciphertext differs"
    grep -q "symcrypt provider: $name 1 messages" $tmp/ours.err \
      || fail "$opt: the module counted no $name: `cat $tmp/ours.err`"
    $runner openssl enc -d $ours -$opt -K $k $ivopt -in $tmp/default.enc \
      -out $tmp/back 2> $tmp/ours.err \
      || fail "$opt: the module decrypting: `cat $tmp/ours.err`"
    cmp -s $tmp/$f $tmp/back || fail "$opt $f: the module decrypts wrong"
  done
done

# openssl kdf HKDF and PBKDF2 with the module, against the default
# provider.
salt=`head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n'`
for args in "-keylen 100 -kdfopt digest:SHA256 -kdfopt hexkey:$key
      -kdfopt hexsalt:$salt -kdfopt info:label HKDF" \
    "-keylen 48 -kdfopt digest:SHA384 -kdfopt mode:EXTRACT_ONLY
      -kdfopt hexkey:$key -kdfopt hexsalt:$salt HKDF" \
    "-keylen 64 -kdfopt digest:SHA512 -kdfopt mode:EXPAND_ONLY
      -kdfopt hexkey:$key$key -kdfopt info:label HKDF" \
    "-keylen 40 -kdfopt pass:password -kdfopt hexsalt:$salt
      -kdfopt iter:1000 PBKDF2" \
    "-keylen 64 -kdfopt digest:SHA512 -kdfopt pass:password
      -kdfopt hexsalt:$salt -kdfopt iter:300 PBKDF2"; do
  name=`echo $args | sed 's/.* //'`
  openssl kdf $args > $tmp/default.out 2>&1 \
    || fail "$name: the default provider: `cat $tmp/default.out`"
  SYMCRYPT_PROVIDER_COUNT=1 $runner openssl kdf $ours $args > $tmp/ours.out \
    2> $tmp/ours.err || fail "$name: the module: `cat $tmp/ours.err`"
  cmp -s $tmp/default.out $tmp/ours.out \
    || fail "$name $args: the module's output differs"
  grep -q "symcrypt provider: $name 1 messages" $tmp/ours.err \
    || fail "$name: the module counted nothing: `cat $tmp/ours.err`"
done

# openssl kdf on RFC 9106's vectors (5.1 to 5.3): password 32 bytes of
# 01, salt 16 of 02, secret 8 of 03, associated data 12 of 04, 3
# passes over 32 KiB in 4 lanes, 32-byte tags.
hex () { printf "%0${2}d" 0 | sed "s/0/$1/g"; }
argon2="-keylen 32 -kdfopt hexpass:`hex 01 32` -kdfopt hexsalt:`hex 02 16`
  -kdfopt hexsecret:`hex 03 8` -kdfopt hexad:`hex 04 12` -kdfopt iter:3
  -kdfopt memcost:32 -kdfopt lanes:4 -kdfopt threads:2"
for vector in \
    ARGON2D:512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb \
    ARGON2I:c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8 \
    ARGON2ID:0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659
do
  name=${vector%%:*}
  # The tag as openssl kdf prints it (its newlines aside): upper case,
  # bytes between colons.
  expected=`echo ${vector#*:} | tr a-f A-F | sed 's/../&:/g; s/:$//'`
  SYMCRYPT_PROVIDER_COUNT=1 $runner openssl kdf $ours $argon2 $name \
    > $tmp/ours.out 2> $tmp/ours.err \
    || fail "$name: the module: `cat $tmp/ours.err`"
  test "`tr -d '\n' < $tmp/ours.out`" = "$expected" \
    || fail "$name: not RFC 9106's tag: `cat $tmp/ours.out`"
  grep -q "symcrypt provider: $name 1 messages" $tmp/ours.err \
    || fail "$name: the module counted nothing: `cat $tmp/ours.err`"
  if openssl kdf $ours $argon2 -kdfopt version:16 $name \
      > $tmp/ours.out 2>&1; then
    fail "$name: version 0x10 not refused"
  fi
done

test $status = 0 && echo "16 digests, HMAC, 7 other MACs, 5 ciphers and 2 KDFs" \
  "through openssl agree with the default provider; Argon2 with RFC 9106"
exit $status
