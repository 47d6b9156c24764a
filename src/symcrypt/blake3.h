/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3.h -- the BLAKE3 hash (the BLAKE3 specification):
   hash, keyed hash, key derivation, and output of any length.

   BLAKE3 splits its input into chunks of 1024 bytes, hashes each
   chunk on its own (the compression function of BLAKE2s with 7
   rounds, one 64-byte block after the other) and joins the chunks'
   chaining values in a binary tree.  The root of the tree gives as
   many output bytes as asked for, from any offset: output block i
   (64 bytes) is the root compressed with block counter i.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_BLAKE3_H
#define SYMCRYPT_BLAKE3_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_BLAKE3_KEY_SIZE 32
#define SYMCRYPT_BLAKE3_DIGEST_SIZE 32	/* the default output length */
#define SYMCRYPT_BLAKE3_BLOCK_SIZE 64
#define SYMCRYPT_BLAKE3_CHUNK_SIZE 1024
/* A chaining value for each set bit of the number of chunks hashed,
   which is below 2^54 for inputs below 2^64 bytes.  */
#define SYMCRYPT_BLAKE3_MAX_DEPTH 54

struct symcrypt_blake3_ctx
{
  uint32_t key[8];		/* the key words (the IV when unkeyed) */
  uint32_t flags;		/* the mode's flags, on every block */
  uint32_t length;		/* bytes in chunk, 0..1024 */
  uint64_t chunks;		/* chunks hashed before the one in chunk */
  uint32_t depth;		/* chaining values in stack */
  /* The chaining values of the complete subtrees to the left of the
     chunk, largest first, each as 32 bytes little-endian.  */
  uint8_t stack[SYMCRYPT_BLAKE3_MAX_DEPTH][32];
  /* The input's last chunk, kept uncompressed until more input shows
     that it is not the last.  */
  uint8_t chunk[SYMCRYPT_BLAKE3_CHUNK_SIZE];
};

void symcrypt_blake3_init(struct symcrypt_blake3_ctx *ctx);

/* Keyed hashing with KEY, 32 bytes.  */
void symcrypt_blake3_init_keyed(struct symcrypt_blake3_ctx *ctx,
				const uint8_t *key);

/* Key derivation: CONTEXT (CONTEXT_LENGTH bytes, a fixed string that
   names the application and purpose) chooses the function; the
   message hashed after it is the key material.  */
void symcrypt_blake3_init_derive_key(struct symcrypt_blake3_ctx *ctx,
				     size_t context_length,
				     const uint8_t *context);

void symcrypt_blake3_update(struct symcrypt_blake3_ctx *ctx,
			    size_t length, const uint8_t *data);

/* Writes bytes OFFSET .. OFFSET + LENGTH - 1 of the output of the
   input so far to DST.  CTX is not changed: more update calls may
   follow.  The digest is the first 32 bytes (OFFSET 0).  */
void symcrypt_blake3_output(const struct symcrypt_blake3_ctx *ctx,
			    uint64_t offset, size_t length, uint8_t *dst);

/* The first OUT_LENGTH output bytes of the hash of DATA.  */
void symcrypt_blake3(size_t length, const uint8_t *data,
		     size_t out_length, uint8_t *out);

/* The 32-byte hashes of N messages: message i is MSGS[i], LENGTHS[i]
   bytes; its hash goes to DIGESTS + 32 i.  SYMCRYPT_EINVAL, writing
   nothing, for NULL arrays with N > 0 or a NULL message of nonzero
   length.  */
int symcrypt_blake3_many(size_t n, const uint8_t *const *msgs,
			 const size_t *lengths, uint8_t *digests);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_BLAKE3_H */
