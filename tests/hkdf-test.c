/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hkdf-test.c -- HKDF-SHA256, HKDF-SHA384 and HKDF-SHA512: RFC 5869
   vectors, the longest output, every output length, and bad
   arguments.  */
#include "testutils.h"

#include <symcrypt/hkdf.h>

struct hkdf
{
  const char *name;
  size_t hash_length;
  void (*extract)(size_t, const uint8_t *, size_t, const uint8_t *, uint8_t *);
  int (*expand)(size_t, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *);
};

static const struct hkdf sha256 = {
  "hkdf-sha256", 32, symcrypt_hkdf_sha256_extract, symcrypt_hkdf_sha256_expand
};
static const struct hkdf sha384 = {
  "hkdf-sha384", 48, symcrypt_hkdf_sha384_extract, symcrypt_hkdf_sha384_expand
};
static const struct hkdf sha512 = {
  "hkdf-sha512", 64, symcrypt_hkdf_sha512_extract, symcrypt_hkdf_sha512_expand
};

static void
test_vector(const struct hkdf *h, const struct tstring *ikm,
	    const struct tstring *salt, const struct tstring *info,
	    const struct tstring *prk, const struct tstring *okm)
{
  uint8_t *got_prk = test_buf_alloc(h->hash_length, 1);
  uint8_t *got_okm = test_buf_alloc(okm->length, 2);

  ASSERT(prk->length == h->hash_length);
  h->extract(salt->length, salt->data, ikm->length, ikm->data, got_prk);
  ASSERT_BYTES(h->name, prk->length, got_prk, prk->data);
  ASSERT_RC(h->expand(prk->length, prk->data, info->length, info->data,
		      okm->length, got_okm), SYMCRYPT_OK);
  ASSERT_BYTES(h->name, okm->length, got_okm, okm->data);
  /* An empty salt may be NULL.  */
  if (salt->length == 0)
    {
      h->extract(0, NULL, ikm->length, ikm->data, got_prk);
      ASSERT_BYTES(h->name, prk->length, got_prk, prk->data);
    }
  test_buf_free(got_okm);
  test_buf_free(got_prk);
}

/* RFC 5869, appendix A, test cases 1-3 (the SHA-256 ones); case 3 has
   an empty salt and info.  RFC 5869 has no SHA-512 vectors: the
   SHA-512 values are for the same inputs, computed with Python 3's
   hmac module (HKDF written out from the RFC's definition).  */
