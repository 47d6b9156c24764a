/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* macs.c -- the provider's MACs other than HMAC: KMAC-128 and
   KMAC-256, Poly1305, BLAKE2BMAC and BLAKE2SMAC, CMAC over AES and
   SipHash, with the parameters, defaults and limits of OpenSSL 3.0's
   default provider:

   - KMAC: key (4 to 512 bytes), custom (at most 512 bytes), size
     (default 32 for KMAC-128, 64 for KMAC-256, at most 2^21 - 1), xof;
   - Poly1305: key (32 bytes, one message: init without a key after a
     message is refused);
   - BLAKE2BMAC, BLAKE2SMAC: key (1 to 64, 1 to 32 bytes), size (1 to
     64, 1 to 32; default the longest), custom and salt, which the
     library's BLAKE2 does not have: taken only when empty or all zero
     bytes (the same MAC), refused otherwise;
   - CMAC: cipher (AES-128-CBC, AES-192-CBC, AES-256-CBC under any of
     their names), then a key of its length;
   - SipHash: key (16 bytes), size (8 or 16, 0 for the default 16),
     c-rounds and d-rounds: 2 and 4 (the default, 0 for each) or 1 and
     3, the two the library has; others are refused at init.

   The library's KMAC and SipHash take the whole message in one call:
   the context gathers the message and computes the MAC at final.

   The context holds the key (CMAC's and Poly1305's in the library's
   state too): freectx and a new key wipe it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

/* OpenSSL's limits on KMAC's key, custom string and size.  */
#define SC_KMAC_MIN_KEY 4
#define SC_KMAC_MAX_KEY 512
#define SC_KMAC_MAX_CUSTOM 512
#define SC_KMAC_MAX_SIZE (0xFFFFFF / 8)

/* The longest key of these MACs: KMAC's.  */
#define SC_XMAC_MAX_KEY SC_KMAC_MAX_KEY

/* BLAKE2's salt and personalization (custom) are at most 16 bytes
   (BLAKE2b; 8 for BLAKE2s).  */
#define SC_BLAKE2_MAX_EXTRA 16

enum sc_xmac_kind
{
  SC_XMAC_KMAC128, SC_XMAC_KMAC256, SC_XMAC_POLY1305,
  SC_XMAC_BLAKE2B, SC_XMAC_BLAKE2S, SC_XMAC_CMAC, SC_XMAC_SIPHASH
};

union sc_xmac_state
{
  struct symcrypt_poly1305_ctx poly1305;
  struct symcrypt_blake2b_ctx blake2b;
  struct symcrypt_blake2s_ctx blake2s;
  struct symcrypt_aes128_cmac_ctx cmac128;
  struct symcrypt_aes192_cmac_ctx cmac192;
  struct symcrypt_aes256_cmac_ctx cmac256;
};

struct sc_xmac_ctx
{
  struct sc_provider *prov;
  enum sc_xmac_kind kind;
  enum sc_alg alg;		/* what it is counted under */
  size_t key_length;		/* 0: no key yet */
  uint8_t key[SC_XMAC_MAX_KEY];
  size_t size;			/* the MAC's length */
  int xof;			/* KMAC: the XOF form */
  size_t custom_length;		/* KMAC's custom string */
  uint8_t custom[SC_KMAC_MAX_CUSTOM];
  unsigned cmac_key_length;	/* CMAC: 16, 24 or 32; 0 before the cipher */
  unsigned c_rounds, d_rounds;	/* SipHash's, as set (0: the default) */
  int siphash13;		/* SipHash-1-3 for the message begun */
  int started;			/* init ran since the last final */
  int used;			/* Poly1305: a message began with the key */
  union sc_xmac_state state;	/* Poly1305, BLAKE2, CMAC */
  uint8_t *message;		/* KMAC, SipHash: the message so far */
  size_t message_length, message_allocated;
};

