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
# examples-test.sh -- run the example programs and check their output:
# XChaCha20-Poly1305 round trip and a forged file rejected with nothing
# written; HMAC-SHA256 of files and PBKDF2 (also split across
# processes with an exported HMAC state) against Python's hashlib.
set -e
ex=${top_builddir:-.}/examples
# SYMCRYPT_TEST_INSTALLED=1 (debian/tests/examples): the programs in
# top_builddir/examples were linked with the installed library, no libtool.
run () {
  if test -n "$SYMCRYPT_TEST_INSTALLED"; then $TEST_RUNNER "$@"
  else ${LIBTOOL:-libtool} --mode=execute $TEST_RUNNER "$@"; fi
}
tmp=${TMPDIR:-/tmp}/examples-test.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

head -c 32 /dev/urandom > "$tmp/key"
head -c 100000 /dev/urandom > "$tmp/plain"
run "$ex/xchacha-seal" -e "$tmp/key" < "$tmp/plain" > "$tmp/sealed"
test "$(wc -c < "$tmp/sealed")" -eq $((100000 + 40))
run "$ex/xchacha-seal" -d "$tmp/key" < "$tmp/sealed" > "$tmp/opened"
cmp "$tmp/plain" "$tmp/opened"
# Flip one bit of the ciphertext: decryption fails and writes nothing.
python3 -c "
import sys
b = bytearray(open(sys.argv[1], 'rb').read()); b[5000] ^= 4
open(sys.argv[2], 'wb').write(b)" "$tmp/sealed" "$tmp/forged"
if run "$ex/xchacha-seal" -d "$tmp/key" < "$tmp/forged" > "$tmp/out" 2>/dev/null; then
  echo "forged ciphertext accepted"; exit 1
fi
test ! -s "$tmp/out"

got=$(run "$ex/hmac-file" "secret key" "$tmp/plain" "$tmp/key" | cut -c1-64 | tr '\n' ' ')
want=$(python3 -c "
import hmac, hashlib, sys
print(' '.join(hmac.new(b'secret key', open(f, 'rb').read(), hashlib.sha256).hexdigest()
               for f in sys.argv[1:]) + ' ')" "$tmp/plain" "$tmp/key")
test "$got" = "$want" || { echo "hmac-file: $got, expected $want"; exit 1; }

got=$(run "$ex/passphrase-key" "correct horse" "NaCl salt" 1000)
want=$(python3 -c "
import hashlib
print(hashlib.pbkdf2_hmac('sha256', b'correct horse', b'NaCl salt', 1000, 32).hex())")
test "$got" = "$want" || { echo "passphrase-key: $got, expected $want"; exit 1; }

# PBKDF2 split across processes: the keyed state from one, a block
# from each of two others; 40 bytes of their output against hashlib.
state=$(run "$ex/pbkdf2-split" key "correct horse")
t1=$(run "$ex/pbkdf2-split" block "$state" "NaCl salt" 1000 1)
t2=$(run "$ex/pbkdf2-split" block "$state" "NaCl salt" 1000 2)
got=$(echo "$t1$t2" | cut -c1-80)
want=$(python3 -c "
import hashlib
print(hashlib.pbkdf2_hmac('sha256', b'correct horse', b'NaCl salt', 1000, 40).hex())")
test "$got" = "$want" || { echo "pbkdf2-split: $got, expected $want"; exit 1; }
# A damaged state is refused.
if run "$ex/pbkdf2-split" block "00$(echo "$state" | cut -c3-)" "NaCl salt" 1 1 \
     > /dev/null 2>&1; then
  echo "pbkdf2-split accepted a damaged state"; exit 1
fi
echo "examples ok"
