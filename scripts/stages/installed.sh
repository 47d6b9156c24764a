#! /bin/sh
# installed.sh -- test stage: install the build in $dir under its
# prefix and use the installed library through pkg-config.
set -e
rm -rf "$root/prefix"
make install >/dev/null
PKG_CONFIG_PATH=$root/prefix/lib/pkgconfig
export PKG_CONFIG_PATH
cc -o "$root/hello" "$top/examples/hello-symcrypt.c" \
  $(pkg-config --cflags --libs symcrypt)
out=$(LD_LIBRARY_PATH=$root/prefix/lib "$root/hello" Key Plaintext)
echo "$out"
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