static void *
sc_xmac_newctx(void *provctx, enum sc_xmac_kind kind, enum sc_alg alg,
	       size_t size)
{
  struct sc_xmac_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    {
      sc_error(provctx, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  ctx->prov = provctx;
  ctx->kind = kind;
  ctx->alg = alg;
  ctx->size = size;
  return ctx;
}

static void *
sc_kmac128_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_KMAC128, SC_KMAC128, 32);
}

static void *
sc_kmac256_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_KMAC256, SC_KMAC256, 64);
}

static void *
sc_poly1305_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_POLY1305, SC_POLY1305,
			SYMCRYPT_POLY1305_DIGEST_SIZE);
}

static void *
sc_blake2bmac_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_BLAKE2B, SC_BLAKE2BMAC,
			SYMCRYPT_BLAKE2B_DIGEST_SIZE);
}

static void *
sc_blake2smac_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_BLAKE2S, SC_BLAKE2SMAC,
			SYMCRYPT_BLAKE2S_DIGEST_SIZE);
}

static void *
sc_cmac_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_CMAC, SC_CMAC,
			SYMCRYPT_AES_CMAC_DIGEST_SIZE);
}

static void *
sc_siphash_newctx(void *provctx)
{
  return sc_xmac_newctx(provctx, SC_XMAC_SIPHASH, SC_SIPHASH,
			SYMCRYPT_SIPHASH_128_DIGEST_SIZE);
}

static void
sc_xmac_freectx(void *vctx)
{
  struct sc_xmac_ctx *ctx = vctx;

  if (ctx == NULL)
    return;
  OPENSSL_clear_free(ctx->message, ctx->message_allocated);
  OPENSSL_clear_free(ctx, sizeof(*ctx));
}

static void *
sc_xmac_dupctx(void *vctx)
{
  struct sc_xmac_ctx *src = vctx;
  struct sc_xmac_ctx *copy = sc_dup(src->prov, src, sizeof(*src));

  if (copy == NULL)
    return NULL;
  copy->message = NULL;
  copy->message_allocated = 0;
  if (src->message_length != 0)
    {
      copy->message = OPENSSL_memdup(src->message, src->message_length);
      if (copy->message == NULL)
	{
	  sc_error(src->prov, SC_R_NO_MEMORY, NULL);
	  sc_xmac_freectx(copy);
	  return NULL;
	}
      copy->message_allocated = src->message_length;
    }
  return copy;
}

/* The longest key and MAC of a BLAKE2 context's kind.  */
static size_t
sc_blake2_max(const struct sc_xmac_ctx *ctx)
{
  return ctx->kind == SC_XMAC_BLAKE2B
    ? SYMCRYPT_BLAKE2B_KEY_SIZE : SYMCRYPT_BLAKE2S_KEY_SIZE;
}

/* Takes the key of LENGTH bytes at KEY, if its length is one the MAC
   takes; a new key starts no message.  */
static int
sc_xmac_set_key(struct sc_xmac_ctx *ctx, size_t length, const uint8_t *key)
{
  int good;

  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
    case SC_XMAC_KMAC256:
      good = length >= SC_KMAC_MIN_KEY && length <= SC_KMAC_MAX_KEY;
      break;
    case SC_XMAC_POLY1305:
      good = length == SYMCRYPT_POLY1305_KEY_SIZE;
      break;
    case SC_XMAC_BLAKE2B:
    case SC_XMAC_BLAKE2S:
      good = length >= 1 && length <= sc_blake2_max(ctx);
      break;
    case SC_XMAC_CMAC:
      if (ctx->cmac_key_length == 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "a key before the cipher");
	  return 0;
	}
      good = length == ctx->cmac_key_length;
      break;
    default:
      good = length == SYMCRYPT_SIPHASH_KEY_SIZE;
      break;
    }
  if (!good || (key == NULL && length != 0))
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "a %zu-byte key", length);
      return 0;
    }
  OPENSSL_cleanse(ctx->key, sizeof(ctx->key));
  memcpy(ctx->key, key, length);
  ctx->key_length = length;
  ctx->used = 0;
  ctx->started = 0;
  return 1;
}

