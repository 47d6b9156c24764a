/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-crypt.c -- ChaCha20 encryption with a 64-bit block counter
   (crypt) and with the 32-bit counter of RFC 8439 (crypt32).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"

static const struct _symcrypt_stream_cipher chacha20 = {
  12, 20, &_symcrypt_chacha_width_list
};

void
symcrypt_chacha_crypt(struct symcrypt_chacha_ctx *ctx, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt_inline(&chacha20, _symcrypt_chacha_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
}

int
_symcrypt_chacha_crypt32_fits(const struct symcrypt_chacha_ctx *ctx,
			      size_t length)
{
  size_t rest;
  uint64_t blocks;
  if (length <= ctx->left)
    return 1;
  rest = length - ctx->left;
  blocks = rest / 64 + (rest % 64 != 0);
  return !ctx->exhausted && blocks <= ((uint64_t) 1 << 32) - ctx->state[12];
}

int
symcrypt_chacha_crypt32(struct symcrypt_chacha_ctx *ctx, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  /* The cores and the loop count with 64 bits.  Word 13 (nonce after
     set_nonce96) takes no carry while blocks up to 2^32 - 1 are
     generated; it does when the counter reaches 2^32, and gets its
     value back.  */
  uint32_t word13 = ctx->state[13];
  int new_blocks = length > ctx->left;

  if (BAD_PAIR(length, dst) || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  if (!_symcrypt_chacha_crypt32_fits(ctx, length))
    return SYMCRYPT_ERANGE;
  _symcrypt_stream_crypt_inline(&chacha20, _symcrypt_chacha_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
  if (new_blocks && ctx->state[12] == 0)
    ctx->exhausted = 1;
  ctx->state[13] = word13;
  return SYMCRYPT_OK;
}
