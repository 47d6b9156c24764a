/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-test.c -- Salsa20, Salsa20/12, XSalsa20: eSTREAM and NaCl
   vectors, the cores and their variants, counter carries, chunking and
   alignment.  */
#include "testutils.h"
#include "variants.h"
#include "stream/salsa20-internal.h"
#include "stream-cores.h"

typedef void crypt_fn(struct symcrypt_salsa20_ctx *, size_t, uint8_t *,
		      const uint8_t *);

/* Encrypts PLAIN (zeros when NULL) and compares the first bytes with
   EXPECTED.  */
static void
test_prefix(crypt_fn *crypt, const struct tstring *key,
	    const struct tstring *nonce, const struct tstring *expected)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t out[64];
  ASSERT(expected->length <= sizeof(out));
  ASSERT_RC(symcrypt_salsa20_set_key(&ctx, key->length, key->data), SYMCRYPT_OK);
  symcrypt_salsa20_set_nonce(&ctx, nonce->data);
  memset(out, 0, sizeof(out));
  crypt(&ctx, expected->length, out, out);
  ASSERT_BYTES("salsa20 known answer", expected->length, out, expected->data);
}

/* eSTREAM-style: the keystream at the given byte offsets (multiples of
   64), each SEGMENT bytes long, from one long crypt call and from
   set_counter.  XOR_DIGEST, when given, is the XOR of all 64-byte
   blocks of the first TOTAL bytes.  */
static void
test_stream(const struct tstring *key, const struct tstring *nonce,
	    size_t total, unsigned n, const size_t *offsets,
	    const char *const *segments, const struct tstring *xor_digest)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t *stream = calloc(total, 1), digest[64], block[64];
  unsigned i;
  size_t j;

  ASSERT(stream);
  ASSERT_RC(symcrypt_salsa20_set_key(&ctx, key->length, key->data), SYMCRYPT_OK);
  symcrypt_salsa20_set_nonce(&ctx, nonce->data);
  symcrypt_salsa20_crypt(&ctx, total, stream, stream);
  for (i = 0; i < n; i++)
    {
      const struct tstring *seg = SHEX(segments[i]);
      ASSERT(offsets[i] + seg->length <= total);
      ASSERT_BYTES("salsa20 stream segment", seg->length, stream + offsets[i],
		   seg->data);
      /* Seeking to the block gives the same bytes.  */
      symcrypt_salsa20_set_counter(&ctx, offsets[i] / 64);
      memset(block, 0, sizeof(block));
      symcrypt_salsa20_crypt(&ctx, 64, block, block);
      ASSERT_BYTES("salsa20 seek", 64, block, seg->data);
    }
  if (xor_digest)
    {
      memset(digest, 0, sizeof(digest));
      for (j = 0; j < total; j++)
	digest[j % 64] ^= stream[j];
      ASSERT_BYTES("salsa20 xor digest", 64, digest, xor_digest->data);
    }
  free(stream);
}

