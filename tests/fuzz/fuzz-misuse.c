/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-misuse.c -- random lengths and arguments to every function that
   can reject its input (the AEAD and secretbox opens, the verify
   functions, the streaming AEAD's call order and SHAKE's, BLAKE2's
   digest and key lengths, NULL pointers with a length of 0 among
   them), and NULL pointers with a non-zero length to every
   (length, pointer) pair of the table tests/pointer-pairs.awk reads
   from the public headers.  Each
   call must return exactly the documented code; on an error nothing
   may be written to the output and the context must be unchanged; on
   success nothing past the output may be written.  The expected codes
   are computed here from the rules of the manual (doc/symcrypt.texi),
   independently of the library.  */
#include "fuzz.h"
#include "../testhash.h"
#include "../null-args.h"

#define OUT_SIZE 20000
#define FILL 0xa7

static uint8_t out[OUT_SIZE], data[512];

static void
reset_out(void)
{
  memset(out, FILL, sizeof(out));
}

/* Nothing at or after OFFSET was written.  */
static void
untouched_from(const char *what, size_t offset)
{
  size_t i;
  for (i = offset; i < sizeof(out); i++)
    if (out[i] != FILL)
      FAIL("%s wrote byte %zu (only %zu allowed)", what, i, offset);
}

static void
check_rc(const char *what, int rc, int expected, size_t written)
{
  if (rc != expected)
    FAIL("%s returned %d, expected %d", what, rc, expected);
  untouched_from(what, rc == SYMCRYPT_OK ? written : 0);
}

static void
misuse_arcfour(struct input *in)
{
  struct symcrypt_arcfour_ctx ctx, saved;
  size_t length = take(in, 300);
  int rc;
  memset(&ctx, 0x3c, sizeof(ctx));
  saved = ctx;
  rc = symcrypt_arcfour_set_key(&ctx, length, data);
  if (rc != ((length >= 1 && length <= 256) ? SYMCRYPT_OK : SYMCRYPT_EINVAL))
    FAIL("arcfour_set_key(%zu) returned %d", length, rc);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
}

static void
misuse_salsa20(struct input *in)
{
  struct symcrypt_salsa20_ctx ctx, saved;
  size_t length = take(in, 70);
  int rc;
  memset(&ctx, 0x3c, sizeof(ctx));
  saved = ctx;
  rc = symcrypt_salsa20_set_key(&ctx, length, data);
  if (rc != ((length == 16 || length == 32) ? SYMCRYPT_OK : SYMCRYPT_EINVAL))
    FAIL("salsa20_set_key(%zu) returned %d", length, rc);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
}

/* digest with a random length on a hash or a keyed HMAC context.  */
#define MISUSE_DIGEST(prefix, ctx_type, SIZE, setup) do {		\
    struct ctx_type ctx, saved;						\
    size_t length = take(in, (SIZE) + 20);				\
    size_t message = take(in, 300);					\
    int rc;								\
    memset(&ctx, 0, sizeof(ctx));					\
    setup;								\
    prefix##_update(&ctx, message, data);				\
    saved = ctx;							\
    reset_out();							\
    rc = prefix##_digest(&ctx, length, out);				\
    check_rc(#prefix "_digest", rc,					\
	     (length >= 1 && length <= (SIZE)) ? SYMCRYPT_OK : SYMCRYPT_EINVAL, \
	     length);							\
    if (rc != SYMCRYPT_OK)						\
      ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);			\
  } while (0)

