/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* algorithms.c -- every algorithm as one call on a message (see
   algorithms.h).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/symcrypt.h>

#include "algorithms.h"

/* The fixed key bytes (keys, nonces and salts are taken from here).  */
static uint8_t key[160];

void
test_algorithms_init(uint8_t *msg)
{
  size_t i;
  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (i * 89 + 17);
  for (i = 0; i < TEST_ALG_MAX_LENGTH; i++)
    msg[i] = (uint8_t) (i * 7 + (i >> 8) * 3 + 1);
}

/* Folds N bytes into OUT (TEST_ALG_OUT bytes, zeroed first): a
   different byte anywhere gives a different result.  */
static void
fold(uint8_t *out, size_t n, const uint8_t *data)
{
  size_t i;
  memset(out, 0, TEST_ALG_OUT);
  for (i = 0; i < n; i++)
    {
      uint8_t *o = &out[i % TEST_ALG_OUT];
      *o = (uint8_t) (((*o << 1) | (*o >> 7)) ^ data[i]);
    }
  out[0] ^= (uint8_t) n;
  out[1] ^= (uint8_t) (n >> 8);
}

/* The ciphers' outputs, folded.  Each runs in two calls, split at a
   third of the message, to go through the partial-block path too.  */
static void
run_arcfour(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_arcfour_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_arcfour_set_key(&ctx, 16, key);
  symcrypt_arcfour_crypt(&ctx, length / 3, c, msg);
  symcrypt_arcfour_crypt(&ctx, length - length / 3, c + length / 3,
			 msg + length / 3);
  fold(out, length, c);
}

static void
run_chacha(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_chacha_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_chacha_set_key(&ctx, key);
  symcrypt_chacha_set_nonce(&ctx, key + 32);
  symcrypt_chacha_crypt(&ctx, length / 3, c, msg);
  symcrypt_chacha_crypt(&ctx, length - length / 3, c + length / 3,
			msg + length / 3);
  fold(out, length, c);
}

static void
run_chacha32(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_chacha_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_chacha_set_key(&ctx, key + 1);
  symcrypt_chacha_set_nonce96(&ctx, key + 40);
  symcrypt_chacha_set_counter(&ctx, 7);
  if (symcrypt_chacha_crypt32(&ctx, length, c, msg) != SYMCRYPT_OK)
    memset(c, 0, length);
  fold(out, length, c);
}

static void
run_xchacha(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_chacha_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_xchacha_set_key_nonce(&ctx, key + 2, key + 48);
  symcrypt_chacha_crypt(&ctx, length, c, msg);
  fold(out, length, c);
}

static void
run_salsa20(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_salsa20_set_key(&ctx, 32, key + 3);
  symcrypt_salsa20_set_nonce(&ctx, key + 56);
  symcrypt_salsa20_crypt(&ctx, length / 3, c, msg);
  symcrypt_salsa20_crypt(&ctx, length - length / 3, c + length / 3,
			 msg + length / 3);
  fold(out, length, c);
}

static void
run_salsa20r12(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_salsa20_set_key(&ctx, 16, key + 4);
  symcrypt_salsa20_set_nonce(&ctx, key + 64);
  symcrypt_salsa20_set_counter(&ctx, 3);
  symcrypt_salsa20r12_crypt(&ctx, length, c, msg);
  fold(out, length, c);
}

static void
run_xsalsa20(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_xsalsa20_set_key_nonce(&ctx, key + 5, key + 72);
  symcrypt_salsa20_crypt(&ctx, length, c, msg);
  fold(out, length, c);
}

/* The permutation cores on a state taken from the message (the key
   bytes when it is short), their words written little-endian.  */
static void
core_input(size_t length, const uint8_t *msg, uint32_t *state)
{
  const uint8_t *p = length >= 64 ? msg : key;
  unsigned i;
  for (i = 0; i < 16; i++)
    state[i] = (uint32_t) p[4 * i] | (uint32_t) p[4 * i + 1] << 8
      | (uint32_t) p[4 * i + 2] << 16 | (uint32_t) p[4 * i + 3] << 24;
}

