// Copyright (C) 2026 libsymcrypt maintainers
// SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
// This file is free software: you can redistribute it and/or modify it
// under the terms of the GNU Lesser General Public License as published
// by the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version, or under the terms of the GNU
// General Public License as published by the Free Software Foundation,
// either version 2 of the License, or (at your option) any later version.
// The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.

//! The benchmark's peer for the AEGIS rows and the oracle of
//! tests/aegis-peer-test: libaegis's one-shot functions with detached
//! tags and its AEGIS-MAC (the C code the `aegis` crate compiles,
//! called directly, so that no Rust wrapper or copy stands between the
//! caller and it), behind three C functions that symcrypt-benchmark and
//! the test load with dlopen when SYMCRYPT_BENCHMARK_LIBAEGIS names
//! this library.
//! libaegis chooses its code at run time from cpuid (AES-NI, VAES with
//! AVX2, AVX-512); nothing limits it.

use std::os::raw::{c_char, c_int};
use std::sync::Once;

// Links the crate, and with it the libaegis it builds.
use aegis as _;

type Seal = unsafe extern "C" fn(
    c: *mut u8,
    mac: *mut u8,
    maclen: usize,
    m: *const u8,
    mlen: usize,
    ad: *const u8,
    adlen: usize,
    npub: *const u8,
    k: *const u8,
) -> c_int;
type Open = unsafe extern "C" fn(
    m: *mut u8,
    c: *const u8,
    clen: usize,
    mac: *const u8,
    maclen: usize,
    ad: *const u8,
    adlen: usize,
    npub: *const u8,
    k: *const u8,
) -> c_int;

