/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ours.c -- symcrypt-benchmark's adapters for libsymcrypt.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdlib.h>
#include <string.h>

#include "bench.h"

int
ours_arcfour_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  return symcrypt_arcfour_set_key(ctx, RC4_KEY_SIZE, bench_key) ? -1 : 0;
}

void
ours_arcfour_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_arcfour_crypt(ctx, length, dst, src);
}

int
ours_salsa20_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  return symcrypt_salsa20_set_key(ctx, sizeof(bench_key), bench_key) ? -1 : 0;
}

void
ours_salsa20_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20_set_nonce(ctx, bench_nonce);
  symcrypt_salsa20_crypt(ctx, length, dst, src);
}

void
ours_salsa20r12_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20_set_nonce(ctx, bench_nonce);
  symcrypt_salsa20r12_crypt(ctx, length, dst, src);
}

void
ours_xsalsa20_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_xsalsa20_set_key_nonce(ctx, bench_key, bench_nonce);
  symcrypt_salsa20_crypt(ctx, length, dst, src);
}

int
ours_chacha_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  symcrypt_chacha_set_key(ctx, bench_key);
  return 0;
}

void
ours_chacha_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_set_nonce(ctx, bench_nonce);
  symcrypt_chacha_crypt(ctx, length, dst, src);
}

void
ours_chacha32_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_set_nonce96(ctx, bench_nonce);
  symcrypt_chacha_crypt32(ctx, length, dst, src);
}

void
ours_xchacha_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_xchacha_set_key_nonce(ctx, bench_key, bench_nonce);
  symcrypt_chacha_crypt(ctx, length, dst, src);
}

void
ours_poly1305_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_poly1305_set_key(ctx, bench_key);
  symcrypt_poly1305_update(ctx, length, src);
  symcrypt_poly1305_digest(ctx, dst);
}

void
ours_seal_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  const struct ours_aead_param *p = param;
  p->seal(bench_key, bench_nonce, sizeof(bench_ad), bench_ad,
	  length, dst, src);
}

int
ours_open_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ours_seal_run(NULL, param, length, o->ct, src);
  return 0;
}

void
ours_open_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  const struct ours_aead_param *p = param;
  struct ours_open_ctx *o = ctx;
  if (p->open(bench_key, bench_nonce, sizeof(bench_ad), bench_ad,
	      length + 16, dst, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
ours_open_cleanup(void *ctx)
{
  free(((struct ours_open_ctx *) ctx)->ct);
}

/* The secretstream: a fixed header (bench_nonce), the TLS-like
   associated data, the MESSAGE tag.  */
int
ours_stream_push_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  struct ours_stream_ctx *o = ctx;
  symcrypt_secretstream_init_pull(&o->state, bench_nonce, bench_key);
  return 0;
}

void
ours_stream_push_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ours_stream_ctx *o = ctx;
  symcrypt_secretstream_push(&o->state, sizeof(bench_ad), bench_ad,
			     SYMCRYPT_SECRETSTREAM_TAG_MESSAGE, length, dst, src);
}

int
ours_stream_pull_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  struct ours_stream_ctx *o = ctx;
  o->ct = malloc(length + SYMCRYPT_SECRETSTREAM_ABYTES);
  if (!o->ct)
    return -1;
  symcrypt_secretstream_init_pull(&o->start, bench_nonce, bench_key);
  o->state = o->start;
  symcrypt_secretstream_push(&o->state, sizeof(bench_ad), bench_ad,
			     SYMCRYPT_SECRETSTREAM_TAG_MESSAGE, length, o->ct, src);
  return 0;
}

