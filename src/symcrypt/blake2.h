/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2.h -- the BLAKE2b and BLAKE2s hashes (RFC 7693), plain and
   keyed.

   BLAKE2b works on 64-bit words and 128-byte blocks, with digests of 1
   to 64 bytes and keys of 0 to 64; BLAKE2s on 32-bit words and 64-byte
   blocks, with digests of 1 to 32 bytes and keys of 0 to 32.  The
   digest length and the key are part of the hash: a 32-byte BLAKE2b
   digest is not the first half of a 64-byte one.  The bytes are those
   of RFC 7693 (and of libsodium's crypto_generichash for BLAKE2b).

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_BLAKE2_H
#define SYMCRYPT_BLAKE2_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_BLAKE2B_BLOCK_SIZE 128
#define SYMCRYPT_BLAKE2B_DIGEST_SIZE 64	/* the longest digest */
#define SYMCRYPT_BLAKE2B_KEY_SIZE 64	/* the longest key */
#define SYMCRYPT_BLAKE2S_BLOCK_SIZE 64
#define SYMCRYPT_BLAKE2S_DIGEST_SIZE 32
#define SYMCRYPT_BLAKE2S_KEY_SIZE 32

struct symcrypt_blake2b_ctx
{
  uint64_t state[10];		/* chaining words, then the byte counter
				   (low word, high word) */
  uint8_t block[SYMCRYPT_BLAKE2B_BLOCK_SIZE]; /* bytes waiting */
  uint8_t key[SYMCRYPT_BLAKE2B_KEY_SIZE];     /* for the next message */
  unsigned index;		/* bytes waiting in block */
  unsigned digest_length;
  unsigned key_length;
};

struct symcrypt_blake2s_ctx
{
  uint32_t state[10];
  uint8_t block[SYMCRYPT_BLAKE2S_BLOCK_SIZE];
  uint8_t key[SYMCRYPT_BLAKE2S_KEY_SIZE];
  unsigned index;
  unsigned digest_length;
  unsigned key_length;
};

/* Starts a message whose digest will be DIGEST_LENGTH bytes, keyed
   with the KEY_LENGTH bytes at KEY (none when KEY_LENGTH is 0; KEY
   may then be NULL).  SYMCRYPT_EINVAL, with CTX unchanged, for a
   length out of range or a NULL key of non-zero length.  The context
   keeps a copy of the key until the next init.  */
int symcrypt_blake2b_init(struct symcrypt_blake2b_ctx *ctx,
			  size_t digest_length,
			  size_t key_length, const uint8_t *key);
void symcrypt_blake2b_update(struct symcrypt_blake2b_ctx *ctx,
			     size_t length, const uint8_t *data);
/* Writes the digest (the length given to init) and starts the next
   message, with the same digest length and key.  */
void symcrypt_blake2b_digest(struct symcrypt_blake2b_ctx *ctx,
			     uint8_t *digest);
/* The digest of one message: init, update and digest in one call,
   with the same errors (nothing written).  */
int symcrypt_blake2b(size_t digest_length, size_t key_length,
		     const uint8_t *key, size_t length, const uint8_t *data,
		     uint8_t *digest);
/* The digests of N messages with one digest length and key: message
   I is the LENGTHS[I] bytes at MSGS[I], its digest goes to DIGESTS +
   I * DIGEST_LENGTH.  N = 0 does nothing; SYMCRYPT_EINVAL, writing
   nothing, for a length out of range, NULL arrays with N > 0 or a NULL
   message of non-zero length.  DIGESTS must not overlap the
   messages.  */
int symcrypt_blake2b_many(size_t digest_length, size_t key_length,
			  const uint8_t *key, size_t n,
			  const uint8_t *const *msgs, const size_t *lengths,
			  uint8_t *digests);

int symcrypt_blake2s_init(struct symcrypt_blake2s_ctx *ctx,
			  size_t digest_length,
			  size_t key_length, const uint8_t *key);
void symcrypt_blake2s_update(struct symcrypt_blake2s_ctx *ctx,
			     size_t length, const uint8_t *data);
void symcrypt_blake2s_digest(struct symcrypt_blake2s_ctx *ctx,
			     uint8_t *digest);
int symcrypt_blake2s(size_t digest_length, size_t key_length,
		     const uint8_t *key, size_t length, const uint8_t *data,
		     uint8_t *digest);
int symcrypt_blake2s_many(size_t digest_length, size_t key_length,
			  const uint8_t *key, size_t n,
			  const uint8_t *const *msgs, const size_t *lengths,
			  uint8_t *digests);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_BLAKE2_H */
