/* sha2-test.c -- SHA-224, SHA-256, SHA-384 and SHA-512: the FIPS
   180-4 examples, chunking, bad digest lengths, and every compression
   variant against the C twin.  */
#include "testhash.h"

TEST_HASH_DEFINE(sha224, SHA224);
TEST_HASH_DEFINE(sha256, SHA256);
TEST_HASH_DEFINE(sha384, SHA384);
TEST_HASH_DEFINE(sha512, SHA512);
TEST_COMPRESS_DEFINE(sha256_compress, uint32_t, 8, 64)
TEST_COMPRESS_DEFINE(sha512_compress, uint64_t, 8, 128)

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

void
test_main(void)
{
  struct symcrypt_sha224_ctx sha224;
  struct symcrypt_sha256_ctx sha256;
  struct symcrypt_sha384_ctx sha384;
  struct symcrypt_sha512_ctx sha512;

  /* The contexts are compared whole, padding too.  */
  memset(&sha224, 0, sizeof(sha224));
  memset(&sha256, 0, sizeof(sha256));
  memset(&sha384, 0, sizeof(sha384));
  memset(&sha512, 0, sizeof(sha512));

  symcrypt_sha224_init(&sha224);
  test_sha2(&sha224_test_hash, &sha224, &sha224_expected);
  symcrypt_sha256_init(&sha256);
  test_sha2(&sha256_test_hash, &sha256, &sha256_expected);
  symcrypt_sha384_init(&sha384);
  test_sha2(&sha384_test_hash, &sha384, &sha384_expected);
  symcrypt_sha512_init(&sha512);
  test_sha2(&sha512_test_hash, &sha512, &sha512_expected);

  test_sha256_compress_variants();
  test_sha512_compress_variants();
}
