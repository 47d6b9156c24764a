/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-many.c -- symcrypt_<hash>_many and symcrypt_hmac_<hash>_many
   (and symcrypt_blake2b_many, symcrypt_blake2s_many and
   symcrypt_blake3_many, symcrypt_shake128_many and
   symcrypt_shake256_many) on counts, lengths, offsets, keys, digest,
   tag and output lengths from the input: every digest, tag and output
   equals the one-message function's, nothing is written past the
   outputs, and the key context is unchanged.  */
#include <symcrypt/blake2.h>
#include <symcrypt/blake3.h>
#include <symcrypt/hmac.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>
#include <symcrypt/sha3.h>

#include "fuzz.h"

#define MAX_MESSAGES 24
#define MAX_LENGTH 700
#define FILL 0x5e

static uint8_t data[MAX_LENGTH + 256];
/* Room for SHAKE128's outputs of three blocks and a byte.  */
#define MAX_OUT (3 * SYMCRYPT_SHAKE128_BLOCK_SIZE + 1)
static uint8_t out[MAX_MESSAGES * MAX_OUT + 64];

#define CHECK_MANY(name, UPPER) do {					\
    struct symcrypt_hmac_##name##_ctx key, saved, one;			\
    uint8_t expected[SYMCRYPT_##UPPER##_DIGEST_SIZE];			\
    size_t size = SYMCRYPT_##UPPER##_DIGEST_SIZE;			\
    size_t tag_length = 1 + take(in, SYMCRYPT_##UPPER##_DIGEST_SIZE);	\
    symcrypt_hmac_##name##_set_key(&key, key_length, data + 100);	\
    saved = key;							\
    memset(out, FILL, sizeof(out));					\
    if (symcrypt_##name##_many(n, msgs, lengths, out) != SYMCRYPT_OK)	\
      FAIL(#name "_many failed");					\
    for (i = 0; i < n; i++)						\
      {									\
	struct symcrypt_##name##_ctx ctx;				\
	symcrypt_##name##_init(&ctx);					\
	symcrypt_##name##_update(&ctx, lengths[i], msgs[i]);		\
	symcrypt_##name##_digest(&ctx, size, expected);			\
	if (memcmp(out + i * size, expected, size) != 0)		\
	  FAIL(#name "_many: message %zu of %zu differs", i, n);	\
      }									\
    for (i = n * size; i < sizeof(out); i++)				\
      if (out[i] != FILL)						\
	FAIL(#name "_many wrote past its outputs");			\
    memset(out, FILL, sizeof(out));					\
    if (symcrypt_hmac_##name##_many(&key, n, msgs, lengths, tag_length, \
				    out) != SYMCRYPT_OK)		\
      FAIL("hmac_" #name "_many failed");				\
    if (memcmp(&key, &saved, sizeof(key)) != 0)				\
      FAIL("hmac_" #name "_many changed the key context");		\
    for (i = 0; i < n; i++)						\
      {									\
	one = saved;							\
	symcrypt_hmac_##name##_update(&one, lengths[i], msgs[i]);	\
	symcrypt_hmac_##name##_digest(&one, tag_length, expected);	\
	if (memcmp(out + i * tag_length, expected, tag_length) != 0)	\
	  FAIL("hmac_" #name "_many: message %zu of %zu differs", i, n); \
      }									\
    for (i = n * tag_length; i < sizeof(out); i++)			\
      if (out[i] != FILL)						\
	FAIL("hmac_" #name "_many wrote past its tags");		\
  } while (0)

static void
check_blake3_many(size_t n, const uint8_t *const *msgs, const size_t *lengths)
{
  uint8_t expected[32];
  size_t i;
  memset(out, FILL, sizeof(out));
  if (symcrypt_blake3_many(n, msgs, lengths, out) != SYMCRYPT_OK)
    FAIL("blake3_many failed");
  for (i = 0; i < n; i++)
    {
      symcrypt_blake3(lengths[i], msgs[i], 32, expected);
      if (memcmp(out + 32 * i, expected, 32) != 0)
	FAIL("blake3_many: message %zu of %zu differs", i, n);
    }
  for (i = 32 * n; i < sizeof(out); i++)
    if (out[i] != FILL)
      FAIL("blake3_many wrote past its digests");
}

/* SHAKE128 or SHAKE256 (ONE, MANY): the output length from the input,
   and every message as long as the first in some inputs, so that the
   lanes take groups of them (ML-KEM's case).  */
static void
check_shake_many(struct input *in, const char *name,
		 void (*one)(size_t, const uint8_t *, size_t, uint8_t *),
		 int (*many)(size_t, const uint8_t *const *, const size_t *,
			     size_t, uint8_t *),
		 size_t n, const uint8_t *const *msgs, size_t *lengths)
{
  uint8_t expected[MAX_OUT];
  size_t out_length = take(in, MAX_OUT + 1), i;
  if (take(in, 2))
    for (i = 1; i < n; i++)
      lengths[i] = lengths[0];
  memset(out, FILL, sizeof(out));
  if (many(n, msgs, lengths, out_length, out) != SYMCRYPT_OK)
    FAIL("%s_many failed", name);
  for (i = 0; i < n; i++)
    {
      one(lengths[i], msgs[i], out_length, expected);
      if (memcmp(out + i * out_length, expected, out_length) != 0)
	FAIL("%s_many: message %zu of %zu (%zu bytes, %zu out) differs",
	     name, i, n, lengths[i], out_length);
    }
  for (i = n * out_length; i < sizeof(out); i++)
    if (out[i] != FILL)
      FAIL("%s_many wrote past its outputs", name);
}

/* BLAKE2b or BLAKE2s: the digest length and the key (its length and
   where it starts) from the input; each digest against a context fed
   the one message, which runs none of the lanes code.  */
#define CHECK_BLAKE2_MANY(name, UPPER) do {				\
    struct symcrypt_##name##_ctx ctx;					\
    uint8_t expected[SYMCRYPT_##UPPER##_DIGEST_SIZE];			\
    size_t size = 1 + take(in, SYMCRYPT_##UPPER##_DIGEST_SIZE);		\
    size_t key_size = take(in, SYMCRYPT_##UPPER##_KEY_SIZE + 1);	\
    const uint8_t *key = data + take(in, 256);				\
    memset(out, FILL, sizeof(out));					\
    if (symcrypt_##name##_many(size, key_size, key, n, msgs, lengths, \
			       out) != SYMCRYPT_OK)			\
      FAIL(#name "_many failed");					\
    ASSERT_RC(symcrypt_##name##_init(&ctx, size, key_size, key),	\
	      SYMCRYPT_OK);						\
    for (i = 0; i < n; i++)						\
      {									\
	symcrypt_##name##_update(&ctx, lengths[i], msgs[i]);		\
	symcrypt_##name##_digest(&ctx, expected);			\
	if (memcmp(out + i * size, expected, size) != 0)		\
	  FAIL(#name "_many: message %zu of %zu (%zu bytes, digest %zu, " \
	       "key %zu) differs", i, n, lengths[i], size, key_size);	\
      }									\
    for (i = n * size; i < sizeof(out); i++)				\
      if (out[i] != FILL)						\
	FAIL(#name "_many wrote past its digests");			\
  } while (0)

int
LLVMFuzzerTestOneInput(const uint8_t *input, size_t size)
{
  struct input in_ = { input, size }, *in = &in_;
  const uint8_t *msgs[MAX_MESSAGES];
  size_t lengths[MAX_MESSAGES];
  size_t n = take(in, MAX_MESSAGES + 1), key_length = take(in, 150), i;

  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) (i * 29 + (size ? input[i % size] : 0));
  for (i = 0; i < n; i++)
    {
      lengths[i] = take(in, MAX_LENGTH + 1);
      msgs[i] = data + take(in, 256);
    }
  switch (take(in, 12))
    {
    case 0: CHECK_MANY(sha1, SHA1); break;
    case 1: CHECK_MANY(sha224, SHA224); break;
    case 2: CHECK_MANY(sha256, SHA256); break;
    case 3: CHECK_MANY(sha384, SHA384); break;
    case 4: CHECK_MANY(sha512, SHA512); break;
    case 5: CHECK_MANY(sha3_256, SHA3_256); break;
    case 6: CHECK_MANY(sha3_512, SHA3_512); break;
    case 7: check_blake3_many(n, msgs, lengths); break;
    case 8: CHECK_BLAKE2_MANY(blake2b, BLAKE2B); break;
    case 9: CHECK_BLAKE2_MANY(blake2s, BLAKE2S); break;
    case 10:
      check_shake_many(in, "shake128", symcrypt_shake128,
		       symcrypt_shake128_many, n, msgs, lengths);
      break;
    case 11:
      check_shake_many(in, "shake256", symcrypt_shake256,
		       symcrypt_shake256_many, n, msgs, lengths);
      break;
    }
  return 0;
}
