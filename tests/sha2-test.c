/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha2-test.c -- SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224 and
   SHA-512/256: the FIPS 180-4 examples, the SHA-512/t initial values,
   chunking, bad digest lengths, and every compression variant against
   the C twin.  */
#include "testhash.h"

TEST_HASH_DEFINE(sha224, SHA224);
TEST_HASH_DEFINE(sha256, SHA256);
TEST_HASH_DEFINE(sha384, SHA384);
TEST_HASH_DEFINE(sha512, SHA512);
TEST_HASH_DEFINE(sha512_224, SHA512_224);
TEST_HASH_DEFINE(sha512_256, SHA512_256);
TEST_COMPRESS_DEFINE(sha256_compress, uint32_t, 8, 64)
TEST_COMPRESS_DEFINE(sha512_compress, uint64_t, 8, 128)
TEST_LAST_DEFINE(sha256_last, struct symcrypt_sha256_ctx)

/* The messages of NIST's FIPS 180-4 "Examples with intermediate
   values" (SHA224.pdf, SHA256.pdf, ... and the *_2.pdf files): "abc",
   the 448-bit and the 896-bit message, then one million 'a' (FIPS
   180-2, appendix B.3 and C.3).  The empty message is added.  */
#define ABC "abc"
#define M448 "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
#define M896 "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn" \
  "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

struct sha2_expected
{
  const char *empty, *abc, *m448, *m896, *million;
};

static void
test_sha2(const struct test_hash *h, void *ctx,
	  const struct sha2_expected *e)
{
  test_hash_message(h, ctx, SDATA(""), SHEX(e->empty));
  test_hash_message(h, ctx, SDATA(ABC), SHEX(e->abc));
  test_hash_message(h, ctx, SDATA(M448), SHEX(e->m448));
  test_hash_message(h, ctx, SDATA(M896), SHEX(e->m896));
  test_hash_repeated(h, ctx, 1000000, 'a', SHEX(e->million));
  test_hash_chunking(h, ctx);
  test_hash_bad_length(h, ctx);
}

static const struct sha2_expected sha224_expected = {
  "d14a028c 2a3a2bc9 476102bb 288234c4 15a2b01f 828ea62a c5b3e42f",
  "23097d22 3405d822 8642a477 bda255b3 2aadbce4 bda0b3f7 e36c9da7",
  "75388b16 512776cc 5dba5da1 fd890150 b0c6455c b4f58b19 52522525",
  "c97ca9a5 59850ce9 7a04a96d ef6d99a9 e0e0e2ab 14e6b8df 265fc0b3",
  "20794655 980c91d8 bbb4c1ea 97618a4b f03f4258 1948b2ee 4ee7ad67",
};

static const struct sha2_expected sha256_expected = {
  "e3b0c442 98fc1c14 9afbf4c8 996fb924 27ae41e4 649b934c a495991b 7852b855",
  "ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad",
  "248d6a61 d20638b8 e5c02693 0c3e6039 a33ce459 64ff2167 f6ecedd4 19db06c1",
  "cf5b16a7 78af8380 036ce59e 7b049237 0b249b11 e8f07a51 afac4503 7afee9d1",
  "cdc76e5c 9914fb92 81a1c7e2 84d73e67 f1809a48 a497200e 046d39cc c7112cd0",
};

static const struct sha2_expected sha384_expected = {
  "38b060a7 51ac9638 4cd9327e b1b1e36a 21fdb711 14be0743"
  "4c0cc7bf 63f6e1da 274edebf e76f65fb d51ad2f1 4898b95b",
  "cb00753f 45a35e8b b5a03d69 9ac65007 272c32ab 0eded163"
  "1a8b605a 43ff5bed 8086072b a1e7cc23 58baeca1 34c825a7",
  "3391fddd fc8dc739 3707a65b 1b470939 7cf8b1d1 62af05ab"
  "fe8f450d e5f36bc6 b0455a85 20bc4e6f 5fe95b1f e3c8452b",
  "09330c33 f71147e8 3d192fc7 82cd1b47 53111b17 3b3b05d2"
  "2fa08086 e3b0f712 fcc7c71a 557e2db9 66c3e9fa 91746039",
  "9d0e1809 716474cb 086e834e 310a4a1c ed149e9c 00f24852"
  "7972cec5 704c2a5b 07b8b3dc 38ecc4eb ae97ddd8 7f3d8985",
};

static const struct sha2_expected sha512_expected = {
  "cf83e135 7eefb8bd f1542850 d66d8007 d620e405 0b5715dc 83f4a921 d36ce9ce"
  "47d0d13c 5d85f2b0 ff8318d2 877eec2f 63b931bd 47417a81 a538327a f927da3e",
  "ddaf35a1 93617aba cc417349 ae204131 12e6fa4e 89a97ea2 0a9eeee6 4b55d39a"
  "2192992a 274fc1a8 36ba3c23 a3feebbd 454d4423 643ce80e 2a9ac94f a54ca49f",
  "204a8fc6 dda82f0a 0ced7beb 8e08a416 57c16ef4 68b228a8 279be331 a703c335"
  "96fd15c1 3b1b07f9 aa1d3bea 57789ca0 31ad85c7 a71dd703 54ec6312 38ca3445",
  "8e959b75 dae313da 8cf4f728 14fc143f 8f7779c6 eb9f7fa1 7299aead b6889018"
  "501d289e 4900f7e4 331b99de c4b5433a c7d329ee b6dd2654 5e96e55b 874be909",
  "e718483d 0ce76964 4e2e42c7 bc15b463 8e1f98b1 3b204428 5632a803 afa973eb"
  "de0ff244 877ea60a 4cb0432c e577c31b eb009c5c 2c49aa2e 4eadb217 ad8cc09b",
};

