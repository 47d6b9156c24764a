/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* pbkdf2-test.c -- PBKDF2-HMAC-SHA1, -SHA256, -SHA384, -SHA512 and
   -SHA512/256: published
   vectors, agreement with U_1 ^ U_2 ^ ... computed from the public
   HMAC functions, every output length, and bad arguments.

   RFC 6070's 16777216-iteration vector takes seconds natively and far
   longer under valgrind; it runs only when SYMCRYPT_TEST_SLOW is set
   in the environment.  */
#include "testutils.h"

#include <symcrypt/pbkdf2.h>

typedef int pbkdf2_func(size_t key_length, const uint8_t *key,
			unsigned iterations,
			size_t salt_length, const uint8_t *salt,
			size_t length, uint8_t *dst);

static void
test_vector(const char *name, pbkdf2_func *f, const struct tstring *password,
	    const struct tstring *salt, unsigned iterations,
	    const struct tstring *expected)
{
  uint8_t *dst = test_buf_alloc(expected->length, 3);
  ASSERT_RC(f(password->length, password->data, iterations,
	      salt->length, salt->data, expected->length, dst), SYMCRYPT_OK);
  ASSERT_BYTES(name, expected->length, dst, expected->data);
  test_buf_free(dst);
}

/* RFC 6070, section 2.  */
static void
test_rfc6070(void)
{
  test_vector("rfc6070 1", symcrypt_pbkdf2_hmac_sha1, SDATA("password"),
	      SDATA("salt"), 1, SHEX("0c60c80f961f0e71f3a9b524af6012062fe037a6"));
  test_vector("rfc6070 2", symcrypt_pbkdf2_hmac_sha1, SDATA("password"),
	      SDATA("salt"), 2, SHEX("ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957"));
  test_vector("rfc6070 3", symcrypt_pbkdf2_hmac_sha1, SDATA("password"),
	      SDATA("salt"), 4096, SHEX("4b007901b765489abead49d926f721d065a429c1"));
  if (getenv("SYMCRYPT_TEST_SLOW"))
    test_vector("rfc6070 4", symcrypt_pbkdf2_hmac_sha1, SDATA("password"),
		SDATA("salt"), 16777216,
		SHEX("eefe3d61cd4da4e4e9945b3d6ba2158c2634e984"));
  test_vector("rfc6070 5", symcrypt_pbkdf2_hmac_sha1,
	      SDATA("passwordPASSWORDpassword"),
	      SDATA("saltSALTsaltSALTsaltSALTsaltSALTsalt"), 4096,
	      SHEX("3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038"));
  test_vector("rfc6070 6", symcrypt_pbkdf2_hmac_sha1, SHEX("7061737300776f7264"),
	      SHEX("7361006c74"), 4096,
	      SHEX("56fa6aa75548099dcc37d7f03425e0c3"));
}

/* RFC 7914, section 11 (the PBKDF2-HMAC-SHA256 vectors).  */
static void
test_rfc7914(void)
{
  test_vector("rfc7914 1", symcrypt_pbkdf2_hmac_sha256, SDATA("passwd"),
	      SDATA("salt"), 1,
	      SHEX("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
		   "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"));
  /* 80,000 iterations: nearly two thirds of this program's
     instructions.  The short run (valgrind, qemu) leaves it to the
     native runs; the 1-iteration vector takes the same code.  */
  if (!test_short())
    test_vector("rfc7914 2", symcrypt_pbkdf2_hmac_sha256, SDATA("Password"),
		SDATA("NaCl"), 80000,
		SHEX("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
		     "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"));
}

/* PBKDF2-HMAC-SHA512 over the RFC 6070 inputs, as listed in CPython's
   Lib/test/test_hashlib.py (pbkdf2_results["sha512"]).  */
static void
test_sha512(void)
{
  test_vector("sha512 1", symcrypt_pbkdf2_hmac_sha512, SDATA("password"),
	      SDATA("salt"), 1,
	      SHEX("867f70cf1ade02cff3752599a3a53dc4af34c7a669815ae5d513554e1c8cf252"
		   "c02d470a285a0501bad999bfe943c08f050235d7d68b1da55e63f73b60a57fce"));
  test_vector("sha512 2", symcrypt_pbkdf2_hmac_sha512, SDATA("password"),
	      SDATA("salt"), 2,
	      SHEX("e1d9c16aa681708a45f5c7c4e215ceb66e011a2e9f0040713f18aefdb866d53c"
		   "f76cab2868a39b9f7840edce4fef5a82be67335c77a6068e04112754f27ccf4e"));
  test_vector("sha512 3", symcrypt_pbkdf2_hmac_sha512, SDATA("password"),
	      SDATA("salt"), 4096,
	      SHEX("d197b1b33db0143e018b12f3d1d1479e6cdebdcc97c5c0f87f6902e072f457b5"
		   "143f30602641b3d55cd335988cb36b84376060ecd532e039b742a239434af2d5"));
  test_vector("sha512 4", symcrypt_pbkdf2_hmac_sha512,
	      SDATA("passwordPASSWORDpassword"),
	      SDATA("saltSALTsaltSALTsaltSALTsaltSALTsalt"), 4096,
	      SHEX("8c0511f4c6e597c6ac6315d8f0362e225f3c501495ba23b868c005174dc4ee71"
		   "115b59f9e60cd9532fa33e0f75aefe30225c583a186cd82bd4daea9724a3d3b8"));
}