void
ours_stream_pull_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ours_stream_ctx *o = ctx;
  uint8_t tag;
  o->state = o->start;
  if (symcrypt_secretstream_pull(&o->state, sizeof(bench_ad), bench_ad,
				 length + SYMCRYPT_SECRETSTREAM_ABYTES, dst,
				 &tag, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
ours_stream_cleanup(void *ctx)
{
  free(((struct ours_stream_ctx *) ctx)->ct);
}

/* The secretbox: no associated data, the tag before the ciphertext.  */
void
ours_secretbox_seal_run(void *ctx, const void *param, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  symcrypt_secretbox_seal(bench_key, bench_nonce, length, dst, src);
}

int
ours_secretbox_open_setup(void *ctx, const void *param, size_t length,
			  const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ours_secretbox_seal_run(NULL, NULL, length, o->ct, src);
  return 0;
}

void
ours_secretbox_open_run(void *ctx, const void *param, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  if (symcrypt_secretbox_open(bench_key, bench_nonce, length + 16,
			      dst, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

/* A hash: a message is update and digest (which re-initializes).
   HMAC: the key is set once and a message is update and digest (which
   leaves the context keyed); the one-shot function takes the key each
   time.  */
#define OURS_HASH(name, NAME)						\
  int									\
  ours_##name##_setup(void *ctx, const void *param, size_t length,	\
		      const uint8_t *src)				\
  {									\
    symcrypt_##name##_init(ctx);					\
    return 0;								\
  }									\
  void									\
  ours_##name##_run(void *ctx, const void *param, size_t length,	\
		    uint8_t *dst, const uint8_t *src)			\
  {									\
    symcrypt_##name##_update(ctx, length, src);				\
    symcrypt_##name##_digest(ctx, SYMCRYPT_##NAME##_DIGEST_SIZE, dst);	\
  }									\
  int									\
  ours_hmac_##name##_setup(void *ctx, const void *param, size_t length, \
			   const uint8_t *src)				\
  {									\
    symcrypt_hmac_##name##_set_key(ctx, sizeof(bench_key), bench_key);	\
    return 0;								\
  }									\
  void									\
  ours_hmac_##name##_run(void *ctx, const void *param, size_t length,	\
			 uint8_t *dst, const uint8_t *src)		\
  {									\
    symcrypt_hmac_##name##_update(ctx, length, src);			\
    symcrypt_hmac_##name##_digest(ctx, SYMCRYPT_##NAME##_DIGEST_SIZE, dst); \
  }									\
  void									\
  ours_hmac_##name##_oneshot_run(void *ctx, const void *param,		\
				 size_t length, uint8_t *dst,		\
				 const uint8_t *src)			\
  {									\
    symcrypt_hmac_##name(sizeof(bench_key), bench_key, length, src, dst); \
  }

OURS_HASH(md5, MD5)
OURS_HASH(sha1, SHA1)
OURS_HASH(sha224, SHA224)
OURS_HASH(sha256, SHA256)
OURS_HASH(sha384, SHA384)
OURS_HASH(sha512, SHA512)
OURS_HASH(sha512_224, SHA512_224)
OURS_HASH(sha512_256, SHA512_256)
OURS_HASH(sha3_224, SHA3_224)
OURS_HASH(sha3_256, SHA3_256)
OURS_HASH(sha3_384, SHA3_384)
OURS_HASH(sha3_512, SHA3_512)

void
ours_shake_run(void *ctx, const void *param, size_t length,
	       uint8_t *dst, const uint8_t *src)
{
  const struct ours_shake_param *p = param;
  if (p->out_length)
    p->shake(length, src, p->out_length, dst);
  else
    p->shake(XOF_INPUT, src, length, dst);
}

void
ours_kmac128_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_kmac128(sizeof(bench_key), bench_key, 0, NULL, length, src,
		   32, dst);
}

void
ours_tuplehash128_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  symcrypt_tuplehash128(1, &src, &length, 0, NULL, 32, dst);
}

void
ours_parallelhash128_run(void *ctx, const void *param, size_t length,
			 uint8_t *dst, const uint8_t *src)
{
  symcrypt_parallelhash128(8192, length, src, 0, NULL, 32, dst);
}

void
ours_turboshake128_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_turboshake128_ctx ts;
  symcrypt_turboshake128_init(&ts, 0x1f);
  symcrypt_turboshake128_update(&ts, length, src);
  symcrypt_turboshake128_output(&ts, 32, dst);
}

void
ours_kt128_run(void *ctx, const void *param, size_t length,
	       uint8_t *dst, const uint8_t *src)
{
  symcrypt_kt128(0, NULL, length, src, 32, dst);
}

void
ours_siphash24_run(void *ctx, const void *param, size_t length,
		   uint8_t *dst, const uint8_t *src)
{
  symcrypt_siphash24(bench_key, length, src, dst);
}

/* BLAKE2b and BLAKE2s with their longest digests and no key: init is
   done once, digest starts the next message.  */
