/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* stream-crypt.h -- the crypt loop of ChaCha and Salsa20
   (stream-crypt.c): what the ciphers call, the C twins of their fused
   crypts, and the loop's paths for symcrypt_implementation_for_length.  */
#ifndef SYMCRYPT_STREAM_CRYPT_H
#define SYMCRYPT_STREAM_CRYPT_H

#include "stream-internal.h"

/* Writes to DST the LENGTH bytes of SRC XORed with the keystream: first
   the last *LEFT bytes of KEYSTREAM, then new blocks from STATE, whose
   counter advances by the blocks generated (carrying into the high
   word).  Unused keystream of the last block goes to KEYSTREAM and
   *LEFT.  */
void _symcrypt_stream_crypt(const struct _symcrypt_stream_cipher *cipher,
			    uint32_t *state, uint8_t *keystream, uint32_t *left,
			    size_t length, uint8_t *dst, const uint8_t *src);

/* _symcrypt_stream_crypt with, first, the case of short messages (each
   after a set_nonce): 1 to 64 bytes and no keystream left go to the
   fused single-block core CRYPT1 (functions.def, chacha_crypt1) at
   once, without the loop's set-up and the widths.  */
static SYMCRYPT_ALWAYS_INLINE void
_symcrypt_stream_crypt_inline(const struct _symcrypt_stream_cipher *cipher,
			      _symcrypt_stream_crypt1_fn *crypt1,
			      uint32_t *state, uint8_t *keystream,
			      uint32_t *left, size_t length, uint8_t *dst,
			      const uint8_t *src)
{
  if (*left == 0 && length - 1 < 64)
    {
      uint32_t *counter = state + cipher->counter;
      crypt1(keystream, state, cipher->rounds, length, dst, src);
      if (++counter[0] == 0)
	counter[1]++;
      *left = (uint32_t) (64 - length);
    }
  else
    _symcrypt_stream_crypt(cipher, state, keystream, left, length, dst, src);
}

/* The C twins of the fused N-block crypts: CORE's BLOCKS blocks of
   STATE, and DST = SRC XOR them.  */
void _symcrypt_stream_crypt_blocks(_symcrypt_stream_core_fn *core,
				   unsigned blocks, uint8_t *dst,
				   const uint8_t *src, const uint32_t *state,
				   unsigned rounds);

/* The C twins of the fused single-block crypts: CORE's block of STATE
   to KEYSTREAM (little-endian), and DST = SRC XOR its first LENGTH
   bytes (64 at most).  */
void _symcrypt_stream_crypt1(_symcrypt_stream_core_fn *core,
			     uint8_t *keystream, const uint32_t *state,
			     unsigned rounds, size_t length, uint8_t *dst,
			     const uint8_t *src);

/* The paths of the crypt loop of cipher FAMILY, whose widths are
   LIST's (struct _symcrypt_by_length, dispatch.h): path i below
   _SYMCRYPT_STREAM_MAX_WIDTHS is core i of the widths,
   _SYMCRYPT_STREAM_FUSED_PATH the fused single-block crypt, which ends
   a request, and _SYMCRYPT_STREAM_CRYPT_PATH(i) the fused N-block crypt
   of width i.  _symcrypt_stream_paths gives their labels,
   _symcrypt_stream_runs those a request of LENGTH bytes from a fresh
   nonce runs.  */
#define _SYMCRYPT_STREAM_FUSED_PATH _SYMCRYPT_STREAM_MAX_WIDTHS
#define _SYMCRYPT_STREAM_CRYPT_PATH(i) (_SYMCRYPT_STREAM_FUSED_PATH + 1 + (i))
void _symcrypt_stream_paths(const struct _symcrypt_by_length *entry,
			    const char **labels);
uint32_t _symcrypt_stream_runs(const struct _symcrypt_by_length *entry,
			       size_t length);

#endif /* SYMCRYPT_STREAM_CRYPT_H */
