/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* siphash.h -- SipHash-2-4 and SipHash-1-3 (Aumasson and Bernstein,
   "SipHash: a fast short-input PRF", 2012), a keyed pseudorandom
   function for short inputs such as the keys of a hash table, with
   the 64-bit output of the paper and the 128-bit output of the
   authors' reference implementation (libsodium's
   crypto_shorthash_siphashx24).  SipHash-1-3 is the same function
   with one round per message word and three at the end.

   A 64-bit output keeps a hash table's buckets unpredictable to whoever
   lacks the key (hash flooding); it is no message authentication code
   against an attacker who may try 2^32 or more forgeries, and no
   collision-resistant hash: the manual (node "SipHash") says what each
   output protects.

   Pointers: KEY is 16 bytes and OUT 8 or 16, never NULL; DATA may be
   NULL only when LENGTH is 0.  */
#ifndef SYMCRYPT_SIPHASH_H
#define SYMCRYPT_SIPHASH_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SIPHASH_KEY_SIZE 16
#define SYMCRYPT_SIPHASH_DIGEST_SIZE 8
#define SYMCRYPT_SIPHASH_128_DIGEST_SIZE 16

/* The 8-byte output of SipHash-2-4 of the LENGTH bytes at DATA under
   the 16-byte KEY.  */
void symcrypt_siphash24(const uint8_t *key, size_t length,
			const uint8_t *data, uint8_t *out);
/* The 16-byte output of the 128-bit form.  */
void symcrypt_siphash24_128(const uint8_t *key, size_t length,
			    const uint8_t *data, uint8_t *out);
/* The 8-byte output of symcrypt_siphash24 read as a little-endian
   number.  */
uint64_t symcrypt_siphash24_u64(const uint8_t *key, size_t length,
				const uint8_t *data);

/* The same for SipHash-1-3.  */
void symcrypt_siphash13(const uint8_t *key, size_t length,
			const uint8_t *data, uint8_t *out);
void symcrypt_siphash13_128(const uint8_t *key, size_t length,
			    const uint8_t *data, uint8_t *out);
uint64_t symcrypt_siphash13_u64(const uint8_t *key, size_t length,
				const uint8_t *data);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SIPHASH_H */
