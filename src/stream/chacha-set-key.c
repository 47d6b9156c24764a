/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-set-key.c -- the ChaCha key.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_chacha_set_key(struct symcrypt_chacha_ctx *ctx, const uint8_t *key)
{
  unsigned i;
  ctx->state[0] = CHACHA_SIGMA0;
  ctx->state[1] = CHACHA_SIGMA1;
  ctx->state[2] = CHACHA_SIGMA2;
  ctx->state[3] = CHACHA_SIGMA3;
  for (i = 0; i < 8; i++)
    ctx->state[4 + i] = le_read_uint32(key + 4 * i);
  /* Counter and nonce zero until set_nonce.  */
  for (i = 12; i < 16; i++)
    ctx->state[i] = 0;
  ctx->left = 0;
  ctx->nonce96 = 0;
  ctx->exhausted = 0;
}