static void
core_output(unsigned words, const uint32_t *w, uint8_t *out)
{
  uint8_t b[48 * 4];
  unsigned i;
  for (i = 0; i < words; i++)
    {
      b[4 * i] = (uint8_t) w[i];
      b[4 * i + 1] = (uint8_t) (w[i] >> 8);
      b[4 * i + 2] = (uint8_t) (w[i] >> 16);
      b[4 * i + 3] = (uint8_t) (w[i] >> 24);
    }
  fold(out, 4 * words, b);
}

#define RUN_CORE(name, blocks, rounds)					\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    uint32_t s[16], d[16 * (blocks)];					\
    core_input(length, msg, s);						\
    symcrypt_##name(d, s, (rounds));					\
    core_output(16 * (blocks), d, out);					\
  }
RUN_CORE(chacha_core, 1, 20)
RUN_CORE(chacha_2core, 2, 12)
RUN_CORE(chacha_3core, 3, 8)
RUN_CORE(salsa20_core, 1, 20)
RUN_CORE(salsa20_2core, 2, 8)

static void
run_hchacha20(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t o[32];
  symcrypt_hchacha20(o, key + 6, length >= 16 ? msg : key + 80);
  fold(out, 32, o);
}

static void
run_hsalsa20(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t o[32];
  symcrypt_hsalsa20(o, key + 7, length >= 16 ? msg : key + 80);
  fold(out, 32, o);
}

/* The hashes: the message in two updates, the whole digest.  */
#define RUN_HASH(name, SIZE)						\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length / 3, msg);			\
    symcrypt_##name##_update(&ctx, length - length / 3, msg + length / 3); \
    symcrypt_##name##_digest(&ctx, SYMCRYPT_##SIZE##_DIGEST_SIZE, out); \
  }
RUN_HASH(md5, MD5)
RUN_HASH(sha1, SHA1)
RUN_HASH(sha224, SHA224)
RUN_HASH(sha256, SHA256)
RUN_HASH(sha384, SHA384)
RUN_HASH(sha512, SHA512)
RUN_HASH(sha512_224, SHA512_224)
RUN_HASH(sha512_256, SHA512_256)
RUN_HASH(sha3_224, SHA3_224)
RUN_HASH(sha3_256, SHA3_256)
RUN_HASH(sha3_384, SHA3_384)
RUN_HASH(sha3_512, SHA3_512)

/* HMAC with a key longer than a block of the smaller hashes.  */
#define RUN_HMAC(name, SIZE)						\
  static void								\
  run_hmac_##name(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    struct symcrypt_hmac_##name##_ctx ctx;				\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_hmac_##name##_set_key(&ctx, 100, key + 8);		\
    symcrypt_hmac_##name##_update(&ctx, length / 3, msg);		\
    symcrypt_hmac_##name##_update(&ctx, length - length / 3,		\
				  msg + length / 3);			\
    symcrypt_hmac_##name##_digest(&ctx, SYMCRYPT_##SIZE##_DIGEST_SIZE, out); \
  }
RUN_HMAC(md5, MD5)
RUN_HMAC(sha1, SHA1)
RUN_HMAC(sha224, SHA224)
RUN_HMAC(sha256, SHA256)
RUN_HMAC(sha384, SHA384)
RUN_HMAC(sha512, SHA512)
RUN_HMAC(sha512_224, SHA512_224)
RUN_HMAC(sha512_256, SHA512_256)
RUN_HMAC(sha3_224, SHA3_224)
RUN_HMAC(sha3_256, SHA3_256)
RUN_HMAC(sha3_384, SHA3_384)
RUN_HMAC(sha3_512, SHA3_512)

/* SHAKE: the message in two updates, the output in two pieces.  */
#define RUN_SHAKE(name)							\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length / 3, msg);			\
    symcrypt_##name##_update(&ctx, length - length / 3, msg + length / 3); \
    symcrypt_##name##_output(&ctx, 5, out);				\
    symcrypt_##name##_output(&ctx, TEST_ALG_OUT - 5, out + 5);		\
  }
RUN_SHAKE(shake128)
RUN_SHAKE(shake256)

/* KMAC with a 40-byte key and a customization string.  */
#define RUN_KMAC(name)							\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    symcrypt_##name(40, key + 16, 9, key + 130, length, msg,		\
		    TEST_ALG_OUT, out);					\
  }
RUN_KMAC(kmac128)
RUN_KMAC(kmac256)

