/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac-test.c -- HMAC over MD5, SHA-1, SHA-2 and SHA-3: RFC 2202 and
   RFC 4231 vectors (truncated ones too), SHA-512/224, SHA-512/256 and
   SHA-3 ones from OpenSSL and Python, keys around the block size and
   of 10 000 bytes, one keyed context reused for hundreds of messages, chunking, bad
   lengths; verify; every variant of sha256_hmac_end against its C
   twin.  */
#include "testhash.h"
#include "variants.h"

struct hmac_alg
{
  const struct test_hash *hash;	/* update and digest on a keyed context */
  size_t block_size;
  void (*set_key)(void *ctx, size_t key_length, const uint8_t *key);
  int (*mac)(size_t key_length, const uint8_t *key,
	     size_t length, const uint8_t *data, uint8_t *digest);
  int (*verify)(void *ctx, size_t length, const uint8_t *tag);
};

#define HMAC_TEST_DEFINE(name, SIZE)					\
  TEST_HASH_DEFINE(hmac_##name, SIZE);					\
  static void								\
  hmac_##name##_test_set_key(void *ctx, size_t length, const uint8_t *key) \
  {									\
    symcrypt_hmac_##name##_set_key(ctx, length, key);			\
  }									\
  static int								\
  hmac_##name##_test_verify(void *ctx, size_t length, const uint8_t *tag) \
  {									\
    return symcrypt_hmac_##name##_verify(ctx, length, tag);		\
  }									\
  static const struct hmac_alg name##_alg = {				\
    &hmac_##name##_test_hash, SYMCRYPT_##SIZE##_BLOCK_SIZE,		\
    hmac_##name##_test_set_key, symcrypt_hmac_##name,			\
    hmac_##name##_test_verify						\
  }

HMAC_TEST_DEFINE(md5, MD5);
HMAC_TEST_DEFINE(sha1, SHA1);
HMAC_TEST_DEFINE(sha224, SHA224);
HMAC_TEST_DEFINE(sha256, SHA256);
HMAC_TEST_DEFINE(sha384, SHA384);
HMAC_TEST_DEFINE(sha512, SHA512);
HMAC_TEST_DEFINE(sha512_224, SHA512_224);
HMAC_TEST_DEFINE(sha512_256, SHA512_256);
HMAC_TEST_DEFINE(sha3_224, SHA3_224);
HMAC_TEST_DEFINE(sha3_256, SHA3_256);
HMAC_TEST_DEFINE(sha3_384, SHA3_384);
HMAC_TEST_DEFINE(sha3_512, SHA3_512);

static const struct hmac_alg *const algs[] = {
  &md5_alg, &sha1_alg, &sha224_alg, &sha256_alg, &sha384_alg, &sha512_alg,
  &sha512_224_alg, &sha512_256_alg, &sha3_224_alg, &sha3_256_alg,
  &sha3_384_alg, &sha3_512_alg,
};

#define MAX_CTX 1024

/* N bytes of value C.  */
static const struct tstring *
repeat(uint8_t c, size_t n)
{
  char hex[2 * 200 + 1];
  size_t i;
  ASSERT(n <= 200);
  for (i = 0; i < n; i++)
    snprintf(hex + 2 * i, 3, "%02x", c);
  hex[2 * n] = '\0';
  return SHEX(hex);
}

/* EXPECTED may be a truncated MAC: then only that many bytes are
   checked (RFC 2202 and RFC 4231 test case 5).  */
static void
test_vector(const struct hmac_alg *alg, const struct tstring *key,
	    const struct tstring *data, const struct tstring *expected)
{
  uint64_t ctx[MAX_CTX / 8];
  uint8_t full[64];

  ASSERT(alg->hash->ctx_size <= sizeof(ctx));
  alg->set_key(ctx, key->length, key->data);
  test_hash_message(alg->hash, ctx, data, expected);
  ASSERT_RC(alg->mac(key->length, key->data, data->length, data->data, full),
	    SYMCRYPT_OK);
  ASSERT_BYTES("one-shot", expected->length, full, expected->data);
}

