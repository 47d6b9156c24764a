/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305.c -- Poly1305 key, buffering, tag and its check.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <string.h>

#include "poly1305-internal.h"
#include "macros.h"

void
symcrypt_poly1305_set_key(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key)
{
  POLY1305_LIMBS(set_r)(ctx, key);
  memcpy(ctx->pad, key + 16, 16);
  ctx->index = 0;
}

void
symcrypt_poly1305_update(struct symcrypt_poly1305_ctx *ctx, size_t length,
			 const uint8_t *data)
{
  if (length == 0)		/* DATA may be NULL */
    return;
  if (ctx->index > 0)
    {
      size_t n = 16 - ctx->index;
      if (length < n)
	{
	  memcpy(ctx->block + ctx->index, data, length);
	  ctx->index += (uint32_t) length;
	  return;
	}
      memcpy(ctx->block + ctx->index, data, n);
      _symcrypt_poly1305_blocks(ctx, 1, ctx->block, 1);
      data += n;
      length -= n;
    }
  if (length >= 16)
    {
      _symcrypt_poly1305_blocks(ctx, length / 16, data, 1);
      data += length & ~(size_t) 15;
      length &= 15;
    }
  memcpy(ctx->block, data, length);
  ctx->index = (uint32_t) length;
}

void
symcrypt_poly1305_digest(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag)
{
  if (ctx->index > 0)
    {
      /* The last, short block ends with a 1 byte instead of the 2^128
	 bit.  */
      ctx->block[ctx->index] = 1;
      memset(ctx->block + ctx->index + 1, 0, 15 - ctx->index);
      _symcrypt_poly1305_blocks(ctx, 1, ctx->block, 0);
    }
  POLY1305_LIMBS(final)(ctx, tag);
  _symcrypt_wipe(ctx, sizeof(*ctx));
}

int
symcrypt_poly1305_verify(struct symcrypt_poly1305_ctx *ctx, const uint8_t *tag)
{
  uint8_t computed[SYMCRYPT_POLY1305_DIGEST_SIZE];
  int rc;
  symcrypt_poly1305_digest(ctx, computed);
  rc = _symcrypt_memeql_code(computed, tag, sizeof(computed));
  _symcrypt_wipe(computed, sizeof(computed));
  return rc;
}

/* The threshold of each variant of poly1305_blocks, NULL for a
   variant without a vector path.  */
SYMCRYPT_VARIANT_CONSTANTS(poly1305_blocks, _symcrypt_poly1305_vector_min,
			   poly1305_vector_min)

unsigned
_symcrypt_poly1305_vector_min(void)
{
  unsigned v = _symcrypt_selected_variant(SYMCRYPT_FN_poly1305_blocks);
  return poly1305_vector_min[v] ? *poly1305_vector_min[v] : 0;
}

/* The paths for symcrypt_implementation_for_length: 0, the variant in
   use of poly1305_blocks, and 1, its short path, taken by a call of
   fewer blocks than its threshold: its architecture's base folder,
   whose radix-2^64 loop it runs there (POLY1305_BLOCKS_64 of
   x86_64/m4/poly1305.m4; arm64's own scalar loop).  */
static char short_label[32];

static void
paths(const struct _symcrypt_by_length *entry, const char **labels)
{
  const char *label = _symcrypt_label_in_use(SYMCRYPT_FN_poly1305_blocks);
  (void) entry;
  labels[0] = labels[1] = label;
  if (_symcrypt_poly1305_vector_min() > 0)
    {
      snprintf(short_label, sizeof(short_label), "%.*s",
	       (int) strcspn(label, "/"), label);
      labels[1] = short_label;
    }
}

/* A message of LENGTH bytes (set_key, update, digest) makes one call of
   the blocks function for the whole blocks, one for a last partial
   block.  */
static uint32_t
runs(const struct _symcrypt_by_length *entry, size_t length)
{
  unsigned min = _symcrypt_poly1305_vector_min();
  size_t blocks = length / 16;
  uint32_t paths = 0;
  (void) entry;
  if (blocks > 0)
    paths |= (uint32_t) 1 << (blocks < min);
  if (length % 16 != 0)
    paths |= (uint32_t) 1 << (1 < min);
  return paths;
}

const struct _symcrypt_by_length _symcrypt_poly1305_by_length = {
  "poly1305", paths, runs, NULL
};
