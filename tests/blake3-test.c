/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3-test.c -- BLAKE3: the official test vectors
   (tests/blake3-vectors.txt) in every mode through every way in,
   every variant of the compression function and of hash_many against
   the C twins, the b3sum program (where installed) on random inputs
   up to 200 000 bytes hashed in random pieces, output at offsets up
   to 2^40 read in pieces, output leaving the context as it was,
   symcrypt_blake3_many against one message at a time, the stack of
   chaining values at its bound, and bad input.  */
#include <unistd.h>

#include "testutils.h"
#include "variants.h"
#include "blake/blake3-internal.h"

enum mode { HASH, KEYED, DERIVE };

static uint8_t vector_key[32];
static char vector_context[200];

static void
init_mode(struct symcrypt_blake3_ctx *ctx, enum mode mode,
	  const uint8_t *key, const char *context)
{
  if (mode == HASH)
    symcrypt_blake3_init(ctx);
  else if (mode == KEYED)
    symcrypt_blake3_init_keyed(ctx, key);
  else
    symcrypt_blake3_init_derive_key(ctx, strlen(context),
				    (const uint8_t *) context);
}

/* Updates CTX with LENGTH bytes at DATA in random pieces: some split
   inside a block, some at block, chunk or subtree boundaries.  */
static void
update_in_pieces(struct symcrypt_blake3_ctx *ctx, size_t length,
		 const uint8_t *data)
{
  size_t done = 0;
  while (done < length)
    {
      size_t left = length - done, n;
      switch (test_rand_below(6))
	{
	case 0: n = 1 + test_rand_below(100); break;
	case 1: n = 64 * test_rand_below(20); break;
	case 2: n = 1024 * (1 + test_rand_below(4)) - done % 1024; break;
	case 3: n = 1024 * (1u << test_rand_below(8)) + test_rand_below(3) - 1; break;
	case 4: n = 0; break;
	default: n = test_rand_below(5000); break;
	}
      if (n > left)
	n = left;
      symcrypt_blake3_update(ctx, n, data + done);
      done += n;
    }
}

/* Checks the OUT_LENGTH bytes EXPECTED of the output of CTX: read at
   once, in random pieces at their offsets, and the digest.  Guard
   bytes around each output catch writes past it.  */
static void
check_output(const struct symcrypt_blake3_ctx *ctx, size_t out_length,
	     const uint8_t *expected, const char *what)
{
  uint8_t *out = test_buf_alloc(out_length, (unsigned) test_rand_below(64));
  size_t done = 0;
  symcrypt_blake3_output(ctx, 0, out_length, out);
  ASSERT_BYTES(what, out_length, out, expected);
  memset(out, 0, out_length);
  while (done < out_length)
    {
      size_t n = 1 + test_rand_below(80);
      if (n > out_length - done)
	n = out_length - done;
      symcrypt_blake3_output(ctx, done, n, out + done);
      done += n;
    }
  ASSERT_BYTES(what, out_length, out, expected);
  test_buf_check(out);
  test_buf_free(out);
}

static void
check_vector(enum mode mode, size_t length, const struct tstring *expected)
{
  static const char *const names[] = { "hash", "keyed_hash", "derive_key" };
  struct symcrypt_blake3_ctx ctx;
  uint8_t *input = test_buf_alloc(length, (unsigned) test_rand_below(64));
  size_t i;

  for (i = 0; i < length; i++)
    input[i] = (uint8_t) (i % 251);
  init_mode(&ctx, mode, vector_key, vector_context);
  symcrypt_blake3_update(&ctx, length, input);
  check_output(&ctx, expected->length, expected->data, names[mode]);
  init_mode(&ctx, mode, vector_key, vector_context);
  update_in_pieces(&ctx, length, input);
  check_output(&ctx, expected->length, expected->data, names[mode]);
  if (mode == HASH)
    {
      uint8_t out[200], digest[32];
      const uint8_t *msgs[1] = { input };
      ASSERT(expected->length <= sizeof(out));
      symcrypt_blake3(length, input, expected->length, out);
      ASSERT_BYTES("one-shot", expected->length, out, expected->data);
      /* The default digest and one block: a single chunk then takes
	 the one-shot function's shortest way.  */
      symcrypt_blake3(length, input, 32, out);
      ASSERT_BYTES("one-shot digest", 32, out, expected->data);
      symcrypt_blake3(length, input, 64, out);
      ASSERT_BYTES("one-shot block", 64, out, expected->data);
      ASSERT_RC(symcrypt_blake3_many(1, msgs, &length, digest), SYMCRYPT_OK);
      ASSERT_BYTES("many", 32, digest, expected->data);
    }
  test_buf_free(input);
}

