/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305-internal.h -- the two representations of the Poly1305
   state (see symcrypt/poly1305.h).  Each has three functions: set_r
   (clamps and stores r, clears h), blocks (the manifest's
   poly1305_blocks) and final (reduces h mod 2^130 - 5, adds the pad,
   writes the tag).  The target's representation is the 64-bit one when
   the compiler has unsigned __int128; the 26-bit one is always built,
   so that the tests check it on every target.  */
#ifndef SYMCRYPT_POLY1305_INTERNAL_H
#define SYMCRYPT_POLY1305_INTERNAL_H

#include "dispatch.h"

void _symcrypt_poly1305_26_set_r(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key);
void _symcrypt_poly1305_26_blocks(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
				  const uint8_t *data, unsigned padbit);
void _symcrypt_poly1305_26_final(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag);

#if HAVE_UINT128
void _symcrypt_poly1305_64_set_r(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key);
void _symcrypt_poly1305_64_blocks(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
				  const uint8_t *data, unsigned padbit);
void _symcrypt_poly1305_64_final(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag);
# define POLY1305_LIMBS(f) _symcrypt_poly1305_64_##f
#else
# define POLY1305_LIMBS(f) _symcrypt_poly1305_26_##f
#endif

/* From how many blocks the poly1305_blocks variant in use runs its
   vector path (the VECTOR_MIN it exports); 0 when it has none.  */
unsigned _symcrypt_poly1305_vector_min(void);

#endif /* SYMCRYPT_POLY1305_INTERNAL_H */