static void
misuse_digest(struct input *in)
{
  size_t key_length = take(in, 200);
  switch (take(in, 18))
    {
    case 0: MISUSE_DIGEST(symcrypt_md5, symcrypt_md5_ctx, SYMCRYPT_MD5_DIGEST_SIZE,
			  symcrypt_md5_init(&ctx)); break;
    case 1: MISUSE_DIGEST(symcrypt_sha1, symcrypt_sha1_ctx, SYMCRYPT_SHA1_DIGEST_SIZE,
			  symcrypt_sha1_init(&ctx)); break;
    case 2: MISUSE_DIGEST(symcrypt_sha224, symcrypt_sha224_ctx, SYMCRYPT_SHA224_DIGEST_SIZE,
			  symcrypt_sha224_init(&ctx)); break;
    case 3: MISUSE_DIGEST(symcrypt_sha256, symcrypt_sha256_ctx, SYMCRYPT_SHA256_DIGEST_SIZE,
			  symcrypt_sha256_init(&ctx)); break;
    case 4: MISUSE_DIGEST(symcrypt_sha384, symcrypt_sha384_ctx, SYMCRYPT_SHA384_DIGEST_SIZE,
			  symcrypt_sha384_init(&ctx)); break;
    case 5: MISUSE_DIGEST(symcrypt_sha512, symcrypt_sha512_ctx, SYMCRYPT_SHA512_DIGEST_SIZE,
			  symcrypt_sha512_init(&ctx)); break;
    case 6: MISUSE_DIGEST(symcrypt_hmac_md5, symcrypt_hmac_md5_ctx, SYMCRYPT_MD5_DIGEST_SIZE,
			  symcrypt_hmac_md5_set_key(&ctx, key_length, data)); break;
    case 7: MISUSE_DIGEST(symcrypt_hmac_sha1, symcrypt_hmac_sha1_ctx, SYMCRYPT_SHA1_DIGEST_SIZE,
			  symcrypt_hmac_sha1_set_key(&ctx, key_length, data)); break;
    case 8: MISUSE_DIGEST(symcrypt_hmac_sha224, symcrypt_hmac_sha224_ctx, SYMCRYPT_SHA224_DIGEST_SIZE,
			  symcrypt_hmac_sha224_set_key(&ctx, key_length, data)); break;
    case 9: MISUSE_DIGEST(symcrypt_hmac_sha256, symcrypt_hmac_sha256_ctx, SYMCRYPT_SHA256_DIGEST_SIZE,
			  symcrypt_hmac_sha256_set_key(&ctx, key_length, data)); break;
    case 10: MISUSE_DIGEST(symcrypt_hmac_sha384, symcrypt_hmac_sha384_ctx, SYMCRYPT_SHA384_DIGEST_SIZE,
			   symcrypt_hmac_sha384_set_key(&ctx, key_length, data)); break;
    case 11: MISUSE_DIGEST(symcrypt_hmac_sha512, symcrypt_hmac_sha512_ctx, SYMCRYPT_SHA512_DIGEST_SIZE,
			   symcrypt_hmac_sha512_set_key(&ctx, key_length, data)); break;
    case 12: MISUSE_DIGEST(symcrypt_sha512_224, symcrypt_sha512_224_ctx,
			   SYMCRYPT_SHA512_224_DIGEST_SIZE,
			   symcrypt_sha512_224_init(&ctx)); break;
    case 13: MISUSE_DIGEST(symcrypt_sha512_256, symcrypt_sha512_256_ctx,
			   SYMCRYPT_SHA512_256_DIGEST_SIZE,
			   symcrypt_sha512_256_init(&ctx)); break;
    case 14: MISUSE_DIGEST(symcrypt_hmac_sha512_224, symcrypt_hmac_sha512_224_ctx,
			   SYMCRYPT_SHA512_224_DIGEST_SIZE,
			   symcrypt_hmac_sha512_224_set_key(&ctx, key_length, data)); break;
    case 15: MISUSE_DIGEST(symcrypt_hmac_sha512_256, symcrypt_hmac_sha512_256_ctx,
			   SYMCRYPT_SHA512_256_DIGEST_SIZE,
			   symcrypt_hmac_sha512_256_set_key(&ctx, key_length, data)); break;
    case 16: MISUSE_DIGEST(symcrypt_sha3_256, symcrypt_sha3_256_ctx,
			   SYMCRYPT_SHA3_256_DIGEST_SIZE,
			   symcrypt_sha3_256_init(&ctx)); break;
    case 17: MISUSE_DIGEST(symcrypt_hmac_sha3_512, symcrypt_hmac_sha3_512_ctx,
			   SYMCRYPT_SHA3_512_DIGEST_SIZE,
			   symcrypt_hmac_sha3_512_set_key(&ctx, key_length, data)); break;
    }
}

typedef int pbkdf2_fn(size_t, const uint8_t *, unsigned, size_t,
		      const uint8_t *, size_t, uint8_t *);
typedef int expand_fn(size_t, const uint8_t *, size_t, const uint8_t *,
		      size_t, uint8_t *);