static void
test_rfc2202(void)
{
  const struct tstring *key_aa = repeat(0xaa, 80);
  const struct tstring *key_25 = SHEX("0102030405060708090a0b0c0d0e0f10111213141516171819");
  const struct tstring *data_large = SDATA("Test Using Larger Than Block-Size Key - Hash Key First");
  const struct tstring *data_large2 = SDATA("Test Using Larger Than Block-Size Key and Larger "
					    "Than One Block-Size Data");

  /* RFC 2202, section 2: HMAC-MD5.  */
  test_vector(&md5_alg, repeat(0x0b, 16), SDATA("Hi There"),
	      SHEX("9294727a3638bb1c13f48ef8158bfc9d"));
  test_vector(&md5_alg, SDATA("Jefe"), SDATA("what do ya want for nothing?"),
	      SHEX("750c783e6ab0b503eaa86e310a5db738"));
  test_vector(&md5_alg, repeat(0xaa, 16), repeat(0xdd, 50),
	      SHEX("56be34521d144c88dbb8c733f0e8b3f6"));
  test_vector(&md5_alg, key_25, repeat(0xcd, 50),
	      SHEX("697eaf0aca3a3aea3a75164746ffaa79"));
  test_vector(&md5_alg, repeat(0x0c, 16), SDATA("Test With Truncation"),
	      SHEX("56461ef2342edc00f9bab995690efd4c"));
  test_vector(&md5_alg, repeat(0x0c, 16), SDATA("Test With Truncation"),
	      SHEX("56461ef2342edc00f9bab995"));
  test_vector(&md5_alg, key_aa, data_large,
	      SHEX("6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd"));
  test_vector(&md5_alg, key_aa, data_large2,
	      SHEX("6f630fad67cda0ee1fb1f562db3aa53e"));

  /* RFC 2202, section 3: HMAC-SHA-1.  */
  test_vector(&sha1_alg, repeat(0x0b, 20), SDATA("Hi There"),
	      SHEX("b617318655057264e28bc0b6fb378c8ef146be00"));
  test_vector(&sha1_alg, SDATA("Jefe"), SDATA("what do ya want for nothing?"),
	      SHEX("effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"));
  test_vector(&sha1_alg, repeat(0xaa, 20), repeat(0xdd, 50),
	      SHEX("125d7342b9ac11cd91a39af48aa17b4f63f175d3"));
  test_vector(&sha1_alg, key_25, repeat(0xcd, 50),
	      SHEX("4c9007f4026250c6bc8414f9bf50c86c2d7235da"));
  test_vector(&sha1_alg, repeat(0x0c, 20), SDATA("Test With Truncation"),
	      SHEX("4c1a03424b55e07fe7f27be1d58bb9324a9a5a04"));
  test_vector(&sha1_alg, repeat(0x0c, 20), SDATA("Test With Truncation"),
	      SHEX("4c1a03424b55e07fe7f27be1"));
  test_vector(&sha1_alg, key_aa, data_large,
	      SHEX("aa4ae5e15272d00e95705637ce8a3b55ed402112"));
  test_vector(&sha1_alg, key_aa, data_large2,
	      SHEX("e8e99d0f45237d786d6bbaa7965c7808bbff1a91"));
}

/* RFC 4231, section 4: the same seven cases for SHA-224, SHA-256,
   SHA-384 and SHA-512; case 5 is truncated to 128 bits.  */
