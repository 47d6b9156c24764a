/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha-2compress.c -- the C twins of the many-message compression
   functions: one message after the other, each through the
   one-message function this build chose.  Assembly versions run the
   two chains side by side, or the messages in vector lanes.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"

void
_symcrypt_sha1_2compress_c(uint32_t *state0, uint32_t *state1, size_t blocks,
			   const uint8_t *data0, const uint8_t *data1)
{
  _symcrypt_sha1_compress(state0, blocks, data0);
  _symcrypt_sha1_compress(state1, blocks, data1);
}

void
_symcrypt_sha256_2compress_c(uint32_t *state0, uint32_t *state1,
			     size_t blocks,
			     const uint8_t *data0, const uint8_t *data1)
{
  _symcrypt_sha256_compress(state0, blocks, data0);
  _symcrypt_sha256_compress(state1, blocks, data1);
}

void
_symcrypt_sha512_2compress_c(uint64_t *state0, uint64_t *state1,
			     size_t blocks,
			     const uint8_t *data0, const uint8_t *data1)
{
  _symcrypt_sha512_compress(state0, blocks, data0);
  _symcrypt_sha512_compress(state1, blocks, data1);
}

void
_symcrypt_sha1_16compress_c(uint32_t *const *states, size_t blocks,
			    const uint8_t *const *data)
{
  unsigned i;
  for (i = 0; i < 16; i++)
    _symcrypt_sha1_compress(states[i], blocks, data[i]);
}

void
_symcrypt_sha256_8compress_c(uint32_t *const *states, size_t blocks,
			     const uint8_t *const *data)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    _symcrypt_sha256_compress(states[i], blocks, data[i]);
}

void
_symcrypt_sha256_16compress_c(uint32_t *const *states, size_t blocks,
			      const uint8_t *const *data)
{
  unsigned i;
  for (i = 0; i < 16; i++)
    _symcrypt_sha256_compress(states[i], blocks, data[i]);
}
