/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305-blocks.c -- the C twin of poly1305_blocks: the target's
   representation (poly1305-internal.h).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "macros.h"
#include "poly1305-internal.h"

void
_symcrypt_poly1305_blocks_c(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
			    const uint8_t *data, unsigned padbit)
{
  POLY1305_LIMBS(blocks)(ctx, blocks, data, padbit);
  /* Its frame held r and the accumulator.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(0));
}
