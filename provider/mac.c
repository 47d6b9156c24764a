/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* mac.c -- the provider's table of MACs (all but HMAC are in macs.c)
   and HMAC (EVP_MAC "HMAC") over the digests the library has HMAC
   for, MD5, SHA-1, SHA-2 and SHA-3, named by the digest parameter
   under any of the digest's names; another digest (SHAKE, BLAKE2, one
   the module does not have) is refused.

   The context keeps the library's HMAC context as set_key left it, so
   that init without a key starts a message with the key it has.  Both
   are key-equivalent: freectx wipes them.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

union sc_hmac_state
{
  struct symcrypt_hmac_md5_ctx md5;
  struct symcrypt_hmac_sha1_ctx sha1;
  struct symcrypt_hmac_sha224_ctx sha224;
  struct symcrypt_hmac_sha256_ctx sha256;
  struct symcrypt_hmac_sha384_ctx sha384;
  struct symcrypt_hmac_sha512_ctx sha512;
  struct symcrypt_hmac_sha512_224_ctx sha512_224;
  struct symcrypt_hmac_sha512_256_ctx sha512_256;
  struct symcrypt_hmac_sha3_224_ctx sha3_224;
  struct symcrypt_hmac_sha3_256_ctx sha3_256;
  struct symcrypt_hmac_sha3_384_ctx sha3_384;
  struct symcrypt_hmac_sha3_512_ctx sha3_512;
};

/* One HMAC: the digest MD (its names are sc_digest_names[md]), its
   sizes and the library's functions.  For the Merkle-Damgard digests
   (all but SHA-3), what the MAC of a TLS CBC record needs to pad the
   inner hash's last blocks itself: the chaining words (WORDS of
   WORD_SIZE bytes, written out little-endian for MD5, else
   big-endian), the size of the bit length that ends the padding, a
   function that compresses one block (the library's update of exactly
   one block with none waiting), one that gives the chaining words, and
   one that ends the MAC by hashing an inner digest from the outer
   state.  SHA-3 has none of them.  */
struct sc_hmac
{
  enum sc_alg md;
  size_t size;
  size_t block_size;
  void (*set_key)(union sc_hmac_state *s, size_t length, const uint8_t *key);
  void (*update)(union sc_hmac_state *s, size_t length, const uint8_t *data);
  int (*digest)(union sc_hmac_state *s, size_t length, uint8_t *mac);
  size_t words;
  size_t word_size;
  int little_endian;
  size_t length_size;
  void (*compress)(union sc_hmac_state *s, const uint8_t *block);
  const uint8_t *(*chain)(const union sc_hmac_state *s);
  int (*outer)(union sc_hmac_state *s, const uint8_t *inner, uint8_t *mac);
};

#define SC_HMAC_FUNCTIONS(name)						\
  static void name##_set_key(union sc_hmac_state *s, size_t length,	\
			     const uint8_t *key)			\
  {									\
    symcrypt_hmac_##name##_set_key(&s->name, length, key);		\
  }									\
  static void name##_update(union sc_hmac_state *s, size_t length,	\
			    const uint8_t *data)			\
  {									\
    symcrypt_hmac_##name##_update(&s->name, length, data);		\
  }									\
  static int name##_digest(union sc_hmac_state *s, size_t length,	\
			   uint8_t *mac)				\
  {									\
    return symcrypt_hmac_##name##_digest(&s->name, length, mac);	\
  }

/* A Merkle-Damgard digest: its hash context inside the HMAC context
   is the library's public struct (src/symcrypt/md5.h, sha1.h, sha2.h),
   whose state holds the chaining words; count (blocks compressed) and
   index (bytes waiting) are set as the library's HMAC sets them to
   start the outer hash.  */
