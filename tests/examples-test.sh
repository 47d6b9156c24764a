#! /bin/sh
# examples-test.sh -- run the example programs and check their output:
# XChaCha20-Poly1305 round trip and a forged file rejected with nothing
# written; HMAC-SHA256 of files and PBKDF2 against Python's hashlib.
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
echo "examples ok"
