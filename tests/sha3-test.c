/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha3-test.c -- SHA-3, SHAKE and KMAC: NIST's byte-oriented examples
   of FIPS 202 and SP 800-185, NIST's CAVP vectors of SHA-3 and SHAKE
   (tests/sha3-vectors.txt: short and long messages, variable output,
   Monte Carlo), every length against one call in random
   pieces, SHAKE output in pieces across the rate, misuse, and every
   variant of keccak_permute, keccak_permute_x8, _x4 and _x2,
   keccak_absorb (also on inputs up to 70 000 bytes), keccak_squeeze,
   keccak_absorb_x8, _x4 and _x2, their 12-round forms
   keccak_absorb12_x8, _x4 and _x2 (KangarooTwelve's), and
   keccak_sha3_x8, _x4 and _x2 against the C twin (these nine also on
   inputs up to 70 000 bytes, the last three also at every
   length from 0 to 300 and with the messages ending at an unreadable
   page, on Linux), every variant of
   keccak_restart_x8, _x4 and _x2 against what its masks ask for, and
   the C twins' two forms, 64-bit lanes and bit-interleaved 32-bit
   words, against each other.  */
#include "testhash.h"
#include "keccak-lanes.h"
#include "keccak/sha3-internal.h"

#if defined(__linux__)
# include <sys/mman.h>
# include <unistd.h>
#endif

/* The rates of the sponges, in bytes: SHA3-512, SHA3-384, SHA3-256 and
   SHAKE256, SHA3-224, SHAKE128.  */
static const unsigned keccak_rates[] = { 72, 104, 136, 144, 168 };

TEST_HASH_DEFINE(sha3_224, SHA3_224);
TEST_HASH_DEFINE(sha3_256, SHA3_256);
TEST_HASH_DEFINE(sha3_384, SHA3_384);
TEST_HASH_DEFINE(sha3_512, SHA3_512);

/* The byte-oriented messages of NIST's FIPS 202 examples with
   intermediate values (SHA3-224_Msg0.pdf, SHA3-224_1600.pdf, ... : the
   empty message and 200 bytes of 0xa3; the 5-, 30-, 1605- and 1630-bit
   ones need a bit-level interface, which the API has not), "abc" and
   the 448-bit message of FIPS 180-4's examples, and one million 'a'.
   The digests of the last three are from Python 3's hashlib and OpenSSL
   3.0.19, which agree.  */
#define M448 "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

struct sha3_expected
{
  const char *empty, *abc, *a3, *m448, *million;
};

static const struct sha3_expected sha3_224_expected = {
    "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
    "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf",
    "9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0",
    "8a24108b154ada21c9fd5574494479ba5c7e7ab76ef264ead0fcce33",
    "d69335b93325192e516a912e6d19a15cb51c6ed5c15243e7a7fd653c",
};

static const struct sha3_expected sha3_256_expected = {
    "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
    "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
    "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787",
    "41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376",
    "5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1",
};

static const struct sha3_expected sha3_384_expected = {
    "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2a"
    "c3713831264adb47fb6bd1e058d5f004",
    "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b2"
    "98d88cea927ac7f539f1edf228376d25",
    "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd"
    "76197a31fd55ee989f2d7050dd473e8f",
    "991c665755eb3a4b6bbdfb75c78a492e8c56a22c5c4d7e429bfdbc32b9d4ad5a"
    "a04a1f076e62fea19eef51acd0657c22",
    "eee9e24d78c1855337983451df97c8ad9eedf256c6334f8e948d252d5e0e7684"
    "7aa0774ddb90a842190d2c558b4b8340",
};

static const struct sha3_expected sha3_512_expected = {
    "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
    "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
    "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
    "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
    "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
    "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00",
    "04a371e84ecfb5b8b77cb48610fca8182dd457ce6f326a0fd3d7ec2f1e91636d"
    "ee691fbe0c985302ba1b0d8dc78c086346b533b49c030d99a27daf1139d6e75e",
    "3c3a876da14034ab60627c077bb98f7e120a2a5370212dffb3385a18d4f38859"
    "ed311d0a9d5141ce9cc5c66ee689b266a8aa18ace8282a0e0db596c90b0a7b87",
};

static void
test_sha3(const struct test_hash *h, void *ctx, const struct sha3_expected *e)
{
  test_hash_message(h, ctx, SDATA(""), SHEX(e->empty));
  test_hash_message(h, ctx, SDATA("abc"), SHEX(e->abc));
  test_hash_repeated(h, ctx, 200, 0xa3, SHEX(e->a3));
  test_hash_message(h, ctx, SDATA(M448), SHEX(e->m448));
  test_hash_repeated(h, ctx, 1000000, 'a', SHEX(e->million));
  test_hash_chunking(h, ctx);
  test_hash_bad_length(h, ctx);
}

/* Every length 0..3 rates + 2, in one call and in up to four pieces
   cut at random places, gives the same digest.  */
static void
test_sha3_lengths(const struct test_hash *h, void *ctx, size_t rate)
{
  uint8_t msg[3 * SYMCRYPT_SHA3_224_BLOCK_SIZE + 2];
  uint8_t whole[64], parts[64];
  size_t length;

  test_rand_fill(sizeof(msg), msg);
  for (length = 0; length <= 3 * rate + 2; length++)
    {
      uint8_t *copy = test_buf_alloc(length, (unsigned) length % 16);
      size_t done = 0;
      memcpy(copy, msg, length);
      h->update(ctx, length, copy);
      ASSERT_RC(h->digest(ctx, h->digest_size, whole), SYMCRYPT_OK);
      while (done < length)
	{
	  size_t piece = 1 + test_rand_below(length - done);
	  if (test_rand_below(4) == 0)
	    piece = length - done;
	  h->update(ctx, piece, copy + done);
	  done += piece;
	}
      ASSERT_RC(h->digest(ctx, h->digest_size, parts), SYMCRYPT_OK);
      if (memcmp(whole, parts, h->digest_size) != 0)
	FAIL("%s: %zu bytes in pieces differ from one call", h->name, length);
      test_buf_free(copy);
    }
}

/* SHAKE through one interface for both sizes.  */
struct shake
{
  const char *name;
  size_t rate, ctx_size;
  void (*init)(void *ctx);
  int (*update)(void *ctx, size_t length, const uint8_t *data);
  void (*output)(void *ctx, size_t length, uint8_t *dst);
  void (*oneshot)(size_t length, const uint8_t *data,
		  size_t out_length, uint8_t *out);
};

#define SHAKE_TEST_DEFINE(name, UPPER)					\
  static void								\
  name##_test_init(void *ctx)						\
  {									\
    symcrypt_##name##_init(ctx);					\
  }									\
  static int								\
  name##_test_update(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    return symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static void								\
  name##_test_output(void *ctx, size_t length, uint8_t *dst)		\
  {									\
    symcrypt_##name##_output(ctx, length, dst);				\
  }									\
  static const struct shake name##_test = {				\
    #name, SYMCRYPT_##UPPER##_BLOCK_SIZE,				\
    sizeof(struct symcrypt_##name##_ctx), name##_test_init,		\
    name##_test_update, name##_test_output, symcrypt_##name		\
  }

SHAKE_TEST_DEFINE(shake128, SHAKE128);
SHAKE_TEST_DEFINE(shake256, SHAKE256);

#define MAX_SHAKE_CTX 512
#define LONG_OUT 512

/* NIST's FIPS 202 examples SHAKE128_Msg0.pdf, SHAKE128_Msg1600.pdf,
   SHAKE256_Msg0.pdf and SHAKE256_Msg1600.pdf: the first and the last
   32 bytes of 4096 bits of output for the empty message and for 200
   bytes of 0xa3; the output is squeezed in one call, in calls of every
   size from 1 to 17, and the first 32 bytes by the one-shot function.  */
static void
test_shake_vectors(const struct shake *s, const char *empty_first,
		   const char *empty_last, const char *a3_first,
		   const char *a3_last)
{
  uint64_t ctx[MAX_SHAKE_CTX / 8];
  uint8_t a3[200], out[LONG_OUT], pieces[LONG_OUT];
  unsigned m, step;

  memset(a3, 0xa3, sizeof(a3));
  for (m = 0; m < 2; m++)
    {
      const struct tstring *first = SHEX(m ? a3_first : empty_first);
      const struct tstring *last = SHEX(m ? a3_last : empty_last);
      uint8_t *short_out = test_buf_alloc(32, m);

      s->init(ctx);
      ASSERT_RC(s->update(ctx, m ? sizeof(a3) : 0, m ? a3 : NULL), SYMCRYPT_OK);
      s->output(ctx, LONG_OUT, out);
      ASSERT_BYTES(s->name, 32, out, first->data);
      ASSERT_BYTES(s->name, 32, out + LONG_OUT - 32, last->data);
      for (step = 1; step <= 17; step++)
	{
	  size_t done = 0;
	  s->init(ctx);
	  s->update(ctx, m ? sizeof(a3) : 0, a3);
	  for (; done < LONG_OUT; done += step)
	    s->output(ctx, done + step <= LONG_OUT ? step : LONG_OUT - done,
		      pieces + done);
	  ASSERT_BYTES("output in pieces", LONG_OUT, pieces, out);
	}
      s->oneshot(m ? sizeof(a3) : 0, a3, 32, short_out);
      test_buf_check(short_out);
      ASSERT_BYTES("one-shot", 32, short_out, first->data);
      test_buf_free(short_out);
    }
}

/* Every input length 0..2 rates + 2 absorbed in random pieces, and the
   output squeezed in random pieces (of 0 bytes too) across several
   rate boundaries, equal the one-call forms; no byte is written past
   a piece.  */
static void
test_shake_pieces(const struct shake *s)
{
  uint64_t ctx[MAX_SHAKE_CTX / 8];
  uint8_t msg[2 * SYMCRYPT_SHAKE128_BLOCK_SIZE + 2];
  uint8_t whole[3 * SYMCRYPT_SHAKE128_BLOCK_SIZE + 5];
  size_t length, out_length = 3 * s->rate + 5;

  test_rand_fill(sizeof(msg), msg);
  for (length = 0; length <= 2 * s->rate + 2; length++)
    {
      size_t done = 0;
      s->oneshot(length, msg, out_length, whole);
      s->init(ctx);
      while (done < length)
	{
	  size_t piece = test_rand_below(length - done + 1);
	  ASSERT_RC(s->update(ctx, piece, msg + done), SYMCRYPT_OK);
	  done += piece;
	}
      for (done = 0; done < out_length;)
	{
	  size_t piece = test_rand_below(test_rand_below(2) ? 8 : s->rate + 2);
	  uint8_t *out;
	  if (piece > out_length - done)
	    piece = out_length - done;
	  out = test_buf_alloc(piece, (unsigned) piece % 8);
	  s->output(ctx, piece, out);
	  test_buf_check(out);
	  if (memcmp(out, whole + done, piece) != 0)
	    FAIL("%s: input %zu, output bytes %zu..%zu in pieces differ",
		 s->name, length, done, done + piece);
	  test_buf_free(out);
	  done += piece;
	}
    }
}

/* update after output is refused and changes nothing; init starts
   over.  */
static void
test_shake_misuse(const struct shake *s)
{
  uint64_t ctx[MAX_SHAKE_CTX / 8], saved[MAX_SHAKE_CTX / 8];
  uint8_t a[40], b[40];

  memset(ctx, 0, sizeof(ctx));
  s->init(ctx);
  ASSERT_RC(s->update(ctx, 3, (const uint8_t *) "abc"), SYMCRYPT_OK);
  s->output(ctx, 7, a);
  memcpy(saved, ctx, sizeof(ctx));
  ASSERT_RC(s->update(ctx, 3, (const uint8_t *) "abc"), SYMCRYPT_EINVAL);
  ASSERT_RC(s->update(ctx, 0, NULL), SYMCRYPT_EINVAL);
  ASSERT_BYTES("context after a refused update", s->ctx_size,
	       (uint8_t *) ctx, (uint8_t *) saved);
  s->output(ctx, sizeof(a) - 7, a + 7);
  s->oneshot(3, (const uint8_t *) "abc", sizeof(b), b);
  ASSERT_BYTES("output after a refused update", sizeof(a), a, b);
  s->init(ctx);
  ASSERT_RC(s->update(ctx, 3, (const uint8_t *) "abc"), SYMCRYPT_OK);
  s->output(ctx, sizeof(a), a);
  ASSERT_BYTES("after init", sizeof(a), a, b);
  /* No output at all.  */
  s->oneshot(3, (const uint8_t *) "abc", 0, NULL);
}

/* NIST SP 800-185's KMAC samples (KMAC_samples.pdf): the key 0x40..0x5f,
   the data 00 01 02 03 or 0x00..0xc7, the customization "" or "My
   Tagged Application".  */
static void
test_kmac(void)
{
  static const char tagged[] = "My Tagged Application";
  static const struct
  {
    int kmac256;
    size_t data_length;
    int custom;
    const char *expected;
  } samples[6] = {
    { 0, 4, 0, "e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e" },
    { 0, 4, 1, "3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5" },
    { 0, 200, 1, "1f5b4e6cca02209e0dcb5ca635b89a15e271ecc760071dfd805faa38f9729230" },
    { 1, 4, 1, "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7"
      "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd" },
    { 1, 200, 0, "75358cf39e41494e949707927cee0af20a3ff553904c86b08f21cc414bcfd691"
      "589d27cf5e15369cbbff8b9a4c2eb17800855d0235ff635da82533ec6b759b69" },
    { 1, 200, 1, "b58618f71f92e1d56c1b8c55ddd7cd188b97b4ca4d99831eb2699a837da2e4d9"
      "70fbacfde50033aea585f1a2708510c32d07880801bd182898fe476876fc8965" },
  };
  uint8_t key[32], data[200];
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (0x40 + i);
  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) i;
  for (i = 0; i < 6; i++)
    {
      const struct tstring *expected = SHEX(samples[i].expected);
      uint8_t *out = test_buf_alloc(expected->length, (unsigned) i);
      int (*kmac)(size_t, const uint8_t *, size_t, const uint8_t *,
		  size_t, const uint8_t *, size_t, uint8_t *)
	= samples[i].kmac256 ? symcrypt_kmac256 : symcrypt_kmac128;
      ASSERT_RC(kmac(sizeof(key), key,
		     samples[i].custom ? sizeof(tagged) - 1 : 0,
		     samples[i].custom ? (const uint8_t *) tagged : NULL,
		     samples[i].data_length, data, expected->length, out),
		SYMCRYPT_OK);
      test_buf_check(out);
      ASSERT_BYTES("KMAC sample", expected->length, out, expected->data);
      test_buf_free(out);
    }

  /* out_length 0 is refused, nothing written.  */
  {
    uint8_t out[4] = { 1, 2, 3, 4 };
    ASSERT_RC(symcrypt_kmac128(sizeof(key), key, 0, NULL, 4, data, 0, out),
	      SYMCRYPT_EINVAL);
    ASSERT_RC(symcrypt_kmac256(sizeof(key), key, 0, NULL, 4, data, 0, out),
	      SYMCRYPT_EINVAL);
    ASSERT_BYTES("output after a refused KMAC", 4, out, SHEX("01020304")->data);
  }
}