static void
test_rfc4231(void)
{
  static const char *const expected[7][4] = {
    { "896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22",
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
      "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59c"
      "faea9ea9076ede7f4af152e8b2fa9cb6",
      "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde"
      "daa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854" },
    { "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44",
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
      "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e"
      "8e2240ca5e69e2c78b3239ecfab21649",
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
      "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737" },
    { "7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea",
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
      "88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b"
      "2a5ab39dc13814b94e3ab6e101a34f27",
      "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39"
      "bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb" },
    { "6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a",
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
      "3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e"
      "6801dd23c4a7d679ccf8a386c674cffb",
      "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3db"
      "a91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd" },
    { "0e2aea68a90c8d37c988bcdb9fca6fa8",
      "a3b6167473100ee06e0c796c2955552b",
      "3abf34c3503b2a23a46efc619baef897",
      "415fad6271580a531d4179bc891d87a6" },
    { "95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e",
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
      "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c6"
      "0c2ef6ab4030fe8296248df163f44952",
      "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f352"
      "6b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598" },
    { "3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1",
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
      "6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5"
      "a678cc31e799176d3860e6110c46523e",
      "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944"
      "b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58" },
  };
  const struct tstring *keys[7], *data[7];
  const struct hmac_alg *sha2[4] = { &sha224_alg, &sha256_alg, &sha384_alg, &sha512_alg };
  unsigned c, h;

  keys[0] = repeat(0x0b, 20);  data[0] = SDATA("Hi There");
  keys[1] = SDATA("Jefe");     data[1] = SDATA("what do ya want for nothing?");
  keys[2] = repeat(0xaa, 20);  data[2] = repeat(0xdd, 50);
  keys[3] = SHEX("0102030405060708090a0b0c0d0e0f10111213141516171819");
  data[3] = repeat(0xcd, 50);
  keys[4] = repeat(0x0c, 20);  data[4] = SDATA("Test With Truncation");
  keys[5] = repeat(0xaa, 131);
  data[5] = SDATA("Test Using Larger Than Block-Size Key - Hash Key First");
  keys[6] = repeat(0xaa, 131);
  data[6] = SDATA("This is a test using a larger than block-size key and a larger "
		  "than block-size data. The key needs to be hashed before being "
		  "used by the HMAC algorithm.");
  for (c = 0; c < 7; c++)
    for (h = 0; h < 4; h++)
      test_vector(sha2[h], keys[c], data[c], SHEX(expected[c][h]));
}

/* HMAC-SHA512/224 and HMAC-SHA512/256 over RFC 4231 test cases 1, 2
   and 6 (no RFC lists them): cases 1 and 2 computed with OpenSSL
   3.0.19 ("openssl mac -digest sha512-224 -macopt hexkey:KEY HMAC"),
   case 6 with Python 3's hmac module.  */
static void
test_sha512_t(void)
{
  const struct tstring *key6 = repeat(0xaa, 131);
  const struct tstring *data6
    = SDATA("Test Using Larger Than Block-Size Key - Hash Key First");

  test_vector(&sha512_224_alg, repeat(0x0b, 20), SDATA("Hi There"),
	      SHEX("b244ba01307c0e7a8ccaad13b1067a4cf6b961fe0c6a20bda3d92039"));
  test_vector(&sha512_224_alg, SDATA("Jefe"), SDATA("what do ya want for nothing?"),
	      SHEX("4a530b31a79ebcce36916546317c45f247d83241dfb818fd37254bde"));
  test_vector(&sha512_224_alg, key6, data6,
	      SHEX("29bef8ce88b54d4226c3c7718ea9e32ace2429026f089e38cea9aeda"));
  test_vector(&sha512_256_alg, repeat(0x0b, 20), SDATA("Hi There"),
	      SHEX("9f9126c3d9c3c330d760425ca8a217e31feae31bfe70196ff81642b868402eab"));
  test_vector(&sha512_256_alg, SDATA("Jefe"), SDATA("what do ya want for nothing?"),
	      SHEX("6df7b24630d5ccb2ee335407081a87188c221489768fa2020513b2d593359456"));
  test_vector(&sha512_256_alg, key6, data6,
	      SHEX("87123c45f7c537a404f8f47cdbedda1fc9bec60eeb971982ce7ef10e774e6539"));
}