#define OURS_BLAKE2(name, NAME)						\
  int									\
  ours_##name##_setup(void *ctx, const void *param, size_t length,	\
		      const uint8_t *src)				\
  {									\
    return symcrypt_##name##_init(ctx, SYMCRYPT_##NAME##_DIGEST_SIZE,	\
				  0, NULL);				\
  }									\
  void									\
  ours_##name##_run(void *ctx, const void *param, size_t length,	\
		    uint8_t *dst, const uint8_t *src)			\
  {									\
    symcrypt_##name##_update(ctx, length, src);				\
    symcrypt_##name##_digest(ctx, dst);					\
  }
OURS_BLAKE2(blake2b, BLAKE2B)
OURS_BLAKE2(blake2s, BLAKE2S)

/* The Tillich-Zemor hash: init is done once, digest re-initializes.
   No other library has it; doc/tzhash.md compares it with the Go
   reference.  */
int
ours_tz_setup(void *ctx, const void *param, size_t length,
	      const uint8_t *src)
{
  symcrypt_tz_init(ctx);
  return 0;
}

void
ours_tz_run(void *ctx, const void *param, size_t length,
	    uint8_t *dst, const uint8_t *src)
{
  symcrypt_tz_update(ctx, length, src);
  symcrypt_tz_digest(ctx, dst);
}

/* The _many rows: the message pointers are set for each call, as a
   caller's would be.  The outputs need messages of 32 bytes or more
   (-s can ask for less).  */
int
ours_sha256_many_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  return length / MANY_COUNT >= SYMCRYPT_SHA256_DIGEST_SIZE ? 0 : -1;
}

static void
many_messages(struct ours_many_ctx *m, size_t length, const uint8_t *src)
{
  size_t each = length / MANY_COUNT, i;
  for (i = 0; i < MANY_COUNT; i++)
    {
      m->msgs[i] = src + i * each;
      m->lengths[i] = each;
    }
}

void
ours_sha256_many_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  many_messages(m, length, src);
  symcrypt_sha256_many(MANY_COUNT, m->msgs, m->lengths, dst);
}

int
ours_hmac_sha256_many_setup(void *ctx, const void *param, size_t length,
			    const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  symcrypt_hmac_sha256_set_key(&m->key, sizeof(bench_key), bench_key);
  return ours_sha256_many_setup(ctx, param, length, src);
}

void
ours_hmac_sha256_many_run(void *ctx, const void *param, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  many_messages(m, length, src);
  symcrypt_hmac_sha256_many(&m->key, MANY_COUNT, m->msgs, m->lengths,
			    SYMCRYPT_SHA256_DIGEST_SIZE, dst);
}

int
ours_sha3_256_many_setup(void *ctx, const void *param, size_t length,
			 const uint8_t *src)
{
  return length / MANY_COUNT >= SYMCRYPT_SHA3_256_DIGEST_SIZE ? 0 : -1;
}

void
ours_sha3_256_many_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  many_messages(m, length, src);
  symcrypt_sha3_256_many(MANY_COUNT, m->msgs, m->lengths, dst);
}

int
ours_hmac_sha3_256_many_setup(void *ctx, const void *param, size_t length,
			      const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  symcrypt_hmac_sha3_256_set_key(&m->sha3_key, sizeof(bench_key), bench_key);
  return ours_sha3_256_many_setup(ctx, param, length, src);
}

void
ours_hmac_sha3_256_many_run(void *ctx, const void *param, size_t length,
			    uint8_t *dst, const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  many_messages(m, length, src);
  symcrypt_hmac_sha3_256_many(&m->sha3_key, MANY_COUNT, m->msgs, m->lengths,
			      SYMCRYPT_SHA3_256_DIGEST_SIZE, dst);
}

/* The SHAKE many rows: each message needs input from SRC, which
   holds LENGTH bytes, and at least one byte out.  */
int
ours_shake_many_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  const struct shake_many_param *p = param;
  size_t each = length / MANY_COUNT;
  return each > 0 && each >= p->in_length ? 0 : -1;
}

void
ours_shake_many_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct shake_many_param *p = param;
  struct ours_many_ctx *m = ctx;
  size_t i;
  for (i = 0; i < MANY_COUNT; i++)
    {
      m->msgs[i] = src + i * p->in_length;
      m->lengths[i] = p->in_length;
    }
  p->many(MANY_COUNT, m->msgs, m->lengths, length / MANY_COUNT, dst);
}

int
ours_shake_loop_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  return ours_shake_many_setup(ctx, param, length, src);
}

