/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ciphers.c -- the provider's ciphers: AES-{128,192,256}-GCM,
   ChaCha20-Poly1305, AES-{128,192,256}-{CTR,CBC,ECB} and ChaCha20,
   under the names OpenSSL's default provider registers for them, and
   the table that lists them with the AES modes of modes.c.

   Every cipher shares one set of dispatch functions, which reach the
   library through the cipher's description (struct sc_cipher); only
   newctx and get_params, which OpenSSL calls without a context, are
   one per cipher.

   The AEADs follow EVP's shape: init sets the key, the IV or both
   (in either order, in separate calls), update with OUT NULL is
   associated data, update with OUT the message, final ends it (and,
   decrypting, compares the tag set before with OSSL_CIPHER_PARAM_AEAD_TAG
   in constant time), and the tag is read after an encrypting final.
   The library's message begins at the first update or final, so that
   the key and the IV may come in any order.  An IV serves one message:
   after final, or an init that changes the key mid-message, update
   and final fail until init gives a new one.  TLS 1.3 needs no more:
   its record layer sets the key once, then the whole IV, the tag when
   it reads, the record header as associated data and the record, one
   record after another.  TLS 1.2's AEAD records come whole, in place,
   after tlsaad (and, for GCM, tlsivfixed): tls_record seals or opens
   each in one call.  TLS's and DTLS's CBC records (tls-version and
   tls-mac-size on AES-CBC) come one an update, in place, as the
   default provider takes them: written, the explicit IV block, the
   payload and the MAC, which the module pads and encrypts; read, the
   whole record, which it decrypts, and whose padding it checks and
   removes and whose MAC (read with tls-mac) it takes out in constant
   time, a random MAC standing for it when the padding is bad, so that
   libssl fails the record as one with a wrong MAC.  SSL 3.0's records
   and tls-version on the other modes are refused, so that such a
   connection fails rather than goes wrong.

   CBC and ECB keep a partial block between updates as EVP does, and
   with padding (the default) decryption holds back the last block
   until final; the output never runs ahead of the input, so that
   in-place calls of any length work.  The context holds key material:
   freectx and a change of key wipe it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/prov_ssl.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

/* The longest GCM IV taken, as OpenSSL's.  */
#define SC_MAX_IV 128
/* TLS 1.2's AEAD records: the associated data (sequence number, type,
   version, length), GCM's explicit IV and the tag.  */
#define SC_TLS_AAD 13
#define SC_TLS_EXPLICIT_IV 8
#define SC_TLS_TAG 16
/* TLS's CBC records: the longest MAC (EVP_MAX_MD_SIZE) and the most
   padding, the length byte included.  */
#define SC_TLS_MAX_MAC 64
#define SC_TLS_MAX_PAD 256

union sc_cipher_state
{
  struct
  {
    struct symcrypt_aes128_gcm_key key;
    struct symcrypt_aes128_gcm_ctx ctx;
  } gcm128;
  struct
  {
    struct symcrypt_aes192_gcm_key key;
    struct symcrypt_aes192_gcm_ctx ctx;
  } gcm192;
  struct
  {
    struct symcrypt_aes256_gcm_key key;
    struct symcrypt_aes256_gcm_ctx ctx;
  } gcm256;
  struct symcrypt_aes128_ctx aes128;
  struct symcrypt_aes192_ctx aes192;
  struct symcrypt_aes256_ctx aes256;
  struct symcrypt_aes128_ctr_ctx ctr128;
  struct symcrypt_aes192_ctr_ctx ctr192;
  struct symcrypt_aes256_ctr_ctx ctr256;
  struct symcrypt_chacha_poly1305_ctx chacha_poly1305;
  struct symcrypt_chacha_ctx chacha;
};

/* The library's AES functions of one key size.  */
struct sc_aes
{
  void (*gcm_set_key)(union sc_cipher_state *s, const uint8_t *key);
  void (*gcm_start)(union sc_cipher_state *s, size_t length,
		    const uint8_t *iv);
  int (*gcm_update)(union sc_cipher_state *s, size_t length,
		    const uint8_t *ad);
  int (*gcm_encrypt)(union sc_cipher_state *s, size_t length, uint8_t *dst,
		     const uint8_t *src);
  int (*gcm_decrypt)(union sc_cipher_state *s, size_t length, uint8_t *dst,
		     const uint8_t *src);
  int (*gcm_digest)(union sc_cipher_state *s, size_t length, uint8_t *tag);
  int (*gcm_seal)(union sc_cipher_state *s, size_t iv_length,
		  const uint8_t *iv, const uint8_t *ad, size_t length,
		  uint8_t *dst, uint8_t *tag, const uint8_t *src);
  int (*gcm_open)(union sc_cipher_state *s, size_t iv_length,
		  const uint8_t *iv, const uint8_t *ad, size_t length,
		  uint8_t *dst, const uint8_t *tag, const uint8_t *src);
  void (*set_encrypt_key)(union sc_cipher_state *s, const uint8_t *key);
  void (*set_decrypt_key)(union sc_cipher_state *s, const uint8_t *key);
  int (*ecb_encrypt)(union sc_cipher_state *s, size_t length, uint8_t *dst,
		     const uint8_t *src);
  int (*ecb_decrypt)(union sc_cipher_state *s, size_t length, uint8_t *dst,
		     const uint8_t *src);
  int (*cbc_encrypt)(union sc_cipher_state *s, uint8_t *iv, size_t length,
		     uint8_t *dst, const uint8_t *src);
  int (*cbc_decrypt)(union sc_cipher_state *s, uint8_t *iv, size_t length,
		     uint8_t *dst, const uint8_t *src);
  void (*ctr_set_key)(union sc_cipher_state *s, const uint8_t *key);
  void (*ctr_set_counter)(union sc_cipher_state *s, const uint8_t *block);
  void (*ctr_crypt)(union sc_cipher_state *s, size_t length, uint8_t *dst,
		    const uint8_t *src);
};