/* HMAC-SHA3 (block size = the rate, as NIST's HMAC-SHA3 examples and
   OpenSSL have it) over the keys and messages of RFC 4231's seven test
   cases (case 5 truncated to 128 bits); test_key_sizes has keys
   around each rate.  No RFC lists HMAC-SHA3:
   computed with Python 3's hmac and hashlib (OpenSSL 3.0.19).  */
static void
test_sha3(void)
{
  static const char *const expected[7][4] = {
    { "3b16546bbc7be2706a031dcafd56373d9884367641d8c59af3c860f7",
      "ba85192310dffa96e2a3a40e69774351140bb7185e1202cdcc917589f95e16bb",
      "68d2dcf7fd4ddd0a2240c8a437305f61fb7334cfb5d0226e1bc27dc10a2e723a"
      "20d370b47743130e26ac7e3d532886bd",
      "eb3fbd4b2eaab8f5c504bd3a41465aacec15770a7cabac531e482f860b5ec7ba"
      "47ccb2c6f2afce8f88d22b6dc61380f23a668fd3888bb80537c0a0b86407689e" },
    { "7fdb8dd88bd2f60d1b798634ad386811c2cfc85bfaf5d52bbace5e66",
      "c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5",
      "f1101f8cbf9766fd6764d2ed61903f21ca9b18f57cf3e1a23ca13508a93243ce"
      "48c045dc007f26a21b3f5e0e9df4c20a",
      "5a4bfeab6166427c7a3647b747292b8384537cdb89afb3bf5665e4c5e709350b"
      "287baec921fd7ca0ee7a0c31d022a95e1fc92ba9d77df883960275beb4e62024" },
    { "676cfc7d16153638780390692be142d2df7ce924b909c0c08dbfdc1a",
      "84ec79124a27107865cedd8bd82da9965e5ed8c37b0ac98005a7f39ed58a4207",
      "275cd0e661bb8b151c64d288f1f782fb91a8abd56858d72babb2d476f0458373"
      "b41b6ab5bf174bec422e53fc3135ac6e",
      "309e99f9ec075ec6c6d475eda1180687fcf1531195802a99b5677449a8625182"
      "851cb332afb6a89c411325fbcbcd42afcb7b6e5aab7ea42c660f97fd8584bf03" },
    { "a9d7685a19c4e0dbd9df2556cc8a7d2a7733b67625ce594c78270eeb",
      "57366a45e2305321a4bc5aa5fe2ef8a921f6af8273d7fe7be6cfedb3f0aea6d7",
      "3a5d7a879702c086bc96d1dd8aa15d9c46446b95521311c606fdc4e308f4b984"
      "da2d0f9449b3ba8425ec7fb8c31bc136",
      "b27eab1d6e8d87461c29f7f5739dd58e98aa35f8e823ad38c5492a2088fa0281"
      "993bbfff9a0e9c6bf121ae9ec9bb09d84a5ebac817182ea974673fb133ca0d1d" },
    { "49fdd3abd005ebb8ae63fea946d1883c",
      "6e02c64537fb118057abb7fb66a23b3c",
      "47c51ace1ffacffd7494724682615783",
      "0fa7475948f43f48ca0516671e18978c" },
    { "b4a1f04c00287a9b7f6075b313d279b833bc8f75124352d05fb9995f",
      "ed73a374b96c005235f948032f09674a58c0ce555cfc1f223b02356560312c3b",
      "0fc19513bf6bd878037016706a0e57bc528139836b9a42c3d419e498e0e1fb96"
      "16fd669138d33a1105e07c72b6953bcc",
      "00f751a9e50695b090ed6911a4b65524951cdc15a73a5d58bb55215ea2cd839a"
      "c79d2b44a39bafab27e83fde9e11f6340b11d991b1b91bf2eee7fc872426c3a4" },
    { "05d8cd6d00faea8d1eb68ade28730bbd3cbab6929f0a086b29cd62a0",
      "65c5b06d4c3de32a7aef8763261e49adb6e2293ec8e7c61e8de61701fc63e123",
      "026fdf6b50741e373899c9f7d5406d4eb09fc6665636fc1a530029ddf5cf3ca5"
      "a900edce01f5f61e2f408cdf2fd3e7e8",
      "38a456a004bd10d32c9ab8336684112862c3db61adcca31829355eaf46fd5c73"
      "d06a1f0d13fec9a652fb3811b577b1b1d1b9789f97ae5b83c6f44dfcf1d67eba" },
  };
  const struct hmac_alg *sha3[4] = { &sha3_224_alg, &sha3_256_alg,
				     &sha3_384_alg, &sha3_512_alg };
  const struct tstring *keys[7], *data[7];
  unsigned c, h;

  keys[0] = repeat(0x0b, 20);  data[0] = SDATA("Hi There");
  keys[1] = SDATA("Jefe");     data[1] = SDATA("what do ya want for nothing?");
  keys[2] = repeat(0xaa, 20);  data[2] = repeat(0xdd, 50);
  keys[3] = SHEX("0102030405060708090a0b0c0d0e0f10111213141516171819");
  data[3] = repeat(0xcd, 50);
  keys[4] = repeat(0x0c, 20);  data[4] = SDATA("Test With Truncation");
  keys[5] = repeat(0xaa, 131);
  data[5] = SDATA("Test Using Larger Than Block-Size Key - Hash Key First");
  keys[6] = repeat(0xaa, 131);
  data[6] = SDATA("This is a test using a larger than block-size key and a larger "
		  "than block-size data. The key needs to be hashed before being "
		  "used by the HMAC algorithm.");
  for (c = 0; c < 7; c++)
    for (h = 0; h < 4; h++)
      test_vector(sha3[h], keys[c], data[c], SHEX(expected[c][h]));
}

