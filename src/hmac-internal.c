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
   which each message's inner and outer hashes start (src/hmac.c).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "hmac-internal.h"
#include "macros.h"

void
_symcrypt_hmac_set_key(const struct hmac_hash *h, void *hash,
		       void *inner, void *outer,
		       size_t key_length, const uint8_t *key)
{
  uint8_t pad[HMAC_MAX_BLOCK_SIZE];
  uint8_t key_digest[HMAC_MAX_DIGEST_SIZE];

  if (key_length > h->block_size)
    {
      h->init(hash);
      h->update(hash, key_length, key);
      h->digest(hash, h->digest_size, key_digest);
      /* The hash's buffer holds the key's last bytes.  */
      _symcrypt_wipe(hash, h->ctx_size);
      key = key_digest;
      key_length = h->digest_size;
    }

  /* A whole block goes straight to the compression function, so the
     padded key never lands in the hash's buffer.  */
  memset(pad, 0x36, h->block_size);
  _symcrypt_memxor(pad, key, key_length);
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(inner, hash);

  memset(pad, 0x5c, h->block_size);
  _symcrypt_memxor(pad, key, key_length);
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(outer, hash);

  h->set_state(hash, inner);
  _symcrypt_wipe(pad, sizeof(pad));
  _symcrypt_wipe(key_digest, sizeof(key_digest));
}