static void
misuse_kdf(struct input *in)
{
  static pbkdf2_fn *const pbkdf2[] = {
    symcrypt_pbkdf2_hmac_sha1, symcrypt_pbkdf2_hmac_sha256,
    symcrypt_pbkdf2_hmac_sha384, symcrypt_pbkdf2_hmac_sha512,
    symcrypt_pbkdf2_hmac_sha512_256,
  };
  static const struct { expand_fn *fn; size_t hash; } expand[] = {
    { symcrypt_hkdf_sha256_expand, 32 }, { symcrypt_hkdf_sha384_expand, 48 },
    { symcrypt_hkdf_sha512_expand, 64 },
  };
  unsigned which = take(in, 8);
  size_t key_length = take(in, 100), salt_length = take(in, 100);
  size_t length;
  unsigned iterations = take(in, 3);
  int rc;

  reset_out();
  if (which < 5)
    {
      pbkdf2_fn *fn = pbkdf2[which];
      length = take(in, 300);
      rc = fn(key_length, data, iterations, salt_length, data + 100, length, out);
      check_rc("pbkdf2", rc,
	       (iterations == 0 || length == 0) ? SYMCRYPT_EINVAL : SYMCRYPT_OK,
	       length);
    }
  else
    {
      size_t hash = expand[which - 5].hash;
      size_t prk_length = take(in, 100);
      expand_fn *fn = expand[which - 5].fn;
      length = take(in, 255 * hash + 100);
      rc = fn(prk_length, data, salt_length, data + 100, length, out);
      check_rc("hkdf_expand", rc,
	       (length == 0 || length > 255 * hash || prk_length < hash)
	       ? SYMCRYPT_EINVAL : SYMCRYPT_OK, length);
    }
}

/* Portable states (the hashes and HMACs of testhash.c): a well-formed
   string of a random message, then perhaps one byte changed and the
   length changed.  The verdict is computed here from the format in
   the manual.  */

/* Whether SRC is a well-formed state of A, by the manual.  */
static int
state_valid(const struct test_state_hash *a, size_t length, const uint8_t *src)
{
  size_t words_size = test_state_words_size(a);
  size_t r = a->hmac ? 4 + 2 * words_size : 4, i;
  uint64_t bytes = 0;
  size_t buffered;
  if (length != a->state_size || src[0] != 0x53 || src[1] != 1
      || src[2] != 1 + a->hmac || src[3] != a->id)
    return 0;
  for (i = 0; i < 8; i++)
    bytes = bytes << 8 | src[r + i];
  buffered = src[r + 8];
  if (buffered >= a->block_size || bytes % a->block_size != buffered
      || bytes > a->max_bytes || (a->hmac && bytes < a->block_size))
    return 0;
  for (i = buffered; i < a->block_size; i++)
    if (src[r + 9 + words_size + i] != 0)
      return 0;
  return 1;
}

static void
misuse_import(struct input *in)
{
  const struct test_state_hash *a
    = &test_state_hashes[take(in, TEST_N_STATE_HASHES)];
  static uint8_t state[800], again[800];	/* HMAC-SHA3-224: 757 */
  uint64_t ctx[1024 / 8], saved[1024 / 8];
  size_t message = take(in, 300), length = a->state_size;
  unsigned change = take(in, 4);
  int rc;

  a->start(ctx, 20, data);
  a->update(ctx, message, data);
  ASSERT_RC(a->export(ctx, sizeof(state), state), SYMCRYPT_OK);
  if (change & 1)
    state[take(in, (unsigned) a->state_size)] = (uint8_t) take(in, 256);
  if (change & 2)
    length = take(in, (unsigned) a->state_size + 2);
  a->start(ctx, 20, data);
  a->update(ctx, take(in, 300), data);
  memcpy(saved, ctx, sizeof(ctx));
  rc = a->import(ctx, length, state);
  if (rc != (state_valid(a, length, state) ? SYMCRYPT_OK : SYMCRYPT_EINVAL))
    FAIL("import (%s, length %zu) returned %d", a->name, length, rc);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(ctx, saved, sizeof(ctx)) == 0);
  else
    {
      ASSERT_RC(a->export(ctx, sizeof(again), again), SYMCRYPT_OK);
      ASSERT(memcmp(again, state, a->state_size) == 0);
    }
  /* A short export buffer is not written.  */
  reset_out();
  check_rc("export", a->export(ctx, a->state_size - 1 - take(in, 4), out),
	   SYMCRYPT_EINVAL, 0);
}

/* Tillich-Zemor subtraction: the whole and the known part each a
   message's digest, a matrix without an inverse ([[a, a], [b, b]]),
   or either with a top bit set.  */
