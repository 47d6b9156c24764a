/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2-test.c -- Argon2id, Argon2i and Argon2d: RFC 9106's vectors
   (section 5) with and without threads, in the caller's memory and
   the library's; libargon2 (the P-H-C reference) and libsodium as
   oracles at random small costs, lanes, threads and lengths; PHC
   strings written by each verified by the others; strings that are
   malformed or demand too much refused; bad arguments refused with
   nothing written.  Without libargon2 or libsodium their parts are
   skipped (with a note), unless SYMCRYPT_TEST_REQUIRE_LIBARGON2 or
   SYMCRYPT_TEST_REQUIRE_SODIUM is set.  */
#include "testutils.h"
#include "variants.h"

#include <symcrypt/argon2.h>

#if HAVE_LIBARGON2
# include <argon2.h>
#endif
#if HAVE_SODIUM
# include <sodium.h>
#endif

typedef int hash_func(const struct symcrypt_argon2_params *, size_t,
		      const uint8_t *, size_t, const uint8_t *, void *, size_t,
		      size_t, uint8_t *);
typedef int str_func(const struct symcrypt_argon2_params *, size_t,
		     const uint8_t *, size_t, const uint8_t *, size_t, char *);

/* In the order of RFC 9106's type y.  */
static hash_func *const hashes[3] = {
  symcrypt_argon2d, symcrypt_argon2i, symcrypt_argon2id
};
static str_func *const strs[3] = {
  symcrypt_argon2d_str, symcrypt_argon2i_str, symcrypt_argon2id_str
};
static const char *const names[3] = { "argon2d", "argon2i", "argon2id" };
static const char b64_alphabet[]
  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static uint8_t *
xalloc(size_t size)
{
  uint8_t *p = malloc(size);
  ASSERT(p != NULL);
  return p;
}

/* Hashes with P and the rest into OUT twice, with the library's
   memory and in a caller's area at an odd address, which must come
   back zeroed; both must agree.  */
static void
hash_both(unsigned type, const struct symcrypt_argon2_params *p,
	  size_t pwd_length, const uint8_t *pwd,
	  size_t salt_length, const uint8_t *salt,
	  size_t out_length, uint8_t *out)
{
  size_t work_size = symcrypt_argon2_work_size(p), i;
  uint8_t *work, *other = xalloc(out_length);

  ASSERT(work_size > 0);
  work = xalloc(work_size + 3);
  memset(work, 0x5a, work_size + 3);
  ASSERT_RC(hashes[type](p, pwd_length, pwd, salt_length, salt, NULL, 0,
			 out_length, out), SYMCRYPT_OK);
  ASSERT_RC(hashes[type](p, pwd_length, pwd, salt_length, salt, work + 3,
			 work_size, out_length, other), SYMCRYPT_OK);
  ASSERT_BYTES(names[type], out_length, other, out);
  for (i = 0; i < work_size; i++)
    if (work[3 + i])
      FAIL("%s: byte %zu of the work area left %02x", names[type], i,
	   work[3 + i]);
  ASSERT(work[0] == 0x5a && work[1] == 0x5a && work[2] == 0x5a);
  /* One byte short is refused, nothing written.  */
  memset(other, 0xa5, out_length);
  ASSERT_RC(hashes[type](p, pwd_length, pwd, salt_length, salt, work + 3,
			 work_size - 1, out_length, other), SYMCRYPT_EINVAL);
  for (i = 0; i < out_length; i++)
    ASSERT(other[i] == 0xa5);
  free(work);
  free(other);
}

/* RFC 9106, 5.1 to 5.3: password 32 bytes of 01, salt 16 of 02,
   secret 8 of 03, associated data 12 of 04, m = 32, t = 3, p = 4,
   tag 32 bytes.  */
static void
test_rfc9106(void)
{
  static const char *const tags[3] = {
    "512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb",
    "c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8",
    "0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659",
  };
  uint8_t pwd[32], salt[16], secret[8], ad[12], out[32];
  struct symcrypt_argon2_params p = { 3, 32, 4, 0, secret, 8, ad, 12 };
  unsigned type, threads;

  memset(pwd, 1, sizeof(pwd));
  memset(salt, 2, sizeof(salt));
  memset(secret, 3, sizeof(secret));
  memset(ad, 4, sizeof(ad));
  for (type = 0; type < 3; type++)
    for (threads = 0; threads <= 5; threads++)
      {
	p.threads = threads;
	hash_both(type, &p, sizeof(pwd), pwd, sizeof(salt), salt,
		  sizeof(out), out);
	ASSERT_BYTES(names[type], 32, out, SHEX(tags[type])->data);
      }
}

