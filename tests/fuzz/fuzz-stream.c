/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-stream.c -- the stream ciphers through the public API, with
   chunk split points, alignments and in-place use taken from the
   input, against a reference computed here from the C twin cores:
   block k of the keystream is the C core applied to the state the
   context holds after the nonce is set, with the counter advanced by
   k (64-bit for crypt, 32-bit for crypt32).  RC4 is checked against
   its C twin loop on a copy of the context.  The library uses the best
   variant of each core the CPU allows, in any width mix; the reference
   uses only the C single-block core.  */
#include "fuzz.h"
#include "../variants.h"

#define MAX_LENGTH 4100
#define MAX_CHUNKS 8

static uint8_t key[32], nonce[24], msg[MAX_LENGTH];
static uint8_t expected[MAX_LENGTH], buffer[MAX_LENGTH + 128], source[MAX_LENGTH + 128];

/* Reference keystream XOR for ChaCha (counter words 12-13) or Salsa20
   (words 8-9).  WIDE: 64-bit counter, else 32-bit in the low word.  */
static void
reference(void (*core)(uint32_t *, const uint32_t *, unsigned), unsigned rounds,
	  const uint32_t *state0, unsigned counter_word, int wide, size_t length)
{
  uint32_t state[16], block[16];
  uint8_t bytes[64];
  size_t done, i;

  memcpy(state, state0, sizeof(state));
  for (done = 0; done < length; done += 64)
    {
      core(block, state, rounds);
      for (i = 0; i < 16; i++)
	{
	  bytes[4 * i] = (uint8_t) block[i];
	  bytes[4 * i + 1] = (uint8_t) (block[i] >> 8);
	  bytes[4 * i + 2] = (uint8_t) (block[i] >> 16);
	  bytes[4 * i + 3] = (uint8_t) (block[i] >> 24);
	}
      for (i = 0; i < 64 && done + i < length; i++)
	expected[done + i] = msg[done + i] ^ bytes[i];
      if (++state[counter_word] == 0 && wide)
	state[counter_word + 1]++;
    }
}

/* The message in chunks from the input; each chunk at its own
   alignment, in place or not.  CRYPT returns nonzero on error.  */
static void
chunked(struct input *in, size_t length,
	int (*crypt)(void *ctx, size_t, uint8_t *, const uint8_t *), void *ctx,
	uint8_t *result)
{
  unsigned chunks = 1 + take(in, MAX_CHUNKS);
  size_t done = 0;
  unsigned c;

  for (c = 0; c < chunks; c++)
    {
      size_t n = c + 1 == chunks ? length - done : take(in, (unsigned) (length - done + 1));
      uint8_t *dst = buffer + take(in, 64);
      uint8_t *src = take(in, 2) ? dst : source + take(in, 64);
      memcpy(src, msg + done, n);
      if (crypt(ctx, n, dst, src))
	FAIL("crypt failed on a chunk of %zu bytes", n);
      memcpy(result + done, dst, n);
      done += n;
    }
}

static int
crypt_chacha(void *ctx, size_t n, uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_crypt(ctx, n, dst, src);
  return 0;
}

static int
crypt_chacha32(void *ctx, size_t n, uint8_t *dst, const uint8_t *src)
{
  return symcrypt_chacha_crypt32(ctx, n, dst, src);
}

static int
crypt_salsa20(void *ctx, size_t n, uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20_crypt(ctx, n, dst, src);
  return 0;
}

static int
crypt_salsa20r12(void *ctx, size_t n, uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20r12_crypt(ctx, n, dst, src);
  return 0;
}

static int
crypt_arcfour(void *ctx, size_t n, uint8_t *dst, const uint8_t *src)
{
  symcrypt_arcfour_crypt(ctx, n, dst, src);
  return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static uint8_t result[MAX_LENGTH];
  struct input in = { data, size };
  unsigned cipher = take(&in, 7);
  size_t length = take(&in, MAX_LENGTH);
  /* Counters near the 32-bit carry, or anywhere.  */
  uint64_t counter = take(&in, 2)
    ? 0xffffffffULL - take(&in, 80) + ((uint64_t) take(&in, 3) << 32)
    : (uint64_t) take(&in, 65536) << take(&in, 48);
  void (*chacha_core)(uint32_t *, const uint32_t *, unsigned)
    = VARIANT_FN(chacha_core, test_variant_c(SYMCRYPT_FN_chacha_core));
  void (*salsa20_core)(uint32_t *, const uint32_t *, unsigned)
    = VARIANT_FN(salsa20_core, test_variant_c(SYMCRYPT_FN_salsa20_core));
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) take(&in, 256);
  for (i = 0; i < sizeof(nonce); i++)
    nonce[i] = (uint8_t) take(&in, 256);
  for (i = 0; i < length; i++)
    msg[i] = (uint8_t) (i < in.left ? in.data[i] : i);

  switch (cipher)
    {
    case 0: case 1: case 2:
      {
	struct symcrypt_chacha_ctx ctx;
	if (cipher == 2)
	  symcrypt_xchacha_set_key_nonce(&ctx, key, nonce);
	else
	  {
	    symcrypt_chacha_set_key(&ctx, key);
	    if (cipher == 0)
	      symcrypt_chacha_set_nonce(&ctx, nonce);
	    else
	      symcrypt_chacha_set_nonce96(&ctx, nonce);
	  }
	if (cipher == 1)
	  {
	    /* crypt32: keep the request within the 32-bit counter.  */
	    uint64_t blocks = (length + 63) / 64;
	    counter &= 0xffffffff;
	    if (counter + blocks > 0x100000000ULL)
	      counter = 0x100000000ULL - blocks;
	  }
	symcrypt_chacha_set_counter(&ctx, counter);
	reference(chacha_core, 20, ctx.state, 12, cipher != 1, length);
	chunked(&in, length, cipher == 1 ? crypt_chacha32 : crypt_chacha, &ctx, result);
	break;
      }
    case 3: case 4: case 5:
      {
	struct symcrypt_salsa20_ctx ctx;
	if (cipher == 5)
	  symcrypt_xsalsa20_set_key_nonce(&ctx, key, nonce);
	else
	  {
	    symcrypt_salsa20_set_key(&ctx, take(&in, 2) ? 32 : 16, key);
	    symcrypt_salsa20_set_nonce(&ctx, nonce);
	  }
	symcrypt_salsa20_set_counter(&ctx, counter);
	reference(salsa20_core, cipher == 4 ? 12 : 20, ctx.state, 8, 1, length);
	chunked(&in, length, cipher == 4 ? crypt_salsa20r12 : crypt_salsa20, &ctx, result);
	break;
      }
    case 6:
      {
	struct symcrypt_arcfour_ctx ctx, ref;
	void (*loop)(struct symcrypt_arcfour_ctx *, size_t, uint8_t *, const uint8_t *)
	  = VARIANT_FN(arcfour_crypt, test_variant_c(SYMCRYPT_FN_arcfour_crypt));
	symcrypt_arcfour_set_key(&ctx, 1 + take(&in, 32), key);
	ref = ctx;
	loop(&ref, length, expected, msg);
	chunked(&in, length, crypt_arcfour, &ctx, result);
	if (memcmp(&ctx, &ref, sizeof(ctx)) != 0)
	  FAIL("rc4 state differs from the C loop's after %zu bytes", length);
	break;
      }
    }
  if (memcmp(result, expected, length) != 0)
    FAIL("cipher %u: %zu bytes at counter %#llx differ from the reference",
	 cipher, length, (unsigned long long) counter);
  return 0;
}
