/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-poly1305-internal.h -- what the AEADs built on the
   ChaCha20-Poly1305 context share with chacha-poly1305.c.  */
#ifndef SYMCRYPT_CHACHA_POLY1305_INTERNAL_H
#define SYMCRYPT_CHACHA_POLY1305_INTERNAL_H

#include <symcrypt/chacha-poly1305.h>

/* Authenticates LENGTH bytes of ciphertext that the caller encrypted
   or decrypted itself (the associated data padded first), as encrypt
   and decrypt do with theirs.  */
void _symcrypt_chacha_poly1305_auth(struct symcrypt_chacha_poly1305_ctx *ctx,
				    size_t length, const uint8_t *data);

#endif /* SYMCRYPT_CHACHA_POLY1305_INTERNAL_H */