/* Arguments out of range: SYMCRYPT_EINVAL, nothing written.  */
static void
test_bad_arguments(void)
{
  uint8_t pwd[8] = "password", salt[8] = "saltsalt", out[64];
  char str[200];
  struct symcrypt_argon2_params good = { 1, 8, 1, 0, NULL, 0, NULL, 0 };
  struct symcrypt_argon2_params bad[] = {
    { 0, 8, 1, 0, NULL, 0, NULL, 0 },	 /* no pass */
    { 1, 7, 1, 0, NULL, 0, NULL, 0 },	 /* m < 8p */
    { 1, 15, 2, 0, NULL, 0, NULL, 0 },
    { 1, 8, 0, 0, NULL, 0, NULL, 0 },	 /* no lane */
    { 1, 0xffffffff, 0x1000000, 0, NULL, 0, NULL, 0 }, /* p >= 2^24 */
    { 1, 8, 1, 0, NULL, 1, NULL, 0 },	 /* NULL secret */
    { 1, 8, 1, 0, NULL, 0, NULL, 1 },	 /* NULL ad */
  };
  unsigned i, j;

  memset(out, 0xa5, sizeof(out));
  memset(str, 0x5a, sizeof(str));
  for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
    {
      ASSERT(symcrypt_argon2_work_size(&bad[i]) == 0);
      for (j = 0; j < 3; j++)
	{
	  ASSERT_RC(hashes[j](&bad[i], 8, pwd, 8, salt, NULL, 0, 32, out),
		    SYMCRYPT_EINVAL);
	  ASSERT_RC(strs[j](&bad[i], 8, pwd, 8, salt, sizeof(str), str),
		    SYMCRYPT_EINVAL);
	}
    }
  ASSERT(symcrypt_argon2_work_size(NULL) == 0);
  for (j = 0; j < 3; j++)
    {
      ASSERT_RC(hashes[j](NULL, 8, pwd, 8, salt, NULL, 0, 32, out),
		SYMCRYPT_EINVAL);
      ASSERT_RC(hashes[j](&good, 8, pwd, 7, salt, NULL, 0, 32, out),
		SYMCRYPT_EINVAL);		/* salt < 8 */
      ASSERT_RC(hashes[j](&good, 8, pwd, 8, salt, NULL, 0, 3, out),
		SYMCRYPT_EINVAL);		/* out < 4 */
      ASSERT_RC(hashes[j](&good, 8, NULL, 8, salt, NULL, 0, 32, out),
		SYMCRYPT_EINVAL);
      ASSERT_RC(hashes[j](&good, 8, pwd, 8, NULL, NULL, 0, 32, out),
		SYMCRYPT_EINVAL);
      ASSERT_RC(hashes[j](&good, 8, pwd, 8, salt, NULL, 0, 32, NULL),
		SYMCRYPT_EINVAL);
      /* A string needs room for all of itself and its NUL.  */
      ASSERT_RC(strs[j](&good, 8, pwd, 8, salt, 0, str), SYMCRYPT_EINVAL);
      ASSERT_RC(strs[j](&good, 8, pwd, 8, salt, 68 - (j == 2 ? 0 : 1), str),
		SYMCRYPT_EINVAL);
    }
  for (i = 0; i < sizeof(out); i++)
    ASSERT(out[i] == 0xa5);
  for (i = 0; i < sizeof(str); i++)
    ASSERT(str[i] == 0x5a);
  /* Exactly enough room: "$argon2id$v=19$m=8,t=1,p=1$" (27), the salt
     (11), "$", the hash (43) and the NUL.  */
  ASSERT_RC(symcrypt_argon2id_str(&good, 8, pwd, 8, salt, 83, str),
	    SYMCRYPT_OK);
  ASSERT(strlen(str) == 82);
  ASSERT(strncmp(str, "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$", 39) == 0);
  ASSERT_RC(symcrypt_argon2id_str(&good, 8, pwd, 8, salt, 82, str),
	    SYMCRYPT_EINVAL);
  /* A string cannot carry a secret or associated data.  */
  good.secret = salt;
  good.secret_length = 1;
  ASSERT_RC(symcrypt_argon2id_str(&good, 8, pwd, 8, salt, sizeof(str), str),
	    SYMCRYPT_EINVAL);
}

