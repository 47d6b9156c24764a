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
# provider-tls-bench.sh -- TLS 1.3 throughput on loopback with
# TLS_AES_256_GCM_SHA384, the provider module against OpenSSL's
# default provider: `openssl s_server -WWW` sends a file of MIB MiB
# (default 512) to `openssl s_client`, both ends on the module, then
# both on the default provider alone, ROUNDS times each (default 3),
# interleaved.  With taskset, the server runs on CPU 0 and the client
# on CPU 1: one core each side.  For each transfer it prints the MiB/s
# of the wall clock and the MiB per second of CPU time (user and
# system, from /usr/bin/time) of the server, which seals the records,
# and of the client, which opens them; then the best of each.  On a
# machine shared with other work the wall clock measures the
# scheduler more than the ends: the CPU figures are then the ones to
# compare.  Not a test: run it by hand from a build directory,
#   sh $srcdir/tools/provider-tls-bench.sh [MIB [ROUNDS]]
# and quote the CPU (family/model) beside the figures.
mib=${1:-512}
rounds=${2:-3}
top=`pwd`
dir=$top/provider/.libs
if ! test -f "$dir/symcrypt.so"; then
  echo "no provider module in this build (run it from the build directory)"
  exit 1
fi
LD_LIBRARY_PATH=$top/src/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
ours="-provider-path $dir -provider symcrypt -provider default -propquery ?provider=symcrypt"
if command -v taskset > /dev/null 2>&1 && taskset -c 1 true 2> /dev/null; then
  on_server="taskset -c 0" on_client="taskset -c 1"
else
  on_server= on_client=
fi

tmp=`mktemp -d` || exit 1
server=
trap 'test -n "$server" && kill $server 2>/dev/null; rm -rf $tmp' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
  -keyout $tmp/key.pem -out $tmp/cert.pem -subj /CN=localhost -days 1 \
  > $tmp/req.out 2>&1 || { cat $tmp/req.out; exit 1; }
head -c ${mib}M /dev/zero > $tmp/file || exit 1

# One transfer with the provider options OPTS (empty: the default
# provider); prints the MiB/s of the wall clock, then the MiB per CPU
# second of the server and of the client.
transfer () {
  opts=$1
  : > $tmp/server.out
  (cd $tmp && exec /usr/bin/time -f "%U %S" -o server.time \
     $on_server openssl s_server $opts -accept 127.0.0.1:0 \
     -naccept 1 -cert cert.pem -key key.pem -tls1_3 \
     -ciphersuites TLS_AES_256_GCM_SHA384 -WWW \
     < /dev/null > server.out 2> server.err) &
  server=$!
  port=
  i=0
  while test $i -lt 40 && test -z "$port"; do
    sleep 0.25
    port=`sed -n 's/^ACCEPT .*:\([0-9][0-9]*\)$/\1/p' $tmp/server.out`
    i=`expr $i + 1`
  done
  test -n "$port" || { echo "the server did not start"; cat $tmp/server.err; exit 1; }
  printf 'GET /file HTTP/1.0\r\n\r\n' \
    | /usr/bin/time -f "%e %U %S" -o $tmp/client.time \
        $on_client openssl s_client $opts -connect 127.0.0.1:$port -tls1_3 \
        -ciphersuites TLS_AES_256_GCM_SHA384 -quiet -ign_eof 2> /dev/null \
    | wc -c > $tmp/bytes
  wait $server
  server=
  bytes=`cat $tmp/bytes`
  test "$bytes" -ge `expr $mib \* 1048576` \
    || { echo "short transfer: $bytes bytes"; exit 1; }
  echo $mib `cat $tmp/client.time` `cat $tmp/server.time` \
    | awk '{ printf "%.0f %.0f %.0f\n", $1 / $2, $1 / ($5 + $6), $1 / ($3 + $4) }'
}

# The larger of A and B.
max () {
  test $1 -gt $2 && echo $1 || echo $2
}

wall_ours=0 server_ours=0 client_ours=0
wall_default=0 server_default=0 client_default=0
r=1
while test $r -le $rounds; do
  a=`transfer "$ours"` || { echo "$a"; exit 1; }
  b=`transfer ""` || { echo "$b"; exit 1; }
  set $a $b
  echo "round $r: wall MiB/s, server and client MiB per CPU second:" \
    "module $1 $2 $3, default provider $4 $5 $6"
  wall_ours=`max $wall_ours $1` server_ours=`max $server_ours $2`
  client_ours=`max $client_ours $3` wall_default=`max $wall_default $4`
  server_default=`max $server_default $5`
  client_default=`max $client_default $6`
  r=`expr $r + 1`
done
echo "TLS 1.3 TLS_AES_256_GCM_SHA384, $mib MiB," \
  "${on_server:+one core each side, }best of $rounds:"
echo "  wall clock: module $wall_ours MiB/s, default provider" \
  "$wall_default MiB/s"
echo "  server (seals): module $server_ours, default provider" \
  "$server_default MiB per CPU second"
echo "  client (opens): module $client_ours, default provider" \
  "$client_default MiB per CPU second"