static void
test_estream(void)
{
  /* eSTREAM Salsa20 verified.test-vectors (rev 210 of
     submissions/salsa20/full), as kept in GNU Nettle's
     testsuite/salsa20-test.c: the first 8 bytes.  */
  static const char *const prefixes[][3] = {
    { "80000000000000000000000000000000", "0000000000000000", "4DFA5E481DA23EA0" },
    { "00000000000000000000000000000000", "8000000000000000", "B66C1E4446DD9557" },
    { "0053A6F94C9FF24598EB3E91E4378ADD", "0D74DB42A91077DE", "05E1E7BEB697D999" },
    { "8000000000000000000000000000000000000000000000000000000000000000",
      "0000000000000000", "E3BE8FDD8BECA2E3" },
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "8000000000000000", "2ABA3DC45B494700" },
    { "0053A6F94C9FF24598EB3E91E4378ADD3083D6297CCF2275C81B6EC11467BA0D",
      "0D74DB42A91077DE", "F5FAD53F79F9DF58" },
  };
  static const size_t near[] = { 0, 192, 256, 448 };
  static const size_t far[] = { 0, 65472, 65536, 131008 };
  unsigned i;

  for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
    test_prefix(symcrypt_salsa20_crypt, SHEX(prefixes[i][0]),
		SHEX(prefixes[i][1]), SHEX(prefixes[i][2]));

  /* The same source: 128-bit key, set 1 vector 0, stream[0..63],
     [192..255], [256..319], [448..511] and the xor-digest of 512 bytes.  */
  {
    static const char *const seg[] = {
      "4DFA5E481DA23EA09A31022050859936DA52FCEE218005164F267CB65F5CFD7F"
      "2B4F97E0FF16924A52DF269515110A07F9E460BC65EF95DA58F740B7D1DBB0AA",
      "DA9C1581F429E0A00F7D67E23B730676783B262E8EB43A25F55FB90B3E753AEF"
      "8C6713EC66C51881111593CCB3E8CB8F8DE124080501EEEB389C4BCB6977CF95",
      "7D5789631EB4554400E1E025935DFA7B3E9039D61BDC58A8697D36815BF1985C"
      "EFDF7AE112E5BB81E37ECF0616CE7147FC08A93A367E08631F23C03B00A8DA2F",
      "B375703739DACED4DD4059FD71C3C47FC2F9939670FAD4A46066ADCC6A564578"
      "3308B90FFB72BE04A6B147CBE38CC0C3B9267C296A92A7C69873F9F263BE9703",
    };
    test_stream(SHEX("80000000000000000000000000000000"), SHEX("0000000000000000"),
		512, 4, near, seg,
		SHEX("F7A274D268316790A67EC058F45C0F2A067A99FCDE6236C0CEF8E056349FE54C"
		     "5F13AC74D2539570FD34FEAB06C572053949B59585742181A5A760223AFA22D4"));
  }
  /* 256-bit key 48494A4B...  */
  {
    static const char *const seg[] = {
      "53AD3698A011F779AD71030F3EFBEBA0A7EE3C55789681B1591EF33A7BE521ED"
      "68FC36E58F53FFD6E1369B00E390E973F656ACB097E0D603BE59A0B8F7975B98",
      "A04698274C6AC6EC03F66ED3F94C08B79FFDBF2A1610E6F5814905E73AD6D0D2"
      "8164EEB8450D8ED0BB4B644761B4351252DD5DDF00C31E3DABA0BC17691CCFDC",
      "B826C7F071E796D34E3BFFB3C96E76A1209388392806947C7F19B86D379FA3AE"
      "DFCD19EBF49803DACC6E577E5B97B0F6D2036B6624D8196C96FCF02C865D30C1",
      "B505D41E2C207FA1C0A0E93413DDCFFC9BECA8030AFFAC2466E56482DA0EF428"
      "E63880B5021D3051F18679505A2B9D4F9B2C5A2D271D276DE3F51DBEBA934436",
    };
    test_stream(SHEX("48494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364656667"),
		SHEX("0000000000000000"), 512, 4, near, seg,
		SHEX("7849651A820B1CDFE36D5D6632716534E0635EDEFD538122D80870B60FB055DB"
		     "637C7CA2B78B116F83AFF46E40F8F71D4CD6D2E1B750D5E011D1DF2E80F7210A"));
  }
  /* eSTREAM Salsa20 verified.test-vectors (rev 140), as kept in
     ObscurCore's Salsa20 tests: set 1 vector 9 (128-bit key) and set 6
     vector 0 with 128- and 256-bit keys at far stream positions.  */
  {
    static const char *const seg[] = {
      "0471076057830FB99202291177FBFE5D38C888944DF8917CAB82788B91B53D1C"
      "FB06D07A304B18BB763F888A61BB6B755CD58BEC9C4CFB7569CB91862E79C459",
    };
    test_stream(SHEX("00400000000000000000000000000000"), SHEX("0000000000000000"),
		64, 1, near, seg, NULL);
  }
  {
    static const char *const seg[] = {
      "05E1E7BEB697D999656BF37C1B978806735D0B903A6007BD329927EFBE1B0E2A"
      "8137C1AE291493AA83A821755BEE0B06CD14855A67E46703EBF8F3114B584CBA",
      "1A70A37B1C9CA11CD3BF988D3EE4612D15F1A08D683FCCC6558ECF2089388B8E"
      "555E7619BF82EE71348F4F8D0D2AE464339D66BFC3A003BF229C0FC0AB6AE1C6",
      "4ED220425F7DDB0C843232FB03A7B1C7616A50076FB056D3580DB13D2C295973"
      "D289CC335C8BC75DD87F121E85BB998166C2EF415F3F7A297E9E1BEE767F84E2",
      "E121F8377E5146BFAE5AEC9F422F474FD3E9C685D32744A76D8B307A682FCA1B"
      "6BF790B5B51073E114732D3786B985FD4F45162488FEEB04C8F26E27E0F6B5CD",
    };
    test_stream(SHEX("0053A6F94C9FF24598EB3E91E4378ADD"), SHEX("0D74DB42A91077DE"),
		131072, 4, far, seg, NULL);
  }
  {
    static const char *const seg[] = {
      "F5FAD53F79F9DF58C4AEA0D0ED9A9601F278112CA7180D565B420A48019670EA"
      "F24CE493A86263F677B46ACE1924773D2BB25571E1AA8593758FC382B1280B71",
      "B70C50139C63332EF6E77AC54338A4079B82BEC9F9A403DFEA821B83F7860791"
      "650EF1B2489D0590B1DE772EEDA4E3BCD60FA7CE9CD623D9D2FD5758B8653E70",
      "81582C65D7562B80AEC2F1A673A9D01C9F892A23D4919F6AB47B9154E08E699B"
      "4117D7C666477B60F8391481682F5D95D96623DBC489D88DAA6956B9F0646B6E",
      "A13FFA1208F8BF50900886FAAB40FD10E8CAA306E63DF39536A1564FB760B242"
      "A9D6A4628CDC878762834E27A541DA2A5E3B3445989C76F611E0FEC6D91ACACC",
    };
    test_stream(SHEX("0053A6F94C9FF24598EB3E91E4378ADD3083D6297CCF2275C81B6EC11467BA0D"),
		SHEX("0D74DB42A91077DE"), 131072, 4, far, seg, NULL);
  }
}

