/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* openssl.c -- symcrypt-benchmark's adapters for OpenSSL 3: EVP
   interfaces with contexts fetched once and reused.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#if HAVE_OPENSSL
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#include "bench.h"

const char *
bench_openssl_init(void)
{
  /* RC4 lives in the legacy provider; loading one provider stops the
     default one loading on its own, so load both.  */
  OSSL_PROVIDER_load(NULL, "legacy");
  OSSL_PROVIDER_load(NULL, "default");
  return OpenSSL_version(OPENSSL_VERSION_STRING);
}

void
ossl_cleanup(void *ctx)
{
  struct ossl_ctx *o = ctx;
  EVP_CIPHER_CTX_free(o->c);
  EVP_CIPHER_free(o->cipher);
  EVP_MD_CTX_free(o->m);
  EVP_MD_free(o->md);
  EVP_MAC_CTX_free(o->mc);
  EVP_MAC_free(o->mac);
  free(o->ct);
}

int
ossl_cipher_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct ossl_cipher_param *p = param;
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, p->name, NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c
      || (size_t) EVP_CIPHER_get_key_length(o->cipher) > sizeof(bench_key))
    return -1;
  if (p->counter_size)
    memcpy(o->iv + p->counter_size, bench_nonce, 16 - p->counter_size);
  return EVP_EncryptInit_ex2(o->c, o->cipher, bench_key,
			     p->counter_size ? o->iv : NULL, NULL) ? 0 : -1;
}

void
ossl_cipher_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct ossl_cipher_param *p = param;
  struct ossl_ctx *o = ctx;
  int out;
  if (p->counter_size)
    EVP_EncryptInit_ex2(o->c, NULL, NULL, o->iv, NULL);
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
}

/* An AEAD by name, 12-byte nonce; seal or open (PARAM).  */
static void
ossl_seal(struct ossl_ctx *o, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  int out;
  EVP_EncryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_EncryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
  EVP_EncryptFinal_ex(o->c, dst + out, &out);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_GET_TAG, 16, dst + length);
}

int
ossl_aead_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  const struct ossl_aead_param *p = param;
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, p->name, NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c
      || !EVP_EncryptInit_ex2(o->c, o->cipher, bench_key, bench_nonce, NULL))
    return -1;
  if (!p->open)
    return 0;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ossl_seal(o, length, o->ct, src);
  return EVP_DecryptInit_ex2(o->c, o->cipher, bench_key, NULL, NULL) ? 0 : -1;
}

void
ossl_aead_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  const struct ossl_aead_param *p = param;
  struct ossl_ctx *o = ctx;
  int out;
  if (!p->open)
    {
      ossl_seal(o, length, dst, src);
      return;
    }
  EVP_DecryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_SET_TAG, 16, o->ct + length);
  EVP_DecryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_DecryptUpdate(o->c, dst, &out, o->ct, (int) length);
  if (EVP_DecryptFinal_ex(o->c, dst + out, &out) <= 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

/* CBC decryption by name.  */
int
ossl_cbc_decrypt_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  if (length % 16 != 0)
    return -1;
  o->cipher = EVP_CIPHER_fetch(NULL, param, NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c
      || !EVP_DecryptInit_ex2(o->c, o->cipher, bench_key, bench_nonce, NULL))
    return -1;
  EVP_CIPHER_CTX_set_padding(o->c, 0);
  return 0;
}

void
ossl_cbc_decrypt_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  EVP_DecryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_DecryptUpdate(o->c, dst, &out, src, (int) length);
}

/* A hash by name.  */
int
ossl_digest_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  o->md = EVP_MD_fetch(NULL, param, NULL);
  o->m = EVP_MD_CTX_new();
  return o->md && o->m ? 0 : -1;
}

void
ossl_digest_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  EVP_DigestInit_ex2(o->m, o->md, NULL);
  EVP_DigestUpdate(o->m, src, length);
  EVP_DigestFinal_ex(o->m, dst, NULL);
}

