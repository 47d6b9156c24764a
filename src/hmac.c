/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac.c -- HMAC-MD5, HMAC-SHA1 and HMAC-SHA2: the public functions,
   thin wrappers around hmac-internal.c.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>
#include <string.h>

#include "dispatch.h"
#include "hmac-internal.h"
#include "macros.h"
#include "md-internal.h"

/* For hash NAME (digest and block sizes SYMCRYPT_<UPPER>_*,
   compression function _symcrypt_<COMPRESS>, output by
   md_write_<WRITE>, little-endian bit length if LE): the table for
   hmac-internal.c, with adapters from void pointers to the typed hash
   functions, the four public HMAC functions, and the table of the HMAC
   for PBKDF2 and HKDF.  */
#define HMAC_DEFINE(name, UPPER, compress, write, le)			\
  static void								\
  name##_init(void *hash)						\
  {									\
    symcrypt_##name##_init(hash);					\
  }									\
  static void								\
  name##_update(void *hash, size_t length, const uint8_t *data)		\
  {									\
    symcrypt_##name##_update(hash, length, data);			\
  }									\
  static int								\
  name##_digest(void *hash, size_t length, uint8_t *digest)		\
  {									\
    return symcrypt_##name##_digest(hash, length, digest);		\
  }									\
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
  }									\
  static void								\
  name##_last_block(void *hash, const void *state,			\
		    size_t length, uint8_t *digest)			\
  {									\
    struct symcrypt_##name##_ctx *c = hash;				\
    memcpy(c->state, state, sizeof(c->state));				\
    _symcrypt_##compress(c->state, 1, c->block);			\
    md_write_##write(length, digest, c->state);				\
  }									\
  static const struct hmac_hash name##_hmac_hash = {			\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    sizeof(struct symcrypt_##name##_ctx),				\
    name##_init, name##_update, name##_digest,				\
    name##_get_state, name##_set_state,					\
    offsetof(struct symcrypt_##name##_ctx, block), name##_last_block, le, \
  };									\
									\
  void									\
  symcrypt_hmac_##name##_set_key(struct symcrypt_hmac_##name##_ctx *ctx, \
				 size_t key_length, const uint8_t *key)	\
  {									\
    _symcrypt_hmac_set_key(&name##_hmac_hash, &ctx->hash,		\
			   ctx->inner, ctx->outer, key_length, key);	\
  }									\
  void									\
  symcrypt_hmac_##name##_update(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *data)	\
  {									\
    symcrypt_##name##_update(&ctx->hash, length, data);			\
  }									\
  int									\
  symcrypt_hmac_##name##_digest(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, uint8_t *digest)		\
  {									\
    return _symcrypt_hmac_digest(&name##_hmac_hash, &ctx->hash,	\
				 ctx->inner, ctx->outer, length, digest); \
  }									\
  int									\
  symcrypt_hmac_##name##_verify(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *tag)	\
  {									\
    return _symcrypt_hmac_verify(&name##_hmac_hash, &ctx->hash,	\
				 ctx->inner, ctx->outer, length, tag);	\
  }									\
  int									\
  symcrypt_hmac_##name(size_t key_length, const uint8_t *key,		\
		       size_t length, const uint8_t *data,		\
		       uint8_t *digest)					\
  {									\
    struct symcrypt_hmac_##name##_ctx ctx;				\
    symcrypt_hmac_##name##_set_key(&ctx, key_length, key);		\
    symcrypt_hmac_##name##_update(&ctx, length, data);			\
    symcrypt_hmac_##name##_digest(&ctx, SYMCRYPT_##UPPER##_DIGEST_SIZE, \
				  digest);				\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
    return SYMCRYPT_OK;							\
  }									\
									\
  static void								\
  hmac_##name##_mac_set_key(void *ctx, size_t key_length,		\
			    const uint8_t *key)				\
  {									\
    symcrypt_hmac_##name##_set_key(ctx, key_length, key);		\
  }									\
  static void								\
  hmac_##name##_mac_update(void *ctx, size_t length, const uint8_t *data) \
  {									\
    symcrypt_hmac_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  hmac_##name##_mac_digest(void *ctx, size_t length, uint8_t *digest)	\
  {									\
    return symcrypt_hmac_##name##_digest(ctx, length, digest);		\
  }									\
  const struct hmac_mac _symcrypt_hmac_##name##_mac = {			\
    sizeof(struct symcrypt_hmac_##name##_ctx),				\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    hmac_##name##_mac_set_key, hmac_##name##_mac_update,		\
    hmac_##name##_mac_digest,						\
  };

HMAC_DEFINE(md5, MD5, md5_compress, le32, 1)
HMAC_DEFINE(sha1, SHA1, sha1_compress, be32, 0)
HMAC_DEFINE(sha224, SHA224, sha256_compress, be32, 0)
HMAC_DEFINE(sha256, SHA256, sha256_compress, be32, 0)
HMAC_DEFINE(sha384, SHA384, sha512_compress, be64, 0)
HMAC_DEFINE(sha512, SHA512, sha512_compress, be64, 0)
HMAC_DEFINE(sha512_224, SHA512_224, sha512_compress, be64, 0)
HMAC_DEFINE(sha512_256, SHA512_256, sha512_compress, be64, 0)