/* TurboSHAKE as SHAKE above, with the domain byte 0x2a.  */
#define RUN_TURBOSHAKE(name)						\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx, 0x2a);					\
    symcrypt_##name##_update(&ctx, length / 3, msg);			\
    symcrypt_##name##_update(&ctx, length - length / 3, msg + length / 3); \
    symcrypt_##name##_output(&ctx, 5, out);				\
    symcrypt_##name##_output(&ctx, TEST_ALG_OUT - 5, out + 5);		\
  }
RUN_TURBOSHAKE(turboshake128)
RUN_TURBOSHAKE(turboshake256)

/* KT with a 9-byte customization string, the output in two pieces.  */
#define RUN_KT(name)							\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length / 3, msg);			\
    symcrypt_##name##_update(&ctx, length - length / 3, msg + length / 3); \
    symcrypt_##name##_output(&ctx, 9, key + 130, 5, out);		\
    symcrypt_##name##_output(&ctx, 9, key + 130, TEST_ALG_OUT - 5, out + 5); \
  }
RUN_KT(kt128)
RUN_KT(kt256)

/* SipHash: the 8- and 16-byte outputs, folded.  */
#define RUN_SIPHASH(name, size)						\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    uint8_t tag[size];							\
    symcrypt_##name(key + 24, length, msg, tag);			\
    fold(out, size, tag);						\
  }
RUN_SIPHASH(siphash24, 8)
RUN_SIPHASH(siphash24_128, 16)
RUN_SIPHASH(siphash13, 8)
RUN_SIPHASH(siphash13_128, 16)

/* PBKDF2 with the message as the password, 3 iterations, 64 bytes.  */
#define RUN_PBKDF2(name)						\
  static void								\
  run_pbkdf2_##name(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_pbkdf2_hmac_##name(length, msg, 3, 16, key + 9,		\
				TEST_ALG_OUT, out);			\
  }
RUN_PBKDF2(sha1)
RUN_PBKDF2(sha256)
RUN_PBKDF2(sha384)
RUN_PBKDF2(sha512)
RUN_PBKDF2(sha512_256)

/* Argon2 with the message as the password, small costs on two lanes
   and two threads, 64 bytes.  */
#define RUN_ARGON2(name)						\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    const struct symcrypt_argon2_params p = {				\
      2, 32, 2, 2, key + 40, 8, key + 50, 12				\
    };									\
    symcrypt_##name(&p, length, msg, 16, key + 20, NULL, 0,		\
		    TEST_ALG_OUT, out);					\
  }
RUN_ARGON2(argon2id)
RUN_ARGON2(argon2i)
RUN_ARGON2(argon2d)
/* scrypt with the message as the password, N = 16, r = 2, p = 2, its
   work area mapped.  */
static void
run_scrypt(size_t length, const uint8_t *msg, uint8_t *out)
{
  memset(out, 0, TEST_ALG_OUT);
  symcrypt_scrypt(length, msg, 16, key + 12, 16, 2, 2, NULL, 0,
		  TEST_ALG_OUT, out);
}

/* HKDF with the message as the input key material.  */
#define RUN_HKDF(name, SIZE)						\
  static void								\
  run_hkdf_##name(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    uint8_t prk[SYMCRYPT_##SIZE##_DIGEST_SIZE];				\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_hkdf_##name##_extract(13, key + 10, length, msg, prk);	\
    symcrypt_hkdf_##name##_expand(sizeof(prk), prk, 10, key + 11,	\
				  TEST_ALG_OUT, out);			\
  }
RUN_HKDF(sha256, SHA256)
RUN_HKDF(sha384, SHA384)
RUN_HKDF(sha512, SHA512)

static void
run_poly1305(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_poly1305_ctx ctx;
  memset(out, 0, TEST_ALG_OUT);
  symcrypt_poly1305_set_key(&ctx, key + 12);
  symcrypt_poly1305_update(&ctx, length / 3, msg);
  symcrypt_poly1305_update(&ctx, length - length / 3, msg + length / 3);
  symcrypt_poly1305_digest(&ctx, out);
}

/* The AEADs: the sealed message folded; its opening must give the
   message back (else the result is all ones).  */
