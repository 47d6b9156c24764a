// Copyright (C) 2026 libsymcrypt maintainers
// SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
// This file is free software: you can redistribute it and/or modify it
// under the terms of the GNU Lesser General Public License as published
// by the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version, or under the terms of the GNU
// General Public License as published by the Free Software Foundation,
// either version 2 of the License, or (at your option) any later version.
// The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.

// Command tzhash-gen writes the Tillich-Zémor test vectors of
// libsymcrypt (tests/tzhash-vectors.txt) with the reference Go package
// github.com/nspcc-dev/tzhash, so that our digests are checked against
// its own, not against a re-implementation.
//
//	cd tests/tzhash-gen && go run . > ../tzhash-vectors.txt
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/nspcc-dev/tzhash/tz"
)

// xorshift64star is the generator of the pseudo-random inputs; the
// test program has the same one (see the header of the output).
type xorshift64star uint64

func (s *xorshift64star) next() uint64 {
	x := uint64(*s)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*s = xorshift64star(x)
	return x * 0x2545F4914F6CDD1D
}

// prngBytes returns length bytes: the outputs of the generator seeded
// with seed, each as 8 bytes little-endian.
func prngBytes(seed uint64, length int) []byte {
	s := xorshift64star(seed)
	b := make([]byte, length)
	var w uint64
	for i := range b {
		if i%8 == 0 {
			w = s.next()
		}
		b[i] = byte(w >> (8 * (i % 8)))
	}
	return b
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprint(out, `# Tillich-Zémor vectors from github.com/nspcc-dev/tzhash (tz.Sum, tz.Concat),
# written by tests/tzhash-gen.  Records, one per line:
#   m HEX DIGEST             the digest of the bytes HEX ("-" is empty)
#   r SEED LENGTH DIGEST     the digest of LENGTH pseudo-random bytes: the
#                            outputs of xorshift64* seeded with SEED
#                            (x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
#                            output x * 0x2545f4914f6cdd1d), each output
#                            giving 8 bytes, least significant first
#   c N D1 .. DN DIGEST      tz.Concat of the N 64-byte matrices D1..DN
#                            (pseudo-random entries with the top bit clear)
`)
	sum := func(b []byte) string {
		d := tz.Sum(b)
		return hex.EncodeToString(d[:])
	}
	fmt.Fprintf(out, "m - %s\n", sum(nil))
	for n := 1; n <= 64; n++ {
		b := prngBytes(uint64(n), n)
		fmt.Fprintf(out, "m %s %s\n", hex.EncodeToString(b), sum(b))
	}
	for _, fill := range []byte{0x00, 0xff, 0x80, 0x01} {
		b := make([]byte, 33)
		for i := range b {
			b[i] = fill
		}
		fmt.Fprintf(out, "m %s %s\n", hex.EncodeToString(b), sum(b))
	}
	for i, n := range []int{65, 127, 128, 255, 1000, 4099, 65536, 100000} {
		seed := uint64(1000 + i)
		fmt.Fprintf(out, "r %d %d %s\n", seed, n, sum(prngBytes(seed, n)))
	}
	for n := 1; n <= 8; n++ {
		raw := prngBytes(uint64(2000+n), 64*n)
		parts := make([][]byte, n)
		fmt.Fprintf(out, "c %d", n)
		for i := range parts {
			parts[i] = raw[64*i : 64*i+64]
			for e := 0; e < 64; e += 16 {
				parts[i][e] &= 0x7f
			}
			fmt.Fprintf(out, " %s", hex.EncodeToString(parts[i]))
		}
		d, err := tz.Concat(parts)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Fprintf(out, " %s\n", hex.EncodeToString(d))
	}
}