// libaegis's functions (its include/aegis*.h).
extern "C" {
    fn aegis_init() -> c_int;
    fn aegis128l_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis128l_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis128x2_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis128x2_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis128x4_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis128x4_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256x2_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256x2_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256x4_encrypt_detached(c: *mut u8, mac: *mut u8, maclen: usize, m: *const u8, mlen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
    fn aegis256x4_decrypt_detached(m: *mut u8, c: *const u8, clen: usize, mac: *const u8, maclen: usize, ad: *const u8, adlen: usize, npub: *const u8, k: *const u8) -> c_int;
}

/// The variants by number, as tools/benchmark/libaegis.c names them:
/// 0 AEGIS-128L, 1 -128X2, 2 -128X4, 3 AEGIS-256, 4 -256X2, 5 -256X4.
const FUNCTIONS: [(Seal, Open); 6] = [
    (aegis128l_encrypt_detached, aegis128l_decrypt_detached),
    (aegis128x2_encrypt_detached, aegis128x2_decrypt_detached),
    (aegis128x4_encrypt_detached, aegis128x4_decrypt_detached),
    (aegis256_encrypt_detached, aegis256_decrypt_detached),
    (aegis256x2_encrypt_detached, aegis256x2_decrypt_detached),
    (aegis256x4_encrypt_detached, aegis256x4_decrypt_detached),
];

// libaegis's AEGIS-MAC (its include/aegis*.h), each variant's state
// an opaque struct passed by pointer.
type MacInit = unsafe extern "C" fn(st: *mut u8, k: *const u8, npub: *const u8);
type MacUpdate = unsafe extern "C" fn(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
type MacFinal = unsafe extern "C" fn(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;

extern "C" {
    fn aegis128l_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis128l_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis128l_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
    fn aegis128x2_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis128x2_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis128x2_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
    fn aegis128x4_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis128x4_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis128x4_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
    fn aegis256_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis256_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis256_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
    fn aegis256x2_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis256x2_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis256x2_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
    fn aegis256x4_mac_init(st: *mut u8, k: *const u8, npub: *const u8);
    fn aegis256x4_mac_update(st: *mut u8, m: *const u8, mlen: usize) -> c_int;
    fn aegis256x4_mac_final(st: *mut u8, mac: *mut u8, maclen: usize) -> c_int;
}

/// The MAC functions by the variants' numbers, as FUNCTIONS.
const MAC_FUNCTIONS: [(MacInit, MacUpdate, MacFinal); 6] = [
    (aegis128l_mac_init, aegis128l_mac_update, aegis128l_mac_final),
    (aegis128x2_mac_init, aegis128x2_mac_update, aegis128x2_mac_final),
    (aegis128x4_mac_init, aegis128x4_mac_update, aegis128x4_mac_final),
    (aegis256_mac_init, aegis256_mac_update, aegis256_mac_final),
    (aegis256x2_mac_init, aegis256x2_mac_update, aegis256x2_mac_final),
    (aegis256x4_mac_init, aegis256x4_mac_update, aegis256x4_mac_final),
];

/// Room for the largest of libaegis's MAC states (AEGIS-128X4's,
/// 1344 bytes), aligned beyond what any of them asks.
#[repr(C, align(64))]
struct MacState([u8; 1344]);

static INIT: Once = Once::new();

/// Encrypts the LENGTH bytes at SRC to DST (which may be SRC) with
/// variant VARIANT, writing the TAG_LENGTH-byte tag (16 or 32) to TAG;
/// returns libaegis's result (0), or -1 for an unknown variant.
///
/// # Safety
/// KEY and NONCE hold the variant's sizes (16 or 32 bytes), AD
/// AD_LENGTH bytes, SRC and DST LENGTH bytes, TAG TAG_LENGTH.
#[no_mangle]
pub unsafe extern "C" fn bench_libaegis_seal(
    variant: u32,
    key: *const u8,
    nonce: *const u8,
    ad_length: usize,
    ad: *const u8,
    length: usize,
    dst: *mut u8,
    tag_length: usize,
    tag: *mut u8,
    src: *const u8,
) -> c_int {
    INIT.call_once(|| assert_eq!(aegis_init(), 0));
    match FUNCTIONS.get(variant as usize) {
        Some((seal, _)) => seal(dst, tag, tag_length, src, length, ad, ad_length, nonce, key),
        None => -1,
    }
}

/// Decrypts the LENGTH bytes at SRC to DST, as bench_libaegis_seal
/// encrypts; returns 0 when the tag at TAG is right, else non-zero.
///
/// # Safety
/// As for bench_libaegis_seal.
#[no_mangle]
pub unsafe extern "C" fn bench_libaegis_open(
    variant: u32,
    key: *const u8,
    nonce: *const u8,
    ad_length: usize,
    ad: *const u8,
    length: usize,
    dst: *mut u8,
    tag_length: usize,
    tag: *const u8,
    src: *const u8,
) -> c_int {
    INIT.call_once(|| assert_eq!(aegis_init(), 0));
    match FUNCTIONS.get(variant as usize) {
        Some((_, open)) => open(dst, src, length, tag, tag_length, ad, ad_length, nonce, key),
        None => -1,
    }
}

/// AEGIS-MAC of variant VARIANT over the LENGTH bytes at DATA, in one
/// update: writes the TAG_LENGTH-byte tag (16 or 32) to TAG; returns
/// libaegis's result (0), or -1 for an unknown variant.
///
/// # Safety
/// KEY and NONCE hold the variant's sizes (16 or 32 bytes), DATA
/// LENGTH bytes, TAG TAG_LENGTH.
#[no_mangle]
pub unsafe extern "C" fn bench_libaegis_mac(
    variant: u32,
    key: *const u8,
    nonce: *const u8,
    length: usize,
    data: *const u8,
    tag_length: usize,
    tag: *mut u8,
) -> c_int {
    INIT.call_once(|| assert_eq!(aegis_init(), 0));
    let Some((init, update, finish)) = MAC_FUNCTIONS.get(variant as usize) else {
        return -1;
    };
    let mut state = MacState([0; 1344]);
    let st = state.0.as_mut_ptr();
    init(st, key, nonce);
    match update(st, data, length) {
        0 => finish(st, tag, tag_length),
        rc => rc,
    }
}

/// The crate's version as Cargo.toml pins it, for the benchmark's
/// header.
#[no_mangle]
pub extern "C" fn bench_libaegis_version() -> *const c_char {
    c"aegis crate 0.9.20".as_ptr()
}
