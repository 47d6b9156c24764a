/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* digests.c -- the provider's digests: MD5, SHA-1, SHA-2, SHA-3,
   SHAKE and BLAKE2, under the names and aliases OpenSSL's default
   provider registers for them.

   Every digest shares one set of dispatch functions, which reach the
   library through the digest's description (struct sc_md); only
   newctx and get_params, which OpenSSL calls without a context, are
   one per digest.  A context holds the library's public context of its
   digest, so that dupctx is a copy.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

union sc_md_state
{
  struct symcrypt_md5_ctx md5;
  struct symcrypt_sha1_ctx sha1;
  struct symcrypt_sha224_ctx sha224;
  struct symcrypt_sha256_ctx sha256;
  struct symcrypt_sha384_ctx sha384;
  struct symcrypt_sha512_ctx sha512;
  struct symcrypt_sha512_224_ctx sha512_224;
  struct symcrypt_sha512_256_ctx sha512_256;
  struct symcrypt_sha3_224_ctx sha3_224;
  struct symcrypt_sha3_256_ctx sha3_256;
  struct symcrypt_sha3_384_ctx sha3_384;
  struct symcrypt_sha3_512_ctx sha3_512;
  struct symcrypt_shake128_ctx shake128;
  struct symcrypt_shake256_ctx shake256;
  struct symcrypt_blake2b_ctx blake2b;
  struct symcrypt_blake2s_ctx blake2s;
};

/* The digest's OpenSSL flags, as the default provider gives them.  */
#define SC_MD_XOF 1		/* an extendable-output function */
#define SC_MD_ALGID_ABSENT 2	/* AlgorithmIdentifier without parameters */

struct sc_md
{
  enum sc_alg alg;
  size_t block_size;
  size_t digest_size;		/* for an XOF, the default output length */
  unsigned flags;
  void (*init)(union sc_md_state *s);
  int (*update)(union sc_md_state *s, size_t length, const uint8_t *data);
  /* Writes LENGTH bytes of output (the digest size, but for an XOF).  */
  void (*final)(union sc_md_state *s, size_t length, uint8_t *out);
};

struct sc_md_ctx
{
  struct sc_provider *prov;
  const struct sc_md *md;
  size_t xoflen;		/* an XOF's output length */
  int finished;			/* final ran, init has not since */
  union sc_md_state state;
};

/* The library's functions for each digest, in the shape of struct
   sc_md.  The library's digest functions take no length they refuse
   here: the length is the digest size.  */
#define SC_MD_FUNCTIONS(name)						\
  static void name##_init(union sc_md_state *s)				\
  {									\
    symcrypt_##name##_init(&s->name);					\
  }									\
  static int name##_update(union sc_md_state *s, size_t length,		\
			   const uint8_t *data)				\
  {									\
    symcrypt_##name##_update(&s->name, length, data);			\
    return SYMCRYPT_OK;							\
  }									\
  static void name##_final(union sc_md_state *s, size_t length,		\
			   uint8_t *out)				\
  {									\
    symcrypt_##name##_digest(&s->name, length, out);			\
  }

SC_MD_FUNCTIONS(md5)
SC_MD_FUNCTIONS(sha1)
SC_MD_FUNCTIONS(sha224)
SC_MD_FUNCTIONS(sha256)
SC_MD_FUNCTIONS(sha384)
SC_MD_FUNCTIONS(sha512)
SC_MD_FUNCTIONS(sha512_224)
SC_MD_FUNCTIONS(sha512_256)
SC_MD_FUNCTIONS(sha3_224)
SC_MD_FUNCTIONS(sha3_256)
SC_MD_FUNCTIONS(sha3_384)
SC_MD_FUNCTIONS(sha3_512)

/* SHAKE: update refuses data once output has begun (the provider
   refuses it before, see finished); final squeezes.  */
#define SC_SHAKE_FUNCTIONS(name)					\
  static void name##_init(union sc_md_state *s)				\
  {									\
    symcrypt_##name##_init(&s->name);					\
  }									\
  static int name##_update(union sc_md_state *s, size_t length,		\
			   const uint8_t *data)				\
  {									\
    return symcrypt_##name##_update(&s->name, length, data);		\
  }									\
  static void name##_final(union sc_md_state *s, size_t length,		\
			   uint8_t *out)				\
  {									\
    symcrypt_##name##_output(&s->name, length, out);			\
  }

