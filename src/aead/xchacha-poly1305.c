/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xchacha-poly1305.c -- XChaCha20-Poly1305: ChaCha20-Poly1305 under a
   subkey that HChaCha20 derives from the key and the first 16 bytes of
   the 24-byte nonce (draft-irtf-cfrg-xchacha-03, section 2.3).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/chacha-poly1305.h>

#include "macros.h"

/* The ChaCha20-Poly1305 key and nonce for KEY and NONCE24: the subkey,
   and four zero bytes with the last 8 bytes of NONCE24.  */
static void
xchacha_subkey(uint8_t *subkey, uint8_t *nonce12,
	       const uint8_t *key, const uint8_t *nonce24)
{
  symcrypt_hchacha20(subkey, key, nonce24);
  memset(nonce12, 0, 4);
  memcpy(nonce12 + 4, nonce24 + 16, 8);
}

void
symcrypt_xchacha_poly1305_set_key(struct symcrypt_xchacha_poly1305_ctx *ctx,
				  const uint8_t *key)
{
  memcpy(ctx->key, key, sizeof(ctx->key));
  /* Until set_nonce, encrypt, decrypt and digest refuse.  */
  symcrypt_chacha_poly1305_set_key(&ctx->aead, key);
}

void
symcrypt_xchacha_poly1305_set_nonce(struct symcrypt_xchacha_poly1305_ctx *ctx,
				    const uint8_t *nonce24)
{
  uint8_t subkey[32], nonce12[12];
  xchacha_subkey(subkey, nonce12, ctx->key, nonce24);
  symcrypt_chacha_poly1305_set_key(&ctx->aead, subkey);
  symcrypt_chacha_poly1305_set_nonce(&ctx->aead, nonce12);
  _symcrypt_wipe(subkey, sizeof(subkey));
}

int
symcrypt_xchacha_poly1305_update(struct symcrypt_xchacha_poly1305_ctx *ctx,
				 size_t length, const uint8_t *data)
{
  return symcrypt_chacha_poly1305_update(&ctx->aead, length, data);
}

int
symcrypt_xchacha_poly1305_encrypt(struct symcrypt_xchacha_poly1305_ctx *ctx,
				  size_t length, uint8_t *dst, const uint8_t *src)
{
  return symcrypt_chacha_poly1305_encrypt(&ctx->aead, length, dst, src);
}

int
symcrypt_xchacha_poly1305_decrypt(struct symcrypt_xchacha_poly1305_ctx *ctx,
				  size_t length, uint8_t *dst, const uint8_t *src)
{
  return symcrypt_chacha_poly1305_decrypt(&ctx->aead, length, dst, src);
}

int
symcrypt_xchacha_poly1305_digest(struct symcrypt_xchacha_poly1305_ctx *ctx,
				 size_t length, uint8_t *digest)
{
  return symcrypt_chacha_poly1305_digest(&ctx->aead, length, digest);
}

/* The one-shot forms run the ChaCha20-Poly1305 ones under the subkey,
   so the checks, the constant-time tag comparison and the promise to
   write nothing on error are theirs.  */
int
symcrypt_xchacha_poly1305_seal(const uint8_t *key, const uint8_t *nonce24,
			       size_t ad_length, const uint8_t *ad,
			       size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t subkey[32], nonce12[12];
  int rc;
  xchacha_subkey(subkey, nonce12, key, nonce24);
  rc = symcrypt_chacha_poly1305_seal(subkey, nonce12, ad_length, ad,
				     length, dst, src);
  _symcrypt_wipe(subkey, sizeof(subkey));
  return rc;
}

int
symcrypt_xchacha_poly1305_open(const uint8_t *key, const uint8_t *nonce24,
			       size_t ad_length, const uint8_t *ad,
			       size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t subkey[32], nonce12[12];
  int rc;
  xchacha_subkey(subkey, nonce12, key, nonce24);
  rc = symcrypt_chacha_poly1305_open(subkey, nonce12, ad_length, ad,
				     length, dst, src);
  _symcrypt_wipe(subkey, sizeof(subkey));
  return rc;
}

int
symcrypt_xchacha_poly1305_seal_detached(const uint8_t *key,
					const uint8_t *nonce24,
					size_t ad_length, const uint8_t *ad,
					size_t length, uint8_t *dst,
					uint8_t *tag, const uint8_t *src)
{
  uint8_t subkey[32], nonce12[12];
  int rc;
  xchacha_subkey(subkey, nonce12, key, nonce24);
  rc = symcrypt_chacha_poly1305_seal_detached(subkey, nonce12, ad_length, ad,
					      length, dst, tag, src);
  _symcrypt_wipe(subkey, sizeof(subkey));
  return rc;
}

int
symcrypt_xchacha_poly1305_open_detached(const uint8_t *key,
					const uint8_t *nonce24,
					size_t ad_length, const uint8_t *ad,
					size_t length, uint8_t *dst,
					const uint8_t *tag, const uint8_t *src)
{
  uint8_t subkey[32], nonce12[12];
  int rc;
  xchacha_subkey(subkey, nonce12, key, nonce24);
  rc = symcrypt_chacha_poly1305_open_detached(subkey, nonce12, ad_length, ad,
					      length, dst, tag, src);
  _symcrypt_wipe(subkey, sizeof(subkey));
  return rc;
}
