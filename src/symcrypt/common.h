/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* common.h -- definitions shared by every libsymcrypt header.  */
#ifndef SYMCRYPT_COMMON_H
#define SYMCRYPT_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes of the functions that can reject their input.  Each of
   them returns SYMCRYPT_EINVAL, writing nothing and leaving its
   context as it was, for a NULL pointer whose length is not 0; a NULL
   pointer with a length of 0 is valid everywhere.  A function that
   returns void takes its pointers as valid: non-NULL unless their
   length is 0.  A pointer to data of a fixed size (a key, a nonce, a
   whole digest) must point to that many bytes in every function.  */
#define SYMCRYPT_OK      0
#define SYMCRYPT_EINVAL (-1)  /* a length or argument out of range */
#define SYMCRYPT_EAUTH  (-2)  /* authentication failed */
#define SYMCRYPT_ERANGE (-3)  /* a counter would wrap */
#define SYMCRYPT_ERANDOM (-4) /* the system's random source failed */
#define SYMCRYPT_ENOMEM (-5)  /* the system gave no memory for the work area */

const char *symcrypt_strerror(int code);

/* The library version, e.g. "1.0.0".  */
const char *symcrypt_version(void);

/* The code that runs for FUNCTION ("arcfour", "chacha", "salsa20",
   "md5", "sha1", "sha256", "sha512", "keccak", "blake2b", "blake2s",
   "blake3", "aes", "ghash", "poly1305", "chacha_poly1305", "tz",
   "memxor", and since 1.4 "aegis", "xts", "polyval" (AES-GCM-SIV's
   hash), "argon2", "scrypt", "siphash") in this process, e.g. "c",
   "x86_64", "x86_64/avx2"; NULL for an unknown name.  */
const char *symcrypt_implementation(const char *function);

/* The code that a call of FUNCTION on LENGTH bytes runs in this
   process, in the same form: of the variants symcrypt_implementation
   names, those that run for that length (a stream cipher from a fresh
   nonce; Poly1305 for a whole message, set_key to digest); "" when
   none runs (a stream cipher or Poly1305 on 0 bytes); NULL for an
   unknown name.  */
const char *symcrypt_implementation_for_length(const char *function,
					       size_t length);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_COMMON_H */