#define SC_HMAC_MD(name, ALG, NAME, word_size, le, length_size)		\
  SC_HMAC_FUNCTIONS(name)						\
  static void name##_compress(union sc_hmac_state *s,			\
			      const uint8_t *block)			\
  {									\
    symcrypt_##name##_update(&s->name.hash,				\
			     SYMCRYPT_##NAME##_BLOCK_SIZE, block);	\
  }									\
  static const uint8_t *name##_chain(const union sc_hmac_state *s)	\
  {									\
    return (const uint8_t *) s->name.hash.state;			\
  }									\
  static int name##_outer(union sc_hmac_state *s, const uint8_t *inner,	\
			  uint8_t *mac)					\
  {									\
    memcpy(s->name.hash.state, s->name.outer,				\
	   sizeof(s->name.hash.state));					\
    s->name.hash.count = 1;						\
    s->name.hash.index = 0;						\
    symcrypt_##name##_update(&s->name.hash,				\
			     SYMCRYPT_##NAME##_DIGEST_SIZE, inner);	\
    return symcrypt_##name##_digest(&s->name.hash,			\
				    SYMCRYPT_##NAME##_DIGEST_SIZE, mac); \
  }									\
  static const struct sc_hmac name##_hmac = {				\
    ALG, SYMCRYPT_##NAME##_DIGEST_SIZE, SYMCRYPT_##NAME##_BLOCK_SIZE,	\
    name##_set_key, name##_update, name##_digest,			\
    sizeof(((struct symcrypt_##name##_ctx *) 0)->state) / word_size,	\
    word_size, le, length_size,						\
    name##_compress, name##_chain, name##_outer				\
  };

#define SC_HMAC_SHA3(name, ALG, NAME)					\
  SC_HMAC_FUNCTIONS(name)						\
  static const struct sc_hmac name##_hmac = {				\
    ALG, SYMCRYPT_##NAME##_DIGEST_SIZE, SYMCRYPT_##NAME##_BLOCK_SIZE,	\
    name##_set_key, name##_update, name##_digest,			\
    0, 0, 0, 0, NULL, NULL, NULL					\
  };

SC_HMAC_MD(md5, SC_MD5, MD5, 4, 1, 8)
SC_HMAC_MD(sha1, SC_SHA1, SHA1, 4, 0, 8)
SC_HMAC_MD(sha224, SC_SHA224, SHA224, 4, 0, 8)
SC_HMAC_MD(sha256, SC_SHA256, SHA256, 4, 0, 8)
SC_HMAC_MD(sha384, SC_SHA384, SHA384, 8, 0, 16)
SC_HMAC_MD(sha512, SC_SHA512, SHA512, 8, 0, 16)
SC_HMAC_MD(sha512_224, SC_SHA512_224, SHA512_224, 8, 0, 16)
SC_HMAC_MD(sha512_256, SC_SHA512_256, SHA512_256, 8, 0, 16)
SC_HMAC_SHA3(sha3_224, SC_SHA3_224, SHA3_224)
SC_HMAC_SHA3(sha3_256, SC_SHA3_256, SHA3_256)
SC_HMAC_SHA3(sha3_384, SC_SHA3_384, SHA3_384)
SC_HMAC_SHA3(sha3_512, SC_SHA3_512, SHA3_512)

static const struct sc_hmac *const hmacs[] = {
  &md5_hmac, &sha1_hmac, &sha224_hmac, &sha256_hmac, &sha384_hmac,
  &sha512_hmac, &sha512_224_hmac, &sha512_256_hmac,
  &sha3_224_hmac, &sha3_256_hmac, &sha3_384_hmac, &sha3_512_hmac
};

/* TLS's CBC records: the header the MAC covers (sequence number,
   type, version, length) and the longest MAC (EVP_MAX_MD_SIZE).  */
#define SC_TLS_HEADER 13
#define SC_TLS_MAX_MAC 64

struct sc_mac_ctx
{
  struct sc_provider *prov;
  const struct sc_hmac *hmac;	/* NULL until the digest is set */
  int keyed;			/* key holds a key for hmac */
  int started;			/* init ran since the last final */
  union sc_hmac_state key;	/* as set_key left it */
  union sc_hmac_state state;	/* the message so far */
  size_t tls_data_size;		/* TLS CBC record: its length, else 0 */
  int tls_header_set;		/* TLS CBC record: the header came */
  size_t tls_mac_size;		/* TLS CBC record: the MAC made, 0 before */
  uint8_t tls_header[SC_TLS_HEADER];
  uint8_t tls_mac[SC_TLS_MAX_MAC];
};

static void *
sc_mac_newctx(void *provctx)
{
  struct sc_mac_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    sc_error(provctx, SC_R_NO_MEMORY, NULL);
  else
    ctx->prov = provctx;
  return ctx;
}

static void
sc_mac_freectx(void *vctx)
{
  OPENSSL_clear_free(vctx, sizeof(struct sc_mac_ctx));
}

static void *
sc_mac_dupctx(void *vctx)
{
  struct sc_mac_ctx *src = vctx;

  return sc_dup(src->prov, src, sizeof(*src));
}

static int
sc_mac_set_key(struct sc_mac_ctx *ctx, size_t length, const uint8_t *key)
{
  if (ctx->hmac == NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "a key before the digest");
      return 0;
    }
  ctx->hmac->set_key(&ctx->key, length, key);
  ctx->keyed = 1;
  return 1;
}