static void
test_vectors(void)
{
  char path[4096], line[2000];
  unsigned count = 0;
  FILE *f;

  f = test_open_data("blake3-vectors.txt", path, sizeof(path));
  while (fgets(line, sizeof(line), f))
    {
      char *rest = strchr(line, ' ');
      line[strcspn(line, "\n")] = '\0';
      if (line[0] == '#' || !rest)
	continue;
      *rest++ = '\0';
      if (strcmp(line, "key") == 0)
	{
	  ASSERT(strlen(rest) == 32);
	  memcpy(vector_key, rest, 32);
	}
      else if (strcmp(line, "context") == 0)
	{
	  ASSERT(strlen(rest) < sizeof(vector_context));
	  strcpy(vector_context, rest);
	}
      else
	{
	  char *hex = strchr(rest, ' ');
	  enum mode mode;
	  ASSERT(hex);
	  *hex++ = '\0';
	  if (strcmp(line, "hash") == 0)
	    mode = HASH;
	  else if (strcmp(line, "keyed_hash") == 0)
	    mode = KEYED;
	  else if (strcmp(line, "derive_key") == 0)
	    mode = DERIVE;
	  else
	    FAIL("bad record %s", line);
	  check_vector(mode, strtoul(rest, NULL, 10), SHEX(hex));
	  count++;
	}
    }
  fclose(f);
  ASSERT(count == 3 * 35);
}

/* Every variant of the compression function, of compress_blocks and of
   hash_many against the C twins, with guard bytes around every
   output.  */
static void
test_variants(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_blake3_compress_c) compress_c
    = VARIANT_FN(blake3_compress, test_variant_c(SYMCRYPT_FN_blake3_compress));
  __typeof__(&_symcrypt_blake3_hash_many_c) many_c
    = VARIANT_FN(blake3_hash_many, test_variant_c(SYMCRYPT_FN_blake3_hash_many));
  unsigned round, i;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_blake3_compress))
    {
      __typeof__(&_symcrypt_blake3_compress_c) fn
	= VARIANT_FN(blake3_compress, v);
      for (round = 0; round < test_trials(500); round++)
	{
	  uint32_t cv[16], tail[4], expected[16], got[16];
	  uint8_t *block = test_buf_alloc(64, round % 64);
	  test_rand_fill(sizeof(cv), (uint8_t *) cv);
	  test_rand_fill(sizeof(tail), (uint8_t *) tail);
	  test_rand_fill(64, block);
	  compress_c(expected, cv, block, tail);
	  fn(got, cv, block, tail);
	  ASSERT_BYTES(v->label, sizeof(got), (uint8_t *) got, (uint8_t *) expected);
	  /* in place */
	  fn(cv, cv, block, tail);
	  ASSERT_BYTES(v->label, sizeof(got), (uint8_t *) cv, (uint8_t *) expected);
	  test_buf_free(block);
	}
    }
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_blake3_compress_blocks))
    {
      __typeof__(&_symcrypt_blake3_compress_blocks_c) fn
	= VARIANT_FN(blake3_compress_blocks, v);
      for (round = 0; round < test_trials(300); round++)
	{
	  size_t blocks = round < 20 ? round : test_rand_below(17);
	  uint32_t cv[8], tail[4], expected[8], tail_copy[4];
	  uint32_t *got = (uint32_t *) test_buf_alloc(32, 0);
	  uint8_t *data = test_buf_alloc(64 * blocks, round % 64);
	  uint8_t *copy = test_buf_alloc(64 * blocks, 0);
	  test_rand_fill(sizeof(cv), (uint8_t *) cv);
	  test_rand_fill(sizeof(tail), (uint8_t *) tail);
	  test_rand_fill(64 * blocks, data);
	  memcpy(copy, data, 64 * blocks);
	  memcpy(tail_copy, tail, sizeof(tail));
	  /* Every block through the C twin of blake3_compress.  */
	  memcpy(expected, cv, sizeof(cv));
	  for (i = 0; i < blocks; i++)
	    {
	      uint32_t words[16], t[4];
	      memcpy(t, tail, sizeof(t));
	      if (i > 0)
		t[3] &= ~BLAKE3_CHUNK_START;
	      compress_c(words, expected, data + 64 * i, t);
	      memcpy(expected, words, sizeof(expected));
	    }
	  memcpy(got, cv, sizeof(cv));
	  fn(got, data, blocks, tail);
	  if (memcmp(got, expected, sizeof(expected)) != 0)
	    FAIL("blake3_compress_blocks %s: %zu blocks, flags %x, "
		 "differ from C", v->label, blocks, tail[3]);
	  ASSERT_BYTES("input after compress_blocks", 64 * blocks, data, copy);
	  ASSERT_BYTES("tail after compress_blocks", sizeof(tail),
		       (uint8_t *) tail, (uint8_t *) tail_copy);
	  test_buf_check((uint8_t *) got);
	  test_buf_free(copy);
	  test_buf_free(data);
	  test_buf_free((uint8_t *) got);
	}
    }
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_blake3_hash_many))
    {
      __typeof__(&_symcrypt_blake3_hash_many_c) fn
	= VARIANT_FN(blake3_hash_many, v);
      for (round = 0; round < test_trials(300); round++)
	{
	  size_t n = round < 40 ? round : test_rand_below(70);
	  size_t blocks = test_rand_below(17), size = 64 * blocks + 64 * n;
	  const uint8_t *inputs[70];
	  uint8_t *data = test_buf_alloc(size, (unsigned) test_rand_below(64));
	  uint8_t *copy = test_buf_alloc(size, 0);
	  uint8_t *expected = test_buf_alloc(32 * n, 0);
	  uint8_t *got = test_buf_alloc(32 * n, (unsigned) test_rand_below(64));
	  uint32_t kc[10];
	  unsigned flags = (unsigned) test_rand() & 0x1ffffff;
	  test_rand_fill(size, data);
	  memcpy(copy, data, size);
	  test_rand_fill(sizeof(kc), (uint8_t *) kc);
	  /* A counter about to carry into its high word, now and then.  */
	  if (round % 4 == 0)
	    kc[8] = 0xffffffff - (uint32_t) test_rand_below(8);
	  /* Inputs at any offset; they may overlap.  */
	  for (i = 0; i < n; i++)
	    inputs[i] = data + test_rand_below(64 * n + 1);
	  many_c(expected, inputs, n, blocks, kc, flags);
	  fn(got, inputs, n, blocks, kc, flags);
	  if (memcmp(got, expected, 32 * n) != 0)
	    FAIL("blake3_hash_many %s: %zu inputs of %zu blocks, flags %x, "
		 "differ from C", v->label, n, blocks, flags);
	  ASSERT_BYTES("inputs after hash_many", size, data, copy);
	  test_buf_check(got);
	  test_buf_free(got);
	  test_buf_free(expected);
	  test_buf_free(copy);
	  test_buf_free(data);
	}
      if (test_verbose)
	fprintf(stderr, "blake3_hash_many %s: ok\n", v->label);
    }
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_blake3_parents16))
    {
      __typeof__(&_symcrypt_blake3_parents16_c) fn
	= VARIANT_FN(blake3_parents16, v);
      for (round = 0; round < test_trials(300); round++)
	{
	  uint8_t *cvs = test_buf_alloc(16 * 32, round % 64);
	  uint8_t *got = test_buf_alloc(64, (unsigned) test_rand_below(64));
	  uint8_t copy[16 * 32], expected[64];
	  uint32_t key[8];
	  unsigned flags = (unsigned) test_rand();
	  test_rand_fill(16 * 32, cvs);
	  memcpy(copy, cvs, sizeof(copy));
	  test_rand_fill(sizeof(key), (uint8_t *) key);
	  _symcrypt_blake3_parents16_c(expected, cvs, key, flags);
	  fn(got, cvs, key, flags);
	  if (memcmp(got, expected, 64) != 0)
	    FAIL("blake3_parents16 %s: flags %x, differs from C",
		 v->label, flags);
	  ASSERT_BYTES("chaining values after parents16", sizeof(copy), cvs, copy);
	  test_buf_check(got);
	  test_buf_free(got);
	  test_buf_free(cvs);
	}
      if (test_verbose)
	fprintf(stderr, "blake3_parents16 %s: ok\n", v->label);
    }
}

