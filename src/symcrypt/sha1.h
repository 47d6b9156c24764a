/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha1.h -- the SHA-1 hash (FIPS 180-4).

   SHA-1 collisions have been found; use SHA-256 for new designs.
   HMAC-SHA1 and PBKDF2-HMAC-SHA1 remain sound.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_SHA1_H
#define SYMCRYPT_SHA1_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SHA1_DIGEST_SIZE 20
#define SYMCRYPT_SHA1_BLOCK_SIZE 64
/* The exported state: 13 bytes of header and counts, the chaining
   words, one block.  */
#define SYMCRYPT_SHA1_STATE_SIZE (13 + 20 + 64)

struct symcrypt_sha1_ctx
{
  uint32_t state[5];		/* chaining words */
  uint64_t count;		/* blocks compressed */
  unsigned index;		/* bytes waiting in block */
  uint8_t block[SYMCRYPT_SHA1_BLOCK_SIZE];
};

void symcrypt_sha1_init(struct symcrypt_sha1_ctx *ctx);

void symcrypt_sha1_update(struct symcrypt_sha1_ctx *ctx,
			  size_t length, const uint8_t *data);

/* Writes the first LENGTH bytes of the digest and re-initializes CTX.
   Returns SYMCRYPT_EINVAL, writing nothing and leaving CTX as it was,
   unless 1 <= LENGTH <= SYMCRYPT_SHA1_DIGEST_SIZE.  */
int symcrypt_sha1_digest(struct symcrypt_sha1_ctx *ctx,
			 size_t length, uint8_t *digest);

/* Portable states (since 1.1): export writes the state of CTX, a
   message hashed so far, as a byte string of exactly
   SYMCRYPT_<HASH>_STATE_SIZE bytes that does not depend on the host's
   byte order or word size, and returns SYMCRYPT_OK; it returns
   SYMCRYPT_EINVAL, writing nothing, if LENGTH is less than that size.
   import makes CTX the context that exported SRC, so that hashing goes
   on with identical results in another process or on another host; it
   returns SYMCRYPT_EINVAL, leaving CTX as it was, unless LENGTH is the
   state size and SRC is a well-formed state of this hash and of this
   format version.  The format is in the manual (Portable states).  */
int symcrypt_sha1_export(const struct symcrypt_sha1_ctx *ctx,
			 size_t length, uint8_t *dst);
int symcrypt_sha1_import(struct symcrypt_sha1_ctx *ctx,
			 size_t length, const uint8_t *src);

/* Many messages at once (since 1.2): message I is the LENGTHS[I]
   bytes at MSGS[I] (any length, 0 allowed); its digest goes to
   DIGESTS + I * SYMCRYPT_<HASH>_DIGEST_SIZE, equal to what the
   one-message functions give.  Independent messages are hashed side by
   side where the CPU can run two chains at once.  N == 0 does nothing
   and returns SYMCRYPT_OK; NULL arrays with N > 0, or a NULL message
   with a non-zero length, give SYMCRYPT_EINVAL and write nothing.
   DIGESTS must not overlap the messages.  */
int symcrypt_sha1_many(size_t n, const uint8_t *const *msgs,
		       const size_t *lengths, uint8_t *digests);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SHA1_H */
