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
#include "stream-crypt.h"

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

/* A double round, a column round then a diagonal round, as
   QR(a, b, c, d) on the word indices; the C core and HChaCha20 give
   their own QR.  */
#define CHACHA_DOUBLE_ROUND(QR)						\
  do {									\
    QR(0, 4, 8, 12);	/* columns */					\
    QR(1, 5, 9, 13);							\
    QR(2, 6, 10, 14);							\
    QR(3, 7, 11, 15);							\
    QR(0, 5, 10, 15);	/* diagonals */					\
    QR(1, 6, 11, 12);							\
    QR(2, 7, 8, 13);							\
    QR(3, 4, 9, 14);							\
  } while (0)

/* Whether crypt32 of LENGTH bytes stays within block 2^32 - 1.  */
int _symcrypt_chacha_crypt32_fits(const struct symcrypt_chacha_ctx *ctx,
				  size_t length);

/* The cores the crypt loop uses in this build (chacha-widths.c), and
   their list made at load time.  */
unsigned _symcrypt_chacha_widths(struct _symcrypt_stream_width *w);
extern struct _symcrypt_stream_widths _symcrypt_chacha_width_list;

#endif /* SYMCRYPT_CHACHA_INTERNAL_H */