/* Keys of 0 bytes and around the block size (bytes 0, 1, 2, ...), over
   the message "abc".  Computed with Python 3's hmac module; RFC 2202
   and RFC 4231 have no such keys.  */
static void
test_key_sizes(void)
{
  static const struct
  {
    const struct hmac_alg *alg;
    size_t key_length;
    const char *expected;
  } cases[] = {
    { &md5_alg, 0, "dd2701993d29fdd0b032c233cec63403" },
    { &md5_alg, 63, "92f8839cfda2094e5b139231e6911096" },
    { &md5_alg, 64, "a0d72bdfa6e9cd3a56e660eca892bfb0" },
    { &md5_alg, 65, "5b85979048f0effd21a05556dfa2faac" },
    { &sha1_alg, 0, "9b4a918f398d74d3e367970aba3cbe54e4d2b5d9" },
    { &sha1_alg, 63, "c2a537a0ab2849f8ec443b2db4b468151accc549" },
    { &sha1_alg, 64, "89e392852da6b647490d3f287218824a2e2101b0" },
    { &sha1_alg, 65, "7636c08e7b7c0f0c391ca01d34ef4208399fbcf8" },
    { &sha256_alg, 0, "fd7adb152c05ef80dccf50a1fa4c05d5a3ec6da95575fc312ae7c5d091836351" },
    { &sha256_alg, 63, "d2bee6f325e7ec9e0e412319f6775134f43f4e16e168b7386de22a29c70a7b9d" },
    { &sha256_alg, 64, "6ab541b4869dca71c4ca11d8bb1b02533b789a557583161429292c7404bc21f6" },
    { &sha256_alg, 65, "dfbffee4671bad00ed5d1e1999d55ed3b0cc774ac357f9ebf649c1612414fcec" },
    { &sha512_alg, 0, "29689f6b79a8dd686068c2eeae97fd8769ad3ba65cb5381f838358a8045a358e"
      "e3ba1739c689c7805e31734fb6072f87261d1256995370d55725cba00d10bdd0" },
    { &sha512_alg, 127, "0b1b764dd8a3fe59ea1127488d894fb639b752f9c084170258688b36dc21489a"
      "77731bc3cc28e434c83d87de6b1f13bedcf32e6668712ab3fa063f6128ece7ba" },
    { &sha512_alg, 128, "b63d28cd593ad7e8f0e3168367471441d9668b5fb970a620994e8e1c7b02d0d2"
      "b17f55eb1bf5916465ae8bfcafad706e29cbe258ac4a2d4014190ec0b3abe827" },
    { &sha512_alg, 129, "767a0a8da500b0f4b08ac06b7535b29cb7f4449beee8e8094e8cb6e8fa7c5104"
      "9f9964e868da0504100c0ffb79a8f6542d8ed75b096472bd667ece4522d8cd3f" },
    /* A key of 10 000 bytes, hashed first (also Python's hmac).  */
    { &sha1_alg, 10000, "de91e9b3ee9551442698cca2f8c3004886c41d16" },
    { &sha256_alg, 10000, "f230e4e132d36f6aa029aa10c72ab2515ad7b82520a7d23a85b8452a838e69ec" },
    { &sha512_alg, 10000, "ad7d1911fad57c8d5c56b0899fb70ebd606396c737d36e5c009724f43d701b37"
      "6f7d73775c069cfca6e418106169442ee66f3809d68ba96993b6362a34b8a59d" },
    { &sha3_224_alg, 0, "45590e15e0bcb331f9de5c3bf8ef8e7d018a45397735e5a8a1ce0b9b" },
    { &sha3_224_alg, 143, "654d8da878f700a655283ae7dd21e401626cd6d116bd399cdb7af025" },
    { &sha3_224_alg, 144, "583706e41977d2c75bb9087022f41f6e2896cd1c108be1306446e9d2" },
    { &sha3_224_alg, 145, "b5063b0870862d7292a9e227666dd00dcebcbe6f702b8b18c7d6d0eb" },
    { &sha3_256_alg, 0, "776bdf4f598121a2ac38c408d375731a5681f10998e77dcb92fb474adfef8f90" },
    { &sha3_256_alg, 135, "014d3818482337b6408aeca05d0971a6a6f3ce7413f03ff21457a95f2e23f1b9" },
    { &sha3_256_alg, 136, "9d7b3c586ae9795d6d363907b9538f34f7917d2cdaed78a34761d934dac800cf" },
    { &sha3_256_alg, 137, "04a97cb33bde0ee866b3a2f4d59737aca766e9f73ca3e1f052b570ebc870fe3b" },
    { &sha3_384_alg, 0, "175064a7663c17b5fa7abcd6fb9d0969b7be431dc4d310d2196d06b23cd8a9db"
      "5b13013038437b636de8dfa38edc3452" },
    { &sha3_384_alg, 103, "6e0caf9eda12229c1e742cc02f50345fd2f2f7602c6235d7b14344f5ea0da3f7"
      "3a4f5ab9ba1272e087406992b8ef21dd" },
    { &sha3_384_alg, 104, "7ee9c8d24a32de37d770a6a3d0685c1eac082a51257116dfcdc3561f9ff9f5d3"
      "8fead4b2278dbd23d09323914ce772ca" },
    { &sha3_384_alg, 105, "1a2e80c4b37676aa70d93df315a0dff34fd657f6be08dec0ace92b2b636bab30"
      "846dfd8864f7a17c779d816a873e4086" },
    { &sha3_512_alg, 0, "aedf400b73941c7a3bfb6f72c9e6f4530216fe82d382b04da2dd5eb099f8ca4f"
      "9319c0158e5ca9368cb9fb497b0863e4b5fc62701c75eef6a8b30fdf7836bd59" },
    { &sha3_512_alg, 71, "7b9cd5b0126a1916b537bc02b9aa4fa5a543b9fd6627611a63a25c33a1e885ac"
      "f11298df4ce6c3874bf56fb21071e6a7588cc31dcd317e79844f4473cc8940bb" },
    { &sha3_512_alg, 72, "5f72ab9f52430dd4bf02892586dfec1ea90982527b8d73ef420299295444cf6f"
      "4f9fcf3c26d45cedbc6a3c788b89804a8dc2f6558dbb99b234adfeac592df98b" },
    { &sha3_512_alg, 73, "6f9f191fe1b0b95ca77f9d969bc165c7a589faf38264ddd53cfcc45fb411016b"
      "40e3a4595efa00bcef26b6c34e15948f143fd500fa6ebec25529e57f8bd65bac" },
  };
  static uint8_t key[10000];
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) i;		/* byte i is i mod 256 */
  for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
      /* A copy in a guarded buffer, so reading past the key shows
	 under valgrind.  */
      uint8_t *copy = test_buf_alloc(cases[i].key_length, 0);
      const struct tstring *expected = SHEX(cases[i].expected);
      uint64_t ctx[MAX_CTX / 8];
      uint8_t out[64];

      memcpy(copy, key, cases[i].key_length);
      cases[i].alg->set_key(ctx, cases[i].key_length, copy);
      cases[i].alg->hash->update(ctx, 3, (const uint8_t *) "abc");
      ASSERT_RC(cases[i].alg->hash->digest(ctx, expected->length, out),
		SYMCRYPT_OK);
      ASSERT_BYTES(cases[i].alg->hash->name, expected->length, out,
		   expected->data);
      test_buf_free(copy);
    }
}

