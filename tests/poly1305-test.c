/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305-test.c -- Poly1305: RFC 8439 and NaCl vectors, and both
   limb representations, the public functions and every variant of the
   block function against a GMP model of the definition, and every
   variant against the C twin from random states (in the target's
   representation, radix 2^64 or 2^26).  */
#include "testutils.h"
#include "variants.h"
#include "mac/poly1305-internal.h"

#if HAVE_GMP
# include <gmp.h>
#endif

/* The arithmetic of one representation, called directly.  */
struct limbs
{
  const char *name;
  void (*set_r)(struct symcrypt_poly1305_ctx *, const uint8_t *);
  void (*blocks)(struct symcrypt_poly1305_ctx *, size_t, const uint8_t *, unsigned);
  void (*final)(struct symcrypt_poly1305_ctx *, uint8_t *);
};

static const struct limbs all_limbs[] = {
#if HAVE_UINT128
  { "64-bit limbs", _symcrypt_poly1305_64_set_r, _symcrypt_poly1305_64_blocks,
    _symcrypt_poly1305_64_final },
#endif
  { "26-bit limbs", _symcrypt_poly1305_26_set_r, _symcrypt_poly1305_26_blocks,
    _symcrypt_poly1305_26_final },
};
#define N_LIMBS (sizeof(all_limbs) / sizeof(all_limbs[0]))

/* The tag by one representation, with BLOCKS (a variant of the block
   function, or the representation's own) for the message, in calls
   of random lengths.  */
static void
limbs_mac(const struct limbs *l,
	  void (*blocks)(struct symcrypt_poly1305_ctx *, size_t, const uint8_t *, unsigned),
	  uint8_t *tag, const uint8_t *key, size_t length, const uint8_t *msg)
{
  struct symcrypt_poly1305_ctx ctx;
  size_t done = 0;
  l->set_r(&ctx, key);
  memcpy(ctx.pad, key + 16, 16);
  /* The whole blocks in calls of random lengths (the first one is
     often long).  */
  while (done < length / 16)
    {
      size_t n = 1 + test_rand_below(length / 16 - done);
      blocks(&ctx, n, msg + 16 * done, 1);
      done += n;
    }
  if (length % 16)
    {
      uint8_t last[16] = { 0 };
      memcpy(last, msg + length - length % 16, length % 16);
      last[length % 16] = 1;
      blocks(&ctx, 1, last, 0);
    }
  l->final(&ctx, tag);
}

/* The public functions, the message in random pieces.  */
static void
api_mac(uint8_t *tag, const uint8_t *key, size_t length, const uint8_t *msg)
{
  struct symcrypt_poly1305_ctx ctx;
  size_t done = 0, i;
  symcrypt_poly1305_set_key(&ctx, key);
  while (done < length)
    {
      size_t n = test_rand_below(length - done + 1);
      symcrypt_poly1305_update(&ctx, n, msg + done);
      done += n;
    }
  symcrypt_poly1305_update(&ctx, 0, msg);
  symcrypt_poly1305_digest(&ctx, tag);
  /* digest wipes the context.  */
  for (i = 0; i < sizeof(ctx); i++)
    ASSERT(((uint8_t *) &ctx)[i] == 0);
}

static void
test_vector(const struct tstring *key, const struct tstring *msg,
	    const struct tstring *tag)
{
  uint8_t out[16];
  unsigned i;
  ASSERT(key->length == 32 && tag->length == 16);
  api_mac(out, key->data, msg->length, msg->data);
  ASSERT_BYTES("poly1305", 16, out, tag->data);
  for (i = 0; i < N_LIMBS; i++)
    {
      limbs_mac(&all_limbs[i], all_limbs[i].blocks, out, key->data,
		msg->length, msg->data);
      ASSERT_BYTES(all_limbs[i].name, 16, out, tag->data);
    }
}