/* The hash_many C twin, from its definition: with the C compression
   function, one block after another.  */
static void
test_hash_many_definition(void)
{
  uint8_t data[3 * 1024], out[3 * 32];
  const uint8_t *inputs[3] = { data, data + 1024, data + 2048 };
  uint32_t kc[10];
  unsigned i, b;

  test_rand_fill(sizeof(data), data);
  test_rand_fill(sizeof(kc), (uint8_t *) kc);
  kc[8] = 0xffffffff;
  _symcrypt_blake3_hash_many_c(out, inputs, 3, 16, kc,
			       BLAKE3_MANY_FLAGS(BLAKE3_KEYED_HASH, BLAKE3_CHUNK_START,
						 BLAKE3_CHUNK_END, 1));
  for (i = 0; i < 3; i++)
    {
      uint32_t cv[16], tail[4];
      uint64_t counter = 0xffffffffu + (uint64_t) kc[9] * 0x100000000u + i;
      uint8_t expected[32];
      memcpy(cv, kc, 32);
      tail[0] = (uint32_t) counter;
      tail[1] = (uint32_t) (counter >> 32);
      tail[2] = 64;
      for (b = 0; b < 16; b++)
	{
	  tail[3] = BLAKE3_KEYED_HASH | (b == 0 ? BLAKE3_CHUNK_START : 0)
	    | (b == 15 ? BLAKE3_CHUNK_END : 0);
	  _symcrypt_blake3_compress_c(cv, cv, inputs[i] + 64 * b, tail);
	}
      for (b = 0; b < 8; b++)
	{
	  expected[4 * b] = (uint8_t) cv[b];
	  expected[4 * b + 1] = (uint8_t) (cv[b] >> 8);
	  expected[4 * b + 2] = (uint8_t) (cv[b] >> 16);
	  expected[4 * b + 3] = (uint8_t) (cv[b] >> 24);
	}
      ASSERT_BYTES("hash_many by definition", 32, out + 32 * i, expected);
    }
}

/* The parents16 C twin, from its definition: the three levels one
   parent after the other with the C compression function.  */
static void
test_parents16_definition(void)
{
  uint8_t level[16 * 32], out[64];
  uint32_t key[8], tail[4];
  unsigned flags, n, i, j;

  test_rand_fill(sizeof(level), level);
  test_rand_fill(sizeof(key), (uint8_t *) key);
  flags = BLAKE3_DERIVE_KEY_MATERIAL;
  _symcrypt_blake3_parents16_c(out, level, key, flags | 0x300);
  tail[0] = tail[1] = 0;
  tail[2] = 64;
  tail[3] = flags | BLAKE3_PARENT;
  for (n = 8; n >= 2; n /= 2)
    for (i = 0; i < n; i++)
      {
	uint32_t cv[16];
	/* Parent i's block is chaining values 2i and 2i + 1, which it
	   overwrites with its own at 32 i, read already.  */
	_symcrypt_blake3_compress_c(cv, key, level + 64 * i, tail);
	for (j = 0; j < 8; j++)
	  {
	    level[32 * i + 4 * j] = (uint8_t) cv[j];
	    level[32 * i + 4 * j + 1] = (uint8_t) (cv[j] >> 8);
	    level[32 * i + 4 * j + 2] = (uint8_t) (cv[j] >> 16);
	    level[32 * i + 4 * j + 3] = (uint8_t) (cv[j] >> 24);
	  }
      }
  ASSERT_BYTES("parents16 by definition", 64, out, level);
}

