/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xsalsa20.c -- XSalsa20: Salsa20 with a 192-bit nonce.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

void
symcrypt_xsalsa20_set_key_nonce(struct symcrypt_salsa20_ctx *ctx,
				const uint8_t *key, const uint8_t *nonce24)
{
  /* set_key with the 256-bit subkey, written straight into the state:
     its first four words at 1..4, the others at 11..14.  */
  ctx->state[0] = SALSA20_SIGMA0;
  ctx->state[5] = SALSA20_SIGMA1;
  ctx->state[10] = SALSA20_SIGMA2;
  ctx->state[15] = SALSA20_SIGMA3;
  _symcrypt_hsalsa20_words(ctx->state + 1, ctx->state + 11, key, nonce24);
  symcrypt_salsa20_set_nonce(ctx, nonce24 + 16);
}