/* The three CMACs the module has, under the names of their ciphers.  */
static const struct
{
  const char *names;
  unsigned key_length;
} cmac_ciphers[] = {
  { "AES-128-CBC:AES128", 16 },
  { "AES-192-CBC:AES192", 24 },
  { "AES-256-CBC:AES256", 32 }
};

/* Whether the LENGTH bytes at DATA are all zero: a BLAKE2 salt or
   personalization the library's BLAKE2 computes the same MAC with.  */
static int
sc_all_zero(const unsigned char *data, size_t length)
{
  unsigned char bits = 0;
  size_t i;

  for (i = 0; i < length; i++)
    bits |= data[i];
  return bits == 0;
}

/* An octet string parameter P of at most MAX bytes, to *DATA and
   *LENGTH; 0, with an error naming it, otherwise.  */
static int
sc_get_octets(struct sc_xmac_ctx *ctx, const OSSL_PARAM *p, size_t max,
	      const unsigned char **data, size_t *length)
{
  if (p->data_type != OSSL_PARAM_OCTET_STRING
      || (p->data == NULL && p->data_size != 0))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
      return 0;
    }
  if (p->data_size > max)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "%s of %zu bytes", p->key,
	       p->data_size);
      return 0;
    }
  *data = p->data;
  *length = p->data_size;
  return 1;
}

/* The size parameter: KMAC's at most SC_KMAC_MAX_SIZE, BLAKE2's from 1
   to the longest, SipHash's 8 or 16 (0 for 16).  */
static int
sc_xmac_set_size(struct sc_xmac_ctx *ctx, const OSSL_PARAM *p)
{
  size_t size;
  int good;

  if (!OSSL_PARAM_get_size_t(p, &size))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "size");
      return 0;
    }
  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
    case SC_XMAC_KMAC256:
      good = size <= SC_KMAC_MAX_SIZE;
      break;
    case SC_XMAC_BLAKE2B:
    case SC_XMAC_BLAKE2S:
      good = size >= 1 && size <= sc_blake2_max(ctx);
      break;
    default:
      if (size == 0)
	size = SYMCRYPT_SIPHASH_128_DIGEST_SIZE;
      good = size == SYMCRYPT_SIPHASH_DIGEST_SIZE
	|| size == SYMCRYPT_SIPHASH_128_DIGEST_SIZE;
      break;
    }
  if (!good)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "size %zu", size);
      return 0;
    }
  ctx->size = size;
  return 1;
}