/* WORDS (N of them) little-endian to OUT.  */
static void
put_words(uint8_t *out, const uint32_t *words, unsigned n)
{
  unsigned i;
  for (i = 0; i < n; i++)
    {
      out[4 * i] = (uint8_t) words[i];
      out[4 * i + 1] = (uint8_t) (words[i] >> 8);
      out[4 * i + 2] = (uint8_t) (words[i] >> 16);
      out[4 * i + 3] = (uint8_t) (words[i] >> 24);
    }
}

/* The chaining value of the whole chunk at DATA with counter COUNTER
   under KEY and FLAGS, with the C compression function.  */
static void
chunk_cv_by_definition(uint8_t *cv, const uint32_t *key, uint32_t flags,
		       const uint8_t *data, uint64_t counter)
{
  uint32_t words[16], tail[4];
  unsigned b;
  memcpy(words, key, 32);
  tail[0] = (uint32_t) counter;
  tail[1] = (uint32_t) (counter >> 32);
  tail[2] = 64;
  for (b = 0; b < 16; b++)
    {
      tail[3] = flags | (b == 0 ? BLAKE3_CHUNK_START : 0)
	| (b == 15 ? BLAKE3_CHUNK_END : 0);
      _symcrypt_blake3_compress_c(words, words, data + 64 * b, tail);
    }
  put_words(cv, words, 8);
}

/* The stack of chaining values at its bound: a keyed context forced to
   2^54 - 2 chunks hashed (53 entries, random) and a chunk kept, then a
   chunk, which fills the stack (54 entries at 2^54 - 1 chunks), then a
   byte, which pushes the chunk after 2^54 - 1 and merges the whole
   stack into one entry.  Each step against the tree's rule computed
   here with the C compression function; then the root and its output.
   No entry past the last is written: the kept chunk follows the stack
   in the context, and its bytes past its length stay those of the
   chunk before.  */
static void
test_stack_bound(void)
{
  struct symcrypt_blake3_ctx ctx;
  uint8_t key[32], stack[SYMCRYPT_BLAKE3_MAX_DEPTH][32];
  uint8_t kept[1024], next[1024], last = 0x5a, cv[32];
  uint8_t block[64], padded[64], out[64], expected[64];
  uint32_t words[16], tail[4];
  const uint64_t chunks = ((uint64_t) 1 << 54) - 2;
  unsigned i, depth = 53;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(stack), (uint8_t *) stack);
  test_rand_fill(sizeof(kept), kept);
  test_rand_fill(sizeof(next), next);
  symcrypt_blake3_init_keyed(&ctx, key);
  ctx.chunks = chunks;
  ctx.depth = depth;
  memcpy(ctx.stack, stack, sizeof(stack[0]) * depth);
  memcpy(ctx.chunk, kept, sizeof(kept));
  ctx.length = sizeof(kept);

  /* The kept chunk pushed: the 54th entry, no parent.  */
  symcrypt_blake3_update(&ctx, sizeof(next), next);
  ASSERT(ctx.chunks == chunks + 1);
  ASSERT(ctx.depth == SYMCRYPT_BLAKE3_MAX_DEPTH);
  ASSERT_BYTES("stack below the bound", sizeof(stack[0]) * depth,
	       ctx.stack, stack);
  chunk_cv_by_definition(cv, ctx.key, BLAKE3_KEYED_HASH, kept, chunks);
  ASSERT_BYTES("stack entry 54", 32, ctx.stack[depth], cv);
  memcpy(stack[depth], cv, 32);

  /* The next chunk pushed: chunk count 2^54, one entry, the parents
     of the chunk with every entry from the top down.  */
  symcrypt_blake3_update(&ctx, 1, &last);
  ASSERT(ctx.chunks == chunks + 2);
  ASSERT(ctx.depth == 1);
  ASSERT(ctx.length == 1 && ctx.chunk[0] == last);
  ASSERT_BYTES("kept chunk past its length", sizeof(next) - 1,
	       ctx.chunk + 1, next + 1);
  chunk_cv_by_definition(cv, ctx.key, BLAKE3_KEYED_HASH, next, chunks + 1);
  tail[0] = tail[1] = 0;
  tail[2] = 64;
  tail[3] = BLAKE3_KEYED_HASH | BLAKE3_PARENT;
  for (i = SYMCRYPT_BLAKE3_MAX_DEPTH; i-- > 0;)
    {
      memcpy(block, stack[i], 32);
      memcpy(block + 32, cv, 32);
      _symcrypt_blake3_compress_c(words, ctx.key, block, tail);
      put_words(cv, words, 8);
    }
  ASSERT_BYTES("stack merged at 2^54 chunks", 32, ctx.stack[0], cv);

  /* The root: the parent of that entry and the last chunk, one byte
     with counter 2^54.  */
  memcpy(block, cv, 32);
  memset(padded, 0, sizeof(padded));
  padded[0] = last;
  tail[0] = (uint32_t) (chunks + 2);
  tail[1] = (uint32_t) ((chunks + 2) >> 32);
  tail[2] = 1;
  tail[3] = BLAKE3_KEYED_HASH | BLAKE3_CHUNK_START | BLAKE3_CHUNK_END;
  _symcrypt_blake3_compress_c(words, ctx.key, padded, tail);
  put_words(block + 32, words, 8);
  tail[0] = tail[1] = 0;
  tail[2] = 64;
  tail[3] = BLAKE3_KEYED_HASH | BLAKE3_PARENT | BLAKE3_ROOT;
  _symcrypt_blake3_compress_c(words, ctx.key, block, tail);
  put_words(expected, words, 16);
  symcrypt_blake3_output(&ctx, 0, sizeof(out), out);
  ASSERT_BYTES("output at 2^54 chunks", sizeof(out), out, expected);
}

