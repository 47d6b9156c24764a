/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-poly1305-4core.c -- the C twin of chacha_poly1305_4core: the
   4-block core, then the 16 Poly1305 blocks.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "stream/chacha-internal.h"
#include "mac/poly1305-internal.h"

void
_symcrypt_chacha_poly1305_4core_c(uint32_t *dst, const uint32_t *src,
				  struct symcrypt_poly1305_ctx *mac,
				  const uint8_t *data)
{
  _symcrypt_chacha_4core(dst, src, 20);
  _symcrypt_poly1305_blocks(mac, 16, data, 1);
}