/* Keccak-p[1600, 24] of the state of zeros: its first lanes, from the
   Keccak team's KeccakF-1600-IntermediateValues.txt; through PERMUTE.  */
static void
test_permute_zero(const char *name, void (*permute)(uint64_t *))
{
  uint64_t state[25];
  memset(state, 0, sizeof(state));
  permute(state);
  if (state[0] != UINT64_C(0xf1258f7940e1dde7)
      || state[1] != UINT64_C(0x84d5ccf933c0478a)
      || state[24] != UINT64_C(0xeaf1ff7b5ceca249))
    FAIL("%s: Keccak-p of zeros differs from the Keccak team's", name);
}

/* The two forms of the C twins at 24 rounds, for test_permute_zero.  */
static void
permute_64bit_24(uint64_t *state)
{
  _symcrypt_keccak_permute_64bit(state, 24);
}

static void
permute_32bit_24(uint64_t *state)
{
  _symcrypt_keccak_permute_32bit(state, 24);
}

/* The two forms of the C twins, whichever of them this build's C twins
   run: the 32-bit (bit-interleaved) permutation against the 64-bit one
   on random states (each bit of a lane set alone, then random), and
   its absorbing loop against adding the lanes and the 64-bit
   permutation, at each rate, 0 to 3 blocks.  */