#define SC_AES(bits)							\
  /* set_key writes the whole key struct; the last message's state,	\
     which came from the old key, is wiped.  */			\
  static void gcm##bits##_set_key(union sc_cipher_state *s,		\
				  const uint8_t *key)			\
  {									\
    symcrypt_aes##bits##_gcm_set_key(&s->gcm##bits.key, key);		\
    OPENSSL_cleanse(&s->gcm##bits.ctx, sizeof(s->gcm##bits.ctx));	\
  }									\
  static void gcm##bits##_start(union sc_cipher_state *s, size_t length, \
				const uint8_t *iv)			\
  {									\
    symcrypt_aes##bits##_gcm_start(&s->gcm##bits.ctx, &s->gcm##bits.key, \
				   length, iv);				\
  }									\
  static int gcm##bits##_update(union sc_cipher_state *s, size_t length, \
				const uint8_t *ad)			\
  {									\
    return symcrypt_aes##bits##_gcm_update(&s->gcm##bits.ctx, length, ad); \
  }									\
  static int gcm##bits##_encrypt(union sc_cipher_state *s, size_t length, \
				 uint8_t *dst, const uint8_t *src)	\
  {									\
    return symcrypt_aes##bits##_gcm_encrypt(&s->gcm##bits.ctx, length,	\
					    dst, src);			\
  }									\
  static int gcm##bits##_decrypt(union sc_cipher_state *s, size_t length, \
				 uint8_t *dst, const uint8_t *src)	\
  {									\
    return symcrypt_aes##bits##_gcm_decrypt(&s->gcm##bits.ctx, length,	\
					    dst, src);			\
  }									\
  static int gcm##bits##_digest(union sc_cipher_state *s, size_t length, \
				uint8_t *tag)				\
  {									\
    return symcrypt_aes##bits##_gcm_digest(&s->gcm##bits.ctx, length, tag); \
  }									\
  static int gcm##bits##_seal(union sc_cipher_state *s,		\
			      size_t iv_length, const uint8_t *iv,	\
			      const uint8_t *ad, size_t length,		\
			      uint8_t *dst, uint8_t *tag,		\
			      const uint8_t *src)			\
  {									\
    return symcrypt_aes##bits##_gcm_seal_detached(&s->gcm##bits.key,	\
						  iv_length, iv,	\
						  SC_TLS_AAD, ad, length, \
						  dst, SC_TLS_TAG, tag, src); \
  }									\
  static int gcm##bits##_open(union sc_cipher_state *s,		\
			      size_t iv_length, const uint8_t *iv,	\
			      const uint8_t *ad, size_t length,		\
			      uint8_t *dst, const uint8_t *tag,		\
			      const uint8_t *src)			\
  {									\
    return symcrypt_aes##bits##_gcm_open_detached(&s->gcm##bits.key,	\
						  iv_length, iv,	\
						  SC_TLS_AAD, ad, length, \
						  dst, SC_TLS_TAG, tag, src); \
  }									\
  static void aes##bits##_set_encrypt_key(union sc_cipher_state *s,	\
					  const uint8_t *key)		\
  {									\
    symcrypt_aes##bits##_set_encrypt_key(&s->aes##bits, key);		\
  }									\
  static void aes##bits##_set_decrypt_key(union sc_cipher_state *s,	\
					  const uint8_t *key)		\
  {									\
    symcrypt_aes##bits##_set_decrypt_key(&s->aes##bits, key);		\
  }									\
  static int aes##bits##_ecb_encrypt(union sc_cipher_state *s,		\
				     size_t length, uint8_t *dst,	\
				     const uint8_t *src)		\
  {									\
    return symcrypt_aes##bits##_encrypt(&s->aes##bits, length, dst, src); \
  }									\
  static int aes##bits##_ecb_decrypt(union sc_cipher_state *s,		\
				     size_t length, uint8_t *dst,	\
				     const uint8_t *src)		\
  {									\
    return symcrypt_aes##bits##_decrypt(&s->aes##bits, length, dst, src); \
  }									\
  static int aes##bits##_cbc_encrypt(union sc_cipher_state *s,		\
				     uint8_t *iv, size_t length,	\
				     uint8_t *dst, const uint8_t *src)	\
  {									\
    return symcrypt_aes##bits##_cbc_encrypt(&s->aes##bits, iv, length,	\
					    dst, src);			\
  }									\
  static int aes##bits##_cbc_decrypt(union sc_cipher_state *s,		\
				     uint8_t *iv, size_t length,	\
				     uint8_t *dst, const uint8_t *src)	\
  {									\
    return symcrypt_aes##bits##_cbc_decrypt(&s->aes##bits, iv, length,	\
					    dst, src);			\
  }									\
  static void ctr##bits##_set_key(union sc_cipher_state *s,		\
				  const uint8_t *key)			\
  {									\
    symcrypt_aes##bits##_ctr_set_key(&s->ctr##bits, key);		\
  }									\
  static void ctr##bits##_set_counter(union sc_cipher_state *s,		\
				      const uint8_t *block)		\
  {									\
    symcrypt_aes##bits##_ctr_set_counter(&s->ctr##bits, block);	\
  }									\
  static void ctr##bits##_crypt(union sc_cipher_state *s, size_t length, \
				uint8_t *dst, const uint8_t *src)	\
  {									\
    symcrypt_aes##bits##_ctr_crypt(&s->ctr##bits, length, dst, src);	\
  }									\
  static const struct sc_aes aes##bits = {				\
    gcm##bits##_set_key, gcm##bits##_start, gcm##bits##_update,	\
    gcm##bits##_encrypt, gcm##bits##_decrypt, gcm##bits##_digest,	\
    gcm##bits##_seal, gcm##bits##_open,					\
    aes##bits##_set_encrypt_key, aes##bits##_set_decrypt_key,		\
    aes##bits##_ecb_encrypt, aes##bits##_ecb_decrypt,			\
    aes##bits##_cbc_encrypt, aes##bits##_cbc_decrypt,			\
    ctr##bits##_set_key, ctr##bits##_set_counter, ctr##bits##_crypt	\
  };

SC_AES(128)
SC_AES(192)
SC_AES(256)

enum sc_kind
{
  SC_GCM, SC_CHACHA_POLY1305, SC_CTR, SC_CBC, SC_ECB, SC_CHACHA
};

/* One cipher: what it counts under, its mode of operation, its sizes
   as OpenSSL gives them, and for AES the functions of its key size.  */
struct sc_cipher
{
  enum sc_alg alg;
  enum sc_kind kind;
  unsigned mode;		/* EVP_CIPH_*_MODE */
  size_t key_length, iv_length, block_size;
  const struct sc_aes *aes;
};

struct sc_cipher_ctx
{
  struct sc_provider *prov;
  const struct sc_cipher *cipher;
  int enc;			/* encrypting */
  int keyed;			/* a key is set (in the state, and KEY) */
  int key_enc;			/* CBC, ECB: the direction of the round keys */
  int iv_set;			/* an IV is set, unused (AEAD) */
  int started;			/* AEAD: the library's message has begun */
  int finished;			/* AEAD: final ran */
  unsigned padding;		/* CBC, ECB: PKCS #7 padding */
  size_t iv_length;
  size_t tag_length;		/* AEAD decryption: the tag set, 0 if none */
  size_t fill;			/* CBC, ECB: the bytes in BLOCK */
  uint64_t done;		/* CTR: the bytes since the IV */
  int tls_fixed;		/* GCM: TLS 1.2's fixed IV part is set */
  size_t tls_payload;		/* the next TLS 1.2 record's payload, once
				   tlsaad is set; else SIZE_MAX */
  uint8_t tls_aad[SC_TLS_AAD];
  unsigned tls_version;		/* CBC: TLS's or DTLS's version, 0 if none */
  size_t tls_mac_size;		/* CBC: the MAC in each record, 0 with
				   encrypt-then-MAC */
  uint8_t tls_mac[SC_TLS_MAX_MAC]; /* CBC: the last record's MAC */
  uint8_t key[32];		/* CBC, ECB: for a change of direction */
  uint8_t iv[SC_MAX_IV];	/* the IV as given */
  uint8_t chain[16];		/* CBC: the IV of the next block */
  uint8_t tag[16];		/* the tag made (encrypting) or set */
  uint8_t block[16];		/* CBC, ECB: a partial (or held-back) block */
  union sc_cipher_state s;
};

static int
is_aead(const struct sc_cipher_ctx *ctx)
{
  return ctx->cipher->kind == SC_GCM
    || ctx->cipher->kind == SC_CHACHA_POLY1305;
}

