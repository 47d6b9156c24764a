/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* modes.c -- the provider's AES modes whose message comes whole in one
   update: AES-128-XTS and AES-256-XTS (IEEE 1619),
   AES-{128,192,256}-WRAP and -WRAP-PAD (RFC 3394, RFC 5649),
   AES-{128,192,256}-CCM (SP 800-38C), AES-128-OCB and AES-256-OCB
   (RFC 7253; the library has no OCB for AES-192), under the names
   OpenSSL's default provider registers for them, and AES-128-GCM-SIV
   and AES-256-GCM-SIV (RFC 8452) under the names OpenSSL 3.2 gave
   them.

   As in the default provider, each update is one message: for XTS a
   data unit of 16 bytes to 2^20 blocks under the IV as its tweak (the
   IV stays, so that the next update is another unit under the same
   tweak), for key wrap the whole key data, wrapped or unwrapped; final
   writes nothing.  Each update counts as one message.

   CCM follows EVP's CCM shape, which the library's one-shot seal and
   open fit: the IV (7 to 13 bytes, its length set first), decrypting
   the tag, an update with IN and OUT NULL giving the message's length
   (needed before associated data, as in the default provider), the
   associated data in updates with OUT NULL (kept, in pieces if need
   be, until the message), the message in one update, which seals or
   opens it (decrypting, a wrong tag fails that update and writes
   zeros), final, and the tag got after encrypting.  The library writes
   the tag after the ciphertext and reads it there, so the message
   passes through a buffer of its length and the tag's.  The IV serves
   one message.  TLS 1.2's CCM records are refused, so that such a
   connection fails rather than goes wrong.

   OCB takes the same shape less the length: the IV (1 to 15 bytes,
   default 12), the tag's length (1 to 16, default 16), the associated
   data in updates with OUT NULL, kept until the message.  The
   library's OCB seals and opens a whole message, so the module takes
   the message in one update, where the default provider takes it in
   any number: a second update of message is refused, not cut wrong.
   Decrypting, the tag must be set before that update (the default
   provider also takes it after); a wrong tag writes zeros and fails
   final, where the default provider fails too.

   GCM-SIV takes OCB's shape with a 12-byte nonce and a 16-byte tag,
   both fixed, as OpenSSL 3.2's provider does; it too takes the
   message in one update.

   Where the library is stricter than the default provider, the module
   follows the library: an XTS key whose halves are equal is refused
   in both directions (SP 800-38E; the default provider lets it
   decrypt), and key wrap takes only the standards' default IVs and at
   most SYMCRYPT_AES_KEYWRAP_MAX_SIZE bytes of key data.  The context
   holds the key (to set the round keys again when init changes the
   direction without a key): freectx and a change of key wipe it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

/* XTS's longest data unit (IEEE 1619-2018, SP 800-38E), as the
   default provider's.  */
#define SC_XTS_MAX_LENGTH ((size_t) 16 << 20)

/* GCM-SIV's mode number, which OpenSSL's headers have since 3.2.  */
#ifndef EVP_CIPH_GCM_SIV_MODE
# define EVP_CIPH_GCM_SIV_MODE 0x10005
#endif

enum sc_mode_kind
{
  SC_XTS, SC_WRAP, SC_WRAP_PAD, SC_CCM, SC_OCB, SC_GCM_SIV
};

/* One cipher: what it counts under, its kind and key size in bits (of
   AES: XTS's key is two of them), its sizes as OpenSSL gives them.  */
struct sc_mode
{
  enum sc_alg alg;
  enum sc_mode_kind kind;
  unsigned bits;
  unsigned mode;		/* EVP_CIPH_*_MODE */
  size_t key_length, iv_length, block_size;
};

struct sc_mode_ctx
{
  struct sc_provider *prov;
  const struct sc_mode *mode;
  int enc;			/* encrypting */
  int keyed;			/* KEY is set, and the round keys for ENC */
  int iv_set;			/* the IV (XTS's tweak, an AEAD's nonce) */
  /* The AEADs (CCM, OCB, GCM-SIV): the nonce's and the tag's lengths,
     CCM's message length once given (LENGTH_SET), the tag set to
     compare (TAG_SET), the associated data so far, and the message's
     state: 0 to come, 1 done, -1 failed.  */
  size_t iv_length, tag_length, length;
  int length_set, tag_set, done;
  uint8_t *ad;
  size_t ad_length, ad_size;
  uint8_t tag[16];
  uint8_t key[64];
  uint8_t iv[16];
  union
  {
    struct symcrypt_aes128_xts_ctx xts128;
    struct symcrypt_aes256_xts_ctx xts256;
    struct symcrypt_aes128_ctx aes128;
    struct symcrypt_aes192_ctx aes192;
    struct symcrypt_aes256_ctx aes256;
    struct symcrypt_aes128_ocb_key ocb128;
    struct symcrypt_aes256_ocb_key ocb256;
    struct symcrypt_aes128_gcm_siv_key gcm_siv128;
    struct symcrypt_aes256_gcm_siv_key gcm_siv256;
  } s;
};

