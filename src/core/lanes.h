/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* lanes.h -- which lane function the many-message code runs.  The
   groups and widths are the SYMCRYPT_LANES lines of functions.def.  */
#ifndef SYMCRYPT_LANES_H
#define SYMCRYPT_LANES_H

#include <stddef.h>

#include "dispatch.h"

/* The widest lane width of GROUP (the SYMCRYPT_FN_ number of the
   one-message function its lines name) that N messages fill (at most
   N) and at which a function of the group runs assembly; 0 when there
   is none.  A C twin runs its lanes one after the other, which is no
   faster than the one-message function, so only assembly counts.
   _symcrypt_lanes_choose(group, (size_t) -1) is the widest that runs
   assembly; asked again with one less than each answer, it lists
   them all, widest first.  */
unsigned _symcrypt_lanes_choose(unsigned group, size_t n);

/* As _symcrypt_lanes_choose, or else, when no width that runs
   assembly is N or less, the widest that is at most 2 N (N messages
   fill at least half of it), the lanes past N to run idle: for a tree
   hash, whose few leaves in four states take less time than one after
   the other (doc/sha3.md).  */
unsigned _symcrypt_lanes_choose_half(unsigned group, size_t n);

#endif /* SYMCRYPT_LANES_H */
