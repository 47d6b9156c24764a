/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha512.c -- SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (FIPS
   180-4): buffering, padding
   and output.  The compression function is sha512-compress.c (or its
   assembly replacement).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/sha2.h>

#include "dispatch.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.4 and 5.3.5.  */
static const uint64_t sha384_iv[8] = {
  0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL,
  0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
  0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
  0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
};
static const uint64_t sha512_iv[8] = {
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
  0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};
/* FIPS 180-4, 5.3.6.1 and 5.3.6.2: the SHA-512/t IV generation
   function applied to "SHA-512/224" and "SHA-512/256" (sha2-test.c
   derives them again).  */
static const uint64_t sha512_224_iv[8] = {
  0x8c3d37c819544da2ULL, 0x73e1996689dcd4d6ULL,
  0x1dfab7ae32ff9c82ULL, 0x679dd514582f9fcfULL,
  0x0f6d2b697bd44da8ULL, 0x77e36f7304c48942ULL,
  0x3f9d85a86a1d36c8ULL, 0x1112e6ad91d692a1ULL,
};
static const uint64_t sha512_256_iv[8] = {
  0x22312194fc2bf72cULL, 0x9f555fa3c84c64c2ULL,
  0x2393b86b6f53b151ULL, 0x963877195940eabdULL,
  0x96283ee2a88effe3ULL, 0xbe5e1e2553863992ULL,
  0x2b0199fc2c85b8aaULL, 0x0eb72ddc81c52ca2ULL,
};

/* Pads the message and compresses the last block(s); the 128-bit bit
   length goes at the end.  The four context types have one layout
   (symcrypt/sha2.h), and all four run this one copy (noinline) and
   symcrypt_sha512_update: with a copy per hash, SHA-384 and SHA-512
   ran 12% apart on AMD Zen 4 with the same compression function and
   data, from where the copies sat (doc/x86_64-hash.md).  */
static void __attribute__((noinline))
sha512_final(struct symcrypt_sha512_ctx *ctx)
{
  MD_PAD_LENGTH(ctx, _symcrypt_sha512_compress, 0);
  _symcrypt_sha512_compress(ctx->state, 1, ctx->block);
}

void
symcrypt_sha512_init(struct symcrypt_sha512_ctx *ctx)
{
  memcpy(ctx->state, sha512_iv, sizeof(ctx->state));
  ctx->count = 0;
  ctx->index = 0;
}

void
symcrypt_sha512_update(struct symcrypt_sha512_ctx *ctx,
		       size_t length, const uint8_t *data)
{
  MD_UPDATE(ctx, length, data, _symcrypt_sha512_compress);
}

int
symcrypt_sha512_digest(struct symcrypt_sha512_ctx *ctx,
		       size_t length, uint8_t *digest)
{
  if (length == 0 || length > SYMCRYPT_SHA512_DIGEST_SIZE
      || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  sha512_final(ctx);
  md_write_be64(length, digest, ctx->state);
  symcrypt_sha512_init(ctx);
  return SYMCRYPT_OK;
}

/* The hashes that differ from SHA-512 only in their initial values
   and digest size: SHA-512's update and finalization on their
   contexts.  A whole digest is written with its size a constant, as
   unrolled stores (doc/x86_64-hash.md, "SHA-384 and SHA-512: one
   update and one finalization").  */
#define SHA512_VARIANT(name, UPPER)					\
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx)		\
  {									\
    memcpy(ctx->state, name##_iv, sizeof(ctx->state));			\
    ctx->count = 0;							\
    ctx->index = 0;							\
  }									\
  void									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    symcrypt_sha512_update((struct symcrypt_sha512_ctx *) ctx, length,	\
			   data);					\
  }									\
  int									\
  symcrypt_##name##_digest(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *digest)		\
  {									\
    if (length == 0 || length > SYMCRYPT_##UPPER##_DIGEST_SIZE	\
	|| BAD_PAIR(length, digest))					\
      return SYMCRYPT_EINVAL;						\
    sha512_final((struct symcrypt_sha512_ctx *) ctx);		\
    if (length == SYMCRYPT_##UPPER##_DIGEST_SIZE)			\
      md_write_be64(SYMCRYPT_##UPPER##_DIGEST_SIZE, digest, ctx->state); \
    else								\
      md_write_be64(length, digest, ctx->state);			\
    symcrypt_##name##_init(ctx);					\
    return SYMCRYPT_OK;							\
  }

SHA512_VARIANT(sha384, SHA384)
SHA512_VARIANT(sha512_224, SHA512_224)
SHA512_VARIANT(sha512_256, SHA512_256)