static void
misuse_tz_subtract(struct input *in)
{
  uint8_t whole[64], part[64];
  struct symcrypt_tz_ctx ctx;
  unsigned shape = take(in, 4), left = take(in, 2), i;
  int expected = SYMCRYPT_OK, rc;

  symcrypt_tz_init(&ctx);
  symcrypt_tz_update(&ctx, take(in, 300), data);
  symcrypt_tz_digest(&ctx, whole);
  symcrypt_tz_update(&ctx, take(in, 300), data + 100);
  symcrypt_tz_digest(&ctx, part);
  if (shape == 1)
    {
      /* Rows equal: determinant 0.  */
      memcpy(part + 16, part, 16);
      memcpy(part + 48, part + 32, 16);
      expected = SYMCRYPT_EINVAL;
    }
  else if (shape >= 2)
    {
      i = take(in, 4);
      (shape == 2 ? whole : part)[16 * i] |= 0x80;
      expected = SYMCRYPT_EINVAL;
    }
  reset_out();
  rc = left ? symcrypt_tz_subtract_left(whole, part, out)
    : symcrypt_tz_subtract_right(whole, part, out);
  check_rc("tz_subtract", rc, expected, 64);
}

/* crypt32 near the end of the 32-bit counter.  */
static void
misuse_crypt32(struct input *in)
{
  struct symcrypt_chacha_ctx ctx, saved;
  uint64_t start = 0x100000000ULL - 1 - take(in, 5);
  size_t prefix = take(in, 130), length = take(in, 400);
  uint64_t end_block = 0x100000000ULL; /* one past the last block */
  uint64_t position;
  int rc, expected;

  symcrypt_chacha_set_key(&ctx, data);
  symcrypt_chacha_set_nonce96(&ctx, data + 32);
  symcrypt_chacha_set_counter(&ctx, start);
  position = start * 64;
  reset_out();
  rc = symcrypt_chacha_crypt32(&ctx, prefix, out, data);
  expected = position + prefix <= end_block * 64 ? SYMCRYPT_OK : SYMCRYPT_ERANGE;
  check_rc("chacha_crypt32 (prefix)", rc, expected, prefix);
  if (rc == SYMCRYPT_OK)
    position += prefix;
  saved = ctx;
  reset_out();
  rc = symcrypt_chacha_crypt32(&ctx, length, out, data);
  expected = position + length <= end_block * 64 ? SYMCRYPT_OK : SYMCRYPT_ERANGE;
  check_rc("chacha_crypt32", rc, expected, length);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
}

/* open: too short, forged, or genuine; ChaCha20-Poly1305 and
   XChaCha20-Poly1305 (tag last) and the secretbox (tag first).  */
static int
seal_kind(unsigned kind, size_t ad_length, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  switch (kind)
    {
    case 0:
      return symcrypt_chacha_poly1305_seal(data, data + 32, ad_length, data + 44,
					   length, dst, src);
    case 1:
      return symcrypt_xchacha_poly1305_seal(data, data + 32, ad_length, data + 56,
					    length, dst, src);
    default:
      return symcrypt_secretbox_seal(data, data + 32, length, dst, src);
    }
}

static int
open_kind(unsigned kind, size_t ad_length, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  switch (kind)
    {
    case 0:
      return symcrypt_chacha_poly1305_open(data, data + 32, ad_length, data + 44,
					   length, dst, src);
    case 1:
      return symcrypt_xchacha_poly1305_open(data, data + 32, ad_length, data + 56,
					    length, dst, src);
    default:
      return symcrypt_secretbox_open(data, data + 32, length, dst, src);
    }
}

static void
misuse_open(struct input *in)
{
  unsigned kind = take(in, 3);
  size_t length = take(in, 300), ad_length = take(in, 40);
  unsigned flip = take(in, 8 * (length + 16) + 1);
  static uint8_t sealed[320];
  int rc;

  ASSERT_RC(seal_kind(kind, ad_length, length, sealed, data + 100), SYMCRYPT_OK);
  reset_out();
  if (take(in, 4) == 0)
    {
      /* Shorter than a tag.  */
      size_t short_length = length % 16;
      rc = open_kind(kind, ad_length, short_length, out, sealed);
      check_rc("open (short)", rc, SYMCRYPT_EINVAL, 0);
      return;
    }
  if (flip < 8 * (length + 16))
    sealed[flip / 8] ^= (uint8_t) (1 << (flip % 8));
  rc = open_kind(kind, ad_length, length + 16, out, sealed);
  check_rc("open", rc, flip < 8 * (length + 16) ? SYMCRYPT_EAUTH : SYMCRYPT_OK,
	   length);
  if (rc == SYMCRYPT_OK)
    ASSERT(memcmp(out, data + 100, length) == 0);
}

/* verify of HMAC with a random tag length, a right or a changed tag:
   SYMCRYPT_EINVAL outside 1..digest size with the context unchanged,
   else the verdict with the context as digest leaves it.  Poly1305's
   verify likewise (no length).  */