static void
test_keccak_forms(void)
{
  unsigned round;

  test_permute_zero("keccak_permute_c", _symcrypt_keccak_permute_c);
  test_permute_zero("keccak_permute_64bit", permute_64bit_24);
  test_permute_zero("keccak_permute_32bit", permute_32bit_24);
  for (round = 0; round < 2 * (64 + 100); round++)
    {
      /* The 24 rounds, then the last 12 (Keccak-p[1600, 12]).  */
      unsigned rounds = round < 64 + 100 ? 24 : 12;
      unsigned k = round % (64 + 100);
      uint64_t state[25], expected[25];
      if (k < 64)
	{
	  /* Bit K of every lane: each goes through its own even or
	     odd word.  */
	  unsigned i;
	  for (i = 0; i < 25; i++)
	    state[i] = (uint64_t) 1 << k;
	}
      else
	test_rand_fill(sizeof(state), (uint8_t *) state);
      memcpy(expected, state, sizeof(state));
      _symcrypt_keccak_permute_64bit(expected, rounds);
      _symcrypt_keccak_permute_32bit(state, rounds);
      if (memcmp(state, expected, sizeof(state)) != 0)
	FAIL("keccak_permute_32bit: %u rounds, case %u differs from the "
	     "64-bit form", rounds, k);
    }
  for (round = 0; round < 120; round++)
    {
      unsigned rate = keccak_rates[round % 5];
      size_t blocks = round / 5 % 4, k;
      uint8_t data[3 * 168];
      uint64_t state[25], expected[25];
      test_rand_fill(sizeof(state), (uint8_t *) state);
      test_rand_fill(sizeof(data), data);
      memcpy(expected, state, sizeof(state));
      for (k = 0; k < blocks; k++)
	{
	  unsigned i;
	  for (i = 0; i < rate / 8; i++)
	    expected[i] ^= keccak_read_lane(data + k * rate + 8 * i);
	  _symcrypt_keccak_permute_64bit(expected, 24);
	}
      _symcrypt_keccak_absorb_32bit(state, blocks, data, rate);
      if (memcmp(state, expected, sizeof(state)) != 0)
	FAIL("keccak_absorb_32bit: rate %u, %u blocks differ from the "
	     "64-bit form", rate, (unsigned) blocks);
    }
}

/* Every variant of keccak_permute against the C twin, on random states
   at every alignment of 8 bytes, and on a state permuted again and
   again (1000 times).  */
static void
test_keccak_permute_variants(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_permute_c) ref
    = VARIANT_FN(keccak_permute, test_variant_c(SYMCRYPT_FN_keccak_permute));
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_keccak_permute))
    {
      __typeof__(&_symcrypt_keccak_permute_c) fn = VARIANT_FN(keccak_permute, v);
      uint64_t chain[25], chain_ref[25];
      unsigned round;
      for (round = 0; round < 200; round++)
	{
	  uint64_t *state
	    = (uint64_t *) test_buf_alloc(sizeof(chain), 8 * (round % 8));
	  uint64_t expected[25];
	  test_rand_fill(sizeof(expected), (uint8_t *) expected);
	  memcpy(state, expected, sizeof(expected));
	  ref(expected);
	  fn(state);
	  if (memcmp(state, expected, sizeof(expected)) != 0)
	    FAIL("keccak_permute %s: round %u differs from C", v->label, round);
	  test_buf_check((uint8_t *) state);
	  test_buf_free((uint8_t *) state);
	}
      memset(chain, 0, sizeof(chain));
      memset(chain_ref, 0, sizeof(chain_ref));
      for (round = 0; round < 1000; round++)
	{
	  fn(chain);
	  ref(chain_ref);
	}
      ASSERT_BYTES("keccak_permute 1000 times", sizeof(chain),
		   (uint8_t *) chain, (uint8_t *) chain_ref);
      if (test_verbose)
	fprintf(stderr, "keccak_permute %s: ok\n", v->label);
    }
}

/* Every variant of keccak_absorb against the C twin: each rate, 0 to 3
   blocks at every alignment, on random states.  */