/* SHA-512/224 and SHA-512/256: "abc" and the 896-bit message are
   NIST's examples (SHA512_224.pdf and SHA512_256.pdf on the CSRC
   examples page); the empty message, the 448-bit message and the
   million 'a' were computed with OpenSSL 3.0.19 (openssl dgst
   -sha512-224, -sha512-256).  */
static const struct sha2_expected sha512_224_expected = {
  "6ed0dd02 806fa89e 25de060c 19d3ac86 cabb87d6 a0ddd05c 333b84f4",
  "4634270f 707b6a54 daae7530 460842e2 0e37ed26 5ceee9a4 3e8924aa",
  "e5302d6d 54bb2422 75d1e762 2d68df6e b02dedd1 3f564c13 dbda2174",
  "23fec5bb 94d60b23 30819264 0b0c4533 35d66473 4fe40e72 68674af9",
  "37ab331d 76f0d36d e422bd0e deb22a28 accd487b 7a8453ae 965dd287",
};

static const struct sha2_expected sha512_256_expected = {
  "c672b8d1 ef56ed28 ab87c362 2c511406 9bdd3ad7 b8f97374 98d0c01e cef0967a",
  "53048e26 81941ef9 9b2e29b7 6b4c7dab e4c2d0c6 34fc6d46 e0e2f131 07e7af23",
  "bde8e1f9 f19bb9fd 3406c90e c6bc47bd 36d8ada9 f11880db c8a22a70 78b6a461",
  "3928e184 fb8690f8 40da3988 121d31be 65cb9d3e f83ee614 6feac861 e19b563a",
  "9a59a052 930187a9 7038cae6 92f30708 aa649192 3ef51943 94dc68d5 6c74fb21",
};

/* FIPS 180-4, 5.3.6: the initial values of SHA-512/t are the SHA-512
   digest of the text "SHA-512/t", hashed from SHA-512's initial values
   each XORed with a5a5a5a5a5a5a5a5.  STATE is what init left.  */
static void
test_sha512_t_iv(const char *name, const uint64_t *state)
{
  struct symcrypt_sha512_ctx ctx;
  uint8_t expected[64], got[64];
  unsigned i;

  symcrypt_sha512_init(&ctx);
  for (i = 0; i < 8; i++)
    ctx.state[i] ^= 0xa5a5a5a5a5a5a5a5ULL;
  symcrypt_sha512_update(&ctx, strlen(name), (const uint8_t *) name);
  ASSERT_RC(symcrypt_sha512_digest(&ctx, sizeof(expected), expected),
	    SYMCRYPT_OK);
  for (i = 0; i < 8; i++)
    {
      unsigned j;
      for (j = 0; j < 8; j++)
	got[8 * i + j] = (uint8_t) (state[i] >> (56 - 8 * j));
    }
  ASSERT_BYTES(name, sizeof(got), got, expected);
}

void
test_main(void)
{
  struct symcrypt_sha224_ctx sha224;
  struct symcrypt_sha256_ctx sha256;
  struct symcrypt_sha384_ctx sha384;
  struct symcrypt_sha512_ctx sha512;
  struct symcrypt_sha512_224_ctx sha512_224;
  struct symcrypt_sha512_256_ctx sha512_256;

  /* The contexts are compared whole, padding too.  */
  memset(&sha224, 0, sizeof(sha224));
  memset(&sha256, 0, sizeof(sha256));
  memset(&sha384, 0, sizeof(sha384));
  memset(&sha512, 0, sizeof(sha512));
  memset(&sha512_224, 0, sizeof(sha512_224));
  memset(&sha512_256, 0, sizeof(sha512_256));

  symcrypt_sha224_init(&sha224);
  test_sha2(&sha224_test_hash, &sha224, &sha224_expected);
  symcrypt_sha256_init(&sha256);
  test_sha2(&sha256_test_hash, &sha256, &sha256_expected);
  symcrypt_sha384_init(&sha384);
  test_sha2(&sha384_test_hash, &sha384, &sha384_expected);
  symcrypt_sha512_init(&sha512);
  test_sha2(&sha512_test_hash, &sha512, &sha512_expected);
  symcrypt_sha512_224_init(&sha512_224);
  test_sha512_t_iv("SHA-512/224", sha512_224.state);
  test_sha2(&sha512_224_test_hash, &sha512_224, &sha512_224_expected);
  symcrypt_sha512_256_init(&sha512_256);
  test_sha512_t_iv("SHA-512/256", sha512_256.state);
  test_sha2(&sha512_256_test_hash, &sha512_256, &sha512_256_expected);

  test_sha256_compress_variants();
  test_sha256_last_variants();
  test_sha512_compress_variants();
}
