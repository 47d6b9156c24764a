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
# provider-tls.sh -- TLS through the provider module: `openssl
# s_server` and `s_client` on loopback.  TLS 1.3 with both ends loading
# the module from the build tree and preferring it by property, for
# TLS_AES_128_GCM_SHA256, TLS_AES_256_GCM_SHA384,
# TLS_CHACHA20_POLY1305_SHA256 and TLS_AES_128_CCM_SHA256; TLS 1.2 with the server on the module
# and the client on the default provider alone, for
# ECDHE-ECDSA-AES128-GCM-SHA256, ECDHE-ECDSA-AES256-GCM-SHA384 and
# ECDHE-ECDSA-CHACHA20-POLY1305, and TLS 1.2's CBC records with
# AES128-SHA, AES256-SHA256, ECDHE-RSA-AES128-SHA and
# ECDHE-RSA-AES256-SHA384, with encrypt-then-MAC and without
# (-no_etm at the client), the module removing the padding and finding
# the MAC.  Without encrypt-then-MAC, libssl would take OpenSSL's own
# AES-CBC-HMAC-SHA1/SHA256 ciphers on a CPU with AES-NI, whatever the
# property query, so the server runs with OPENSSL_ia32cap hiding
# AES-NI from OpenSSL (not from the module), which withdraws them.
# The client sends about 4 MiB of
# random lines; the server (-rev) sends each line back reversed, so
# that as much goes the other way; the client's output must be the
# lines reversed.  The counts the ends on the module print at exit
# (SYMCRYPT_PROVIDER_COUNT) must show the records went through its
# AEAD or CBC.  The server takes a port the system picks (port 0)
# and the script reads it from the server's ACCEPT line.  The
# certificates (P-256 for ECDSA, RSA for the others) are made here by
# `openssl req`.
# Under valgrind (TEST_RUNNER, the x86_64-static-valgrind stage of
# scripts/test-matrix) both ends of one TLS 1.3 suite,
# TLS_AES_256_GCM_SHA384, run under it with some 64 KiB each way, which
# keeps the stage's added time well under a minute.
# Skipped (77) without the module or an OpenSSL 3 openssl command.
# With SYMCRYPT_TEST_INSTALLED=1 (debian/tests/provider), the module
# installed in OpenSSL's modules folder runs instead.
if ! openssl version 2>/dev/null | grep -q '^OpenSSL 3\.'; then
  echo "no OpenSSL 3 openssl command"; exit 77
fi
if ! command -v rev > /dev/null 2>&1; then
  echo "no rev command"; exit 77
fi
if test -n "$SYMCRYPT_TEST_INSTALLED"; then
  ours="-provider symcrypt -provider default -propquery ?provider=symcrypt"
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
  LD_LIBRARY_PATH=$top/src/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
  ours="-provider-path $dir -provider symcrypt -provider default -propquery ?provider=symcrypt"
fi
# Each openssl command ends within this many seconds.
if command -v timeout > /dev/null 2>&1; then
  limit="timeout 120"
else
  limit=
fi

# The version (2m: 1.2 without encrypt-then-MAC), the suite and the
# name the module counts its cipher under, the bytes of random data the lines are made of, and what runs
# the openssl commands.
case $TEST_RUNNER in
  valgrind*)
    triples=3:TLS_AES_256_GCM_SHA384:AES-256-GCM
    bytes=48000 runner=$TEST_RUNNER ;;
  *)
    triples="3:TLS_AES_128_GCM_SHA256:AES-128-GCM
      3:TLS_AES_256_GCM_SHA384:AES-256-GCM
      3:TLS_CHACHA20_POLY1305_SHA256:ChaCha20-Poly1305
      3:TLS_AES_128_CCM_SHA256:AES-128-CCM
      2:ECDHE-ECDSA-AES128-GCM-SHA256:AES-128-GCM
      2:ECDHE-ECDSA-AES256-GCM-SHA384:AES-256-GCM
      2:ECDHE-ECDSA-CHACHA20-POLY1305:ChaCha20-Poly1305
      2:AES128-SHA:AES-128-CBC
      2m:AES128-SHA:AES-128-CBC
      2:AES256-SHA256:AES-256-CBC
      2m:AES256-SHA256:AES-256-CBC
      2:ECDHE-RSA-AES128-SHA:AES-128-CBC
      2m:ECDHE-RSA-AES128-SHA:AES-128-CBC
      2:ECDHE-RSA-AES256-SHA384:AES-256-CBC
      2m:ECDHE-RSA-AES256-SHA384:AES-256-CBC"
    bytes=3000000 runner= ;;
