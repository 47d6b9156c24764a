/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* polyval.c -- the C twin of polyval_blocks.

   POLYVAL is GHASH with the bytes reversed (RFC 8452, appendix A):
   POLYVAL(H, X_1 .. X_n) is the byte reversal of GHASH under
   mulX_GHASH(ByteReverse(H)) of the byte-reversed blocks.  So the
   twin reverses the hash value and the blocks, a chunk at a time into
   a buffer, and runs the replaceable ghash_blocks (whose C twin is
   the constant-time one of ghash.c).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aes-internal.h"
#include "macros.h"

/* Blocks a call of ghash_blocks.  */
#define CHUNK 32

/* The 16 bytes of SRC in reverse order to DST (not in place): two
   words, each with its bytes swapped, the halves exchanged.  */
static inline void
reverse_block(uint8_t *dst, const uint8_t *src)
{
  uint64_t hi = host_read_uint64(src), lo = host_read_uint64(src + 8);
  host_write_uint64(dst, __builtin_bswap64(lo));
  host_write_uint64(dst + 8, __builtin_bswap64(hi));
}

static void __attribute__((noinline))
polyval_blocks_body(const uint8_t *powers, uint8_t *state, size_t blocks,
		    const uint8_t *data)
{
  uint8_t buf[16 * CHUNK], y[16];
  size_t used = blocks < CHUNK ? blocks : CHUNK, n, j;

  reverse_block(y, state);
  while (blocks > 0)
    {
      n = blocks < CHUNK ? blocks : CHUNK;
      for (j = 0; j < n; j++)
	reverse_block(buf + 16 * j, data + 16 * j);
      _symcrypt_ghash_blocks(powers, y, n, buf);
      data += 16 * n;
      blocks -= n;
    }
  reverse_block(state, y);
  _symcrypt_wipe(buf, 16 * used);
  _symcrypt_wipe(y, sizeof(y));
}

void
_symcrypt_polyval_blocks_c(const uint8_t *powers, uint8_t *state,
			   size_t blocks, const uint8_t *data)
{
  polyval_blocks_body(powers, state, blocks, data);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(16 * CHUNK + 16));
}
