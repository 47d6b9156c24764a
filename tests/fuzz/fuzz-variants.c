/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-variants.c -- differential fuzzing of every replaceable
   function: the input picks a function from src/functions.def, the
   contents of its buffers, the sizes and alignments; every variant the
   CPU can run must leave all buffers exactly as the C twin does.

   Arguments follow the parameter lists (test_make_args); a lane
   function's table of pointers is written again into each copy of its
   buffer, and left out of the comparison.  Poly1305's
   block function, and the stitched ChaCha20-Poly1305 core that takes
   a Poly1305 state too, are left to fuzz-mac and the unit tests,
   which build valid states (the limbs have range invariants that
   random bytes break).  GHASH's and POLYVAL's tables of powers are
   made from a key: the variants aggregate blocks over different
   numbers of powers, which agree only when the table holds the powers
   of one H.  */
#include "fuzz.h"
#include "../variants.h"
#include "tz/tzhash-internal.h"
#include "aes/aes-internal.h"
#include "symcrypt/gcm.h"

#define BUFFER_SIZE 8400	/* room for 64 blocks of 128 bytes + slack */
#define MAX_SIZE 1100

/* Fills BUF with the rest of the input, repeated, each copy XORed with
   a different byte so that repeats are not identical.  */
static void
fill(struct input *in, uint8_t *buf, size_t length)
{
  size_t done = 0, copy = 0;
  while (done < length)
    {
      size_t n = in->left < length - done ? in->left : length - done;
      size_t i;
      if (n == 0)
	{
	  memset(buf + done, 0, length - done);
	  return;
	}
      memcpy(buf + done, in->data, n);
      for (i = 0; copy && i < n; i += 61)
	buf[done + i] ^= (uint8_t) copy;
      done += n;
      copy++;
    }
}

