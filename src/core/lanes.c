/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* lanes.c -- the choice of lane function for many messages, from the
   SYMCRYPT_LANES lines of functions.def.  It names no family: each
   family's many-message code asks for its own group.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "lanes.h"

unsigned
_symcrypt_lanes_choose(unsigned group, size_t n)
{
  unsigned best = 0;
#define SYMCRYPT_LANES(g, width, name)					\
  if (group == SYMCRYPT_FN_##g && width <= n && width > best		\
      && _symcrypt_runs_assembly(SYMCRYPT_FN_##name))			\
    best = width;
#define SYMCRYPT_FUNC(name, family, ret, params)
#include "functions.def"
#undef SYMCRYPT_FUNC
#undef SYMCRYPT_LANES
  return best;
}

unsigned
_symcrypt_lanes_choose_half(unsigned group, size_t n)
{
  unsigned width = _symcrypt_lanes_choose(group, n);
  if (width == 0 && n <= (size_t) -1 / 2)
    width = _symcrypt_lanes_choose(group, 2 * n);
  return width;
}
