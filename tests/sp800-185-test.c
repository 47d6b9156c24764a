/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sp800-185-test.c -- cSHAKE, KMACXOF, TupleHash and ParallelHash
   (SP 800-185) against tests/sp800-185-vectors.txt: NIST's examples
   and pycryptodome's outputs at random lengths.  cSHAKE is also fed
   and read in random pieces, each XOF form gives a prefix of its
   longer output, and bad arguments are refused with nothing written.
   ParallelHash runs its blocks side by side through the many-state
   Keccak code the CPU has (x8, x4, x2: each override of the test
   stages), the one-state code otherwise.  */
#include "testutils.h"

#define MAX_ITEMS 16

static const uint8_t *
hex(const char *word, size_t *length)
{
  const struct tstring *s = SHEX(strcmp(word, "-") == 0 ? "" : word);
  *length = s->length;
  return s->data;
}

/* cSHAKE of MSG in random pieces, the output in random pieces.  */
static void
cshake_pieces(int bits, size_t name_length, const uint8_t *name,
	      size_t custom_length, const uint8_t *custom,
	      size_t length, const uint8_t *msg, size_t out_length, uint8_t *out)
{
  struct symcrypt_shake128_ctx c128;
  struct symcrypt_shake256_ctx c256;
  size_t done, n;

  if (bits == 128)
    symcrypt_cshake128_init(&c128, name_length, name, custom_length, custom);
  else
    symcrypt_cshake256_init(&c256, name_length, name, custom_length, custom);
  for (done = 0; done < length; done += n)
    {
      n = 1 + test_rand_below(length - done);
      ASSERT_RC(bits == 128 ? symcrypt_shake128_update(&c128, n, msg + done)
		: symcrypt_shake256_update(&c256, n, msg + done), SYMCRYPT_OK);
    }
  for (done = 0; done < out_length; done += n)
    {
      n = 1 + test_rand_below(out_length - done);
      if (bits == 128)
	symcrypt_shake128_output(&c128, n, out + done);
      else
	symcrypt_shake256_output(&c256, n, out + done);
    }
  /* No more input once output has begun.  */
  ASSERT_RC(bits == 128 ? symcrypt_shake128_update(&c128, 1, msg)
	    : symcrypt_shake256_update(&c256, 1, msg), SYMCRYPT_EINVAL);
}

typedef int kmac_fn(size_t, const uint8_t *, size_t, const uint8_t *,
		    size_t, const uint8_t *, size_t, uint8_t *);
typedef int tuple_fn(size_t, const uint8_t *const *, const size_t *,
		     size_t, const uint8_t *, size_t, uint8_t *);
typedef int parallel_fn(size_t, size_t, const uint8_t *, size_t,
			const uint8_t *, size_t, uint8_t *);

static const struct
{
  const char *name;
  kmac_fn *kmac;
  tuple_fn *tuple;
  parallel_fn *parallel;
  int xof;
} fns[] = {
  { "kmac128", symcrypt_kmac128, NULL, NULL, 0 },
  { "kmac256", symcrypt_kmac256, NULL, NULL, 0 },
  { "kmacxof128", symcrypt_kmacxof128, NULL, NULL, 1 },
  { "kmacxof256", symcrypt_kmacxof256, NULL, NULL, 1 },
  { "tuplehash128", NULL, symcrypt_tuplehash128, NULL, 0 },
  { "tuplehash256", NULL, symcrypt_tuplehash256, NULL, 0 },
  { "tuplehash128_xof", NULL, symcrypt_tuplehash128_xof, NULL, 1 },
  { "tuplehash256_xof", NULL, symcrypt_tuplehash256_xof, NULL, 1 },
  { "parallelhash128", NULL, NULL, symcrypt_parallelhash128, 0 },
  { "parallelhash256", NULL, NULL, symcrypt_parallelhash256, 0 },
  { "parallelhash128_xof", NULL, NULL, symcrypt_parallelhash128_xof, 1 },
  { "parallelhash256_xof", NULL, NULL, symcrypt_parallelhash256_xof, 1 },
};
#define N_FNS (sizeof(fns) / sizeof(fns[0]))