int
ossl_xof_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  const struct ossl_xof_param *p = param;
  return ossl_digest_setup(ctx, p->name, length, src);
}

void
ossl_xof_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  const struct ossl_xof_param *p = param;
  struct ossl_ctx *o = ctx;
  EVP_DigestInit_ex2(o->m, o->md, NULL);
  if (p->out_length)
    {
      EVP_DigestUpdate(o->m, src, length);
      EVP_DigestFinalXOF(o->m, dst, p->out_length);
    }
  else
    {
      EVP_DigestUpdate(o->m, src, XOF_INPUT);
      EVP_DigestFinalXOF(o->m, dst, length);
    }
}

int
ossl_xof_many_setup(void *ctx, const void *param, size_t length,
		    const uint8_t *src)
{
  const struct shake_many_param *p = param;
  size_t each = length / MANY_COUNT;
  if (each == 0 || each < p->in_length)
    return -1;
  return ossl_digest_setup(ctx, p->name, length, src);
}

void
ossl_xof_many_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct shake_many_param *p = param;
  struct ossl_ctx *o = ctx;
  size_t each = length / MANY_COUNT, i;
  for (i = 0; i < MANY_COUNT; i++)
    {
      EVP_DigestInit_ex2(o->m, o->md, NULL);
      EVP_DigestUpdate(o->m, src + i * p->in_length, p->in_length);
      EVP_DigestFinalXOF(o->m, dst + i * each, each);
    }
}

int
ossl_mac_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  const struct ossl_mac_param *p = param;
  struct ossl_ctx *o = ctx;
  OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
  if (p->digest)
    params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
						 (char *) p->digest, 0);
  o->mac = EVP_MAC_fetch(NULL, p->mac, NULL);
  o->mc = o->mac ? EVP_MAC_CTX_new(o->mac) : NULL;
  return o->mc && EVP_MAC_init(o->mc, bench_key, sizeof(bench_key), params)
    ? 0 : -1;
}

void
ossl_mac_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  const struct ossl_mac_param *p = param;
  struct ossl_ctx *o = ctx;
  size_t out;
  if (p->rekey)
    EVP_MAC_init(o->mc, bench_key, sizeof(bench_key), NULL);
  else
    EVP_MAC_init(o->mc, NULL, 0, NULL);
  EVP_MAC_update(o->mc, src, length);
  EVP_MAC_final(o->mc, dst, &out, 64);
}

/* AES-256-XTS of one data unit under a zero tweak, with its 64-byte
   key.  */
int
ossl_aes256_xts_setup(void *ctx, const void *param, size_t length,
		      const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, "AES-256-XTS", NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c || length < 16)
    return -1;
  return EVP_EncryptInit_ex2(o->c, o->cipher, bench_xts256_key, o->iv, NULL)
    ? 0 : -1;
}

void
ossl_aes256_xts_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  EVP_EncryptInit_ex2(o->c, NULL, NULL, o->iv, NULL);
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
}

int
ossl_xts_sectors_setup(void *ctx, const void *param, size_t length,
		       const uint8_t *src)
{
  if (length % 512 != 0)
    return -1;
  return ossl_cipher_setup(ctx, param, length, src);
}

void
ossl_xts_sectors_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  uint64_t sector;
  int out;
  for (sector = 0; sector < length / 512; sector++)
    {
      unsigned i;
      for (i = 0; i < 8; i++)
	o->iv[i] = (uint8_t) (sector >> (8 * i));
      EVP_EncryptInit_ex2(o->c, NULL, NULL, o->iv, NULL);
      EVP_EncryptUpdate(o->c, dst + 512 * sector, &out, src + 512 * sector,
			512);
    }
}

int
ossl_cmac_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER,
					       (char *) param, 0);
  o->mac = EVP_MAC_fetch(NULL, "CMAC", NULL);
  o->mc = o->mac ? EVP_MAC_CTX_new(o->mac) : NULL;
  return o->mc && EVP_MAC_init(o->mc, bench_key, 16, params) ? 0 : -1;
}

