#! /bin/sh
# debian.sh -- test stage: build the Debian packages from the tarball
# of the build in $root/native (make dist), check them with lintian,
# install them and use the library through pkg-config.
set -e
version=$(sed -n 's/^AC_INIT(\[libsymcrypt\], \[\([^]]*\)\].*/\1/p' "$top/configure.ac")
(cd "$root/native" && make dist >/dev/null)
rm -rf "$dir"/*
tar xzf "$root/native/libsymcrypt-$version.tar.gz"
cd libsymcrypt-"$version"
# The suite ran in the other stages; the package build skips it.
DEB_BUILD_OPTIONS=nocheck dpkg-buildpackage -us -uc -b >"$dir/build.log" 2>&1 || {
  tail -40 "$dir/build.log"; exit 1; }
cd "$dir"
lintian --fail-on error *.changes
dpkg -i libsymcrypt1_*.deb libsymcrypt-dev_*.deb symcrypt-tools_*.deb >/dev/null
cc -o hello "$top/examples/hello-symcrypt.c" $(pkg-config --cflags --libs symcrypt)
out=$(./hello Key Plaintext)
echo "$out"
dpkg -r symcrypt-tools libsymcrypt-dev libsymcrypt1 >/dev/null
case $out in *bbf316e8d940af0ad3) ;; *) echo "wrong RC4 output"; exit 1 ;; esac
