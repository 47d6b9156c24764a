/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* workmem.h -- the work area of the password hashes (workmem.c).  */
#ifndef SYMCRYPT_WORKMEM_H
#define SYMCRYPT_WORKMEM_H

#include <stddef.h>

/* SIZE bytes of fresh zeroed memory, page-aligned; NULL when SIZE is
   0 or the system has none to give.  */
void *_symcrypt_work_map(size_t size);

/* Zero the SIZE bytes at P, which _symcrypt_work_map returned for
   SIZE, and give them back; nothing when P is NULL.  */
void _symcrypt_work_unmap(void *p, size_t size);

#endif /* SYMCRYPT_WORKMEM_H */