void
ossl_cmac_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  size_t out;
  EVP_MAC_init(o->mc, NULL, 0, NULL);
  EVP_MAC_update(o->mc, src, length);
  EVP_MAC_final(o->mc, dst, &out, 16);
}

int
ossl_keywrap_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  if (length % 8 != 0 || length < 16 || length > 8192)
    return -1;
  o->cipher = EVP_CIPHER_fetch(NULL, param, NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c)
    return -1;
  EVP_CIPHER_CTX_set_flags(o->c, EVP_CIPHER_CTX_FLAG_WRAP_ALLOW);
  return EVP_EncryptInit_ex2(o->c, o->cipher, bench_key, NULL, NULL)
    ? 0 : -1;
}

void
ossl_keywrap_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
}

int
ossl_siphash_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  size_t size = 8;
  OSSL_PARAM params[2] = {
    OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &size), OSSL_PARAM_END
  };
  o->mac = EVP_MAC_fetch(NULL, "SIPHASH", NULL);
  o->mc = o->mac ? EVP_MAC_CTX_new(o->mac) : NULL;
  return o->mc && EVP_MAC_CTX_set_params(o->mc, params)
    && EVP_MAC_init(o->mc, bench_key, 16, NULL) ? 0 : -1;
}

void
ossl_siphash_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  size_t out;
  EVP_MAC_init(o->mc, bench_key, 16, NULL);
  EVP_MAC_update(o->mc, src, length);
  EVP_MAC_final(o->mc, dst, &out, 8);
}

int
ossl_ccm_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, param, NULL);
  o->c = EVP_CIPHER_CTX_new();
  return o->cipher && o->c
    && EVP_EncryptInit_ex2(o->c, o->cipher, NULL, NULL, NULL)
    && EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_SET_IVLEN, 12, NULL)
    && EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_SET_TAG, 16, NULL)
    && EVP_EncryptInit_ex2(o->c, NULL, bench_key, NULL, NULL) ? 0 : -1;
}

void
ossl_ccm_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  EVP_EncryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_EncryptUpdate(o->c, NULL, &out, NULL, (int) length);
  EVP_EncryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
  EVP_EncryptFinal_ex(o->c, dst + out, &out);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_GET_TAG, 16, dst + length);
}

int
ossl_siv_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  /* OpenSSL 3.0's SIV fails on an empty message.  */
  if (length == 0)
    return -1;
  o->cipher = EVP_CIPHER_fetch(NULL, param, NULL);
  o->c = EVP_CIPHER_CTX_new();
  return o->cipher && o->c ? 0 : -1;
}

void
ossl_siv_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  EVP_EncryptInit_ex2(o->c, o->cipher, bench_key, NULL, NULL);
  EVP_EncryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_EncryptUpdate(o->c, NULL, &out, bench_nonce, 12);
  EVP_EncryptUpdate(o->c, dst + 16, &out, src, (int) length);
  EVP_EncryptFinal_ex(o->c, dst + 16 + out, &out);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_GET_TAG, 16, dst);
}

/* PBKDF2 with the digest and output length of PARAM.  */
int
ossl_pbkdf2_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct ossl_pbkdf2_param *p = param;
  return ossl_digest_setup(ctx, p->digest, length, src);
}

void
ossl_pbkdf2_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct ossl_pbkdf2_param *p = param;
  struct ossl_ctx *o = ctx;
  PKCS5_PBKDF2_HMAC((const char *) bench_key, sizeof(bench_key),
		    bench_nonce, SALT_SIZE, (int) length, o->md,
		    (int) p->length, dst);
}

int
ossl_scrypt_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  (void) ctx;
  (void) param;
  (void) length;
  (void) src;
  return 0;
}

void
ossl_scrypt_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct scrypt_row_param *p = param;
  (void) ctx;
  (void) src;
  EVP_PBE_scrypt((const char *) bench_key, sizeof(bench_key), bench_nonce,
		 SALT_SIZE, length, 8, p->p, (uint64_t) 2 << 30, dst, 64);
}

#endif /* HAVE_OPENSSL */