/* One keyed context, hundreds of messages of random lengths (fed in
   one or two pieces, sometimes with a truncated digest) give the
   one-shot MAC of each.  */
static void
test_key_reuse(const struct hmac_alg *alg)
{
  uint64_t ctx[MAX_CTX / 8];
  uint8_t key[300], msg[700], got[64], expected[64];
  size_t key_length = test_rand_below(2 * alg->block_size + 2);
  unsigned round;

  test_rand_fill(key_length, key);
  alg->set_key(ctx, key_length, key);
  for (round = 0; round < 400; round++)
    {
      size_t length = test_rand_below(sizeof(msg));
      size_t split = test_rand_below(length + 1);
      size_t out_length = round % 5 == 0
	? 1 + test_rand_below(alg->hash->digest_size) : alg->hash->digest_size;

      test_rand_fill(length, msg);
      alg->hash->update(ctx, split, msg);
      alg->hash->update(ctx, length - split, msg + split);
      ASSERT_RC(alg->hash->digest(ctx, out_length, got), SYMCRYPT_OK);
      ASSERT_RC(alg->mac(key_length, key, length, msg, expected), SYMCRYPT_OK);
      if (memcmp(got, expected, out_length) != 0)
	FAIL("%s: message %u (%zu bytes, key %zu bytes) on a reused context "
	     "differs from one-shot", alg->hash->name, round, length, key_length);
    }
}

