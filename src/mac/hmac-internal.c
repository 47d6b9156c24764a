/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac-internal.c -- the HMAC key setup (RFC 2104) for every hash:
   the chaining states after the inner and the outer padded key, from
   which each message's inner and outer hashes start (src/mac/hmac.c).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "hmac-internal.h"
#include "macros.h"

void
_symcrypt_hmac_key_block(const struct hmac_hash *h, void *hash,
			 size_t key_length, const uint8_t *key,
			 uint8_t *block)
{
  memset(block, 0, h->block_size);
  if (key_length > h->block_size)
    {
      h->init(hash);
      h->update(hash, key_length, key);
      h->digest(hash, h->digest_size, block);
      /* The hash's buffer holds the key's last bytes.  */
      _symcrypt_wipe(hash, h->ctx_size);
    }
  else if (key_length > 0)
    /* KEY may be NULL when there is no key (HKDF without a salt).  */
    memcpy(block, key, key_length);
}

/* Each padded key is a whole block, which goes straight to the
   compression function and never lands in the hash's buffer.  */
static void
hmac_keyed_state(const struct hmac_hash *h, void *hash, void *state,
		 const uint8_t *padded_key)
{
  h->init(hash);
  h->update(hash, h->block_size, padded_key);
  h->get_state(state, hash);
}

/* The BLOCK_SIZE bytes at BLOCK ^= PAD, repeated, 16 bytes at a time
   (then the 8 bytes that end a SHA-3 block): the compression
   functions' 16-byte loads then take the block straight from these
   stores, where after byte stores they waited for the stores to reach
   the cache.  */
static void
pad_xor(uint8_t *block, unsigned block_size, uint8_t pad)
{
  const uint64_t word = 0x0101010101010101ULL * pad;
  const symcrypt_block16 v = { word, word };
  unsigned i;
  for (i = 0; i + 16 <= block_size; i += 16)
    *(symcrypt_block16 *) (block + i) ^= v;
  for (; i < block_size; i++)
    block[i] ^= pad;
}

void
_symcrypt_hmac_set_key(const struct hmac_hash *h, void *hash,
		       void *inner, void *outer,
		       size_t key_length, const uint8_t *key)
{
  uint8_t block[HMAC_MAX_BLOCK_SIZE];

  _symcrypt_hmac_key_block(h, hash, key_length, key, block);
  pad_xor(block, h->block_size, 0x36);
  hmac_keyed_state(h, hash, inner, block);
  pad_xor(block, h->block_size, 0x36 ^ 0x5c);
  hmac_keyed_state(h, hash, outer, block);

  h->set_state(hash, inner);
  _symcrypt_wipe(block, sizeof(block));
}