/* b3sum's output for FILE in MODE, OUT_LENGTH bytes, to OUT; 0 if b3sum
   could not be run.  */
static int
b3sum(const char *program, enum mode mode, const char *file,
      const char *key_file, const char *context, size_t out_length,
      uint8_t *out)
{
  char command[6000], hex[2 * 4096 + 2];
  FILE *p;
  size_t i;
  int ok;
  if (mode == HASH)
    snprintf(command, sizeof(command), "%s --no-names --length %zu %s",
	     program, out_length, file);
  else if (mode == KEYED)
    snprintf(command, sizeof(command), "%s --no-names --keyed --length %zu %s < %s",
	     program, out_length, file, key_file);
  else
    snprintf(command, sizeof(command),
	     "%s --no-names --derive-key '%s' --length %zu %s",
	     program, context, out_length, file);
  p = popen(command, "r");
  if (!p)
    return 0;
  ok = fgets(hex, sizeof(hex), p) != NULL && strlen(hex) == 2 * out_length + 1;
  if (pclose(p) != 0 || !ok)
    return 0;
  for (i = 0; i < out_length; i++)
    {
      unsigned byte;
      if (sscanf(hex + 2 * i, "%2x", &byte) != 1)
	return 0;
      out[i] = (uint8_t) byte;
    }
  return 1;
}

/* Random inputs up to 200 000 bytes, hashed in random pieces, in each
   mode and with outputs of random lengths, against b3sum.  Skipped
   where there is no b3sum (SYMCRYPT_TEST_B3SUM names another).  */
static void
test_b3sum(void)
{
  static const char context[] = "libsymcrypt 2026-11-25 blake3-test";
  const char *program = getenv("SYMCRYPT_TEST_B3SUM");
  const char *tmpdir = getenv("TMPDIR");
  char file[4096], key_file[4096];
  uint8_t key[32], *data = malloc(200000);
  unsigned round, runs = 0;
  int fd;
  FILE *f;

  if (!program)
    program = "/usr/bin/b3sum";
  if (access(program, X_OK) != 0)
    {
      fprintf(stderr, "no %s: the comparison with b3sum skipped\n", program);
      free(data);
      return;
    }
  ASSERT(data);
  snprintf(file, sizeof(file), "%s/blake3-test-XXXXXX", tmpdir ? tmpdir : "/tmp");
  snprintf(key_file, sizeof(key_file), "%s/blake3-key-XXXXXX", tmpdir ? tmpdir : "/tmp");
  fd = mkstemp(key_file);
  ASSERT(fd >= 0);
  test_rand_fill(sizeof(key), key);
  ASSERT(write(fd, key, sizeof(key)) == (ssize_t) sizeof(key));
  close(fd);
  fd = mkstemp(file);
  ASSERT(fd >= 0);
  close(fd);

  for (round = 0; round < 10 + test_trials(50); round++)
    {
      static const size_t edges[] = { 0, 1, 64, 1024, 1025, 2048, 65536,
				      65537, 131072, 200000 };
      size_t length = round < 10 ? edges[round] : test_rand_below(200001);
      size_t out_length = round % 3 == 0 ? 32 : 1 + test_rand_below(300);
      enum mode mode = (enum mode) (round % 3);
      struct symcrypt_blake3_ctx ctx;
      uint8_t expected[300], got[300];
      test_rand_fill(length, data);
      f = fopen(file, "wb");
      ASSERT(f && fwrite(data, 1, length, f) == length && fclose(f) == 0);
      if (!b3sum(program, mode, file, key_file, context, out_length, expected))
	FAIL("%s did not run", program);
      init_mode(&ctx, mode, key, context);
      update_in_pieces(&ctx, length, data);
      symcrypt_blake3_output(&ctx, 0, out_length, got);
      if (memcmp(got, expected, out_length) != 0)
	FAIL("mode %u, %zu bytes: differs from b3sum", (unsigned) mode, length);
      runs++;
    }
  unlink(file);
  unlink(key_file);
  free(data);
  if (test_verbose)
    fprintf(stderr, "b3sum: %u inputs agree\n", runs);
}