void
ours_shake_loop_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct shake_many_param *p = param;
  size_t each = length / MANY_COUNT, i;
  for (i = 0; i < MANY_COUNT; i++)
    p->shake(p->in_length, src + i * p->in_length, each, dst + i * each);
}

void
ours_blake3_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  symcrypt_blake3(length, src, SYMCRYPT_BLAKE3_DIGEST_SIZE, dst);
}

/* The incremental interface as a streaming caller uses it: init, one
   update with the whole message, the 32-byte digest.  */
void
ours_blake3_stream_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_blake3_ctx b3;
  symcrypt_blake3_init(&b3);
  symcrypt_blake3_update(&b3, length, src);
  symcrypt_blake3_output(&b3, 0, SYMCRYPT_BLAKE3_DIGEST_SIZE, dst);
}

int
ours_blake3_many_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  return length / MANY_COUNT >= SYMCRYPT_BLAKE3_DIGEST_SIZE ? 0 : -1;
}

void
ours_blake3_many_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ours_many_ctx *m = ctx;
  many_messages(m, length, src);
  symcrypt_blake3_many(MANY_COUNT, m->msgs, m->lengths, dst);
}

/* BLAKE2b-512 and BLAKE2s-256 of MANY_COUNT messages in one call.  */
#define OURS_BLAKE2_MANY(name, UPPER)					\
  int									\
  ours_##name##_many_setup(void *ctx, const void *param, size_t length, \
			   const uint8_t *src)				\
  {									\
    return length / MANY_COUNT >= SYMCRYPT_##UPPER##_DIGEST_SIZE ? 0 : -1; \
  }									\
  void									\
  ours_##name##_many_run(void *ctx, const void *param, size_t length,	\
			 uint8_t *dst, const uint8_t *src)		\
  {									\
    struct ours_many_ctx *m = ctx;					\
    many_messages(m, length, src);					\
    symcrypt_##name##_many(SYMCRYPT_##UPPER##_DIGEST_SIZE, 0, NULL,	\
			   MANY_COUNT, m->msgs, m->lengths, dst);	\
  }

OURS_BLAKE2_MANY(blake2b, BLAKE2B)
OURS_BLAKE2_MANY(blake2s, BLAKE2S)

void
ours_pbkdf2_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct ours_pbkdf2_param *p = param;
  p->derive(sizeof(bench_key), bench_key, (unsigned) length,
	    SALT_SIZE, bench_nonce, p->length, dst);
}

void
ours_scrypt_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct scrypt_row_param *p = param;
  (void) ctx;
  (void) src;
  symcrypt_scrypt(sizeof(bench_key), bench_key, SALT_SIZE, bench_nonce,
		  length, 8, p->p, NULL, 0, 64, dst);
}

/* AES-GCM: the key set once by setup; a message is seal, or open of
   the valid ciphertext setup made, with the first 12 bytes of
   bench_nonce and bench_ad.  */
int
ours_gcm_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  const struct ours_gcm_param *p = param;
  struct ours_gcm_ctx *g = ctx;
  p->set_key(&g->key, bench_key);
  if (!p->open_row)
    return 0;
  g->ct = malloc(length + 16);
  if (!g->ct)
    return -1;
  p->seal(&g->key, 12, bench_nonce, sizeof(bench_ad), bench_ad,
	  length, g->ct, src);
  return 0;
}

void
ours_gcm_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  const struct ours_gcm_param *p = param;
  struct ours_gcm_ctx *g = ctx;
  if (!p->open_row)
    p->seal(&g->key, 12, bench_nonce, sizeof(bench_ad), bench_ad,
	    length, dst, src);
  else if (p->open(&g->key, 12, bench_nonce, sizeof(bench_ad), bench_ad,
		   length + 16, dst, g->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
ours_aes128_gcm_stream_run(void *ctx, const void *param, size_t length,
			   uint8_t *dst, const uint8_t *src)
{
  struct ours_gcm_ctx *g = ctx;
  struct symcrypt_aes128_gcm_ctx stream;
  symcrypt_aes128_gcm_start(&stream,
			    (const struct symcrypt_aes128_gcm_key *) &g->key,
			    12, bench_nonce);
  symcrypt_aes128_gcm_update(&stream, sizeof(bench_ad), bench_ad);
  symcrypt_aes128_gcm_encrypt(&stream, length, dst, src);
  symcrypt_aes128_gcm_digest(&stream, 16, dst + length);
}

void
ours_gcm_cleanup(void *ctx)
{
  free(((struct ours_gcm_ctx *) ctx)->ct);
}

/* AEGIS: bench_key (its first 16 bytes for the 128 variants),
   bench_aegis_nonce, bench_ad, a 16-byte tag.  */

void
ours_aegis_seal_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct ours_aegis_param *p = param;
  p->seal(bench_key, bench_aegis_nonce, sizeof(bench_ad), bench_ad, 16,
	  length, dst, src);
}

int
ours_aegis_open_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ours_aegis_seal_run(NULL, param, length, o->ct, src);
  return 0;
}

