/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* nettle.c -- symcrypt-benchmark's adapters for Nettle.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#if HAVE_NETTLE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/cbc.h>
#include <nettle/ctr.h>
#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <nettle/nettle-meta.h>
#include <nettle/pbkdf2.h>
#include <nettle/sha3.h>
#include <nettle/version.h>

#include "bench.h"

const char *
bench_nettle_init(void)
{
  static char version[32];
  snprintf(version, sizeof(version), "%d.%d",
	   nettle_version_major(), nettle_version_minor());
  return version;
}

int
nettle_arcfour_setup(void *ctx, const void *param, size_t length,
		     const uint8_t *src)
{
  arcfour_set_key(ctx, RC4_KEY_SIZE, bench_key);
  return 0;
}

void
nettle_arcfour_run(void *ctx, const void *param, size_t length,
		   uint8_t *dst, const uint8_t *src)
{
  arcfour_crypt(ctx, length, dst, src);
}

int
nettle_salsa20_setup(void *ctx, const void *param, size_t length,
		     const uint8_t *src)
{
  salsa20_256_set_key(ctx, bench_key);
  return 0;
}

void
nettle_salsa20_run(void *ctx, const void *param, size_t length,
		   uint8_t *dst, const uint8_t *src)
{
  salsa20_set_nonce(ctx, bench_nonce);
  salsa20_crypt(ctx, length, dst, src);
}

void
nettle_salsa20r12_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  salsa20_set_nonce(ctx, bench_nonce);
  salsa20r12_crypt(ctx, length, dst, src);
}

int
nettle_chacha_setup(void *ctx, const void *param, size_t length,
		    const uint8_t *src)
{
  chacha_set_key(ctx, bench_key);
  return 0;
}

void
nettle_chacha_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  chacha_set_nonce(ctx, bench_nonce);
  chacha_crypt(ctx, length, dst, src);
}

void
nettle_chacha32_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  chacha_set_nonce96(ctx, bench_nonce);
  chacha_crypt32(ctx, length, dst, src);
}

/* ChaCha20-Poly1305: the ciphertext, then the tag.  */
static void
nettle_seal(struct chacha_poly1305_ctx *c, size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  chacha_poly1305_set_nonce(c, bench_nonce);
  chacha_poly1305_update(c, sizeof(bench_ad), bench_ad);
  chacha_poly1305_encrypt(c, length, dst, src);
  chacha_poly1305_digest(c, 16, dst + length);
}

int
nettle_aead_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct nettle_aead_ctx *n = ctx;
  chacha_poly1305_set_key(&n->c, bench_key);
  if (!param)
    return 0;
  n->ct = malloc(length + 16);
  if (!n->ct)
    return -1;
  nettle_seal(&n->c, length, n->ct, src);
  return 0;
}

void
nettle_aead_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct nettle_aead_ctx *n = ctx;
  uint8_t tag[16];
  if (!param)
    {
      nettle_seal(&n->c, length, dst, src);
      return;
    }
  chacha_poly1305_set_nonce(&n->c, bench_nonce);
  chacha_poly1305_update(&n->c, sizeof(bench_ad), bench_ad);
  chacha_poly1305_decrypt(&n->c, length, dst, n->ct);
  chacha_poly1305_digest(&n->c, sizeof(tag), tag);
  if (!memeql_sec(tag, n->ct + length, sizeof(tag)))
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
nettle_aead_cleanup(void *ctx)
{
  free(((struct nettle_aead_ctx *) ctx)->ct);
}

/* Any hash, and HMAC over it, through Nettle's meta tables (its
   hmac_sha256_* functions are these same generic ones).  */

int
nettle_hash_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct nettle_hash *h = param;
  struct nettle_hash_ctx *n = ctx;
  if (h->context_size > sizeof(n->state))
    return -1;
  h->init(n->state);
  return 0;
}

void
nettle_hash_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct nettle_hash *h = param;
  struct nettle_hash_ctx *n = ctx;
  h->update(n->state, length, src);
  h->digest(n->state, h->digest_size, dst);
}

int
nettle_shake256_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  sha3_256_init(ctx);
  return 0;
}

void
nettle_shake256_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct ours_shake_param *p = param;
  if (p->out_length)
    {
      sha3_256_update(ctx, length, src);
      sha3_256_shake(ctx, p->out_length, dst);
    }
  else
    {
      sha3_256_update(ctx, XOF_INPUT, src);
      sha3_256_shake(ctx, length, dst);
    }
}

int
nettle_hmac_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct nettle_hmac_param *p = param;
  struct nettle_hmac_ctx *n = ctx;
  if (p->hash->context_size > sizeof(n->state))
    return -1;
  hmac_set_key(n->outer, n->inner, n->state, p->hash,
	       sizeof(bench_key), bench_key);
  return 0;
}

void
nettle_hmac_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct nettle_hmac_param *p = param;
  struct nettle_hmac_ctx *n = ctx;
  if (p->rekey)
    hmac_set_key(n->outer, n->inner, n->state, p->hash,
		 sizeof(bench_key), bench_key);
  hmac_update(n->state, p->hash, length, src);
  hmac_digest(n->outer, n->inner, n->state, p->hash,
	      p->hash->digest_size, dst);
}

void
nettle_pbkdf2_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct nettle_pbkdf2_param *p = param;
  p->derive(sizeof(bench_key), bench_key, (unsigned) length,
	    SALT_SIZE, bench_nonce, p->length, dst);
}