static void
test_keccak_absorb_variants(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_absorb_c) ref
    = VARIANT_FN(keccak_absorb, test_variant_c(SYMCRYPT_FN_keccak_absorb));
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_keccak_absorb))
    {
      __typeof__(&_symcrypt_keccak_absorb_c) fn = VARIANT_FN(keccak_absorb, v);
      unsigned round;
      for (round = 0; round < 120; round++)
	{
	  unsigned rate = keccak_rates[round % 5];
	  size_t blocks = round / 5 % 4;
	  uint64_t *state
	    = (uint64_t *) test_buf_alloc(25 * 8, 8 * (round % 8));
	  uint8_t *data = test_buf_alloc(3 * 168, round % 16);
	  uint64_t expected[25];
	  test_rand_fill(sizeof(expected), (uint8_t *) expected);
	  test_rand_fill(3 * 168, data);
	  memcpy(state, expected, sizeof(expected));
	  ref(expected, blocks, data, rate);
	  fn(state, blocks, data, rate);
	  if (memcmp(state, expected, sizeof(expected)) != 0)
	    FAIL("keccak_absorb %s: rate %u, %u blocks differ from C",
		 v->label, rate, (unsigned) blocks);
	  test_buf_check((uint8_t *) state);
	  test_buf_check(data);
	  test_buf_free((uint8_t *) state);
	  test_buf_free(data);
	}
      if (test_verbose)
	fprintf(stderr, "keccak_absorb %s: ok\n", v->label);
    }
}

/* Every variant of keccak_absorb against the C twin on long inputs:
   random lengths up to 70 000 bytes (the whole blocks of each), every
   rate, at random alignments.  */
static void
test_keccak_absorb_long(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_absorb_c) ref
    = VARIANT_FN(keccak_absorb, test_variant_c(SYMCRYPT_FN_keccak_absorb));
  unsigned round, rounds = test_trials(20);
  uint8_t *data = test_buf_alloc(70000 + 16, 0);

  test_rand_fill(70000 + 16, data);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_keccak_absorb))
    {
      __typeof__(&_symcrypt_keccak_absorb_c) fn = VARIANT_FN(keccak_absorb, v);
      for (round = 0; round < rounds; round++)
	{
	  unsigned rate = keccak_rates[round % 5];
	  size_t blocks = (round < 5 ? 70000 : test_rand_below(70001)) / rate;
	  unsigned align = (unsigned) test_rand_below(16);
	  uint64_t expected[25], state[25];
	  test_rand_fill(sizeof(expected), (uint8_t *) expected);
	  memcpy(state, expected, sizeof(expected));
	  ref(expected, blocks, data + align, rate);
	  fn(state, blocks, data + align, rate);
	  if (memcmp(state, expected, sizeof(expected)) != 0)
	    FAIL("keccak_absorb %s: rate %u, %zu blocks at offset %u differ "
		 "from C", v->label, rate, blocks, align);
	}
      if (test_verbose)
	fprintf(stderr, "keccak_absorb %s, long inputs: ok\n", v->label);
    }
  test_buf_check(data);
  test_buf_free(data);
}

/* Every variant of keccak_squeeze against the C twin: each rate, 0 to
   5 blocks out at every alignment, on random states; the bytes around
   the output untouched.  */
static void
test_keccak_squeeze_variants(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_squeeze_c) ref
    = VARIANT_FN(keccak_squeeze, test_variant_c(SYMCRYPT_FN_keccak_squeeze));
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_keccak_squeeze))
    {
      __typeof__(&_symcrypt_keccak_squeeze_c) fn = VARIANT_FN(keccak_squeeze, v);
      unsigned round;
      for (round = 0; round < 180; round++)
	{
	  unsigned rate = keccak_rates[round % 5];
	  size_t blocks = round / 5 % 6;
	  uint64_t *state
	    = (uint64_t *) test_buf_alloc(25 * 8, 8 * (round % 8));
	  uint8_t *out = test_buf_alloc(blocks * rate, round % 16);
	  uint64_t expected[25];
	  uint8_t expected_out[5 * 168];
	  test_rand_fill(sizeof(expected), (uint8_t *) expected);
	  test_rand_fill(blocks * rate, out);
	  memcpy(state, expected, sizeof(expected));
	  ref(expected, blocks, expected_out, rate);
	  fn(state, blocks, out, rate);
	  if (memcmp(state, expected, sizeof(expected)) != 0)
	    FAIL("keccak_squeeze %s: rate %u, %u blocks: state differs from C",
		 v->label, rate, (unsigned) blocks);
	  if (memcmp(out, expected_out, blocks * rate) != 0)
	    FAIL("keccak_squeeze %s: rate %u, %u blocks: output differs from C",
		 v->label, rate, (unsigned) blocks);
	  test_buf_check((uint8_t *) state);
	  test_buf_check(out);
	  test_buf_free((uint8_t *) state);
	  test_buf_free(out);
	}
      if (test_verbose)
	fprintf(stderr, "keccak_squeeze %s: ok\n", v->label);
    }
}

/* Long inputs of the lane functions: random lengths up to LONG_INPUT
   bytes (the whole blocks of each), each state's data at its own offset
   in one buffer of LONG_INPUT + LONG_SLACK bytes, in LONG_ROUNDS rounds
   (test_trials) a variant.  */
#define LONG_INPUT 70000
#define LONG_SLACK (KECCAK_MAX_RATE + 64)
#define LONG_ROUNDS 4

/* Every variant of the WIDTH-state absorbing loop ID (keccak_absorb_x8,
   _x4 or _x2, or keccak_absorb12_x8, _x4 or _x2) against its C twin: each rate, 0 to 3 blocks,
   the blocks at their own alignments, on random states; then long
   inputs.  */
static void
test_keccak_absorb_lanes_variants(unsigned id, const char *name,
				  unsigned width)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_absorb_x8_c) ref
    = VARIANT_FN(keccak_absorb_x8, test_variant_c(id));
  uint8_t *input = test_buf_alloc(LONG_INPUT + LONG_SLACK, 0);

  test_rand_fill(LONG_INPUT + LONG_SLACK, input);
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_absorb_x8_c) fn
	= VARIANT_FN(keccak_absorb_x8, v);
      unsigned round, rounds = test_trials(LONG_ROUNDS);
      for (round = 0; round < 60; round++)
	{
	  unsigned rate = keccak_rates[round % 5];
	  size_t blocks = round / 5 % 4;
	  uint64_t *states
	    = (uint64_t *) test_buf_alloc(25 * width * 8, 8 * (round % 8));
	  uint8_t *data[8];
	  const uint8_t *ptrs[8];
	  uint64_t expected[200];
	  unsigned j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    {
	      data[j] = test_buf_alloc(3 * 168, (round + 3 * j) % 16);
	      test_rand_fill(3 * 168, data[j]);
	      ptrs[j] = data[j];
	    }
	  ref(expected, blocks, ptrs, rate);
	  fn(states, blocks, ptrs, rate);
	  if (memcmp(states, expected, 25 * width * 8) != 0)
	    FAIL("%s %s: rate %u, %u blocks differ from C",
		 name, v->label, rate, (unsigned) blocks);
	  test_buf_check((uint8_t *) states);
	  test_buf_free((uint8_t *) states);
	  for (j = 0; j < width; j++)
	    {
	      test_buf_check(data[j]);
	      test_buf_free(data[j]);
	    }
	}
      for (round = 0; round < rounds; round++)
	{
	  unsigned rate = keccak_rates[test_rand_below(5)];
	  size_t blocks = test_rand_below(LONG_INPUT + 1) / rate;
	  const uint8_t *ptrs[8];
	  uint64_t states[200], expected[200];
	  unsigned j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    ptrs[j] = input + test_rand_below(LONG_SLACK);
	  ref(expected, blocks, ptrs, rate);
	  fn(states, blocks, ptrs, rate);
	  if (memcmp(states, expected, 25 * width * 8) != 0)
	    FAIL("%s %s: rate %u, %zu blocks differ from C",
		 name, v->label, rate, blocks);
	}
      if (test_verbose)
	fprintf(stderr, "%s %s: ok\n", name, v->label);
    }
  test_buf_check(input);
  test_buf_free(input);
}

