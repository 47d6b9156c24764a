/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-internal.h -- what the ChaCha files share.  */
#ifndef SYMCRYPT_CHACHA_INTERNAL_H
#define SYMCRYPT_CHACHA_INTERNAL_H

#include "macros.h"
#include "stream-internal.h"

/* "expand 32-byte k", the constants of words 0-3.  */
#define CHACHA_SIGMA0 0x61707865
#define CHACHA_SIGMA1 0x3320646e
#define CHACHA_SIGMA2 0x79622d32
#define CHACHA_SIGMA3 0x6b206574

/* The ChaCha quarter round on four words (RFC 8439, 2.1).  */
static SYMCRYPT_ALWAYS_INLINE void
chacha_quarter_round(uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
  *a += *b; *d = ROTL32(*d ^ *a, 16);
  *c += *d; *b = ROTL32(*b ^ *c, 12);
  *a += *b; *d = ROTL32(*d ^ *a, 8);
  *c += *d; *b = ROTL32(*b ^ *c, 7);
}

/* Whether crypt32 of LENGTH bytes stays within block 2^32 - 1.  */
int _symcrypt_chacha_crypt32_fits(const struct symcrypt_chacha_ctx *ctx,
				  size_t length);

/* HChaCha20 of KEY and IN: its 32 output bytes as eight host-order
   words (what set_key would read from them) to DST.  */
void _symcrypt_hchacha20_words(uint32_t *dst, const uint8_t *key,
			       const uint8_t *in);

/* The cores the crypt loop uses in this build (chacha-widths.c), and
   their list made at load time.  */
unsigned _symcrypt_chacha_widths(struct _symcrypt_stream_width *w);
extern struct _symcrypt_stream_widths _symcrypt_chacha_width_list;

#endif /* SYMCRYPT_CHACHA_INTERNAL_H */
