/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hkdf.h -- HKDF (RFC 5869) with HMAC-SHA256, HMAC-SHA384 and
   HMAC-SHA512.

   extract writes the pseudorandom key PRK, HashLen bytes (32, 48 or
   64),
   from the input keying material IKM and an optional SALT: a salt of
   length 0 (SALT may then be NULL) is the RFC's default of HashLen
   zero bytes, which gives the same HMAC key.

   expand writes LENGTH bytes of output keying material to DST from PRK
   and the context INFO (INFO may be NULL if INFO_LENGTH is 0).  It
   returns SYMCRYPT_EINVAL, writing nothing, if LENGTH is 0 or more
   than 255 * HashLen (the RFC's limit), or if PRK_LENGTH is less than
   HashLen: the RFC requires a PRK of at least HashLen bytes, and a
   shorter one is almost certainly a mistake, such as passing the IKM
   without extracting.  DST must not overlap INFO.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_HKDF_H
#define SYMCRYPT_HKDF_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

void symcrypt_hkdf_sha256_extract(size_t salt_length, const uint8_t *salt,
				  size_t ikm_length, const uint8_t *ikm,
				  uint8_t *prk);

int symcrypt_hkdf_sha256_expand(size_t prk_length, const uint8_t *prk,
				size_t info_length, const uint8_t *info,
				size_t length, uint8_t *dst);

void symcrypt_hkdf_sha384_extract(size_t salt_length, const uint8_t *salt,
				  size_t ikm_length, const uint8_t *ikm,
				  uint8_t *prk);

int symcrypt_hkdf_sha384_expand(size_t prk_length, const uint8_t *prk,
				size_t info_length, const uint8_t *info,
				size_t length, uint8_t *dst);

void symcrypt_hkdf_sha512_extract(size_t salt_length, const uint8_t *salt,
				  size_t ikm_length, const uint8_t *ikm,
				  uint8_t *prk);

int symcrypt_hkdf_sha512_expand(size_t prk_length, const uint8_t *prk,
				size_t info_length, const uint8_t *info,
				size_t length, uint8_t *dst);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_HKDF_H */