/* PBKDF2-HMAC-SHA384 and -SHA512/256 over the RFC 6070 inputs:
   computed with Python 3's hashlib.pbkdf2_hmac (OpenSSL underneath);
   the openssl-test program compares with libcrypto on random inputs
   as well.  */
static void
test_sha384_sha512_256(void)
{
  test_vector("sha384 1", symcrypt_pbkdf2_hmac_sha384, SDATA("password"),
	      SDATA("salt"), 1,
	      SHEX("c0e14f06e49e32d73f9f52ddf1d0c5c7191609233631dadd76a567db42b78676"
		   "b38fc800cc53ddb642f5c74442e62be44d727702213e3bb9223c53b767fbfb5d"));
  test_vector("sha384 2", symcrypt_pbkdf2_hmac_sha384, SDATA("password"),
	      SDATA("salt"), 2,
	      SHEX("54f775c6d790f21930459162fc535dbf04a939185127016a04176a0730c6f1f4"
		   "fb48832ad1261baadd2cedd50814b1c806ad1bbf43ebdc9d047904bf7ceafe1e"));
  test_vector("sha384 3", symcrypt_pbkdf2_hmac_sha384, SDATA("password"),
	      SDATA("salt"), 4096,
	      SHEX("559726be38db125bc85ed7895f6e3cf574c7a01c080c3447db1e8a76764deb3c"
		   "307b94853fbe424f6488c5f4f12896261d1eb430353c769ee2a77a26fd0a2347"));
  test_vector("sha384 4", symcrypt_pbkdf2_hmac_sha384,
	      SDATA("passwordPASSWORDpassword"),
	      SDATA("saltSALTsaltSALTsaltSALTsaltSALTsalt"), 4096,
	      SHEX("819143ad66df9a552559b9e131c52ae6c5c1b0eed18f4d283b8c5c9eaeb92b39"
		   "2c147cc2d2869d58ffe2f7da13d15f8d925721f0ed1afafa24480d55cf6060b1"
		   "7f112a3de74cae25fdf3569e247f29e4dbb84421847822ea99bd20283c3a25a6"
		   "0d3db95a"));
  test_vector("sha512/256 1", symcrypt_pbkdf2_hmac_sha512_256, SDATA("password"),
	      SDATA("salt"), 1,
	      SHEX("4b6a63117d3ec0032624616082c1c1912f56fa5f0c1f94574d515e20e5ddd74a"
		   "caf214c6f7674fcb"));
  test_vector("sha512/256 2", symcrypt_pbkdf2_hmac_sha512_256, SDATA("password"),
	      SDATA("salt"), 2,
	      SHEX("fcfd108c99cc888ec0af9f184885aff5f02d19a956afad9ccea4d56a482b851b"
		   "ec1af5635d574bc1"));
  test_vector("sha512/256 3", symcrypt_pbkdf2_hmac_sha512_256, SDATA("password"),
	      SDATA("salt"), 4096,
	      SHEX("f2fbe5f8ec3618bb145279a8c6a8dfa476c282a3ed53d8c257d51ce021d3877d"
		   "3b50c84a7f9158d4"));
  test_vector("sha512/256 4", symcrypt_pbkdf2_hmac_sha512_256,
	      SDATA("passwordPASSWORDpassword"),
	      SDATA("saltSALTsaltSALTsaltSALTsaltSALTsalt"), 4096,
	      SHEX("31cf94e3d8e36aa18d40ad92654ab80f500ed7fb575a2215547db6f82dd227ed"
		   "0f41215e8f9bb97641a2d8156b7b7c16a669a0475d609314d0fa8cc2ace4ec66"
		   "5edc161013e17d2de1c8b836ea762fa5c28a0651411d21ed56c7d5e0fc09b263"
		   "98079b5a"));
}

/* The definition, from the one-shot HMAC: T_i = U_1 ^ ... ^ U_c with
   U_1 = HMAC(P, S || INT(i)) and U_j = HMAC(P, U_{j-1}).  Checks the
   fast path against the plain construction for random passwords
   (including ones longer than a block), salts, counts and every
   output length up to three blocks.  */