esac

tmp=provider-tls.tmp
rm -rf $tmp && mkdir $tmp || exit 1
server=
trap 'test -n "$server" && kill $server 2>/dev/null; rm -rf $tmp' EXIT
status=0
fail () { echo "FAIL: $*"; status=1; }

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
  -keyout $tmp/key.pem -out $tmp/cert.pem -subj /CN=localhost -days 1 \
  > $tmp/req.out 2>&1 || { cat $tmp/req.out; exit 1; }
openssl req -x509 -newkey rsa:2048 -nodes \
  -keyout $tmp/rsakey.pem -out $tmp/rsacert.pem -subj /CN=localhost -days 1 \
  > $tmp/req.out 2>&1 || { cat $tmp/req.out; exit 1; }
# About 4 MiB of lines (64 KiB under valgrind), then the line that
# makes -rev close.
head -c $bytes /dev/urandom | base64 > $tmp/lines || exit 1
rev $tmp/lines > $tmp/expect
echo CLOSE >> $tmp/lines

SYMCRYPT_PROVIDER_COUNT=1
export SYMCRYPT_PROVIDER_COUNT
for triple in $triples; do
  version=${triple%%:*} rest=${triple#*:}
  suite=${rest%%:*} name=${rest#*:}
  if test $version = 3; then
    choice="-tls1_3 -ciphersuites $suite" client=$ours ends="server client"
    who="both ends"
  else
    choice="-tls1_2 -cipher $suite" client= ends=server
    who="the server"
  fi
  case $suite in
    TLS_*|*ECDSA*) key=key ;;
    *) key=rsakey ;;
  esac
  etm= capenv= how=
  if test $version = 2m; then
    etm=-no_etm how=", MAC then encrypt"
    capenv="env OPENSSL_ia32cap=~0x200000000000000"
  fi
  rm -f $tmp/server.* $tmp/client.*
  : > $tmp/server.out
  $capenv $limit $runner openssl s_server $ours -accept 127.0.0.1:0 -naccept 1 \
    -cert $tmp/${key%key}cert.pem -key $tmp/$key.pem $choice \
    -rev < /dev/null > $tmp/server.out 2> $tmp/server.err &
  server=$!
  port=
  # Up to 30 seconds for the server to start (valgrind's start-up).
  i=0
  while test $i -lt 60; do
    port=`sed -n 's/^ACCEPT .*:\([0-9][0-9]*\)$/\1/p' $tmp/server.out`
    test -n "$port" && break
    sleep 0.5
    i=`expr $i + 1`
  done
  if test -z "$port"; then
    fail "$suite: the server did not start"; cat $tmp/server.err
    kill $server 2>/dev/null; server=; continue
  fi
  $limit $runner openssl s_client $client -connect 127.0.0.1:$port $choice \
    $etm -quiet < $tmp/lines > $tmp/client.out \
    2> $tmp/client.err || fail "$suite: s_client failed"
  wait $server || fail "$suite: s_server failed"
  server=
  cmp -s $tmp/expect $tmp/client.out \
    || fail "$suite: the lines came back wrong"
  # One record per line each way: at least as many messages.
  lines=`wc -l < $tmp/expect`
  for end in $ends; do
    pattern="s/^symcrypt provider: $name \([0-9]*\) messages .*/\1/p"
    messages=`sed -n "$pattern" $tmp/$end.err`
    if test -z "$messages" || test "$messages" -lt "$lines"; then
      fail "$suite: the $end counts ${messages:-no} $name messages"
      cat $tmp/$end.err
    fi
  done
  test $status = 0 && echo "TLS 1.${version%m} $suite: $lines lines each way" \
    "through $name ($who on the module$how)"
done
exit $status