/* eSTREAM Salsa20/12 verified.test-vectors (rev 210 of
   submissions/salsa20/reduced/12-rounds), as kept in GNU Nettle's
   testsuite/salsa20-test.c: the first 8 bytes.  */
static void
test_salsa20r12(void)
{
  static const char *const v[][3] = {
    { "80000000000000000000000000000000", "0000000000000000", "FC207DBFC76C5E17" },
    { "00400000000000000000000000000000", "0000000000000000", "6C11A3F95FEC7F48" },
    { "09090909090909090909090909090909", "0000000000000000", "78E11FC333DEDE88" },
    { "1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B1B", "0000000000000000", "A67474611DF551FF" },
    { "8000000000000000000000000000000000000000000000000000000000000000",
      "0000000000000000", "AFE411ED1C4E07E4" },
    { "0053A6F94C9FF24598EB3E91E4378ADD3083D6297CCF2275C81B6EC11467BA0D",
      "0D74DB42A91077DE", "52E20CF8775AE882" },
  };
  unsigned i;
  for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
    test_prefix(symcrypt_salsa20r12_crypt, SHEX(v[i][0]), SHEX(v[i][1]),
		SHEX(v[i][2]));
}

/* XSalsa20 and HSalsa20 from NaCl's tests (kept in libsodium's
   test/default): core1 and core2 derive firstkey and secondkey, stream3
   and stream4 encrypt with firstkey and the 24-byte nonce.  The
   stream4 plaintext and ciphertext (163 bytes) are as in node-sodium's
   test/test_crypto_stream.js.  */