#define MISUSE_VERIFY(name, SIZE) do {					\
    struct symcrypt_hmac_##name##_ctx ctx, saved, after;		\
    uint8_t tag[SIZE];							\
    int expected;							\
    memset(&ctx, 0, sizeof(ctx));					\
    memset(&after, 0, sizeof(after));					\
    symcrypt_hmac_##name##_set_key(&ctx, key_length, data);		\
    symcrypt_hmac_##name##_set_key(&after, key_length, data);		\
    symcrypt_hmac_##name##_update(&ctx, message, data + 200);		\
    symcrypt_hmac_##name##_update(&after, message, data + 200);		\
    ASSERT_RC(symcrypt_hmac_##name##_digest(&after, SIZE, tag), SYMCRYPT_OK); \
    if (flip < 8 * (SIZE))						\
      tag[flip / 8] ^= (uint8_t) (1 << (flip % 8));			\
    saved = ctx;							\
    rc = symcrypt_hmac_##name##_verify(&ctx, length, tag);		\
    expected = length < 1 || length > (SIZE) ? SYMCRYPT_EINVAL		\
      : flip < 8 * length ? SYMCRYPT_EAUTH : SYMCRYPT_OK;		\
    if (rc != expected)							\
      FAIL("hmac_" #name "_verify(%zu) returned %d, expected %d",	\
	   length, rc, expected);					\
    ASSERT(memcmp(&ctx, rc == SYMCRYPT_EINVAL ? &saved : &after,	\
		  sizeof(ctx)) == 0);					\
  } while (0)

static void
misuse_verify(struct input *in)
{
  unsigned which = take(in, 7);
  size_t key_length = take(in, 200), message = take(in, 300);
  size_t length = take(in, 80);
  unsigned flip = take(in, 8 * 64 + 200);
  int rc;

  switch (which)
    {
    case 0: MISUSE_VERIFY(md5, SYMCRYPT_MD5_DIGEST_SIZE); break;
    case 1: MISUSE_VERIFY(sha1, SYMCRYPT_SHA1_DIGEST_SIZE); break;
    case 2: MISUSE_VERIFY(sha224, SYMCRYPT_SHA224_DIGEST_SIZE); break;
    case 3: MISUSE_VERIFY(sha256, SYMCRYPT_SHA256_DIGEST_SIZE); break;
    case 4: MISUSE_VERIFY(sha384, SYMCRYPT_SHA384_DIGEST_SIZE); break;
    case 5: MISUSE_VERIFY(sha512, SYMCRYPT_SHA512_DIGEST_SIZE); break;
    case 6:
      {
	struct symcrypt_poly1305_ctx ctx;
	uint8_t tag[16];
	symcrypt_poly1305_set_key(&ctx, data);
	symcrypt_poly1305_update(&ctx, message, data + 200);
	symcrypt_poly1305_digest(&ctx, tag);
	if (flip < 128)
	  tag[flip / 8] ^= (uint8_t) (1 << (flip % 8));
	symcrypt_poly1305_set_key(&ctx, data);
	symcrypt_poly1305_update(&ctx, message, data + 200);
	rc = symcrypt_poly1305_verify(&ctx, tag);
	if (rc != (flip < 128 ? SYMCRYPT_EAUTH : SYMCRYPT_OK))
	  FAIL("poly1305_verify returned %d", rc);
      }
      break;
    }
}

/* The streaming XChaCha20-Poly1305 calls out of order refuse with
   SYMCRYPT_EINVAL, writing nothing and leaving the context alone.  */
static void
misuse_xchacha_order(struct input *in)
{
  struct symcrypt_xchacha_poly1305_ctx ctx, saved;
  unsigned steps = take(in, 4);
  size_t length = take(in, 100), digest_length = take(in, 20);
  int rc;

  memset(&ctx, 0, sizeof(ctx));
  symcrypt_xchacha_poly1305_set_key(&ctx, data);
  if (steps >= 1)
    symcrypt_xchacha_poly1305_set_nonce(&ctx, data + 32);
  if (steps >= 2)
    ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, length, out + 1000, data),
	      SYMCRYPT_OK);
  if (steps >= 3)
    ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, out + 2000), SYMCRYPT_OK);
  saved = ctx;
  reset_out();
  rc = symcrypt_xchacha_poly1305_update(&ctx, length, data);
  check_rc("xchacha update", rc, steps == 1 ? SYMCRYPT_OK : SYMCRYPT_EINVAL, 0);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
  saved = ctx;
  rc = symcrypt_xchacha_poly1305_digest(&ctx, digest_length, out);
  check_rc("xchacha digest", rc,
	   steps == 0 || steps == 3 || digest_length < 1 || digest_length > 16
	   ? SYMCRYPT_EINVAL : SYMCRYPT_OK, digest_length);
  if (rc != SYMCRYPT_OK)
    ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
}