/* AES-GCM.  */
int
nettle_gcm_setup(void *ctx, const void *param, size_t length,
		 const uint8_t *src)
{
  const struct nettle_gcm_param *p = param;
  struct nettle_gcm_ctx *n = ctx;
  p->set_key(&n->c, bench_key);
  if (!p->open)
    return 0;
  n->ct = malloc(length + 16);
  if (!n->ct)
    return -1;
  p->set_iv(&n->c, 12, bench_nonce);
  p->update(&n->c, sizeof(bench_ad), bench_ad);
  p->encrypt(&n->c, length, n->ct, src);
  p->digest(&n->c, 16, n->ct + length);
  return 0;
}

void
nettle_gcm_run(void *ctx, const void *param, size_t length,
	       uint8_t *dst, const uint8_t *src)
{
  const struct nettle_gcm_param *p = param;
  struct nettle_gcm_ctx *n = ctx;
  uint8_t tag[16];
  p->set_iv(&n->c, 12, bench_nonce);
  p->update(&n->c, sizeof(bench_ad), bench_ad);
  if (!p->open)
    {
      p->encrypt(&n->c, length, dst, src);
      p->digest(&n->c, 16, dst + length);
      return;
    }
  p->decrypt(&n->c, length, dst, n->ct);
  p->digest(&n->c, sizeof(tag), tag);
  if (!memeql_sec(tag, n->ct + length, sizeof(tag)))
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
nettle_gcm_cleanup(void *ctx)
{
  free(((struct nettle_gcm_ctx *) ctx)->ct);
}

int
nettle_aes128_ctr_setup(void *ctx, const void *param, size_t length,
			const uint8_t *src)
{
  aes128_set_encrypt_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_ctr_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  uint8_t counter[16];
  memset(counter, 0, sizeof(counter));
  ctr_crypt(ctx, (nettle_cipher_func *) aes128_encrypt, 16, counter,
	    length, dst, src);
}

int
nettle_aes128_xts_setup(void *ctx, const void *param, size_t length,
			const uint8_t *src)
{
  if (length < 16)
    return -1;
  xts_aes128_set_encrypt_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_xts_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  static const uint8_t zero[16];
  xts_aes128_encrypt_message(ctx, zero, length, dst, src);
}

int
nettle_aes128_xts_sectors_setup(void *ctx, const void *param, size_t length,
				const uint8_t *src)
{
  if (length % 512 != 0)
    return -1;
  return nettle_aes128_xts_setup(ctx, param, length, src);
}

void
nettle_aes128_xts_sectors_run(void *ctx, const void *param, size_t length,
			      uint8_t *dst, const uint8_t *src)
{
  uint8_t tweak[16];
  uint64_t sector;
  memset(tweak, 0, sizeof(tweak));
  for (sector = 0; sector < length / 512; sector++)
    {
      unsigned i;
      for (i = 0; i < 8; i++)
	tweak[i] = (uint8_t) (sector >> (8 * i));
      xts_aes128_encrypt_message(ctx, tweak, 512, dst + 512 * sector,
				 src + 512 * sector);
    }
}

int
nettle_aes256_xts_setup(void *ctx, const void *param, size_t length,
			const uint8_t *src)
{
  if (length < 16)
    return -1;
  xts_aes256_set_encrypt_key(ctx, bench_xts256_key);
  return 0;
}

void
nettle_aes256_xts_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  static const uint8_t zero[16];
  xts_aes256_encrypt_message(ctx, zero, length, dst, src);
}

int
nettle_aes128_cmac_setup(void *ctx, const void *param, size_t length,
			 const uint8_t *src)
{
  cmac_aes128_set_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_cmac_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  cmac_aes128_update(ctx, length, src);
  cmac_aes128_digest(ctx, 16, dst);
}

int
nettle_aes128_keywrap_setup(void *ctx, const void *param, size_t length,
			    const uint8_t *src)
{
  if (length % 8 != 0 || length < 16 || length > 8192)
    return -1;
  aes128_set_encrypt_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_keywrap_run(void *ctx, const void *param, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  static const uint8_t iv[8] = {
    0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6
  };
  aes128_keywrap(ctx, iv, length + 8, dst, src);
}

int
nettle_aes128_ccm_setup(void *ctx, const void *param, size_t length,
			const uint8_t *src)
{
  ccm_aes128_set_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_ccm_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  ccm_aes128_encrypt_message(ctx, 12, bench_nonce, sizeof(bench_ad), bench_ad,
			     16, length + 16, dst, src);
}

int
nettle_aes128_siv_setup(void *ctx, const void *param, size_t length,
			const uint8_t *src)
{
  return 0;
}

void
nettle_aes128_siv_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  siv_cmac_aes128_set_key(ctx, bench_key);
  siv_cmac_aes128_encrypt_message(ctx, 12, bench_nonce, sizeof(bench_ad),
				  bench_ad, length + 16, dst, src);
}

int
nettle_aes128_cbc_decrypt_setup(void *ctx, const void *param, size_t length,
				const uint8_t *src)
{
  if (length % 16 != 0)
    return -1;
  aes128_set_decrypt_key(ctx, bench_key);
  return 0;
}

void
nettle_aes128_cbc_decrypt_run(void *ctx, const void *param, size_t length,
			      uint8_t *dst, const uint8_t *src)
{
  uint8_t iv[16];
  memcpy(iv, bench_nonce, 16);
  cbc_decrypt(ctx, (nettle_cipher_func *) aes128_decrypt, 16, iv,
	      length, dst, src);
}

#endif /* HAVE_NETTLE */
