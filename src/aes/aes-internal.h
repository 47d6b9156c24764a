/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-internal.h -- what the AES and GCM files share.  */
#ifndef SYMCRYPT_AES_INTERNAL_H
#define SYMCRYPT_AES_INTERNAL_H

#include <symcrypt/aes.h>
#include <symcrypt/gcm.h>

#include "dispatch.h"

#define AES_MAX_ROUNDS 14

/* What a context's direction field holds.  */
enum { AES_ENCRYPT = 1, AES_DECRYPT = 2 };

/* The round keys of symcrypt/aes.h for the key KEY, (NR + 1) x 16 bytes
   at KEYS: the equivalent inverse cipher's keys for decryption (the
   schedule for encryption is the replaceable aes_encrypt_keys of
   functions.def).  */
void _symcrypt_aes_decrypt_keys(uint8_t *keys, unsigned nr, const uint8_t *key);

/* One AES round per block with a round key per block: block i of DST
   gets SubBytes, ShiftRows and MixColumns of block i of SRC XOR block
   i of KEYS (aes-bitslice.c; AEGIS's C twins).  The caller wipes the
   stack after it.  */
void _symcrypt_aes_round_blocks(size_t blocks, uint8_t *dst,
				const uint8_t *src, const uint8_t *keys);

/* R = A B in GF(2^128) as GCM defines it; 16-byte strings in its byte
   order (SP 800-38D, 6.3).  The tests' reference for ghash_blocks and
   the powers of H.  */
void _symcrypt_gf128_mul(uint8_t *r, const uint8_t *a, const uint8_t *b);

/* The generic modes behind the functions of each key size
   (aes.c, gcm.c).  */
int _symcrypt_aes_ecb(const uint8_t *keys, unsigned nr, int decrypt,
		      size_t length, uint8_t *dst, const uint8_t *src);
int _symcrypt_aes_cbc_encrypt(const uint8_t *keys, unsigned nr, uint8_t *iv,
			      size_t length, uint8_t *dst, const uint8_t *src);
int _symcrypt_aes_cbc_decrypt(const uint8_t *keys, unsigned nr, uint8_t *iv,
			      size_t length, uint8_t *dst, const uint8_t *src);
void _symcrypt_aes_ctr_crypt(const uint8_t *keys, unsigned nr,
			     uint8_t *counter, uint8_t *keystream,
			     uint32_t *used, size_t length, uint8_t *dst,
			     const uint8_t *src);
void _symcrypt_gcm_set_key(uint8_t *keys, unsigned nr, uint8_t *powers,
			   const uint8_t *k);
int _symcrypt_gcm_seal(const uint8_t *keys, unsigned nr, const uint8_t *powers,
		       size_t nonce_length, const uint8_t *nonce,
		       size_t ad_length, const uint8_t *ad,
		       size_t length, uint8_t *dst, const uint8_t *src);
int _symcrypt_gcm_open(const uint8_t *keys, unsigned nr, const uint8_t *powers,
		       size_t nonce_length, const uint8_t *nonce,
		       size_t ad_length, const uint8_t *ad,
		       size_t length, uint8_t *dst, const uint8_t *src);
int _symcrypt_gcm_seal_detached(const uint8_t *keys, unsigned nr,
				const uint8_t *powers,
				size_t nonce_length, const uint8_t *nonce,
				size_t ad_length, const uint8_t *ad,
				size_t length, uint8_t *dst,
				size_t tag_length, uint8_t *tag,
				const uint8_t *src);
int _symcrypt_gcm_open_detached(const uint8_t *keys, unsigned nr,
				const uint8_t *powers,
				size_t nonce_length, const uint8_t *nonce,
				size_t ad_length, const uint8_t *ad,
				size_t length, uint8_t *dst,
				size_t tag_length, const uint8_t *tag,
				const uint8_t *src);
void _symcrypt_gcm_start(const uint8_t *keys, unsigned nr,
			 const uint8_t *powers, struct symcrypt_gcm_stream *st,
			 size_t nonce_length, const uint8_t *nonce);
/* The streaming functions take KEY, the key struct (the round keys,
   then the powers of H).  */
int _symcrypt_gcm_update(const uint8_t *key, unsigned nr,
			 struct symcrypt_gcm_stream *st,
			 size_t length, const uint8_t *ad);
int _symcrypt_gcm_crypt(const uint8_t *key, unsigned nr,
			struct symcrypt_gcm_stream *st, int encrypt,
			size_t length, uint8_t *dst, const uint8_t *src);
int _symcrypt_gcm_digest(const uint8_t *key, unsigned nr,
			 struct symcrypt_gcm_stream *st,
			 size_t length, uint8_t *tag);

/* The most bytes variant V of gcm_seal_short (ID is
   SYMCRYPT_FN_gcm_seal_short) or of gcm_open_short takes: the figure
   it exports, 96 if none, 256 for the C twin (gcm.c).  */
unsigned _symcrypt_gcm_short_max(unsigned id, unsigned v);

#endif /* SYMCRYPT_AES_INTERNAL_H */