/* Output from offsets up to 2^40: a long stretch read in pieces of
   random sizes equals the same bytes read at once, and any part of it
   read at its own offset, across block boundaries; block 2^32 is not
   block 0 (the counter's high word).  */
static void
test_offsets(void)
{
  static const size_t lengths[] = { 0, 100, 1024, 5000 };
  unsigned k, round;
  for (k = 0; k < sizeof(lengths) / sizeof(lengths[0]); k++)
    {
      struct symcrypt_blake3_ctx ctx;
      uint8_t msg[5000], key[32], whole[1000], pieces[1000], part[200];
      test_rand_fill(sizeof(msg), msg);
      test_rand_fill(sizeof(key), key);
      init_mode(&ctx, (enum mode) (k % 3), key, "offsets");
      symcrypt_blake3_update(&ctx, lengths[k], msg);
      for (round = 0; round < 20; round++)
	{
	  uint64_t base = round == 0 ? 0
	    : round == 1 ? ((uint64_t) 1 << 40) - 500
	    : round == 2 ? ((uint64_t) 1 << 38) - 64 * 3 - 5 /* to the high word */
	    : (test_rand() & (((uint64_t) 1 << 40) - 1));
	  size_t done = 0;
	  symcrypt_blake3_output(&ctx, base, sizeof(whole), whole);
	  while (done < sizeof(whole))
	    {
	      size_t n = 1 + test_rand_below(130);
	      if (n > sizeof(whole) - done)
		n = sizeof(whole) - done;
	      symcrypt_blake3_output(&ctx, base + done, n, pieces + done);
	      done += n;
	    }
	  ASSERT_BYTES("output in pieces", sizeof(whole), pieces, whole);
	  for (done = 0; done < 20; done++)
	    {
	      size_t at = test_rand_below(sizeof(whole)), n;
	      n = test_rand_below(sizeof(whole) - at + 1);
	      if (n > sizeof(part))
		n = sizeof(part);
	      symcrypt_blake3_output(&ctx, base + at, n, part);
	      ASSERT_BYTES("output at an offset", n, part, whole + at);
	    }
	}
      {
	uint8_t block0[64], block_2_32[64];
	symcrypt_blake3_output(&ctx, 0, 64, block0);
	symcrypt_blake3_output(&ctx, (uint64_t) 64 << 32, 64, block_2_32);
	ASSERT(memcmp(block0, block_2_32, 64) != 0);
      }
    }
}

/* The one-shot's paths (one block, one chunk, a whole tree, a
   context) against a context, at the lengths where they meet and at
   every output length up to two blocks (in the short run, a quarter of
   them at each length, all of them over four lengths), each output in
   a buffer with guard bytes.  */
static void
test_one_shot(void)
{
  static const size_t lengths[] = {
    0, 1, 3, 63, 64, 65, 127, 128, 1023, 1024, 1025, 2047, 2048, 2049,
    3 * 1024, 5 * 1024 + 1, 16 * 1024, 31 * 1024 + 7, 64 * 1024 - 1,
    64 * 1024, 64 * 1024 + 1, 65 * 1024,
  };
  uint8_t *msg = malloc(65 * 1024);
  unsigned i;
  size_t out_length;
  ASSERT(msg);
  test_rand_fill(65 * 1024, msg);
  for (i = 0; i < sizeof(lengths) / sizeof(lengths[0]); i++)
    for (out_length = test_short() ? i % 4 : 0; out_length <= 128;
	 out_length += test_short() ? 4 : 1)
      {
	struct symcrypt_blake3_ctx ctx;
	uint8_t expected[128];
	uint8_t *got = test_buf_alloc(out_length, out_length % 8);
	symcrypt_blake3_init(&ctx);
	symcrypt_blake3_update(&ctx, lengths[i], msg);
	symcrypt_blake3_output(&ctx, 0, out_length, expected);
	symcrypt_blake3(lengths[i], msg, out_length, got);
	ASSERT_BYTES("one-shot", out_length, got, expected);
	test_buf_check(got);
	test_buf_free(got);
      }
  free(msg);
}

/* Updates that end on chunk boundaries, where update() hashes the
   last chunk too and output() takes the root from the stack's top two
   entries: pieces of whole chunks (1, 3 and 64 of them) up to past two
   trees of TREE_CHUNKS, the output checked after the first two pieces,
   at 16, 17, 256 and 257 chunks and at the end, against the one-shot
   (whose long inputs join trees on a stack of their own) and, keyed,
   against one update of the whole; then a partial piece and another
   whole one after it.  The short run takes one mode a piece size.  */
