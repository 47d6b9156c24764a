/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305.h -- the Poly1305 one-time authenticator (RFC 8439, 2.5).

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_POLY1305_H
#define SYMCRYPT_POLY1305_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_POLY1305_KEY_SIZE 32
#define SYMCRYPT_POLY1305_BLOCK_SIZE 16
#define SYMCRYPT_POLY1305_DIGEST_SIZE 16

/* The block function (poly1305_blocks in the library's manifest, which
   assembly may replace) works on U in one of two representations,
   fixed per target at configure time:

   - where the compiler has unsigned __int128 (64-bit targets), radix
     2^64: r = r1:r0 (clamped), s1 = r1 + (r1 >> 2) = 5 r1 / 4, and the
     accumulator h = h2:h1:h0 with h2 small (a few bits); byte offsets
     r0 0, r1 8, s1 16, h0 24, h1 32, h2 40;
   - otherwise radix 2^26: r[0..4], s[i] = 5 r[i+1], and h[0..4], as
     32-bit words at offsets 0, 20 and 36.

   Then PAD (the second key half, added at the end) at offset 56, the
   partial BLOCK at 72 and INDEX, its length, at 88.  */
struct symcrypt_poly1305_ctx
{
  union
  {
    struct { uint64_t r0, r1, s1, h0, h1, h2; } l64;
    struct { uint32_t r[5], s[4], h[5]; } l26;
  } u;
  uint8_t pad[16];
  uint8_t block[16];
  uint32_t index;
};

/* KEY is 32 bytes, used for one message only.  */
void symcrypt_poly1305_set_key(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key);
void symcrypt_poly1305_update(struct symcrypt_poly1305_ctx *ctx, size_t length,
			      const uint8_t *data);
/* Writes the 16-byte tag and wipes CTX; set_key again before reuse.  */
void symcrypt_poly1305_digest(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag);
/* Computes the tag as digest does (wiping CTX) and compares it with the
   16 bytes at TAG in constant time: SYMCRYPT_OK if they are equal,
   else SYMCRYPT_EAUTH.  */
int symcrypt_poly1305_verify(struct symcrypt_poly1305_ctx *ctx, const uint8_t *tag);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_POLY1305_H */
