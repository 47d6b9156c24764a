/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-set-nonce.c -- ChaCha nonces and the block counter.  Each
   discards the unused keystream.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_chacha_set_nonce(struct symcrypt_chacha_ctx *ctx, const uint8_t *nonce)
{
  ctx->state[12] = 0;
  ctx->state[13] = 0;
  ctx->state[14] = le_read_uint32(nonce);
  ctx->state[15] = le_read_uint32(nonce + 4);
  ctx->left = 0;
  ctx->nonce96 = 0;
  ctx->exhausted = 0;
}

void
symcrypt_chacha_set_nonce96(struct symcrypt_chacha_ctx *ctx, const uint8_t *nonce)
{
  ctx->state[12] = 0;
  ctx->state[13] = le_read_uint32(nonce);
  ctx->state[14] = le_read_uint32(nonce + 4);
  ctx->state[15] = le_read_uint32(nonce + 8);
  ctx->left = 0;
  ctx->nonce96 = 1;
  ctx->exhausted = 0;
}

void
symcrypt_chacha_set_counter(struct symcrypt_chacha_ctx *ctx, uint64_t block)
{
  ctx->state[12] = (uint32_t) block;
  if (!ctx->nonce96)
    ctx->state[13] = (uint32_t) (block >> 32);
  ctx->left = 0;
  ctx->exhausted = 0;
}
