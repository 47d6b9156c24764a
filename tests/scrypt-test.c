/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* scrypt-test.c -- scrypt (symcrypt/scrypt.h): RFC 7914's vectors,
   every variant of scrypt_romix and scrypt_romix_x2 against the C
   twin, libsodium's crypto_pwhash_scryptsalsa208sha256_ll and
   OpenSSL's EVP_PBE_scrypt at random small costs where they are
   installed, the work area given (of either size) or mapped, and the
   parameters RFC 7914 refuses.  Without libsodium its part is skipped
   (with a note), unless SYMCRYPT_TEST_REQUIRE_SODIUM is set.  */
#include "testutils.h"
#include "variants.h"

#if HAVE_SODIUM
# include <sodium.h>
#endif
#if HAVE_OPENSSL
# include <openssl/evp.h>
#endif

/* RFC 7914, section 12: the first three vectors.  The fourth (N =
   2^20, 1 GiB) is test_vector_gib's.  */
static const struct
{
  const char *pwd, *salt;
  uint64_t n;
  uint32_t r, p;
  const char *out;
} vectors[] = {
  { "", "", 16, 1, 1,
    "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442"
    "fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906" },
  { "password", "NaCl", 1024, 8, 16,
    "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
    "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640" },
  { "pleaseletmein", "SodiumChloride", 16384, 8, 1,
    "7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2"
    "d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887" },
};

/* scrypt with the work area at ALIGN bytes past a 64-byte boundary
   (NULL when ALIGN is 64), checking that the area is zero afterwards
   and that nothing is written around OUT.  The area is the work size
   when ALIGN is even, and when it is odd the size that lets P of 2 or
   more run two ROMix lanes at a time (the manual, "scrypt").  */
static void
scrypt_checked(size_t pwd_length, const uint8_t *pwd, size_t salt_length,
	       const uint8_t *salt, uint64_t n, uint32_t r, uint32_t p,
	       unsigned align, size_t out_length, uint8_t *expected)
{
  size_t size = symcrypt_scrypt_work_size(n, r, p), i;
  uint8_t *work = NULL, *out = test_buf_alloc(out_length, align % 8);
  uint8_t *a = test_buf_alloc(pwd_length, align % 3);
  uint8_t *s = test_buf_alloc(salt_length, align % 5);

  ASSERT(size == 128 * (size_t) r * (n + p + 2) + 64);
  if (align % 2)
    size = 128 * (size_t) r * (2 * n + p + 4) + 64;
  if (pwd_length)
    memcpy(a, pwd, pwd_length);
  if (salt_length)
    memcpy(s, salt, salt_length);
  /* The area starts zeroed, so that what the call used of it, all of
     it or not, must be zero afterwards.  */
  if (align < 64)
    {
      work = test_buf_alloc(size, align);
      memset(work, 0, size);
    }
  ASSERT_RC(symcrypt_scrypt(pwd_length, a, salt_length, s, n, r, p,
			    work, size, out_length, out), SYMCRYPT_OK);
  ASSERT_BYTES("scrypt", out_length, out, expected);
  if (work)
    {
      /* The area in use (from the first 64-byte boundary) is zero.  */
      for (i = (64 - align) % 64; i < size - 64 + (64 - align) % 64; i++)
	if (work[i] != 0)
	  FAIL("scrypt left byte %zu of the work area", i);
      test_buf_check(work);
      test_buf_free(work);
    }
  test_buf_check(out);
  test_buf_free(out);
  test_buf_free(a);
  test_buf_free(s);
}

static void
test_vectors(void)
{
  unsigned i, align;

  /* The first vector at every alignment, the larger ones at three
     (two in the short run, under valgrind and qemu).  */
  for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++)
    for (align = 0; align <= 64;
	 align += (i == 0 ? 1 : test_short() ? 64 : 32))
      {
	const struct tstring *pwd = SDATA(vectors[i].pwd);
	const struct tstring *salt = SDATA(vectors[i].salt);
	const struct tstring *out = SHEX(vectors[i].out);
	scrypt_checked(pwd->length, pwd->data, salt->length, salt->data,
		       vectors[i].n, vectors[i].r, vectors[i].p, align,
		       out->length, (uint8_t *) out->data);
      }
}

/* RFC 7914's fourth vector: N = 2^20, r = 8, p = 1, a table of 1 GiB
   in the library's own mapping.  One hash takes seconds, so it runs
   only where SYMCRYPT_TEST_SCRYPT_GIB is set: the suite sets it in one
   stage (x86_64-static), not for every override and emulator.  */
static void
test_vector_gib(void)
{
  const struct tstring *pwd = SDATA("pleaseletmein");
  const struct tstring *salt = SDATA("SodiumChloride");
  const struct tstring *expected
    = SHEX("2101cb9b6a511aaeaddbbe09cf70f881ec568d574a2ffd4dabe5ee9820adaa47"
	   "8e56fd8f4ba5d09ffa1c6d927c40f4c337304049e8a952fbcbf45c6fa77a41a4");
  uint8_t out[64];

  ASSERT_RC(symcrypt_scrypt(pwd->length, pwd->data, salt->length, salt->data,
			    (uint64_t) 1 << 20, 8, 1, NULL, 0, sizeof(out), out),
	    SYMCRYPT_OK);
  ASSERT_BYTES("scrypt, RFC 7914's fourth vector", sizeof(out), out,
	       expected->data);
}

