/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* arcfour.h -- the RC4 stream cipher (ARCFOUR).

   RC4 has known biases in its keystream; it is here for protocols and
   data that need it, not for new designs.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_ARCFOUR_H
#define SYMCRYPT_ARCFOUR_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_ARCFOUR_MIN_KEY_SIZE 1
#define SYMCRYPT_ARCFOUR_MAX_KEY_SIZE 256
#define SYMCRYPT_ARCFOUR128_KEY_SIZE 16

struct symcrypt_arcfour_ctx
{
  uint8_t S[256];		/* the permutation */
  uint8_t i;
  uint8_t j;
};

/* Returns SYMCRYPT_EINVAL, leaving CTX as it was, unless
   1 <= LENGTH <= 256.  */
int symcrypt_arcfour_set_key(struct symcrypt_arcfour_ctx *ctx,
			     size_t length, const uint8_t *key);

void symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
			    size_t length, uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_ARCFOUR_H */
