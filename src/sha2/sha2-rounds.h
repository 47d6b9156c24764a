/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha2-rounds.h -- the rounds shared by the SHA-256 and SHA-512
   compression functions (FIPS 180-4, 6.2.2 and 6.4.2).  Where ROUND8 is
   used, the file has defined Sigma0, Sigma1, sigma0 and sigma1 for its
   word size and the constants K, and declared the working variables
   a..h and the schedule W[16].  */
#ifndef SYMCRYPT_SHA2_ROUNDS_H
#define SYMCRYPT_SHA2_ROUNDS_H

#define Ch(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define Maj(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))

/* The message schedule lives in 16 words, W[t mod 16]: word t < 16 is
   loaded from the block, later words replace the one 16 steps back.
   T is a constant in every use, so the test folds away.  */
#define WORD(t) ((t) < 16 ? W[t]						\
		 : (W[(t) & 15] += sigma1(W[((t) - 2) & 15])		\
		    + W[((t) - 7) & 15] + sigma0(W[((t) - 15) & 15])))

/* One round with the working variables named in rotated order, so no
   variable is moved: the new a is h, the new e is d.  */
#define ROUND(a, b, c, d, e, f, g, h, t) do {				\
    (h) += Sigma1(e) + Ch((e), (f), (g)) + K[t] + WORD(t);		\
    (d) += (h);								\
    (h) += Sigma0(a) + Maj((a), (b), (c));				\
  } while (0)

#define ROUND8(t) do {					\
    ROUND(a, b, c, d, e, f, g, h, (t));			\
    ROUND(h, a, b, c, d, e, f, g, (t) + 1);		\
    ROUND(g, h, a, b, c, d, e, f, (t) + 2);		\
    ROUND(f, g, h, a, b, c, d, e, (t) + 3);		\
    ROUND(e, f, g, h, a, b, c, d, (t) + 4);		\
    ROUND(d, e, f, g, h, a, b, c, (t) + 5);		\
    ROUND(c, d, e, f, g, h, a, b, (t) + 6);		\
    ROUND(b, c, d, e, f, g, h, a, (t) + 7);		\
  } while (0)

#endif /* SYMCRYPT_SHA2_ROUNDS_H */