/* Every variant of the WIDTH-state SHA-3 lane function ID
   (keccak_sha3_x8, _x4 or _x2) against its C twin: each rate, 0
   to 3 blocks, each state's data in a buffer of its own ending where
   its message does (the final block's LAST_BYTES, 0 to RATE - 1, or a
   whole block when it asks for no digest), random states, the digests
   at their own alignments with guard bytes around them; then long
   inputs, each state's final block ending where its message does
   or whole (no digest).  */
static void
test_keccak_sha3_lanes_variants(unsigned id, const char *name, unsigned width)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_sha3_x8_c) ref
    = VARIANT_FN(keccak_sha3_x8, test_variant_c(id));
  uint8_t *input = test_buf_alloc(LONG_INPUT + LONG_SLACK, 0);

  test_rand_fill(LONG_INPUT + LONG_SLACK, input);
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_sha3_x8_c) fn
	= VARIANT_FN(keccak_sha3_x8, v);
      unsigned round, rounds = test_trials(LONG_ROUNDS);
      for (round = 0; round < 200; round++)
	{
	  unsigned rate = keccak_rates[round % 5];
	  unsigned digest_size = (200 - rate) / 2;
	  size_t blocks = round / 5 % 4;
	  uint64_t *states
	    = (uint64_t *) test_buf_alloc(25 * width * 8, 8 * (round % 8));
	  uint8_t *data[8], *digests[8], *expected_digests[8];
	  const uint8_t *ptrs[8];
	  unsigned last_bytes[8];
	  uint64_t expected[200];
	  unsigned j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    {
	      int final = blocks > 0 && test_rand_below(4) != 0;
	      size_t length;
	      /* Lengths at the padding's edges as often as inside it.  */
	      switch (test_rand_below(4))
		{
		case 0:
		  last_bytes[j] = 0;
		  break;
		case 1:
		  last_bytes[j] = rate - 1 - (unsigned) test_rand_below(2);
		  break;
		default:
		  last_bytes[j] = (unsigned) test_rand_below(rate);
		}
	      length = blocks == 0 ? 0
		: (blocks - 1) * rate + (final ? last_bytes[j] : rate);
	      data[j] = test_buf_alloc(length, (unsigned) test_rand_below(64));
	      test_rand_fill(length, data[j]);
	      ptrs[j] = data[j];
	      digests[j] = expected_digests[j] = NULL;
	      if (final)
		{
		  digests[j] = test_buf_alloc(digest_size,
					      (unsigned) test_rand_below(64));
		  expected_digests[j] = test_buf_alloc(digest_size, 0);
		}
	    }
	  ref(expected, blocks, ptrs, rate, last_bytes, expected_digests);
	  fn(states, blocks, ptrs, rate, last_bytes, digests);
	  if (memcmp(states, expected, 25 * width * 8) != 0)
	    FAIL("%s %s: rate %u, %u blocks: the states differ from C",
		 name, v->label, rate, (unsigned) blocks);
	  test_buf_check((uint8_t *) states);
	  test_buf_free((uint8_t *) states);
	  for (j = 0; j < width; j++)
	    {
	      if (digests[j])
		{
		  if (memcmp(digests[j], expected_digests[j], digest_size))
		    FAIL("%s %s: rate %u, %u blocks, %u last bytes: "
			 "digest %u differs from C", name, v->label, rate,
			 (unsigned) blocks, last_bytes[j], j);
		  test_buf_check(digests[j]);
		  test_buf_free(digests[j]);
		  test_buf_free(expected_digests[j]);
		}
	      test_buf_check(data[j]);
	      test_buf_free(data[j]);
	    }
	}
      for (round = 0; round < rounds; round++)
	{
	  unsigned rate = keccak_rates[test_rand_below(5)];
	  unsigned digest_size = (200 - rate) / 2;
	  size_t blocks = 1 + test_rand_below(LONG_INPUT + 1) / rate;
	  const uint8_t *ptrs[8];
	  uint8_t out[8][64], expected_out[8][64];
	  uint8_t *digests[8], *expected_digests[8];
	  unsigned last_bytes[8];
	  uint64_t states[200], expected[200];
	  unsigned j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    {
	      int final = test_rand_below(4) != 0;
	      size_t length;
	      last_bytes[j] = (unsigned) test_rand_below(rate);
	      length = (blocks - 1) * rate + (final ? last_bytes[j] : rate);
	      /* Ending at the buffer's end (its guard bytes next), or a
		 little before it.  */
	      ptrs[j] = input + LONG_INPUT + LONG_SLACK - length
		- (test_rand_below(2) ? 0 : test_rand_below(LONG_SLACK - rate));
	      digests[j] = final ? out[j] : NULL;
	      expected_digests[j] = final ? expected_out[j] : NULL;
	    }
	  ref(expected, blocks, ptrs, rate, last_bytes, expected_digests);
	  fn(states, blocks, ptrs, rate, last_bytes, digests);
	  if (memcmp(states, expected, 25 * width * 8) != 0)
	    FAIL("%s %s: rate %u, %zu blocks: the states differ from C",
		 name, v->label, rate, blocks);
	  for (j = 0; j < width; j++)
	    if (digests[j] && memcmp(out[j], expected_out[j], digest_size))
	      FAIL("%s %s: rate %u, %zu blocks, %u last bytes: digest %u "
		   "differs from C", name, v->label, rate, blocks,
		   last_bytes[j], j);
	}
      if (test_verbose)
	fprintf(stderr, "%s %s: ok\n", name, v->label);
    }
  test_buf_check(input);
  test_buf_free(input);
}

/* Every variant of the WIDTH-state SHA-3 lane function ID against its
   C twin at every message length from 0 to 300 bytes and each SHA-3
   rate (each digest size): state 0's message has that length, the
   others as many blocks and random final bytes, or no digest (a whole
   last block); then all of them that length (the assembly's path for
   final blocks of one length); each message in a buffer of its own
   ending where it does.  */
