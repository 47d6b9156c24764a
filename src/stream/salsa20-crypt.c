/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-crypt.c -- Salsa20 encryption with 20 and 12 rounds.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

static const struct _symcrypt_stream_cipher salsa20 = {
  8, 20, &_symcrypt_salsa20_width_list
};

static const struct _symcrypt_stream_cipher salsa20r12 = {
  8, 12, &_symcrypt_salsa20_width_list
};

void
symcrypt_salsa20_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt_inline(&salsa20, _symcrypt_salsa20_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
}

void
symcrypt_salsa20r12_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt_inline(&salsa20r12, _symcrypt_salsa20_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
}
