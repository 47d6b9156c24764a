// Copyright (C) 2026 libsymcrypt maintainers
// SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
// This file is free software: you can redistribute it and/or modify it
// under the terms of the GNU Lesser General Public License as published
// by the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version, or under the terms of the GNU
// General Public License as published by the Free Software Foundation,
// either version 2 of the License, or (at your option) any later version.
// The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.

//! The benchmark's Rust peer for the BLAKE3 rows: the official `blake3`
//! crate (its default features: SIMD chosen at run time from SSE2,
//! SSE4.1, AVX2 and AVX-512, one thread) behind three C functions, which
//! symcrypt-benchmark loads with dlopen when SYMCRYPT_BENCHMARK_RUST_BLAKE3
//! names this library.

use std::os::raw::c_char;

/// Writes the 32-byte BLAKE3 hash of the LENGTH bytes at SRC to DST.
///
/// # Safety
/// SRC must hold LENGTH readable bytes (or LENGTH be 0) and DST 32
/// writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bench_rust_blake3_hash(dst: *mut u8, src: *const u8, length: usize) {
    let data: &[u8] = if length == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(src, length)
    };
    let hash = blake3::hash(data);
    std::ptr::copy_nonoverlapping(hash.as_bytes().as_ptr(), dst, 32);
}

/// The same hash through the crate's incremental interface, as a
/// caller that streams its input uses it: `Hasher::new`, one `update`
/// with the whole message, `finalize`.
///
/// # Safety
/// As for `bench_rust_blake3_hash`.
#[no_mangle]
pub unsafe extern "C" fn bench_rust_blake3_stream(dst: *mut u8, src: *const u8, length: usize) {
    let data: &[u8] = if length == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(src, length)
    };
    let mut hasher = blake3::Hasher::new();
    hasher.update(data);
    let hash = hasher.finalize();
    std::ptr::copy_nonoverlapping(hash.as_bytes().as_ptr(), dst, 32);
}

/// The crate's version as Cargo.toml pins it, for the benchmark's
/// header.
#[no_mangle]
pub extern "C" fn bench_rust_blake3_version() -> *const c_char {
    c"1.8.7".as_ptr()
}
