#! /bin/sh
# build-and-run.sh -- build the library (build/, out of tree) and run
# the main program: the benchmark when it exists, else the example.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
test -x configure || autoreconf -fi >/dev/null 2>&1
mkdir -p build && cd build
# configure again each time: it finds the assembly files present.
"$top/configure" -q --enable-fat
make -j"$(nproc 2>/dev/null || echo 2)" >/dev/null
if test -x examples/symcrypt-benchmark; then
  exec ./examples/symcrypt-benchmark "$@"
else
  exec ./examples/hello-symcrypt "$@"
fi