static void
test_vectors(void)
{
  const struct tstring *ietf = SDATA(
    "Any submission to the IETF intended by the Contributor for publication "
    "as all or part of an IETF Internet-Draft or RFC and any statement made "
    "within the context of an IETF activity is considered an \"IETF "
    "Contribution\". Such statements include oral statements in IETF "
    "sessions, as well as written and electronic communications made at any "
    "time or place, which are addressed to");

  /* RFC 8439 2.5.2.  */
  test_vector(SHEX("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b"),
	      SDATA("Cryptographic Forum Research Group"),
	      SHEX("a8061dc1305136c6c22b8baf0c0127a9"));
  /* RFC 8439 A.3, test vectors #1-#11.  */
  test_vector(SHEX("0000000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("0000000000000000000000000000000000000000000000000000000000000000"
		   "0000000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("00000000000000000000000000000000"));
  test_vector(SHEX("0000000000000000000000000000000036e5f6b5c5e06070f0efca96227a863e"),
	      ietf, SHEX("36e5f6b5c5e06070f0efca96227a863e"));
  test_vector(SHEX("36e5f6b5c5e06070f0efca96227a863e00000000000000000000000000000000"),
	      ietf, SHEX("f3477e7cd95417af89a6b8794c310cf0"));
  test_vector(SHEX("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0"),
	      SDATA("'Twas brillig, and the slithy toves\nDid gyre and gimble in "
		    "the wabe:\nAll mimsy were the borogoves,\nAnd the mome raths "
		    "outgrabe."),
	      SHEX("4541669a7eaaee61e708dc7cbcc5eb62"));
  test_vector(SHEX("0200000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("ffffffffffffffffffffffffffffffff"),
	      SHEX("03000000000000000000000000000000"));
  test_vector(SHEX("02000000000000000000000000000000ffffffffffffffffffffffffffffffff"),
	      SHEX("02000000000000000000000000000000"),
	      SHEX("03000000000000000000000000000000"));
  test_vector(SHEX("0100000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("ffffffffffffffffffffffffffffffff"
		   "f0ffffffffffffffffffffffffffffff"
		   "11000000000000000000000000000000"),
	      SHEX("05000000000000000000000000000000"));
  test_vector(SHEX("0100000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("ffffffffffffffffffffffffffffffff"
		   "fbfefefefefefefefefefefefefefefe"
		   "01010101010101010101010101010101"),
	      SHEX("00000000000000000000000000000000"));
  test_vector(SHEX("0200000000000000000000000000000000000000000000000000000000000000"),
	      SHEX("fdffffffffffffffffffffffffffffff"),
	      SHEX("faffffffffffffffffffffffffffffff"));
  test_vector(SHEX("0100000000000000040000000000000000000000000000000000000000000000"),
	      SHEX("e33594d7505e43b90000000000000000"
		   "3394d7505e4379cd0100000000000000"
		   "00000000000000000000000000000000"
		   "01000000000000000000000000000000"),
	      SHEX("14000000000000005500000000000000"));
  test_vector(SHEX("0100000000000000040000000000000000000000000000000000000000000000"),
	      SHEX("e33594d7505e43b90000000000000000"
		   "3394d7505e4379cd0100000000000000"
		   "00000000000000000000000000000000"),
	      SHEX("13000000000000000000000000000000"));
  /* NaCl's onetimeauth test (as in poly1305-donna's self test).  */
  test_vector(SHEX("eea6a7251c1e72916d11c2cb214d3c252539121d8e234e652d651fa4c8cff880"),
	      SHEX("8e993b9f48681273c29650ba32fc76ce48332ea7164d96a4476fb8c531a1186a"
		   "c0dfc17c98dce87b4da7f011ec48c97271d2c20f9b928fe2270d6fb863d51738"
		   "b48eeee314a7cc8ab932164548e526ae90224368517acfeabd6bb3732bc0e9da"
		   "99832b61ca01b6de56244a9e88d5f9b37973f622a43d14a6599b1f654cb45a74"
		   "e355a5"),
	      SHEX("f3ffc7703f9400e52a7dfb4b3d3305d9"));
}

#if HAVE_GMP
/* The definition (RFC 8439, 2.5.1) in big-number arithmetic: the
   clamped r, each 16-byte piece with a 1 byte appended as a
   little-endian number, h = (h + piece) r mod 2^130 - 5, and the tag
   (h + s) mod 2^128.  */
static void
model_mac(uint8_t *tag, const uint8_t *key, size_t length, const uint8_t *msg)
{
  mpz_t p, r, s, h, n, clamp;
  size_t i, count;

  mpz_inits(p, r, s, h, n, clamp, NULL);
  mpz_ui_pow_ui(p, 2, 130);
  mpz_sub_ui(p, p, 5);
  mpz_set_str(clamp, "0ffffffc0ffffffc0ffffffc0fffffff", 16);
  mpz_import(r, 16, -1, 1, 0, 0, key);
  mpz_and(r, r, clamp);
  mpz_import(s, 16, -1, 1, 0, 0, key + 16);
  for (i = 0; i < length; i += 16)
    {
      size_t piece = length - i < 16 ? length - i : 16;
      mpz_import(n, piece, -1, 1, 0, 0, msg + i);
      mpz_setbit(n, 8 * piece);
      mpz_add(h, h, n);
      mpz_mul(h, h, r);
      mpz_mod(h, h, p);
    }
  mpz_add(h, h, s);
  mpz_fdiv_r_2exp(h, h, 128);
  memset(tag, 0, 16);
  mpz_export(tag, &count, -1, 1, 0, 0, h);
  ASSERT(count <= 16);
  mpz_clears(p, r, s, h, n, clamp, NULL);
}

/* Random keys and messages, a quarter of them with the largest r and
   all-ones data, which drive the carries and reductions hardest.  */
static void
test_model(void)
{
  const struct symcrypt_variant *v;
  /* In the short run a quarter of the random lengths below 1000.  */
  unsigned round, rounds = 400 + test_trials(3600);

  for (round = 0; round < rounds; round++)
    {
      /* Every length to 300, then random ones, the last 100 long
	 enough for the multi-block code of every variant.  */
      size_t length = round < 300 ? round
	: test_rand_below(round < rounds - 100 ? 1000 : 20000);
      uint8_t key[32], expected[16], tag[16];
      uint8_t *msg = test_buf_alloc(length, (unsigned) test_rand_below(64));
      unsigned i;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(length, msg);
      if (round % 4 == 1)
	{
	  memset(key, 0xff, sizeof(key));
	  memset(msg, 0xff, length);
	}
      else if (round % 4 == 2)
	memset(msg, 0xff, length);

      model_mac(expected, key, length, msg);
      api_mac(tag, key, length, msg);
      if (memcmp(tag, expected, 16) != 0)
	FAIL("poly1305 public functions, length %zu, round %u", length, round);
      for (i = 0; i < N_LIMBS; i++)
	{
	  limbs_mac(&all_limbs[i], all_limbs[i].blocks, tag, key, length, msg);
	  if (memcmp(tag, expected, 16) != 0)
	    FAIL("poly1305 %s, length %zu, round %u", all_limbs[i].name,
		 length, round);
	}
      /* Every variant of the block function, in the target's
	 representation (the first of all_limbs).  */
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_poly1305_blocks))
	{
	  limbs_mac(&all_limbs[0], VARIANT_FN(poly1305_blocks, v), tag, key,
		    length, msg);
	  if (memcmp(tag, expected, 16) != 0)
	    FAIL("poly1305_blocks %s, length %zu, round %u", v->label,
		 length, round);
	}
      test_buf_check(msg);
      test_buf_free(msg);
    }
}
#endif

#if HAVE_UINT128
typedef unsigned __int128 u128;

/* The radix-2^64 h of CTX reduced mod 2^130 - 5, into H[0..2].  */
static void
canonical_h(const struct symcrypt_poly1305_ctx *ctx, uint64_t h[3])
{
  uint64_t h0 = ctx->u.l64.h0, h1 = ctx->u.l64.h1, h2 = ctx->u.l64.h2;
  unsigned i;
  u128 t;

  /* 2^130 = 5 mod p; afterwards h is below 2^130 + 2^64.  */
  t = (u128) h0 + 5 * (h2 >> 2);
  h0 = (uint64_t) t;
  t = (u128) h1 + (uint64_t) (t >> 64);
  h1 = (uint64_t) t;
  h2 = (h2 & 3) + (uint64_t) (t >> 64);
  /* Subtract p while h >= p, that is while h + 5 reaches 2^130.  */
  for (i = 0; i < 2; i++)
    {
      uint64_t g0, g1, g2;
      t = (u128) h0 + 5;
      g0 = (uint64_t) t;
      t = (u128) h1 + (uint64_t) (t >> 64);
      g1 = (uint64_t) t;
      g2 = h2 + (uint64_t) (t >> 64);
      if (g2 >= 4)
	{
	  h0 = g0;
	  h1 = g1;
	  h2 = g2 - 4;
	}
    }
  h[0] = h0;
  h[1] = h1;
  h[2] = h2;
}

/* One call of every variant of the block function against the C twin,
   from a random state: r random or the largest, h random in the form
   the block function leaves (h2 at most 3, or 4 with h1 = 0; also the
   largest such values), BLOCKS blocks of random or all-ones data, a
   random padbit.  The h left must be congruent to the C twin's, in
   that form, and the rest of the context untouched.  */
static void
test_state_call(size_t blocks)
{
  struct symcrypt_poly1305_ctx in, ref, ctx;
  const struct symcrypt_variant *v;
  uint8_t key[32];
  uint64_t expected[3], got[3];
  unsigned padbit = (unsigned) test_rand_below(2);
  unsigned extreme = (unsigned) test_rand_below(4);
  uint8_t *data = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));

  test_rand_fill(sizeof(key), key);
  test_rand_fill(16 * blocks, data);
  if (extreme == 0)
    {
      memset(key, 0xff, sizeof(key));
      memset(data, 0xff, 16 * blocks);
    }
  test_rand_fill(sizeof(in), (uint8_t *) &in);
  _symcrypt_poly1305_64_set_r(&in, key);
  switch (test_rand_below(4))
    {
    case 0:
      in.u.l64.h0 = test_rand();
      in.u.l64.h1 = test_rand();
      in.u.l64.h2 = test_rand_below(4);
      break;
    case 1:
      in.u.l64.h0 = in.u.l64.h1 = ~(uint64_t) 0;
      in.u.l64.h2 = 3;
      break;
    case 2:
      in.u.l64.h0 = extreme == 0 ? ~(uint64_t) 0 : test_rand();
      in.u.l64.h1 = 0;
      in.u.l64.h2 = 4;
      break;
    default:
      break;			/* h = 0, as after set_key */
    }

  memcpy(&ref, &in, sizeof(in));
  _symcrypt_poly1305_blocks_c(&ref, blocks, data, padbit);
  canonical_h(&ref, expected);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_poly1305_blocks))
    {
      memcpy(&ctx, &in, sizeof(in));
      VARIANT_FN(poly1305_blocks, v)(&ctx, blocks, data, padbit);
      canonical_h(&ctx, got);
      if (memcmp(got, expected, sizeof(got)) != 0)
	FAIL("poly1305_blocks %s, %zu blocks, padbit %u: h differs", v->label,
	     blocks, padbit);
      if (!(ctx.u.l64.h2 <= 3 || (ctx.u.l64.h2 == 4 && ctx.u.l64.h1 == 0)))
	FAIL("poly1305_blocks %s, %zu blocks: h2 = %llu, h1 = %llx", v->label,
	     blocks, (unsigned long long) ctx.u.l64.h2,
	     (unsigned long long) ctx.u.l64.h1);
      if (ctx.u.l64.r0 != in.u.l64.r0 || ctx.u.l64.r1 != in.u.l64.r1
	  || ctx.u.l64.s1 != in.u.l64.s1
	  || memcmp(ctx.pad, in.pad, sizeof(in.pad)) != 0
	  || memcmp(ctx.block, in.block, sizeof(in.block)) != 0
	  || ctx.index != in.index)
	FAIL("poly1305_blocks %s, %zu blocks: context changed", v->label,
	     blocks);
    }
  test_buf_check(data);
  test_buf_free(data);
}