static int
sc_xmac_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_xmac_ctx *ctx = vctx;
  const OSSL_PARAM *p;
  const unsigned char *data;
  size_t length;

  if (params == NULL)
    return 1;
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_CIPHER);
  if (p != NULL && ctx->kind == SC_XMAC_CMAC)
    {
      char name[80], *np = name;
      size_t i, n = sizeof(cmac_ciphers) / sizeof(cmac_ciphers[0]);

      if (!OSSL_PARAM_get_utf8_string(p, &np, sizeof(name)))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "cipher");
	  return 0;
	}
      for (i = 0; i < n; i++)
	if (sc_name_in(name, cmac_ciphers[i].names))
	  break;
      if (i == n)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "CMAC over %s", name);
	  return 0;
	}
      if (ctx->cmac_key_length != cmac_ciphers[i].key_length)
	{
	  /* A key for another cipher is no key for this one.  */
	  ctx->cmac_key_length = cmac_ciphers[i].key_length;
	  OPENSSL_cleanse(ctx->key, sizeof(ctx->key));
	  ctx->key_length = 0;
	  ctx->started = 0;
	}
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_XOF);
  if (p != NULL && (ctx->kind == SC_XMAC_KMAC128
		    || ctx->kind == SC_XMAC_KMAC256)
      && !OSSL_PARAM_get_int(p, &ctx->xof))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "xof");
      return 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_SIZE);
  if (p != NULL && ctx->kind != SC_XMAC_POLY1305 && ctx->kind != SC_XMAC_CMAC
      && !sc_xmac_set_size(ctx, p))
    return 0;
  if (ctx->kind == SC_XMAC_SIPHASH)
    {
      p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_C_ROUNDS);
      if (p != NULL && !OSSL_PARAM_get_uint(p, &ctx->c_rounds))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "c-rounds");
	  return 0;
	}
      p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_D_ROUNDS);
      if (p != NULL && !OSSL_PARAM_get_uint(p, &ctx->d_rounds))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "d-rounds");
	  return 0;
	}
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_KEY);
  if (p != NULL)
    {
      if (!sc_get_octets(ctx, p, SC_XMAC_MAX_KEY, &data, &length)
	  || !sc_xmac_set_key(ctx, length, data))
	return 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_CUSTOM);
  if (p != NULL && (ctx->kind == SC_XMAC_KMAC128
		    || ctx->kind == SC_XMAC_KMAC256))
    {
      if (!sc_get_octets(ctx, p, SC_KMAC_MAX_CUSTOM, &data, &length))
	return 0;
      memcpy(ctx->custom, data, length);
      ctx->custom_length = length;
    }
  if (ctx->kind == SC_XMAC_BLAKE2B || ctx->kind == SC_XMAC_BLAKE2S)
    {
      static const char *const extras[] = {
	OSSL_MAC_PARAM_CUSTOM, OSSL_MAC_PARAM_SALT
      };
      size_t max = ctx->kind == SC_XMAC_BLAKE2B
	? SC_BLAKE2_MAX_EXTRA : SC_BLAKE2_MAX_EXTRA / 2;
      unsigned i;

      for (i = 0; i < 2; i++)
	{
	  p = OSSL_PARAM_locate_const(params, extras[i]);
	  if (p == NULL)
	    continue;
	  if (!sc_get_octets(ctx, p, max, &data, &length))
	    return 0;
	  if (!sc_all_zero(data, length))
	    {
	      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
		       "%s: the library's BLAKE2 has none", extras[i]);
	      return 0;
	    }
	}
    }
  return 1;
}

/* Sets the parameters, then the key if KEY is not NULL, and starts a
   message with the key.  */
static int
sc_xmac_init(void *vctx, const unsigned char *key, size_t keylen,
	     const OSSL_PARAM params[])
{
  struct sc_xmac_ctx *ctx = vctx;
  int ok = 1;

  if (!sc_xmac_set_ctx_params(ctx, params))
    return 0;
  if (key != NULL && !sc_xmac_set_key(ctx, keylen, key))
    return 0;
  if (ctx->key_length == 0)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
    case SC_XMAC_KMAC256:
      ctx->message_length = 0;
      break;
    case SC_XMAC_POLY1305:
      /* A Poly1305 key authenticates one message.  */
      if (ctx->used)
	{
	  sc_error(ctx->prov, SC_R_NO_KEY, "Poly1305 takes a key per message");
	  return 0;
	}
      symcrypt_poly1305_set_key(&ctx->state.poly1305, ctx->key);
      break;
    case SC_XMAC_BLAKE2B:
      ok = symcrypt_blake2b_init(&ctx->state.blake2b, ctx->size,
				 ctx->key_length, ctx->key) == SYMCRYPT_OK;
      break;
    case SC_XMAC_BLAKE2S:
      ok = symcrypt_blake2s_init(&ctx->state.blake2s, ctx->size,
				 ctx->key_length, ctx->key) == SYMCRYPT_OK;
      break;
    case SC_XMAC_CMAC:
      if (ctx->cmac_key_length == 16)
	symcrypt_aes128_cmac_set_key(&ctx->state.cmac128, ctx->key);
      else if (ctx->cmac_key_length == 24)
	symcrypt_aes192_cmac_set_key(&ctx->state.cmac192, ctx->key);
      else
	symcrypt_aes256_cmac_set_key(&ctx->state.cmac256, ctx->key);
      break;
    case SC_XMAC_SIPHASH:
      {
	unsigned c = ctx->c_rounds ? ctx->c_rounds : 2;
	unsigned d = ctx->d_rounds ? ctx->d_rounds : 4;

	if (!((c == 2 && d == 4) || (c == 1 && d == 3)))
	  {
	    sc_error(ctx->prov, SC_R_BAD_PARAMETER,
		     "SipHash-%u-%u: the library has 2-4 and 1-3", c, d);
	    return 0;
	  }
	ctx->siphash13 = c == 1;
	ctx->message_length = 0;
      }
      break;
    }
  if (!ok)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, NULL);
      return 0;
    }
  ctx->started = 1;
  return 1;
}

