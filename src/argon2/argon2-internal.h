/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2-internal.h -- what the files of Argon2 (src/argon2/) share.  */
#ifndef SYMCRYPT_ARGON2_INTERNAL_H
#define SYMCRYPT_ARGON2_INTERNAL_H

#include <symcrypt/argon2.h>

#define ARGON2_BLOCK_SIZE 1024
#define ARGON2_BLOCK_WORDS 128
#define ARGON2_VERSION 0x13

/* RFC 9106's type y, in H0 and the address blocks.  */
enum argon2_type { ARGON2_D = 0, ARGON2_I = 1, ARGON2_ID = 2 };

/* The hash of type TYPE (the public functions' arguments): checks
   them all before it writes anything.  */
int _symcrypt_argon2_hash(enum argon2_type type,
			  const struct symcrypt_argon2_params *p,
			  size_t pwd_length, const uint8_t *pwd,
			  size_t salt_length, const uint8_t *salt,
			  void *work, size_t work_size,
			  size_t out_length, uint8_t *out);

#endif /* SYMCRYPT_ARGON2_INTERNAL_H */
