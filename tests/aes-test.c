/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-test.c -- AES: FIPS 197 and SP 800-38A vectors for ECB, CBC and
   CTR with the three key sizes, chunking of CTR, the 128-bit counter
   wrap, bad lengths and directions, and every variant of the block
   functions against the C twin.  */
#include "testutils.h"
#include "variants.h"
#include "aes/aes-internal.h"

/* The three key sizes behind one interface.  */
struct aes_size
{
  unsigned bits;
  void (*set_encrypt_key)(void *ctx, const uint8_t *key);
  void (*set_decrypt_key)(void *ctx, const uint8_t *key);
  int (*encrypt)(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src);
  int (*decrypt)(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src);
  int (*cbc_encrypt)(const void *ctx, uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src);
  int (*cbc_decrypt)(const void *ctx, uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src);
  void (*ctr_set_key)(void *ctx, const uint8_t *key);
  void (*ctr_set_counter)(void *ctx, const uint8_t *block);
  void (*ctr_crypt)(void *ctx, size_t length, uint8_t *dst, const uint8_t *src);
  size_t ctx_size, ctr_ctx_size;
};

#define SIZE(bits) {							\
    bits,								\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_encrypt_key, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_decrypt_key, \
    (int (*)(const void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_encrypt, \
    (int (*)(const void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_decrypt, \
    (int (*)(const void *, uint8_t *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_cbc_encrypt, \
    (int (*)(const void *, uint8_t *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_cbc_decrypt, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_key, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_counter, \
    (void (*)(void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_ctr_crypt, \
    sizeof(struct symcrypt_aes##bits##_ctx),				\
    sizeof(struct symcrypt_aes##bits##_ctr_ctx)				\
  }

static const struct aes_size sizes[3] = { SIZE(128), SIZE(192), SIZE(256) };

/* Room for any context.  */
union any_ctx
{
  struct symcrypt_aes256_ctx aes;
  struct symcrypt_aes256_ctr_ctx ctr;
  uint64_t align;
};

/* FIPS 197, Appendix C: the example vectors of the three key sizes.  */
static void
test_fips197(void)
{
  static const char *const cipher[3] = {
    "69c4e0d86a7b0430d8cdb78070b4c55a",
    "dda97ca4864cdfe06eaf70a0ec0d7191",
    "8ea2b7ca516745bfeafc49904b496089",
  };
  const struct tstring *key = SHEX("000102030405060708090a0b0c0d0e0f"
				   "101112131415161718191a1b1c1d1e1f");
  const struct tstring *plain = SHEX("00112233445566778899aabbccddeeff");
  unsigned s;

  for (s = 0; s < 3; s++)
    {
      union any_ctx ctx;
      uint8_t out[16];
      sizes[s].set_encrypt_key(&ctx, key->data);
      ASSERT_RC(sizes[s].encrypt(&ctx, 16, out, plain->data), SYMCRYPT_OK);
      ASSERT_BYTES("FIPS 197 encrypt", 16, out, SHEX(cipher[s])->data);
      sizes[s].set_decrypt_key(&ctx, key->data);
      ASSERT_RC(sizes[s].decrypt(&ctx, 16, out, out), SYMCRYPT_OK);
      ASSERT_BYTES("FIPS 197 decrypt", 16, out, plain->data);
    }
}

/* NIST SP 800-38A, Appendix F.1, F.2 and F.5: the four blocks of its
   plaintext under ECB, CBC and CTR, with each key size.  */
static const char sp800_38a_plain[] =
  "6bc1bee22e409f96e93d7e117393172a" "ae2d8a571e03ac9c9eb76fac45af8e51"
  "30c81c46a35ce411e5fbc1191a0a52ef" "f69f2445df4f9b17ad2b417be66c3710";
static const char *const sp800_38a_key[3] = {
  "2b7e151628aed2a6abf7158809cf4f3c",
  "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
  "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
};
static const char *const sp800_38a_ecb[3] = {
  "3ad77bb40d7a3660a89ecaf32466ef97" "f5d3d58503b9699de785895a96fdbaaf"
  "43b1cd7f598ece23881b00e3ed030688" "7b0c785e27e8ad3f8223207104725dd4",
  "bd334f1d6e45f25ff712a214571fa5cc" "974104846d0ad3ad7734ecb3ecee4eef"
  "ef7afd2270e2e60adce0ba2face6444e" "9a4b41ba738d6c72fb16691603c18e0e",
  "f3eed1bdb5d2a03c064b5a7e3db181f8" "591ccb10d410ed26dc5ba74a31362870"
  "b6ed21b99ca6f4f9f153e7b1beafed1d" "23304b7a39f9f3ff067d8d8f9e24ecc7",
};
static const char *const sp800_38a_cbc[3] = {
  "7649abac8119b246cee98e9b12e9197d" "5086cb9b507219ee95db113a917678b2"
  "73bed6b8e3c1743b7116e69e22229516" "3ff1caa1681fac09120eca307586e1a7",
  "4f021db243bc633d7178183a9fa071e8" "b4d9ada9ad7dedf4e5e738763f69145a"
  "571b242012fb7ae07fa9baac3df102e0" "08b0e27988598881d920a9e64f5615cd",
  "f58c4c04d6e5f1ba779eabfb5f7bfbd6" "9cfc4e967edb808d679f777bc6702c7d"
  "39f23369a9d9bacfa530e26304231461" "b2eb05e2c39be9fcda6c19078c6a9d1b",
};
static const char *const sp800_38a_ctr[3] = {
  "874d6191b620e3261bef6864990db6ce" "9806f66b7970fdff8617187bb9fffdff"
  "5ae4df3edbd5d35e5b4f09020db03eab" "1e031dda2fbe03d1792170a0f3009cee",
  "1abc932417521ca24f2b0459fe7e6e0b" "090339ec0aa6faefd5ccc2c6f4ce8e94"
  "1e36b26bd1ebc670d1bd1d665620abf7" "4f78a7f6d29809585a97daec58c6b050",
  "601ec313775789a5b7a7f504bbf3d228" "f443e3ca4d62b59aca84e990cacaf5c5"
  "2b0930daa23de94ce87017ba2d84988d" "dfc9c58db67aada613c2dd08457941a6",
};

static void
test_sp800_38a(void)
{
  const struct tstring *plain = SHEX(sp800_38a_plain);
  const struct tstring *iv0 = SHEX("000102030405060708090a0b0c0d0e0f");
  const struct tstring *counter0 = SHEX("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  unsigned s, split;

  for (s = 0; s < 3; s++)
    {
      const uint8_t *key = SHEX(sp800_38a_key[s])->data;
      const uint8_t *ecb = SHEX(sp800_38a_ecb[s])->data;
      const uint8_t *cbc = SHEX(sp800_38a_cbc[s])->data;
      const uint8_t *ctr = SHEX(sp800_38a_ctr[s])->data;
      union any_ctx ctx;
      uint8_t *out = test_buf_alloc(64, 3), iv[16];

      sizes[s].set_encrypt_key(&ctx, key);
      ASSERT_RC(sizes[s].encrypt(&ctx, 64, out, plain->data), SYMCRYPT_OK);
      ASSERT_BYTES("ECB encrypt", 64, out, ecb);
      /* Chained CBC calls: the IV carries the last block.  */
      memcpy(iv, iv0->data, 16);
      ASSERT_RC(sizes[s].cbc_encrypt(&ctx, iv, 16, out, plain->data), SYMCRYPT_OK);
      ASSERT_RC(sizes[s].cbc_encrypt(&ctx, iv, 48, out + 16, plain->data + 16),
		SYMCRYPT_OK);
      ASSERT_BYTES("CBC encrypt", 64, out, cbc);
      ASSERT_BYTES("CBC IV out", 16, iv, cbc + 48);

      sizes[s].set_decrypt_key(&ctx, key);
      ASSERT_RC(sizes[s].decrypt(&ctx, 64, out, ecb), SYMCRYPT_OK);
      ASSERT_BYTES("ECB decrypt", 64, out, plain->data);
      memcpy(iv, iv0->data, 16);
      memcpy(out, cbc, 64);
      ASSERT_RC(sizes[s].cbc_decrypt(&ctx, iv, 32, out, out), SYMCRYPT_OK);
      ASSERT_RC(sizes[s].cbc_decrypt(&ctx, iv, 32, out + 32, out + 32),
		SYMCRYPT_OK);
      ASSERT_BYTES("CBC decrypt in place", 64, out, plain->data);
      ASSERT_BYTES("CBC decrypt IV out", 16, iv, cbc + 48);

      /* CTR, in two calls split anywhere.  */
      for (split = 0; split <= 64; split++)
	{
	  sizes[s].ctr_set_key(&ctx, key);
	  sizes[s].ctr_set_counter(&ctx, counter0->data);
	  sizes[s].ctr_crypt(&ctx, split, out, plain->data);
	  sizes[s].ctr_crypt(&ctx, 64 - split, out + split, plain->data + split);
	  ASSERT_BYTES("CTR", 64, out, ctr);
	}
      test_buf_check(out);
      test_buf_free(out);
    }
}

/* Any chunking of CTR gives the bytes of one call, and set_counter
   discards the keystream left.  */
static void
test_ctr_chunks(void)
{
  enum { LENGTH = 1000 };
  uint8_t key[32], counter[16];
  uint8_t *src = test_buf_alloc(LENGTH, 0), *one = test_buf_alloc(LENGTH, 1);
  uint8_t *chunked = test_buf_alloc(LENGTH, 7);
  unsigned s, trial;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 40; trial++)
      {
	union any_ctx ctx;
	size_t done = 0;
	test_rand_fill(sizeof(key), key);
	test_rand_fill(sizeof(counter), counter);
	test_rand_fill(LENGTH, src);
	sizes[s].ctr_set_key(&ctx, key);
	sizes[s].ctr_set_counter(&ctx, counter);
	sizes[s].ctr_crypt(&ctx, LENGTH, one, src);

	sizes[s].ctr_set_key(&ctx, key);
	/* A partial block of another counter, to be discarded.  */
	sizes[s].ctr_crypt(&ctx, 5, chunked, src);
	sizes[s].ctr_set_counter(&ctx, counter);
	while (done < LENGTH)
	  {
	    size_t n = test_rand_below(trial < 20 ? 20 : 100);
	    if (n > LENGTH - done)
	      n = LENGTH - done;
	    /* In place for some of the chunks.  */
	    if (n % 2)
	      {
		memcpy(chunked + done, src + done, n);
		sizes[s].ctr_crypt(&ctx, n, chunked + done, chunked + done);
	      }
	    else
	      sizes[s].ctr_crypt(&ctx, n, chunked + done, src + done);
	    done += n;
	  }
	ASSERT_BYTES("CTR chunked", LENGTH, chunked, one);
      }
  test_buf_check(chunked);
  test_buf_check(one);
  test_buf_free(src);
  test_buf_free(one);
  test_buf_free(chunked);
}

/* The counter is all 16 bytes: from ff..fe, the blocks are ff..fe,
   ff..ff, 00..00, 00..01, whose keystreams ECB gives.  */
static void
test_ctr_wrap(void)
{
  uint8_t key[32], counter[16], blocks[64], expected[64], out[64];
  unsigned s, b;

  test_rand_fill(sizeof(key), key);
  for (s = 0; s < 3; s++)
    {
      union any_ctx ecb, ctr;
      memset(counter, 0xff, 16);
      counter[15] = 0xfe;
      for (b = 0; b < 4; b++)
	{
	  memset(blocks + 16 * b, b < 2 ? 0xff : 0, 16);
	  blocks[16 * b + 15] = (uint8_t) (b < 2 ? 0xfe + b : b - 2);
	}
      sizes[s].set_encrypt_key(&ecb, key);
      ASSERT_RC(sizes[s].encrypt(&ecb, 64, expected, blocks), SYMCRYPT_OK);
      memset(out, 0, sizeof(out));
      sizes[s].ctr_set_key(&ctr, key);
      sizes[s].ctr_set_counter(&ctr, counter);
      sizes[s].ctr_crypt(&ctr, 40, out, out);
      sizes[s].ctr_crypt(&ctr, 24, out + 40, out + 40);
      ASSERT_BYTES("CTR across 2^128", 64, out, expected);
    }
}

/* Lengths that are no multiple of 16 and contexts of the other
   direction are rejected, with nothing written.  */
static void
test_bad_input(void)
{
  uint8_t key[32], iv[16], iv_copy[16], src[48], dst[48], pattern[48];
  unsigned s;
  size_t length;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(src), src);
  test_rand_fill(sizeof(iv), iv);
  memcpy(iv_copy, iv, 16);
  memset(pattern, 0xa5, sizeof(pattern));
  for (s = 0; s < 3; s++)
    {
      union any_ctx enc, dec;
      sizes[s].set_encrypt_key(&enc, key);
      sizes[s].set_decrypt_key(&dec, key);
      for (length = 1; length < 48; length++)
	{
	  int good = length % 16 == 0;
	  if (good)
	    continue;
	  memcpy(dst, pattern, sizeof(dst));
	  ASSERT_RC(sizes[s].encrypt(&enc, length, dst, src), SYMCRYPT_EINVAL);
	  ASSERT_RC(sizes[s].decrypt(&dec, length, dst, src), SYMCRYPT_EINVAL);
	  ASSERT_RC(sizes[s].cbc_encrypt(&enc, iv, length, dst, src), SYMCRYPT_EINVAL);
	  ASSERT_RC(sizes[s].cbc_decrypt(&dec, iv, length, dst, src), SYMCRYPT_EINVAL);
	  ASSERT_BYTES("nothing written", sizeof(dst), dst, pattern);
	  ASSERT_BYTES("IV unchanged", 16, iv, iv_copy);
	}
      memcpy(dst, pattern, sizeof(dst));
      ASSERT_RC(sizes[s].encrypt(&dec, 16, dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(sizes[s].decrypt(&enc, 16, dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(sizes[s].cbc_encrypt(&dec, iv, 16, dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(sizes[s].cbc_decrypt(&enc, iv, 16, dst, src), SYMCRYPT_EINVAL);
      ASSERT_BYTES("nothing written", sizeof(dst), dst, pattern);
      ASSERT_BYTES("IV unchanged", 16, iv, iv_copy);
      /* Zero bytes are fine.  */
      ASSERT_RC(sizes[s].encrypt(&enc, 0, dst, src), SYMCRYPT_OK);
      ASSERT_RC(sizes[s].cbc_decrypt(&dec, iv, 0, dst, src), SYMCRYPT_OK);
      ASSERT_BYTES("IV unchanged", 16, iv, iv_copy);
    }
}

/* ECB and CBC round trips at random lengths, alignments, in place;
   CBC decryption against its definition from ECB.  */
static void
test_round_trips(void)
{
  enum { MAX = 2048 };
  uint8_t *src = test_buf_alloc(MAX, 0), *dst = test_buf_alloc(MAX, 5);
  uint8_t *back = test_buf_alloc(MAX, 11);
  uint8_t key[32], iv[16], iv2[16];
  unsigned s, trial;
  size_t i;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 30; trial++)
      {
	union any_ctx enc, dec;
	size_t length = 16 * test_rand_below(MAX / 16 + 1);
	test_rand_fill(sizeof(key), key);
	test_rand_fill(length, src);
	test_rand_fill(sizeof(iv), iv);
	sizes[s].set_encrypt_key(&enc, key);
	sizes[s].set_decrypt_key(&dec, key);
	ASSERT_RC(sizes[s].encrypt(&enc, length, dst, src), SYMCRYPT_OK);
	ASSERT_RC(sizes[s].decrypt(&dec, length, back, dst), SYMCRYPT_OK);
	ASSERT_BYTES("ECB round trip", length, back, src);
	/* Block by block gives the same.  */
	for (i = 0; i < length; i += 16)
	  {
	    ASSERT_RC(sizes[s].encrypt(&enc, 16, back + i, src + i), SYMCRYPT_OK);
	    ASSERT_BYTES("ECB one block", 16, back + i, dst + i);
	  }
	memcpy(iv2, iv, 16);
	ASSERT_RC(sizes[s].cbc_encrypt(&enc, iv, length, dst, src), SYMCRYPT_OK);
	memcpy(back, dst, length);
	ASSERT_RC(sizes[s].cbc_decrypt(&dec, iv2, length, back, back), SYMCRYPT_OK);
	ASSERT_BYTES("CBC round trip", length, back, src);
	ASSERT_BYTES("CBC IV", 16, iv2, iv);
      }
  test_buf_check(src);
  test_buf_check(dst);
  test_buf_check(back);
  test_buf_free(src);
  test_buf_free(dst);
  test_buf_free(back);
}

/* Every variant of the AES functions against the C twin, with real
   key schedules (the decryption keys for aes_decrypt_blocks), at
   random block counts and alignments, in place, with the counters
   about to wrap within the first sixteen blocks (one turn of
   x86_64/vaes).  */
static void
test_variants(void)
{
  enum { MAX_BLOCKS = 70 };
  static const unsigned functions[] = {
    SYMCRYPT_FN_aes_encrypt_blocks, SYMCRYPT_FN_aes_decrypt_blocks,
    SYMCRYPT_FN_aes_ctr_blocks, SYMCRYPT_FN_aes_ctr32_blocks,
    SYMCRYPT_FN_aes_ctr32le_blocks,
  };
  uint8_t *src = test_buf_alloc(16 * MAX_BLOCKS, 0);
  uint8_t *ref = test_buf_alloc(16 * MAX_BLOCKS, 0);
  uint8_t *out = test_buf_alloc(16 * MAX_BLOCKS + 16, 0);
  uint8_t keys[16 * 15], key[32], counter[16], ref_counter[16], var_counter[16];
  unsigned f, s, trial, calls = 0;

  for (f = 0; f < sizeof(functions) / sizeof(functions[0]); f++)
    {
      unsigned id = functions[f];
      const struct symcrypt_variant *v, *c = test_variant_c(id);
      for (FOR_EACH_VARIANT(v, id))
	for (s = 0; s < 3; s++)
	  for (trial = 0; trial < 20; trial++)
	    {
	      unsigned nr = 10 + 2 * s;
	      size_t blocks = test_rand_below(MAX_BLOCKS + 1);
	      unsigned align = (unsigned) test_rand_below(16);
	      int in_place = trial % 3 == 0;
	      uint8_t *dst = out + align;
	      test_rand_fill(sizeof(key), key);
	      test_rand_fill(16 * blocks, src);
	      test_rand_fill(16, counter);
	      /* Near the wraps of 2^32, 2^64 (a carry into the high
		 half only) and 2^128.  */
	      if (trial % 4 == 1)
		memset(counter + 12, 0xff, 4);
	      if (trial % 4 == 2)
		memset(counter, 0xff, 16);
	      if (trial % 4 == 3)
		memset(counter + 8, 0xff, 8);
	      counter[15] -= (uint8_t) test_rand_below(16);
	      /* RFC 8452's counter, in the first 4 bytes.  */
	      if (trial % 4 == 1)
		memset(counter, 0xff, 4);
	      counter[0] -= (uint8_t) test_rand_below(16);
	      if (id == SYMCRYPT_FN_aes_decrypt_blocks)
		_symcrypt_aes_decrypt_keys(keys, nr, key);
	      else
		_symcrypt_aes_encrypt_keys(keys, nr, key);
	      memcpy(ref_counter, counter, 16);
	      memcpy(var_counter, counter, 16);
	      if (id == SYMCRYPT_FN_aes_ctr_blocks || id == SYMCRYPT_FN_aes_ctr32_blocks
		  || id == SYMCRYPT_FN_aes_ctr32le_blocks)
		{
		  VARIANT_FN(aes_ctr_blocks, c)(keys, nr, ref_counter, blocks, ref, src);
		  if (in_place)
		    memcpy(dst, src, 16 * blocks);
		  VARIANT_FN(aes_ctr_blocks, v)(keys, nr, var_counter, blocks, dst,
						in_place ? dst : src);
		  ASSERT_BYTES("counter after", 16, var_counter, ref_counter);
		}
	      else
		{
		  VARIANT_FN(aes_encrypt_blocks, c)(keys, nr, blocks, ref, src);
		  if (in_place)
		    memcpy(dst, src, 16 * blocks);
		  VARIANT_FN(aes_encrypt_blocks, v)(keys, nr, blocks, dst,
						    in_place ? dst : src);
		}
	      if (test_verbose && trial == 0 && s == 0)
		fprintf(stderr, "%s (%s)\n", _symcrypt_function_info(id)->name,
			v->label);
	      ASSERT_BYTES(_symcrypt_function_info(id)->name, 16 * blocks, dst, ref);
	      calls++;
	    }
    }
  ASSERT(calls > 0);
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(out);
}

/* aes_encrypt_keys: every variant against the C twin on random keys
   of each size, the keys written into a buffer at a random alignment
   between guard bytes (the schedule of 192-bit keys ends within a
   step of six words: nothing may be written after its 13th key).  */
static void
test_key_variants(void)
{
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_aes_encrypt_keys);
  uint8_t ref[16 * 15], key[32 + 15];
  unsigned s, trial, calls = 0;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_aes_encrypt_keys))
    for (s = 0; s < 3; s++)
      for (trial = 0; trial < 50; trial++)
	{
	  unsigned nr = 10 + 2 * s;
	  size_t size = 16 * (nr + 1);
	  unsigned align = (unsigned) test_rand_below(16);
	  uint8_t *keys = test_buf_alloc(size, align);
	  test_rand_fill(sizeof(key), key);
	  VARIANT_FN(aes_encrypt_keys, c)(ref, nr, key + align);
	  VARIANT_FN(aes_encrypt_keys, v)(keys, nr, key + align);
	  if (test_verbose && trial == 0)
	    fprintf(stderr, "aes_encrypt_keys nr %u (%s)\n", nr, v->label);
	  ASSERT_BYTES("aes_encrypt_keys", size, keys, ref);
	  test_buf_check(keys);
	  test_buf_free(keys);
	  calls++;
	}
  ASSERT(calls > 0);
}

/* aes_cbc_decrypt_blocks: the C twin against a block at a time (its
   chunks of 32 blocks crossed), then every variant against the C twin,
   at random block counts (up to 300: the wide variants' last turns and
   their tails), key sizes and alignments of SRC and DST, in place or
   not, with the IV after the call.  The buffers have exactly the
   blocks' size, between guard bytes.  */
static void
test_cbc_variants(void)
{
  enum { MAX_BLOCKS = 300 };
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_aes_cbc_decrypt_blocks);
  uint8_t keys[16 * 15], key[32], iv[16], ref_iv[16], var_iv[16], block[16];
  unsigned s, trial, calls = 0;
  size_t i;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_aes_cbc_decrypt_blocks))
    for (s = 0; s < 3; s++)
      for (trial = 0; trial < 40; trial++)
	{
	  unsigned nr = 10 + 2 * s;
	  size_t blocks = trial < 20 ? trial : test_rand_below(MAX_BLOCKS + 1);
	  int in_place = trial % 3 == 0;
	  uint8_t *src = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	  uint8_t *ref = test_buf_alloc(16 * blocks, 0);
	  uint8_t *dst = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	  test_rand_fill(sizeof(key), key);
	  test_rand_fill(16 * blocks, src);
	  test_rand_fill(16, iv);
	  _symcrypt_aes_decrypt_keys(keys, nr, key);

	  memcpy(ref_iv, iv, 16);
	  VARIANT_FN(aes_cbc_decrypt_blocks, c)(keys, nr, ref_iv, blocks, ref, src);
	  if (v == c)
	    {
	      for (i = 0; i < blocks; i++)
		{
		  _symcrypt_aes_decrypt_blocks_c(keys, nr, 1, block, src + 16 * i);
		  _symcrypt_memxor(block, i == 0 ? iv : src + 16 * (i - 1), 16);
		  ASSERT_BYTES("CBC block", 16, ref + 16 * i, block);
		}
	      ASSERT_BYTES("CBC IV", 16, ref_iv, blocks ? src + 16 * (blocks - 1) : iv);
	    }

	  memcpy(var_iv, iv, 16);
	  if (in_place)
	    memcpy(dst, src, 16 * blocks);
	  VARIANT_FN(aes_cbc_decrypt_blocks, v)(keys, nr, var_iv, blocks, dst,
						in_place ? dst : src);
	  if (test_verbose && trial == 0 && s == 0)
	    fprintf(stderr, "aes_cbc_decrypt_blocks (%s)\n", v->label);
	  ASSERT_BYTES("aes_cbc_decrypt_blocks", 16 * blocks, dst, ref);
	  ASSERT_BYTES("aes_cbc_decrypt_blocks IV", 16, var_iv, ref_iv);
	  test_buf_check(src);
	  test_buf_check(ref);
	  test_buf_check(dst);
	  test_buf_free(src);
	  test_buf_free(ref);
	  test_buf_free(dst);
	  calls++;
	}
  ASSERT(calls > 0);
}

/* aes_cbc_mac_blocks: the C twin against E(X XOR block) a block at a
   time, then every variant against the C twin, at random block counts
   (up to 300), key sizes and alignments of SRC and X.  SRC and X have
   exactly their size, between guard bytes; SRC must stay as it was.  */
static void
test_cbc_mac_variants(void)
{
  enum { MAX_BLOCKS = 300 };
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_aes_cbc_mac_blocks);
  uint8_t keys[16 * 15], key[32], x0[16], ref_x[16], block[16];
  unsigned s, trial, calls = 0;
  size_t i;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_aes_cbc_mac_blocks))
    for (s = 0; s < 3; s++)
      for (trial = 0; trial < 40; trial++)
	{
	  unsigned nr = 10 + 2 * s;
	  size_t blocks = trial < 20 ? trial : test_rand_below(MAX_BLOCKS + 1);
	  uint8_t *src = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	  uint8_t *copy = test_buf_alloc(16 * blocks, 0);
	  uint8_t *x = test_buf_alloc(16, (unsigned) test_rand_below(16));
	  test_rand_fill(sizeof(key), key);
	  test_rand_fill(16 * blocks, src);
	  test_rand_fill(16, x0);
	  memcpy(copy, src, 16 * blocks);
	  _symcrypt_aes_encrypt_keys(keys, nr, key);

	  memcpy(ref_x, x0, 16);
	  VARIANT_FN(aes_cbc_mac_blocks, c)(keys, nr, ref_x, blocks, src);
	  if (v == c)
	    {
	      memcpy(block, x0, 16);
	      for (i = 0; i < blocks; i++)
		{
		  _symcrypt_memxor(block, src + 16 * i, 16);
		  _symcrypt_aes_encrypt_blocks_c(keys, nr, 1, block, block);
		}
	      ASSERT_BYTES("CBC-MAC chain", 16, ref_x, block);
	    }

	  memcpy(x, x0, 16);
	  VARIANT_FN(aes_cbc_mac_blocks, v)(keys, nr, x, blocks, src);
	  if (test_verbose && trial == 0 && s == 0)
	    fprintf(stderr, "aes_cbc_mac_blocks (%s)\n", v->label);
	  ASSERT_BYTES("aes_cbc_mac_blocks", 16, x, ref_x);
	  ASSERT_BYTES("aes_cbc_mac_blocks source", 16 * blocks, src, copy);
	  test_buf_check(src);
	  test_buf_check(copy);
	  test_buf_check(x);
	  test_buf_free(src);
	  test_buf_free(copy);
	  test_buf_free(x);
	  calls++;
	}
  ASSERT(calls > 0);
}

/* aes_kw_wrap and aes_kw_unwrap: every variant against the C twins
   at random block counts (2 to 40, and 1), key sizes and alignments,
   BUF between guard bytes; unwrap takes the wrap back, and the C
   twin's wrap of RFC 3394's 4.1 gives its result.  */
static void
test_kw_variants(void)
{
  static const uint8_t kek[16] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
    0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f
  };
  static const uint8_t rfc[24] = {
    0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6,
    0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
    0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff
  };
  static const uint8_t rfc_wrapped[24] = {
    0x1f, 0xa6, 0x8b, 0x0a, 0x81, 0x12, 0xb4, 0x47,
    0xae, 0xf3, 0x4b, 0xd8, 0xfb, 0x5a, 0x7b, 0x82,
    0x9d, 0x3e, 0x86, 0x23, 0x71, 0xd2, 0xcf, 0xe5
  };
  enum { MAX_N = 40 };
  const struct symcrypt_variant *w, *u;
  const struct symcrypt_variant *wc = test_variant_c(SYMCRYPT_FN_aes_kw_wrap);
  const struct symcrypt_variant *uc = test_variant_c(SYMCRYPT_FN_aes_kw_unwrap);
  uint8_t enc[16 * 15], dec[16 * 15], key[32], plain[8 * (MAX_N + 1)];
  uint8_t ref[8 * (MAX_N + 1)];
  unsigned s, trial, calls = 0;

  _symcrypt_aes_encrypt_keys(enc, 10, kek);
  memcpy(ref, rfc, sizeof(rfc));
  VARIANT_FN(aes_kw_wrap, wc)(enc, 10, 2, ref);
  ASSERT_BYTES("RFC 3394 4.1", sizeof(rfc_wrapped), ref, rfc_wrapped);

  for (FOR_EACH_VARIANT(w, SYMCRYPT_FN_aes_kw_wrap))
    for (FOR_EACH_VARIANT(u, SYMCRYPT_FN_aes_kw_unwrap))
      for (s = 0; s < 3; s++)
	for (trial = 0; trial < 8; trial++)
	  {
	    unsigned nr = 10 + 2 * s;
	    size_t n = trial == 0 ? 1 : 2 + test_rand_below(MAX_N - 1);
	    size_t size = 8 * (n + 1);
	    uint8_t *buf = test_buf_alloc(size, (unsigned) test_rand_below(16));
	    test_rand_fill(sizeof(key), key);
	    test_rand_fill(size, plain);
	    _symcrypt_aes_encrypt_keys(enc, nr, key);
	    _symcrypt_aes_decrypt_keys(dec, nr, key);

	    memcpy(ref, plain, size);
	    VARIANT_FN(aes_kw_wrap, wc)(enc, nr, n, ref);
	    memcpy(buf, plain, size);
	    VARIANT_FN(aes_kw_wrap, w)(enc, nr, n, buf);
	    if (test_verbose && trial == 1 && s == 0)
	      fprintf(stderr, "aes_kw_wrap (%s), aes_kw_unwrap (%s)\n",
		      w->label, u->label);
	    ASSERT_BYTES("aes_kw_wrap", size, buf, ref);
	    VARIANT_FN(aes_kw_unwrap, uc)(dec, nr, n, ref);
	    ASSERT_BYTES("aes_kw_unwrap's C twin", size, ref, plain);
	    VARIANT_FN(aes_kw_unwrap, u)(dec, nr, n, buf);
	    ASSERT_BYTES("aes_kw_unwrap", size, buf, plain);
	    test_buf_check(buf);
	    test_buf_free(buf);
	    calls++;
	  }
  ASSERT(calls > 0);
}

/* The C twin's counters: ctr32 wraps its last 32 bits only, ctr all
   128.  */
static void
test_counter_functions(void)
{
  uint8_t keys[16 * 11], key[16], counter[16], expected[16];
  uint8_t zeros[32], out[32], block[32];

  memset(key, 7, sizeof(key));
  memset(zeros, 0, sizeof(zeros));
  _symcrypt_aes_encrypt_keys(keys, 10, key);

  memset(counter, 0xff, 16);
  _symcrypt_aes_ctr32_blocks(keys, 10, counter, 2, out, zeros);
  memset(expected, 0xff, 12);
  memset(expected + 12, 0, 4);
  memset(block, 0xff, 16);
  memcpy(block + 16, expected, 16);
  expected[15] = 1;
  ASSERT_BYTES("ctr32 counter after the wrap", 16, counter, expected);
  _symcrypt_aes_encrypt_blocks(keys, 10, 2, block, block);
  ASSERT_BYTES("ctr32 keystream", 32, out, block);

  memset(counter, 0xff, 16);
  _symcrypt_aes_ctr_blocks(keys, 10, counter, 2, out, zeros);
  memset(expected, 0, 16);
  expected[15] = 1;
  ASSERT_BYTES("ctr counter after the wrap", 16, counter, expected);
  memset(block, 0xff, 16);
  memset(block + 16, 0, 16);
  _symcrypt_aes_encrypt_blocks(keys, 10, 2, block, block);
  ASSERT_BYTES("ctr keystream", 32, out, block);

  /* RFC 8452's counter wraps within its first 4 bytes.  */
  memset(counter, 0xff, 16);
  _symcrypt_aes_ctr32le_blocks(keys, 10, counter, 2, out, zeros);
  memset(expected, 0xff, 16);
  memset(expected, 0, 4);
  expected[0] = 1;
  ASSERT_BYTES("ctr32le counter after the wrap", 16, counter, expected);
  memset(block, 0xff, 16);
  memcpy(block + 16, expected, 16);
  block[16] = 0;
  _symcrypt_aes_encrypt_blocks(keys, 10, 2, block, block);
  ASSERT_BYTES("ctr32le keystream", 32, out, block);
}

void
test_main(void)
{
  test_fips197();
  test_sp800_38a();
  test_ctr_chunks();
  test_ctr_wrap();
  test_bad_input();
  test_round_trips();
  test_counter_functions();
  test_variants();
  test_key_variants();
  test_cbc_variants();
  test_cbc_mac_variants();
  test_kw_variants();
  ASSERT(symcrypt_implementation("aes") != NULL);
}