/* verify accepts the MAC truncated to every length 1..digest size and
   rejects it with any one byte changed, leaving the context ready for
   the next message either way; lengths 0 and digest size + 1 are
   SYMCRYPT_EINVAL with the context unchanged.  */
static void
test_verify(const struct hmac_alg *alg)
{
  uint64_t ctx[MAX_CTX / 8], saved[MAX_CTX / 8];
  uint8_t key[150], msg[300], mac[64];
  size_t key_length = test_rand_below(sizeof(key));
  size_t n, digest_size = alg->hash->digest_size;

  memset(ctx, 0, sizeof(ctx));	/* compared whole, padding too */
  test_rand_fill(key_length, key);
  alg->set_key(ctx, key_length, key);
  for (n = 1; n <= digest_size; n++)
    {
      size_t length = test_rand_below(sizeof(msg)), i = test_rand_below(n);
      test_rand_fill(length, msg);
      ASSERT_RC(alg->mac(key_length, key, length, msg, mac), SYMCRYPT_OK);
      alg->hash->update(ctx, length, msg);
      ASSERT_RC(alg->verify(ctx, n, mac), SYMCRYPT_OK);
      mac[i] ^= 1 << (n % 8);
      alg->hash->update(ctx, length, msg);
      ASSERT_RC(alg->verify(ctx, n, mac), SYMCRYPT_EAUTH);
      mac[i] ^= 1 << (n % 8);
      /* Bad lengths change nothing: the message goes on.  */
      alg->hash->update(ctx, length / 2, msg);
      memcpy(saved, ctx, sizeof(ctx));
      ASSERT_RC(alg->verify(ctx, 0, mac), SYMCRYPT_EINVAL);
      ASSERT_RC(alg->verify(ctx, digest_size + 1, mac), SYMCRYPT_EINVAL);
      ASSERT(memcmp(saved, ctx, sizeof(ctx)) == 0);
      alg->hash->update(ctx, length - length / 2, msg + length / 2);
      ASSERT_RC(alg->verify(ctx, n, mac), SYMCRYPT_OK);
    }
}