static void *
sc_cipher_newctx(void *provctx, const struct sc_cipher *cipher)
{
  struct sc_cipher_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    {
      sc_error(provctx, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  ctx->prov = provctx;
  ctx->cipher = cipher;
  ctx->enc = 1;
  ctx->padding = 1;
  ctx->iv_length = cipher->iv_length;
  ctx->tls_payload = SIZE_MAX;
  return ctx;
}

static void
sc_cipher_freectx(void *vctx)
{
  OPENSSL_clear_free(vctx, sizeof(struct sc_cipher_ctx));
}

static void *
sc_cipher_dupctx(void *vctx)
{
  struct sc_cipher_ctx *src = vctx;
  struct sc_cipher_ctx *copy = sc_dup(src->prov, src, sizeof(*src));

  /* The library's GCM context points at its key: at the copy's.  */
  if (copy != NULL && copy->cipher->kind == SC_GCM)
    switch (copy->cipher->key_length)
      {
      case 16:
	copy->s.gcm128.ctx.key = &copy->s.gcm128.key;
	break;
      case 24:
	copy->s.gcm192.ctx.key = &copy->s.gcm192.key;
	break;
      default:
	copy->s.gcm256.ctx.key = &copy->s.gcm256.key;
	break;
      }
  return copy;
}

/* CBC and ECB: the round keys for the direction of CTX, from KEY.  */
static void
set_block_key(struct sc_cipher_ctx *ctx)
{
  if (ctx->enc)
    ctx->cipher->aes->set_encrypt_key(&ctx->s, ctx->key);
  else
    ctx->cipher->aes->set_decrypt_key(&ctx->s, ctx->key);
  ctx->key_enc = ctx->enc;
}

/* ChaCha20's 16-byte IV as OpenSSL takes it: the 32-bit block counter,
   little-endian, then the 96-bit nonce.  */
static void
set_chacha_iv(struct sc_cipher_ctx *ctx)
{
  const uint8_t *iv = ctx->iv;
  uint32_t counter = (uint32_t) iv[0] | (uint32_t) iv[1] << 8
    | (uint32_t) iv[2] << 16 | (uint32_t) iv[3] << 24;

  symcrypt_chacha_set_nonce96(&ctx->s.chacha, iv + 4);
  symcrypt_chacha_set_counter(&ctx->s.chacha, counter);
}

static int sc_cipher_set_ctx_params(void *vctx, const OSSL_PARAM params[]);

/* einit and dinit: the key, the IV, then the parameters.  A stream
   (CTR, ChaCha20, CBC, ECB) starts again from the IV at every init;
   an AEAD's message starts at its next update.  */
static int
sc_cipher_init(struct sc_cipher_ctx *ctx, int enc, const unsigned char *key,
	       size_t keylen, const unsigned char *iv, size_t ivlen,
	       const OSSL_PARAM params[])
{
  const struct sc_cipher *c = ctx->cipher;

  ctx->enc = enc;
  if (key != NULL)
    {
      if (keylen != c->key_length)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "a %zu-byte key for %zu",
		   keylen, c->key_length);
	  return 0;
	}
      /* What the old key left is wiped.  GCM's set_key does it for
	 itself: it writes its key struct whole and wipes only the
	 stream, not the whole state, for a caller that keys every
	 message (openssl speed).  The cipher of a context never
	 changes, so no other member of the state holds anything.  */
      if (c->kind != SC_GCM)
	OPENSSL_cleanse(&ctx->s, sizeof(ctx->s));
      switch (c->kind)
	{
	case SC_GCM:
	  c->aes->gcm_set_key(&ctx->s, key);
	  break;
	case SC_CHACHA_POLY1305:
	  /* The key is kept for TLS 1.2's one-shot records.  */
	  memcpy(ctx->key, key, keylen);
	  symcrypt_chacha_poly1305_set_key(&ctx->s.chacha_poly1305, key);
	  break;
	case SC_CTR:
	  c->aes->ctr_set_key(&ctx->s, key);
	  break;
	case SC_CBC:
	case SC_ECB:
	  memcpy(ctx->key, key, keylen);
	  set_block_key(ctx);
	  break;
	case SC_CHACHA:
	  symcrypt_chacha_set_key(&ctx->s.chacha, key);
	  break;
	}
      ctx->keyed = 1;
    }
  else if (ctx->keyed && (c->kind == SC_CBC || c->kind == SC_ECB)
	   && ctx->key_enc != enc)
    set_block_key(ctx);

  if (iv != NULL)
    {
      if (c->kind == SC_GCM ? ivlen == 0 || ivlen > SC_MAX_IV
	  : ivlen != c->iv_length)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "a %zu-byte IV", ivlen);
	  return 0;
	}
      memcpy(ctx->iv, iv, ivlen);
      ctx->iv_length = ivlen;
      ctx->iv_set = 1;
      ctx->started = ctx->finished = 0;
    }
  else if (is_aead(ctx) && (ctx->started || ctx->finished))
    {
      /* The IV is spent: the next message needs another.  */
      ctx->iv_set = 0;
      ctx->started = ctx->finished = 0;
    }

  if (ctx->keyed)
    switch (c->kind)
      {
      case SC_CTR:
	c->aes->ctr_set_counter(&ctx->s, ctx->iv);
	break;
      case SC_CHACHA:
	set_chacha_iv(ctx);
	break;
      case SC_CBC:
	memcpy(ctx->chain, ctx->iv, 16);
	break;
      default:
	break;
      }
  ctx->fill = 0;
  ctx->done = 0;
  return sc_cipher_set_ctx_params(ctx, params);
}

static int
sc_cipher_einit(void *vctx, const unsigned char *key, size_t keylen,
		const unsigned char *iv, size_t ivlen,
		const OSSL_PARAM params[])
{
  return sc_cipher_init(vctx, 1, key, keylen, iv, ivlen, params);
}

static int
sc_cipher_dinit(void *vctx, const unsigned char *key, size_t keylen,
		const unsigned char *iv, size_t ivlen,
		const OSSL_PARAM params[])
{
  return sc_cipher_init(vctx, 0, key, keylen, iv, ivlen, params);
}

/* An AEAD's message: begins it at the first call after the IV.  */
static int
aead_ready(struct sc_cipher_ctx *ctx)
{
  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  if (!ctx->iv_set || ctx->finished)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no IV for this message");
      return 0;
    }
  if (!ctx->started)
    {
      if (ctx->cipher->kind == SC_GCM)
	ctx->cipher->aes->gcm_start(&ctx->s, ctx->iv_length, ctx->iv);
      else
	symcrypt_chacha_poly1305_set_nonce(&ctx->s.chacha_poly1305, ctx->iv);
      ctx->started = 1;
    }
  return 1;
}

/* One TLS 1.2 record, in place, as OpenSSL's record layer hands it
   over after tlsaad: for GCM the explicit IV, the payload and room for
   the tag (the IV is the fixed part and the explicit one, which
   counts up from a random start when writing); for ChaCha20-Poly1305
   the payload and the tag (the nonce is the IV XORed with the
   sequence number, RFC 7905).  Encrypting, the output is the whole
   record; decrypting, the payload (after GCM's explicit IV), written
   only when the tag matches.  */
