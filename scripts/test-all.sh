#! /bin/sh
# test-all.sh -- the whole test suite: every configuration this machine
# can build and run.  Builds out of tree under build-test/ (override
# with BUILD_ROOT).  Each stage prints a header; the first failure stops
# the run with a non-zero exit.
set -e

top=$(cd "$(dirname "$0")/.." && pwd)
root=${BUILD_ROOT:-$top/build-test}
jobs=$(nproc 2>/dev/null || echo 2)
VALGRIND="valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite --suppressions=$top/tests/ct-test.supp"

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
expect_c=arcfour=c,memxor=c,chacha=c,salsa20=c,poly1305=c,sha1=c,sha256=c,sha512=c,tz=c
expect_sse2=arcfour=x86_64,memxor=x86_64,chacha=x86_64,salsa20=c,poly1305=x86_64,sha1=c,sha256=c,sha512=c,tz=c
expect_avx2=arcfour=x86_64,memxor=x86_64,chacha=x86_64/avx2,salsa20=x86_64/avx2,poly1305=x86_64,sha1=c,sha256=c,sha512=c,tz=c
expect_avx512=$(echo $expect_avx2 | sed 's|chacha=x86_64/avx2,salsa20=x86_64/avx2|chacha=x86_64/avx512,salsa20=x86_64/avx512|')

has_avx2=no
grep -qw avx2 /proc/cpuinfo 2>/dev/null && has_avx2=yes
# The feature avx512 of src/cpu.c: F, VL, BW and DQ.
has_avx512=no
test $has_avx2 = yes && test "$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null |
  tr ' ' '\n' | grep -cxE 'avx512(f|vl|bw|dq)')" = 4 && has_avx512=yes
# The expectation for a build or override that allows AVX2 (and,
# with avx512 = yes, AVX-512), on this CPU.
expect_best () {
  if test $1 = yes && test $has_avx512 = yes; then echo $expect_avx512
  elif test $has_avx2 = yes; then echo $expect_avx2
  else echo $expect_sse2; fi
}

# The SHA code needs more than the folder x86_64 or x86_64/avx2:
# x86_64/sha_ni (SHA-1, SHA-256) the SHA extensions, x86_64/bmi2
# (SHA-256, SHA-512) BMI2 and AVX2.  sha_ni and bmi2 are what runs where
# the build or the override allows them; SHA-256 takes sha_ni before
# bmi2 (sha256).  with_sha EXPECT A B C gives EXPECT with sha1
# reporting A, sha256 B and sha512 C.
sha_ni=c
grep -qw sha_ni /proc/cpuinfo 2>/dev/null && sha_ni=x86_64/sha_ni
bmi2=c
test $has_avx2 = yes && grep -qw bmi2 /proc/cpuinfo 2>/dev/null && bmi2=x86_64/bmi2
sha256=$sha_ni
test $sha256 = c && sha256=$bmi2
with_sha () {
  echo "$1" | sed "s|sha1=c,sha256=c,sha512=c|sha1=$2,sha256=$3,sha512=$4|"
}

# tz_expect OVERRIDE: the Tillich-Zémor loop that runs with the features
# of OVERRIDE ("all": no override) that the CPU has, in the order of
# sc_function_path in configure.ac.
tz_expect () {
  tz_has () {
    case ,$o, in
      ,all,|*,$1,*) grep -qw "$2" /proc/cpuinfo 2>/dev/null ;;
      *) return 1 ;;
    esac
  }
  o=$1
  if tz_has vpclmul vpclmulqdq && tz_has pclmul pclmulqdq && tz_has avx2 avx2; then
    echo x86_64/vpclmul
  elif tz_has pclmul pclmulqdq; then echo x86_64/pclmul
  elif tz_has avx avx; then echo x86_64/avx
  elif tz_has avx2 avx2; then echo x86_64/avx2
  else echo c
  fi
}

# Poly1305 runs x86_64/avx512ifma where the CPU has AVX-512 F, VL, BW,
# DQ and IFMA (Linux lists them only with the OS saving the ZMM state)
# and the build or the override allows them; with_poly EXPECT A gives
# EXPECT with poly1305 reporting A.
poly_ifma=x86_64
has_avx512ifma=yes
for f in avx512f avx512vl avx512bw avx512dq avx512ifma; do
  grep -qw $f /proc/cpuinfo 2>/dev/null || has_avx512ifma=no