/* The default IVs of RFC 3394 and RFC 5649 (the latter's first half:
   the second is the length).  */
static const uint8_t wrap_iv[8] = {
  0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6
};
static const uint8_t wrap_pad_iv[4] = { 0xa6, 0x59, 0x59, 0xa6 };

/* Whether M is an AEAD (CCM, OCB, GCM-SIV).  */
static int
is_aead(const struct sc_mode *m)
{
  return m->kind == SC_CCM || m->kind == SC_OCB || m->kind == SC_GCM_SIV;
}

static void *
sc_mode_newctx(void *provctx, const struct sc_mode *mode)
{
  struct sc_mode_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    {
      sc_error(provctx, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  ctx->prov = provctx;
  ctx->mode = mode;
  ctx->enc = 1;
  /* CCM's defaults, as the default provider's: a 7-byte nonce, a
     12-byte tag; OCB's and GCM-SIV's: 12 and 16.  */
  ctx->iv_length = mode->kind == SC_CCM ? 7 : mode->iv_length;
  ctx->tag_length = mode->kind == SC_CCM ? 12 : 16;
  return ctx;
}

static void
sc_mode_freectx(void *vctx)
{
  struct sc_mode_ctx *ctx = vctx;

  if (ctx != NULL)
    OPENSSL_clear_free(ctx->ad, ctx->ad_size);
  OPENSSL_clear_free(vctx, sizeof(struct sc_mode_ctx));
}

static void *
sc_mode_dupctx(void *vctx)
{
  struct sc_mode_ctx *src = vctx;
  struct sc_mode_ctx *copy = sc_dup(src->prov, src, sizeof(*src));

  /* The associated data: a copy of its own.  */
  if (copy != NULL && src->ad != NULL)
    {
      copy->ad = OPENSSL_memdup(src->ad, src->ad_size);
      if (copy->ad == NULL)
	{
	  sc_error(src->prov, SC_R_NO_MEMORY, NULL);
	  OPENSSL_clear_free(copy, sizeof(*copy));
	  return NULL;
	}
    }
  return copy;
}

/* The round keys for the direction of CTX (CCM: encryption's, for
   both), from its KEY: SYMCRYPT_OK, or the library's refusal of an XTS
   key of equal halves.  */
static int
set_keys(struct sc_mode_ctx *ctx)
{
  const struct sc_mode *m = ctx->mode;
  int enc = ctx->enc || m->kind == SC_CCM;

  OPENSSL_cleanse(&ctx->s, sizeof(ctx->s));
  if (m->kind == SC_OCB)
    {
      if (m->bits == 128)
	symcrypt_aes128_ocb_set_key(&ctx->s.ocb128, ctx->key);
      else
	symcrypt_aes256_ocb_set_key(&ctx->s.ocb256, ctx->key);
      return SYMCRYPT_OK;
    }
  if (m->kind == SC_GCM_SIV)
    {
      if (m->bits == 128)
	symcrypt_aes128_gcm_siv_set_key(&ctx->s.gcm_siv128, ctx->key);
      else
	symcrypt_aes256_gcm_siv_set_key(&ctx->s.gcm_siv256, ctx->key);
      return SYMCRYPT_OK;
    }
  if (m->kind == SC_XTS)
    {
      if (m->bits == 128)
	return (ctx->enc ? symcrypt_aes128_xts_set_encrypt_key
		: symcrypt_aes128_xts_set_decrypt_key) (&ctx->s.xts128,
							ctx->key);
      return (ctx->enc ? symcrypt_aes256_xts_set_encrypt_key
	      : symcrypt_aes256_xts_set_decrypt_key) (&ctx->s.xts256,
						      ctx->key);
    }
  switch (m->bits)
    {
    case 128:
      (enc ? symcrypt_aes128_set_encrypt_key
       : symcrypt_aes128_set_decrypt_key) (&ctx->s.aes128, ctx->key);
      break;
    case 192:
      (enc ? symcrypt_aes192_set_encrypt_key
       : symcrypt_aes192_set_decrypt_key) (&ctx->s.aes192, ctx->key);
      break;
    default:
      (enc ? symcrypt_aes256_set_encrypt_key
       : symcrypt_aes256_set_decrypt_key) (&ctx->s.aes256, ctx->key);
      break;
    }
  return SYMCRYPT_OK;
}

static int sc_mode_set_ctx_params(void *vctx, const OSSL_PARAM params[]);

/* einit and dinit: the IV, the key (or, without one, the round keys
   of the key set before for the new direction), then the
   parameters.  */
static int
sc_mode_init(struct sc_mode_ctx *ctx, int enc, const unsigned char *key,
	     size_t keylen, const unsigned char *iv, size_t ivlen,
	     const OSSL_PARAM params[])
{
  const struct sc_mode *m = ctx->mode;
  int direction_changed = ctx->enc != enc;

  ctx->enc = enc;
  if (iv != NULL)
    {
      if (ivlen != ctx->iv_length)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "a %zu-byte IV", ivlen);
	  return 0;
	}
      /* The library's key wrap has the standards' IVs only.  */
      if ((m->kind == SC_WRAP || m->kind == SC_WRAP_PAD)
	  && memcmp(iv, m->kind == SC_WRAP ? wrap_iv : wrap_pad_iv,
		    ivlen) != 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER,
		   "only the default IV of key wrap is offered");
	  return 0;
	}
      memcpy(ctx->iv, iv, ivlen);
      ctx->iv_set = 1;
    }
  else if (is_aead(m) && ctx->done != 0)
    /* The nonce is spent: the next message needs another.  */
    ctx->iv_set = 0;
  if (is_aead(m))
    {
      ctx->done = 0;
      ctx->length_set = 0;
      ctx->ad_length = 0;
    }
  if (key != NULL)
    {
      if (keylen != m->key_length)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "a %zu-byte key for %zu",
		   keylen, m->key_length);
	  return 0;
	}
      OPENSSL_cleanse(ctx->key, sizeof(ctx->key));
      memcpy(ctx->key, key, keylen);
      ctx->keyed = 1;
    }
  if (ctx->keyed && (key != NULL || direction_changed)
      && set_keys(ctx) != SYMCRYPT_OK)
    {
      ctx->keyed = 0;
      OPENSSL_cleanse(ctx->key, sizeof(ctx->key));
      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
	       "an XTS key whose halves are equal");
      return 0;
    }
  return sc_mode_set_ctx_params(ctx, params);
}