/* Strings: ours verify, with the wrong password they do not, and the
   malformed and hostile ones are refused (those of valid parameters
   by the limit of 16 MiB, before any memory is mapped: else the one
   of 4 TiB would be mapped, or fail with SYMCRYPT_ENOMEM).  */
static void
test_strings(void)
{
  static const char *const refused[] = {
    "",
    "$argon2id",
    "$argon2x$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=16$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$t=1,m=8,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=08,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=+8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=0,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=7,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=0,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=0$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=4294967296,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=99999999999999999999,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=4294967295,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=4294967295,t=4294967295,p=16777215$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=134217728,t=1,p=16777216$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", /* salt 7 */
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ=$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHR$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", /* bits left */
    "$argon2id$v=19$m=8,t=1,p=1$c2Fsd-NhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB", /* bits left */
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB", /* bits left */
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAA", /* 5 characters */
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAA", /* 3 bytes */
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ",
    "$argon2id$v=19$m=8,t=1,p=1$$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA$",
    "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA ",
    "$argon2id$v=19$m=8,t=1,p=1,keyid=AA$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$argon2id$v=19$m=8,t=1,p=1,data=AA$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "$ARGON2ID$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  };
  uint8_t pwd[8] = "password", salt[16];
  char str[200], longer[1200];
  struct symcrypt_argon2_params p = { 2, 64, 2, 2, NULL, 0, NULL, 0 };
  unsigned i, type;
  size_t limit;

  for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
    if (symcrypt_argon2_str_verify(refused[i], 8, pwd, 1 << 24, 1)
	!= SYMCRYPT_EINVAL)
      FAIL("accepted %s", refused[i]);
  ASSERT_RC(symcrypt_argon2_str_verify(NULL, 8, pwd, 1 << 20, 1),
	    SYMCRYPT_EINVAL);

  /* Each byte but NUL in the middle of a hash: refused unless it is of
     the alphabet (every edge of the ranges the reader masks).  */
  for (i = 1; i < 256; i++)
    {
      strcpy(str, "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$"
	     "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      str[strlen(str) - 20] = (char) i;
      ASSERT_RC(symcrypt_argon2_str_verify(str, 8, pwd, 1 << 24, 1),
		strchr(b64_alphabet, (int) i)
		? SYMCRYPT_EAUTH : SYMCRYPT_EINVAL);
    }

  /* A salt and a hash of 256 bytes are read, of 257 not.  */
  test_rand_fill(sizeof(salt), salt);
  for (i = 256; i <= 257; i++)
    {
      size_t n = 0, k;
      n += (size_t) sprintf(longer + n, "$argon2i$v=19$m=8,t=1,p=1$");
      for (k = 0; k < (i * 4 + 2) / 3; k++)
	longer[n++] = 'A' + (k % 2);
      longer[n - 1] = 'A';
      longer[n++] = '$';
      for (k = 0; k < 43; k++)
	longer[n++] = 'A';
      longer[n] = '\0';
      ASSERT_RC(symcrypt_argon2_str_verify(longer, 8, pwd, 1 << 20, 1),
		i == 256 ? SYMCRYPT_EAUTH : SYMCRYPT_EINVAL);
      n = (size_t) sprintf(longer, "$argon2i$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$");
      for (k = 0; k < (i * 4 + 2) / 3; k++)
	longer[n++] = 'A' + (k % 2);
      longer[n - 1] = 'A';
      longer[n] = '\0';
      ASSERT_RC(symcrypt_argon2_str_verify(longer, 8, pwd, 1 << 20, 1),
		i == 256 ? SYMCRYPT_EAUTH : SYMCRYPT_EINVAL);
    }

  for (type = 0; type < 3; type++)
    {
      test_rand_fill(sizeof(salt), salt);
      ASSERT_RC(strs[type](&p, 8, pwd, sizeof(salt), salt, sizeof(str), str),
		SYMCRYPT_OK);
      ASSERT(strncmp(str + 1, names[type], strlen(names[type])) == 0);
      limit = symcrypt_argon2_work_size(&p);
      ASSERT_RC(symcrypt_argon2_str_verify(str, 8, pwd, limit, 1),
		SYMCRYPT_OK);
      ASSERT_RC(symcrypt_argon2_str_verify(str, 8, pwd, limit, 3),
		SYMCRYPT_OK);
      ASSERT_RC(symcrypt_argon2_str_verify(str, 8, pwd, limit - 1, 1),
		SYMCRYPT_EINVAL);
      ASSERT_RC(symcrypt_argon2_str_verify(str, 7, pwd, limit, 1),
		SYMCRYPT_EAUTH);
      /* A changed character of the hash.  */
      i = (unsigned) strlen(str) - 1 - (unsigned) test_rand_below(40);
      str[i] = str[i] == 'A' ? 'B' : 'A';
      ASSERT_RC(symcrypt_argon2_str_verify(str, 8, pwd, limit, 1),
		SYMCRYPT_EAUTH);
    }
}

/* Every variant of the block function against the C twin: random
   blocks, written or XORed into OUT, OUT apart from the inputs or the
   same block as X or Y, blocks at 64-byte and at 8-byte alignment.  */
static void
test_block_variants(void)
{
  typedef void block_func(uint64_t *, const uint64_t *, const uint64_t *,
			  unsigned);
  block_func *c = VARIANT_FN(argon2_block,
			     test_variant_c(SYMCRYPT_FN_argon2_block));
  const struct symcrypt_variant *v;
  static uint64_t buf[5 * 128 + 8] __attribute__((aligned(64)));
  uint64_t want[128], in[3][128];
  unsigned trial, n = 0;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_argon2_block))
    {
      block_func *f = VARIANT_FN(argon2_block, v);
      for (trial = 0; trial < 48; trial++)
	{
	  unsigned shift = trial % 2, alias = trial / 2 % 3;
	  unsigned xor_out = trial / 6 % 2;
	  uint64_t *x = buf + shift, *y = buf + 128 + 2 * shift;
	  uint64_t *out = alias == 1 ? x : alias == 2 ? y
	    : buf + 256 + 3 * shift;
	  test_rand_fill(sizeof(in), (uint8_t *) in);
	  memcpy(x, in[0], sizeof(in[0]));
	  memcpy(y, in[1], sizeof(in[1]));
	  if (!alias)
	    memcpy(out, in[2], sizeof(in[2]));
	  /* The C twin on copies.  */
	  memcpy(want, alias == 1 ? in[0] : alias == 2 ? in[1] : in[2],
		 sizeof(want));
	  c(want, in[0], in[1], xor_out);
	  f(out, x, y, xor_out);
	  if (memcmp(out, want, sizeof(want)))
	    FAIL("argon2_block %s: differs from the C twin (shift %u, "
		 "alias %u, xor %u)", v->label, shift, alias, xor_out);
	  if (alias != 1 && memcmp(x, in[0], sizeof(in[0])))
	    FAIL("argon2_block %s: changed X", v->label);
	  if (alias != 2 && memcmp(y, in[1], sizeof(in[1])))
	    FAIL("argon2_block %s: changed Y", v->label);
	}
      n++;
    }
  ASSERT(n >= 1);
}