static void
test_vector_file(void)
{
  char path[4096], *line = NULL;
  size_t line_size = 0;
  unsigned nist = 0, records = 0;
  FILE *f = test_open_data("sp800-185-vectors.txt", path, sizeof(path));

  while (getline(&line, &line_size, f) > 0)
    {
      char *word[4 + MAX_ITEMS] = { NULL };
      const uint8_t *a, *b, *msg, *expected, *items[MAX_ITEMS];
      size_t a_length, b_length, length, out_length, lengths[MAX_ITEMS];
      uint8_t *out;
      unsigned n = 0, i;

      if (line[0] == '#')
	{
	  if (strncmp(line, "# Made with", 11) == 0)
	    nist = records;
	  continue;
	}
      for (word[0] = strtok(line, " \n"); word[n] && n < 3 + MAX_ITEMS;)
	word[++n] = strtok(NULL, " \n");
      records++;
      if (strncmp(word[0], "cshake", 6) == 0)
	{
	  int bits = strcmp(word[0], "cshake128") == 0 ? 128 : 256;
	  ASSERT(n == 5);
	  a = hex(word[1], &a_length);
	  b = hex(word[2], &b_length);
	  msg = hex(word[3], &length);
	  expected = hex(word[4], &out_length);
	  out = test_buf_alloc(out_length, 0);
	  cshake_pieces(bits, a_length, a, b_length, b, length, msg,
			out_length, out);
	  ASSERT_BYTES(word[0], out_length, out, expected);
	  test_buf_check(out);
	  test_buf_free(out);
	  continue;
	}
      for (i = 0; i < N_FNS && strcmp(fns[i].name, word[0]) != 0; i++)
	;
      if (i == N_FNS)
	FAIL("%s: bad algorithm %s", path, word[0]);
      if (fns[i].tuple)
	{
	  unsigned k;
	  ASSERT(n >= 3 && n - 3 <= MAX_ITEMS);
	  b = hex(word[1], &b_length);
	  expected = hex(word[2], &out_length);
	  for (k = 0; k + 3 < n; k++)
	    items[k] = hex(word[3 + k], &lengths[k]);
	  out = test_buf_alloc(out_length, 1);
	  ASSERT_RC(fns[i].tuple(n - 3, items, lengths, b_length, b,
				 out_length, out), SYMCRYPT_OK);
	  ASSERT_BYTES(word[0], out_length, out, expected);
	  if (fns[i].xof && out_length > 1)
	    {
	      memset(out, 0, out_length);
	      ASSERT_RC(fns[i].tuple(n - 3, items, lengths, b_length, b,
				     out_length - 1, out), SYMCRYPT_OK);
	      ASSERT_BYTES(word[0], out_length - 1, out, expected);
	    }
	}
      else
	{
	  ASSERT(n == 5);
	  msg = hex(word[3], &length);
	  b = hex(word[2], &b_length);
	  expected = hex(word[4], &out_length);
	  out = test_buf_alloc(out_length, 3);
	  if (fns[i].kmac)
	    {
	      a = hex(word[1], &a_length);
	      ASSERT_RC(fns[i].kmac(a_length, a, b_length, b, length, msg,
				    out_length, out), SYMCRYPT_OK);
	      ASSERT_BYTES(word[0], out_length, out, expected);
	      if (fns[i].xof && out_length > 1)
		{
		  ASSERT_RC(fns[i].kmac(a_length, a, b_length, b, length, msg,
					out_length - 1, out), SYMCRYPT_OK);
		  ASSERT_BYTES(word[0], out_length - 1, out, expected);
		}
	    }
	  else
	    {
	      size_t block_size = strtoul(word[1], NULL, 10);
	      uint8_t *data = test_buf_alloc(length, test_rand_below(8));
	      if (length > 0)
		memcpy(data, msg, length);
	      ASSERT_RC(fns[i].parallel(block_size, length, data, b_length, b,
					out_length, out), SYMCRYPT_OK);
	      ASSERT_BYTES(word[0], out_length, out, expected);
	      if (fns[i].xof && out_length > 1)
		{
		  ASSERT_RC(fns[i].parallel(block_size, length, data,
					    b_length, b, out_length - 1, out),
			    SYMCRYPT_OK);
		  ASSERT_BYTES(word[0], out_length - 1, out, expected);
		}
	      test_buf_check(data);
	      test_buf_free(data);
	    }
	}
      test_buf_check(out);
      test_buf_free(out);
    }
  free(line);
  fclose(f);
  if (nist != 34 || records != 194)
    FAIL("%s: %u records, %u of them NIST's", path, records, nist);
}

/* Bad arguments: SYMCRYPT_EINVAL and nothing written.  */
static void
test_errors(void)
{
  static const uint8_t data[4] = { 1, 2, 3, 4 };
  const uint8_t *items[2] = { data, NULL };
  size_t lengths[2] = { 4, 1 };
  uint8_t out[8], zeros[8] = { 0 };
  unsigned i;

  memset(out, 0, sizeof(out));
  for (i = 0; i < N_FNS; i++)
    if (fns[i].tuple)
      {
	ASSERT_RC(fns[i].tuple(1, items, lengths, 0, NULL, 0, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(1, items, lengths, 0, NULL, 8, NULL), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(2, items, lengths, 0, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(1, NULL, lengths, 0, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(1, items, NULL, 0, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(1, items, lengths, 3, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].tuple(0, NULL, NULL, 0, NULL, 8, out), SYMCRYPT_OK);
      }
    else if (fns[i].parallel)
      {
	ASSERT_RC(fns[i].parallel(0, 4, data, 0, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].parallel(2, 4, data, 0, NULL, 0, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].parallel(2, 4, NULL, 0, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].parallel(2, 4, data, 1, NULL, 8, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].parallel(2, 0, NULL, 0, NULL, 8, NULL), SYMCRYPT_EINVAL);
      }
    else
      {
	ASSERT_RC(fns[i].kmac(4, data, 0, NULL, 4, data, 0, out), SYMCRYPT_EINVAL);
	ASSERT_RC(fns[i].kmac(4, NULL, 0, NULL, 4, data, 8, out), SYMCRYPT_EINVAL);
      }
  /* The successful call above wrote; the refused ones after it did not.  */
  memset(out, 0, sizeof(out));
  ASSERT_RC(symcrypt_parallelhash128(0, 4, data, 0, NULL, 8, out), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_tuplehash256_xof(2, items, lengths, 0, NULL, 8, out), SYMCRYPT_EINVAL);
  ASSERT_BYTES("refused output", 8, out, zeros);
}

/* cSHAKE with neither a name nor a customization is SHAKE.  */
static void
test_cshake_is_shake(void)
{
  uint8_t msg[300], a[200], b[200];
  struct symcrypt_shake256_ctx ctx;
  test_rand_fill(sizeof(msg), msg);
  symcrypt_cshake256_init(&ctx, 0, NULL, 0, NULL);
  ASSERT_RC(symcrypt_shake256_update(&ctx, sizeof(msg), msg), SYMCRYPT_OK);
  symcrypt_shake256_output(&ctx, sizeof(a), a);
  symcrypt_shake256(sizeof(msg), msg, sizeof(b), b);
  ASSERT_BYTES("cSHAKE256 without N and S", sizeof(a), a, b);
}

void
test_main(void)
{
  test_vector_file();
  test_errors();
  test_cshake_is_shake();
}