static void
aead_result(int sealed, int opened, size_t length, const uint8_t *msg,
	    const uint8_t *c, const uint8_t *p, uint8_t *out)
{
  fold(out, length + 16, c);
  if (sealed != SYMCRYPT_OK || opened != SYMCRYPT_OK
      || memcmp(p, msg, length) != 0)
    memset(out, 0xff, TEST_ALG_OUT);
}

static void
run_chacha_poly1305(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s = symcrypt_chacha_poly1305_seal(key + 13, key + 100, 21, key + 50,
					length, c, msg);
  int o = symcrypt_chacha_poly1305_open(key + 13, key + 100, 21, key + 50,
					length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_xchacha_poly1305(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s = symcrypt_xchacha_poly1305_seal(key + 14, key + 110, 5, key + 60,
					 length, c, msg);
  int o = symcrypt_xchacha_poly1305_open(key + 14, key + 110, 5, key + 60,
					 length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_secretbox(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s = symcrypt_secretbox_seal(key + 15, key + 120, length, c, msg);
  int o = symcrypt_secretbox_open(key + 15, key + 120, length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_tz(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_tz_ctx ctx;
  symcrypt_tz_init(&ctx);
  symcrypt_tz_update(&ctx, length / 3, msg);
  symcrypt_tz_update(&ctx, length - length / 3, msg + length / 3);
  symcrypt_tz_digest(&ctx, out);
}

/* BLAKE2 plain with the longest digest in two pieces, keyed with the
   longest key and a shorter digest, and many messages (the message in
   four pieces, four 16-byte digests).  */
#define RUN_BLAKE2(name, UPPER, keyed_digest)				\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_##name##_init(&ctx, SYMCRYPT_##UPPER##_DIGEST_SIZE, 0, NULL); \
    symcrypt_##name##_update(&ctx, length / 3, msg);			\
    symcrypt_##name##_update(&ctx, length - length / 3, msg + length / 3); \
    symcrypt_##name##_digest(&ctx, out);				\
  }									\
  static void								\
  run_##name##_keyed(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    memset(out, 0, TEST_ALG_OUT);					\
    symcrypt_##name(keyed_digest, SYMCRYPT_##UPPER##_KEY_SIZE, key + 3,	\
		    length, msg, out);					\
  }									\
  static void								\
  run_##name##_many(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    const uint8_t *msgs[4];						\
    size_t lengths[4];							\
    unsigned i;								\
    for (i = 0; i < 4; i++)						\
      {									\
	msgs[i] = msg + i * (length / 4);				\
	lengths[i] = i < 3 ? length / 4 : length - 3 * (length / 4);	\
      }									\
    symcrypt_##name##_many(16, 5, key + 40, 4, msgs, lengths, out);	\
  }
RUN_BLAKE2(blake2b, BLAKE2B, 40)
RUN_BLAKE2(blake2s, BLAKE2S, 20)
/* BLAKE3 in its three modes, the keyed hash's output from an offset
   inside the stream; and the many-message function over the message
   cut into eight, folded.  */
static void
run_blake3_mode(struct symcrypt_blake3_ctx *ctx, size_t length,
		const uint8_t *msg, uint64_t offset, uint8_t *out)
{
  symcrypt_blake3_update(ctx, length / 3, msg);
  symcrypt_blake3_update(ctx, length - length / 3, msg + length / 3);
  symcrypt_blake3_output(ctx, offset, TEST_ALG_OUT, out);
}

static void
run_blake3(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_blake3_ctx ctx;
  symcrypt_blake3_init(&ctx);
  run_blake3_mode(&ctx, length, msg, 0, out);
}

static void
run_blake3_keyed(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_blake3_ctx ctx;
  symcrypt_blake3_init_keyed(&ctx, key + 16);
  run_blake3_mode(&ctx, length, msg, 1000, out);
}

static void
run_blake3_derive_key(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_blake3_ctx ctx;
  symcrypt_blake3_init_derive_key(&ctx, 20, key + 30);
  run_blake3_mode(&ctx, length, msg, 0, out);
}

static void
run_blake3_many(size_t length, const uint8_t *msg, uint8_t *out)
{
  const uint8_t *msgs[8];
  size_t lengths[8], i;
  uint8_t digests[8 * 32];
  for (i = 0; i < 8; i++)
    {
      msgs[i] = msg + i * length / 8;
      lengths[i] = (i + 1) * length / 8 - i * length / 8;
    }
  symcrypt_blake3_many(8, msgs, lengths, digests);
  fold(out, sizeof(digests), digests);
}

/* AES: ECB and CBC on the whole blocks of the message (encryption
   with one key size, decryption with another), CTR in two calls.  */
static void
run_aes128_ecb(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes128_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  int rc;
  length -= length % 16;
  symcrypt_aes128_set_encrypt_key(&ctx, key + 16);
  rc = symcrypt_aes128_encrypt(&ctx, length, c, msg);
  fold(out, length, c);
  out[2] ^= (uint8_t) rc;
}

static void
run_aes256_ecb_decrypt(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_ctx ctx;
  uint8_t p[TEST_ALG_MAX_LENGTH];
  int rc;
  length -= length % 16;
  symcrypt_aes256_set_decrypt_key(&ctx, key + 17);
  rc = symcrypt_aes256_decrypt(&ctx, length, p, msg);
  fold(out, length, p);
  out[2] ^= (uint8_t) rc;
}

static void
run_aes192_cbc(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes192_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH], iv[16];
  int rc;
  length -= length % 16;
  memcpy(iv, key + 40, 16);
  symcrypt_aes192_set_encrypt_key(&ctx, key + 18);
  rc = symcrypt_aes192_cbc_encrypt(&ctx, iv, length, c, msg);
  fold(out, length, c);
  out[2] ^= (uint8_t) rc;
}

static void
run_aes128_cbc_decrypt(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes128_ctx ctx;
  uint8_t p[TEST_ALG_MAX_LENGTH], iv[16];
  int rc;
  length -= length % 16;
  memcpy(iv, key + 41, 16);
  symcrypt_aes128_set_decrypt_key(&ctx, key + 19);
  rc = symcrypt_aes128_cbc_decrypt(&ctx, iv, length, p, msg);
  fold(out, length, p);
  out[2] ^= (uint8_t) rc;
}

static void
run_aes256_ctr(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_ctr_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  symcrypt_aes256_ctr_set_key(&ctx, key + 20);
  symcrypt_aes256_ctr_set_counter(&ctx, key + 90);
  symcrypt_aes256_ctr_crypt(&ctx, length / 3, c, msg);
  symcrypt_aes256_ctr_crypt(&ctx, length - length / 3, c + length / 3,
			    msg + length / 3);
  fold(out, length, c);
}

/* The modes of symcrypt/aes-modes.h: CMAC in two calls; XTS of the
   message (from 16 bytes) as one data unit and its whole 512-byte
   sectors; key wrap with padding of the message (up to the limit),
   then unwrapped again.  */
static void
run_aes128_cmac(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes128_cmac_ctx ctx;
  uint8_t tag[16];
  symcrypt_aes128_cmac_set_key(&ctx, key + 21);
  symcrypt_aes128_cmac_update(&ctx, length / 3, msg);
  symcrypt_aes128_cmac_update(&ctx, length - length / 3, msg + length / 3);
  symcrypt_aes128_cmac_digest(&ctx, 16, tag);
  fold(out, 16, tag);
}

static void
run_aes256_xts(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_xts_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH];
  int rc;
  symcrypt_aes256_xts_set_encrypt_key(&ctx, key + 22);
  rc = symcrypt_aes256_xts_encrypt(&ctx, key + 100, length, c, msg);
  if (length >= 512)
    rc |= symcrypt_aes256_xts_encrypt_sectors(&ctx, 3, 512,
					      length - length % 512, c, c);
  fold(out, rc == 0 ? length : 0, c);
  out[2] ^= (uint8_t) rc;
}