SC_SHAKE_FUNCTIONS(shake128)
SC_SHAKE_FUNCTIONS(shake256)

/* BLAKE2b-512 and BLAKE2s-256: unkeyed, of the longest digest.  */
#define SC_BLAKE2_FUNCTIONS(name, NAME)					\
  static void name##_init(union sc_md_state *s)				\
  {									\
    symcrypt_##name##_init(&s->name, SYMCRYPT_##NAME##_DIGEST_SIZE,	\
			   0, NULL);					\
  }									\
  static int name##_update(union sc_md_state *s, size_t length,		\
			   const uint8_t *data)				\
  {									\
    symcrypt_##name##_update(&s->name, length, data);			\
    return SYMCRYPT_OK;							\
  }									\
  static void name##_final(union sc_md_state *s, size_t length,		\
			   uint8_t *out)				\
  {									\
    symcrypt_##name##_digest(&s->name, out);				\
  }

SC_BLAKE2_FUNCTIONS(blake2b, BLAKE2B)
SC_BLAKE2_FUNCTIONS(blake2s, BLAKE2S)

static void *
sc_md_newctx(void *provctx, const struct sc_md *md)
{
  struct sc_md_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    {
      sc_error(provctx, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  ctx->prov = provctx;
  ctx->md = md;
  ctx->xoflen = md->digest_size;
  ctx->finished = 1;
  return ctx;
}

static void
sc_md_freectx(void *vctx)
{
  OPENSSL_clear_free(vctx, sizeof(struct sc_md_ctx));
}

static void *
sc_md_dupctx(void *vctx)
{
  struct sc_md_ctx *src = vctx;

  return sc_dup(src->prov, src, sizeof(*src));
}

/* SHA-1's SSL 3.0 master-secret step (RFC 6101, 5.6.8): the hash of
   the handshake so far goes on with the 48-byte master secret and
   pad_1; its digest is hashed after the master secret and pad_2 in a
   fresh hash, which final then finishes.  */
static int
sc_sha1_ssl3_ms(struct sc_md_ctx *ctx, const OSSL_PARAM *p)
{
  struct symcrypt_sha1_ctx *sha1 = &ctx->state.sha1;
  uint8_t pad[40];
  uint8_t inner[SYMCRYPT_SHA1_DIGEST_SIZE];

  if (p->data_type != OSSL_PARAM_OCTET_STRING || p->data_size != 48)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
	       "the SSL 3.0 master secret is 48 bytes");
      return 0;
    }
  memset(pad, 0x36, sizeof(pad));
  symcrypt_sha1_update(sha1, p->data_size, p->data);
  symcrypt_sha1_update(sha1, sizeof(pad), pad);
  symcrypt_sha1_digest(sha1, sizeof(inner), inner);
  memset(pad, 0x5c, sizeof(pad));
  symcrypt_sha1_update(sha1, p->data_size, p->data);
  symcrypt_sha1_update(sha1, sizeof(pad), pad);
  symcrypt_sha1_update(sha1, sizeof(inner), inner);
  OPENSSL_cleanse(inner, sizeof(inner));
  return 1;
}

static int
sc_md_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_md_ctx *ctx = vctx;
  const OSSL_PARAM *p;

  if (params == NULL)
    return 1;
  if (ctx->md->flags & SC_MD_XOF)
    {
      p = OSSL_PARAM_locate_const(params, OSSL_DIGEST_PARAM_XOFLEN);
      if (p != NULL && !OSSL_PARAM_get_size_t(p, &ctx->xoflen))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "xoflen");
	  return 0;
	}
    }
  if (ctx->md->alg == SC_SHA1)
    {
      p = OSSL_PARAM_locate_const(params, OSSL_DIGEST_PARAM_SSL3_MS);
      if (p != NULL && !sc_sha1_ssl3_ms(ctx, p))
	return 0;
    }
  return 1;
}