static int
tls_record(struct sc_cipher_ctx *ctx, unsigned char *out, size_t *outl,
	   size_t outsize, const unsigned char *in, size_t inl)
{
  const struct sc_cipher *c = ctx->cipher;
  size_t payload = ctx->tls_payload, explicit_iv = 0, i;
  uint8_t nonce[12];
  int r;

  ctx->tls_payload = SIZE_MAX;
  if (c->kind == SC_GCM)
    explicit_iv = SC_TLS_EXPLICIT_IV;
  if (!ctx->keyed || out != in || outsize < inl
      || inl != explicit_iv + payload + SC_TLS_TAG
      || (c->kind == SC_GCM ? !ctx->tls_fixed : !ctx->iv_set))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "not a TLS record");
      return 0;
    }
  if (c->kind == SC_GCM)
    {
      uint8_t *invocation = ctx->iv + ctx->iv_length - SC_TLS_EXPLICIT_IV;
      if (ctx->enc)
	{
	  memcpy(out, invocation, SC_TLS_EXPLICIT_IV);
	  r = c->aes->gcm_seal(&ctx->s, ctx->iv_length, ctx->iv,
			       ctx->tls_aad, payload, out + explicit_iv,
			       out + explicit_iv + payload, in + explicit_iv);
	  /* The next record's explicit IV.  */
	  for (i = SC_TLS_EXPLICIT_IV; i-- > 0 && ++invocation[i] == 0; )
	    ;
	}
      else
	{
	  memcpy(invocation, in, SC_TLS_EXPLICIT_IV);
	  r = c->aes->gcm_open(&ctx->s, ctx->iv_length, ctx->iv, ctx->tls_aad,
			       payload, out + explicit_iv,
			       in + explicit_iv + payload, in + explicit_iv);
	}
    }
  else
    {
      memcpy(nonce, ctx->iv, sizeof(nonce));
      for (i = 0; i < 8; i++)
	nonce[4 + i] ^= ctx->tls_aad[i];
      if (ctx->enc)
	r = symcrypt_chacha_poly1305_seal_detached(ctx->key, nonce,
						   SC_TLS_AAD, ctx->tls_aad,
						   payload, out, out + payload,
						   in);
      else
	r = symcrypt_chacha_poly1305_open_detached(ctx->key, nonce,
						   SC_TLS_AAD, ctx->tls_aad,
						   payload, out, in + payload,
						   in);
    }
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, r == SYMCRYPT_EAUTH ? SC_R_BAD_DECRYPT
	       : SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  *outl = ctx->enc ? inl : payload;
  sc_count(ctx->prov, c->alg, 1, payload);
  return 1;
}

static int
aead_update(struct sc_cipher_ctx *ctx, unsigned char *out, size_t *outl,
	    size_t outsize, const unsigned char *in, size_t inl)
{
  const struct sc_cipher *c = ctx->cipher;
  int r;

  if (ctx->tls_payload != SIZE_MAX)
    return tls_record(ctx, out, outl, outsize, in, inl);
  if (!aead_ready(ctx))
    return 0;
  if (out == NULL)
    {
      if (c->kind == SC_GCM)
	r = c->aes->gcm_update(&ctx->s, inl, in);
      else
	r = symcrypt_chacha_poly1305_update(&ctx->s.chacha_poly1305, inl, in);
    }
  else
    {
      if (outsize < inl)
	{
	  sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
	  return 0;
	}
      if (c->kind == SC_GCM)
	r = (ctx->enc ? c->aes->gcm_encrypt : c->aes->gcm_decrypt)
	  (&ctx->s, inl, out, in);
      else if (ctx->enc)
	r = symcrypt_chacha_poly1305_encrypt(&ctx->s.chacha_poly1305,
					     inl, out, in);
      else
	r = symcrypt_chacha_poly1305_decrypt(&ctx->s.chacha_poly1305,
					     inl, out, in);
      if (r == SYMCRYPT_OK)
	sc_count(ctx->prov, c->alg, 0, inl);
    }
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  *outl = inl;
  return 1;
}

static int
aead_final(struct sc_cipher_ctx *ctx, size_t *outl)
{
  const struct sc_cipher *c = ctx->cipher;
  uint8_t tag[16];
  int r;

  if (!aead_ready(ctx))
    return 0;
  if (!ctx->enc && ctx->tag_length == 0)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no tag to compare");
      return 0;
    }
  if (c->kind == SC_GCM)
    r = c->aes->gcm_digest(&ctx->s, sizeof(tag), tag);
  else
    r = symcrypt_chacha_poly1305_digest(&ctx->s.chacha_poly1305,
					sizeof(tag), tag);
  ctx->finished = 1;
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  sc_count(ctx->prov, c->alg, 1, 0);
  *outl = 0;
  if (ctx->enc)
    {
      memcpy(ctx->tag, tag, sizeof(tag));
      OPENSSL_cleanse(tag, sizeof(tag));
      return 1;
    }
  r = symcrypt_memeql_sec(tag, ctx->tag, ctx->tag_length);
  OPENSSL_cleanse(tag, sizeof(tag));
  if (!r)
    {
      sc_error(ctx->prov, SC_R_BAD_DECRYPT, "the tag does not match");
      return 0;
    }
  return 1;
}

/* CBC or ECB on LENGTH bytes, a multiple of 16.  */
static int
block_crypt(struct sc_cipher_ctx *ctx, size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  const struct sc_aes *aes = ctx->cipher->aes;

  if (ctx->cipher->kind == SC_CBC)
    return (ctx->enc ? aes->cbc_encrypt : aes->cbc_decrypt)
      (&ctx->s, ctx->chain, length, dst, src);
  return (ctx->enc ? aes->ecb_encrypt : aes->ecb_decrypt)
    (&ctx->s, length, dst, src);
}

/* Masks for the constant-time record opening: all ones when the
   condition holds, else zero, computed without a branch.  The sizes
   compared are below 2^(bits - 1), so that A - B borrows into the top
   bit exactly when A < B.  */
#define SC_SIZE_TOP (sizeof(size_t) * 8 - 1)

static size_t
mask_lt(size_t a, size_t b)
{
  return 0 - ((a - b) >> SC_SIZE_TOP);
}

static size_t
mask_eq(size_t a, size_t b)
{
  size_t d = a ^ b;
  /* D | -D has its top bit set unless D is 0.  */
  return ((d | (0 - d)) >> SC_SIZE_TOP) - 1;
}

/* The MAC of a decrypted CBC record of LENGTH bytes at REC, whose
   padding (a length byte PAD and PAD bytes of that value before it)
   has been found good (GOOD all ones) or bad (zero): copied to
   ctx->tls_mac, or random bytes when the padding is bad, so that the
   record layer's compare fails.  The MAC lies somewhere in the last
   mac_size + 256 bytes; every one of them is read, whatever PAD, and
   collected into ROTATED at its position modulo mac_size; ROTATED is
   then rotated into place by OFFSET bit by bit with masks.  No branch
   and no address depends on PAD.  Returns the payload's length.  */
static size_t
tls_cbc_mac(struct sc_cipher_ctx *ctx, const uint8_t *rec, size_t length,
	    size_t pad, size_t good)
{
  size_t mac_size = ctx->tls_mac_size;
  size_t payload = length - mac_size - (good & (pad + 1));
  size_t start = 0, offset = 0, in_mac, i, j, k, shift;
  uint8_t rotated[SC_TLS_MAX_MAC], moved[SC_TLS_MAX_MAC];
  uint8_t random[SC_TLS_MAX_MAC];

  if (length > mac_size + SC_TLS_MAX_PAD)
    start = length - mac_size - SC_TLS_MAX_PAD;
  memset(rotated, 0, mac_size);
  for (i = start, j = 0, in_mac = 0; i < length; i++)
    {
      /* IN_MAC from I == PAYLOAD to PAYLOAD + mac_size, by equality
	 as in tls_cbc_record.  */
      size_t at_mac = mask_eq(i, payload);
      in_mac = (in_mac | at_mac) & ~mask_eq(i, payload + mac_size);
      rotated[j] |= rec[i] & (uint8_t) in_mac;
      offset |= j & at_mac;
      if (++j == mac_size)
	j = 0;
    }
  for (shift = 1, k = 0; shift < mac_size; shift <<= 1, k++)
    {
      uint8_t take = (uint8_t) (0 - ((offset >> k) & 1));
      for (i = 0; i < mac_size; i++)
	moved[i] = rotated[(i + shift) % mac_size];
      for (i = 0; i < mac_size; i++)
	rotated[i] = (moved[i] & take) | (rotated[i] & (uint8_t) ~take);
    }
  if (symcrypt_random(mac_size, random) != SYMCRYPT_OK)
    memset(random, 0, mac_size);
  for (i = 0; i < mac_size; i++)
    ctx->tls_mac[i] = (rotated[i] & (uint8_t) good)
      | (random[i] & (uint8_t) ~good);
  OPENSSL_cleanse(rotated, sizeof(rotated));
  OPENSSL_cleanse(moved, sizeof(moved));
  return payload;
}

