/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xchacha.c -- XChaCha20: ChaCha20 with a 192-bit nonce.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_xchacha_set_key_nonce(struct symcrypt_chacha_ctx *ctx,
			       const uint8_t *key, const uint8_t *nonce24)
{
  /* set_key with the subkey, written straight into the state.  */
  ctx->state[0] = CHACHA_SIGMA0;
  ctx->state[1] = CHACHA_SIGMA1;
  ctx->state[2] = CHACHA_SIGMA2;
  ctx->state[3] = CHACHA_SIGMA3;
  _symcrypt_hchacha20_words(ctx->state + 4, key, nonce24);
  symcrypt_chacha_set_nonce(ctx, nonce24 + 16);
}
