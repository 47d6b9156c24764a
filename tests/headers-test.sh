#! /bin/sh
# headers-test.sh -- every public header compiles on its own as C99
# (pedantic, warnings are errors) and as C++.
srcdir=${srcdir:-.}
CC=${CC:-cc}
CXX=${CXX:-c++}
tmp=${TMPDIR:-/tmp}/headers-test.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

have_cxx=yes
echo 'int main() { return 0; }' > "$tmp/t.cc"
$CXX -c -o "$tmp/t.o" "$tmp/t.cc" 2>/dev/null || have_cxx=no

status=0
for h in "$srcdir"/src/symcrypt/*.h; do
  name=symcrypt/$(basename "$h")
  printf '#include <%s>\n#include <%s>\nint dummy;\n' "$name" "$name" > "$tmp/t.c"
  if ! $CC -std=c99 -Wall -Wextra -pedantic -Werror -I"$srcdir/src" \
       -c -o "$tmp/t.o" "$tmp/t.c"; then
    echo "FAIL: $name does not compile alone as C99"; status=1
  fi
  if test $have_cxx = yes; then
    cp "$tmp/t.c" "$tmp/t.cc"
    if ! $CXX -Wall -Wextra -pedantic -Werror -I"$srcdir/src" \
         -c -o "$tmp/t.o" "$tmp/t.cc"; then
      echo "FAIL: $name does not compile alone as C++"; status=1
    fi
  fi
done
exit $status