/* Appends LENGTH bytes at DATA to the message gathered.  */
static int
sc_xmac_gather(struct sc_xmac_ctx *ctx, const unsigned char *data,
	       size_t length)
{
  if (length > ctx->message_allocated - ctx->message_length)
    {
      size_t allocated = ctx->message_allocated * 2;
      uint8_t *message;

      if (length > SIZE_MAX / 2 - ctx->message_length)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "message");
	  return 0;
	}
      if (allocated < ctx->message_length + length)
	allocated = ctx->message_length + length;
      if (allocated < 256)
	allocated = 256;
      message = OPENSSL_clear_realloc(ctx->message, ctx->message_allocated,
				      allocated);
      if (message == NULL)
	{
	  sc_error(ctx->prov, SC_R_NO_MEMORY, NULL);
	  return 0;
	}
      ctx->message = message;
      ctx->message_allocated = allocated;
    }
  if (length != 0)
    memcpy(ctx->message + ctx->message_length, data, length);
  ctx->message_length += length;
  return 1;
}

static int
sc_xmac_update(void *vctx, const unsigned char *in, size_t inl)
{
  struct sc_xmac_ctx *ctx = vctx;

  if (!ctx->started)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, NULL);
      return 0;
    }
  if (in == NULL && inl != 0)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no data");
      return 0;
    }
  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
    case SC_XMAC_KMAC256:
    case SC_XMAC_SIPHASH:
      if (!sc_xmac_gather(ctx, in, inl))
	return 0;
      break;
    case SC_XMAC_POLY1305:
      ctx->used = 1;
      symcrypt_poly1305_update(&ctx->state.poly1305, inl, in);
      break;
    case SC_XMAC_BLAKE2B:
      symcrypt_blake2b_update(&ctx->state.blake2b, inl, in);
      break;
    case SC_XMAC_BLAKE2S:
      symcrypt_blake2s_update(&ctx->state.blake2s, inl, in);
      break;
    case SC_XMAC_CMAC:
      if (ctx->cmac_key_length == 16)
	symcrypt_aes128_cmac_update(&ctx->state.cmac128, inl, in);
      else if (ctx->cmac_key_length == 24)
	symcrypt_aes192_cmac_update(&ctx->state.cmac192, inl, in);
      else
	symcrypt_aes256_cmac_update(&ctx->state.cmac256, inl, in);
      break;
    }
  sc_count(ctx->prov, ctx->alg, 0, inl);
  return 1;
}

