/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha.h -- the ChaCha stream cipher: the original construction
   (64-bit nonce, 64-bit block counter), RFC 8439 (96-bit nonce, 32-bit
   block counter), XChaCha20 (192-bit nonce) and the HChaCha20 key
   derivation.  Always 20 rounds, except through the public cores.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_CHACHA_H
#define SYMCRYPT_CHACHA_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_CHACHA_KEY_SIZE 32
#define SYMCRYPT_CHACHA_NONCE_SIZE 8     /* original: 64-bit nonce, 64-bit block counter */
#define SYMCRYPT_CHACHA_NONCE96_SIZE 12  /* RFC 8439: 96-bit nonce, 32-bit block counter */
#define SYMCRYPT_XCHACHA_NONCE_SIZE 24
#define SYMCRYPT_CHACHA_BLOCK_SIZE 64

struct symcrypt_chacha_ctx
{
  /* The input state, host-order words: 0-3 the constants, 4-11 the
     key, 12-13 the block counter (low word first) and 14-15 the
     nonce; with a 96-bit nonce, word 12 is the counter and 13-15 the
     nonce.  The counter names the next block to generate.  */
  uint32_t state[16];
  /* Keystream of the last block generated; its last LEFT bytes are
     not used yet.  */
  uint8_t keystream[64];
  uint32_t left;
  uint32_t nonce96;		/* set_nonce96 was called last */
  /* crypt32 has used block 2^32 - 1, so word 12 wrapped to 0 and no
     block remains until the next set_nonce or set_counter.  */
  uint32_t exhausted;
};

void symcrypt_chacha_set_key(struct symcrypt_chacha_ctx *ctx, const uint8_t *key);

/* Set the nonce and the block counter to 0.  With set_nonce96 (RFC
   8439) use crypt32, which stops at block 2^32 - 1: crypt does not,
   and past that block gives keystream of this or another nonce again
   (see crypt below).  */
void symcrypt_chacha_set_nonce(struct symcrypt_chacha_ctx *ctx, const uint8_t *nonce);
void symcrypt_chacha_set_nonce96(struct symcrypt_chacha_ctx *ctx, const uint8_t *nonce);

/* The next block to generate.  After set_nonce96 only the low 32 bits
   are used (the nonce keeps word 13).  */
void symcrypt_chacha_set_counter(struct symcrypt_chacha_ctx *ctx, uint64_t block);

/* Write to DST the bytes of SRC XORed with the keystream.  Any split of a stream into calls gives
   the same bytes.  crypt advances the 64-bit counter of words 12-13
   (wrapping after 2^64 blocks); crypt32 the 32-bit counter of word 12
   and returns SYMCRYPT_ERANGE, writing nothing and leaving CTX as it
   was, when the request needs a block past 2^32 - 1.

   crypt is the stream of the original construction (set_nonce,
   xchacha_set_key_nonce) and cannot report an error.  After
   set_nonce96 it still counts with 64 bits and never stops: a call
   that crosses block 2^32 - 1 carries into word 13 (the nonce's first
   word) and goes on with block 0 of the nonce whose first word is one
   more; after crypt32 has used block 2^32 - 1, word 12 is 0 again and
   crypt repeats this nonce's keystream from block 0.  Either way
   keystream may repeat.  With a 96-bit nonce, use crypt32.  */
void symcrypt_chacha_crypt(struct symcrypt_chacha_ctx *ctx, size_t length,
			   uint8_t *dst, const uint8_t *src);
int symcrypt_chacha_crypt32(struct symcrypt_chacha_ctx *ctx, size_t length,
			    uint8_t *dst, const uint8_t *src);

/* XChaCha20: the subkey HChaCha20(KEY, NONCE24[0..15]) with the
   original construction's nonce NONCE24[16..23], counter 0 (the stream
   of libsodium's crypto_stream_xchacha20).  */
void symcrypt_xchacha_set_key_nonce(struct symcrypt_chacha_ctx *ctx,
				    const uint8_t *key, const uint8_t *nonce24);

/* HChaCha20: words 0-3 and 12-15 of the ChaCha20 permutation (no
   feed-forward) of the state with KEY and IN in words 12-15.  */
void symcrypt_hchacha20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16]);

/* The permutation cores.  SRC is a 16-word input state in host order;
   block k of DST (16 words each) is the keystream block of that state
   with its 64-bit block counter (words 12-13) advanced by k, as
   host-order words.  ROUNDS is even: 8, 12 or 20.  DST may be SRC
   (the whole input is read before any output is written); any other
   overlap is not allowed.  */
void symcrypt_chacha_core(uint32_t *dst, const uint32_t *src, unsigned rounds);
void symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src, unsigned rounds);
void symcrypt_chacha_3core(uint32_t *dst, const uint32_t *src, unsigned rounds);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_CHACHA_H */