static void
test_rfc5869(void)
{
  const struct tstring *ikm1 = SHEX("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
  const struct tstring *salt1 = SHEX("000102030405060708090a0b0c");
  const struct tstring *info1 = SHEX("f0f1f2f3f4f5f6f7f8f9");
  const struct tstring *ikm2 = SHEX(
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f"
    "404142434445464748494a4b4c4d4e4f");
  const struct tstring *salt2 = SHEX(
    "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"
    "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"
    "a0a1a2a3a4a5a6a7a8a9aaabacadaeaf");
  const struct tstring *info2 = SHEX(
    "b0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecf"
    "d0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef"
    "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  const struct tstring *empty = SHEX("");

  test_vector(&sha256, ikm1, salt1, info1,
	      SHEX("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5"),
	      SHEX("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
		   "34007208d5b887185865"));
  test_vector(&sha256, ikm2, salt2, info2,
	      SHEX("06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244"),
	      SHEX("b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c"
		   "59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71"
		   "cc30c58179ec3e87c14c01d5c1f3434f1d87"));
  test_vector(&sha256, ikm1, empty, empty,
	      SHEX("19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04"),
	      SHEX("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
		   "9d201395faa4b61a96c8"));

  /* HKDF-SHA384 over test cases 1 and 3: computed with OpenSSL 3.0.19,
     "openssl kdf -keylen 42 -kdfopt digest:SHA384 -kdfopt hexkey:IKM
     -kdfopt hexsalt:SALT -kdfopt hexinfo:INFO HKDF" (the PRK with
     -kdfopt mode:EXTRACT_ONLY), and again with Python 3's hmac.  */
  test_vector(&sha384, ikm1, salt1, info1,
	      SHEX("704b39990779ce1dc548052c7dc39f303570dd13fb39f7acc564680bef80e8de"
		   "c70ee9a7e1f3e293ef68eceb072a5ade"),
	      SHEX("9b5097a86038b805309076a44b3a9f38063e25b516dcbf369f394cfab43685f7"
		   "48b6457763e4f0204fc5"));
  test_vector(&sha384, ikm1, empty, empty,
	      SHEX("10e40cf072a4c5626e43dd22c1cf727d4bb140975c9ad0cbc8e45b40068f8f0b"
		   "a57cdb598af9dfa6963a96899af047e5"),
	      SHEX("c8c96e710f89b0d7990bca68bcdec8cf854062e54c73a7abc743fade9b242daa"
		   "cc1cea5670415b52849c"));

  test_vector(&sha512, ikm1, salt1, info1,
	      SHEX("665799823737ded04a88e47e54a5890bb2c3d247c7a4254a8e61350723590a26"
		   "c36238127d8661b88cf80ef802d57e2f7cebcf1e00e083848be19929c61b4237"),
	      SHEX("832390086cda71fb47625bb5ceb168e4c8e26a1a16ed34d9fc7fe92c14815793"
		   "38da362cb8d9f925d7cb"));
  test_vector(&sha512, ikm2, salt2, info2,
	      SHEX("35672542907d4e142c00e84499e74e1de08be86535f924e022804ad775dde27e"
		   "c86cd1e5b7d178c74489bdbeb30712beb82d4f97416c5a94ea81ebdf3e629e4a"),
	      SHEX("ce6c97192805b346e6161e821ed165673b84f400a2b514b2fe23d84cd189ddf1"
		   "b695b48cbd1c8388441137b3ce28f16aa64ba33ba466b24df6cfcb021ecff235"
		   "f6a2056ce3af1de44d572097a8505d9e7a93"));
  test_vector(&sha512, ikm1, empty, empty,
	      SHEX("fd200c4987ac491313bd4a2a13287121247239e11c9ef82802044b66ef357e5b"
		   "194498d0682611382348572a7b1611de54764094286320578a863f36562b0df6"),
	      SHEX("f5fa02b18298a72a8c23898a8703472c6eb179dc204c03425c970e3b164bf90f"
		   "ff22d04836d0e2343bac"));
}

/* The longest output, 255 blocks, with PRK "k" extracted with salt
   "s", info "i": its last block (computed with Python 3's hmac
   module).  Every shorter output is a prefix of it.  */
static void
test_max_length(const struct hkdf *h, const struct tstring *last)
{
  size_t max = 255 * h->hash_length, length;
  uint8_t prk[65] = { 0 };	/* one byte more for a long PRK */
  uint8_t *okm = test_buf_alloc(max, 0);
  uint8_t *shorter = test_buf_alloc(max, 0);
  uint8_t *fill = test_buf_alloc(max + 1, 0);

  h->extract(1, (const uint8_t *) "s", 1, (const uint8_t *) "k", prk);
  ASSERT_RC(h->expand(h->hash_length, prk, 1, (const uint8_t *) "i", max, okm),
	    SYMCRYPT_OK);
  ASSERT_BYTES(h->name, h->hash_length, okm + max - h->hash_length, last->data);
  for (length = 1; length < max; length += 1 + length / 8)
    {
      ASSERT_RC(h->expand(h->hash_length, prk, 1, (const uint8_t *) "i",
			  length, shorter), SYMCRYPT_OK);
      ASSERT_BYTES(h->name, length, shorter, okm);
    }

  /* Too long, empty, or a PRK shorter than HashLen: nothing written.  */
  {
    uint8_t *dst = test_buf_alloc(max + 1, 0);
    ASSERT_RC(h->expand(h->hash_length, prk, 0, NULL, max + 1, dst),
	      SYMCRYPT_EINVAL);
    ASSERT_RC(h->expand(h->hash_length, prk, 0, NULL, 0, dst),
	      SYMCRYPT_EINVAL);
    ASSERT_RC(h->expand(h->hash_length - 1, prk, 0, NULL, 16, dst),
	      SYMCRYPT_EINVAL);
    ASSERT_BYTES("output after rejected arguments", max + 1, dst, fill);
    /* A longer PRK and no info are fine.  */
    ASSERT_RC(h->expand(h->hash_length + 1, prk, 0, NULL, 16, dst),
	      SYMCRYPT_OK);
    test_buf_free(dst);
  }
  test_buf_free(fill);
  test_buf_free(shorter);
  test_buf_free(okm);
}

void
test_main(void)
{
  test_rfc5869();
  test_max_length(&sha256,
		  SHEX("615731fb221c012561cd34c636f30223ea3f2aa7e2b87b6e405fa6872a8adb49"));
  test_max_length(&sha384,
		  SHEX("ada19a9da40cbda2f58c44a96dd2df65a2856f1710aab2aeee97ea98eaca9cd8"
		       "7d105b9662470d28cd806634bbb0dbd9"));
  test_max_length(&sha512,
		  SHEX("eadb9b27a40fbf5ce10682a6514f4171145fce43ec375365d2a65c6d80f1cdd5"
		       "d7809bc23b9f35c0b8e64d4bc35107fa11143defa9947c24a3f2aa2fc05e494d"));
}