static void
test_xsalsa20(void)
{
  const struct tstring *shared
    = SHEX("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
  const struct tstring *firstkey
    = SHEX("1b27556473e985d462cd51197a9a46c76009549eac6474f206c4ee0844f68389");
  const struct tstring *secondkey
    = SHEX("dc908dda0b9344a953629b733820778880f3ceb421bb61b91cbd4c3e66256ce4");
  const struct tstring *nonce
    = SHEX("69696ee955b62b73cd62bda875fc73d68219e0036b7a0b37");
  const struct tstring *plain = SHEX(
    "0000000000000000000000000000000000000000000000000000000000000000"
    "be075fc53c81f2d5cf141316ebeb0c7b5228c52a4c62cbd44b66849b64244ffc"
    "e5ecbaaf33bd751a1ac728d45e6c61296cdc3c01233561f41db66cce314adb31"
    "0e3be8250c46f06dceea3a7fa1348057e2f6556ad6b1318a024a838f21af1fde"
    "048977eb48f59ffd4924ca1c60902e52f0a089bc76897040e082f93776384864"
    "5e0705");
  const struct tstring *cipher = SHEX(
    "eea6a7251c1e72916d11c2cb214d3c252539121d8e234e652d651fa4c8cff880"
    "8e993b9f48681273c29650ba32fc76ce48332ea7164d96a4476fb8c531a1186a"
    "c0dfc17c98dce87b4da7f011ec48c97271d2c20f9b928fe2270d6fb863d51738"
    "b48eeee314a7cc8ab932164548e526ae90224368517acfeabd6bb3732bc0e9da"
    "99832b61ca01b6de56244a9e88d5f9b37973f622a43d14a6599b1f654cb45a74"
    "e355a5");
  struct symcrypt_salsa20_ctx ctx, ref;
  uint8_t key[32], out[163], expected[163];

  symcrypt_hsalsa20(key, shared->data, SHEX("00000000000000000000000000000000")->data);
  ASSERT_BYTES("hsalsa20 core1", 32, key, firstkey->data);
  symcrypt_hsalsa20(key, firstkey->data, nonce->data);
  ASSERT_BYTES("hsalsa20 core2", 32, key, secondkey->data);

  ASSERT(plain->length == sizeof(out) && cipher->length == sizeof(out));
  symcrypt_xsalsa20_set_key_nonce(&ctx, firstkey->data, nonce->data);
  symcrypt_salsa20_crypt(&ctx, sizeof(out), out, plain->data);
  ASSERT_BYTES("xsalsa20 stream4", sizeof(out), out, cipher->data);

  /* stream2: Salsa20 with secondkey and the last 8 nonce bytes is the
     same stream.  */
  symcrypt_salsa20_set_key(&ref, 32, secondkey->data);
  symcrypt_salsa20_set_nonce(&ref, nonce->data + 16);
  symcrypt_salsa20_crypt(&ref, sizeof(expected), expected, plain->data);
  ASSERT_BYTES("xsalsa20 as salsa20", sizeof(out), out, expected);
}

/* Every hsalsa20_words variant against the C one-block core (its
   output less the input), on random keys and inputs at any
   alignment.  */
static void
test_hsalsa_variants(void)
{
  static const uint32_t sigma[4] = {
    SALSA20_SIGMA0, SALSA20_SIGMA1, SALSA20_SIGMA2, SALSA20_SIGMA3
  };
  const struct symcrypt_variant *v;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_hsalsa20_words))
    {
      unsigned trial;

      for (trial = 0; trial < 200; trial++)
	{
	  uint8_t *key = test_buf_alloc(32, (unsigned) test_rand_below(64));
	  uint8_t *in = test_buf_alloc(16, (unsigned) test_rand_below(64));
	  uint32_t *low = (uint32_t *)
	    test_buf_alloc(16, 4 * (unsigned) test_rand_below(16));
	  uint32_t *high = (uint32_t *)
	    test_buf_alloc(16, 4 * (unsigned) test_rand_below(16));
	  uint32_t state[16], block[16], expected[8];
	  uint8_t key_copy[32], in_copy[16];
	  unsigned i;

	  test_rand_fill(32, key);
	  test_rand_fill(16, in);
	  memcpy(key_copy, key, 32);
	  memcpy(in_copy, in, 16);
	  for (i = 0; i < 4; i++)
	    {
	      state[5 * i] = sigma[i];
	      state[1 + i] = le_read_uint32(key + 4 * i);
	      state[6 + i] = le_read_uint32(in + 4 * i);
	      state[11 + i] = le_read_uint32(key + 16 + 4 * i);
	    }
	  _symcrypt_salsa20_core_c(block, state, 20);
	  for (i = 0; i < 4; i++)
	    {
	      expected[i] = block[5 * i] - state[5 * i];
	      expected[4 + i] = block[6 + i] - state[6 + i];
	    }
	  VARIANT_FN(hsalsa20_words, v)(low, high, key, in);
	  if (memcmp(low, expected, 16) != 0
	      || memcmp(high, expected + 4, 16) != 0)
	    FAIL("hsalsa20_words %s, trial %u: output differs", v->label,
		 trial);
	  ASSERT(memcmp(key, key_copy, 32) == 0
		 && memcmp(in, in_copy, 16) == 0);
	  test_buf_check((uint8_t *) low);
	  test_buf_check((uint8_t *) high);
	  test_buf_free((uint8_t *) high);
	  test_buf_free((uint8_t *) low);
	  test_buf_free(in);
	  test_buf_free(key);
	}
      if (test_verbose)
	fprintf(stderr, "hsalsa20_words %s: ok\n", v->label);
    }
}

