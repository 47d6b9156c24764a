/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2.c -- symcrypt-benchmark's libargon2 peer, the P-H-C reference
   implementation of Argon2 (Debian's libargon2-1), linked when
   configure finds it.  Its run takes as many threads as lanes.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdlib.h>

#include "bench.h"

#if HAVE_LIBARGON2
# include <argon2.h>
#endif

const char *
bench_argon2_init(void)
{
#if HAVE_LIBARGON2
  return ARGON2_PEER_VERSION;
#else
  return NULL;
#endif
}

void
argon2_argon2id_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
#if HAVE_LIBARGON2
  const struct argon2_row_param *p = param;
  (void) ctx;
  (void) src;
  if (argon2id_hash_raw(p->t_cost, (uint32_t) length, p->parallelism,
			bench_key, 32, bench_nonce, SALT_SIZE, dst, 32)
      != ARGON2_OK)
    abort();
#else
  (void) ctx;
  (void) param;
  (void) length;
  (void) dst;
  (void) src;
  abort();
#endif
}
