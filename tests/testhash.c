/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* testhash.c -- checks shared by the hash and HMAC tests.  */
#include "testhash.h"

#define MAX_DIGEST 64

void
test_hash_message(const struct test_hash *h, void *ctx,
		  const struct tstring *msg, const struct tstring *expected)
{
  size_t length;

  ASSERT(expected->length >= 1 && expected->length <= h->digest_size);
  for (length = expected->length; length >= 1; length--)
    {
      uint8_t *out = test_buf_alloc(length, (unsigned) length);
      h->update(ctx, msg->length, msg->data);
      ASSERT_RC(h->digest(ctx, length, out), SYMCRYPT_OK);
      ASSERT_BYTES(h->name, length, out, expected->data);
      test_buf_free(out);
    }
}

void
test_hash_repeated(const struct test_hash *h, void *ctx,
		   size_t count, uint8_t c, const struct tstring *expected)
{
  uint8_t buf[1000], out[MAX_DIGEST];
  size_t done, piece;

  memset(buf, c, sizeof(buf));
  for (done = 0, piece = 1; done < count; done += piece, piece = piece * 7 % 997 + 1)
    {
      if (piece > count - done)
	piece = count - done;
      h->update(ctx, piece, buf);
    }
  ASSERT_RC(h->digest(ctx, expected->length, out), SYMCRYPT_OK);
  ASSERT_BYTES(h->name, expected->length, out, expected->data);
}

#define MSG 300

void
test_hash_chunking(const struct test_hash *h, void *ctx)
{
  uint8_t msg[MSG], whole[MAX_DIGEST], parts[MAX_DIGEST];
  size_t i, j;

  test_rand_fill(sizeof(msg), msg);
  h->update(ctx, sizeof(msg), msg);
  ASSERT_RC(h->digest(ctx, h->digest_size, whole), SYMCRYPT_OK);

  for (i = 0; i <= MSG; i++)
    {
      h->update(ctx, i, msg);
      h->update(ctx, MSG - i, msg + i);
      h->digest(ctx, h->digest_size, parts);
      if (memcmp(parts, whole, h->digest_size) != 0)
	FAIL("%s: split at %zu differs from one call", h->name, i);
    }
  for (i = 0; i <= MSG; i += 7)
    for (j = i; j <= MSG; j += 11)
      {
	h->update(ctx, i, msg);
	h->update(ctx, j - i, msg + i);
	h->update(ctx, MSG - j, msg + j);
	h->digest(ctx, h->digest_size, parts);
	if (memcmp(parts, whole, h->digest_size) != 0)
	  FAIL("%s: splits at %zu and %zu differ from one call",
	       h->name, i, j);
      }
  for (i = 0; i < MSG; i++)
    h->update(ctx, 1, msg + i);
  h->digest(ctx, h->digest_size, parts);
  ASSERT_BYTES(h->name, h->digest_size, parts, whole);
}

void
test_hash_bad_length(const struct test_hash *h, void *ctx)
{
  uint8_t msg[100], expected[MAX_DIGEST];
  uint8_t *saved = test_buf_alloc(h->ctx_size, 0);
  uint8_t *out = test_buf_alloc(h->digest_size + 1, 0);
  uint8_t *fill = test_buf_alloc(h->digest_size + 1, 0);
  size_t length;

  test_rand_fill(sizeof(msg), msg);
  /* The expected MAC of MSG, then MSG absorbed, partly buffered.  */
  h->update(ctx, sizeof(msg), msg);
  h->digest(ctx, h->digest_size, expected);
  h->update(ctx, sizeof(msg), msg);
  memcpy(saved, ctx, h->ctx_size);

  for (length = 0; length <= h->digest_size + 1; length += h->digest_size + 1)
    {
      ASSERT_RC(h->digest(ctx, length, out), SYMCRYPT_EINVAL);
      ASSERT_BYTES("output after a rejected digest", h->digest_size + 1,
		   out, fill);
      if (memcmp(ctx, saved, h->ctx_size) != 0)
	FAIL("%s: digest length %zu changed the context", h->name, length);
    }
  ASSERT_RC(h->digest(ctx, h->digest_size, out), SYMCRYPT_OK);
  ASSERT_BYTES(h->name, h->digest_size, out, expected);
  test_buf_free(fill);
  test_buf_free(out);
  test_buf_free(saved);
}