static void
test_keccak_sha3_lanes_lengths(unsigned id, const char *name,
			       unsigned width)
{
  static const unsigned rates[] = { 72, 104, 136, 144 };
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_sha3_x8_c) ref
    = VARIANT_FN(keccak_sha3_x8, test_variant_c(id));
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_sha3_x8_c) fn
	= VARIANT_FN(keccak_sha3_x8, v);
      unsigned r, length;
      for (r = 0; r < 8; r++)
	for (length = 0; length <= 300; length++)
	  {
	    unsigned rate = rates[r % 4];
	    int same = r >= 4;
	    unsigned digest_size = (200 - rate) / 2;
	    size_t blocks = length / rate + 1;
	    uint64_t states[200], expected[200];
	    uint8_t out[8][64], expected_out[8][64];
	    uint8_t *data[8], *digests[8], *expected_digests[8];
	    const uint8_t *ptrs[8];
	    unsigned last_bytes[8], j;
	    for (j = 0; j < width; j++)
	      {
		size_t size;
		last_bytes[j] = j == 0 || same ? length % rate
		  : (unsigned) test_rand_below(rate);
		digests[j] = expected_digests[j] = NULL;
		if (j == 0 || same || test_rand_below(4) != 0)
		  {
		    digests[j] = out[j];
		    expected_digests[j] = expected_out[j];
		    size = (blocks - 1) * rate + last_bytes[j];
		  }
		else
		  size = blocks * rate;
		data[j] = test_buf_alloc(size, (unsigned) test_rand_below(64));
		test_rand_fill(size, data[j]);
		ptrs[j] = data[j];
	      }
	    test_rand_fill(sizeof(states), (uint8_t *) states);
	    memcpy(expected, states, sizeof(states));
	    ref(expected, blocks, ptrs, rate, last_bytes, expected_digests);
	    fn(states, blocks, ptrs, rate, last_bytes, digests);
	    if (memcmp(states, expected, 25 * width * 8) != 0)
	      FAIL("%s %s: rate %u, length %u: the states differ from C",
		   name, v->label, rate, length);
	    for (j = 0; j < width; j++)
	      {
		if (digests[j]
		    && memcmp(out[j], expected_out[j], digest_size) != 0)
		  FAIL("%s %s: rate %u, length %u: digest %u (%u last "
		       "bytes) differs from C", name, v->label, rate, length,
		       j, last_bytes[j]);
		test_buf_check(data[j]);
		test_buf_free(data[j]);
	      }
	  }
      if (test_verbose)
	fprintf(stderr, "%s %s, lengths 0 to 300: ok\n", name, v->label);
    }
}

/* Every variant of the WIDTH-state restart function ID
   (keccak_restart_x8, _x4 or _x2): random states, two random states to
   restart from, random masks (bits past the width too); each state is
   checked against what the masks ask for.  */
static void
test_keccak_restart_lanes_variants(unsigned id, const char *name,
				   unsigned width)
{
  const struct symcrypt_variant *v;
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_restart_x8_c) fn
	= VARIANT_FN(keccak_restart_x8, v);
      unsigned round;
      for (round = 0; round < 100; round++)
	{
	  uint64_t *states
	    = (uint64_t *) test_buf_alloc(25 * width * 8, 8 * (round % 8));
	  uint64_t before[200], restart[50];
	  unsigned outer = (unsigned) test_rand_below(1u << 16);
	  unsigned ended = (unsigned) test_rand_below(1u << 16);
	  unsigned i, j;
	  test_rand_fill(25 * width * 8, (uint8_t *) before);
	  test_rand_fill(sizeof(restart), (uint8_t *) restart);
	  memcpy(states, before, 25 * width * 8);
	  fn(states, restart, outer, ended);
	  for (j = 0; j < width; j++)
	    for (i = 0; i < 25; i++)
	      {
		uint64_t want = !(ended >> j & 1) ? before[width * i + j]
		  : restart[25 * (outer >> j & 1) + i];
		if (states[width * i + j] != want)
		  FAIL("%s %s: outer %#x, ended %#x: lane %u of state %u",
		       name, v->label, outer, ended, i, j);
	      }
	  test_buf_check((uint8_t *) states);
	  test_buf_free((uint8_t *) states);
	}
      if (test_verbose)
	fprintf(stderr, "%s %s: ok\n", name, v->label);
    }
}

#if defined(__linux__)
/* Every variant of the WIDTH-state SHA-3 lane function ID with each
   message ending where a readable page does, the next page unreadable:
   the final block's bytes past the message must not be read.  Lengths
   of 1 or 2 blocks, the final block's bytes at and around 0, 8, 64 and
   the rate; the states and digests as the C twin's.  */
static void
test_keccak_sha3_lanes_page_end(unsigned id, const char *name,
				unsigned width)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  uint8_t *pages = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_sha3_x8_c) ref
    = VARIANT_FN(keccak_sha3_x8, test_variant_c(id));

  ASSERT(pages != MAP_FAILED);
  ASSERT(mprotect(pages + page, page, PROT_NONE) == 0);
  test_rand_fill(page, pages);
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_sha3_x8_c) fn
	= VARIANT_FN(keccak_sha3_x8, v);
      unsigned r, k;
      for (r = 0; r < 5; r++)
	for (k = 0; k < 40; k++)
	  {
	    unsigned rate = keccak_rates[r];
	    unsigned lasts[10] = { 0, 1, 7, 8, 9, 63, 64, 65, rate - 2, rate - 1 };
	    size_t blocks = 1 + k / 10 % 2;
	    /* From k = 20 on, every final block has the same length.  */
	    unsigned step = k < 20;
	    uint64_t states[200], expected[200];
	    uint8_t out[8][64], expected_out[8][64];
	    uint8_t *digests[8], *expected_digests[8];
	    const uint8_t *data[8];
	    unsigned last_bytes[8], j;
	    for (j = 0; j < width; j++)
	      {
		last_bytes[j] = lasts[(k + step * j) % 10];
		data[j] = pages + page - ((blocks - 1) * rate + last_bytes[j]);
		digests[j] = out[j];
		expected_digests[j] = expected_out[j];
	      }
	    test_rand_fill(sizeof(states), (uint8_t *) states);
	    memcpy(expected, states, sizeof(states));
	    ref(expected, blocks, data, rate, last_bytes, expected_digests);
	    fn(states, blocks, data, rate, last_bytes, digests);
	    if (memcmp(states, expected, 25 * width * 8) != 0)
	      FAIL("%s %s at a page's end: rate %u, %u blocks: the states "
		   "differ from C", name, v->label, rate, (unsigned) blocks);
	    for (j = 0; j < width; j++)
	      if (memcmp(out[j], expected_out[j], (200 - rate) / 2) != 0)
		FAIL("%s %s at a page's end: rate %u, %u last bytes: digest "
		     "%u differs from C", name, v->label, rate, last_bytes[j], j);
	  }
      if (test_verbose)
	fprintf(stderr, "%s %s at a page's end: ok\n", name, v->label);
    }
  ASSERT(munmap(pages, 2 * page) == 0);
}
#endif

