/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-set-nonce.c -- the Salsa20 nonce and block counter.  Each
   discards the unused keystream.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

void
symcrypt_salsa20_set_nonce(struct symcrypt_salsa20_ctx *ctx, const uint8_t *nonce)
{
  ctx->state[6] = le_read_uint32(nonce);
  ctx->state[7] = le_read_uint32(nonce + 4);
  ctx->state[8] = 0;
  ctx->state[9] = 0;
  ctx->left = 0;
}

void
symcrypt_salsa20_set_counter(struct symcrypt_salsa20_ctx *ctx, uint64_t block)
{
  ctx->state[8] = (uint32_t) block;
  ctx->state[9] = (uint32_t) (block >> 32);
  ctx->left = 0;
}