/* One TLS (or DTLS) CBC record, in place, as OpenSSL's record layer
   hands it over once tls-version is set: for TLS 1.1 and later the
   explicit IV block, then the payload and, unless encrypt-then-MAC is
   on (mac_size 0), its MAC.  Encrypting, the padding is added here
   and the whole record encrypted, continuing the chain as the default
   provider does (the explicit IV block is random, so the block after
   it starts from a random IV).  Decrypting, the output is the payload
   after the explicit IV block, its length the payload's, and the MAC
   is read with tls-mac; the padding is checked and the MAC found in
   constant time.  A bad padding fails the call only with
   encrypt-then-MAC, whose MAC the record layer has checked already;
   otherwise the MAC is made random, so that bad padding and a bad MAC
   look alike.  */
static int
tls_cbc_record(struct sc_cipher_ctx *ctx, unsigned char *out, size_t *outl,
	       size_t outsize, const unsigned char *in, size_t inl)
{
  const struct sc_aes *aes = ctx->cipher->aes;
  size_t explicit_iv = ctx->tls_version == TLS1_VERSION ? 0 : 16;
  size_t mac_size = ctx->tls_mac_size, length, pad, good, check, in_pad, i;
  uint8_t *rec;

  if (!ctx->keyed || in == NULL || out != in)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "not a TLS record");
      return 0;
    }
  if (ctx->enc)
    {
      size_t padded = inl + 16 - inl % 16;
      if (outsize < padded)
	{
	  sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
	  return 0;
	}
      memset(out + inl, (int) (padded - inl - 1), padded - inl);
      if (aes->cbc_encrypt(&ctx->s, ctx->chain, padded, out, out)
	  != SYMCRYPT_OK)
	goto fail;
      *outl = padded;
      sc_count(ctx->prov, ctx->cipher->alg, 1, inl);
      return 1;
    }
  /* The record's length is public: a record that cannot hold the
     explicit IV, the MAC and the padding's length byte is refused
     before anything is decrypted.  */
  if (inl % 16 != 0 || inl < explicit_iv + 16
      || inl < explicit_iv + mac_size + 1)
    {
      sc_error(ctx->prov, SC_R_BAD_DECRYPT, "not a TLS CBC record");
      return 0;
    }
  if (aes->cbc_decrypt(&ctx->s, ctx->chain, inl, out, in) != SYMCRYPT_OK)
    goto fail;
  rec = out + explicit_iv;
  length = inl - explicit_iv;
  pad = rec[length - 1];
  /* The record must hold the MAC, the length byte and PAD bytes, all
     of PAD's value; the last 256 bytes are all looked at, whatever
     PAD says.  */
  good = ~mask_lt(length, mac_size + 1 + pad);
  check = length < SC_TLS_MAX_PAD ? length : SC_TLS_MAX_PAD;
  for (i = 1, in_pad = ~(size_t) 0; i < check; i++)
    {
      /* IN_PAD ends where I passes PAD, found by equality (a
	 difference of I and PAD would let the compiler fold PAD into
	 the byte's address).  */
      in_pad &= ~mask_eq(i, pad + 1);
      good &= ~(in_pad & ~mask_eq(rec[length - 1 - i], pad));
    }
  if (mac_size == 0)
    {
      if (good == 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_DECRYPT, "bad padding");
	  return 0;
	}
      *outl = length - pad - 1;
    }
  else
    *outl = tls_cbc_mac(ctx, rec, length, pad, good);
  sc_count(ctx->prov, ctx->cipher->alg, 1, length);
  return 1;
 fail:
  sc_error(ctx->prov, SC_R_LIBRARY, NULL);
  return 0;
}

static int
block_update(struct sc_cipher_ctx *ctx, unsigned char *out, size_t *outl,
	     size_t outsize, const unsigned char *in, size_t inl)
{
  size_t total = ctx->fill + inl, keep, length;

  /* Whole blocks go out, but decrypting with padding keeps the last
     one back for final.  */
  keep = total % 16;
  if (keep == 0 && total != 0 && !ctx->enc && ctx->padding)
    keep = 16;
  length = total - keep;
  if (outsize < length)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
      return 0;
    }
  if (length > 0)
    {
      size_t direct = length;
      if (ctx->fill > 0)
	{
	  size_t n = 16 - ctx->fill;
	  memcpy(ctx->block + ctx->fill, in, n);
	  if (block_crypt(ctx, 16, out, ctx->block) != SYMCRYPT_OK)
	    goto fail;
	  in += n;
	  inl -= n;
	  out += 16;
	  direct -= 16;
	  ctx->fill = 0;
	}
      if (direct > 0 && block_crypt(ctx, direct, out, in) != SYMCRYPT_OK)
	goto fail;
      in += direct;
      inl -= direct;
    }
  memcpy(ctx->block + ctx->fill, in, inl);
  ctx->fill += inl;
  *outl = length;
  sc_count(ctx->prov, ctx->cipher->alg, 0, length);
  return 1;
 fail:
  sc_error(ctx->prov, SC_R_LIBRARY, NULL);
  return 0;
}

static int
block_final(struct sc_cipher_ctx *ctx, unsigned char *out, size_t *outl,
	    size_t outsize)
{
  if (!ctx->padding)
    {
      if (ctx->fill != 0)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH,
		   "not a whole block without padding");
	  return 0;
	}
      *outl = 0;
    }
  else if (ctx->enc)
    {
      size_t pad = 16 - ctx->fill;
      if (outsize < 16)
	{
	  sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
	  return 0;
	}
      memset(ctx->block + ctx->fill, (int) pad, pad);
      if (block_crypt(ctx, 16, out, ctx->block) != SYMCRYPT_OK)
	{
	  sc_error(ctx->prov, SC_R_LIBRARY, NULL);
	  return 0;
	}
      *outl = 16;
    }
  else
    {
      uint8_t plain[16];
      unsigned pad, bad, i;

      if (ctx->fill != 16)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "wrong final block length");
	  return 0;
	}
      if (block_crypt(ctx, 16, plain, ctx->block) != SYMCRYPT_OK)
	{
	  sc_error(ctx->prov, SC_R_LIBRARY, NULL);
	  return 0;
	}
      /* The padding checked without a branch on its bytes.  */
      pad = plain[15];
      bad = (unsigned) ((pad - 1) >> 8) | (unsigned) ((16 - pad) >> 8);
      for (i = 0; i < 16; i++)
	{
	  unsigned in_pad = (unsigned) ((15 - i - pad) >> 8) & 1;
	  bad |= in_pad & (unsigned) ((plain[i] ^ pad) != 0);
	}
      if (bad & 1)
	{
	  OPENSSL_cleanse(plain, sizeof(plain));
	  sc_error(ctx->prov, SC_R_BAD_DECRYPT, "bad padding");
	  return 0;
	}
      if (outsize < 16 - pad)
	{
	  OPENSSL_cleanse(plain, sizeof(plain));
	  sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
	  return 0;
	}
      memcpy(out, plain, 16 - pad);
      OPENSSL_cleanse(plain, sizeof(plain));
      *outl = 16 - pad;
    }
  ctx->fill = 0;
  sc_count(ctx->prov, ctx->cipher->alg, 1, *outl);
  return 1;
}