static void
test_state(void)
{
  size_t blocks;
  unsigned i;

  /* Every count to 100 (the multi-block thresholds and the tails
     around them), then long calls.  */
  for (blocks = 0; blocks <= 100; blocks++)
    for (i = 0; i < 8; i++)
      test_state_call(blocks);
  for (i = 0; i < 300; i++)
    test_state_call(100 + test_rand_below(1000));
}
#else /* !HAVE_UINT128 */

#define LIMB_BOUND ((uint32_t) 1 << 27)

/* One call of every variant of the block function against the C twin,
   from a random state in radix 2^26: r random or the largest, each
   limb of h below 2^27 (the form the C twin and the assembly leave:
   the C twin's h[1], the assembly's h[4] may pass 2^26), random, the
   largest or 0; BLOCKS blocks of random or all-ones data, a random
   padbit.  The h left must have its limbs below 2^27 and be congruent
   to the C twin's (the same tag with a zero pad), and the rest of the
   context must be untouched.  */
static void
test_state_call(size_t blocks)
{
  struct symcrypt_poly1305_ctx in, ref, ctx;
  const struct symcrypt_variant *v;
  uint8_t key[32], expected[16], got[16];
  unsigned padbit = (unsigned) test_rand_below(2);
  unsigned extreme = (unsigned) test_rand_below(4);
  uint8_t *data = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
  unsigned i;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(16 * blocks, data);
  if (extreme == 0)
    {
      memset(key, 0xff, sizeof(key));
      memset(data, 0xff, 16 * blocks);
    }
  test_rand_fill(sizeof(in), (uint8_t *) &in);
  _symcrypt_poly1305_26_set_r(&in, key);
  for (i = 0; i < 5; i++)
    in.u.l26.h[i] = extreme == 0 ? LIMB_BOUND - 1
      : extreme == 1 ? 0 : (uint32_t) test_rand_below(LIMB_BOUND);

  memcpy(&ref, &in, sizeof(in));
  _symcrypt_poly1305_blocks_c(&ref, blocks, data, padbit);
  memset(ref.pad, 0, sizeof(ref.pad));
  _symcrypt_poly1305_26_final(&ref, expected);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_poly1305_blocks))
    {
      memcpy(&ctx, &in, sizeof(in));
      VARIANT_FN(poly1305_blocks, v)(&ctx, blocks, data, padbit);
      for (i = 0; i < 5; i++)
	if (ctx.u.l26.h[i] >= LIMB_BOUND)
	  FAIL("poly1305_blocks %s, %zu blocks: h[%u] = %lx", v->label,
	       blocks, i, (unsigned long) ctx.u.l26.h[i]);
      if (memcmp(ctx.u.l26.r, in.u.l26.r, sizeof(in.u.l26.r)) != 0
	  || memcmp(ctx.u.l26.s, in.u.l26.s, sizeof(in.u.l26.s)) != 0
	  || memcmp(ctx.pad, in.pad, sizeof(in.pad)) != 0
	  || memcmp(ctx.block, in.block, sizeof(in.block)) != 0
	  || ctx.index != in.index)
	FAIL("poly1305_blocks %s, %zu blocks: context changed", v->label,
	     blocks);
      memset(ctx.pad, 0, sizeof(ctx.pad));
      _symcrypt_poly1305_26_final(&ctx, got);
      if (memcmp(got, expected, sizeof(got)) != 0)
	FAIL("poly1305_blocks %s, %zu blocks, padbit %u: h differs", v->label,
	     blocks, padbit);
    }
  test_buf_check(data);
  test_buf_free(data);
}