static int
sc_mac_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_mac_ctx *ctx = vctx;
  const OSSL_PARAM *p;

  if (params == NULL)
    return 1;
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_DIGEST);
  if (p != NULL)
    {
      char name[80], *np = name;
      size_t i;

      if (!OSSL_PARAM_get_utf8_string(p, &np, sizeof(name)))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "digest");
	  return 0;
	}
      for (i = 0; i < sizeof(hmacs) / sizeof(hmacs[0]); i++)
	if (sc_name_in(name, sc_digest_names[hmacs[i]->md]))
	  break;
      if (i == sizeof(hmacs) / sizeof(hmacs[0]))
	{
	  sc_error(ctx->prov, SC_R_UNSUPPORTED_DIGEST, "HMAC over %s", name);
	  return 0;
	}
      if (ctx->hmac != hmacs[i])
	{
	  /* A key set for another digest is no key for this one.  */
	  ctx->hmac = hmacs[i];
	  ctx->keyed = 0;
	  ctx->started = 0;
	  OPENSSL_cleanse(&ctx->key, sizeof(ctx->key));
	  OPENSSL_cleanse(&ctx->state, sizeof(ctx->state));
	}
    }
  /* The record layer's constant-time MAC of a TLS CBC record, for the
     digests TLS has; a digest left uninitialized is not offered.  */
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_TLS_DATA_SIZE);
  if (p != NULL)
    {
      size_t size;
      if (ctx->hmac == NULL || ctx->hmac->compress == NULL
	  || !OSSL_PARAM_get_size_t(p, &size))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "tls-data-size");
	  return 0;
	}
      ctx->tls_data_size = size;
      ctx->tls_header_set = 0;
      ctx->tls_mac_size = 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_DIGEST_NOINIT);
  if (p != NULL)
    {
      int noinit;
      if (!OSSL_PARAM_get_int(p, &noinit) || noinit != 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "digest-noinit");
	  return 0;
	}
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_KEY);
  if (p != NULL)
    {
      if (p->data_type != OSSL_PARAM_OCTET_STRING
	  || (p->data == NULL && p->data_size != 0))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "key");
	  return 0;
	}
      if (!sc_mac_set_key(ctx, p->data_size, p->data))
	return 0;
    }
  return 1;
}

/* Sets the parameters, then the key if KEY is not NULL, and starts a
   message with the key.  */
static int
sc_mac_init(void *vctx, const unsigned char *key, size_t keylen,
	    const OSSL_PARAM params[])
{
  struct sc_mac_ctx *ctx = vctx;

  if (!sc_mac_set_ctx_params(ctx, params))
    return 0;
  if (key != NULL && !sc_mac_set_key(ctx, keylen, key))
    return 0;
  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  ctx->state = ctx->key;
  ctx->started = 1;
  ctx->tls_header_set = 0;
  ctx->tls_mac_size = 0;
  return 1;
}

/* All ones when A equals B, else zero, without a branch.  */
static size_t
mask_eq(size_t a, size_t b)
{
  size_t d = a ^ b;
  return ((d | (0 - d)) >> (sizeof(size_t) * 8 - 1)) - 1;
}

/* All ones when A < B, else zero, without a branch: the top bit of
   A - B where A and B agree in their top bit, else B's top bit.  */
static size_t
mask_lt(size_t a, size_t b)
{
  return 0 - ((a ^ ((a ^ b) | ((a - b) ^ a))) >> (sizeof(size_t) * 8 - 1));
}

/* The MAC of a TLS CBC record's header and first LENGTH bytes at DATA,
   in constant time: LENGTH is secret (the record's padding decides
   it) but lies within the last mac size + 256 bytes of the record's
   tls_data_size, all of which DATA holds.  The blocks of the inner
   hash that every LENGTH fills with message are hashed as usual; each
   of the few blocks after them is built with masks for the true
   LENGTH (message bytes, the 0x80 byte, zeros, and the message's bit
   length in the block where the padding ends) and compressed once,
   and the chaining words after the padding's last block are kept with
   masks.  The outer hash then runs on their digest.  No branch and no
   address depends on LENGTH.  A LENGTH out of that range (which libssl
   never gives) leaves a MAC of zeros, which no record's matches.  Like
   the default provider, the MAC starts from the key, whatever update
   ran before tls-data-size was set.  */