/* The arguments of a _many call of N messages (at most MANY_MAX), from
   the input: the message array, the length array and the output, each
   given or NULL, and each message at DATA or NULL (one time in ODDS);
   OK says whether the documented rules allow them.  */
#define MANY_MAX 40
struct many_args
{
  const uint8_t *msgs[MANY_MAX];
  size_t lengths[MANY_MAX];
  const uint8_t *const *msgs_arg;
  const size_t *lengths_arg;
  uint8_t *out_arg;
  int ok;
};

static void
take_many_args(struct input *in, size_t n, unsigned odds,
	       struct many_args *a)
{
  int msgs_given = take(in, 8) != 0, lengths_given = take(in, 8) != 0;
  int out_given = take(in, 8) != 0, bad_msg = 0;
  size_t i;

  for (i = 0; i < n; i++)
    {
      a->lengths[i] = take(in, 300);
      a->msgs[i] = take(in, odds) ? data + take(in, 200) : NULL;
      if (!a->msgs[i] && a->lengths[i] > 0)
	bad_msg = 1;
    }
  a->msgs_arg = msgs_given ? a->msgs : NULL;
  a->lengths_arg = lengths_given ? a->lengths : NULL;
  a->out_arg = out_given ? out : NULL;
  a->ok = n == 0 || (msgs_given && lengths_given && out_given && !bad_msg);
}

/* The _many functions: NULL arrays, a NULL message of non-zero
   length, tag lengths out of range, each chosen by the input; the code
   must be the documented one, and nothing written on EINVAL.  */
#define MISUSE_MANY(name, UPPER) do {					\
    struct symcrypt_hmac_##name##_ctx key, saved;			\
    symcrypt_hmac_##name##_set_key(&key, 16, data);			\
    saved = key;							\
    reset_out();							\
    check_rc(#name "_many",						\
	     symcrypt_##name##_many(n, a.msgs_arg, a.lengths_arg,	\
				    a.out_arg),				\
	     a.ok ? SYMCRYPT_OK : SYMCRYPT_EINVAL,			\
	     n * SYMCRYPT_##UPPER##_DIGEST_SIZE);			\
    reset_out();							\
    check_rc("hmac_" #name "_many",					\
	     symcrypt_hmac_##name##_many(&key, n, a.msgs_arg,		\
					 a.lengths_arg, tag_length,	\
					 a.out_arg),			\
	     a.ok && tag_length >= 1					\
	     && tag_length <= SYMCRYPT_##UPPER##_DIGEST_SIZE		\
	     ? SYMCRYPT_OK : SYMCRYPT_EINVAL, n * tag_length);		\
    if (memcmp(&key, &saved, sizeof(key)) != 0)				\
      FAIL("hmac_" #name "_many changed the key context");		\
  } while (0)

static void
misuse_many(struct input *in)
{
  struct many_args a;
  size_t n = take(in, MANY_MAX + 1), tag_length = take(in, 70);

  take_many_args(in, n, 16, &a);
  switch (take(in, 7))
    {
    case 0: MISUSE_MANY(sha1, SHA1); break;
    case 1: MISUSE_MANY(sha224, SHA224); break;
    case 2: MISUSE_MANY(sha256, SHA256); break;
    case 3: MISUSE_MANY(sha384, SHA384); break;
    case 4: MISUSE_MANY(sha512, SHA512); break;
    case 5: MISUSE_MANY(sha3_224, SHA3_224); break;
    case 6: MISUSE_MANY(sha3_256, SHA3_256); break;
    }
}

/* SHAKE: update after output has begun is refused and changes
   nothing, output writes exactly its bytes; KMAC with an output length
   from the input (0 refused, nothing written).  */
static void
misuse_shake(struct input *in)
{
  struct symcrypt_shake256_ctx ctx, saved;
  size_t first = take(in, 300), second = take(in, 300);
  size_t out_length = take(in, 300);

  memset(&ctx, 0, sizeof(ctx));
  symcrypt_shake256_init(&ctx);
  reset_out();
  check_rc("shake256_update", symcrypt_shake256_update(&ctx, first, data),
	   SYMCRYPT_OK, 0);
  symcrypt_shake256_output(&ctx, out_length, out);
  untouched_from("shake256_output", out_length);
  saved = ctx;
  reset_out();
  check_rc("shake256_update after output",
	   symcrypt_shake256_update(&ctx, second, data), SYMCRYPT_EINVAL, 0);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
  reset_out();
  check_rc("kmac128",
	   symcrypt_kmac128(first % 70, data, second % 30, data + 100,
			    take(in, 300), data + 200, out_length, out),
	   out_length ? SYMCRYPT_OK : SYMCRYPT_EINVAL, out_length);
}