/* Every variant of scrypt_romix and scrypt_romix_x2 against the C
   twin of scrypt_romix (on each lane), on random blocks, N from 2 to
   512 and R from 1 to 9.  */
static void
test_variants(void)
{
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_scrypt_romix);
  unsigned trial, trials = test_trials(40), lanes, k;

  for (lanes = 1; lanes <= 2; lanes++)
    for (FOR_EACH_VARIANT(v, lanes == 1 ? SYMCRYPT_FN_scrypt_romix
			  : SYMCRYPT_FN_scrypt_romix_x2))
      for (trial = 0; trial < trials; trial++)
	{
	  size_t n = (size_t) 2 << test_rand_below(trial < 4 ? 2 : 9);
	  size_t r = 1 + test_rand_below(9), words = 32 * r;
	  size_t vbytes = 4 * words * n;
	  uint32_t *b = (uint32_t *) test_buf_alloc(16 * words, 0);
	  uint32_t *vv = (uint32_t *) test_buf_alloc(lanes * vbytes, 0);
	  uint32_t *t = (uint32_t *) test_buf_alloc(8 * lanes * words, 0);
	  uint32_t *b_c = b + 2 * words;

	  test_rand_fill(4 * lanes * words, (uint8_t *) b);
	  memcpy(b_c, b, 4 * lanes * words);
	  for (k = 0; k < lanes; k++)
	    VARIANT_FN(scrypt_romix, c)(b_c + k * words, vv, t, n, r);
	  if (lanes == 1)
	    VARIANT_FN(scrypt_romix, v)(b, vv, t, n, r);
	  else
	    VARIANT_FN(scrypt_romix_x2, v)(b, vv, t, n, r);
	  if (memcmp(b, b_c, 4 * lanes * words) != 0)
	    FAIL("scrypt_romix%s (%s), N %lu, r %zu: not the C twin's",
		 lanes == 1 ? "" : "_x2", v->label, (unsigned long) n, r);
	  test_buf_check((uint8_t *) b);
	  test_buf_check((uint8_t *) vv);
	  test_buf_check((uint8_t *) t);
	  test_buf_free((uint8_t *) b);
	  test_buf_free((uint8_t *) vv);
	  test_buf_free((uint8_t *) t);
	}
}

/* A call that must be refused: SYMCRYPT_EINVAL with nothing written.  */
static void
refused(const char *what, size_t pwd_length, const uint8_t *pwd,
	uint64_t n, uint32_t r, uint32_t p, void *work, size_t work_size,
	size_t out_length, uint8_t *out)
{
  uint8_t before[64];
  memset(out, 0xa5, 64);
  memcpy(before, out, 64);
  if (symcrypt_scrypt(pwd_length, pwd, 4, (const uint8_t *) "salt", n, r, p,
		      work, work_size, out_length, out) != SYMCRYPT_EINVAL)
    FAIL("scrypt accepted %s", what);
  if (memcmp(before, out, 64) != 0)
    FAIL("scrypt wrote its output on %s", what);
}