/* NIST's CAVP vectors of the SHA-3 Validation System (byte-oriented
   messages), tests/sha3-vectors.txt: ShortMsg, a subset of LongMsg,
   and VariableOut, each message through the dispatched functions in
   one call and cut in two at a random place; and the Monte Carlo tests
   of SHA3VS, whose short run (valgrind, qemu) checks the first
   CAVP_SHORT_CHECKPOINTS checkpoints of the 100.  */
#define CAVP_SHORT_CHECKPOINTS 10
#define CAVP_CHECKPOINTS 100
#define CAVP_MAX_OUT 256
#define CAVP_MAX_LINE 65536

static void cavp_sha3_224_init(void *ctx) { symcrypt_sha3_224_init(ctx); }
static void cavp_sha3_256_init(void *ctx) { symcrypt_sha3_256_init(ctx); }
static void cavp_sha3_384_init(void *ctx) { symcrypt_sha3_384_init(ctx); }
static void cavp_sha3_512_init(void *ctx) { symcrypt_sha3_512_init(ctx); }

struct cavp_alg
{
  const char *name;
  /* A hash and its init, or a SHAKE.  */
  const struct test_hash *hash;
  void (*init)(void *ctx);
  const struct shake *shake;
  /* The file's message records of this algorithm.  */
  unsigned expected_messages;
};

/* What the file gave so far of one algorithm.  */
struct cavp_state
{
  unsigned messages, checkpoints;
  /* The Monte Carlo test: the last output and its length, and for
     SHAKE the next output's length and its bounds (bytes).  */
  uint8_t md[CAVP_MAX_OUT];
  size_t length, next, min, max;
};

static void
cavp_message(const struct cavp_alg *a, struct cavp_state *s, void *ctx,
	     const struct tstring *msg, const struct tstring *expected)
{
  size_t cut = test_rand_below(msg->length + 1);
  uint8_t *out = test_buf_alloc(expected->length, 0);

  if (a->hash)
    {
      ASSERT(expected->length == a->hash->digest_size);
      a->init(ctx);
      a->hash->update(ctx, msg->length, msg->data);
      ASSERT_RC(a->hash->digest(ctx, expected->length, out), SYMCRYPT_OK);
      ASSERT_BYTES(a->name, expected->length, out, expected->data);
      a->hash->update(ctx, cut, msg->data);
      a->hash->update(ctx, msg->length - cut, msg->data + cut);
      ASSERT_RC(a->hash->digest(ctx, expected->length, out), SYMCRYPT_OK);
    }
  else
    {
      a->shake->oneshot(msg->length, msg->data, expected->length, out);
      ASSERT_BYTES(a->name, expected->length, out, expected->data);
      a->shake->init(ctx);
      ASSERT_RC(a->shake->update(ctx, cut, msg->data), SYMCRYPT_OK);
      ASSERT_RC(a->shake->update(ctx, msg->length - cut, msg->data + cut),
		SYMCRYPT_OK);
      a->shake->output(ctx, expected->length, out);
    }
  test_buf_check(out);
  ASSERT_BYTES(a->name, expected->length, out, expected->data);
  test_buf_free(out);
  s->messages++;
}

/* One checkpoint of SHA3VS's Monte Carlo tests: 1000 outputs, each of
   the one before.  SHA-3 hashes the last digest.  SHAKE takes the
   first 16 bytes of the last output (padded with zeros if shorter) and
   chooses each output's length from the last 2 bytes of the output
   before, big-endian, as MIN + that mod (MAX - MIN + 1).  */
static void
cavp_monte(const struct cavp_alg *a, struct cavp_state *s, void *ctx,
	   const struct tstring *expected)
{
  unsigned i;

  s->checkpoints++;
  if (test_short() && s->checkpoints > CAVP_SHORT_CHECKPOINTS)
    return;
  for (i = 0; i < 1000; i++)
    if (a->hash)
      {
	a->hash->update(ctx, s->length, s->md);
	ASSERT_RC(a->hash->digest(ctx, s->length, s->md), SYMCRYPT_OK);
      }
    else
      {
	uint8_t msg[16];
	memset(msg, 0, sizeof(msg));
	memcpy(msg, s->md, s->length < 16 ? s->length : 16);
	a->shake->oneshot(sizeof(msg), msg, s->next, s->md);
	s->length = s->next;
	s->next = s->min + (((size_t) s->md[s->length - 2] << 8
			     | s->md[s->length - 1]) % (s->max - s->min + 1));
      }
  if (expected->length != s->length)
    FAIL("%s Monte Carlo checkpoint %u: %zu bytes, expected %zu", a->name,
	 s->checkpoints - 1, s->length, expected->length);
  ASSERT_BYTES(a->name, s->length, s->md, expected->data);
}

static void
cavp_monte_seed(const struct cavp_alg *a, struct cavp_state *s, void *ctx,
		const struct tstring *seed, const char *min_bits,
		const char *max_bits)
{
  ASSERT(seed->length <= CAVP_MAX_OUT);
  memcpy(s->md, seed->data, seed->length);
  s->length = seed->length;
  s->checkpoints = 0;
  if (a->hash)
    {
      ASSERT(s->length == a->hash->digest_size);
      a->init(ctx);
    }
  else
    {
      ASSERT(min_bits && max_bits);
      s->min = strtoul(min_bits, NULL, 10) / 8;
      s->max = strtoul(max_bits, NULL, 10) / 8;
      ASSERT(s->min >= 2 && s->min <= s->max && s->max <= CAVP_MAX_OUT);
      s->next = s->max;
    }
}

