// Copyright (C) 2026 libsymcrypt maintainers
// SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
// This file is free software: you can redistribute it and/or modify it
// under the terms of the GNU Lesser General Public License as published
// by the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version, or under the terms of the GNU
// General Public License as published by the Free Software Foundation,
// either version 2 of the License, or (at your option) any later version.
// The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.

// Command subtract prints the reference package's SubtractL and
// SubtractR for the inputs that tests/tzhash-test.c pins: the digests
// of "Tillich-Zemor" and its two halves, and two matrices of valid
// entries that are no message's digest (their determinant is not 1).
//
//	cd tests/tzhash-gen && go run ./subtract
package main

import (
	"encoding/hex"
	"fmt"

	"github.com/nspcc-dev/tzhash/tz"
)

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

func show(name string, b []byte, err error) {
	if err != nil {
		panic(err)
	}
	fmt.Println(name, hex.EncodeToString(b))
}

func main() {
	prefix := tz.Sum([]byte("Tillich-"))
	suffix := tz.Sum([]byte("Zemor"))
	whole := tz.Sum([]byte("Tillich-Zemor"))
	b, err := tz.SubtractL(whole[:], prefix[:])
	show("SubtractL(whole, prefix)", b, err)
	a, err := tz.SubtractR(whole[:], suffix[:])
	show("SubtractR(whole, suffix)", a, err)

	m := mustHex("00000000000000000000000000000003" +
		"00000000000000000000000000000005" +
		"00000000000000000000000000000007" +
		"0000000000000000000000000000000b")
	n := mustHex("0123456789abcdef0123456789abcdef" +
		"00000000000000000000000000000002" +
		"7edcba98765432100123456789abcdef" +
		"00000000000000000000000000000013")
	b, err = tz.SubtractL(n, m)
	show("SubtractL(n, m)", b, err)
	a, err = tz.SubtractR(n, m)
	show("SubtractR(n, m)", a, err)
}
