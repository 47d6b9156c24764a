# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
"""provider-python.py -- Python's hashlib and ssl on OpenSSL, as a
program that was not changed sees them when OPENSSL_CONF activates the
module (tests/provider-python.sh writes that file).

  provider-python.py digests SEED   prints the digests of a message made
                                    from SEED, one line a name
  provider-python.py tls CERT KEY   a TLS 1.3 server and client in two
                                    threads on loopback, 2 MiB each way

The caller runs "digests" with and without the module and compares the
lines, and reads the counts the module prints at exit."""

import hashlib
import random
import socket
import ssl
import sys
import threading

# The OpenSSL digests Python's hashlib asks for by name.
NAMES = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512",
         "sha512_256", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
         "blake2b512", "blake2s256"]
XOFS = ["shake_128", "shake_256"]


def digests(seed):
    message = random.Random(seed).randbytes(100000)
    for name in NAMES:
        # hashlib.new goes to OpenSSL for these names; the pieces make
        # EVP_DigestUpdate run more than once.
        h = hashlib.new(name)
        for start in range(0, len(message), 7919):
            h.update(message[start:start + 7919])
        print(name, h.hexdigest())
    for name in XOFS:
        print(name, hashlib.new(name, message).hexdigest(77))


def tls(cert, key):
    size = 2 << 20
    sent = random.Random(1).randbytes(size)
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    server_ctx.load_cert_chain(cert, key)
    client_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    client_ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    client_ctx.load_verify_locations(cert)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    errors = []

    def receive(conn, n):
        parts = []
        while n > 0:
            part = conn.recv(min(n, 65536))
            if not part:
                break
            parts.append(part)
            n -= len(part)
        return b"".join(parts)

    def serve():
        # The server sends its bytes back reversed.
        try:
            raw, _ = listener.accept()
            with server_ctx.wrap_socket(raw, server_side=True) as conn:
                conn.sendall(receive(conn, size)[::-1])
        except Exception as e:
            errors.append("server: %r" % e)

    thread = threading.Thread(target=serve)
    thread.start()
    with socket.create_connection(("127.0.0.1", port)) as raw:
        with client_ctx.wrap_socket(raw, server_hostname="localhost") as conn:
            conn.sendall(sent)
            back = receive(conn, size)
            suite = conn.cipher()[0]
    thread.join()
    listener.close()
    if errors:
        sys.exit("; ".join(errors))
    if back != sent[::-1]:
        sys.exit("the bytes came back wrong")
    print(suite, size)


if sys.argv[1] == "digests":
    digests(int(sys.argv[2]))
else:
    tls(sys.argv[2], sys.argv[3])