static int
sc_xmac_final(void *vctx, unsigned char *out, size_t *outl, size_t outsize)
{
  struct sc_xmac_ctx *ctx = vctx;
  int result = SYMCRYPT_OK;

  if (!ctx->started)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, NULL);
      return 0;
    }
  if (outsize < ctx->size)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL,
	       "%zu bytes for a %zu-byte MAC", outsize, ctx->size);
      return 0;
    }
  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
      result = (ctx->xof ? symcrypt_kmacxof128 : symcrypt_kmac128)
	(ctx->key_length, ctx->key, ctx->custom_length, ctx->custom,
	 ctx->message_length, ctx->message, ctx->size, out);
      break;
    case SC_XMAC_KMAC256:
      result = (ctx->xof ? symcrypt_kmacxof256 : symcrypt_kmac256)
	(ctx->key_length, ctx->key, ctx->custom_length, ctx->custom,
	 ctx->message_length, ctx->message, ctx->size, out);
      break;
    case SC_XMAC_POLY1305:
      ctx->used = 1;
      symcrypt_poly1305_digest(&ctx->state.poly1305, out);
      break;
    case SC_XMAC_BLAKE2B:
      symcrypt_blake2b_digest(&ctx->state.blake2b, out);
      break;
    case SC_XMAC_BLAKE2S:
      symcrypt_blake2s_digest(&ctx->state.blake2s, out);
      break;
    case SC_XMAC_CMAC:
      if (ctx->cmac_key_length == 16)
	result = symcrypt_aes128_cmac_digest(&ctx->state.cmac128,
					     ctx->size, out);
      else if (ctx->cmac_key_length == 24)
	result = symcrypt_aes192_cmac_digest(&ctx->state.cmac192,
					     ctx->size, out);
      else
	result = symcrypt_aes256_cmac_digest(&ctx->state.cmac256,
					     ctx->size, out);
      break;
    case SC_XMAC_SIPHASH:
      if (ctx->size == SYMCRYPT_SIPHASH_DIGEST_SIZE)
	(ctx->siphash13 ? symcrypt_siphash13 : symcrypt_siphash24)
	  (ctx->key, ctx->message_length, ctx->message, out);
      else
	(ctx->siphash13 ? symcrypt_siphash13_128 : symcrypt_siphash24_128)
	  (ctx->key, ctx->message_length, ctx->message, out);
      break;
    }
  if (result != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, NULL);
      return 0;
    }
  ctx->started = 0;
  *outl = ctx->size;
  sc_count(ctx->prov, ctx->alg, 1, 0);
  return 1;
}

/* size: the MAC's length; block-size: the input block of the function
   under the MAC (KMAC: its Keccak rate); SipHash's c-rounds and
   d-rounds as they will run.  */
static int
sc_xmac_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
  struct sc_xmac_ctx *ctx = vctx;
  OSSL_PARAM *p;
  size_t block_size = 0;

  p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_SIZE);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, ctx->size))
    return 0;
  switch (ctx->kind)
    {
    case SC_XMAC_KMAC128:
      block_size = SYMCRYPT_SHAKE128_BLOCK_SIZE;
      break;
    case SC_XMAC_KMAC256:
      block_size = SYMCRYPT_SHAKE256_BLOCK_SIZE;
      break;
    case SC_XMAC_BLAKE2B:
      block_size = SYMCRYPT_BLAKE2B_BLOCK_SIZE;
      break;
    case SC_XMAC_BLAKE2S:
      block_size = SYMCRYPT_BLAKE2S_BLOCK_SIZE;
      break;
    case SC_XMAC_CMAC:
      block_size = SYMCRYPT_AES_BLOCK_SIZE;
      break;
    case SC_XMAC_SIPHASH:
      p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_C_ROUNDS);
      if (p != NULL && !OSSL_PARAM_set_uint(p, ctx->c_rounds
					    ? ctx->c_rounds : 2))
	return 0;
      p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_D_ROUNDS);
      if (p != NULL && !OSSL_PARAM_set_uint(p, ctx->d_rounds
					    ? ctx->d_rounds : 4))
	return 0;
      break;
    case SC_XMAC_POLY1305:
      break;
    }
  p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_BLOCK_SIZE);
  if (p != NULL && block_size != 0 && !OSSL_PARAM_set_size_t(p, block_size))
    return 0;
  return 1;
}

/* What each MAC takes and tells, as the default provider's.  */
static const OSSL_PARAM kmac_settable[] = {
  OSSL_PARAM_int(OSSL_MAC_PARAM_XOF, NULL),
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_CUSTOM, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM poly1305_settable[] = {
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM blake2_settable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_CUSTOM, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_SALT, NULL, 0),
  OSSL_PARAM_END
};