static void
test_bad_key(void)
{
  struct symcrypt_salsa20_ctx ctx, saved;
  uint8_t key[33] = { 1 };
  size_t length;
  memset(&ctx, 0x33, sizeof(ctx));
  saved = ctx;
  for (length = 0; length <= 33; length++)
    if (length != 16 && length != 32)
      {
	ASSERT_RC(symcrypt_salsa20_set_key(&ctx, length, key), SYMCRYPT_EINVAL);
	ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
      }
}

/* The cores, with their widths.  */
static const struct test_stream_core cores[] = {
  { SYMCRYPT_FN_salsa20_core, 1 }, { SYMCRYPT_FN_salsa20_2core, 2 },
  { SYMCRYPT_FN_salsa20_4core, 4 }, { SYMCRYPT_FN_salsa20_8core, 8 },
  { SYMCRYPT_FN_salsa20_9core, 9 }, { SYMCRYPT_FN_salsa20_16core, 16 },
};
#define N_CORES (sizeof(cores) / sizeof(cores[0]))

/* Both round counts against the reference: random lengths up to 4 KiB
   and a few of 1 MiB, every alignment of src and dst (rounds 0..63 see
   each once), counters near a carry inside a multi-block call, in
   place or not, from inside a block.  */
static void
test_crypt_random(void)
{
  unsigned round;
  for (round = 0; round < 303; round++)
    {
      unsigned rounds = round % 2 ? 12 : 20;
      crypt_fn *crypt = rounds == 12 ? symcrypt_salsa20r12_crypt
	: symcrypt_salsa20_crypt;
      size_t length = round < 100 ? round * 7
	: round < 300 ? test_rand_below(4097)
	: ((size_t) 1 << 20) + test_rand_below(128);
      size_t skip = test_rand_below(64);
      int in_place = round % 3 == 0;
      unsigned src_align = round % 64, dst_align = (round * 37 + 5) % 64;
      uint8_t key[32], nonce[8], tmp[64];
      uint64_t counter = round % 4 < 2 ? 0xffffffff - test_rand_below(9) : test_rand();
      struct symcrypt_salsa20_ctx ctx;
      uint8_t *src = test_buf_alloc(length, src_align);
      uint8_t *dst = in_place ? src : test_buf_alloc(length, dst_align);
      uint8_t *stream = test_buf_alloc(skip + length, 0);
      uint8_t *expected = test_buf_alloc(length, 0);
      size_t i;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, src);
      symcrypt_salsa20_set_key(&ctx, round % 5 ? 32 : 16, key);
      symcrypt_salsa20_set_nonce(&ctx, nonce);
      symcrypt_salsa20_set_counter(&ctx, counter);
      test_stream_reference(_symcrypt_salsa20_core_c, 8, ctx.state, rounds,
			    counter, skip + length, stream);
      for (i = 0; i < length; i++)
	expected[i] = src[i] ^ stream[skip + i];
      crypt(&ctx, skip, tmp, tmp);
      crypt(&ctx, length, dst, src);
      ASSERT_BYTES("salsa20 random", length, dst, expected);
      test_buf_check(dst);
      test_buf_check(src);
      {
	uint64_t next = counter + (skip + length + 63) / 64;
	ASSERT(ctx.state[8] == (uint32_t) next
	       && ctx.state[9] == (uint32_t) (next >> 32));
      }
      test_buf_free(expected);
      test_buf_free(stream);
      if (!in_place)
	test_buf_free(dst);
      test_buf_free(src);
    }
}