static void
test_chunk_boundaries(void)
{
  static const size_t pieces[] = { 1, 3, 64 };
  const size_t total = 520 * 1024, size = total + 1024 + 64 * 1024;
  uint8_t *msg = malloc(size), key[32];
  unsigned k, mode;
  ASSERT(msg);
  test_rand_fill(size, msg);
  test_rand_fill(sizeof(key), key);
  for (k = 0; k < sizeof(pieces) / sizeof(pieces[0]); k++)
    for (mode = HASH; mode <= KEYED; mode++)
      {
	struct symcrypt_blake3_ctx ctx, whole;
	uint8_t got[64], expected[64];
	size_t done = 0, piece = 1024 * pieces[k], chunks;
	if (test_short() && mode != k % 2)
	  continue;
	init_mode(&ctx, (enum mode) mode, key, "boundaries");
	while (done + piece <= total)
	  {
	    symcrypt_blake3_update(&ctx, piece, msg + done);
	    done += piece;
	    chunks = done / 1024;
	    if (!(chunks <= 2 * pieces[k] || done + piece > total
		  || chunks == 16 || chunks == 17
		  || chunks == 256 || chunks == 257))
	      continue;
	    symcrypt_blake3_output(&ctx, 0, sizeof(got), got);
	    if (mode == HASH)
	      symcrypt_blake3(done, msg, sizeof(expected), expected);
	    else
	      {
		init_mode(&whole, KEYED, key, "boundaries");
		symcrypt_blake3_update(&whole, done, msg);
		symcrypt_blake3_output(&whole, 0, sizeof(expected), expected);
	      }
	    if (memcmp(got, expected, sizeof(got)) != 0)
	      FAIL("mode %u, pieces of %zu chunks: %zu bytes differ",
		   mode, pieces[k], done);
	  }
	symcrypt_blake3_update(&ctx, 100, msg + done);
	symcrypt_blake3_update(&ctx, 1024 - 100 + piece, msg + done + 100);
	symcrypt_blake3_output(&ctx, 0, sizeof(got), got);
	init_mode(&whole, (enum mode) mode, key, "boundaries");
	symcrypt_blake3_update(&whole, done + 1024 + piece, msg);
	symcrypt_blake3_output(&whole, 0, sizeof(expected), expected);
	ASSERT_BYTES("whole piece after a partial one", sizeof(got), got,
		     expected);
      }
  free(msg);
}

/* An input cut into pieces of a power of two of chunks, each hashed
   by _symcrypt_blake3_subtree and joined by _symcrypt_blake3_join,
   gives the output of hashing it whole: every mode, pieces of 1 to
   4096 chunks (BLAKE3_SUBTREE_MAX), inputs of 2 to 9 pieces whose
   last is whole, partial or a single byte, and of 300 pieces (their
   first level, 150 parents, is wider than a tree's 128).  The short
   run hashes each shape in one mode, the three in turn.  */
static void
test_subtrees(void)
{
  static const size_t piece_chunks[] = { 1, 2, 16, 64, 128, 4096 };
  static const unsigned n_pieces[] = { 2, 3, 5, 9, 300 };
  size_t max_length = 3 * (size_t) BLAKE3_SUBTREE_MAX;
  uint8_t *msg = malloc(max_length);
  unsigned p, k, t;
  enum mode mode;
  ASSERT(msg);
  ASSERT(4096 * SYMCRYPT_BLAKE3_CHUNK_SIZE == BLAKE3_SUBTREE_MAX);
  test_rand_fill(max_length, msg);
  for (mode = HASH; mode <= DERIVE; mode++)
    for (p = 0; p < sizeof(piece_chunks) / sizeof(piece_chunks[0]); p++)
      for (k = 0; k < sizeof(n_pieces) / sizeof(n_pieces[0]); k++)
	for (t = 0; t < 3; t++)
	  {
	    size_t piece = piece_chunks[p] * SYMCRYPT_BLAKE3_CHUNK_SIZE;
	    /* The last piece whole, of one byte, or of a random size.  */
	    size_t last = t == 0 ? piece : t == 1 ? 1 : 1 + test_rand_below(piece);
	    size_t length = (n_pieces[k] - 1) * piece + last, i;
	    struct symcrypt_blake3_ctx ctx;
	    uint8_t expected[100], got[100], cvs[300 * 32];
	    if (length > max_length
		|| (test_short() && (p + k + t) % 3 != (unsigned) mode))
	      continue;
	    init_mode(&ctx, mode, vector_key, "libsymcrypt subtree test");
	    for (i = 0; i < n_pieces[k]; i++)
	      _symcrypt_blake3_subtree(&ctx, i * piece_chunks[p],
				       i + 1 < n_pieces[k] ? piece : last,
				       msg + i * piece, cvs + 32 * i);
	    _symcrypt_blake3_join(&ctx, n_pieces[k], cvs, sizeof(got), got);
	    symcrypt_blake3_update(&ctx, length, msg);
	    symcrypt_blake3_output(&ctx, 0, sizeof(expected), expected);
	    ASSERT_BYTES("subtrees joined", sizeof(got), got, expected);
	  }
  free(msg);
}

/* output leaves the context as it was: the bytes of the context are
   unchanged, and more input after it gives the hash of the whole.  */
static void
test_output_keeps_context(void)
{
  unsigned round;
  uint8_t *msg = malloc(70000);
  ASSERT(msg);
  test_rand_fill(70000, msg);
  for (round = 0; round < 30; round++)
    {
      struct symcrypt_blake3_ctx ctx, copy;
      size_t a = test_rand_below(35000), b = test_rand_below(35000);
      uint8_t first[100], expected[100], got[100];
      if (round < 6)
	a = 1024 * round;
      /* Every byte defined, for the comparison of whole contexts.  */
      memset(&ctx, 0x5a, sizeof(ctx));
      symcrypt_blake3_init(&ctx);
      symcrypt_blake3_update(&ctx, a, msg);
      memcpy(&copy, &ctx, sizeof(ctx));
      symcrypt_blake3_output(&ctx, test_rand_below(1000), sizeof(first), first);
      ASSERT(memcmp(&copy, &ctx, sizeof(ctx)) == 0);
      symcrypt_blake3(a, msg, sizeof(expected), expected);
      symcrypt_blake3_output(&ctx, 0, sizeof(got), got);
      ASSERT_BYTES("output after output", sizeof(got), got, expected);
      symcrypt_blake3_update(&ctx, b, msg + a);
      symcrypt_blake3(a + b, msg, sizeof(expected), expected);
      symcrypt_blake3_output(&ctx, 0, sizeof(got), got);
      ASSERT_BYTES("update after output", sizeof(got), got, expected);
    }
  free(msg);
}