static int
sc_cipher_update(void *vctx, unsigned char *out, size_t *outl,
		 size_t outsize, const unsigned char *in, size_t inl)
{
  struct sc_cipher_ctx *ctx = vctx;
  const struct sc_cipher *c = ctx->cipher;

  if (inl != 0 && in == NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no input");
      return 0;
    }
  if (is_aead(ctx))
    return aead_update(ctx, out, outl, outsize, in, inl);
  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  if (inl != 0 && out == NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no output");
      return 0;
    }
  if (c->kind == SC_CBC && ctx->tls_version != 0)
    return tls_cbc_record(ctx, out, outl, outsize, in, inl);
  if (c->kind == SC_CBC || c->kind == SC_ECB)
    return block_update(ctx, out, outl, outsize, in, inl);
  if (outsize < inl)
    {
      sc_error(ctx->prov, SC_R_OUTPUT_TOO_SMALL, NULL);
      return 0;
    }
  if (c->kind == SC_CTR)
    {
      c->aes->ctr_crypt(&ctx->s, inl, out, in);
      ctx->done += inl;
    }
  else
    symcrypt_chacha_crypt(&ctx->s.chacha, inl, out, in);
  *outl = inl;
  sc_count(ctx->prov, c->alg, 0, inl);
  return 1;
}

static int
sc_cipher_final(void *vctx, unsigned char *out, size_t *outl, size_t outsize)
{
  struct sc_cipher_ctx *ctx = vctx;

  if (is_aead(ctx))
    return aead_final(ctx, outl);
  if (!ctx->keyed)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, NULL);
      return 0;
    }
  if (ctx->cipher->kind == SC_CBC || ctx->cipher->kind == SC_ECB)
    return block_final(ctx, out, outl, outsize);
  *outl = 0;
  sc_count(ctx->prov, ctx->cipher->alg, 1, 0);
  return 1;
}

/* The cipher's constants, as OpenSSL's default provider gives them.  */
static int
sc_cipher_get_params(OSSL_PARAM params[], const struct sc_cipher *c)
{
  OSSL_PARAM *p;
  int aead = c->kind == SC_GCM || c->kind == SC_CHACHA_POLY1305;

  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_MODE);
  if (p != NULL && !OSSL_PARAM_set_uint(p, c->mode))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_KEYLEN);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, c->key_length))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_IVLEN);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, c->iv_length))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_BLOCK_SIZE);
  if (p != NULL && !OSSL_PARAM_set_size_t(p, c->block_size))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD);
  if (p != NULL && !OSSL_PARAM_set_int(p, aead))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_CUSTOM_IV);
  if (p != NULL && !OSSL_PARAM_set_int(p, aead))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_CTS);
  if (p != NULL && !OSSL_PARAM_set_int(p, 0))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK);
  if (p != NULL && !OSSL_PARAM_set_int(p, 0))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_HAS_RAND_KEY);
  if (p != NULL && !OSSL_PARAM_set_int(p, 0))
    return 0;
  return 1;
}

static const OSSL_PARAM sc_cipher_gettable[] = {
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
sc_cipher_gettable_params(void *provctx)
{
  return sc_cipher_gettable;
}

/* CTR's updated IV, as OpenSSL gives it: the IV plus the blocks begun
   since, as a 128-bit big-endian number.  */
static void
ctr_next(const struct sc_cipher_ctx *ctx, uint8_t *next)
{
  uint64_t add = ctx->done / 16 + (ctx->done % 16 != 0);
  unsigned i;

  for (i = 16; i-- > 0; add >>= 8)
    {
      add += ctx->iv[i];
      next[i] = (uint8_t) add;
    }
}

/* An octet-string parameter P gets the LENGTH bytes at DATA.  */
static int
set_octets(OSSL_PARAM *p, const void *data, size_t length)
{
  if (p->data_type == OSSL_PARAM_OCTET_PTR)
    return OSSL_PARAM_set_octet_ptr(p, data, length);
  return OSSL_PARAM_set_octet_string(p, data, length);
}

/* One pass over the parameters, the ones EVP asks for on every
   message (ivlen at each init, the tag after each final) compared
   first: this runs twice per TLS record.  */
static int
sc_cipher_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
  struct sc_cipher_ctx *ctx = vctx;
  const struct sc_cipher *c = ctx->cipher;
  OSSL_PARAM *p;
  int aead = is_aead(ctx), ok;

  for (p = params; p != NULL && p->key != NULL; p++)
    {
      if (strcmp(p->key, OSSL_CIPHER_PARAM_IVLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, ctx->iv_length);
      else if (aead && strcmp(p->key, OSSL_CIPHER_PARAM_AEAD_TAG) == 0)
	{
	  /* The tag, once an encrypting final has made it.  */
	  if (!ctx->enc || !ctx->finished
	      || p->data_type != OSSL_PARAM_OCTET_STRING
	      || p->data_size == 0 || p->data_size > 16)
	    {
	      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "no tag to get");
	      return 0;
	    }
	  memcpy(p->data, ctx->tag, p->data_size);
	  p->return_size = p->data_size;
	  ok = 1;
	}
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_KEYLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, c->key_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_PADDING) == 0)
	ok = OSSL_PARAM_set_uint(p, ctx->padding);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_IV) == 0)
	ok = set_octets(p, ctx->iv, ctx->iv_length);
      else if (strcmp(p->key, OSSL_CIPHER_PARAM_UPDATED_IV) == 0)
	{
	  uint8_t next[16];
	  const uint8_t *iv = ctx->iv;
	  if (c->kind == SC_CBC)
	    iv = ctx->chain;
	  else if (c->kind == SC_CTR)
	    {
	      ctr_next(ctx, next);
	      iv = next;
	    }
	  ok = set_octets(p, iv, ctx->iv_length);
	}
      else if (c->kind == SC_CBC
	       && strcmp(p->key, OSSL_CIPHER_PARAM_TLS_MAC) == 0)
	ok = set_octets(p, ctx->tls_mac, ctx->tls_mac_size);
      else if (aead
	       && strcmp(p->key, OSSL_CIPHER_PARAM_AEAD_TLS1_AAD_PAD) == 0)
	ok = OSSL_PARAM_set_size_t(p, SC_TLS_TAG);
      else if (aead && strcmp(p->key, OSSL_CIPHER_PARAM_AEAD_TAGLEN) == 0)
	ok = OSSL_PARAM_set_size_t(p, !ctx->enc && ctx->tag_length != 0
				   ? ctx->tag_length : 16);
      else
	ok = 1;
      if (!ok)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
	  return 0;
	}
    }
  return 1;
}