/* Every split of a 200-byte message into two calls, both round counts.  */
static void
test_chunking(void)
{
  uint8_t key[16], nonce[8], msg[200], whole[200], parts[200];
  struct symcrypt_salsa20_ctx ctx;
  size_t split;
  int r;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  test_rand_fill(sizeof(msg), msg);
  symcrypt_salsa20_set_key(&ctx, sizeof(key), key);
  for (r = 0; r < 2; r++)
    {
      crypt_fn *crypt = r ? symcrypt_salsa20r12_crypt : symcrypt_salsa20_crypt;
      symcrypt_salsa20_set_nonce(&ctx, nonce);
      crypt(&ctx, sizeof(msg), whole, msg);
      for (split = 0; split <= sizeof(msg); split++)
	{
	  symcrypt_salsa20_set_nonce(&ctx, nonce);
	  crypt(&ctx, split, parts, msg);
	  crypt(&ctx, sizeof(msg) - split, parts + split, msg + split);
	  ASSERT_BYTES("salsa20 chunked", sizeof(msg), parts, whole);
	}
      /* set_counter discards the leftover keystream.  */
      crypt(&ctx, 10, parts, msg);
      symcrypt_salsa20_set_counter(&ctx, 1);
      crypt(&ctx, 64, parts + 64, msg + 64);
      ASSERT_BYTES("salsa20 set_counter", 64, parts + 64, whole + 64);
    }
}

/* The public cores with DST == SRC give what they give out of place
   (the dispatched variant; test_stream_cores covers every variant).  */
static void
test_public_cores_in_place(void)
{
  static void (*const cores[])(uint32_t *, const uint32_t *, unsigned) = {
    symcrypt_salsa20_core, symcrypt_salsa20_2core,
  };
  unsigned n, trial, i;

  for (n = 0; n < 2; n++)
    for (trial = 0; trial < 20; trial++)
      {
	uint32_t state[16], expected[32], buf[32];
	for (i = 0; i < 16; i++)
	  state[i] = (uint32_t) test_rand();
	if (trial % 2)
	  state[8] = 0xffffffff;
	cores[n](expected, state, 20);
	memcpy(buf, state, sizeof(state));
	cores[n](buf, buf, 20);
	if (memcmp(buf, expected, 64 * (n + 1)) != 0)
	  FAIL("symcrypt_salsa20_%ucore in place", n + 1);
      }
}

void
test_main(void)
{
  /* The variants called directly are the same under every override
     and model row: once a stage (tests/testutils.h).  */
  int every_variant = !test_later_pass();

  test_estream();
  test_salsa20r12();
  test_xsalsa20();
  if (every_variant)
    test_hsalsa_variants();
  test_bad_key();
  if (every_variant)
    test_stream_cores("salsa20", cores, N_CORES, 8,
		      _symcrypt_salsa20_core_c);
  test_public_cores_in_place();
  if (every_variant)
    {
      test_stream_crypt_n("salsa20", SYMCRYPT_FN_salsa20_crypt_8core, 8,
			  _symcrypt_salsa20_8core_c, 8, _symcrypt_salsa20_core_c);
      test_stream_crypt_n("salsa20", SYMCRYPT_FN_salsa20_crypt_9core, 9,
			  _symcrypt_salsa20_9core_c, 8, _symcrypt_salsa20_core_c);
      test_stream_crypt_n("salsa20", SYMCRYPT_FN_salsa20_crypt_16core, 16,
			  _symcrypt_salsa20_16core_c, 8, _symcrypt_salsa20_core_c);
      test_stream_crypt1("salsa20", SYMCRYPT_FN_salsa20_crypt1, 8,
			 _symcrypt_salsa20_core_c);
    }
  test_stream_widths("salsa20", _symcrypt_salsa20_widths);
  test_crypt_random();
  if (every_variant)
    test_stream_loop("salsa20", cores, N_CORES, 8, _symcrypt_salsa20_core_c);
  test_chunking();
}
