/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* stream-crypt.c -- the crypt loop of ChaCha and Salsa20: leftover
   keystream, then the widest core worth calling for what is left,
   narrower ones for the tail.  A wide core may produce more blocks
   than the request needs (when that is faster than narrower calls);
   the counter advances only over the blocks used.  A width whose
   fused crypt is assembly (chacha_crypt_8core) XORs the data itself
   while all its blocks are wanted.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "macros.h"
#include "stream-crypt.h"

void
_symcrypt_stream_crypt(const struct _symcrypt_stream_cipher *cipher,
		       uint32_t *state, uint8_t *keystream, uint32_t *left,
		       size_t length, uint8_t *dst, const uint8_t *src)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *widths;
  uint32_t block[16 * _SYMCRYPT_STREAM_MAX_BLOCKS];
  uint32_t *counter = state + cipher->counter;
  unsigned w = 0;
  size_t filled = 0;		/* bytes of keystream in BLOCK */

  if (*left > 0 && length > 0)
    {
      size_t n = length < *left ? length : *left;
      _symcrypt_memxor3(dst, src, keystream + 64 - *left, n);
      *left -= (uint32_t) n;
      length -= n;
      dst += n;
      src += n;
    }
  if (length == 0)
    return;

  widths = _symcrypt_stream_widths_get(cipher->widths, own);
  for (;;)
    {
      size_t blocks = length / 64 + (length % 64 != 0);
      size_t used, bytes;
      uint64_t next;

      w = _symcrypt_stream_choose(widths, w, blocks);
      if (blocks == 1 && widths[w].crypt1)
	{
	  /* The last block, keystream and XOR in one call.  */
	  widths[w].crypt1(keystream, state, cipher->rounds, length, dst, src);
	  next = (counter[0] | (uint64_t) counter[1] << 32) + 1;
	  counter[0] = (uint32_t) next;
	  counter[1] = (uint32_t) (next >> 32);
	  *left = (uint32_t) (64 - length);
	  break;
	}
      if (widths[w].crypt && length >= 64 * widths[w].blocks)
	{
	  /* All the core's blocks wanted: XORed in registers.  */
	  bytes = 64 * widths[w].blocks;
	  widths[w].crypt(dst, src, state, cipher->rounds);
	  next = (counter[0] | (uint64_t) counter[1] << 32) + widths[w].blocks;
	  counter[0] = (uint32_t) next;
	  counter[1] = (uint32_t) (next >> 32);
	  length -= bytes;
	  if (length == 0)
	    break;
	  dst += bytes;
	  src += bytes;
	  continue;
	}
      widths[w].core(block, state, cipher->rounds);
      if (filled < 64 * widths[w].blocks)
	filled = 64 * widths[w].blocks;
      used = widths[w].blocks < blocks ? widths[w].blocks : blocks;
      next = (counter[0] | (uint64_t) counter[1] << 32) + used;
      counter[0] = (uint32_t) next;
      counter[1] = (uint32_t) (next >> 32);

      bytes = 64 * used;
#if WORDS_BIGENDIAN
      {				/* the keystream is little-endian */
	size_t i;
	for (i = 0; i < bytes / 4; i++)
	  le_write_uint32((uint8_t *) (block + i), block[i]);
      }
#endif
      if (bytes >= length)
	{
	  *left = (uint32_t) (bytes - length);
	  memcpy(keystream + 64 - *left, (uint8_t *) block + length, *left);
	  _symcrypt_memxor3(dst, src, (uint8_t *) block, length);
	  break;
	}
      _symcrypt_memxor3(dst, src, (uint8_t *) block, bytes);
      length -= bytes;
      dst += bytes;
      src += bytes;
    }
  /* The keystream the cores left in BLOCK, once a call.  */
  _symcrypt_wipe(block, filled);
}

void
_symcrypt_stream_crypt1(_symcrypt_stream_core_fn *core, uint8_t *keystream,
			const uint32_t *state, unsigned rounds, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  uint32_t block[16];

  core(block, state, rounds);
#if WORDS_BIGENDIAN
  {				/* the keystream is little-endian */
    unsigned i;
    for (i = 0; i < 16; i++)
      le_write_uint32((uint8_t *) (block + i), block[i]);
  }
#endif
  memcpy(keystream, block, 64);
  _symcrypt_memxor3(dst, src, (uint8_t *) block, length < 64 ? length : 64);
  _symcrypt_wipe(block, sizeof(block));
}

void
_symcrypt_stream_crypt_blocks(_symcrypt_stream_core_fn *core, unsigned blocks,
			      uint8_t *dst, const uint8_t *src,
			      const uint32_t *state, unsigned rounds)
{
  uint32_t block[16 * _SYMCRYPT_STREAM_MAX_BLOCKS];

  core(block, state, rounds);
#if WORDS_BIGENDIAN
  {				/* the keystream is little-endian */
    unsigned i;
    for (i = 0; i < 16 * blocks; i++)
      le_write_uint32((uint8_t *) (block + i), block[i]);
  }
#endif
  _symcrypt_memxor3(dst, src, (uint8_t *) block, 64 * blocks);
  _symcrypt_wipe(block, 64 * blocks);
}

void
_symcrypt_stream_paths(const struct _symcrypt_by_length *entry,
		       const char **labels)
{
  const char *family = entry->family;
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *w
    = _symcrypt_stream_widths_get(entry->data, own);
  unsigned i;

  for (i = 0; i < _SYMCRYPT_STREAM_MAX_WIDTHS; i++)
    {
      labels[i] = _symcrypt_label_of_code(family,
					  (symcrypt_generic_fn) w[i].core);
      if (w[i].crypt)
	labels[_SYMCRYPT_STREAM_CRYPT_PATH(i)]
	  = _symcrypt_label_of_code(family, (symcrypt_generic_fn) w[i].crypt);
      if (w[i].crypt1)
	{
	  /* The single-block entry, the only one with crypt1, is last.  */
	  labels[_SYMCRYPT_STREAM_FUSED_PATH]
	    = _symcrypt_label_of_code(family,
				      (symcrypt_generic_fn) w[i].crypt1);
	  break;
	}
    }
}

uint32_t
_symcrypt_stream_runs(const struct _symcrypt_by_length *entry,
		      size_t length)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *w
    = _symcrypt_stream_widths_get(entry->data, own);
  unsigned i = 0;
  uint32_t paths = 0;

  /* The choices of _symcrypt_stream_crypt, call by call.  */
  while (length > 0)
    {
      size_t blocks = length / 64 + (length % 64 != 0);
      i = _symcrypt_stream_choose(w, i, blocks);
      if (blocks == 1 && w[i].crypt1)
	{
	  paths |= (uint32_t) 1 << _SYMCRYPT_STREAM_FUSED_PATH;
	  break;
	}
      if (w[i].crypt && length >= 64 * w[i].blocks)
	{
	  /* The fused crypt while all its blocks are wanted (core I
	     stays the choice meanwhile: its minimum is at most that).  */
	  paths |= (uint32_t) 1 << _SYMCRYPT_STREAM_CRYPT_PATH(i);
	  length %= 64 * w[i].blocks;
	  continue;
	}
      paths |= (uint32_t) 1 << i;
      /* The calls of core I that leave at least its minimum wanted
	 would choose it again: take all but the last at once, and
	 choose again for that one (it may be the fused crypt).  */
      if (blocks >= w[i].min + w[i].blocks)
	{
	  length -= 64 * w[i].blocks * ((blocks - w[i].min) / w[i].blocks);
	  continue;
	}
      length = blocks <= w[i].blocks ? 0 : length - 64 * w[i].blocks;
    }
  return paths;
}
