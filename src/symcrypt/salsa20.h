/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20.h -- the Salsa20 stream cipher with 20 and 12 rounds,
   XSalsa20 (192-bit nonce) and the HSalsa20 key derivation.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_SALSA20_H
#define SYMCRYPT_SALSA20_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SALSA20_128_KEY_SIZE 16
#define SYMCRYPT_SALSA20_256_KEY_SIZE 32
#define SYMCRYPT_SALSA20_NONCE_SIZE 8
#define SYMCRYPT_XSALSA20_NONCE_SIZE 24
#define SYMCRYPT_SALSA20_BLOCK_SIZE 64

struct symcrypt_salsa20_ctx
{
  /* The input state, host-order words, in the standard order: 0, 5,
     10, 15 the constants, 1-4 and 11-14 the key, 6-7 the nonce, 8-9
     the block counter (low word first), naming the next block.  */
  uint32_t state[16];
  /* Keystream of the last block generated; its last LEFT bytes are
     not used yet.  Use one round count between nonce settings.  */
  uint8_t keystream[64];
  uint32_t left;
};

/* LENGTH is 16 or 32, else SYMCRYPT_EINVAL and CTX is left as it was.  */
int symcrypt_salsa20_set_key(struct symcrypt_salsa20_ctx *ctx, size_t length,
			     const uint8_t *key);

/* Set the nonce and the block counter to 0.  */
void symcrypt_salsa20_set_nonce(struct symcrypt_salsa20_ctx *ctx, const uint8_t *nonce);
void symcrypt_salsa20_set_counter(struct symcrypt_salsa20_ctx *ctx, uint64_t block);

/* Write to DST the bytes of SRC XORed with the keystream; any split of a stream into calls gives
   the same bytes.  The 64-bit counter wraps after 2^64 blocks.  */
void symcrypt_salsa20_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
			    uint8_t *dst, const uint8_t *src);    /* 20 rounds */
void symcrypt_salsa20r12_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
			       uint8_t *dst, const uint8_t *src); /* 12 rounds */

/* XSalsa20: the subkey HSalsa20(KEY, NONCE24[0..15]) with the nonce
   NONCE24[16..23], counter 0 (the stream of NaCl's and libsodium's
   crypto_stream_xsalsa20).  */
void symcrypt_xsalsa20_set_key_nonce(struct symcrypt_salsa20_ctx *ctx,
				     const uint8_t *key, const uint8_t *nonce24);

/* HSalsa20: words 0, 5, 10, 15, 6, 7, 8, 9 of the Salsa20 permutation
   (no feed-forward) of the state with KEY and IN in words 6-9.  */
void symcrypt_hsalsa20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16]);

/* The permutation cores.  SRC is a 16-word input state in host order;
   block k of DST (16 words each) is the keystream block of that state
   with its 64-bit block counter (words 8-9) advanced by k, as
   host-order words.  ROUNDS is even: 8, 12 or 20.  DST may be SRC
   (the whole input is read before any output is written); any other
   overlap is not allowed.  */
void symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src, unsigned rounds);
void symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src, unsigned rounds);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SALSA20_H */