#define STATE_HASH_DEFINE(name)						\
  static void								\
  name##_start(void *ctx, size_t key_length, const uint8_t *key)	\
  {									\
    (void) key_length;							\
    (void) key;								\
    symcrypt_##name##_init(ctx);					\
  }									\
  static void								\
  name##_update(void *ctx, size_t length, const uint8_t *data)		\
  {									\
    symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  name##_digest(void *ctx, size_t length, uint8_t *digest)		\
  {									\
    return symcrypt_##name##_digest(ctx, length, digest);		\
  }									\
  static int								\
  name##_export(const void *ctx, size_t length, uint8_t *dst)		\
  {									\
    return symcrypt_##name##_export(ctx, length, dst);			\
  }									\
  static int								\
  name##_import(void *ctx, size_t length, const uint8_t *src)		\
  {									\
    return symcrypt_##name##_import(ctx, length, src);			\
  }									\
  static void								\
  hmac_##name##_start(void *ctx, size_t key_length, const uint8_t *key) \
  {									\
    symcrypt_hmac_##name##_set_key(ctx, key_length, key);		\
  }									\
  static void								\
  hmac_##name##_update(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    symcrypt_hmac_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  hmac_##name##_digest(void *ctx, size_t length, uint8_t *digest)	\
  {									\
    return symcrypt_hmac_##name##_digest(ctx, length, digest);		\
  }									\
  static int								\
  hmac_##name##_export(const void *ctx, size_t length, uint8_t *dst)	\
  {									\
    return symcrypt_hmac_##name##_export(ctx, length, dst);		\
  }									\
  static int								\
  hmac_##name##_import(void *ctx, size_t length, const uint8_t *src)	\
  {									\
    return symcrypt_hmac_##name##_import(ctx, length, src);		\
  }

/* The table's two entries for NAME: the hash and its HMAC.  */
#define STATE_HASH_ENTRIES(name, UPPER, id, max_bytes)			\
  { #name, id, 0, SYMCRYPT_##UPPER##_BLOCK_SIZE,				\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_STATE_SIZE,	\
    max_bytes, name##_start, name##_update, name##_digest,		\
    name##_export, name##_import },					\
  { "hmac_" #name, id, 1, SYMCRYPT_##UPPER##_BLOCK_SIZE,		\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_HMAC_##UPPER##_STATE_SIZE, \
    max_bytes, hmac_##name##_start, hmac_##name##_update,		\
    hmac_##name##_digest, hmac_##name##_export, hmac_##name##_import }

STATE_HASH_DEFINE(md5)
STATE_HASH_DEFINE(sha1)
STATE_HASH_DEFINE(sha224)
STATE_HASH_DEFINE(sha256)
STATE_HASH_DEFINE(sha384)
STATE_HASH_DEFINE(sha512)
STATE_HASH_DEFINE(sha512_224)
STATE_HASH_DEFINE(sha512_256)
STATE_HASH_DEFINE(sha3_224)
STATE_HASH_DEFINE(sha3_256)
STATE_HASH_DEFINE(sha3_384)
STATE_HASH_DEFINE(sha3_512)

/* MD5, SHA-1 and SHA-256 count a message's bits in 64 bits.  */
#define MAX_64 ((UINT64_C(1) << 61) - 1)

const struct test_state_hash test_state_hashes[TEST_N_STATE_HASHES] = {
  STATE_HASH_ENTRIES(md5, MD5, 1, MAX_64),
  STATE_HASH_ENTRIES(sha1, SHA1, 2, MAX_64),
  STATE_HASH_ENTRIES(sha224, SHA224, 3, MAX_64),
  STATE_HASH_ENTRIES(sha256, SHA256, 4, MAX_64),
  STATE_HASH_ENTRIES(sha384, SHA384, 5, UINT64_MAX),
  STATE_HASH_ENTRIES(sha512, SHA512, 6, UINT64_MAX),
  STATE_HASH_ENTRIES(sha512_224, SHA512_224, 7, UINT64_MAX),
  STATE_HASH_ENTRIES(sha512_256, SHA512_256, 8, UINT64_MAX),
  /* SHA-3's padding encodes no length.  */
  STATE_HASH_ENTRIES(sha3_224, SHA3_224, 9, UINT64_MAX),
  STATE_HASH_ENTRIES(sha3_256, SHA3_256, 10, UINT64_MAX),
  STATE_HASH_ENTRIES(sha3_384, SHA3_384, 11, UINT64_MAX),
  STATE_HASH_ENTRIES(sha3_512, SHA3_512, 12, UINT64_MAX),
};

size_t
test_state_words_size(const struct test_state_hash *a)
{
  size_t words = a->state_size - 4 - 9 - a->block_size;
  return a->hmac ? words / 3 : words;
}
