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
# provider-python.sh -- an unchanged program on the module: Python's
# hashlib and ssl under an OPENSSL_CONF that activates the module and
# the default provider and prefers the module by property
# (default_properties = ?provider=symcrypt), as the manual tells a
# system administrator to.  hashlib's OpenSSL digests of a random
# message must equal those of a run without that file, and a TLS 1.3
# connection on loopback (tests/provider-python.py) must carry 2 MiB
# each way; the counts the module prints at exit (SYMCRYPT_PROVIDER_COUNT)
# must show that every digest and the TLS records went through it.
# Skipped (77) without python3 on OpenSSL 3, without the module, or
# under a TEST_RUNNER (valgrind runs the openssl command's TLS in
# tests/provider-tls.sh; an interpreter under it takes minutes).
# With SYMCRYPT_TEST_INSTALLED=1 (debian/tests/provider), the module
# installed in OpenSSL's modules folder runs instead.
srcdir=${srcdir:-.}
if test -n "$TEST_RUNNER"; then
  echo "not under $TEST_RUNNER"; exit 77
fi
if ! python3 -c 'import ssl, sys; sys.exit(ssl.OPENSSL_VERSION_INFO[0] != 3)' \
    2>/dev/null; then
  echo "no python3 on OpenSSL 3"; exit 77
fi
if ! openssl version 2>/dev/null | grep -q '^OpenSSL 3\.'; then
  echo "no OpenSSL 3 openssl command"; exit 77
fi
# The config's line that names the module file: none for the
# installed module, which OpenSSL finds in its modules folder by name.
if test -n "$SYMCRYPT_TEST_INSTALLED"; then
  module_line=
else
  top=`cd "${top_builddir:-.}" && pwd`
  module=$top/provider/.libs/symcrypt.so
  module_line="module = $module"
  if ! test -f "$module"; then
    echo "no provider module in this build"; exit 77
  fi
  # A sanitizer's runtime must come first in a process: python3 cannot
  # load a module built with one.
  if ldd "$module" "$top/src/.libs/libsymcrypt.so" 2>/dev/null \
      | grep -Eq 'lib(a|t|ub|hwa)san\.so'; then
    echo "the module is built with a sanitizer"; exit 77
  fi
  LD_LIBRARY_PATH=$top/src/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
fi
program=$srcdir/tests/provider-python.py

tmp=provider-python.tmp
rm -rf $tmp && mkdir $tmp || exit 1
trap 'rm -rf $tmp' EXIT
status=0
fail () { echo "FAIL: $*"; status=1; }

cat > $tmp/openssl.cnf <<EOF
openssl_conf = openssl_init
[openssl_init]
providers = providers
alg_section = algorithms
[providers]
symcrypt = symcrypt_provider
default = default_provider
[symcrypt_provider]
$module_line
activate = 1
[default_provider]
activate = 1
[algorithms]
default_properties = ?provider=symcrypt
EOF

seed=`od -An -N4 -tu4 /dev/urandom | tr -d ' '`
python3 "$program" digests $seed > $tmp/default.out \
  || fail "hashlib on the default provider"
SYMCRYPT_PROVIDER_COUNT=1 OPENSSL_CONF=$tmp/openssl.cnf \
  python3 "$program" digests $seed > $tmp/ours.out 2> $tmp/ours.err \
  || { fail "hashlib on the module"; cat $tmp/ours.err; }
cmp -s $tmp/default.out $tmp/ours.out \
  || { fail "hashlib's digests differ (seed $seed)"; diff $tmp/default.out $tmp/ours.out; }
for name in MD5 SHA1 SHA2-224 SHA2-256 SHA2-384 SHA2-512 SHA2-512/256 \
    SHA3-224 SHA3-256 SHA3-384 SHA3-512 SHAKE-128 SHAKE-256 BLAKE2B-512 \
    BLAKE2S-256; do
  grep -q "^symcrypt provider: $name [1-9][0-9]* messages" $tmp/ours.err \
    || fail "the module counts no $name digest"
done

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
  -keyout $tmp/key.pem -out $tmp/cert.pem -subj /CN=localhost -days 1 \
  > $tmp/req.out 2>&1 || { cat $tmp/req.out; exit 1; }
SYMCRYPT_PROVIDER_COUNT=1 OPENSSL_CONF=$tmp/openssl.cnf \
  python3 "$program" tls $tmp/cert.pem $tmp/key.pem \
  > $tmp/tls.out 2> $tmp/tls.err \
  || { fail "TLS through Python's ssl"; cat $tmp/tls.err; }
# Python takes the first of OpenSSL's TLS 1.3 suites, AES-256-GCM; a
# record carries at most 16 KiB, so 2 MiB each way is 256 records.
suite=`cut -d' ' -f1 $tmp/tls.out`
case $suite in
  TLS_AES_256_GCM_SHA384) name=AES-256-GCM ;;
  TLS_AES_128_GCM_SHA256) name=AES-128-GCM ;;
  TLS_CHACHA20_POLY1305_SHA256) name=ChaCha20-Poly1305 ;;
  *) fail "TLS: suite '$suite'"; name=none ;;
esac
messages=`sed -n "s/^symcrypt provider: $name \([0-9]*\) messages .*/\1/p" $tmp/tls.err`
if test -z "$messages" || test "$messages" -lt 512; then
  fail "TLS: the module counts ${messages:-no} $name messages"; cat $tmp/tls.err
fi
test $status = 0 && echo "hashlib: `wc -l < $tmp/ours.out` digests agree;" \
  "TLS 1.3 $suite: $messages records through the module"
exit $status