static void
test_refusals(void)
{
  uint8_t out[64], work[1024];
  size_t small = symcrypt_scrypt_work_size(4, 1, 1);

  ASSERT(small == 128 * 7 + 64);
  ASSERT(symcrypt_scrypt_work_size(0, 1, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size(1, 1, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size(3, 1, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size(12, 1, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size(4, 0, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size(4, 1, 0) == 0);
  ASSERT(symcrypt_scrypt_work_size(4, 1, 1u << 30) == 0);
  ASSERT(symcrypt_scrypt_work_size(4, 1u << 15, 1u << 15) == 0);
  ASSERT(symcrypt_scrypt_work_size(4, (1u << 15) - 1, 1u << 15) != 0
	 || sizeof(size_t) < 8);
  /* N below 2^(16 R): 2^15 is the largest for R = 1, 2^31 for R = 2.  */
  ASSERT(symcrypt_scrypt_work_size((uint64_t) 1 << 15, 1, 1) != 0);
  ASSERT(symcrypt_scrypt_work_size((uint64_t) 1 << 16, 1, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size((uint64_t) 1 << 32, 2, 1) == 0);
  ASSERT(symcrypt_scrypt_work_size((uint64_t) 1 << 20, 2, 1) != 0);
  /* A table larger than the address space.  */
  ASSERT(symcrypt_scrypt_work_size((uint64_t) 1 << 63, 8, 1) == 0);

  refused("N = 1", 3, (const uint8_t *) "pwd", 1, 1, 1, NULL, 0, 16, out);
  refused("N = 6", 3, (const uint8_t *) "pwd", 6, 1, 1, NULL, 0, 16, out);
  refused("N = 2^16 with R = 1", 3, (const uint8_t *) "pwd",
	  (uint64_t) 1 << 16, 1, 1, NULL, 0, 16, out);
  refused("R = 0", 3, (const uint8_t *) "pwd", 4, 0, 1, NULL, 0, 16, out);
  refused("P = 0", 3, (const uint8_t *) "pwd", 4, 1, 0, NULL, 0, 16, out);
  refused("R * P = 2^30", 3, (const uint8_t *) "pwd", 4, 1u << 10,
	  1u << 20, NULL, 0, 16, out);
  refused("an empty output", 3, (const uint8_t *) "pwd", 4, 1, 1,
	  NULL, 0, 0, out);
  refused("a NULL password", 3, NULL, 4, 1, 1, NULL, 0, 16, out);
  refused("a work area one byte short", 3, (const uint8_t *) "pwd", 4, 1, 1,
	  work, small - 1, 16, out);
  if (sizeof(size_t) >= 8)
    refused("an output of 2^37 bytes", 3, (const uint8_t *) "pwd", 4, 1, 1,
	    NULL, 0, (size_t) ((uint64_t) 1 << 37), out);
  ASSERT(symcrypt_scrypt(3, (const uint8_t *) "pwd", 4,
			 (const uint8_t *) "salt", 4, 1, 1, work, small,
			 16, NULL) == SYMCRYPT_EINVAL);
  ASSERT(symcrypt_scrypt(3, (const uint8_t *) "pwd", 4, NULL, 4, 1, 1,
			 work, small, 16, out) == SYMCRYPT_EINVAL);
  /* Accepted: the exact size, and the output overlapping the password.  */
  memcpy(out, "pwd", 3);
  ASSERT_RC(symcrypt_scrypt(3, out, 4, (const uint8_t *) "salt", 4, 1, 1,
			    work, small, 64, out), SYMCRYPT_OK);
  {
    uint8_t copy[64];
    ASSERT_RC(symcrypt_scrypt(3, (const uint8_t *) "pwd", 4,
			      (const uint8_t *) "salt", 4, 1, 1, NULL, 0,
			      64, copy), SYMCRYPT_OK);
    ASSERT_BYTES("scrypt in place", 64, out, copy);
  }
}

#if HAVE_SODIUM || HAVE_OPENSSL
/* Random passwords, salts, costs and output lengths against the peers
   installed, our work area given at a random alignment or mapped.  */
static void
test_peers(void)
{
  unsigned trial, trials = test_trials(60);

#if HAVE_SODIUM
  if (sodium_init() < 0)
    FAIL("sodium_init failed");
#endif
  for (trial = 0; trial < trials; trial++)
    {
      uint8_t pwd[100], salt[100], expected[300];
      size_t pwd_length = test_rand_below(sizeof(pwd) + 1);
      size_t salt_length = test_rand_below(sizeof(salt) + 1);
      size_t out_length = 1 + test_rand_below(sizeof(expected));
      uint64_t n = (uint64_t) 2 << test_rand_below(10);
      uint32_t r = 1 + (uint32_t) test_rand_below(8);
      uint32_t p = 1 + (uint32_t) test_rand_below(3);
      unsigned align = (unsigned) test_rand_below(65);

      test_rand_fill(pwd_length, pwd);
      test_rand_fill(salt_length, salt);
#if HAVE_SODIUM
      if (crypto_pwhash_scryptsalsa208sha256_ll(pwd, pwd_length, salt,
						salt_length, n, r, p,
						expected, out_length) != 0)
	FAIL("libsodium refused N %lu, r %u, p %u", (unsigned long) n, r, p);
      scrypt_checked(pwd_length, pwd, salt_length, salt, n, r, p, align,
		     out_length, expected);
#endif
#if HAVE_OPENSSL
      memset(expected, 0, sizeof(expected));
      if (EVP_PBE_scrypt((const char *) pwd, pwd_length, salt, salt_length,
			 n, r, p, (uint64_t) 1 << 30, expected,
			 out_length) != 1)
	FAIL("OpenSSL refused N %lu, r %u, p %u", (unsigned long) n, r, p);
      scrypt_checked(pwd_length, pwd, salt_length, salt, n, r, p,
		     (align + 7) % 65, out_length, expected);
#endif
    }
}
#endif

void
test_main(void)
{
  test_vectors();
  if (getenv("SYMCRYPT_TEST_SCRYPT_GIB"))
    test_vector_gib();
  test_variants();
  test_refusals();
#if HAVE_SODIUM || HAVE_OPENSSL
  test_peers();
#endif
#if !HAVE_SODIUM
  if (getenv("SYMCRYPT_TEST_REQUIRE_SODIUM"))
    FAIL("built without libsodium, but SYMCRYPT_TEST_REQUIRE_SODIUM is set");
  fprintf(stderr, "note: no libsodium, its comparisons are skipped\n");
#endif
}
