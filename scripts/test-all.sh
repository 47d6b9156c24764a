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
expect_c=arcfour=c,memxor=c,chacha=c,salsa20=c,poly1305=c
expect_sse2=arcfour=x86_64,memxor=x86_64,chacha=x86_64,salsa20=c
expect_avx2=arcfour=x86_64,memxor=x86_64,chacha=x86_64/avx2,salsa20=x86_64/avx2

has_avx2=no
grep -qw avx2 /proc/cpuinfo 2>/dev/null && has_avx2=yes

stage "x86_64 static build (default asm path)"
configure_in native --prefix="$root/prefix"
check SYMCRYPT_TEST_EXPECT=$expect_sse2

stage "x86_64 static build under valgrind"
check TEST_RUNNER="$VALGRIND"

stage "portable C build (--disable-assembler)"
configure_in c --disable-assembler
check SYMCRYPT_TEST_EXPECT=$expect_c

if test $has_avx2 = yes; then
  stage "x86_64 static build with --enable-x86-avx2"
  configure_in avx2 --enable-x86-avx2
  check SYMCRYPT_TEST_EXPECT=$expect_avx2
fi

stage "x86_64 fat build, each SYMCRYPT_FAT_OVERRIDE"
configure_in fat --enable-fat
check
for o in none sse2 sse2,avx2 sse2,ssse3,sha_ni; do
  case $o in
    none) expect=$expect_c ;;
    *avx2*) test $has_avx2 = yes && expect=$expect_avx2 || expect=$expect_sse2 ;;
    *) expect=$expect_sse2 ;;
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

stage "benchmark smoke run (symcrypt-benchmark --quick) and plot"
cd "$root/native"
./examples/symcrypt-benchmark --quick
./examples/symcrypt-benchmark --quick --csv -r 1 rc4 >bench.csv
"$top/scripts/bench-plot.sh" bench.csv bench.png >/dev/null
test -s bench.png

stage "make distcheck"
cd "$root/native"
make -j"$jobs" distcheck >distcheck.out 2>&1 || { tail -40 distcheck.out; exit 1; }
grep 'archives ready' -A2 distcheck.out || true

stage "Debian packages: build, lintian, install, use through pkg-config"
if test "$(id -u)" = 0; then
  deb=$root/deb
  rm -rf "$deb"; mkdir -p "$deb"; cd "$deb"
  tar xzf "$root/native/libsymcrypt-$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac").tar.gz"
  cd libsymcrypt-*/
  # The suite ran above; the package build skips it.
  DEB_BUILD_OPTIONS=nocheck dpkg-buildpackage -us -uc -b >"$deb/build.log" 2>&1 || {
    tail -40 "$deb/build.log"; exit 1; }
  cd "$deb"
  lintian --fail-on error *.changes
  dpkg -i libsymcrypt1_*.deb libsymcrypt-dev_*.deb symcrypt-tools_*.deb >/dev/null
  cc -o hello "$top/examples/hello-symcrypt.c" $(pkg-config --cflags --libs symcrypt)
  out=$(./hello Key Plaintext)
  echo "$out"
  dpkg -r symcrypt-tools libsymcrypt-dev libsymcrypt1 >/dev/null
  case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
else
  echo "not root: skipped (dpkg -i needs root)"
fi

echo
echo "All tests passed."