/* A random parameter set of small costs.  */
static void
random_params(struct symcrypt_argon2_params *p, uint8_t *secret, uint8_t *ad)
{
  p->parallelism = 1 + (uint32_t) test_rand_below(5);
  p->m_cost = 8 * p->parallelism + (uint32_t) test_rand_below(300);
  p->t_cost = 1 + (uint32_t) test_rand_below(3);
  p->threads = (uint32_t) test_rand_below(6);
  p->secret_length = test_rand_below(4) ? 0 : test_rand_below(33);
  p->ad_length = test_rand_below(4) ? 0 : test_rand_below(33);
  test_rand_fill(p->secret_length, secret);
  test_rand_fill(p->ad_length, ad);
  p->secret = p->secret_length ? secret : NULL;
  p->ad = p->ad_length ? ad : NULL;
}

#if HAVE_LIBARGON2
static const argon2_type ref_types[3] = { Argon2_d, Argon2_i, Argon2_id };

/* libargon2 agrees at random costs and lengths, with the secret and
   the associated data, threads or none.  */
static void
test_libargon2(void)
{
  unsigned trial, trials = test_trials(60);

  for (trial = 0; trial < trials; trial++)
    {
      struct symcrypt_argon2_params p;
      uint8_t pwd[40], salt[40], secret[32], ad[32], out[200], ref[200];
      argon2_context ctx;
      unsigned type = trial % 3;
      size_t pwd_length = test_rand_below(41);
      size_t salt_length = 8 + test_rand_below(33);
      size_t out_length = 4 + test_rand_below(197);

      random_params(&p, secret, ad);
      test_rand_fill(pwd_length, pwd);
      test_rand_fill(salt_length, salt);
      memset(&ctx, 0, sizeof(ctx));
      ctx.out = ref;
      ctx.outlen = (uint32_t) out_length;
      ctx.pwd = pwd;
      ctx.pwdlen = (uint32_t) pwd_length;
      ctx.salt = salt;
      ctx.saltlen = (uint32_t) salt_length;
      ctx.secret = p.secret_length ? secret : NULL;
      ctx.secretlen = (uint32_t) p.secret_length;
      ctx.ad = p.ad_length ? ad : NULL;
      ctx.adlen = (uint32_t) p.ad_length;
      ctx.t_cost = p.t_cost;
      ctx.m_cost = p.m_cost;
      ctx.lanes = p.parallelism;
      ctx.threads = p.parallelism;
      ctx.version = ARGON2_VERSION_13;
      ASSERT(argon2_ctx(&ctx, ref_types[type]) == ARGON2_OK);
      hash_both(type, &p, pwd_length, pwd, salt_length, salt,
		out_length, out);
      if (memcmp(out, ref, out_length))
	FAIL("%s m=%u t=%u p=%u threads=%u out %zu: libargon2 differs",
	     names[type], p.m_cost, p.t_cost, p.parallelism, p.threads,
	     out_length);
    }
}

