#! /bin/sh
# symbols-test.sh -- the shared library exports only symcrypt_* and has
# a soname.
lib=$top_builddir/src/.libs/libsymcrypt.so
if ! test -f "$lib"; then
  echo "no shared library ($lib), skipping"
  exit 77
fi
NM=${NM:-nm}
bad=`$NM -D --defined-only "$lib" | awk '{ print $NF }' \
  | grep -v '^symcrypt_' | grep -v '^SYMCRYPT_[0-9.]*$'`
if test -n "$bad"; then
  echo "exported symbols without the symcrypt_ prefix:"
  echo "$bad"
  exit 1
fi
soname=`objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }'`
case $soname in
  libsymcrypt.so.[0-9]*) ;;
  *) echo "bad or missing SONAME: '$soname'"; exit 1 ;;
esac
exit 0
