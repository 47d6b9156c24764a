/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-internal.h -- what the Salsa20 files share.  */
#ifndef SYMCRYPT_SALSA20_INTERNAL_H
#define SYMCRYPT_SALSA20_INTERNAL_H

#include "macros.h"
#include "stream-crypt.h"

/* "expand 32-byte k", the constants of words 0, 5, 10, 15 with a
   256-bit key.  */
#define SALSA20_SIGMA0 0x61707865
#define SALSA20_SIGMA1 0x3320646e
#define SALSA20_SIGMA2 0x79622d32
#define SALSA20_SIGMA3 0x6b206574

/* The Salsa20 quarter round on four words ("Salsa20 specification",
   D. J. Bernstein, section 3).  */
static SYMCRYPT_ALWAYS_INLINE void
salsa20_quarter_round(uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
  *b ^= ROTL32(*a + *d, 7);
  *c ^= ROTL32(*b + *a, 9);
  *d ^= ROTL32(*c + *b, 13);
  *a ^= ROTL32(*d + *c, 18);
}

/* A double round, a column round then a row round, as QR(a, b, c, d)
   on the word indices; the C core and HSalsa20 give their own QR.  */
#define SALSA20_DOUBLE_ROUND(QR)					\
  do {									\
    QR(0, 4, 8, 12);	/* columns */					\
    QR(5, 9, 13, 1);							\
    QR(10, 14, 2, 6);							\
    QR(15, 3, 7, 11);							\
    QR(0, 1, 2, 3);	/* rows */					\
    QR(5, 6, 7, 4);							\
    QR(10, 11, 8, 9);							\
    QR(15, 12, 13, 14);							\
  } while (0)

/* The cores the crypt loop uses in this build (salsa20-widths.c), and
   their list made at load time.  */
unsigned _symcrypt_salsa20_widths(struct _symcrypt_stream_width *w);
extern struct _symcrypt_stream_widths _symcrypt_salsa20_width_list;

#endif /* SYMCRYPT_SALSA20_INTERNAL_H */
