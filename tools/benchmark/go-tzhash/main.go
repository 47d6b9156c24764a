// Copyright (C) 2026 libsymcrypt maintainers
// SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
// This file is free software: you can redistribute it and/or modify it
// under the terms of the GNU Lesser General Public License as published
// by the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version, or under the terms of the GNU
// General Public License as published by the Free Software Foundation,
// either version 2 of the License, or (at your option) any later version.
// The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.

// Package main is the benchmark's Go peer for the Tillich-Zémor rows:
// the reference package github.com/nspcc-dev/tzhash built as a C shared
// library (go build -buildmode=c-shared), which symcrypt-benchmark
// loads with dlopen when SYMCRYPT_BENCHMARK_GO_TZHASH names it.  The
// package's assembly is chosen by golang.org/x/sys/cpu, which the
// benchmark's --tier limits through GODEBUG.
package main

// #include <stddef.h>
// #include <stdint.h>
import "C"

import (
	"runtime/debug"
	"unsafe"

	"github.com/nspcc-dev/tzhash/tz"
)

// bench_go_tzhash_sum writes the 64-byte digest of the LENGTH bytes at
// SRC to DST.
//
//export bench_go_tzhash_sum
func bench_go_tzhash_sum(dst *C.uint8_t, src *C.uint8_t, length C.size_t) {
	var data []byte
	if length > 0 {
		data = unsafe.Slice((*byte)(unsafe.Pointer(src)), int(length))
	}
	d := tz.Sum(data)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(dst)), len(d)), d[:])
}

var version *C.char

// bench_go_tzhash_version names the package's version and the Go
// release, for the benchmark's header; the string is never freed.
//
//export bench_go_tzhash_version
func bench_go_tzhash_version() *C.char {
	if version == nil {
		v := "(version unknown)"
		if info, ok := debug.ReadBuildInfo(); ok {
			for _, m := range info.Deps {
				if m.Path == "github.com/nspcc-dev/tzhash" {
					v = m.Version
				}
			}
			v += " (" + info.GoVersion + ")"
		}
		version = C.CString(v)
	}
	return version
}

func main() {}