/* The powers H^1 .. H^8 (symcrypt/gcm.h) of a key from the input, at P.  */
static void
gcm_powers(struct input *in, uint8_t *p)
{
  struct symcrypt_aes128_gcm_key key;
  uint8_t k[16];
  fill(in, k, sizeof(k));
  symcrypt_aes128_gcm_set_key(&key, k);
  memcpy(p, key.powers, sizeof(key.powers));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static uint8_t *ref[TEST_MAX_ARGS], *out[TEST_MAX_ARGS], *init[TEST_MAX_ARGS];
  static const unsigned rounds[] = { 8, 12, 20 };
  struct input in = { data, size };
  const struct symcrypt_function_info *f;
  const struct symcrypt_variant *v, *c;
  uintptr_t args[TEST_MAX_ARGS], ref_args[TEST_MAX_ARGS];
  enum test_arg_kind kinds[TEST_MAX_ARGS];
  unsigned id, n, i, align[TEST_MAX_ARGS];
  int gcm_short;
  unsigned scratch = 0;
  uintptr_t count;

  if (!ref[0])
    for (i = 0; i < TEST_MAX_ARGS; i++)
      {
	ref[i] = malloc(BUFFER_SIZE + 64);
	out[i] = malloc(BUFFER_SIZE + 64);
	init[i] = malloc(BUFFER_SIZE + 64);
      }

  id = take(&in, SYMCRYPT_FN_COUNT);
  f = _symcrypt_function_info(id);
  if (strcmp(f->family, "poly1305") == 0
      || strcmp(f->family, "chacha_poly1305") == 0)
    return 0;
  count = take(&in, MAX_SIZE);
  /* Block counts stay small enough for the buffers.  */
  if (strstr(f->name, "compress") || strcmp(f->name, "blake3_hash_many") == 0)
    count %= 65;
  /* 16-byte blocks: at most 500 of them.  */
  if (strcmp(f->family, "aes") == 0 || strcmp(f->family, "ghash") == 0
      || strcmp(f->family, "polyval") == 0 || strcmp(f->family, "xts") == 0)
    count %= 501;
  /* gcm_open_decrypt writes two blocks for each it counts.  */
  if (strcmp(f->name, "gcm_open_decrypt") == 0)
    count %= 251;
  /* The one-call GCM functions take at most 256 bytes, some variants
     fewer (_symcrypt_gcm_short_max); a few more: they must then do
     nothing.  */
  gcm_short = strcmp(f->name, "gcm_seal_short") == 0
    || strcmp(f->name, "gcm_open_short") == 0;
  if (gcm_short)
    count %= 261;
  /* Blocks of up to 168 bytes; keccak_absorb_x8's, _x4's, _x2's,
     keccak_absorb12_x8's, _x4's, _x2's, keccak_sha3_x8's, _x4's and
     _x2's from the last of their pointers,
     TEST_LANE_TABLE + TEST_LANE_STRIDE (TEST_MAX_LANES - 1) into the
     buffer.  */
  if (strcmp(f->name, "keccak_absorb") == 0
      || strcmp(f->name, "keccak_squeeze") == 0)
    count %= BUFFER_SIZE / 168;
  if (strcmp(f->name, "keccak_absorb_x8") == 0
      || strcmp(f->name, "keccak_absorb_x4") == 0
      || strcmp(f->name, "keccak_absorb_x2") == 0
      || strcmp(f->name, "keccak_absorb12_x8") == 0
      || strcmp(f->name, "keccak_absorb12_x4") == 0
      || strcmp(f->name, "keccak_absorb12_x2") == 0
      || strcmp(f->name, "keccak_sha3_x8") == 0
      || strcmp(f->name, "keccak_sha3_x4") == 0
      || strcmp(f->name, "keccak_sha3_x2") == 0)
    count %= (BUFFER_SIZE - TEST_LANE_TABLE
	      - TEST_LANE_STRIDE * (TEST_MAX_LANES - 1)) / 168;
  /* The hash lane functions' blocks, up to 128 bytes, from there
     too.  */
  if (strstr(f->name, "4compress") || strstr(f->name, "8compress")
      || strstr(f->name, "16compress")
      || strcmp(f->name, "blake2b_2compress") == 0)
    count %= (BUFFER_SIZE - TEST_LANE_TABLE
	      - TEST_LANE_STRIDE * (TEST_MAX_LANES - 1)) / 128;
  /* AEGIS's blocks, up to 128 bytes (AEGIS-128X4's).  */
  if (strncmp(f->name, "aegis", 5) == 0)
    count %= BUFFER_SIZE / 128;
  /* Slices of whole units, four of them in the buffer.  */
  if (strcmp(f->name, "tz_mul_chains") == 0)
    count -= count % TZ_CHAIN_UNIT;
  for (i = 0; i < TEST_MAX_ARGS; i++)
    align[i] = take(&in, 64);
  n = test_make_args(id, args, kinds, ref, BUFFER_SIZE, count);
  /* Byte buffers at any alignment, word and struct pointers and
     tables of pointers at 8.  */
  for (i = 0; i < n; i++)
    if (kinds[i] == TEST_ARG_POINTER || kinds[i] == TEST_ARG_LANES)
      align[i] &= ~7u;
  /* scrypt_romix's (and scrypt_romix_x2's) block, table and scratch
     are aligned (src/functions.def): the assembly reads them with
     aligned loads.  */
  /* Its table and scratch, arguments 1 and 2, hold what each variant
     leaves there (the assembly keeps blocks in another order): only
     the block is compared.  */
  if (strncmp(f->name, "scrypt_romix", 12) == 0)
    {
      for (i = 0; i < n; i++)
	align[i] &= ~63u;
      scratch = 1u << 1 | 1u << 2;
    }
  for (i = 0; i < n; i++)
    if (TEST_ARG_IS_POINTER(kinds[i]))
      fill(&in, init[i], BUFFER_SIZE + 64);
    else if (kinds[i] == TEST_ARG_ROUNDS)
      args[i] = rounds[take(&in, 3)];
    else if (kinds[i] == TEST_ARG_AES_ROUNDS)
      args[i] = 10 + 2 * take(&in, 3);
  if (strcmp(f->name, "ghash_blocks") == 0
      || strcmp(f->name, "polyval_blocks") == 0)
    gcm_powers(&in, init[0] + align[0]);
  else if (strcmp(f->name, "gcm_encrypt") == 0
	   || strcmp(f->name, "gcm_hash_keystream") == 0
	   || strcmp(f->name, "gcm_seal_short") == 0
	   || strcmp(f->name, "gcm_open_short") == 0)
    gcm_powers(&in, init[0] + align[0] + 16 * (args[1] + 1));
  /* OCB's block number and CCM's counter never carry out of their
     64 bits (src/functions.def): their top bits cleared.  */
  if (strncmp(f->name, "ocb_", 4) == 0)
    init[2][align[2] + 39] &= 0x7f;
  if (strncmp(f->name, "ccm_", 4) == 0)
    init[2][align[2] + 24] &= 0x7f;

  /* The C twin on one copy of the buffers...  */
  c = test_variant_c(id);
  for (i = 0; i < n; i++)
    {
      ref_args[i] = args[i];
      if (TEST_ARG_IS_POINTER(kinds[i]))
	{
	  memcpy(ref[i], init[i], BUFFER_SIZE + 64);
	  ref_args[i] = (uintptr_t) (ref[i] + align[i]);
	  if (kinds[i] == TEST_ARG_LANES)
	    test_lane_table(ref[i] + align[i]);
	}
    }
  ((void (*)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t)) c->fn)
    (ref_args[0], ref_args[1], ref_args[2], ref_args[3], ref_args[4], ref_args[5]);

  /* ... and every other variant on another.  */
  for (FOR_EACH_VARIANT(v, id))
    {
      uintptr_t var_args[TEST_MAX_ARGS];
      if (v == c)
	continue;
      for (i = 0; i < n; i++)
	{
	  var_args[i] = args[i];
	  if (TEST_ARG_IS_POINTER(kinds[i]))
	    {
	      memcpy(out[i], init[i], BUFFER_SIZE + 64);
	      var_args[i] = (uintptr_t) (out[i] + align[i]);
	      if (kinds[i] == TEST_ARG_LANES)
		test_lane_table(out[i] + align[i]);
	    }
	}
      ((void (*)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t)) v->fn)
	(var_args[0], var_args[1], var_args[2], var_args[3], var_args[4], var_args[5]);
      /* Past its own limit a one-call GCM variant writes nothing,
	 where the C twin may still take the message.  */
      if (gcm_short
	  && count > _symcrypt_gcm_short_max(id, (unsigned) (v - f->variants)))
	{
	  for (i = 0; i < n; i++)
	    if (TEST_ARG_IS_POINTER(kinds[i])
		&& memcmp(out[i], init[i], BUFFER_SIZE + 64) != 0)
	      FAIL("%s: variant %s wrote past its limit in argument %u "
		   "(size %lu)", f->name, v->label, i, (unsigned long) count);
	  continue;
	}
      for (i = 0; i < n; i++)
	if (kinds[i] == TEST_ARG_LANES)
	  {
	    memset(ref[i] + align[i], 0, TEST_LANE_TABLE);
	    memset(out[i] + align[i], 0, TEST_LANE_TABLE);
	  }
      for (i = 0; i < n; i++)
	if (TEST_ARG_IS_POINTER(kinds[i]) && !(scratch >> i & 1)
	    && memcmp(out[i], ref[i], BUFFER_SIZE + 64) != 0)
	  FAIL("%s: variant %s differs from C in argument %u "
	       "(size %lu, alignment %u)", f->name, v->label, i,
	       (unsigned long) count, align[i]);
    }
  return 0;
}