static int
sc_mode_einit(void *vctx, const unsigned char *key, size_t keylen,
	      const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
  return sc_mode_init(vctx, 1, key, keylen, iv, ivlen, params);
}

static int
sc_mode_dinit(void *vctx, const unsigned char *key, size_t keylen,
	      const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
  return sc_mode_init(vctx, 0, key, keylen, iv, ivlen, params);
}

/* One XTS data unit of INL bytes under the IV.  */
static int
xts_update(struct sc_mode_ctx *ctx, unsigned char *out, size_t *outl,
	   size_t outsize, const unsigned char *in, size_t inl)
{
  int r;

  if (!ctx->iv_set)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no IV");
      return 0;
    }
  if (inl < 16 || inl > SC_XTS_MAX_LENGTH)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH,
	       "an XTS data unit of %zu bytes", inl);
      return 0;
    }
  if (out == NULL || outsize < inl)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
      return 0;
    }
  if (ctx->mode->bits == 128)
    r = (ctx->enc ? symcrypt_aes128_xts_encrypt : symcrypt_aes128_xts_decrypt)
      (&ctx->s.xts128, ctx->iv, inl, out, in);
  else
    r = (ctx->enc ? symcrypt_aes256_xts_encrypt : symcrypt_aes256_xts_decrypt)
      (&ctx->s.xts256, ctx->iv, inl, out, in);
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  *outl = inl;
  return 1;
}

/* The library's wrap or unwrap of one key size, as the direction and
   the kind say.  */