static const OSSL_PARAM sc_xof_settable[] = {
  OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_XOFLEN, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_sha1_settable[] = {
  OSSL_PARAM_octet_string(OSSL_DIGEST_PARAM_SSL3_MS, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_xof_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_xof_settable;
}

static const OSSL_PARAM *
sc_sha1_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_sha1_settable;
}

static int
sc_md_init(void *vctx, const OSSL_PARAM params[])
{
  struct sc_md_ctx *ctx = vctx;

  ctx->md->init(&ctx->state);
  ctx->finished = 0;
  return sc_md_set_ctx_params(ctx, params);
}

static int
sc_md_update(void *vctx, const unsigned char *in, size_t inl)
{
  struct sc_md_ctx *ctx = vctx;

  if (ctx->finished)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "update after final");
      return 0;
    }
  if (ctx->md->update(&ctx->state, inl, in) != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, NULL);
      return 0;
    }
  sc_count(ctx->prov, ctx->md->alg, 0, inl);
  return 1;
}

static int
sc_md_final(void *vctx, unsigned char *out, size_t *outl, size_t outsz)
{
  struct sc_md_ctx *ctx = vctx;
  size_t length = (ctx->md->flags & SC_MD_XOF)
    ? ctx->xoflen : ctx->md->digest_size;

  if (ctx->finished)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "final after final");
      return 0;
    }
  if (outsz < length)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL,
	       "%zu bytes for a %zu-byte output", outsz, length);
      return 0;
    }
  if (length != 0)
    ctx->md->final(&ctx->state, length, out);
  ctx->finished = 1;
  *outl = length;
  sc_count(ctx->prov, ctx->md->alg, 1, 0);
  return 1;
}

static int
sc_md_get_params(const struct sc_md *md, OSSL_PARAM params[])
{
  OSSL_PARAM *p;

  p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_BLOCK_SIZE);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, md->block_size))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_SIZE);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, md->digest_size))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_XOF);
  if (p != NULL && !OSSL_PARAM_set_int(p, (md->flags & SC_MD_XOF) != 0))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_ALGID_ABSENT);
  if (p != NULL
      && !OSSL_PARAM_set_int(p, (md->flags & SC_MD_ALGID_ABSENT) != 0))
    return 0;
  return 1;
}

