/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* pbkdf2.h -- PBKDF2 (RFC 8018, section 5.2) with HMAC-SHA1,
   HMAC-SHA256, HMAC-SHA384, HMAC-SHA512 and HMAC-SHA512/256.

   Derives LENGTH bytes into DST from the password KEY and SALT with
   ITERATIONS iterations.  Returns SYMCRYPT_EINVAL, writing nothing, if
   ITERATIONS is 0, LENGTH is 0, or LENGTH is more than (2^32 - 1)
   times the hash's digest size (RFC 8018's limit).  DST must not
   overlap KEY or SALT.  */
#ifndef SYMCRYPT_PBKDF2_H
#define SYMCRYPT_PBKDF2_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

int symcrypt_pbkdf2_hmac_sha1(size_t key_length, const uint8_t *key,
			      unsigned iterations,
			      size_t salt_length, const uint8_t *salt,
			      size_t length, uint8_t *dst);

int symcrypt_pbkdf2_hmac_sha256(size_t key_length, const uint8_t *key,
				unsigned iterations,
				size_t salt_length, const uint8_t *salt,
				size_t length, uint8_t *dst);

int symcrypt_pbkdf2_hmac_sha384(size_t key_length, const uint8_t *key,
				unsigned iterations,
				size_t salt_length, const uint8_t *salt,
				size_t length, uint8_t *dst);

int symcrypt_pbkdf2_hmac_sha512(size_t key_length, const uint8_t *key,
				unsigned iterations,
				size_t salt_length, const uint8_t *salt,
				size_t length, uint8_t *dst);

int symcrypt_pbkdf2_hmac_sha512_256(size_t key_length, const uint8_t *key,
				    unsigned iterations,
				    size_t salt_length, const uint8_t *salt,
				    size_t length, uint8_t *dst);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_PBKDF2_H */