static void
run_aes192_keywrap_pad(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes192_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH + 8];
  size_t wrapped = 8 + (length + 7) / 8 * 8, unwrapped = 0;
  int rc;
  symcrypt_aes192_set_encrypt_key(&ctx, key + 23);
  rc = symcrypt_aes192_keywrap_pad(&ctx, length, c, msg);
  if (rc == 0)
    {
      symcrypt_aes192_set_decrypt_key(&ctx, key + 23);
      rc = symcrypt_aes192_keyunwrap_pad(&ctx, wrapped, p, &unwrapped, c);
      if (rc == 0 && (unwrapped != length || memcmp(p, msg, length) != 0))
	rc = 1;
    }
  fold(out, rc == 0 ? wrapped : 0, c);
  out[2] ^= (uint8_t) rc;
}

/* AEGIS: seal and open with a 32-byte tag (the 128 variants) or a
   16-byte one (the 256 variants), and AEGIS-MAC with the other tag
   length, in two calls.  */
#define RUN_AEGIS(name, tag)						\
  static void								\
  run_##name(size_t length, const uint8_t *msg, uint8_t *out)		\
  {									\
    uint8_t c[TEST_ALG_MAX_LENGTH + 32], p[TEST_ALG_MAX_LENGTH];	\
    int s = symcrypt_##name##_seal(key + 23, key + 90, 27, key + 40,	\
				   tag, length, c, msg);		\
    int o = symcrypt_##name##_open(key + 23, key + 90, 27, key + 40,	\
				   tag, length + tag, p, c);		\
    fold(out, length + tag, c);						\
    if (s != SYMCRYPT_OK || o != SYMCRYPT_OK || memcmp(p, msg, length) != 0) \
      memset(out, 0xff, TEST_ALG_OUT);					\
  }									\
  static void								\
  run_##name##_mac(size_t length, const uint8_t *msg, uint8_t *out)	\
  {									\
    struct symcrypt_##name##_mac_ctx ctx;				\
    uint8_t t[48 - tag];						\
    symcrypt_##name##_mac_init(&ctx, key + 24, key + 92);		\
    symcrypt_##name##_mac_update(&ctx, length / 3, msg);		\
    symcrypt_##name##_mac_update(&ctx, length - length / 3,		\
				 msg + length / 3);			\
    if (symcrypt_##name##_mac_digest(&ctx, sizeof(t), t) != 0)		\
      memset(t, 0xff, sizeof(t));					\
    fold(out, sizeof(t), t);						\
  }
