# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# k12-vectors.py -- the random part of tests/k12-vectors.txt, made at
# development time (never by the tests), with pycryptodome's
# TurboSHAKE128, TurboSHAKE256 and KangarooTwelve (KT128).  pycryptodome
# 4.4.0 has no KT256, so KT256 is RFC 9861's tree (3.2, 3.3) written
# below over its TurboSHAKE256; the same code over TurboSHAKE128 must
# give pycryptodome's KT128 on every vector, and both must give the
# RFC's vectors, the first lines of the file, which this reads:
#   python3 tests/k12-vectors.py tests/k12-vectors.txt > new.txt
import hashlib
import random
import sys

from Crypto.Hash import KangarooTwelve, TurboSHAKE128, TurboSHAKE256


def ptn(n):
    """RFC 9861, 5: the bytes 00 to FA over and over, N of them."""
    return bytes(i % 251 for i in range(n))


def data(word):
    """A message or customization string of the file."""
    if word == "-":
        return b""
    if word.startswith("ptn:"):
        return ptn(int(word[4:]))
    if word.startswith("shake:"):
        seed, n = word[6:].split(":")
        return hashlib.shake_128(bytes.fromhex(seed)).digest(int(n))
    return bytes.fromhex(word)


def turboshake(bits, domain, msg, n):
    ts = TurboSHAKE128 if bits == 128 else TurboSHAKE256
    return ts.new(data=msg, domain=domain).read(n)


def length_encode(x):
    b = x.to_bytes((x.bit_length() + 7) // 8, "big")
    return b + bytes([len(b)])


def kt(bits, custom, msg, n):
    """RFC 9861, 3.2: KT128 or KT256 of MSG with customization CUSTOM."""
    s = msg + custom + length_encode(len(custom))
    if len(s) <= 8192:
        return turboshake(bits, 0x07, s, n)
    cv = 32 if bits == 128 else 64
    chunks = [s[i:i + 8192] for i in range(8192, len(s), 8192)]
    node = s[:8192] + b"\x03" + bytes(7)
    for c in chunks:
        node += turboshake(bits, 0x0B, c, cv)
    node += length_encode(len(chunks)) + b"\xff\xff"
    return turboshake(bits, 0x06, node, n)


def output(algorithm, first, msg, n):
    if algorithm.startswith("turboshake"):
        return turboshake(int(algorithm[10:]), int(first, 16), data(msg), n)
    custom = data(first)
    ours = kt(int(algorithm[2:]), custom, data(msg), n)
    if algorithm == "kt128":
        theirs = KangarooTwelve.new(custom=custom)
        theirs.update(data(msg))
        assert theirs.read(n) == ours
    return ours


for line in open(sys.argv[1]):
    if line.startswith("# Random"):
        break
    sys.stdout.write(line)
    if line.startswith("#"):
        continue
    algorithm, first, msg, n, tail = line.split()
    assert output(algorithm, first, msg, int(n)).hex().endswith(tail), line

print("# Random vectors (tests/k12-vectors.py, random.Random(9861)): lengths")
print("# around the 8192-byte leaves, random customization strings and")
print("# domain bytes, output lengths around the rates.")
rng = random.Random(9861)
leaf_lengths = [0, 1, 8191, 8192, 8193, 16383, 16384, 16385, 8192 * 2 + 1,
                8192 * 3, 8192 * 4 + 7, 8192 * 5 - 1, 8192 * 8, 8192 * 9,
                8192 * 9 + 1, 8192 * 16 + 100, 8192 * 17 - 3]
for algorithm in ("kt128", "kt256"):
    for length in leaf_lengths + [rng.randrange(1, 8192 * 20) for _ in range(8)]:
        seed = rng.randbytes(4).hex()
        c = rng.choice([0, 0, 1, rng.randrange(2, 300), rng.randrange(8100, 8300)])
        custom = "shake:%s:%d" % (rng.randbytes(4).hex(), c) if c else "-"
        msg = "shake:%s:%d" % (seed, length) if length else "-"
        n = rng.choice([1, 32, 64, 135, 136, 137, 168, 169, rng.randrange(1, 600)])
        print(algorithm, custom, msg, n, output(algorithm, custom, msg, n).hex())
for algorithm in ("turboshake128", "turboshake256"):
    for _ in range(24):
        domain = "%02x" % rng.randrange(1, 0x80)
        length = rng.choice([0, 1, 135, 136, 137, 167, 168, 169, rng.randrange(1, 2000)])
        msg = "shake:%s:%d" % (rng.randbytes(4).hex(), length) if length else "-"
        n = rng.choice([1, 32, 64, 135, 136, 137, 168, 169, rng.randrange(1, 600)])
        print(algorithm, domain, msg, n, output(algorithm, domain, msg, n).hex())