static int
tls_record_mac(struct sc_mac_ctx *ctx, const uint8_t *data, size_t length)
{
  const struct sc_hmac *h = ctx->hmac;
  size_t bs = h->block_size, lsize = h->length_size;
  size_t chain_size = h->words * h->word_size;
  unsigned shift = bs == 64 ? 6 : 7;
  size_t last, first, max_total, total, start, end, end_max, found, j, i;
  uint64_t bits;
  union sc_hmac_state running;
  uint8_t block[128], chain[64], inner[64];
  const uint8_t *words;
  int ok;

  if (ctx->tls_data_size < h->size)
    return 0;
  last = ctx->tls_data_size - h->size;
  first = last > 256 ? last - 256 : 0;
  found = ~mask_lt(length, first) & ~mask_lt(last, length);

  /* The message is the header and LENGTH bytes of DATA, after the
     block of the padded key: TOTAL bytes, at most MAX_TOTAL.  Its
     padding ends in block END (counted from the message's start), at
     most END_MAX; blocks before START are all message.  */
  total = SC_TLS_HEADER + length;
  max_total = SC_TLS_HEADER + last;
  start = (SC_TLS_HEADER + first) >> shift;
  end = (total + lsize) >> shift;
  end_max = (max_total + lsize) >> shift;
  bits = (uint64_t) (bs + total) << 3;

  running = ctx->key;
  if (start > 0)
    {
      h->update(&running, SC_TLS_HEADER, ctx->tls_header);
      h->update(&running, (start << shift) - SC_TLS_HEADER, data);
    }
  memset(chain, 0, sizeof(chain));
  for (j = start; j <= end_max; j++)
    {
      size_t last_block = mask_eq(j, end);

      for (i = 0; i < bs; i++)
	{
	  size_t p = (j << shift) + i;
	  uint8_t b = 0;

	  if (p < SC_TLS_HEADER)
	    b = ctx->tls_header[p];
	  else if (p < max_total)
	    b = data[p - SC_TLS_HEADER];
	  block[i] = (b & (uint8_t) mask_lt(p, total))
	    | (0x80 & (uint8_t) mask_eq(p, total));
	}
      /* The bit length, in the last LSIZE bytes (of which a 64-bit
	 count fills the low 8).  */
      for (i = 0; i < 8; i++)
	{
	  uint8_t b = bits >> (8 * i);
	  size_t at = h->little_endian ? bs - 8 + i : bs - 1 - i;
	  block[at] |= b & (uint8_t) last_block;
	}
      h->compress(&running, block);
      words = h->chain(&running);
      for (i = 0; i < chain_size; i++)
	chain[i] |= words[i] & (uint8_t) last_block;
    }

  /* The inner digest: the chaining words in the digest's byte order,
     the first h->size bytes of them.  */
  for (j = 0; j < h->words; j++)
    {
      uint64_t w;
      if (h->word_size == 4)
	{
	  uint32_t w32;
	  memcpy(&w32, chain + 4 * j, 4);
	  w = w32;
	}
      else
	memcpy(&w, chain + 8 * j, 8);
      for (i = 0; i < h->word_size; i++)
	inner[j * h->word_size + i]
	  = w >> (8 * (h->little_endian ? i : h->word_size - 1 - i));
    }
  ok = h->outer(&running, inner, ctx->tls_mac) == SYMCRYPT_OK;
  for (i = 0; i < h->size; i++)
    ctx->tls_mac[i] &= (uint8_t) found;
  OPENSSL_cleanse(&running, sizeof(running));
  OPENSSL_cleanse(block, sizeof(block));
  OPENSSL_cleanse(chain, sizeof(chain));
  OPENSSL_cleanse(inner, sizeof(inner));
  if (ok)
    ctx->tls_mac_size = h->size;
  return ok;
}

static int
sc_mac_update(void *vctx, const unsigned char *in, size_t inl)
{
  struct sc_mac_ctx *ctx = vctx;

  if (!ctx->started)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, NULL);
      return 0;
    }
  if (ctx->tls_data_size != 0)
    {
      /* The header first, then the record, once.  */
      if (!ctx->tls_header_set && inl == SC_TLS_HEADER)
	{
	  memcpy(ctx->tls_header, in, SC_TLS_HEADER);
	  ctx->tls_header_set = 1;
	  return 1;
	}
      if (!ctx->tls_header_set || ctx->tls_mac_size != 0
	  || !tls_record_mac(ctx, in, inl))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "not a TLS record");
	  return 0;
	}
      sc_count(ctx->prov, SC_HMAC, 0, ctx->tls_data_size);
      return 1;
    }
  ctx->hmac->update(&ctx->state, inl, in);
  sc_count(ctx->prov, SC_HMAC, 0, inl);
  return 1;
}