/* Strings both ways.  */
static void
test_libargon2_strings(void)
{
  unsigned trial;

  for (trial = 0; trial < 6; trial++)
    {
      struct symcrypt_argon2_params p = { 1, 0, 0, 2, NULL, 0, NULL, 0 };
      uint8_t pwd[20], salt[16];
      char str[200];
      unsigned type = trial % 3;

      p.parallelism = 1 + trial % 4;
      p.m_cost = 8 * p.parallelism + (uint32_t) test_rand_below(100);
      p.t_cost = 1 + (uint32_t) test_rand_below(3);
      test_rand_fill(sizeof(pwd), pwd);
      test_rand_fill(sizeof(salt), salt);
      ASSERT(argon2_hash(p.t_cost, p.m_cost, p.parallelism, pwd, sizeof(pwd),
			 salt, sizeof(salt), NULL, 32, str, sizeof(str),
			 ref_types[type], ARGON2_VERSION_13) == ARGON2_OK);
      ASSERT_RC(symcrypt_argon2_str_verify(str, sizeof(pwd), pwd,
					   (size_t) -1, 1), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_argon2_str_verify(str, sizeof(pwd) - 1, pwd,
					   (size_t) -1, 1), SYMCRYPT_EAUTH);
      ASSERT_RC(strs[type](&p, sizeof(pwd), pwd, sizeof(salt), salt,
			   sizeof(str), str), SYMCRYPT_OK);
      ASSERT(argon2_verify(str, pwd, sizeof(pwd), ref_types[type])
	     == ARGON2_OK);
      ASSERT(argon2_verify(str, pwd, 1, ref_types[type])
	     == ARGON2_VERIFY_MISMATCH);
    }
}
#endif

#if HAVE_SODIUM
/* libsodium's Argon2id and Argon2i (one lane): raw at random costs,
   and strings both ways.  */