done
test $has_avx512ifma = yes && poly_ifma=x86_64/avx512ifma
with_poly () {
  echo "$1" | sed "s|poly1305=x86_64,|poly1305=$2,|"
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
  # With the BMI2, SHA-NI and AVX-512 code too where the CPU runs it.
  flags=--enable-x86-avx2
  test $bmi2 = c || flags="$flags --enable-x86-bmi2"
  test $sha_ni = c || flags="$flags --enable-x86-sha-ni"
  # --enable-x86-avx512 brings the AVX-512 and the IFMA folders.
  static_avx512=no
  test $has_avx512ifma = yes && static_avx512=yes
  test $static_avx512 = no || flags="$flags --enable-x86-avx512"
  stage "x86_64 static build with $flags"
  configure_in avx2 $flags
  check SYMCRYPT_TEST_EXPECT=$(with_poly "$(with_sha $(expect_best $static_avx512 | sed 's|,tz=c$|,tz=x86_64/avx2|') $sha_ni $sha256 $bmi2)" $poly_ifma)
fi

stage "x86_64 fat build, each SYMCRYPT_FAT_OVERRIDE"
configure_in fat --enable-fat
expect=$(expect_best yes)
check SYMCRYPT_TEST_EXPECT=$(with_poly "$(with_sha ${expect%,tz=c},tz=$(tz_expect all) $sha_ni $sha256 $bmi2)" $poly_ifma)
for o in none sse2 sse2,avx sse2,avx2 sse2,avx2,bmi2 sse2,ssse3,sha_ni sse2,avx,pclmul \
    sse2,avx,avx2,pclmul,vpclmul sse2,avx2,avx512 sse2,avx2,avx512,avx512ifma; do
  case $o in
    none) expect=$expect_c ;;
    *avx512*) expect=$(expect_best yes) ;;
    *avx2*) expect=$(expect_best no) ;;
    *) expect=$expect_sse2 ;;
  esac
  case $o in
    *bmi2*) expect=$(with_sha $expect c $bmi2 $bmi2) ;;
    *sha_ni*) expect=$(with_sha $expect $sha_ni $sha_ni c) ;;
    *avx512ifma*) expect=$(with_poly $expect $poly_ifma) ;;
  esac
  expect=${expect%,tz=c},tz=$(tz_expect $o)
  echo "override $o:"
  check SYMCRYPT_FAT_OVERRIDE=$o SYMCRYPT_TEST_EXPECT=$expect
done

# A CPU without AVX (and without OSXSAVE): the fat build must choose
# the SSE2 code by itself; AVX2 code would die with SIGILL.
if command -v qemu-x86_64 >/dev/null 2>&1; then
  stage "x86_64 fat build under qemu-x86_64 -cpu Nehalem (no AVX2)"
  check TEST_RUNNER="qemu-x86_64 -cpu Nehalem" SYMCRYPT_TEST_EXPECT=$expect_sse2
fi

# Secrets marked undefined; memcheck must see no branch, index or
# syscall argument depending on them, for every variant valgrind can
# run (it hides SHA-NI and AVX-512, and cannot run AVX-512 code, so
# no override here allows avx512; the others run).
stage "constant time: tests/ct-test under valgrind, fat build, each override"
cd "$root/fat"
for o in none sse2 sse2,avx2,bmi2; do
  echo "override $o:"
  check TESTS=tests/ct-test TEST_RUNNER="$VALGRIND" SYMCRYPT_FAT_OVERRIDE=$o
done

stage "AddressSanitizer + UndefinedBehaviorSanitizer (fat build)"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
configure_in asan --enable-fat CFLAGS="-O1 -g $SAN" LDFLAGS="$SAN"
check ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1

stage "libFuzzer targets, short runs (clang, ASan + UBSan, fat build)"
FUZZ="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
configure_in fuzz CC=clang --enable-fuzzers --enable-fat --disable-shared \
  CFLAGS="-g -O1 $FUZZ"
"$top/tests/fuzz/run.sh" "$root/fuzz" "${FUZZ_SECONDS:-30}"