/* BLAKE2b or BLAKE2s: digest and key lengths out of range, a NULL key
   or message, with or without a length, each chosen by the input, to
   the one-shot function, init and _many.  A length out of range is
   refused even when _many has no message.  */
#define MISUSE_BLAKE2(name, UPPER) do {					\
    struct symcrypt_##name##_ctx ctx, saved;				\
    uint8_t got[SYMCRYPT_##UPPER##_DIGEST_SIZE + 1];			\
    size_t digest_length = take(in, SYMCRYPT_##UPPER##_DIGEST_SIZE + 20); \
    size_t key_length = take(in, SYMCRYPT_##UPPER##_KEY_SIZE + 20);	\
    int lengths_ok = digest_length >= 1					\
      && digest_length <= SYMCRYPT_##UPPER##_DIGEST_SIZE			\
      && key_length <= SYMCRYPT_##UPPER##_KEY_SIZE			\
      && (key || key_length == 0);					\
    reset_out();							\
    check_rc(#name, symcrypt_##name(digest_length, key_length, key,	\
				    length, msg, out),			\
	     lengths_ok && (msg || length == 0)				\
	     ? SYMCRYPT_OK : SYMCRYPT_EINVAL, digest_length);		\
    memset(&ctx, 0x3c, sizeof(ctx));					\
    saved = ctx;							\
    rc = symcrypt_##name##_init(&ctx, digest_length, key_length, key);	\
    if (rc != (lengths_ok ? SYMCRYPT_OK : SYMCRYPT_EINVAL))		\
      FAIL(#name "_init(%zu, %zu, %s) returned %d", digest_length,	\
	   key_length, key ? "key" : "NULL", rc);			\
    if (rc != SYMCRYPT_OK)						\
      ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);			\
    else								\
      {									\
	/* A NULL message of length 0, alone and after data.  */	\
	reset_out();							\
	check_rc(#name, symcrypt_##name(digest_length, key_length, key, \
					0, NULL, out),			\
		 SYMCRYPT_OK, digest_length);				\
	memset(got, FILL, sizeof(got));					\
	symcrypt_##name##_update(&ctx, 0, NULL);			\
	symcrypt_##name##_digest(&ctx, got);				\
	if (memcmp(got, out, digest_length) != 0			\
	    || got[digest_length] != FILL)				\
	  FAIL(#name ": update of NULL, 0 differs from the one-shot "	\
	       "function");						\
	symcrypt_##name##_update(&ctx, length, data);			\
	symcrypt_##name##_update(&ctx, 0, NULL);			\
	symcrypt_##name##_digest(&ctx, got);				\
	ASSERT_RC(symcrypt_##name(digest_length, key_length, key, length, \
				  data, out), SYMCRYPT_OK);		\
	if (memcmp(got, out, digest_length) != 0)			\
	  FAIL(#name ": update of NULL, 0 changed the digest");	\
      }									\
    reset_out();							\
    check_rc(#name "_many",						\
	     symcrypt_##name##_many(digest_length, key_length, key, n,	\
				    a.msgs_arg, a.lengths_arg,		\
				    a.out_arg),				\
	     lengths_ok && a.ok ? SYMCRYPT_OK : SYMCRYPT_EINVAL,	\
	     n * digest_length);					\
  } while (0)

static void
misuse_blake2(struct input *in)
{
  struct many_args a;
  size_t n = take(in, 9), length = take(in, 300);
  const uint8_t *key = take(in, 4) ? data + 200 : NULL;
  const uint8_t *msg = take(in, 4) ? data : NULL;
  int rc;

  take_many_args(in, n, 8, &a);
  if (take(in, 2))
    MISUSE_BLAKE2(blake2s, BLAKE2S);
  else
    MISUSE_BLAKE2(blake2b, BLAKE2B);
}

/* BLAKE3: NULL pointers with a length of 0 (the message, the context
   string, the output) give what an empty buffer elsewhere gives and
   write nothing more; _many with NULL arrays or messages is refused,
   nothing written.  */
