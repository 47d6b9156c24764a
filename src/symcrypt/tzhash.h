/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash.h -- the Tillich-Zémor homomorphic hash.

   The hash maps each message bit to one of two 2x2 matrices over
   GF(2^127) (modulus x^127 + x^63 + 1) and multiplies them in order;
   the 64-byte digest is the product.  Since matrix products are
   associative, the digest of a concatenation is the product of the
   digests of its pieces (symcrypt_tz_concat), so a file can be hashed
   in parallel pieces or checked against the digests of its chunks.
   Digests are byte for byte those of the Go package
   github.com/nspcc-dev/tzhash (tz.Sum).

   This is not a hash for secrets: the construction has known collision
   and preimage attacks.  Use it for integrity of data, not for keys.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_TZHASH_H
#define SYMCRYPT_TZHASH_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_TZ_DIGEST_SIZE 64

struct symcrypt_tz_ctx
{
  /* The matrix [[c00, c01], [c10, c11]] by columns: c00, c10, c01,
     c11, each as two words, x^0..x^63 first, then x^64..x^126.  */
  uint64_t state[8];
};

void symcrypt_tz_init(struct symcrypt_tz_ctx *ctx);

void symcrypt_tz_update(struct symcrypt_tz_ctx *ctx,
			size_t length, const uint8_t *data);

/* Writes the 64-byte digest (c00, c01, c10, c11, each 16 bytes
   big-endian) and re-initializes CTX.  */
void symcrypt_tz_digest(struct symcrypt_tz_ctx *ctx, uint8_t *digest);

/* Writes the digest of the concatenation of the N messages whose
   digests are DIGESTS (N * 64 bytes, in message order); N = 0 gives
   the empty message's digest.  SYMCRYPT_EINVAL, writing nothing, if
   any entry of an input digest has its top bit set.  */
int symcrypt_tz_concat(size_t n, const uint8_t *digests, uint8_t *digest);

/* SYMCRYPT_OK if DIGEST is the concatenation of the N digests in
   DIGESTS, else SYMCRYPT_EAUTH (compared in constant time).
   SYMCRYPT_EINVAL for N = 0 or if an entry of DIGEST or of any of
   DIGESTS has its top bit set.  */
int symcrypt_tz_validate(const uint8_t *digest,
			 size_t n, const uint8_t *digests);

/* Since 1.1: given the DIGEST of a message M = A B and the digest of
   its prefix A, subtract_left writes the digest of B to REST (the
   reference package's SubtractL, A^-1 M); given the digest of its
   suffix B, subtract_right writes the digest of A (SubtractR, M B^-1).
   REST may be DIGEST or the other input.  SYMCRYPT_EINVAL, writing
   nothing, if an entry of either input has its top bit set, or if the
   known part is a matrix without an inverse (determinant 0: never the
   digest of a message, whose determinant is 1).  */
int symcrypt_tz_subtract_left(const uint8_t *digest, const uint8_t *prefix,
			      uint8_t *rest);
int symcrypt_tz_subtract_right(const uint8_t *digest, const uint8_t *suffix,
			       uint8_t *rest);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_TZHASH_H */
