/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* random.h -- random bytes from the operating system.  */
#ifndef SYMCRYPT_RANDOM_H
#define SYMCRYPT_RANDOM_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fills the LENGTH bytes at DST from the operating system's random
   source (getrandom, else getentropy), waiting until the source is
   seeded.  SYMCRYPT_ERANDOM if the source fails or the system has
   none; DST may then be partly written.  */
int symcrypt_random(size_t length, uint8_t *dst);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_RANDOM_H */