RUN_AEGIS(aegis128l, 32)
RUN_AEGIS(aegis128x2, 32)
RUN_AEGIS(aegis128x4, 32)
RUN_AEGIS(aegis256, 16)
RUN_AEGIS(aegis256x2, 16)
RUN_AEGIS(aegis256x4, 16)
/* The authenticated encryption modes of symcrypt/aes-modes.h, each
   sealed and opened: AES-SIV with two AD items, CCM with a 13-byte
   nonce (messages up to 65535 bytes), OCB3 with a 9-byte nonce,
   AES-GCM-SIV.  */
static void
run_aes128_siv(size_t length, const uint8_t *msg, uint8_t *out)
{
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  const uint8_t *items[2] = { key + 30, key + 70 };
  size_t lengths[2] = { 19, 16 };
  int s, o;
  s = symcrypt_aes128_siv_seal(key + 21, 2, items, lengths, length, c, msg);
  o = symcrypt_aes128_siv_open(key + 21, 2, items, lengths, length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_aes192_ccm(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes192_ctx ctx;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes192_set_encrypt_key(&ctx, key + 22);
  s = symcrypt_aes192_ccm_seal(&ctx, 13, key + 71, 40, key + 31, 16, length,
			       c, msg);
  o = symcrypt_aes192_ccm_open(&ctx, 13, key + 71, 40, key + 31, 16,
			       length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_aes256_ocb(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_ocb_key k;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes256_ocb_set_key(&k, key + 23);
  s = symcrypt_aes256_ocb_seal(&k, 9, key + 72, 21, key + 32, 16, length,
			       c, msg);
  o = symcrypt_aes256_ocb_open(&k, 9, key + 72, 21, key + 32, 16,
			       length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_aes256_gcm_siv(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_gcm_siv_key k;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes256_gcm_siv_set_key(&k, key + 24);
  s = symcrypt_aes256_gcm_siv_seal(&k, key + 73, 17, key + 33, length, c, msg);
  o = symcrypt_aes256_gcm_siv_open(&k, key + 73, 17, key + 33, length + 16,
				   p, c);
  aead_result(s, o, length, msg, c, p, out);
}

/* AES-GCM with a 12-byte nonce and with others (through GHASH).  */
static void
run_aes128_gcm(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes128_gcm_key k;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes128_gcm_set_key(&k, key + 21);
  s = symcrypt_aes128_gcm_seal(&k, 12, key + 70, 19, key + 30, length, c, msg);
  o = symcrypt_aes128_gcm_open(&k, 12, key + 70, 19, key + 30, length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_aes192_gcm(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes192_gcm_key k;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes192_gcm_set_key(&k, key + 22);
  s = symcrypt_aes192_gcm_seal(&k, 7, key + 71, 40, key + 31, length, c, msg);
  o = symcrypt_aes192_gcm_open(&k, 7, key + 71, 40, key + 31, length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

static void
run_aes256_gcm(size_t length, const uint8_t *msg, uint8_t *out)
{
  struct symcrypt_aes256_gcm_key k;
  uint8_t c[TEST_ALG_MAX_LENGTH + 16], p[TEST_ALG_MAX_LENGTH];
  int s, o;
  symcrypt_aes256_gcm_set_key(&k, key + 23);
  s = symcrypt_aes256_gcm_seal(&k, 60, key + 72, 0, NULL, length, c, msg);
  o = symcrypt_aes256_gcm_open(&k, 60, key + 72, 0, NULL, length + 16, p, c);
  aead_result(s, o, length, msg, c, p, out);
}

#define ALG(name) { #name, run_##name }
const struct test_algorithm test_algorithms[] = {
  ALG(arcfour), ALG(chacha), ALG(chacha32), ALG(xchacha),
  ALG(salsa20), ALG(salsa20r12), ALG(xsalsa20),
  ALG(chacha_core), ALG(chacha_2core), ALG(chacha_3core),
  ALG(salsa20_core), ALG(salsa20_2core), ALG(hchacha20), ALG(hsalsa20),
  ALG(md5), ALG(sha1), ALG(sha224), ALG(sha256), ALG(sha384),
  ALG(sha512), ALG(sha512_224), ALG(sha512_256),
  ALG(hmac_md5), ALG(hmac_sha1), ALG(hmac_sha224), ALG(hmac_sha256),
  ALG(hmac_sha384), ALG(hmac_sha512), ALG(hmac_sha512_224),
  ALG(hmac_sha512_256),
  ALG(sha3_224), ALG(sha3_256), ALG(sha3_384), ALG(sha3_512),
  ALG(hmac_sha3_224), ALG(hmac_sha3_256), ALG(hmac_sha3_384),
  ALG(hmac_sha3_512), ALG(shake128), ALG(shake256), ALG(kmac128),
  ALG(kmac256), ALG(turboshake128), ALG(turboshake256), ALG(kt128),
  ALG(kt256),
  ALG(siphash24), ALG(siphash24_128), ALG(siphash13), ALG(siphash13_128),
  ALG(argon2id), ALG(argon2i), ALG(argon2d),
  ALG(pbkdf2_sha1), ALG(pbkdf2_sha256), ALG(pbkdf2_sha384),
  ALG(pbkdf2_sha512), ALG(pbkdf2_sha512_256), ALG(scrypt),
  ALG(hkdf_sha256), ALG(hkdf_sha384), ALG(hkdf_sha512),
  ALG(poly1305), ALG(chacha_poly1305), ALG(xchacha_poly1305),
  ALG(secretbox), ALG(tz),
  ALG(blake2b), ALG(blake2b_keyed), ALG(blake2b_many),
  ALG(blake2s), ALG(blake2s_keyed), ALG(blake2s_many),
  ALG(blake3), ALG(blake3_keyed), ALG(blake3_derive_key), ALG(blake3_many),
  ALG(aes128_ecb), ALG(aes256_ecb_decrypt), ALG(aes192_cbc),
  ALG(aes128_cbc_decrypt), ALG(aes256_ctr),
  ALG(aes128_gcm), ALG(aes192_gcm), ALG(aes256_gcm),
  ALG(aegis128l), ALG(aegis128x2), ALG(aegis128x4), ALG(aegis256),
  ALG(aegis256x2), ALG(aegis256x4), ALG(aegis128l_mac), ALG(aegis128x2_mac),
  ALG(aegis128x4_mac), ALG(aegis256_mac), ALG(aegis256x2_mac),
  ALG(aegis256x4_mac),
  ALG(aes128_cmac), ALG(aes256_xts), ALG(aes192_keywrap_pad),
  ALG(aes128_siv), ALG(aes192_ccm), ALG(aes256_ocb), ALG(aes256_gcm_siv),
};
const unsigned test_algorithms_count
  = sizeof(test_algorithms) / sizeof(test_algorithms[0]);