static int
wrap(struct sc_mode_ctx *ctx, size_t length, uint8_t *dst, size_t *dst_length,
     const uint8_t *src)
{
  int pad = ctx->mode->kind == SC_WRAP_PAD;

#define SC_WRAP_CASE(bits)						\
  case bits:								\
    if (ctx->enc)							\
      return (pad ? symcrypt_aes##bits##_keywrap_pad			\
	      : symcrypt_aes##bits##_keywrap) (&ctx->s.aes##bits, length, \
					       dst, src);		\
    if (pad)								\
      return symcrypt_aes##bits##_keyunwrap_pad(&ctx->s.aes##bits, length, \
						dst, dst_length, src);	\
    return symcrypt_aes##bits##_keyunwrap(&ctx->s.aes##bits, length,	\
					  dst, src);

  switch (ctx->mode->bits)
    {
      SC_WRAP_CASE(128)
      SC_WRAP_CASE(192)
      SC_WRAP_CASE(256)
    }
#undef SC_WRAP_CASE
  return SYMCRYPT_EINVAL;
}

/* Key wrap: INL bytes of key data wrapped, or INL bytes unwrapped.
   With OUT NULL, the length it would write (unwrapping with padding:
   the most).  The room is checked as the default provider checks it,
   OUTSIZE at least INL: EVP gives the update INL + 8 bytes of room,
   while wrapping with padding may write up to INL + 15, which EVP's
   manual tells the caller to have.  */
static int
wrap_update(struct sc_mode_ctx *ctx, unsigned char *out, size_t *outl,
	    size_t outsize, const unsigned char *in, size_t inl)
{
  int pad = ctx->mode->kind == SC_WRAP_PAD;
  size_t length;
  int r;

  if (ctx->enc ? (pad ? inl < 1 : inl < 16 || inl % 8 != 0)
      : inl < (pad ? 16 : 24) || inl % 8 != 0)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "%zu bytes to %s", inl,
	       ctx->enc ? "wrap" : "unwrap");
      return 0;
    }
  if ((ctx->enc ? inl : inl - 8) > SYMCRYPT_AES_KEYWRAP_MAX_SIZE)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH,
	       "more than %u bytes of key data",
	       (unsigned) SYMCRYPT_AES_KEYWRAP_MAX_SIZE);
      return 0;
    }
  length = ctx->enc ? (inl + 7) / 8 * 8 + 8 : inl - 8;
  if (out == NULL)
    {
      *outl = length;
      return 1;
    }
  if (outsize < inl)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
      return 0;
    }
  r = wrap(ctx, inl, out, &length, in);
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, r == SYMCRYPT_EAUTH ? SC_R_BAD_DECRYPT
	       : SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  *outl = length;
  return 1;
}

/* The library's CCM, OCB or GCM-SIV seal or open of LENGTH bytes at
   SRC (open: the tag included) into DST.  */
static int
aead_crypt(struct sc_mode_ctx *ctx, size_t length, uint8_t *dst,
	   const uint8_t *src)
{
  if (ctx->mode->kind == SC_GCM_SIV)
    {
      if (ctx->mode->bits == 128)
	return (ctx->enc ? symcrypt_aes128_gcm_siv_seal
		: symcrypt_aes128_gcm_siv_open) (&ctx->s.gcm_siv128, ctx->iv,
						 ctx->ad_length, ctx->ad,
						 length, dst, src);
      return (ctx->enc ? symcrypt_aes256_gcm_siv_seal
	      : symcrypt_aes256_gcm_siv_open) (&ctx->s.gcm_siv256, ctx->iv,
					       ctx->ad_length, ctx->ad,
					       length, dst, src);
    }
  if (ctx->mode->kind == SC_OCB)
    {
      if (ctx->mode->bits == 128)
	return (ctx->enc ? symcrypt_aes128_ocb_seal : symcrypt_aes128_ocb_open)
	  (&ctx->s.ocb128, ctx->iv_length, ctx->iv, ctx->ad_length, ctx->ad,
	   ctx->tag_length, length, dst, src);
      return (ctx->enc ? symcrypt_aes256_ocb_seal : symcrypt_aes256_ocb_open)
	(&ctx->s.ocb256, ctx->iv_length, ctx->iv, ctx->ad_length, ctx->ad,
	 ctx->tag_length, length, dst, src);
    }

#define SC_CCM_CASE(bits)						\
  case bits:								\
    return (ctx->enc ? symcrypt_aes##bits##_ccm_seal			\
	    : symcrypt_aes##bits##_ccm_open) (&ctx->s.aes##bits,	\
					      ctx->iv_length, ctx->iv,	\
					      ctx->ad_length, ctx->ad,	\
					      ctx->tag_length, length,	\
					      dst, src);

  switch (ctx->mode->bits)
    {
      SC_CCM_CASE(128)
      SC_CCM_CASE(192)
      SC_CCM_CASE(256)
    }
#undef SC_CCM_CASE
  return SYMCRYPT_EINVAL;
}

