/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-set-key.c -- Salsa20 keys of 128 and 256 bits.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

int
symcrypt_salsa20_set_key(struct symcrypt_salsa20_ctx *ctx, size_t length,
			 const uint8_t *key)
{
  /* "expand 32-byte k" and "expand 16-byte k"; a 16-byte key is used
     twice.  */
  static const uint32_t sigma[4] = {
    SALSA20_SIGMA0, SALSA20_SIGMA1, SALSA20_SIGMA2, SALSA20_SIGMA3
  };
  static const uint32_t tau[4] = {
    0x61707865, 0x3120646e, 0x79622d36, 0x6b206574
  };
  const uint32_t *constants;
  const uint8_t *key_high;
  unsigned i;

  if (key == NULL)
    return SYMCRYPT_EINVAL;
  if (length == SYMCRYPT_SALSA20_256_KEY_SIZE)
    constants = sigma, key_high = key + 16;
  else if (length == SYMCRYPT_SALSA20_128_KEY_SIZE)
    constants = tau, key_high = key;
  else
    return SYMCRYPT_EINVAL;

  for (i = 0; i < 4; i++)
    {
      ctx->state[5 * i] = constants[i];
      ctx->state[1 + i] = le_read_uint32(key + 4 * i);
      ctx->state[11 + i] = le_read_uint32(key_high + 4 * i);
    }
  /* Nonce and counter zero until set_nonce.  */
  for (i = 6; i < 10; i++)
    ctx->state[i] = 0;
  ctx->left = 0;
  return SYMCRYPT_OK;
}