/* symcrypt_blake3_many equals one message at a time, at mixed lengths
   (many of one or a few whole blocks, of one chunk, of a few chunks,
   up to and past the 16 whose trees it builds side by side).  */
static void
test_many(void)
{
  unsigned round;
  for (round = 0; round < 10 + test_trials(50); round++)
    {
      size_t n = round == 0 ? 1000 : test_rand_below(120), i;
      const uint8_t **msgs = malloc((n + 1) * sizeof(*msgs));
      uint8_t **bufs = malloc((n + 1) * sizeof(*bufs));
      size_t *lengths = malloc((n + 1) * sizeof(*lengths));
      uint8_t *digests = test_buf_alloc(32 * n, (unsigned) test_rand_below(64));
      uint8_t expected[32];
      ASSERT(msgs && bufs && lengths);
      for (i = 0; i < n; i++)
	{
	  size_t length;
	  switch (round == 0 ? 0 : test_rand_below(5))
	    {
	    case 0: length = 1024; break;
	    case 1: length = 64 * (1 + test_rand_below(16)); break;
	    case 2: length = test_rand_below(1025); break;
	    case 3: length = test_rand_below(test_rand_below(2) ? 3000 : 20000); break;
	    default: length = 64 * (1 + test_rand_below(2)) + test_rand_below(3); break;
	    }
	  lengths[i] = length;
	  bufs[i] = test_buf_alloc(length, (unsigned) test_rand_below(64));
	  test_rand_fill(length, bufs[i]);
	  msgs[i] = length == 0 && test_rand_below(2) ? NULL : bufs[i];
	}
      ASSERT_RC(symcrypt_blake3_many(n, msgs, lengths, digests), SYMCRYPT_OK);
      for (i = 0; i < n; i++)
	{
	  symcrypt_blake3(lengths[i], msgs[i], 32, expected);
	  if (memcmp(digests + 32 * i, expected, 32) != 0)
	    FAIL("many: message %zu of %zu (%zu bytes) differs", i, n, lengths[i]);
	}
      test_buf_check(digests);
      for (i = 0; i < n; i++)
	test_buf_free(bufs[i]);
      test_buf_free(digests);
      free(lengths);
      free(bufs);
      free(msgs);
    }
}

static void
test_bad_input(void)
{
  uint8_t msg[100], digests[3 * 32], fill[3 * 32];
  const uint8_t *msgs[3] = { msg, msg, NULL };
  size_t lengths[3] = { 64, 100, 5 };
  memset(msg, 7, sizeof(msg));
  memset(digests, 0xa5, sizeof(digests));
  memcpy(fill, digests, sizeof(fill));
  /* a NULL message of nonzero length, after two good ones */
  ASSERT_RC(symcrypt_blake3_many(3, msgs, lengths, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_blake3_many(3, NULL, lengths, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_blake3_many(3, msgs, NULL, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_blake3_many(3, msgs, lengths, NULL), SYMCRYPT_EINVAL);
  ASSERT_BYTES("digests after bad input", sizeof(digests), digests, fill);
  /* n == 0 does nothing, whatever the arrays */
  ASSERT_RC(symcrypt_blake3_many(0, NULL, NULL, NULL), SYMCRYPT_OK);
  /* a NULL message of length 0 is the empty message */
  lengths[2] = 0;
  ASSERT_RC(symcrypt_blake3_many(3, msgs, lengths, digests), SYMCRYPT_OK);
  {
    uint8_t empty[32];
    struct symcrypt_blake3_ctx ctx;
    symcrypt_blake3(0, NULL, 32, empty);
    ASSERT_BYTES("empty message", 32, digests + 64, empty);
    /* empty updates and outputs with NULL pointers */
    symcrypt_blake3_init(&ctx);
    symcrypt_blake3_update(&ctx, 0, NULL);
    symcrypt_blake3_output(&ctx, 12345, 0, NULL);
    symcrypt_blake3_output(&ctx, 0, 32, fill);
    ASSERT_BYTES("empty message", 32, fill, empty);
    symcrypt_blake3(0, NULL, 0, NULL);
    symcrypt_blake3_init_derive_key(&ctx, 0, NULL);
  }
}

void
test_main(void)
{
  const char *impl = symcrypt_implementation("blake3");
  ASSERT(impl && *impl);
  if (test_verbose)
    fprintf(stderr, "blake3: %s\n", impl);
  test_variants();
  test_hash_many_definition();
  test_parents16_definition();
  test_stack_bound();
  test_vectors();
  test_offsets();
  test_one_shot();
  test_chunk_boundaries();
  test_subtrees();
  test_output_keeps_context();
  test_many();
  test_bad_input();
  test_b3sum();
}