/* The properties are taken and have no effect: the cipher is always
   the library's.  */
static const OSSL_PARAM cmac_settable[] = {
  OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_CIPHER, NULL, 0),
  OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_PROPERTIES, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM siphash_settable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
  OSSL_PARAM_uint(OSSL_MAC_PARAM_C_ROUNDS, NULL),
  OSSL_PARAM_uint(OSSL_MAC_PARAM_D_ROUNDS, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sizes_gettable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_BLOCK_SIZE, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM poly1305_gettable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM siphash_gettable[] = {
  OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
  OSSL_PARAM_uint(OSSL_MAC_PARAM_C_ROUNDS, NULL),
  OSSL_PARAM_uint(OSSL_MAC_PARAM_D_ROUNDS, NULL),
  OSSL_PARAM_END
};

#define SC_XMAC_PARAMS(name, settable, gettable)			\
  static const OSSL_PARAM *						\
  name##_settable_ctx_params(void *vctx, void *provctx)		\
  {									\
    return settable;							\
  }									\
  static const OSSL_PARAM *						\
  name##_gettable_ctx_params(void *vctx, void *provctx)		\
  {									\
    return gettable;							\
  }

SC_XMAC_PARAMS(kmac, kmac_settable, sizes_gettable)
SC_XMAC_PARAMS(poly1305, poly1305_settable, poly1305_gettable)
SC_XMAC_PARAMS(blake2, blake2_settable, sizes_gettable)
SC_XMAC_PARAMS(cmac, cmac_settable, sizes_gettable)
SC_XMAC_PARAMS(siphash, siphash_settable, siphash_gettable)

#define SC_XMAC_FUNCTIONS(name, newctx, params)				\
  const OSSL_DISPATCH sc_##name##_functions[] = {			\
    { OSSL_FUNC_MAC_NEWCTX, (void (*)(void)) newctx },			\
    { OSSL_FUNC_MAC_DUPCTX, (void (*)(void)) sc_xmac_dupctx },		\
    { OSSL_FUNC_MAC_FREECTX, (void (*)(void)) sc_xmac_freectx },	\
    { OSSL_FUNC_MAC_INIT, (void (*)(void)) sc_xmac_init },		\
    { OSSL_FUNC_MAC_UPDATE, (void (*)(void)) sc_xmac_update },		\
    { OSSL_FUNC_MAC_FINAL, (void (*)(void)) sc_xmac_final },		\
    { OSSL_FUNC_MAC_GET_CTX_PARAMS,					\
      (void (*)(void)) sc_xmac_get_ctx_params },			\
    { OSSL_FUNC_MAC_GETTABLE_CTX_PARAMS,				\
      (void (*)(void)) params##_gettable_ctx_params },			\
    { OSSL_FUNC_MAC_SET_CTX_PARAMS,					\
      (void (*)(void)) sc_xmac_set_ctx_params },			\
    { OSSL_FUNC_MAC_SETTABLE_CTX_PARAMS,				\
      (void (*)(void)) params##_settable_ctx_params },			\
    { 0, NULL }								\
  };

SC_XMAC_FUNCTIONS(kmac128, sc_kmac128_newctx, kmac)
SC_XMAC_FUNCTIONS(kmac256, sc_kmac256_newctx, kmac)
SC_XMAC_FUNCTIONS(poly1305, sc_poly1305_newctx, poly1305)
SC_XMAC_FUNCTIONS(blake2bmac, sc_blake2bmac_newctx, blake2)
SC_XMAC_FUNCTIONS(blake2smac, sc_blake2smac_newctx, blake2)
SC_XMAC_FUNCTIONS(cmac, sc_cmac_newctx, cmac)
SC_XMAC_FUNCTIONS(siphash, sc_siphash_newctx, siphash)