/* An AEAD's message, INL bytes: sealed, its tag kept, or opened
   against the tag set.  A wrong tag fails CCM's update; OCB's and
   GCM-SIV's write zeros and leave the failure to final.  */
static int
aead_message(struct sc_mode_ctx *ctx, unsigned char *out,
	    const unsigned char *in, size_t inl)
{
  size_t total = inl + ctx->tag_length;
  uint8_t *buffer;
  int r;

  if (ctx->length_set && inl != ctx->length)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "%zu bytes where %zu were set",
	       inl, ctx->length);
      return 0;
    }
  if (!ctx->enc && !ctx->tag_set)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no tag to compare");
      return 0;
    }
  if (total < inl || (buffer = OPENSSL_malloc(total ? total : 1)) == NULL)
    {
      sc_error(ctx->prov, SC_R_NO_MEMORY, NULL);
      return 0;
    }
  ctx->done = -1;
  if (ctx->enc)
    {
      r = aead_crypt(ctx, inl, buffer, in);
      if (r == SYMCRYPT_OK)
	{
	  if (inl != 0)
	    memcpy(out, buffer, inl);
	  memcpy(ctx->tag, buffer + inl, ctx->tag_length);
	}
    }
  else
    {
      if (inl != 0)
	memcpy(buffer, in, inl);
      memcpy(buffer + inl, ctx->tag, ctx->tag_length);
      r = aead_crypt(ctx, total, out, buffer);
    }
  OPENSSL_clear_free(buffer, total ? total : 1);
  if (r == SYMCRYPT_EAUTH && ctx->mode->kind != SC_CCM)
    return 1;
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, r == SYMCRYPT_EAUTH ? SC_R_BAD_DECRYPT
	       : SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  ctx->done = 1;
  sc_count(ctx->prov, ctx->mode->alg, 1, inl);
  return 1;
}

/* An AEAD's update: the message's length (CCM: IN and OUT
   NULL), associated data (OUT NULL) or the message.  */
static int
aead_update(struct sc_mode_ctx *ctx, unsigned char *out, size_t *outl,
	   size_t outsize, const unsigned char *in, size_t inl)
{
  if (!ctx->iv_set)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no IV for this message");
      return 0;
    }
  if (ctx->done != 0)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED,
	       "the message came whole in an update before");
      return 0;
    }
  if (out == NULL && in == NULL && ctx->mode->kind == SC_CCM)
    {
      ctx->length = inl;
      ctx->length_set = 1;
    }
  else if (out == NULL)
    {
      if (in == NULL && inl != 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no input");
	  return 0;
	}
      if (ctx->mode->kind == SC_CCM && !ctx->length_set && inl != 0)
	{
	  sc_error(ctx->prov, SC_R_NOT_INITIALIZED,
		   "associated data before the message's length");
	  return 0;
	}
      if (ctx->ad_size - ctx->ad_length < inl)
	{
	  size_t size = ctx->ad_length + inl;
	  uint8_t *ad;
	  if (size < inl || (ad = OPENSSL_malloc(size)) == NULL)
	    {
	      sc_error(ctx->prov, SC_R_NO_MEMORY, NULL);
	      return 0;
	    }
	  if (ctx->ad_length != 0)
	    memcpy(ad, ctx->ad, ctx->ad_length);
	  OPENSSL_clear_free(ctx->ad, ctx->ad_size);
	  ctx->ad = ad;
	  ctx->ad_size = size;
	}
      if (inl != 0)
	memcpy(ctx->ad + ctx->ad_length, in, inl);
      ctx->ad_length += inl;
    }
  else
    {
      if (outsize < inl)
	{
	  sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
	  return 0;
	}
      if (!aead_message(ctx, out, in, inl))
	return 0;
    }
  *outl = inl;
  return 1;
}

