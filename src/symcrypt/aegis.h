/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis.h -- the AEGIS family of authenticated ciphers
   (draft-irtf-cfrg-aegis-aead, the CFRG's final text): AEGIS-128L,
   AEGIS-256 and their parallel forms AEGIS-128X2, -128X4, -256X2 and
   -256X4, one-shot seal and open with the tag after the ciphertext or
   apart from it, and AEGIS-MAC of every variant.

   The 128 variants take a 16-byte key and a 16-byte nonce, the 256
   variants a 32-byte key and a 32-byte nonce.  A nonce must never be
   used twice with one key (it gives away the state); a random 32-byte
   nonce is safe for AEGIS-256.  Tags are 16 or 32 bytes; any other
   TAG_LENGTH is SYMCRYPT_EINVAL.  The plaintext and the associated
   data are each at most 2^61 - 1 bytes.

   seal writes LENGTH bytes of ciphertext and then the tag to DST
   (LENGTH + TAG_LENGTH bytes).  open takes LENGTH bytes that end with
   the tag, writes the LENGTH - TAG_LENGTH bytes of plaintext to DST
   while it authenticates them, compares the tags in constant time
   and, on a mismatch, sets those bytes of DST to zero and returns
   SYMCRYPT_EAUTH: unlike the GCM and ChaCha20-Poly1305 opens, a
   failed AEGIS open overwrites DST (an in-place caller loses the
   ciphertext).  The detached forms take the tag apart: TAG_LENGTH
   bytes at TAG.  DST may equal SRC.  Bad lengths (a tag length other
   than 16 or 32, an open shorter than its tag, a message or
   associated data over the limit) are SYMCRYPT_EINVAL with nothing
   written.

   AEGIS-MAC: mac_init starts a message under KEY and NONCE (the MAC
   may reuse a nonce with one key), mac_update adds bytes, mac_digest
   writes the 16- or 32-byte tag and mac_verify compares a tag in
   constant time (0 or SYMCRYPT_EAUTH); both end the message and wipe
   the context, and the next message starts with mac_init.  The MAC is
   not a hash: whoever knows the key can make collisions.

   Pointers: KEY and NONCE are never NULL; AD, SRC, DST and DATA may be
   NULL only when the bytes they take are 0 (a NULL pointer with a
   non-zero length is SYMCRYPT_EINVAL, writing nothing).  */
#ifndef SYMCRYPT_AEGIS_H
#define SYMCRYPT_AEGIS_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_AEGIS128L_KEY_SIZE 16
#define SYMCRYPT_AEGIS128L_NONCE_SIZE 16
#define SYMCRYPT_AEGIS256_KEY_SIZE 32
#define SYMCRYPT_AEGIS256_NONCE_SIZE 32
#define SYMCRYPT_AEGIS_TAG_SIZE 16	/* the shorter tag */
#define SYMCRYPT_AEGIS_MAX_TAG_SIZE 32
/* The most bytes of plaintext, or of associated data: 2^61 - 1.  */
#define SYMCRYPT_AEGIS_MAX_LENGTH (((uint64_t) 1 << 61) - 1)

/* The functions and the MAC context of one variant, NAME, whose state
   is STATE bytes and which absorbs RATE bytes per update.  The
   context's fields are private.  */
#define SYMCRYPT_AEGIS_DECLARE(name, state_size, rate)			\
  struct symcrypt_##name##_mac_ctx					\
  {									\
    uint64_t length;		/* the bytes of the message so far */	\
    uint8_t state[state_size];						\
    uint8_t block[rate];	/* the bytes of a partial block */	\
  };									\
  int symcrypt_##name##_seal(const uint8_t *key, const uint8_t *nonce,	\
			     size_t ad_length, const uint8_t *ad,	\
			     size_t tag_length, size_t length,		\
			     uint8_t *dst, const uint8_t *src);		\
  int symcrypt_##name##_open(const uint8_t *key, const uint8_t *nonce,	\
			     size_t ad_length, const uint8_t *ad,	\
			     size_t tag_length, size_t length,		\
			     uint8_t *dst, const uint8_t *src);		\
  int symcrypt_##name##_seal_detached(const uint8_t *key,		\
				      const uint8_t *nonce,		\
				      size_t ad_length, const uint8_t *ad, \
				      size_t length, uint8_t *dst,	\
				      size_t tag_length, uint8_t *tag,	\
				      const uint8_t *src);		\
  int symcrypt_##name##_open_detached(const uint8_t *key,		\
				      const uint8_t *nonce,		\
				      size_t ad_length, const uint8_t *ad, \
				      size_t length, uint8_t *dst,	\
				      size_t tag_length,		\
				      const uint8_t *tag,		\
				      const uint8_t *src);		\
  void symcrypt_##name##_mac_init(struct symcrypt_##name##_mac_ctx *ctx, \
				  const uint8_t *key,			\
				  const uint8_t *nonce);		\
  void symcrypt_##name##_mac_update(struct symcrypt_##name##_mac_ctx *ctx, \
				    size_t length, const uint8_t *data); \
  int symcrypt_##name##_mac_digest(struct symcrypt_##name##_mac_ctx *ctx, \
				   size_t tag_length, uint8_t *tag);	\
  int symcrypt_##name##_mac_verify(struct symcrypt_##name##_mac_ctx *ctx, \
				   size_t tag_length, const uint8_t *tag)

/* AEGIS-128L: eight 16-byte blocks of state, 32 bytes an update;
   X2 and X4 run two or four such states side by side.  */
SYMCRYPT_AEGIS_DECLARE(aegis128l, 8 * 16, 32);
SYMCRYPT_AEGIS_DECLARE(aegis128x2, 2 * 8 * 16, 2 * 32);
SYMCRYPT_AEGIS_DECLARE(aegis128x4, 4 * 8 * 16, 4 * 32);
/* AEGIS-256: six blocks, 16 bytes an update; X2 and X4 likewise.  */
SYMCRYPT_AEGIS_DECLARE(aegis256, 6 * 16, 16);
SYMCRYPT_AEGIS_DECLARE(aegis256x2, 2 * 6 * 16, 2 * 16);
SYMCRYPT_AEGIS_DECLARE(aegis256x4, 4 * 6 * 16, 4 * 16);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_AEGIS_H */