static int
sc_cipher_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_cipher_ctx *ctx = vctx;
  const struct sc_cipher *c = ctx->cipher;
  const OSSL_PARAM *p;

  if (params == NULL)
    return 1;
  /* TLS 1.2's records: the AEADs' need no MAC of their own; CBC's
     come with one (or none with encrypt-then-MAC) and the padding for
     the provider to add or check and remove.  SSL 3.0's CBC records,
     whose padding is other, and the other modes' are refused, so that
     such a connection fails rather than goes wrong.  */
  if (OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TLS1_SET_IV_INV)
      != NULL)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s is not offered",
	       OSSL_CIPHER_PARAM_AEAD_TLS1_SET_IV_INV);
      return 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_TLS_VERSION);
  if (p != NULL && !is_aead(ctx))
    {
      unsigned version;
      if (c->kind != SC_CBC || !OSSL_PARAM_get_uint(p, &version)
	  || (version != TLS1_VERSION && version != TLS1_1_VERSION
	      && version != TLS1_2_VERSION && version != DTLS1_VERSION
	      && version != DTLS1_2_VERSION && version != DTLS1_BAD_VER))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER,
		   "TLS records of this cipher or version are not offered");
	  return 0;
	}
      ctx->tls_version = version;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_TLS_MAC_SIZE);
  if (p != NULL)
    {
      size_t size;
      if (!OSSL_PARAM_get_size_t(p, &size)
	  || (is_aead(ctx) ? size != 0
	      : c->kind != SC_CBC || size > SC_TLS_MAX_MAC))
	goto bad;
      if (!is_aead(ctx))
	ctx->tls_mac_size = size;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED);
  if (p != NULL)
    {
      /* GCM: the fixed part (4 bytes or more), the rest counting up
	 from a random start when writing; ChaCha20-Poly1305: the whole
	 IV.  */
      size_t fixed = p->data_size;
      if (!is_aead(ctx) || p->data_type != OSSL_PARAM_OCTET_STRING
	  || p->data == NULL
	  || (c->kind == SC_GCM
	      ? fixed < 4 || fixed + SC_TLS_EXPLICIT_IV > ctx->iv_length
	      : fixed != c->iv_length))
	goto bad;
      memcpy(ctx->iv, p->data, fixed);
      if (c->kind == SC_GCM)
	{
	  if (ctx->enc
	      && symcrypt_random(ctx->iv_length - fixed, ctx->iv + fixed)
	      != SYMCRYPT_OK)
	    {
	      sc_error(ctx->prov, SC_R_LIBRARY, "no random bytes");
	      return 0;
	    }
	  ctx->tls_fixed = 1;
	}
      else
	ctx->iv_set = 1;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TLS1_AAD);
  if (p != NULL)
    {
      /* The record's associated data: its length field says the
	 record's, less GCM's explicit IV, and less the tag when
	 reading; the payload is what remains.  */
      size_t length, less;
      if (!is_aead(ctx) || p->data_type != OSSL_PARAM_OCTET_STRING
	  || p->data == NULL || p->data_size != SC_TLS_AAD)
	goto bad;
      memcpy(ctx->tls_aad, p->data, SC_TLS_AAD);
      length = (size_t) ctx->tls_aad[SC_TLS_AAD - 2] << 8
	| ctx->tls_aad[SC_TLS_AAD - 1];
      less = (c->kind == SC_GCM ? SC_TLS_EXPLICIT_IV : 0)
	+ (ctx->enc ? 0 : SC_TLS_TAG);
      if (length < less)
	goto bad;
      length -= less;
      ctx->tls_aad[SC_TLS_AAD - 2] = (uint8_t) (length >> 8);
      ctx->tls_aad[SC_TLS_AAD - 1] = (uint8_t) length;
      ctx->tls_payload = length;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_PADDING);
  if (p != NULL)
    {
      unsigned padding;
      if (!OSSL_PARAM_get_uint(p, &padding))
	goto bad;
      ctx->padding = padding != 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_KEYLEN);
  if (p != NULL)
    {
      size_t length;
      if (!OSSL_PARAM_get_size_t(p, &length) || length != c->key_length)
	goto bad;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_IVLEN);
  if (p != NULL)
    {
      size_t length;
      if (!OSSL_PARAM_get_size_t(p, &length)
	  || (c->kind == SC_GCM ? length == 0 || length > SC_MAX_IV
	      : length != c->iv_length))
	goto bad;
      if (length != ctx->iv_length)
	{
	  /* An IV of the old length is no IV.  */
	  ctx->iv_length = length;
	  ctx->iv_set = ctx->started = ctx->finished = 0;
	}
    }
  p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TAG);
  if (p != NULL)
    {
      /* The tag to compare, decrypting, 1 to 16 bytes; without the
	 bytes, only its length (which get gives anyway), either way.  */
      if (!is_aead(ctx) || p->data_type != OSSL_PARAM_OCTET_STRING
	  || p->data_size == 0 || p->data_size > 16
	  || (ctx->enc && p->data != NULL))
	goto bad;
      if (p->data != NULL)
	{
	  memcpy(ctx->tag, p->data, p->data_size);
	  ctx->tag_length = p->data_size;
	}
    }
  return 1;
 bad:
  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
  return 0;
}

static const OSSL_PARAM sc_cipher_gettable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
  OSSL_PARAM_uint(OSSL_CIPHER_PARAM_PADDING, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
  OSSL_PARAM_octet_ptr(OSSL_CIPHER_PARAM_TLS_MAC, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_aead_gettable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TLS1_AAD_PAD, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TAGLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_cipher_settable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_uint(OSSL_CIPHER_PARAM_PADDING, NULL),
  OSSL_PARAM_uint(OSSL_CIPHER_PARAM_TLS_VERSION, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_TLS_MAC_SIZE, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_aead_settable_ctx[] = {
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, NULL),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TLS1_AAD, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED, NULL, 0),
  OSSL_PARAM_uint(OSSL_CIPHER_PARAM_TLS_VERSION, NULL),
  OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_TLS_MAC_SIZE, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_cipher_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_cipher_gettable_ctx;
}

static const OSSL_PARAM *
sc_cipher_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_cipher_settable_ctx;
}

static const OSSL_PARAM *
sc_aead_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_aead_gettable_ctx;
}

static const OSSL_PARAM *
sc_aead_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_aead_settable_ctx;
}

/* One cipher: its description, its newctx and get_params, and its
   dispatch table; KIND_PARAMS is sc_cipher or sc_aead.  */