static int
sc_mode_update(void *vctx, unsigned char *out, size_t *outl, size_t outsize,
	       const unsigned char *in, size_t inl)
{
  struct sc_mode_ctx *ctx = vctx;
  int ok;

  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  if (is_aead(ctx->mode))
    return aead_update(ctx, out, outl, outsize, in, inl);
  /* Key wrap, as the default provider: no input is no message.  */
  if (ctx->mode->kind != SC_XTS && inl == 0)
    {
      *outl = 0;
      return 1;
    }
  if (in == NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no input");
      return 0;
    }
  if (ctx->mode->kind == SC_XTS)
    ok = xts_update(ctx, out, outl, outsize, in, inl);
  else
    ok = wrap_update(ctx, out, outl, outsize, in, inl);
  if (ok && out != NULL)
    sc_count(ctx->prov, ctx->mode->alg, 1, inl);
  return ok;
}

static int
sc_mode_final(void *vctx, unsigned char *out, size_t *outl, size_t outsize)
{
  struct sc_mode_ctx *ctx = vctx;

  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  /* The AEADs: the message, if no update gave it, is empty.  */
  if (is_aead(ctx->mode) && ctx->done == 0
      && (!ctx->iv_set || !aead_message(ctx, NULL, NULL, 0)))
    {
      if (!ctx->iv_set)
	sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no IV for this message");
      return 0;
    }
  if (is_aead(ctx->mode) && ctx->done != 1)
    {
      sc_error(ctx->prov, SC_R_BAD_DECRYPT, "the message failed");
      return 0;
    }
  *outl = 0;
  return 1;
}

/* The cipher's constants, as OpenSSL's default provider gives them:
   the IV is its own (custom) in both kinds.  */
static int
sc_mode_get_params(OSSL_PARAM params[], const struct sc_mode *m)
{
  OSSL_PARAM *p;

  for (p = params; p != NULL && p->key != NULL; p++)
    {
      int ok = 1;
      if (strcmp(p->key, OSSL_CIPHER_PARAM_MODE) == 0)
	ok = OSSL_PARAM_set_uint(p, m->mode);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_KEYLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, m->key_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_IVLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, m->iv_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_BLOCK_SIZE) == 0)
	ok = OSSL_PARAM_set_size_t(p, m->block_size);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_CUSTOM_IV) == 0)
	ok = OSSL_PARAM_set_int(p, 1);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_AEAD) == 0)
	ok = OSSL_PARAM_set_int(p, is_aead(m));
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_CTS) == 0
	       || strcmp(p->key, OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK) == 0
	       || strcmp(p->key, OSSL_CIPHER_PARAM_HAS_RAND_KEY) == 0)
	ok = OSSL_PARAM_set_int(p, 0);
      if (!ok)
	return 0;
    }
  return 1;
}

