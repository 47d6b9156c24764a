/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha2.h -- the SHA-2 hashes SHA-224, SHA-256, SHA-384, SHA-512,
   SHA-512/224 and SHA-512/256 (FIPS 180-4).

   SHA-224 is SHA-256 with other initial values, cut to 28 bytes;
   SHA-384 is SHA-512 likewise, cut to 48 bytes, and so are SHA-512/224
   and SHA-512/256 (FIPS 180-4, 5.3.6: SHA-512/t for t = 224 and 256),
   cut to 28 and 32 bytes.  Hashes of one family share their
   compression function, and their contexts have the same fields; each
   hash has its own context type, so that one hash's functions cannot
   be given another's context by mistake.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_SHA2_H
#define SYMCRYPT_SHA2_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SHA224_DIGEST_SIZE 28
#define SYMCRYPT_SHA224_BLOCK_SIZE 64
#define SYMCRYPT_SHA256_DIGEST_SIZE 32
#define SYMCRYPT_SHA256_BLOCK_SIZE 64
#define SYMCRYPT_SHA384_DIGEST_SIZE 48
#define SYMCRYPT_SHA384_BLOCK_SIZE 128
#define SYMCRYPT_SHA512_DIGEST_SIZE 64
#define SYMCRYPT_SHA512_BLOCK_SIZE 128
#define SYMCRYPT_SHA512_224_DIGEST_SIZE 28
#define SYMCRYPT_SHA512_224_BLOCK_SIZE 128
#define SYMCRYPT_SHA512_256_DIGEST_SIZE 32
#define SYMCRYPT_SHA512_256_BLOCK_SIZE 128

/* The exported states: 13 bytes of header and counts, the chaining
   words, one block.  */
#define SYMCRYPT_SHA224_STATE_SIZE (13 + 32 + 64)
#define SYMCRYPT_SHA256_STATE_SIZE (13 + 32 + 64)
#define SYMCRYPT_SHA384_STATE_SIZE (13 + 64 + 128)
#define SYMCRYPT_SHA512_STATE_SIZE (13 + 64 + 128)
#define SYMCRYPT_SHA512_224_STATE_SIZE (13 + 64 + 128)
#define SYMCRYPT_SHA512_256_STATE_SIZE (13 + 64 + 128)

struct symcrypt_sha256_ctx
{
  uint32_t state[8];		/* chaining words */
  uint64_t count;		/* blocks compressed */
  unsigned index;		/* bytes waiting in block */
  uint8_t block[SYMCRYPT_SHA256_BLOCK_SIZE];
};

struct symcrypt_sha224_ctx
{
  uint32_t state[8];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA224_BLOCK_SIZE];
};

struct symcrypt_sha512_ctx
{
  uint64_t state[8];		/* chaining words */
  uint64_t count;		/* blocks compressed */
  unsigned index;		/* bytes waiting in block */
  uint8_t block[SYMCRYPT_SHA512_BLOCK_SIZE];
};

struct symcrypt_sha384_ctx
{
  uint64_t state[8];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA384_BLOCK_SIZE];
};

struct symcrypt_sha512_224_ctx
{
  uint64_t state[8];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA512_224_BLOCK_SIZE];
};

struct symcrypt_sha512_256_ctx
{
  uint64_t state[8];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA512_256_BLOCK_SIZE];
};

/* For each hash: digest writes the first LENGTH bytes of the digest
   and re-initializes CTX.  It returns SYMCRYPT_EINVAL, writing nothing
   and leaving CTX as it was, unless 1 <= LENGTH <= the digest size.  */

void symcrypt_sha224_init(struct symcrypt_sha224_ctx *ctx);
void symcrypt_sha224_update(struct symcrypt_sha224_ctx *ctx,
			    size_t length, const uint8_t *data);
int symcrypt_sha224_digest(struct symcrypt_sha224_ctx *ctx,
			   size_t length, uint8_t *digest);

void symcrypt_sha256_init(struct symcrypt_sha256_ctx *ctx);
void symcrypt_sha256_update(struct symcrypt_sha256_ctx *ctx,
			    size_t length, const uint8_t *data);
int symcrypt_sha256_digest(struct symcrypt_sha256_ctx *ctx,
			   size_t length, uint8_t *digest);