#define SC_CIPHER(id, ALG, KIND, MODE, KEY, IV, BLOCK, AES, KIND_PARAMS) \
  static const struct sc_cipher id##_cipher = {				\
    ALG, KIND, MODE, KEY, IV, BLOCK, AES				\
  };									\
  static void *id##_newctx(void *provctx)				\
  {									\
    return sc_cipher_newctx(provctx, &id##_cipher);			\
  }									\
  static int id##_get_params(OSSL_PARAM params[])			\
  {									\
    return sc_cipher_get_params(params, &id##_cipher);			\
  }									\
  static const OSSL_DISPATCH id##_functions[] = {			\
    { OSSL_FUNC_CIPHER_NEWCTX, (void (*)(void)) id##_newctx },		\
    { OSSL_FUNC_CIPHER_FREECTX, (void (*)(void)) sc_cipher_freectx },	\
    { OSSL_FUNC_CIPHER_DUPCTX, (void (*)(void)) sc_cipher_dupctx },	\
    { OSSL_FUNC_CIPHER_ENCRYPT_INIT, (void (*)(void)) sc_cipher_einit }, \
    { OSSL_FUNC_CIPHER_DECRYPT_INIT, (void (*)(void)) sc_cipher_dinit }, \
    { OSSL_FUNC_CIPHER_UPDATE, (void (*)(void)) sc_cipher_update },	\
    { OSSL_FUNC_CIPHER_FINAL, (void (*)(void)) sc_cipher_final },	\
    { OSSL_FUNC_CIPHER_GET_PARAMS, (void (*)(void)) id##_get_params },	\
    { OSSL_FUNC_CIPHER_GETTABLE_PARAMS,					\
      (void (*)(void)) sc_cipher_gettable_params },			\
    { OSSL_FUNC_CIPHER_GET_CTX_PARAMS,					\
      (void (*)(void)) sc_cipher_get_ctx_params },			\
    { OSSL_FUNC_CIPHER_GETTABLE_CTX_PARAMS,				\
      (void (*)(void)) KIND_PARAMS##_gettable_ctx_params },		\
    { OSSL_FUNC_CIPHER_SET_CTX_PARAMS,					\
      (void (*)(void)) sc_cipher_set_ctx_params },			\
    { OSSL_FUNC_CIPHER_SETTABLE_CTX_PARAMS,				\
      (void (*)(void)) KIND_PARAMS##_settable_ctx_params },		\
    { 0, NULL }								\
  };

SC_CIPHER(aes128gcm, SC_AES128_GCM, SC_GCM, EVP_CIPH_GCM_MODE, 16, 12, 1,
	  &aes128, sc_aead)
SC_CIPHER(aes192gcm, SC_AES192_GCM, SC_GCM, EVP_CIPH_GCM_MODE, 24, 12, 1,
	  &aes192, sc_aead)
SC_CIPHER(aes256gcm, SC_AES256_GCM, SC_GCM, EVP_CIPH_GCM_MODE, 32, 12, 1,
	  &aes256, sc_aead)
SC_CIPHER(chacha20poly1305, SC_CHACHA20_POLY1305, SC_CHACHA_POLY1305, 0,
	  32, 12, 1, NULL, sc_aead)
SC_CIPHER(aes128ctr, SC_AES128_CTR, SC_CTR, EVP_CIPH_CTR_MODE, 16, 16, 1,
	  &aes128, sc_cipher)
SC_CIPHER(aes192ctr, SC_AES192_CTR, SC_CTR, EVP_CIPH_CTR_MODE, 24, 16, 1,
	  &aes192, sc_cipher)
SC_CIPHER(aes256ctr, SC_AES256_CTR, SC_CTR, EVP_CIPH_CTR_MODE, 32, 16, 1,
	  &aes256, sc_cipher)
SC_CIPHER(aes128cbc, SC_AES128_CBC, SC_CBC, EVP_CIPH_CBC_MODE, 16, 16, 16,
	  &aes128, sc_cipher)
SC_CIPHER(aes192cbc, SC_AES192_CBC, SC_CBC, EVP_CIPH_CBC_MODE, 24, 16, 16,
	  &aes192, sc_cipher)
SC_CIPHER(aes256cbc, SC_AES256_CBC, SC_CBC, EVP_CIPH_CBC_MODE, 32, 16, 16,
	  &aes256, sc_cipher)
SC_CIPHER(aes128ecb, SC_AES128_ECB, SC_ECB, EVP_CIPH_ECB_MODE, 16, 0, 16,
	  &aes128, sc_cipher)
SC_CIPHER(aes192ecb, SC_AES192_ECB, SC_ECB, EVP_CIPH_ECB_MODE, 24, 0, 16,
	  &aes192, sc_cipher)
SC_CIPHER(aes256ecb, SC_AES256_ECB, SC_ECB, EVP_CIPH_ECB_MODE, 32, 0, 16,
	  &aes256, sc_cipher)
SC_CIPHER(chacha20, SC_CHACHA20, SC_CHACHA, 0, 32, 16, 1, NULL, sc_cipher)

/* The names and aliases of OpenSSL's default provider.  */
const OSSL_ALGORITHM sc_cipher_algorithms[] = {
  { "AES-128-GCM:id-aes128-GCM:2.16.840.1.101.3.4.1.6",
    "provider=symcrypt", aes128gcm_functions, NULL },
  { "AES-192-GCM:id-aes192-GCM:2.16.840.1.101.3.4.1.26",
    "provider=symcrypt", aes192gcm_functions, NULL },
  { "AES-256-GCM:id-aes256-GCM:2.16.840.1.101.3.4.1.46",
    "provider=symcrypt", aes256gcm_functions, NULL },
  { "ChaCha20-Poly1305", "provider=symcrypt", chacha20poly1305_functions,
    NULL },
  { "AES-128-CTR", "provider=symcrypt", aes128ctr_functions, NULL },
  { "AES-192-CTR", "provider=symcrypt", aes192ctr_functions, NULL },
  { "AES-256-CTR", "provider=symcrypt", aes256ctr_functions, NULL },
  { "AES-128-CBC:AES128:2.16.840.1.101.3.4.1.2",
    "provider=symcrypt", aes128cbc_functions, NULL },
  { "AES-192-CBC:AES192:2.16.840.1.101.3.4.1.22",
    "provider=symcrypt", aes192cbc_functions, NULL },
  { "AES-256-CBC:AES256:2.16.840.1.101.3.4.1.42",
    "provider=symcrypt", aes256cbc_functions, NULL },
  { "AES-128-ECB:2.16.840.1.101.3.4.1.1",
    "provider=symcrypt", aes128ecb_functions, NULL },
  { "AES-192-ECB:2.16.840.1.101.3.4.1.21",
    "provider=symcrypt", aes192ecb_functions, NULL },
  { "AES-256-ECB:2.16.840.1.101.3.4.1.41",
    "provider=symcrypt", aes256ecb_functions, NULL },
  { "ChaCha20", "provider=symcrypt", chacha20_functions, NULL },
  { "AES-128-XTS:1.3.111.2.1619.0.1.1",
    "provider=symcrypt", sc_aes128xts_functions, NULL },
  { "AES-256-XTS:1.3.111.2.1619.0.1.2",
    "provider=symcrypt", sc_aes256xts_functions, NULL },
  { "AES-128-WRAP:id-aes128-wrap:AES128-WRAP:2.16.840.1.101.3.4.1.5",
    "provider=symcrypt", sc_aes128wrap_functions, NULL },
  { "AES-192-WRAP:id-aes192-wrap:AES192-WRAP:2.16.840.1.101.3.4.1.25",
    "provider=symcrypt", sc_aes192wrap_functions, NULL },
  { "AES-256-WRAP:id-aes256-wrap:AES256-WRAP:2.16.840.1.101.3.4.1.45",
    "provider=symcrypt", sc_aes256wrap_functions, NULL },
  { "AES-128-WRAP-PAD:id-aes128-wrap-pad:AES128-WRAP-PAD:"
    "2.16.840.1.101.3.4.1.8",
    "provider=symcrypt", sc_aes128wrappad_functions, NULL },
  { "AES-192-WRAP-PAD:id-aes192-wrap-pad:AES192-WRAP-PAD:"
    "2.16.840.1.101.3.4.1.28",
    "provider=symcrypt", sc_aes192wrappad_functions, NULL },
  { "AES-256-WRAP-PAD:id-aes256-wrap-pad:AES256-WRAP-PAD:"
    "2.16.840.1.101.3.4.1.48",
    "provider=symcrypt", sc_aes256wrappad_functions, NULL },
  { "AES-128-CCM:id-aes128-CCM:2.16.840.1.101.3.4.1.7",
    "provider=symcrypt", sc_aes128ccm_functions, NULL },
  { "AES-192-CCM:id-aes192-CCM:2.16.840.1.101.3.4.1.27",
    "provider=symcrypt", sc_aes192ccm_functions, NULL },
  { "AES-256-CCM:id-aes256-CCM:2.16.840.1.101.3.4.1.47",
    "provider=symcrypt", sc_aes256ccm_functions, NULL },
  { "AES-128-OCB", "provider=symcrypt", sc_aes128ocb_functions, NULL },
  { "AES-256-OCB", "provider=symcrypt", sc_aes256ocb_functions, NULL },
  { "AES-128-GCM-SIV", "provider=symcrypt", sc_aes128gcmsiv_functions,
    NULL },
  { "AES-256-GCM-SIV", "provider=symcrypt", sc_aes256gcmsiv_functions,
    NULL },
  { NULL, NULL, NULL, NULL }
};