static const OSSL_PARAM sc_mode_gettable[] = {
  OSSL_PARAM_uint(OSSL_CIPHER_PARAM_MODE, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_BLOCK_SIZE, NULL),
  OSSL_PARAM_int(OSSL_CIPHER_PARAM_AEAD, NULL),
  OSSL_PARAM_int(OSSL_CIPHER_PARAM_CUSTOM_IV, NULL),
  OSSL_PARAM_int(OSSL_CIPHER_PARAM_CTS, NULL),
  OSSL_PARAM_int(OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK, NULL),
  OSSL_PARAM_int(OSSL_CIPHER_PARAM_HAS_RAND_KEY, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_mode_gettable_params(void *provctx)
{
  return sc_mode_gettable;
}

/* An octet-string parameter P gets the LENGTH bytes at DATA.  */
static int
set_octets(OSSL_PARAM *p, const void *data, size_t length)
{
  if (p->data_type == OSSL_PARAM_OCTET_PTR)
    return OSSL_PARAM_set_octet_ptr(p, data, length);
  return OSSL_PARAM_set_octet_string(p, data, length);
}

/* The IV, as given (key wrap: the default one if none was); the
   updated IV is the same, since each update begins again from it.
   The AEADs: the tag's length, and the tag after an encrypted
   message.  */
static int
sc_mode_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
  struct sc_mode_ctx *ctx = vctx;
  const struct sc_mode *m = ctx->mode;
  const uint8_t *iv = ctx->iv;
  OSSL_PARAM *p;

  if (m->kind == SC_WRAP)
    iv = wrap_iv;
  else if (m->kind == SC_WRAP_PAD)
    iv = wrap_pad_iv;
  for (p = params; p != NULL && p->key != NULL; p++)
    {
      int ok = 1;
      if (strcmp(p->key, OSSL_CIPHER_PARAM_IVLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, ctx->iv_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_KEYLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, m->key_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_IV) == 0
	       || strcmp(p->key, OSSL_CIPHER_PARAM_UPDATED_IV) == 0)
	ok = set_octets(p, iv, ctx->iv_length);
      else if (is_aead(m)
	       && strcmp(p->key, OSSL_CIPHER_PARAM_AEAD_TAGLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, ctx->tag_length);
      else if (is_aead(m)
	       && strcmp(p->key, OSSL_CIPHER_PARAM_AEAD_TAG) == 0)
	{
	  /* The whole tag, once an encrypted message has made it.  */
	  ok = ctx->enc && ctx->done == 1
	    && p->data_type == OSSL_PARAM_OCTET_STRING
	    && p->data_size == ctx->tag_length;
	  if (ok)
	    {
	      memcpy(p->data, ctx->tag, ctx->tag_length);
	      p->return_size = ctx->tag_length;
	    }
	}
      if (!ok)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
	  return 0;
	}
    }
  return 1;
}

/* The key length may be set, to its own value only.  CCM: the tag
   (decrypting) or only its length, 4 to 16 and even, the nonce's
   length, 7 to 13; TLS 1.2's records refused.  OCB: the tag or its
   length, 1 to 16, the nonce's length, 1 to 15.  GCM-SIV: the tag,
   16 bytes, the nonce's length, 12 only.  */
static int
sc_mode_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_mode_ctx *ctx = vctx;
  const OSSL_PARAM *p;
  size_t length;
  enum sc_mode_kind kind;

  if (params == NULL)
    return 1;
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_KEYLEN);
  if (p != NULL && (!OSSL_PARAM_get_size_t(p, &length)
		    || length != ctx->mode->key_length))
    goto bad;
  if (!is_aead(ctx->mode))
    return 1;
  kind = ctx->mode->kind;
  if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TLS1_AAD))
      != NULL
      || (p = OSSL_PARAM_locate_const(params,
				      OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED))
      != NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
	       "TLS 1.2's CCM records are not offered");
      return 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TAG);
  if (p != NULL)
    {
      if (p->data_type != OSSL_PARAM_OCTET_STRING
	  || p->data_size < (kind == SC_CCM ? 4 : 1) || p->data_size > 16
	  || (kind == SC_CCM && p->data_size % 2 != 0)
	  || (kind == SC_GCM_SIV && p->data_size != 16)
	  || (ctx->enc && p->data != NULL))
	goto bad;
      if (p->data != NULL)
	{
	  memcpy(ctx->tag, p->data, p->data_size);
	  ctx->tag_set = 1;
	}
      ctx->tag_length = p->data_size;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_IVLEN);
  if (p != NULL)
    {
      if (!OSSL_PARAM_get_size_t(p, &length)
	  || (kind == SC_CCM ? length < 7 || length > 13
	      : kind == SC_OCB ? length < 1 || length > 15 : length != 12))
	goto bad;
      if (length != ctx->iv_length)
	{
	  /* A nonce of the old length is no nonce.  */
	  ctx->iv_length = length;
	  ctx->iv_set = 0;
	}
    }
  return 1;
 bad:
  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
  return 0;
}

static const OSSL_PARAM sc_mode_gettable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_mode_settable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_ccm_gettable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TAGLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_ccm_settable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_mode_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_mode_gettable_ctx;
}

static const OSSL_PARAM *
sc_mode_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_mode_settable_ctx;
}

static const OSSL_PARAM *
sc_ccm_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_ccm_gettable_ctx;
}

static const OSSL_PARAM *
sc_ccm_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_ccm_settable_ctx;
}

/* One cipher: its description, its newctx and get_params, and its
   dispatch table (extern: the cipher table of ciphers.c lists it);
   PARAMS is sc_mode or sc_ccm.  */
