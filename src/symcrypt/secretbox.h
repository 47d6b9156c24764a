/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretbox.h -- XSalsa20-Poly1305 in the layout of NaCl's and
   libsodium's crypto_secretbox_easy: the 16-byte tag first, then the
   ciphertext.  */
#ifndef SYMCRYPT_SECRETBOX_H
#define SYMCRYPT_SECRETBOX_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SECRETBOX_KEY_SIZE 32
#define SYMCRYPT_SECRETBOX_NONCE_SIZE 24
#define SYMCRYPT_SECRETBOX_TAG_SIZE 16

/* The XSalsa20 keystream of KEY and NONCE24 gives the one-time
   Poly1305 key (its first 32 bytes) and encrypts the message (from
   byte 32 on); the tag authenticates the ciphertext.  There is no
   associated data.  A 24-byte nonce may be chosen at random.

   seal writes LENGTH + 16 bytes to DST: the tag, then the ciphertext.
   open takes LENGTH bytes (tag and ciphertext), checks the tag in
   constant time and only then writes the LENGTH - 16 bytes of
   plaintext; on a mismatch it returns SYMCRYPT_EAUTH with DST
   untouched, and LENGTH < 16 is SYMCRYPT_EINVAL.  DST and SRC may
   overlap in any way (as in libsodium), so both DST == SRC and the
   ciphertext over the plaintext (seal's SRC == DST + 16, open's
   DST == SRC + 16) work.  */
int symcrypt_secretbox_seal(const uint8_t *key, const uint8_t *nonce24,
			    size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_secretbox_open(const uint8_t *key, const uint8_t *nonce24,
			    size_t length, uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SECRETBOX_H */
