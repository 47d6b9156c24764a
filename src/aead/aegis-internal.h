/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis-internal.h -- what the AEGIS files share: the description of
   a variant for the seal, open and MAC of aegis.c.

   A state is LANES x DEGREE blocks of 16 bytes: block J of instance I
   (the draft's V[J,I]) at byte 16 (DEGREE J + I), so that a vector
   register of DEGREE blocks holds one J of every instance.  An update
   takes RATE bytes: for the 128 variants (eight lanes) the first
   16 DEGREE go to block 0 of the instances in order and the next 16
   DEGREE to block 4; for the 256 variants (six lanes) all to block 0.
   The replaceable functions (functions.def) run whole blocks.  */
#ifndef SYMCRYPT_AEGIS_INTERNAL_H
#define SYMCRYPT_AEGIS_INTERNAL_H

#include <symcrypt/aegis.h>

#include "dispatch.h"

#define AEGIS_MAX_STATE (4 * 8 * 16)
#define AEGIS_MAX_RATE (4 * 32)

struct aegis_variant
{
  unsigned lanes;		/* 8 (AEGIS-128L) or 6 (AEGIS-256) */
  unsigned degree;		/* instances: 1, 2 or 4 */
  unsigned rate;		/* bytes an update absorbs */
  void (*absorb)(uint8_t *state, size_t blocks, const uint8_t *src);
  void (*encrypt)(uint8_t *state, size_t blocks, uint8_t *dst,
		  const uint8_t *src);
  void (*decrypt)(uint8_t *state, size_t blocks, uint8_t *dst,
		  const uint8_t *src);
  /* The X forms' initialisation (functions.def); NULL for one
     instance, whose initialisation is absorb's.  */
  void (*init)(uint8_t *state, size_t blocks, const uint8_t *src,
	       const uint8_t *ctx);
  /* The Init updates and Finalize updates (functions.def), when
     ENDS_RUN says that they run (beside absorb's folder).  */
  void (*start)(uint8_t *state, const uint8_t *key, const uint8_t *nonce);
  void (*finish)(uint8_t *state, uint64_t first, uint64_t second);
  int (*ends_run)(void);
  /* Seal and open of a whole message (functions.def), when
     MESSAGE_RUNS says that they run (beside absorb's folder).  */
  void (*seal_message)(uint8_t *work, size_t ad_length, const uint8_t *ad,
		       size_t length, uint8_t *dst, const uint8_t *src);
  void (*open_message)(uint8_t *work, size_t ad_length, const uint8_t *ad,
		       size_t length, uint8_t *dst, const uint8_t *src);
  int (*message_runs)(void);
};

/* The draft's constants C0 (the Fibonacci numbers mod 256) and C1, as
   initializers: aegis.c and the C twins of the X4 forms' start
   (aegis-update.c) make the Init's first blocks from them.  */
#define AEGIS_C0 {							\
    0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d,			\
    0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62			\
  }
#define AEGIS_C1 {							\
    0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1,			\
    0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd			\
  }

/* The bytes of the WORK of seal_message and open_message for a rate
   of RATE bytes: the key and the nonce, two padded blocks, the two
   tags (functions.def).  */
#define AEGIS_WORK_SIZE(rate) (64 + 2 * (rate) + 48)

#endif /* SYMCRYPT_AEGIS_INTERNAL_H */
