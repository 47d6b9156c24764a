/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* memops.h -- helpers for handling secrets: comparison in constant
   time and zeroing that the compiler keeps.

   Pointers: symcrypt_wipe and symcrypt_memeql_sec take each pointer as
   valid memory of LENGTH bytes; it may be NULL only when LENGTH is 0
   (memeql_sec answers 1 or 0, not an error code).  */
#ifndef SYMCRYPT_MEMOPS_H
#define SYMCRYPT_MEMOPS_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 1 if the LENGTH bytes at A and B are equal, else 0, in time that
   depends on LENGTH only (no branch or memory index on the contents):
   for comparing a received MAC with the computed one.  */
int symcrypt_memeql_sec(const void *a, const void *b, size_t length);

/* Zeroes the LENGTH bytes at P in a way the compiler may not remove
   as a dead store, for keys and other secrets about to go out of
   scope.  */
void symcrypt_wipe(void *p, size_t length);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_MEMOPS_H */