#define SC_MODE(id, ALG, KIND, BITS, MODE, KEY, IV, BLOCK, PARAMS)	\
  static const struct sc_mode id##_mode = {				\
    ALG, KIND, BITS, MODE, KEY, IV, BLOCK				\
  };									\
  static void *id##_newctx(void *provctx)				\
  {									\
    return sc_mode_newctx(provctx, &id##_mode);				\
  }									\
  static int id##_get_params(OSSL_PARAM params[])			\
  {									\
    return sc_mode_get_params(params, &id##_mode);			\
  }									\
  const OSSL_DISPATCH sc_##id##_functions[] = {				\
    { OSSL_FUNC_CIPHER_NEWCTX, (void (*)(void)) id##_newctx },		\
    { OSSL_FUNC_CIPHER_FREECTX, (void (*)(void)) sc_mode_freectx },	\
    { OSSL_FUNC_CIPHER_DUPCTX, (void (*)(void)) sc_mode_dupctx },	\
    { OSSL_FUNC_CIPHER_ENCRYPT_INIT, (void (*)(void)) sc_mode_einit },	\
    { OSSL_FUNC_CIPHER_DECRYPT_INIT, (void (*)(void)) sc_mode_dinit },	\
    { OSSL_FUNC_CIPHER_UPDATE, (void (*)(void)) sc_mode_update },	\
    { OSSL_FUNC_CIPHER_FINAL, (void (*)(void)) sc_mode_final },		\
    { OSSL_FUNC_CIPHER_GET_PARAMS, (void (*)(void)) id##_get_params },	\
    { OSSL_FUNC_CIPHER_GETTABLE_PARAMS,					\
      (void (*)(void)) sc_mode_gettable_params },			\
    { OSSL_FUNC_CIPHER_GET_CTX_PARAMS,					\
      (void (*)(void)) sc_mode_get_ctx_params },			\
    { OSSL_FUNC_CIPHER_GETTABLE_CTX_PARAMS,				\
      (void (*)(void)) PARAMS##_gettable_ctx_params },			\
    { OSSL_FUNC_CIPHER_SET_CTX_PARAMS,					\
      (void (*)(void)) sc_mode_set_ctx_params },			\
    { OSSL_FUNC_CIPHER_SETTABLE_CTX_PARAMS,				\
      (void (*)(void)) PARAMS##_settable_ctx_params },			\
    { 0, NULL }								\
  };

SC_MODE(aes128xts, SC_AES128_XTS, SC_XTS, 128, EVP_CIPH_XTS_MODE, 32, 16, 1,
	sc_mode)
SC_MODE(aes256xts, SC_AES256_XTS, SC_XTS, 256, EVP_CIPH_XTS_MODE, 64, 16, 1,
	sc_mode)
SC_MODE(aes128wrap, SC_AES128_WRAP, SC_WRAP, 128, EVP_CIPH_WRAP_MODE,
	16, 8, 8, sc_mode)
SC_MODE(aes192wrap, SC_AES192_WRAP, SC_WRAP, 192, EVP_CIPH_WRAP_MODE,
	24, 8, 8, sc_mode)
SC_MODE(aes256wrap, SC_AES256_WRAP, SC_WRAP, 256, EVP_CIPH_WRAP_MODE,
	32, 8, 8, sc_mode)
SC_MODE(aes128wrappad, SC_AES128_WRAP_PAD, SC_WRAP_PAD, 128,
	EVP_CIPH_WRAP_MODE, 16, 4, 8, sc_mode)
SC_MODE(aes192wrappad, SC_AES192_WRAP_PAD, SC_WRAP_PAD, 192,
	EVP_CIPH_WRAP_MODE, 24, 4, 8, sc_mode)
SC_MODE(aes256wrappad, SC_AES256_WRAP_PAD, SC_WRAP_PAD, 256,
	EVP_CIPH_WRAP_MODE, 32, 4, 8, sc_mode)
/* CCM's IV length is 12 as the default provider gives it, though a
   context's is 7 until set.  */
SC_MODE(aes128ccm, SC_AES128_CCM, SC_CCM, 128, EVP_CIPH_CCM_MODE, 16, 12, 1,
	sc_ccm)
SC_MODE(aes192ccm, SC_AES192_CCM, SC_CCM, 192, EVP_CIPH_CCM_MODE, 24, 12, 1,
	sc_ccm)
SC_MODE(aes256ccm, SC_AES256_CCM, SC_CCM, 256, EVP_CIPH_CCM_MODE, 32, 12, 1,
	sc_ccm)
SC_MODE(aes128ocb, SC_AES128_OCB, SC_OCB, 128, EVP_CIPH_OCB_MODE, 16, 12, 16,
	sc_ccm)
SC_MODE(aes256ocb, SC_AES256_OCB, SC_OCB, 256, EVP_CIPH_OCB_MODE, 32, 12, 16,
	sc_ccm)
SC_MODE(aes128gcmsiv, SC_AES128_GCM_SIV, SC_GCM_SIV, 128,
	EVP_CIPH_GCM_SIV_MODE, 16, 12, 1, sc_ccm)
SC_MODE(aes256gcmsiv, SC_AES256_GCM_SIV, SC_GCM_SIV, 256,
	EVP_CIPH_GCM_SIV_MODE, 32, 12, 1, sc_ccm)