static void
test_sodium(void)
{
  unsigned trial;

  ASSERT(sodium_init() >= 0);
  for (trial = 0; trial < 8; trial++)
    {
      int id = trial % 2 == 0;
      struct symcrypt_argon2_params p = { 0, 0, 1, 0, NULL, 0, NULL, 0 };
      uint8_t pwd[30], salt[crypto_pwhash_SALTBYTES], out[80], ref[80];
      char str[crypto_pwhash_STRBYTES];
      size_t out_length = 16 + test_rand_below(65);

      p.t_cost = (id ? 1 : 3) + (uint32_t) test_rand_below(2);
      p.m_cost = 8 + (uint32_t) test_rand_below(200);
      test_rand_fill(sizeof(pwd), pwd);
      test_rand_fill(sizeof(salt), salt);
      ASSERT(crypto_pwhash(ref, out_length, (const char *) pwd, sizeof(pwd),
			   salt, p.t_cost, (size_t) p.m_cost * 1024,
			   id ? crypto_pwhash_ALG_ARGON2ID13
			   : crypto_pwhash_ALG_ARGON2I13) == 0);
      ASSERT_RC((id ? symcrypt_argon2id : symcrypt_argon2i)
		(&p, sizeof(pwd), pwd, sizeof(salt), salt, NULL, 0,
		 out_length, out), SYMCRYPT_OK);
      ASSERT_BYTES(id ? "argon2id" : "argon2i", out_length, out, ref);

      if (id)
	ASSERT(crypto_pwhash_argon2id_str(str, (const char *) pwd,
					  sizeof(pwd), p.t_cost,
					  (size_t) p.m_cost * 1024) == 0);
      else
	ASSERT(crypto_pwhash_argon2i_str(str, (const char *) pwd,
					 sizeof(pwd), p.t_cost,
					 (size_t) p.m_cost * 1024) == 0);
      ASSERT_RC(symcrypt_argon2_str_verify(str, sizeof(pwd), pwd,
					   (size_t) -1, 0), SYMCRYPT_OK);
      ASSERT_RC((id ? symcrypt_argon2id_str : symcrypt_argon2i_str)
		(&p, sizeof(pwd), pwd, sizeof(salt), salt, sizeof(str), str),
		SYMCRYPT_OK);
      ASSERT((id ? crypto_pwhash_argon2id_str_verify
	      : crypto_pwhash_argon2i_str_verify)(str, (const char *) pwd,
						  sizeof(pwd)) == 0);
      ASSERT((id ? crypto_pwhash_argon2id_str_verify
	      : crypto_pwhash_argon2i_str_verify)(str, (const char *) pwd,
						  sizeof(pwd) - 1) != 0);
    }
}
#endif

/* Threads do not change the output, at random costs.  */
static void
test_threads(void)
{
  unsigned trial;

  for (trial = 0; trial < test_trials(12); trial++)
    {
      struct symcrypt_argon2_params p;
      uint8_t pwd[16], salt[16], secret[32], ad[32], one[40], many[40];
      unsigned type = trial % 3;

      random_params(&p, secret, ad);
      test_rand_fill(sizeof(pwd), pwd);
      test_rand_fill(sizeof(salt), salt);
      p.threads = 0;
      hash_both(type, &p, sizeof(pwd), pwd, sizeof(salt), salt, 40, one);
      p.threads = 2 + trial % 7;
      hash_both(type, &p, sizeof(pwd), pwd, sizeof(salt), salt, 40, many);
      ASSERT_BYTES(names[type], 40, many, one);
    }
  /* More lanes and threads than the 256 threads a hash starts: not in
     the short run, where valgrind took 18 seconds for each of these
     hashes (a thread's start and end under it are slow), more than
     the rest of the program.  */
  if (!test_short())
    {
      struct symcrypt_argon2_params p = { 1, 8 * 300, 300, 0, NULL, 0, NULL, 0 };
      uint8_t pwd[16] = { 1 }, salt[16] = { 2 }, one[32], many[32];
      hash_both(2, &p, sizeof(pwd), pwd, sizeof(salt), salt, 32, one);
      p.threads = 300;
      hash_both(2, &p, sizeof(pwd), pwd, sizeof(salt), salt, 32, many);
      ASSERT_BYTES("argon2id, 300 threads", 32, many, one);
    }
}

void
test_main(void)
{
  test_block_variants();
  test_rfc9106();
  test_bad_arguments();
  test_strings();
  test_threads();
#if HAVE_LIBARGON2
  test_libargon2();
  test_libargon2_strings();
#else
  if (getenv("SYMCRYPT_TEST_REQUIRE_LIBARGON2"))
    FAIL("built without libargon2, but SYMCRYPT_TEST_REQUIRE_LIBARGON2 is set");
  fprintf(stderr, "note: no libargon2, its comparisons are skipped\n");
#endif
#if HAVE_SODIUM
  test_sodium();
#else
  if (getenv("SYMCRYPT_TEST_REQUIRE_SODIUM"))
    FAIL("built without libsodium, but SYMCRYPT_TEST_REQUIRE_SODIUM is set");
  fprintf(stderr, "note: no libsodium, its comparisons are skipped\n");
#endif
  ASSERT(symcrypt_implementation("argon2") != NULL);
}
