/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretstream.h -- a stream of messages under one key, byte for byte
   libsodium's crypto_secretstream_xchacha20poly1305.  */
#ifndef SYMCRYPT_SECRETSTREAM_H
#define SYMCRYPT_SECRETSTREAM_H

#include <symcrypt/common.h>
#include <symcrypt/random.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SECRETSTREAM_KEY_SIZE 32
#define SYMCRYPT_SECRETSTREAM_HEADER_SIZE 24
/* Each message grows by one byte of encrypted tag and 16 of MAC.  */
#define SYMCRYPT_SECRETSTREAM_ABYTES 17
/* The tags: an ordinary message, the end of a group of messages, one
   after which both sides rekey, the end of the stream (PUSH | REKEY).  */
#define SYMCRYPT_SECRETSTREAM_TAG_MESSAGE 0
#define SYMCRYPT_SECRETSTREAM_TAG_PUSH 1
#define SYMCRYPT_SECRETSTREAM_TAG_REKEY 2
#define SYMCRYPT_SECRETSTREAM_TAG_FINAL 3
/* The longest message, 2^32 - 2 ChaCha20 blocks (block 0 keys
   Poly1305, block 1 encrypts the tag).  */
#define SYMCRYPT_SECRETSTREAM_MAX_LENGTH ((uint64_t) 0x3fffffff80)

/* The state of one direction: the subkey, and the nonce of the next
   message, a 32-bit little-endian counter (from 1) and 8 bytes that
   each message's MAC changes.  The layout of libsodium's state.  */
struct symcrypt_secretstream_ctx
{
  uint8_t key[32];
  uint8_t nonce[12];
};

/* init_push draws a random 24-byte HEADER (symcrypt_random;
   SYMCRYPT_ERANDOM if the system's source fails) and starts CTX for
   pushing messages under the 32-byte KEY; the receiver needs HEADER.
   push encrypts the LENGTH bytes at SRC with the associated data and
   TAG (0 to 3, else SYMCRYPT_EINVAL), writing LENGTH + 17 bytes to
   DST; a message longer than SYMCRYPT_SECRETSTREAM_MAX_LENGTH is
   SYMCRYPT_EINVAL.  DST may equal SRC.  After a REKEY or FINAL tag,
   and when the 32-bit counter wraps, both sides rekey.  */
int symcrypt_secretstream_init_push(struct symcrypt_secretstream_ctx *ctx,
				    uint8_t *header, const uint8_t *key);
int symcrypt_secretstream_push(struct symcrypt_secretstream_ctx *ctx,
			       size_t ad_length, const uint8_t *ad, uint8_t tag,
			       size_t length, uint8_t *dst, const uint8_t *src);

/* init_pull starts CTX for the stream of HEADER under KEY.  pull
   authenticates LENGTH bytes of a pushed message (LENGTH >= 17, else
   SYMCRYPT_EINVAL) and the associated data in constant time, and only
   then writes LENGTH - 17 bytes of plaintext to DST and the message's
   tag to *TAG (any byte a libsodium sender chose; ours push 0 to 3).  On a mismatch it returns SYMCRYPT_EAUTH, writes
   nothing and leaves CTX as it was, so the right message may follow.
   DST may equal SRC.  The application must check that the stream
   ends with a FINAL tag: pull cannot tell a stream cut short.  */
int symcrypt_secretstream_init_pull(struct symcrypt_secretstream_ctx *ctx,
				    const uint8_t *header, const uint8_t *key);
int symcrypt_secretstream_pull(struct symcrypt_secretstream_ctx *ctx,
			       size_t ad_length, const uint8_t *ad,
			       size_t length, uint8_t *dst, uint8_t *tag,
			       const uint8_t *src);

/* Derives a new subkey and nonce from the current ones, as the REKEY
   tag does; both sides must call it at the same message.  */
void symcrypt_secretstream_rekey(struct symcrypt_secretstream_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SECRETSTREAM_H */