static int
sc_mac_final(void *vctx, unsigned char *out, size_t *outl, size_t outsize)
{
  struct sc_mac_ctx *ctx = vctx;

  if (!ctx->started)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, NULL);
      return 0;
    }
  if (outsize < ctx->hmac->size)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL,
	       "%zu bytes for a %zu-byte MAC", outsize, ctx->hmac->size);
      return 0;
    }
  if (ctx->tls_data_size != 0)
    {
      if (ctx->tls_mac_size == 0)
	{
	  sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no TLS record");
	  return 0;
	}
      memcpy(out, ctx->tls_mac, ctx->tls_mac_size);
    }
  else if (ctx->hmac->digest(&ctx->state, ctx->hmac->size, out)
	   != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, NULL);
      return 0;
    }
  ctx->started = 0;
  *outl = ctx->hmac->size;
  sc_count(ctx->prov, SC_HMAC, 1, 0);
  return 1;
}

/* size and block-size: those of the digest, 0 before it is set.  */
static int
sc_mac_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
  struct sc_mac_ctx *ctx = vctx;
  OSSL_PARAM *p;

  p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_SIZE);
  if (p != NULL
      && !OSSL_PARAM_set_size_t(p, ctx->hmac ? ctx->hmac->size : 0))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_BLOCK_SIZE);
  if (p != NULL
      && !OSSL_PARAM_set_size_t(p, ctx->hmac ? ctx->hmac->block_size : 0))
    return 0;
  return 1;
}

static const OSSL_PARAM sc_mac_gettable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_BLOCK_SIZE, NULL),
  OSSL_PARAM_END
};

/* The properties are taken and have no effect: the digest is always
   the library's.  */
static const OSSL_PARAM sc_mac_settable[] = {
  OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_DIGEST, NULL, 0),
  OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_PROPERTIES, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_TLS_DATA_SIZE, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_mac_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_mac_gettable;
}

static const OSSL_PARAM *
sc_mac_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_mac_settable;
}

static const OSSL_DISPATCH sc_hmac_functions[] = {
  { OSSL_FUNC_MAC_NEWCTX, (void (*)(void)) sc_mac_newctx },
  { OSSL_FUNC_MAC_DUPCTX, (void (*)(void)) sc_mac_dupctx },
  { OSSL_FUNC_MAC_FREECTX, (void (*)(void)) sc_mac_freectx },
  { OSSL_FUNC_MAC_INIT, (void (*)(void)) sc_mac_init },
  { OSSL_FUNC_MAC_UPDATE, (void (*)(void)) sc_mac_update },
  { OSSL_FUNC_MAC_FINAL, (void (*)(void)) sc_mac_final },
  { OSSL_FUNC_MAC_GET_CTX_PARAMS, (void (*)(void)) sc_mac_get_ctx_params },
  { OSSL_FUNC_MAC_GETTABLE_CTX_PARAMS,
    (void (*)(void)) sc_mac_gettable_ctx_params },
  { OSSL_FUNC_MAC_SET_CTX_PARAMS, (void (*)(void)) sc_mac_set_ctx_params },
  { OSSL_FUNC_MAC_SETTABLE_CTX_PARAMS,
    (void (*)(void)) sc_mac_settable_ctx_params },
  { 0, NULL }
};

const OSSL_ALGORITHM sc_mac_algorithms[] = {
  { "HMAC", "provider=symcrypt", sc_hmac_functions, NULL },
  { "KMAC-128:KMAC128:2.16.840.1.101.3.4.2.19", "provider=symcrypt",
    sc_kmac128_functions, NULL },
  { "KMAC-256:KMAC256:2.16.840.1.101.3.4.2.20", "provider=symcrypt",
    sc_kmac256_functions, NULL },
  { "POLY1305", "provider=symcrypt", sc_poly1305_functions, NULL },
  { "BLAKE2BMAC:1.3.6.1.4.1.1722.12.2.1", "provider=symcrypt",
    sc_blake2bmac_functions, NULL },
  { "BLAKE2SMAC:1.3.6.1.4.1.1722.12.2.2", "provider=symcrypt",
    sc_blake2smac_functions, NULL },
  { "CMAC", "provider=symcrypt", sc_cmac_functions, NULL },
  { "SIPHASH", "provider=symcrypt", sc_siphash_functions, NULL },
  { NULL, NULL, NULL, NULL }
};
