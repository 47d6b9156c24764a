/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac-internal.h -- HMAC over any of our Merkle-Damgard hashes,
   described by a small table.  */
#ifndef SYMCRYPT_HMAC_INTERNAL_H
#define SYMCRYPT_HMAC_INTERNAL_H

#include <string.h>

#include <symcrypt/hmac.h>

#include "macros.h"

#define HMAC_MAX_BLOCK_SIZE 144	/* SHA3-224 */
#define HMAC_MAX_DIGEST_SIZE 64

/* A hash, seen through its context as a void pointer.  */
struct hmac_hash
{
  unsigned digest_size;
  unsigned block_size;
  size_t ctx_size;
  void (*init)(void *hash);
  void (*update)(void *hash, size_t length, const uint8_t *data);
  int (*digest)(void *hash, size_t length, uint8_t *digest);
  /* Copies the chaining words of HASH to STATE.  */
  void (*get_state)(void *state, const void *hash);
  /* Makes HASH the hash of one block that left chaining words STATE,
     with an empty buffer.  */
  void (*set_state)(void *hash, const void *state);
};

/* For hash NAME (struct symcrypt_NAME_ctx with the chaining words in
   STATE, the blocks hashed in COUNT and the buffered bytes in INDEX):
   the functions of its struct hmac_hash, NAME_init, NAME_update,
   NAME_digest, NAME_get_state and NAME_set_state.  */
#define HMAC_HASH_ADAPTERS(name)					\
  static void								\
  name##_init(void *hash)						\
  { symcrypt_##name##_init(hash); }					\
  static void								\
  name##_update(void *hash, size_t length, const uint8_t *data)		\
  { symcrypt_##name##_update(hash, length, data); }			\
  static int								\
  name##_digest(void *hash, size_t length, uint8_t *digest)		\
  { return symcrypt_##name##_digest(hash, length, digest); }		\
  static void								\
  name##_get_state(void *state, const void *hash)			\
  {									\
    const struct symcrypt_##name##_ctx *c = hash;			\
    memcpy(state, c->state, sizeof(c->state));				\
  }									\
  static void								\
  name##_set_state(void *hash, const void *state)			\
  {									\
    struct symcrypt_##name##_ctx *c = hash;				\
    memcpy(c->state, state, sizeof(c->state));				\
    c->count = 1;							\
    c->index = 0;							\
  }

/* NAME_hmac_hash, the struct hmac_hash of hash NAME (sizes
   SYMCRYPT_<UPPER>_*), of HMAC_HASH_ADAPTERS's functions.  */
#define HMAC_HASH_TABLE(name, UPPER)					\
  static const struct hmac_hash name##_hmac_hash = {			\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    sizeof(struct symcrypt_##name##_ctx),				\
    name##_init, name##_update, name##_digest,				\
    name##_get_state, name##_set_state,					\
  };

/* For HMAC over hash NAME (sizes SYMCRYPT_<UPPER>_*), given its
   set_key, update and digest: the public verify (constant-time tag
   comparison) and one-shot functions.  */
#define HMAC_VERIFY_AND_ONE_SHOT(name, UPPER)				\
  int									\
  symcrypt_hmac_##name##_verify(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *tag)	\
  {									\
    uint8_t mac[SYMCRYPT_##UPPER##_DIGEST_SIZE];			\
    int rc;								\
    if (BAD_PAIR(length, tag))						\
      return SYMCRYPT_EINVAL;						\
    rc = symcrypt_hmac_##name##_digest(ctx, length, mac);		\
    if (rc != SYMCRYPT_OK)						\
      return rc;							\
    rc = _symcrypt_memeql_code(mac, tag, length);			\
    _symcrypt_wipe(mac, length);					\
    return rc;								\
  }									\
  int									\
  symcrypt_hmac_##name(size_t key_length, const uint8_t *key,		\
		       size_t length, const uint8_t *data,		\
		       uint8_t *digest)					\
  {									\
    struct symcrypt_hmac_##name##_ctx ctx SYMCRYPT_LINE_ALIGNED;	\
    if (BAD_PAIR(key_length, key) || BAD_PAIR(length, data)		\
	|| digest == NULL)						\
      return SYMCRYPT_EINVAL;						\
    symcrypt_hmac_##name##_set_key(&ctx, key_length, key);		\
    symcrypt_hmac_##name##_update(&ctx, length, data);			\
    symcrypt_hmac_##name##_digest(&ctx, SYMCRYPT_##UPPER##_DIGEST_SIZE, \
				  digest);				\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
    return SYMCRYPT_OK;							\
  }

/* Leaves the keyed chaining states in INNER and OUTER and HASH ready
   for a message.  */
/* The outer hash's last block after the inner digest, its first
   DIGEST_SIZE bytes, for the SHA hashes: 0x80, zeros and the
   big-endian bit length of the key block and the digest (less than
   2^16 bits).  BLOCK is BLOCK_SIZE bytes.  */
static inline void
hmac_outer_padding(uint8_t *block, unsigned block_size,
		   unsigned digest_size)
{
  memset(block + digest_size, 0, block_size - digest_size);
  block[digest_size] = 0x80;
  WRITE_UINT32(block + block_size - 4, (block_size + digest_size) * 8);
}

/* Writes the key as HMAC uses it to BLOCK (block_size bytes): KEY, or
   its digest when it is longer than a block, then zeros.  HASH is
   scratch, wiped after use.  */
void _symcrypt_hmac_key_block(const struct hmac_hash *h, void *hash,
			      size_t key_length, const uint8_t *key,
			      uint8_t *block);

void _symcrypt_hmac_set_key(const struct hmac_hash *h, void *hash,
			    void *inner, void *outer,
			    size_t key_length, const uint8_t *key);

/* An HMAC seen through its context as a void pointer, for PBKDF2 and
   HKDF.  */
struct hmac_mac
{
  size_t ctx_size;
  unsigned digest_size;
  unsigned block_size;
  void (*set_key)(void *ctx, size_t key_length, const uint8_t *key);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  int (*digest)(void *ctx, size_t length, uint8_t *digest);
};

extern const struct hmac_mac _symcrypt_hmac_md5_mac;
extern const struct hmac_mac _symcrypt_hmac_sha1_mac;
extern const struct hmac_mac _symcrypt_hmac_sha224_mac;
extern const struct hmac_mac _symcrypt_hmac_sha256_mac;
extern const struct hmac_mac _symcrypt_hmac_sha384_mac;
extern const struct hmac_mac _symcrypt_hmac_sha512_mac;
extern const struct hmac_mac _symcrypt_hmac_sha512_224_mac;
extern const struct hmac_mac _symcrypt_hmac_sha512_256_mac;

#endif /* SYMCRYPT_HMAC_INTERNAL_H */