void
ours_aegis_open_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct ours_aegis_param *p = param;
  struct ours_open_ctx *o = ctx;
  if (p->open(bench_key, bench_aegis_nonce, sizeof(bench_ad), bench_ad, 16,
	      length + 16, dst, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
ours_aegis_open_cleanup(void *ctx)
{
  free(((struct ours_open_ctx *) ctx)->ct);
}

void
ours_aegis128l_mac_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_aegis128l_mac_ctx mac;
  symcrypt_aegis128l_mac_init(&mac, bench_key, bench_aegis_nonce);
  symcrypt_aegis128l_mac_update(&mac, length, src);
  symcrypt_aegis128l_mac_digest(&mac, 16, dst);
}

/* AES-128-CTR from the zero counter block; CBC decryption with
   bench_nonce's first 16 bytes as the IV, of whole blocks only.  */
int
ours_aes128_ctr_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  symcrypt_aes128_ctr_set_key(ctx, bench_key);
  return 0;
}

void
ours_aes128_ctr_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  static const uint8_t zero[16];
  symcrypt_aes128_ctr_set_counter(ctx, zero);
  symcrypt_aes128_ctr_crypt(ctx, length, dst, src);
}

/* AES-128-XTS: one data unit of LENGTH bytes under a zero tweak, or LENGTH bytes of 512-byte sectors numbered from 0
   (dm-crypt's plain64).  */
int
ours_aes128_xts_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  if (length < 16)
    return -1;
  return symcrypt_aes128_xts_set_encrypt_key(ctx, bench_key) == 0 ? 0 : -1;
}

void
ours_aes128_xts_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  static const uint8_t zero[16];
  symcrypt_aes128_xts_encrypt(ctx, zero, length, dst, src);
}

int
ours_aes128_xts_sectors_setup(void *ctx, const void *param, size_t length,
			      const uint8_t *src)
{
  if (length % 512 != 0)
    return -1;
  return ours_aes128_xts_setup(ctx, param, length, src);
}

void
ours_aes128_xts_sectors_run(void *ctx, const void *param, size_t length,
			    uint8_t *dst, const uint8_t *src)
{
  symcrypt_aes128_xts_encrypt_sectors(ctx, 0, 512, length, dst, src);
}

/* AES-256-XTS: one data unit of LENGTH bytes under a zero tweak.  */
int
ours_aes256_xts_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  if (length < 16)
    return -1;
  return symcrypt_aes256_xts_set_encrypt_key(ctx, bench_xts256_key) == 0
    ? 0 : -1;
}

void
ours_aes256_xts_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  static const uint8_t zero[16];
  symcrypt_aes256_xts_encrypt(ctx, zero, length, dst, src);
}

/* AES-128-CMAC with a key set once.  */
int
ours_aes128_cmac_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  symcrypt_aes128_cmac_set_key(ctx, bench_key);
  return 0;
}

void
ours_aes128_cmac_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  symcrypt_aes128_cmac_update(ctx, length, src);
  symcrypt_aes128_cmac_digest(ctx, 16, dst);
}

int
ours_aes128_keywrap_setup(void *ctx, const void *param, size_t length,
			  const uint8_t *src)
{
  if (length % 8 != 0 || length < 16
      || length > SYMCRYPT_AES_KEYWRAP_MAX_SIZE)
    return -1;
  symcrypt_aes128_set_encrypt_key(ctx, bench_key);
  return 0;
}

void
ours_aes128_keywrap_run(void *ctx, const void *param, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  symcrypt_aes128_keywrap(ctx, length, dst, src);
}

/* AES-128 CCM, OCB and SIV (12-byte nonce, 16-byte tag), and
   AES-128- and AES-256-GCM-SIV, with bench_ad; the key set once by
   setup (SIV's functions take it for each message).  */
