/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretbox.c -- XSalsa20-Poly1305 as NaCl's crypto_secretbox: the tag
   first, then the ciphertext.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/salsa20.h>
#include <symcrypt/poly1305.h>
#include <symcrypt/secretbox.h>

#include "macros.h"

#define TAG_SIZE SYMCRYPT_SECRETBOX_TAG_SIZE

/* Whether the LENGTH bytes at A and at B share a byte.  */
static int
overlap(const uint8_t *a, const uint8_t *b, size_t length)
{
  uintptr_t x = (uintptr_t) a, y = (uintptr_t) b;
  return length > 0 && (x < y ? y - x < length : x - y < length);
}

/* Sets up the XSalsa20 stream for KEY and NONCE24 and keys POLY with
   its first 32 bytes; the stream goes on at byte 32 of block 0.  */
static void
secretbox_start(struct symcrypt_salsa20_ctx *salsa,
		struct symcrypt_poly1305_ctx *poly,
		const uint8_t *key, const uint8_t *nonce24)
{
  uint8_t poly_key[32];
  symcrypt_xsalsa20_set_key_nonce(salsa, key, nonce24);
  memset(poly_key, 0, sizeof(poly_key));
  symcrypt_salsa20_crypt(salsa, sizeof(poly_key), poly_key, poly_key);
  symcrypt_poly1305_set_key(poly, poly_key);
  _symcrypt_wipe(poly_key, sizeof(poly_key));
}

int
symcrypt_secretbox_seal(const uint8_t *key, const uint8_t *nonce24,
			size_t length, uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_salsa20_ctx salsa;
  struct symcrypt_poly1305_ctx poly;
  uint8_t *ciphertext;

  /* DST takes the tag whatever the length.  */
  if (length > SIZE_MAX - TAG_SIZE || BAD_PAIR(length, src) || dst == NULL)
    return SYMCRYPT_EINVAL;
  ciphertext = dst + TAG_SIZE;
  /* A message that overlaps the ciphertext's place goes there first,
     to be encrypted in place.  */
  if (src != ciphertext && overlap(src, ciphertext, length))
    {
      memmove(ciphertext, src, length);
      src = ciphertext;
    }
  secretbox_start(&salsa, &poly, key, nonce24);
  symcrypt_salsa20_crypt(&salsa, length, ciphertext, src);
  symcrypt_poly1305_update(&poly, length, ciphertext);
  symcrypt_poly1305_digest(&poly, dst);
  _symcrypt_wipe(&salsa, sizeof(salsa));
  return SYMCRYPT_OK;
}

int
symcrypt_secretbox_open(const uint8_t *key, const uint8_t *nonce24,
			size_t length, uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_salsa20_ctx salsa;
  struct symcrypt_poly1305_ctx poly;
  uint8_t tag[TAG_SIZE];
  const uint8_t *ciphertext;
  int rc = SYMCRYPT_OK;

  if (length < TAG_SIZE || src == NULL || BAD_PAIR(length - TAG_SIZE, dst))
    return SYMCRYPT_EINVAL;
  ciphertext = src + TAG_SIZE;
  length -= TAG_SIZE;
  secretbox_start(&salsa, &poly, key, nonce24);
  symcrypt_poly1305_update(&poly, length, ciphertext);
  symcrypt_poly1305_digest(&poly, tag);
  if (!_symcrypt_memeql_sec(tag, src, TAG_SIZE))
    rc = SYMCRYPT_EAUTH;
  else
    {
      /* The tag is read; a ciphertext that overlaps the plaintext's
	 place moves there first, to be decrypted in place.  */
      if (ciphertext != dst && overlap(ciphertext, dst, length))
	{
	  memmove(dst, ciphertext, length);
	  ciphertext = dst;
	}
      symcrypt_salsa20_crypt(&salsa, length, dst, ciphertext);
    }
  _symcrypt_wipe(&salsa, sizeof(salsa));
  _symcrypt_wipe(tag, sizeof(tag));
  return rc;
}