static const OSSL_PARAM sc_md_gettable[] = {
  OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_BLOCK_SIZE, NULL),
  OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_SIZE, NULL),
  OSSL_PARAM_int(OSSL_DIGEST_PARAM_XOF, NULL),
  OSSL_PARAM_int(OSSL_DIGEST_PARAM_ALGID_ABSENT, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_md_gettable_params(void *provctx)
{
  return sc_md_gettable;
}

#define SC_MD_COMMON_DISPATCH(id)					\
  { OSSL_FUNC_DIGEST_NEWCTX, (void (*)(void)) id##_newctx },		\
  { OSSL_FUNC_DIGEST_INIT, (void (*)(void)) sc_md_init },		\
  { OSSL_FUNC_DIGEST_UPDATE, (void (*)(void)) sc_md_update },		\
  { OSSL_FUNC_DIGEST_FINAL, (void (*)(void)) sc_md_final },		\
  { OSSL_FUNC_DIGEST_FREECTX, (void (*)(void)) sc_md_freectx },		\
  { OSSL_FUNC_DIGEST_DUPCTX, (void (*)(void)) sc_md_dupctx },		\
  { OSSL_FUNC_DIGEST_GET_PARAMS, (void (*)(void)) id##_get_params },	\
  { OSSL_FUNC_DIGEST_GETTABLE_PARAMS,					\
    (void (*)(void)) sc_md_gettable_params }

/* One digest, ID: its description (ALG, the library's functions NAME,
   the block size, the digest size, the flags), its newctx and
   get_params, its dispatch table with EXTRA (its settable context
   parameters, or SC_NO_SETTABLE).  */
#define SC_MD(id, ALG, name, block_size, digest_size, flags, extra)	\
  static const struct sc_md sc_##id##_md = {				\
    ALG, block_size, digest_size, flags,				\
    name##_init, name##_update, name##_final				\
  };									\
  static void *sc_##id##_newctx(void *provctx)				\
  {									\
    return sc_md_newctx(provctx, &sc_##id##_md);			\
  }									\
  static int sc_##id##_get_params(OSSL_PARAM params[])			\
  {									\
    return sc_md_get_params(&sc_##id##_md, params);			\
  }									\
  static const OSSL_DISPATCH sc_##id##_functions[] = {			\
    SC_MD_COMMON_DISPATCH(sc_##id),					\
    extra								\
    { 0, NULL }								\
  };

#define SC_SETTABLE(prefix)						\
  { OSSL_FUNC_DIGEST_SET_CTX_PARAMS,					\
    (void (*)(void)) sc_md_set_ctx_params },				\
  { OSSL_FUNC_DIGEST_SETTABLE_CTX_PARAMS,				\
    (void (*)(void)) prefix##_settable_ctx_params },
#define SC_NO_SETTABLE

SC_MD(md5, SC_MD5, md5, SYMCRYPT_MD5_BLOCK_SIZE,
      SYMCRYPT_MD5_DIGEST_SIZE, 0, SC_NO_SETTABLE)
SC_MD(sha1, SC_SHA1, sha1, SYMCRYPT_SHA1_BLOCK_SIZE,
      SYMCRYPT_SHA1_DIGEST_SIZE, SC_MD_ALGID_ABSENT,
      SC_SETTABLE(sc_sha1))
SC_MD(sha224, SC_SHA224, sha224, SYMCRYPT_SHA224_BLOCK_SIZE,
      SYMCRYPT_SHA224_DIGEST_SIZE, SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha256, SC_SHA256, sha256, SYMCRYPT_SHA256_BLOCK_SIZE,
      SYMCRYPT_SHA256_DIGEST_SIZE, SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha384, SC_SHA384, sha384, SYMCRYPT_SHA384_BLOCK_SIZE,
      SYMCRYPT_SHA384_DIGEST_SIZE, SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha512, SC_SHA512, sha512, SYMCRYPT_SHA512_BLOCK_SIZE,
      SYMCRYPT_SHA512_DIGEST_SIZE, SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha512_224, SC_SHA512_224, sha512_224, SYMCRYPT_SHA512_224_BLOCK_SIZE,
      SYMCRYPT_SHA512_224_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha512_256, SC_SHA512_256, sha512_256, SYMCRYPT_SHA512_256_BLOCK_SIZE,
      SYMCRYPT_SHA512_256_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha3_224, SC_SHA3_224, sha3_224, SYMCRYPT_SHA3_224_BLOCK_SIZE,
      SYMCRYPT_SHA3_224_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha3_256, SC_SHA3_256, sha3_256, SYMCRYPT_SHA3_256_BLOCK_SIZE,
      SYMCRYPT_SHA3_256_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha3_384, SC_SHA3_384, sha3_384, SYMCRYPT_SHA3_384_BLOCK_SIZE,
      SYMCRYPT_SHA3_384_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
SC_MD(sha3_512, SC_SHA3_512, sha3_512, SYMCRYPT_SHA3_512_BLOCK_SIZE,
      SYMCRYPT_SHA3_512_DIGEST_SIZE,
      SC_MD_ALGID_ABSENT, SC_NO_SETTABLE)
/* SHAKE's default output lengths are OpenSSL's: 16 and 32 bytes, the
   security strengths.  */
SC_MD(shake128, SC_SHAKE128, shake128, SYMCRYPT_SHAKE128_BLOCK_SIZE, 16,
      SC_MD_XOF | SC_MD_ALGID_ABSENT, SC_SETTABLE(sc_xof))
SC_MD(shake256, SC_SHAKE256, shake256, SYMCRYPT_SHAKE256_BLOCK_SIZE, 32,
      SC_MD_XOF | SC_MD_ALGID_ABSENT, SC_SETTABLE(sc_xof))
SC_MD(blake2b512, SC_BLAKE2B512, blake2b, SYMCRYPT_BLAKE2B_BLOCK_SIZE,
      SYMCRYPT_BLAKE2B_DIGEST_SIZE, 0, SC_NO_SETTABLE)
SC_MD(blake2s256, SC_BLAKE2S256, blake2s, SYMCRYPT_BLAKE2S_BLOCK_SIZE,
      SYMCRYPT_BLAKE2S_DIGEST_SIZE, 0, SC_NO_SETTABLE)

/* The names, aliases and OIDs of OpenSSL 3's default provider
   (providers/implementations/include/prov/names.h).  */
#define SC_NAMES_MD5 "MD5:SSL3-MD5:1.2.840.113549.2.5"
#define SC_NAMES_SHA1 "SHA1:SHA-1:SSL3-SHA1:1.3.14.3.2.26"
#define SC_NAMES_SHA224 "SHA2-224:SHA-224:SHA224:2.16.840.1.101.3.4.2.4"
#define SC_NAMES_SHA256 "SHA2-256:SHA-256:SHA256:2.16.840.1.101.3.4.2.1"
#define SC_NAMES_SHA384 "SHA2-384:SHA-384:SHA384:2.16.840.1.101.3.4.2.2"
#define SC_NAMES_SHA512 "SHA2-512:SHA-512:SHA512:2.16.840.1.101.3.4.2.3"
#define SC_NAMES_SHA512_224 \
  "SHA2-512/224:SHA-512/224:SHA512-224:2.16.840.1.101.3.4.2.5"
#define SC_NAMES_SHA512_256 \
  "SHA2-512/256:SHA-512/256:SHA512-256:2.16.840.1.101.3.4.2.6"
#define SC_NAMES_SHA3_224 "SHA3-224:2.16.840.1.101.3.4.2.7"
#define SC_NAMES_SHA3_256 "SHA3-256:2.16.840.1.101.3.4.2.8"
#define SC_NAMES_SHA3_384 "SHA3-384:2.16.840.1.101.3.4.2.9"
#define SC_NAMES_SHA3_512 "SHA3-512:2.16.840.1.101.3.4.2.10"
#define SC_NAMES_SHAKE128 "SHAKE-128:SHAKE128:2.16.840.1.101.3.4.2.11"
#define SC_NAMES_SHAKE256 "SHAKE-256:SHAKE256:2.16.840.1.101.3.4.2.12"
#define SC_NAMES_BLAKE2B512 "BLAKE2B-512:BLAKE2b512:1.3.6.1.4.1.1722.12.2.1.16"
#define SC_NAMES_BLAKE2S256 "BLAKE2S-256:BLAKE2s256:1.3.6.1.4.1.1722.12.2.2.8"

const char *const sc_digest_names[SC_ALG_COUNT] = {
  [SC_MD5] = SC_NAMES_MD5,
  [SC_SHA1] = SC_NAMES_SHA1,
  [SC_SHA224] = SC_NAMES_SHA224,
  [SC_SHA256] = SC_NAMES_SHA256,
  [SC_SHA384] = SC_NAMES_SHA384,
  [SC_SHA512] = SC_NAMES_SHA512,
  [SC_SHA512_224] = SC_NAMES_SHA512_224,
  [SC_SHA512_256] = SC_NAMES_SHA512_256,
  [SC_SHA3_224] = SC_NAMES_SHA3_224,
  [SC_SHA3_256] = SC_NAMES_SHA3_256,
  [SC_SHA3_384] = SC_NAMES_SHA3_384,
  [SC_SHA3_512] = SC_NAMES_SHA3_512,
  [SC_SHAKE128] = SC_NAMES_SHAKE128,
  [SC_SHAKE256] = SC_NAMES_SHAKE256,
  [SC_BLAKE2B512] = SC_NAMES_BLAKE2B512,
  [SC_BLAKE2S256] = SC_NAMES_BLAKE2S256,
};

#define SC_ALGORITHM(id, NAME)						\
  { SC_NAMES_##NAME, "provider=symcrypt", sc_##id##_functions, NULL }

const OSSL_ALGORITHM sc_digest_algorithms[] = {
  SC_ALGORITHM(md5, MD5),
  SC_ALGORITHM(sha1, SHA1),
  SC_ALGORITHM(sha224, SHA224),
  SC_ALGORITHM(sha256, SHA256),
  SC_ALGORITHM(sha384, SHA384),
  SC_ALGORITHM(sha512, SHA512),
  SC_ALGORITHM(sha512_224, SHA512_224),
  SC_ALGORITHM(sha512_256, SHA512_256),
  SC_ALGORITHM(sha3_224, SHA3_224),
  SC_ALGORITHM(sha3_256, SHA3_256),
  SC_ALGORITHM(sha3_384, SHA3_384),
  SC_ALGORITHM(sha3_512, SHA3_512),
  SC_ALGORITHM(shake128, SHAKE128),
  SC_ALGORITHM(shake256, SHAKE256),
  SC_ALGORITHM(blake2b512, BLAKE2B512),
  SC_ALGORITHM(blake2s256, BLAKE2S256),
  { NULL, NULL, NULL, NULL }
};