static void
test_state(void)
{
  size_t blocks;
  unsigned i;

  for (blocks = 0; blocks <= 100; blocks++)
    for (i = 0; i < 8; i++)
      test_state_call(blocks);
  for (i = 0; i < 300; i++)
    test_state_call(100 + test_rand_below(1000));
}
#endif /* !HAVE_UINT128 */

/* verify: SYMCRYPT_OK for the RFC 8439 2.5.2 tag, SYMCRYPT_EAUTH for
   the tag with any one bit changed; it wipes the context as digest
   does.  */
static void
test_verify(void)
{
  const struct tstring *key
    = SHEX("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b");
  const struct tstring *msg = SDATA("Cryptographic Forum Research Group");
  uint8_t tag[16], zeros[sizeof(struct symcrypt_poly1305_ctx)];
  struct symcrypt_poly1305_ctx ctx;
  unsigned bit;

  memcpy(tag, SHEX("a8061dc1305136c6c22b8baf0c0127a9")->data, 16);
  memset(zeros, 0, sizeof(zeros));
  for (bit = 0; bit <= 128; bit++)
    {
      if (bit < 128)
	tag[bit / 8] ^= 1 << (bit % 8);
      symcrypt_poly1305_set_key(&ctx, key->data);
      symcrypt_poly1305_update(&ctx, 10, msg->data);
      symcrypt_poly1305_update(&ctx, msg->length - 10, msg->data + 10);
      ASSERT_RC(symcrypt_poly1305_verify(&ctx, tag),
		bit < 128 ? SYMCRYPT_EAUTH : SYMCRYPT_OK);
      ASSERT(memcmp(&ctx, zeros, sizeof(ctx)) == 0);
      if (bit < 128)
	tag[bit / 8] ^= 1 << (bit % 8);
    }
}

void
test_main(void)
{
  /* The representation the library uses comes first in all_limbs.  */
#if HAVE_UINT128
  ASSERT(POLY1305_LIMBS(blocks) == _symcrypt_poly1305_64_blocks);
#endif
  ASSERT(POLY1305_LIMBS(blocks) == all_limbs[0].blocks);
  test_vectors();
  test_verify();
  test_state();
#if HAVE_GMP
  test_model();
#else
  if (test_verbose)
    fprintf(stderr, "no GMP: the model comparison is skipped\n");
#endif
}