struct kdf
{
  const char *name;
  pbkdf2_func *f;
  int (*mac)(size_t, const uint8_t *, size_t, const uint8_t *, uint8_t *);
  size_t digest_size;
};

static void
reference(const struct kdf *k, size_t key_length, const uint8_t *key,
	  unsigned iterations, size_t salt_length, const uint8_t *salt,
	  size_t length, uint8_t *dst)
{
  uint8_t msg[300], u[64], t[64];
  uint32_t i;
  unsigned j;
  size_t b;

  ASSERT(salt_length + 4 <= sizeof(msg));
  for (i = 1; length > 0; i++)
    {
      size_t n = length < k->digest_size ? length : k->digest_size;
      memcpy(msg, salt, salt_length);
      msg[salt_length] = (uint8_t) (i >> 24);
      msg[salt_length + 1] = (uint8_t) (i >> 16);
      msg[salt_length + 2] = (uint8_t) (i >> 8);
      msg[salt_length + 3] = (uint8_t) i;
      k->mac(key_length, key, salt_length + 4, msg, u);
      memcpy(t, u, k->digest_size);
      for (j = 1; j < iterations; j++)
	{
	  k->mac(key_length, key, k->digest_size, u, u);
	  for (b = 0; b < k->digest_size; b++)
	    t[b] ^= u[b];
	}
      memcpy(dst, t, n);
      dst += n;
      length -= n;
    }
}

static void
test_against_hmac(const struct kdf *k)
{
  unsigned round;
  for (round = 0; round < 40; round++)
    {
      uint8_t key[200], salt[100], expected[3 * 64];
      size_t key_length = test_rand_below(sizeof(key));
      size_t salt_length = test_rand_below(sizeof(salt));
      unsigned iterations = 1 + (unsigned) test_rand_below(20);
      size_t length = 1 + test_rand_below(3 * k->digest_size);
      uint8_t *dst = test_buf_alloc(length, round % 64);

      test_rand_fill(key_length, key);
      test_rand_fill(salt_length, salt);
      reference(k, key_length, key, iterations, salt_length, salt,
		length, expected);
      ASSERT_RC(k->f(key_length, key, iterations, salt_length, salt,
		     length, dst), SYMCRYPT_OK);
      ASSERT_BYTES(k->name, length, dst, expected);
      test_buf_free(dst);
    }
}

/* Bad arguments write nothing; the limit on the output length is
   (2^32 - 1) digests, which only a 64-bit size_t can exceed.  */
static void
test_bad(const struct kdf *k)
{
  uint8_t *dst = test_buf_alloc(64, 0);
  uint8_t *fill = test_buf_alloc(64, 0);

  ASSERT_RC(k->f(3, (const uint8_t *) "key", 0, 4,
		 (const uint8_t *) "salt", 64, dst), SYMCRYPT_EINVAL);
  ASSERT_RC(k->f(3, (const uint8_t *) "key", 1, 4,
		 (const uint8_t *) "salt", 0, dst), SYMCRYPT_EINVAL);
#if SIZE_MAX > 0xffffffff
  ASSERT_RC(k->f(3, (const uint8_t *) "key", 1, 4, (const uint8_t *) "salt",
		 (size_t) 0xffffffff * k->digest_size + 1, dst),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(k->f(3, (const uint8_t *) "key", 1, 4, (const uint8_t *) "salt",
		 SIZE_MAX, dst), SYMCRYPT_EINVAL);
#endif
  ASSERT_BYTES("output after rejected arguments", 64, dst, fill);
  /* An empty password and an empty (NULL) salt are allowed.  */
  ASSERT_RC(k->f(0, NULL, 1, 0, NULL, 64, dst), SYMCRYPT_OK);
  test_buf_free(fill);
  test_buf_free(dst);
}

void
test_main(void)
{
  static const struct kdf kdfs[] = {
    { "pbkdf2-sha1", symcrypt_pbkdf2_hmac_sha1, symcrypt_hmac_sha1, 20 },
    { "pbkdf2-sha256", symcrypt_pbkdf2_hmac_sha256, symcrypt_hmac_sha256, 32 },
    { "pbkdf2-sha384", symcrypt_pbkdf2_hmac_sha384, symcrypt_hmac_sha384, 48 },
    { "pbkdf2-sha512", symcrypt_pbkdf2_hmac_sha512, symcrypt_hmac_sha512, 64 },
    { "pbkdf2-sha512/256", symcrypt_pbkdf2_hmac_sha512_256,
      symcrypt_hmac_sha512_256, 32 },
  };
  size_t i;

  test_rfc6070();
  test_rfc7914();
  test_sha512();
  test_sha384_sha512_256();
  for (i = 0; i < sizeof(kdfs) / sizeof(kdfs[0]); i++)
    {
      test_against_hmac(&kdfs[i]);
      test_bad(&kdfs[i]);
    }
}
