/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash.c -- the Tillich-Zémor hash: context and digest encoding.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "tzhash-internal.h"

void
_symcrypt_tz_identity(uint64_t *m)
{
  memset(m, 0, 8 * sizeof(uint64_t));
  m[TZ_C00] = 1;
  m[TZ_C11] = 1;
}

/* The digest holds the entries by rows, c00, c01, c10, c11, each as
   a 16-byte big-endian number.  */
static const unsigned digest_order[4] = { TZ_C00, TZ_C01, TZ_C10, TZ_C11 };

static uint64_t
read_be64(const uint8_t *p)
{
  uint64_t x = 0;
  unsigned i;
  for (i = 0; i < 8; i++)
    x = (x << 8) | p[i];
  return x;
}

static void
write_be64(uint8_t *p, uint64_t x)
{
  unsigned i;
  for (i = 8; i-- > 0; x >>= 8)
    p[i] = (uint8_t) x;
}

void
_symcrypt_tz_read(uint64_t *m, const uint8_t *digest)
{
  unsigned i;
  for (i = 0; i < 4; i++, digest += 16)
    {
      m[digest_order[i] + 1] = read_be64(digest);
      m[digest_order[i]] = read_be64(digest + 8);
    }
}

void
_symcrypt_tz_write(uint8_t *digest, const uint64_t *m)
{
  unsigned i;
  for (i = 0; i < 4; i++, digest += 16)
    {
      write_be64(digest, m[digest_order[i] + 1]);
      write_be64(digest + 8, m[digest_order[i]]);
    }
}

void
symcrypt_tz_init(struct symcrypt_tz_ctx *ctx)
{
  _symcrypt_tz_identity(ctx->state);
}

/* A long input is cut into TZ_CHAINS slices of a whole number of
   units: the first slice continues the state, the others start from
   the identity, and the product of the results (the hash is
   homomorphic) is what one chain would have given.  Only with an
   assembly tz_mul_chains: the C twin runs the slices one after the
   other, no faster than one chain, and the join would be a loss.  */
size_t
_symcrypt_tz_slice(size_t length)
{
  return &_symcrypt_tz_mul_chains == &_symcrypt_tz_mul_chains_c ? 0
    : length / TZ_CHAINS_MIN * TZ_CHAIN_UNIT;
}

void
symcrypt_tz_update(struct symcrypt_tz_ctx *ctx,
		   size_t length, const uint8_t *data)
{
  size_t slice = _symcrypt_tz_slice(length);
  if (slice > 0)
    {
      uint64_t states[TZ_CHAINS * 8];
      unsigned i;
      memcpy(states, ctx->state, sizeof(ctx->state));
      for (i = 1; i < TZ_CHAINS; i++)
	_symcrypt_tz_identity(states + 8 * i);
      _symcrypt_tz_mul_chains(states, slice, data);
      for (i = 1; i < TZ_CHAINS; i++)
	_symcrypt_tz_matrix_mul(states, states, states + 8 * i);
      memcpy(ctx->state, states, sizeof(ctx->state));
      length -= TZ_CHAINS * slice;
      data += TZ_CHAINS * slice;
    }
  if (length > 0)
    _symcrypt_tz_mul_bytes(ctx->state, length, data);
}

void
symcrypt_tz_digest(struct symcrypt_tz_ctx *ctx, uint8_t *digest)
{
  _symcrypt_tz_write(digest, ctx->state);
  _symcrypt_tz_identity(ctx->state);
}

/* The paths for symcrypt_implementation_for_length: 0, tz_mul_bytes,
   1, tz_mul_chains, and 2, tz_matrix_mul, which joins the chains.  */
static void
paths(const struct _symcrypt_by_length *entry, const char **labels)
{
  (void) entry;
  labels[0] = _symcrypt_label_in_use(SYMCRYPT_FN_tz_mul_bytes);
  labels[1] = _symcrypt_label_in_use(SYMCRYPT_FN_tz_mul_chains);
  labels[2] = _symcrypt_label_in_use(SYMCRYPT_FN_tz_matrix_mul);
}

/* symcrypt_tz_update of LENGTH bytes runs the chains over the slices
   it cuts and the products that join them, tz_mul_bytes over the
   rest.  */
static uint32_t
runs(const struct _symcrypt_by_length *entry, size_t length)
{
  size_t slice = _symcrypt_tz_slice(length);
  uint32_t paths = 0;
  (void) entry;
  if (slice > 0)
    paths |= 1u << 1 | 1u << 2;
  if (length > TZ_CHAINS * slice)
    paths |= 1u << 0;
  return paths;
}

const struct _symcrypt_by_length _symcrypt_tz_by_length = {
  "tz", paths, runs, NULL
};
