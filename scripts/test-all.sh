#! /bin/sh
# test-all.sh -- the whole test suite: every configuration this machine
# can build and run.  Builds out of tree under build-test/ (override
# with BUILD_ROOT).  Each stage prints a header; the first failure stops
# the run with a non-zero exit.
set -e

top=$(cd "$(dirname "$0")/.." && pwd)
root=${BUILD_ROOT:-$top/build-test}
jobs=$(nproc 2>/dev/null || echo 2)
VALGRIND="valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite"

stage () { echo; echo "=== $* ==="; }

# configure_in DIR ARGS...: a fresh out-of-tree build directory.
configure_in () {
  dir=$root/$1; shift
  rm -rf "$dir"; mkdir -p "$dir"; cd "$dir"
  "$top/configure" -q "$@"
  make -j"$jobs" >/dev/null
}

# check [VAR=value...]: make check with the given variables (make puts
# them in the tests' environment too).
check () {
  make -j"$jobs" check "$@" >check.out 2>&1 || {
    cat check.out; cat test-suite.log 2>/dev/null | tail -50; exit 1; }
  grep -E '^# (PASS|FAIL|SKIP)' check.out | tr '\n' ' '; echo
}

cd "$top"
test -x configure || autoreconf -fi >/dev/null 2>&1

# What each x86_64 configuration must report (SYMCRYPT_TEST_EXPECT).
expect_c=arcfour=c,memxor=c,sha1=c,sha256=c,sha512=c
expect_sse2=arcfour=x86_64,memxor=x86_64,sha1=c,sha256=c,sha512=c
expect_avx2=arcfour=x86_64,memxor=x86_64,sha1=c,sha256=c,sha512=c

has_avx2=no
grep -qw avx2 /proc/cpuinfo 2>/dev/null && has_avx2=yes

# The SHA code needs more than the folder x86_64 or x86_64/avx2:
# x86_64/sha_ni (SHA-1, SHA-256) the SHA extensions, x86_64/bmi2
# (SHA-512) BMI2 and AVX2.  sha_ni and bmi2 are what runs where the
# build or the override allows them; with_sha EXPECT A B gives EXPECT
# with sha1 and sha256 reporting A and sha512 B.
sha_ni=c
grep -qw sha_ni /proc/cpuinfo 2>/dev/null && sha_ni=x86_64/sha_ni
bmi2=c
test $has_avx2 = yes && grep -qw bmi2 /proc/cpuinfo 2>/dev/null && bmi2=x86_64/bmi2
with_sha () {
  echo "$1" | sed "s|sha1=c,sha256=c,sha512=c|sha1=$2,sha256=$2,sha512=$3|"
}

stage "x86_64 static build (default asm path)"
configure_in native --prefix="$root/prefix"
check SYMCRYPT_TEST_EXPECT=$expect_sse2

stage "x86_64 static build under valgrind"
check TEST_RUNNER="$VALGRIND"

stage "portable C build (--disable-assembler)"
configure_in c --disable-assembler
check SYMCRYPT_TEST_EXPECT=$expect_c

if test $has_avx2 = yes; then
  # With the BMI2 and SHA-NI code too where the CPU runs it.
  flags=--enable-x86-avx2
  test $bmi2 = c || flags="$flags --enable-x86-bmi2"
  test $sha_ni = c || flags="$flags --enable-x86-sha-ni"
  stage "x86_64 static build with $flags"
  configure_in avx2 $flags
  check SYMCRYPT_TEST_EXPECT=$(with_sha $expect_avx2 $sha_ni $bmi2)
fi

stage "x86_64 fat build, each SYMCRYPT_FAT_OVERRIDE"
configure_in fat --enable-fat
test $has_avx2 = yes && expect=$expect_avx2 || expect=$expect_sse2
check SYMCRYPT_TEST_EXPECT=$(with_sha $expect $sha_ni $bmi2)
for o in none sse2 sse2,avx2 sse2,avx2,bmi2 sse2,ssse3,sha_ni; do
  case $o in
    none) expect=$expect_c ;;
    *avx2*) test $has_avx2 = yes && expect=$expect_avx2 || expect=$expect_sse2 ;;
    *) expect=$expect_sse2 ;;
  esac
  case $o in
    *bmi2*) expect=$(with_sha $expect c $bmi2) ;;
    *sha_ni*) expect=$(with_sha $expect $sha_ni c) ;;
  esac
  echo "override $o:"
  check SYMCRYPT_FAT_OVERRIDE=$o SYMCRYPT_TEST_EXPECT=$expect
done

# A CPU without AVX (and without OSXSAVE): the fat build must choose
# the SSE2 code by itself; AVX2 code would die with SIGILL.
if command -v qemu-x86_64 >/dev/null 2>&1; then
  stage "x86_64 fat build under qemu-x86_64 -cpu Nehalem (no AVX2)"
  check TEST_RUNNER="qemu-x86_64 -cpu Nehalem" SYMCRYPT_TEST_EXPECT=$expect_sse2
fi

stage "AddressSanitizer + UndefinedBehaviorSanitizer (fat build)"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
configure_in asan --enable-fat CFLAGS="-O1 -g $SAN" LDFLAGS="$SAN"
check ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1

stage "libFuzzer targets, short runs (clang, ASan + UBSan, fat build)"
FUZZ="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
configure_in fuzz CC=clang --enable-fuzzers --enable-fat --disable-shared \
  CFLAGS="-g -O1 $FUZZ"
"$top/tests/fuzz/run.sh" "$root/fuzz" "${FUZZ_SECONDS:-30}"

stage "installed library used through pkg-config"
cd "$root/native"
rm -rf "$root/prefix"
make install >/dev/null
PKG_CONFIG_PATH=$root/prefix/lib/pkgconfig
export PKG_CONFIG_PATH
cc -o "$root/hello" "$top/examples/hello-symcrypt.c" \
  $(pkg-config --cflags --libs symcrypt)
out=$(LD_LIBRARY_PATH=$root/prefix/lib "$root/hello" Key Plaintext)
echo "$out"
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac

stage "make distcheck"
cd "$root/native"
make -j"$jobs" distcheck >distcheck.out 2>&1 || { tail -40 distcheck.out; exit 1; }
grep 'archives ready' -A2 distcheck.out || true

echo
echo "All tests passed."
