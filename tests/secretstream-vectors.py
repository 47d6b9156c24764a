# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# secretstream-vectors.py -- tests/secretstream-vectors.txt, made at
# development time (never by the tests) with libsodium's own
# crypto_secretstream_xchacha20poly1305 through ctypes (libsodium
# 1.0.18, Debian 12's libsodium23), so that tests/secretstream-test
# checks libsodium's bytes where libsodium is not installed:
#   python3 tests/secretstream-vectors.py > tests/secretstream-vectors.txt
# Each stream starts from a header given to init_pull (libsodium's
# push works on that state as on init_push's), so the bytes are fixed.
import ctypes
import random

sodium = ctypes.CDLL("libsodium.so.23")
assert sodium.sodium_init() >= 0
STATE = 52


def hexs(b):
    return b.hex() if b else "-"


def stream(rng, key, header, counter, messages, rekey_at):
    state = ctypes.create_string_buffer(STATE)
    assert sodium.crypto_secretstream_xchacha20poly1305_init_pull(
        state, header, key) == 0
    print("stream", key.hex(), header.hex())
    if counter is not None:
        # The counter is the state's bytes 32 to 35, little-endian.
        ctypes.memmove(ctypes.addressof(state) + 32,
                       counter.to_bytes(4, "little"), 4)
        print("counter", counter)
    for i, (length, tag) in enumerate(messages):
        if i in rekey_at:
            sodium.crypto_secretstream_xchacha20poly1305_rekey(state)
            print("rekey")
        m = rng.randbytes(length)
        ad = rng.randbytes(rng.choice([0, 0, 1, 13, 16, 40]))
        out = ctypes.create_string_buffer(length + 17)
        n = ctypes.c_ulonglong()
        assert sodium.crypto_secretstream_xchacha20poly1305_push(
            state, out, ctypes.byref(n), m, ctypes.c_ulonglong(length),
            ad, ctypes.c_ulonglong(len(ad)), ctypes.c_ubyte(tag)) == 0
        assert n.value == length + 17
        print("push", tag, hexs(ad), hexs(m), out.raw.hex())


rng = random.Random(67)
print("# libsodium 1.0.18's crypto_secretstream_xchacha20poly1305 "
      "(tests/secretstream-vectors.py).")
print("# stream KEY HEADER: init_pull on both sides; counter N: the state's")
print("# counter set to N; rekey: an explicit rekey; push TAG AD MSG OUT:")
print("# a message (- for none) and the bytes push writes.")
lengths = [0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 255, 256, 257,
           511, 512, 513, 1000, 4099]
# Every length with MESSAGE, then the other tags (FINAL last).
stream(rng, rng.randbytes(32), rng.randbytes(24), None,
       [(n, 0) for n in lengths] + [(33, 1), (34, 2), (35, 0), (36, 3)], {5})
# The counter's wrap: the message with counter 2^32 - 1 rekeys.
stream(rng, rng.randbytes(32), rng.randbytes(24), 0xfffffffe,
       [(20, 0), (21, 0), (22, 0), (23, 1), (24, 0)], set())
# A REKEY tag next to the wrap, and an explicit rekey at it.
stream(rng, rng.randbytes(32), rng.randbytes(24), 0xffffffff,
       [(10, 2), (11, 0), (12, 0)], {1})