static int
ours_mode_seal(const struct ours_mode_param *p, struct ours_mode_ctx *m,
	       size_t length, uint8_t *dst, const uint8_t *src)
{
  const uint8_t *items[2] = { bench_ad, bench_nonce };
  size_t lengths[2] = { sizeof(bench_ad), 12 };
  switch (p->mode)
    {
    case OURS_CCM:
      return symcrypt_aes128_ccm_seal(&m->key.aes, 12, bench_nonce,
				      sizeof(bench_ad), bench_ad, 16, length,
				      dst, src);
    case OURS_OCB:
      return symcrypt_aes128_ocb_seal(&m->key.ocb, 12, bench_nonce,
				      sizeof(bench_ad), bench_ad, 16, length,
				      dst, src);
    case OURS_SIV:
      return symcrypt_aes128_siv_seal(bench_key, 2, items, lengths, length,
				      dst, src);
    case OURS_GCM_SIV:
      return symcrypt_aes128_gcm_siv_seal(&m->key.gcm_siv, bench_nonce,
					  sizeof(bench_ad), bench_ad, length,
					  dst, src);
    default:
      return symcrypt_aes256_gcm_siv_seal(&m->key.gcm_siv256, bench_nonce,
					  sizeof(bench_ad), bench_ad, length,
					  dst, src);
    }
}

/* Open of the LENGTH + 16 bytes at SRC: GCM-SIV's rows only.  */
static int
ours_mode_open(const struct ours_mode_param *p, struct ours_mode_ctx *m,
	       size_t length, uint8_t *dst, const uint8_t *src)
{
  if (p->mode == OURS_GCM_SIV256)
    return symcrypt_aes256_gcm_siv_open(&m->key.gcm_siv256, bench_nonce,
					sizeof(bench_ad), bench_ad,
					length + 16, dst, src);
  return symcrypt_aes128_gcm_siv_open(&m->key.gcm_siv, bench_nonce,
				      sizeof(bench_ad), bench_ad,
				      length + 16, dst, src);
}

int
ours_mode_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  const struct ours_mode_param *p = param;
  struct ours_mode_ctx *m = ctx;
  if (p->mode == OURS_CCM)
    symcrypt_aes128_set_encrypt_key(&m->key.aes, bench_key);
  else if (p->mode == OURS_OCB)
    symcrypt_aes128_ocb_set_key(&m->key.ocb, bench_key);
  else if (p->mode == OURS_GCM_SIV)
    symcrypt_aes128_gcm_siv_set_key(&m->key.gcm_siv, bench_key);
  else if (p->mode == OURS_GCM_SIV256)
    symcrypt_aes256_gcm_siv_set_key(&m->key.gcm_siv256, bench_key);
  if (!p->open_row)
    return 0;
  m->ct = malloc(length + 16);
  if (!m->ct)
    return -1;
  return ours_mode_seal(p, m, length, m->ct, src) == 0 ? 0 : -1;
}

void
ours_mode_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  const struct ours_mode_param *p = param;
  struct ours_mode_ctx *m = ctx;
  if (!p->open_row)
    ours_mode_seal(p, m, length, dst, src);
  else if (ours_mode_open(p, m, length, dst, m->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
ours_mode_cleanup(void *ctx)
{
  free(((struct ours_mode_ctx *) ctx)->ct);
}

int
ours_aes128_cbc_decrypt_setup(void *ctx, const void *param, size_t length,
			      const uint8_t *src)
{
  if (length % 16 != 0)
    return -1;
  symcrypt_aes128_set_decrypt_key(ctx, bench_key);
  return 0;
}

void
ours_aes128_cbc_decrypt_run(void *ctx, const void *param, size_t length,
			    uint8_t *dst, const uint8_t *src)
{
  uint8_t iv[16];
  memcpy(iv, bench_nonce, 16);
  symcrypt_aes128_cbc_decrypt(ctx, iv, length, dst, src);
}

void
ours_argon2id_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct argon2_row_param *p = param;
  struct symcrypt_argon2_params a = {
    p->t_cost, (uint32_t) length, p->parallelism, p->threads,
    NULL, 0, NULL, 0
  };
  (void) ctx;
  (void) src;
  if (symcrypt_argon2id(&a, 32, bench_key, SALT_SIZE, bench_nonce, NULL, 0,
			32, dst) != SYMCRYPT_OK)
    abort();
}