void symcrypt_sha384_init(struct symcrypt_sha384_ctx *ctx);
void symcrypt_sha384_update(struct symcrypt_sha384_ctx *ctx,
			    size_t length, const uint8_t *data);
int symcrypt_sha384_digest(struct symcrypt_sha384_ctx *ctx,
			   size_t length, uint8_t *digest);

void symcrypt_sha512_init(struct symcrypt_sha512_ctx *ctx);
void symcrypt_sha512_update(struct symcrypt_sha512_ctx *ctx,
			    size_t length, const uint8_t *data);
int symcrypt_sha512_digest(struct symcrypt_sha512_ctx *ctx,
			   size_t length, uint8_t *digest);

void symcrypt_sha512_224_init(struct symcrypt_sha512_224_ctx *ctx);
void symcrypt_sha512_224_update(struct symcrypt_sha512_224_ctx *ctx,
				size_t length, const uint8_t *data);
int symcrypt_sha512_224_digest(struct symcrypt_sha512_224_ctx *ctx,
			       size_t length, uint8_t *digest);

void symcrypt_sha512_256_init(struct symcrypt_sha512_256_ctx *ctx);
void symcrypt_sha512_256_update(struct symcrypt_sha512_256_ctx *ctx,
				size_t length, const uint8_t *data);
int symcrypt_sha512_256_digest(struct symcrypt_sha512_256_ctx *ctx,
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

int symcrypt_sha224_export(const struct symcrypt_sha224_ctx *ctx,
			   size_t length, uint8_t *dst);
int symcrypt_sha224_import(struct symcrypt_sha224_ctx *ctx,
			   size_t length, const uint8_t *src);
int symcrypt_sha256_export(const struct symcrypt_sha256_ctx *ctx,
			   size_t length, uint8_t *dst);
int symcrypt_sha256_import(struct symcrypt_sha256_ctx *ctx,
			   size_t length, const uint8_t *src);
int symcrypt_sha384_export(const struct symcrypt_sha384_ctx *ctx,
			   size_t length, uint8_t *dst);
int symcrypt_sha384_import(struct symcrypt_sha384_ctx *ctx,
			   size_t length, const uint8_t *src);
int symcrypt_sha512_export(const struct symcrypt_sha512_ctx *ctx,
			   size_t length, uint8_t *dst);
int symcrypt_sha512_import(struct symcrypt_sha512_ctx *ctx,
			   size_t length, const uint8_t *src);
int symcrypt_sha512_224_export(const struct symcrypt_sha512_224_ctx *ctx,
			       size_t length, uint8_t *dst);
int symcrypt_sha512_224_import(struct symcrypt_sha512_224_ctx *ctx,
			       size_t length, const uint8_t *src);
int symcrypt_sha512_256_export(const struct symcrypt_sha512_256_ctx *ctx,
			       size_t length, uint8_t *dst);
int symcrypt_sha512_256_import(struct symcrypt_sha512_256_ctx *ctx,
			       size_t length, const uint8_t *src);

/* Many messages at once (since 1.2): message I is the LENGTHS[I]
   bytes at MSGS[I] (any length, 0 allowed); its digest goes to
   DIGESTS + I * SYMCRYPT_<HASH>_DIGEST_SIZE, equal to what the
   one-message functions give.  Independent messages are hashed side by
   side where the CPU can run two chains at once.  N == 0 does nothing
   and returns SYMCRYPT_OK; NULL arrays with N > 0, or a NULL message
   with a non-zero length, give SYMCRYPT_EINVAL and write nothing.
   DIGESTS must not overlap the messages.  */
int symcrypt_sha224_many(size_t n, const uint8_t *const *msgs,
			 const size_t *lengths, uint8_t *digests);
int symcrypt_sha256_many(size_t n, const uint8_t *const *msgs,
			 const size_t *lengths, uint8_t *digests);
int symcrypt_sha384_many(size_t n, const uint8_t *const *msgs,
			 const size_t *lengths, uint8_t *digests);
int symcrypt_sha512_many(size_t n, const uint8_t *const *msgs,
			 const size_t *lengths, uint8_t *digests);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SHA2_H */