static void
misuse_blake3(struct input *in)
{
  struct symcrypt_blake3_ctx ctx, reference;
  uint8_t expected[100];
  struct many_args a;
  size_t n = take(in, 9), out_length = take(in, sizeof(expected) + 1);
  size_t length = take(in, 300);
  unsigned mode = take(in, 3);

  take_many_args(in, n, 8, &a);

  reset_out();
  symcrypt_blake3(0, NULL, out_length, out);
  untouched_from("blake3", out_length);
  symcrypt_blake3(0, data, out_length, expected);
  if (memcmp(out, expected, out_length) != 0)
    FAIL("blake3 of NULL, 0 differs from the empty message's hash");

  if (mode == 0)
    symcrypt_blake3_init(&ctx);
  else if (mode == 1)
    symcrypt_blake3_init_keyed(&ctx, data + 100);
  else
    symcrypt_blake3_init_derive_key(&ctx, 0, NULL);
  if (mode == 2)
    symcrypt_blake3_init_derive_key(&reference, 0, data);
  else
    reference = ctx;
  symcrypt_blake3_update(&ctx, 0, NULL);
  symcrypt_blake3_update(&ctx, length, data);
  symcrypt_blake3_update(&ctx, 0, NULL);
  symcrypt_blake3_update(&reference, length, data);
  reset_out();
  symcrypt_blake3_output(&ctx, length, 0, NULL);
  symcrypt_blake3_output(&ctx, length, 0, out);
  symcrypt_blake3_output(&ctx, length, out_length, out);
  untouched_from("blake3_output", out_length);
  symcrypt_blake3_output(&reference, length, out_length, expected);
  if (memcmp(out, expected, out_length) != 0)
    FAIL("blake3 (mode %u): NULL, 0 to init or update changed the "
	 "output", mode);

  reset_out();
  check_rc("blake3_many",
	   symcrypt_blake3_many(n, a.msgs_arg, a.lengths_arg, a.out_arg),
	   a.ok ? SYMCRYPT_OK : SYMCRYPT_EINVAL, 32 * n);
}

/* A function of the table that returns error codes, with valid
   arguments (found once per function and pair), some of its pointers
   NULL with the lengths from the input, one of them with a non-zero
   length: SYMCRYPT_EINVAL, nothing written (pp_call_null).  */
static void
misuse_null(struct input *in)
{
  static struct pp_args *found;
  static signed char *known;
  const struct pp_function *f = &pp_functions[take(in, (unsigned) pp_count)];
  size_t lengths[PP_MAX_PAIRS];
  unsigned pair, nulls, i, index;

  if (!found)
    {
      found = calloc(pp_count * PP_MAX_PAIRS, sizeof(*found));
      known = calloc(pp_count * PP_MAX_PAIRS, 1);
      ASSERT(found && known);
    }
  if (!f->codes)
    return;
  pair = take(in, f->npairs);
  index = (unsigned) (f - pp_functions) * PP_MAX_PAIRS + pair;
  if (!known[index])
    {
      if (!pp_valid_args(f, pair, &found[index]))
	FAIL("%s: no valid call with %s != 0 found", f->name,
	     f->pairs[pair].length_name);
      known[index] = 1;
    }
  /* The pair's pointer NULL and its length not 0; the other pairs'
     pointers NULL or not, their lengths as found or from the input.  */
  nulls = (1u << pair) | take(in, 1u << f->npairs);
  for (i = 0; i < f->npairs; i++)
    lengths[i] = take(in, PP_MAX_LENGTH + 1);
  if (lengths[pair] == 0)
    lengths[pair] = found[index].n[f->pairs[pair].length];
  for (i = 0; i < f->npairs; i++)
    if (f->pairs[i].length == f->pairs[pair].length)
      lengths[i] = lengths[pair];
  pp_call_null(f, &found[index], nulls, lengths);
}

int
LLVMFuzzerTestOneInput(const uint8_t *input, size_t size)
{
  struct input in = { input, size };
  unsigned op = take(&in, 16);
  size_t i;

  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) (i * 37 + (size ? input[i % size] : 0));

  switch (op)
    {
    case 0: misuse_arcfour(&in); break;
    case 1: misuse_salsa20(&in); break;
    case 2: misuse_digest(&in); break;
    case 3: misuse_kdf(&in); break;
    case 4: misuse_crypt32(&in); break;
    case 5: misuse_open(&in); break;
    case 6: misuse_digest(&in); break;
    case 7: misuse_verify(&in); break;
    case 8: misuse_xchacha_order(&in); break;
    case 9: misuse_import(&in); break;
    case 10: misuse_tz_subtract(&in); break;
    case 11: misuse_many(&in); break;
    case 12: misuse_shake(&in); break;
    case 13: misuse_blake2(&in); break;
    case 14: misuse_blake3(&in); break;
    case 15: misuse_null(&in); break;
    }
  return 0;
}