static void
test_cavp(void)
{
  static const struct cavp_alg algs[] = {
    { "sha3-224", &sha3_224_test_hash, cavp_sha3_224_init, NULL, 155 },
    { "sha3-256", &sha3_256_test_hash, cavp_sha3_256_init, NULL, 147 },
    { "sha3-384", &sha3_384_test_hash, cavp_sha3_384_init, NULL, 115 },
    { "sha3-512", &sha3_512_test_hash, cavp_sha3_512_init, NULL, 83 },
    { "shake128", NULL, NULL, &shake128_test, 1472 },
    { "shake256", NULL, NULL, &shake256_test, 1529 },
  };
  struct cavp_state states[sizeof(algs) / sizeof(algs[0])];
  uint64_t ctx[MAX_SHAKE_CTX / 8];
  char path[4096], *line = malloc(CAVP_MAX_LINE);
  unsigned i;
  FILE *f;

  ASSERT(line);
  memset(states, 0, sizeof(states));
  ASSERT(sizeof(struct symcrypt_sha3_224_ctx) <= sizeof(ctx));
  f = test_open_data("sha3-vectors.txt", path, sizeof(path));
  while (fgets(line, CAVP_MAX_LINE, f))
    {
      char *word[5] = { NULL };
      unsigned n = 0;
      unsigned a = sizeof(algs) / sizeof(algs[0]);
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %d bytes", path, CAVP_MAX_LINE - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 4;)
	word[++n] = strtok(NULL, " \n");
      if (n < 3)
	FAIL("%s: bad record %s", path, line);
      for (i = 0; i < sizeof(algs) / sizeof(algs[0]); i++)
	if (strcmp(algs[i].name, word[strcmp(word[0], "monte") == 0
					|| strcmp(word[0], "monte-seed") == 0])
	    == 0)
	  a = i;
      if (a == sizeof(algs) / sizeof(algs[0]))
	FAIL("%s: bad record %s %s", path, word[0], word[1]);
      if (strcmp(word[0], "monte-seed") == 0)
	cavp_monte_seed(&algs[a], &states[a], ctx, SHEX(word[2]), word[3],
			word[4]);
      else if (strcmp(word[0], "monte") == 0)
	cavp_monte(&algs[a], &states[a], ctx, SHEX(word[2]));
      else
	cavp_message(&algs[a], &states[a], ctx,
		     SHEX(strcmp(word[1], "-") == 0 ? "" : word[1]),
		     SHEX(word[2]));
    }
  fclose(f);
  free(line);
  for (i = 0; i < sizeof(algs) / sizeof(algs[0]); i++)
    if (states[i].messages != algs[i].expected_messages
	|| states[i].checkpoints != CAVP_CHECKPOINTS)
      FAIL("%s: %u messages and %u Monte Carlo checkpoints in %s",
	   algs[i].name, states[i].messages, states[i].checkpoints, path);
}

void
test_main(void)
{
  struct symcrypt_sha3_224_ctx sha3_224;
  struct symcrypt_sha3_256_ctx sha3_256;
  struct symcrypt_sha3_384_ctx sha3_384;
  struct symcrypt_sha3_512_ctx sha3_512;

  /* The contexts are compared whole, padding too.  */
  memset(&sha3_224, 0, sizeof(sha3_224));
  memset(&sha3_256, 0, sizeof(sha3_256));
  memset(&sha3_384, 0, sizeof(sha3_384));
  memset(&sha3_512, 0, sizeof(sha3_512));
  ASSERT(sizeof(struct symcrypt_shake128_ctx) <= MAX_SHAKE_CTX);

  test_keccak_forms();
  test_keccak_permute_variants();
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute_x8, "keccak_permute_x8",
		    8, _symcrypt_keccak_permute_c);
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute_x4, "keccak_permute_x4",
		    4, _symcrypt_keccak_permute_c);
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute_x2, "keccak_permute_x2",
		    2, _symcrypt_keccak_permute_c);
  test_keccak_absorb_variants();
  test_keccak_absorb_long();
  test_keccak_squeeze_variants();
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb_x8,
				    "keccak_absorb_x8", 8);
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb_x4,
				    "keccak_absorb_x4", 4);
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb_x2,
				    "keccak_absorb_x2", 2);
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb12_x8,
				    "keccak_absorb12_x8", 8);
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb12_x4,
				    "keccak_absorb12_x4", 4);
  test_keccak_absorb_lanes_variants(SYMCRYPT_FN_keccak_absorb12_x2,
				    "keccak_absorb12_x2", 2);
  test_keccak_sha3_lanes_variants(SYMCRYPT_FN_keccak_sha3_x8,
				  "keccak_sha3_x8", 8);
  test_keccak_sha3_lanes_variants(SYMCRYPT_FN_keccak_sha3_x4,
				  "keccak_sha3_x4", 4);
  test_keccak_sha3_lanes_variants(SYMCRYPT_FN_keccak_sha3_x2,
				  "keccak_sha3_x2", 2);
  test_keccak_sha3_lanes_lengths(SYMCRYPT_FN_keccak_sha3_x8,
				 "keccak_sha3_x8", 8);
  test_keccak_sha3_lanes_lengths(SYMCRYPT_FN_keccak_sha3_x4,
				 "keccak_sha3_x4", 4);
  test_keccak_sha3_lanes_lengths(SYMCRYPT_FN_keccak_sha3_x2,
				 "keccak_sha3_x2", 2);
  test_keccak_restart_lanes_variants(SYMCRYPT_FN_keccak_restart_x8,
				     "keccak_restart_x8", 8);
  test_keccak_restart_lanes_variants(SYMCRYPT_FN_keccak_restart_x4,
				     "keccak_restart_x4", 4);
  test_keccak_restart_lanes_variants(SYMCRYPT_FN_keccak_restart_x2,
				     "keccak_restart_x2", 2);
#if defined(__linux__)
  test_keccak_sha3_lanes_page_end(SYMCRYPT_FN_keccak_sha3_x8,
				  "keccak_sha3_x8", 8);
  test_keccak_sha3_lanes_page_end(SYMCRYPT_FN_keccak_sha3_x4,
				  "keccak_sha3_x4", 4);
  test_keccak_sha3_lanes_page_end(SYMCRYPT_FN_keccak_sha3_x2,
				  "keccak_sha3_x2", 2);
#endif

  symcrypt_sha3_224_init(&sha3_224);
  test_sha3(&sha3_224_test_hash, &sha3_224, &sha3_224_expected);
  test_sha3_lengths(&sha3_224_test_hash, &sha3_224, SYMCRYPT_SHA3_224_BLOCK_SIZE);
  symcrypt_sha3_256_init(&sha3_256);
  test_sha3(&sha3_256_test_hash, &sha3_256, &sha3_256_expected);
  test_sha3_lengths(&sha3_256_test_hash, &sha3_256, SYMCRYPT_SHA3_256_BLOCK_SIZE);
  symcrypt_sha3_384_init(&sha3_384);
  test_sha3(&sha3_384_test_hash, &sha3_384, &sha3_384_expected);
  test_sha3_lengths(&sha3_384_test_hash, &sha3_384, SYMCRYPT_SHA3_384_BLOCK_SIZE);
  symcrypt_sha3_512_init(&sha3_512);
  test_sha3(&sha3_512_test_hash, &sha3_512, &sha3_512_expected);
  test_sha3_lengths(&sha3_512_test_hash, &sha3_512, SYMCRYPT_SHA3_512_BLOCK_SIZE);

  test_shake_vectors(&shake128_test,
		     "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
		     "43e41b45a653f2a5c4492c1add544512dda2529833462b71a41a45be97290b6f",
		     "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037",
		     "44c9fb359fd56ac0a9a75a743cff6862f17d7259ab075216c0699511643b6439");
  test_shake_vectors(&shake256_test,
		     "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f",
		     "ab0bae316339894304e35877b0c28a9b1fd166c796b9cc258a064a8f57e27f2a",
		     "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d",
		     "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb");
  test_shake_pieces(&shake128_test);
  test_shake_pieces(&shake256_test);
  test_shake_misuse(&shake128_test);
  test_shake_misuse(&shake256_test);
  test_kmac();
  test_cavp();
}
