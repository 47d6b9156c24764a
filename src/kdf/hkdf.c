/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hkdf.c -- HKDF (RFC 5869) with HMAC-SHA256, HMAC-SHA384 and
   HMAC-SHA512.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/hkdf.h>

#include "mac/hmac-internal.h"
#include "macros.h"

/* T(i) = HMAC(PRK, T(i-1) || INFO || i), on one keyed context.  */
static int
hkdf_expand(const struct hmac_mac *mac, void *ctx,
	    size_t prk_length, const uint8_t *prk,
	    size_t info_length, const uint8_t *info,
	    size_t length, uint8_t *dst)
{
  uint8_t t[HMAC_MAX_DIGEST_SIZE];
  uint8_t i;

  if (prk_length < mac->digest_size || length == 0
      || length > 255 * (size_t) mac->digest_size
      || BAD_PAIR(prk_length, prk) || BAD_PAIR(info_length, info)
      || BAD_PAIR(length, dst))
    return SYMCRYPT_EINVAL;

  mac->set_key(ctx, prk_length, prk);
  for (i = 1;; i++)
    {
      size_t n = length < mac->digest_size ? length : mac->digest_size;
      if (i > 1)
	mac->update(ctx, mac->digest_size, t);
      mac->update(ctx, info_length, info);
      mac->update(ctx, 1, &i);
      mac->digest(ctx, mac->digest_size, t);
      memcpy(dst, t, n);
      if (n == length)
	break;
      dst += n;
      length -= n;
    }
  _symcrypt_wipe(t, sizeof(t));
  _symcrypt_wipe(ctx, mac->ctx_size);
  return SYMCRYPT_OK;
}

/* PRK = HMAC(salt, IKM): the one-shot HMAC, which wipes its context.  */
void
symcrypt_hkdf_sha256_extract(size_t salt_length, const uint8_t *salt,
			     size_t ikm_length, const uint8_t *ikm,
			     uint8_t *prk)
{
  symcrypt_hmac_sha256(salt_length, salt, ikm_length, ikm, prk);
}

int
symcrypt_hkdf_sha256_expand(size_t prk_length, const uint8_t *prk,
			    size_t info_length, const uint8_t *info,
			    size_t length, uint8_t *dst)
{
  struct symcrypt_hmac_sha256_ctx ctx;
  return hkdf_expand(&_symcrypt_hmac_sha256_mac, &ctx, prk_length, prk,
		     info_length, info, length, dst);
}

void
symcrypt_hkdf_sha384_extract(size_t salt_length, const uint8_t *salt,
			     size_t ikm_length, const uint8_t *ikm,
			     uint8_t *prk)
{
  symcrypt_hmac_sha384(salt_length, salt, ikm_length, ikm, prk);
}

int
symcrypt_hkdf_sha384_expand(size_t prk_length, const uint8_t *prk,
			    size_t info_length, const uint8_t *info,
			    size_t length, uint8_t *dst)
{
  struct symcrypt_hmac_sha384_ctx ctx;
  return hkdf_expand(&_symcrypt_hmac_sha384_mac, &ctx, prk_length, prk,
		     info_length, info, length, dst);
}

void
symcrypt_hkdf_sha512_extract(size_t salt_length, const uint8_t *salt,
			     size_t ikm_length, const uint8_t *ikm,
			     uint8_t *prk)
{
  symcrypt_hmac_sha512(salt_length, salt, ikm_length, ikm, prk);
}

int
symcrypt_hkdf_sha512_expand(size_t prk_length, const uint8_t *prk,
			    size_t info_length, const uint8_t *info,
			    size_t length, uint8_t *dst)
{
  struct symcrypt_hmac_sha512_ctx ctx;
  return hkdf_expand(&_symcrypt_hmac_sha512_mac, &ctx, prk_length, prk,
		     info_length, info, length, dst);
}