/* Every variant of sha256_hmac_end against its C twin: random chaining
   words, block contents, block counts and indices (every value modulo
   64, so the one- and two-block paddings, and bits above), the hash at
   every alignment; the whole hash context is compared (only its state
   may change).  */
static void
test_sha256_hmac_end_variants(void)
{
  const size_t size = sizeof(struct symcrypt_sha256_ctx);
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_sha256_hmac_end_c) ref
    = VARIANT_FN(sha256_hmac_end,
		 test_variant_c(SYMCRYPT_FN_sha256_hmac_end));
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_sha256_hmac_end))
    {
      __typeof__(&_symcrypt_sha256_hmac_end_c) fn
	= VARIANT_FN(sha256_hmac_end, v);
      unsigned round;
      for (round = 0; round < 400; round++)
	{
	  /* Aligned as the context is, at 8 bytes: the count's load.  */
	  struct symcrypt_sha256_ctx *hash
	    = (void *) test_buf_alloc(size, 8 * (round % 8));
	  struct symcrypt_sha256_ctx expected;
	  uint32_t outer[8];
	  test_rand_fill(size, (uint8_t *) hash);
	  hash->index = round < 128 ? round : test_rand_below(1000);
	  if (round % 3 == 0)
	    hash->count = test_rand_below(100);
	  test_rand_fill(sizeof(outer), (uint8_t *) outer);
	  memcpy(&expected, hash, size);
	  ref(&expected, outer);
	  fn(hash, outer);
	  if (memcmp(hash, &expected, size) != 0)
	    FAIL("sha256_hmac_end %s: round %u (index %u) differs from C",
		 v->label, round, hash->index);
	  test_buf_check((uint8_t *) hash);
	  test_buf_free((uint8_t *) hash);
	}
      if (test_verbose)
	fprintf(stderr, "sha256_hmac_end %s: ok\n", v->label);
    }
}

void
test_main(void)
{
  size_t i;

  test_rfc2202();
  test_rfc4231();
  test_sha512_t();
  test_key_sizes();
  test_sha3();
  test_sha256_hmac_end_variants();
  for (i = 0; i < sizeof(algs) / sizeof(algs[0]); i++)
    {
      uint64_t ctx[MAX_CTX / 8];
      uint8_t key[200];
      size_t key_length = 1 + test_rand_below(sizeof(key));

      ASSERT(algs[i]->hash->ctx_size <= sizeof(ctx));
      memset(ctx, 0, sizeof(ctx));	/* compared whole, padding too */
      test_key_reuse(algs[i]);
      test_verify(algs[i]);
      test_rand_fill(key_length, key);
      algs[i]->set_key(ctx, key_length, key);
      test_hash_chunking(algs[i]->hash, ctx);
      test_hash_bad_length(algs[i]->hash, ctx);
    }
}