# ARM under qemu-user (see README): the NEON build on a NEON CPU; the
# scalar and fat builds on Cortex-A9 with and without NEON; the ARMv6
# code with the armel toolchain on an ARM1176.
if command -v qemu-arm >/dev/null && command -v arm-linux-gnueabihf-gcc >/dev/null; then
  a9="qemu-arm -cpu cortex-a9"
  a9_no_neon="qemu-arm -cpu cortex-a9,neon=off"
  build=$("$top/build-aux/config.guess")
  QEMU_LD_PREFIX=/usr/arm-linux-gnueabihf
  export QEMU_LD_PREFIX
  # pkg-config must not offer the build machine's libraries (OpenSSL,
  # Nettle, libsodium for the benchmark) to the cross linker.
  PKG_CONFIG_LIBDIR=/usr/lib/arm-linux-gnueabihf/pkgconfig
  export PKG_CONFIG_LIBDIR
  # On a NEON CPU the multi-block cores are NEON and the single-block
  # cores scalar (doc/arm-cost-model.md); without NEON all is scalar.
  arm_neon=arcfour=arm,chacha=arm/neon,salsa20=arm/neon,chacha_core=arm
  arm_neon=$arm_neon,chacha_3core=arm/neon,salsa20_core=arm,salsa20_2core=arm/neon
  arm_scalar=arcfour=arm,chacha=arm,salsa20=arm,chacha_core=arm
  arm_scalar=$arm_scalar,chacha_3core=c,salsa20_core=arm,salsa20_2core=c

  stage "ARM NEON build (-mcpu=cortex-a9 -mfpu=neon) on Cortex-A9"
  configure_in arm-neon --build="$build" \
    --host=arm-linux-gnueabihf CFLAGS="-O2 -mcpu=cortex-a9 -mfpu=neon"
  check TEST_RUNNER="$a9" SYMCRYPT_TEST_EXPECT=$arm_neon

  stage "ARM scalar build on Cortex-A9 with and without NEON"
  configure_in arm-scalar --build="$build" --host=arm-linux-gnueabihf
  check TEST_RUNNER="$a9" SYMCRYPT_TEST_EXPECT=$arm_scalar
  check TEST_RUNNER="$a9_no_neon" SYMCRYPT_TEST_EXPECT=$arm_scalar

  stage "ARM fat build, each CPU and SYMCRYPT_FAT_OVERRIDE"
  configure_in arm-fat --build="$build" --host=arm-linux-gnueabihf --enable-fat
  echo "cortex-a9:"
  check TEST_RUNNER="$a9" SYMCRYPT_TEST_EXPECT=$arm_neon
  echo "cortex-a9, override none:"
  check TEST_RUNNER="$a9" SYMCRYPT_FAT_OVERRIDE=none SYMCRYPT_TEST_EXPECT=$arm_scalar
  echo "cortex-a9 without NEON:"
  check TEST_RUNNER="$a9_no_neon" SYMCRYPT_TEST_EXPECT=$arm_scalar
  echo "cortex-a9 without NEON, override neon:"
  check TEST_RUNNER="$a9_no_neon" SYMCRYPT_FAT_OVERRIDE=neon SYMCRYPT_TEST_EXPECT=$arm_scalar

  if command -v arm-linux-gnueabi-gcc >/dev/null; then
    stage "ARMv6 scalar build (armel) on ARM1176"
    QEMU_LD_PREFIX=/usr/arm-linux-gnueabi
    PKG_CONFIG_LIBDIR=/usr/lib/arm-linux-gnueabi/pkgconfig
    configure_in armv6 --build="$build" --host=arm-linux-gnueabi \
      CFLAGS="-O2 -march=armv6 -marm"
    check TEST_RUNNER="qemu-arm -cpu arm1176" SYMCRYPT_TEST_EXPECT=$arm_scalar
  fi
  unset QEMU_LD_PREFIX PKG_CONFIG_LIBDIR
else
  echo "qemu-arm or arm-linux-gnueabihf-gcc missing: run scripts/install-deps.sh" >&2
  exit 1
fi

# 32-bit x86 (gcc -m32), run natively.  x86/ needs no extension;
# x86/sse2/ needs SSE2, which the static default does not assume.
x86_static="arcfour=x86,memxor=c,chacha=c,salsa20=c"
x86_sse2="arcfour=x86,memxor=x86/sse2,chacha=x86/sse2,salsa20=x86/sse2,chacha_8core=x86/sse2,salsa20_8core=x86/sse2"

# Debian's gcc-12-multilib (chosen because gcc-multilib conflicts with
# the ARM cross compiler) lacks the /usr/include/asm link that -m32
# needs for <errno.h>; the x86_64 kernel headers serve both.
mkdir -p "$root/m32-include"
ln -sfn /usr/include/x86_64-linux-gnu/asm "$root/m32-include/asm"
M32CC="gcc -m32 -idirafter $root/m32-include"

stage "x86 -m32 static build (asm path x86)"
configure_in x86 --build=i686-pc-linux-gnu CC="$M32CC"
check SYMCRYPT_TEST_EXPECT=$x86_static

stage "x86 -m32 static build with --enable-x86-sse2"
configure_in x86-sse2 --build=i686-pc-linux-gnu CC="$M32CC" --enable-x86-sse2
check SYMCRYPT_TEST_EXPECT=$x86_sse2

stage "x86 -m32 fat build under valgrind, then each SYMCRYPT_FAT_OVERRIDE"
configure_in x86-fat --build=i686-pc-linux-gnu CC="$M32CC" --enable-fat
check TEST_RUNNER="$VALGRIND" SYMCRYPT_TEST_EXPECT=$x86_sse2
echo "override none:"
check SYMCRYPT_FAT_OVERRIDE=none SYMCRYPT_TEST_EXPECT=$x86_static
echo "override sse2:"
check SYMCRYPT_FAT_OVERRIDE=sse2 SYMCRYPT_TEST_EXPECT=$x86_sse2

# A Pentium III has no SSE2: the fat build must choose x86/ and C, and
# any SSE2 instruction would die with SIGILL.
stage "x86 -m32 fat build under qemu-i386 -cpu pentium3 (no SSE2)"
check TEST_RUNNER="qemu-i386 -cpu pentium3" SYMCRYPT_TEST_EXPECT=$x86_static

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
"$top/scripts/bench-compare.sh" bench.csv bench.csv | grep -q ' 0 differ'

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
