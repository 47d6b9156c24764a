/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* residue-test.c -- nothing secret left behind on the stack.

   Each public function that takes a key or writes secret output runs
   from a deep frame (deep() below) with a marker key, over a stack
   region filled beforehand with a fixed byte.  When it has returned,
   the dead region its frames used is copied out and searched for any
   8-byte run of the key and what follows from it: the AES round keys
   (expanded here by a key expansion of the test's own), the GCM key
   (round keys and powers of H), H = E(K, 0), J0 of a nonce other than
   12 bytes (GHASH_H of the nonce, by a GF(2^128) multiply of the
   test's own), the GHASH values S, the tag mask E(K, J0), the
   Poly1305 keys r and s of the AEADs, the XChaCha20 and XSalsa20
   subkeys, HMAC's padded keys, and derived outputs (BLAKE3's
   derive-key mode, PBKDF2, HKDF).  A 16-byte value is also sought
   byte-reversed and as two byte-reversed words, the forms the code
   keeps it in registers and words; a key schedule's blocks also in their
   bitsliced planes (add_schedule).  Each hit is printed (the call, the
   secret, how far below the caller's frame) and the test fails.

   On x86_64 CPUs with AVX-512, registers zmm16-31 are also read right
   after the GCM seal and open and BLAKE3's output (vzeroall and
   vzeroupper do not clear them) and searched the same way.

   The region is read with valgrind's client request marking it
   defined (memcheck makes dead stack inaccessible), from a function
   AddressSanitizer does not instrument.  Where the stack is not one
   region (AddressSanitizer's fake stack for use-after-return), a
   secret the test leaves on purpose is not found there, and the test
   says so and is skipped.

   The library keeps nothing for it to find by wiping, besides the
   variables it names, the stack its C code used
   (_symcrypt_wipe_stack, src/core/wipe.c) and, in assembly, the stack
   slots and the registers above those vzeroall clears.  */
#include "testutils.h"

#include <symcrypt/aes.h>
#include <symcrypt/argon2.h>
#include <symcrypt/blake2.h>
#include <symcrypt/blake3.h>
#include <symcrypt/chacha.h>
#include <symcrypt/chacha-poly1305.h>
#include <symcrypt/gcm.h>
#include <symcrypt/hkdf.h>
#include <symcrypt/hmac.h>
#include <symcrypt/pbkdf2.h>
#include <symcrypt/poly1305.h>
#include <symcrypt/salsa20.h>
#include <symcrypt/secretbox.h>
#include <symcrypt/sha2.h>
#include <symcrypt/sha3.h>

#if HAVE_VALGRIND_MEMCHECK_H
# include <valgrind/memcheck.h>
#endif

#if defined(__x86_64__)
# include <cpuid.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
# define NO_ASAN __attribute__((no_sanitize_address))
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define NO_ASAN __attribute__((no_sanitize_address))
# endif
#endif
#ifndef NO_ASAN
# define NO_ASAN
#endif

/* The region below the deep frame that the calls' frames use: more
   than any call here needs, sanitizers' red zones included (the test
   fails if a call reaches its bottom).  */
#define REGION (64 * 1024)
/* The gap between the caller and the region, for the frames of the
   functions that copy the region out.  */
#define GAP 4096
#define FILL 0xe7

/* Keeps the compiler from dropping stores to P or assuming what P
   holds.  */
#define TOUCH(p) __asm__ volatile ("" : : "r" (p) : "memory")

static uintptr_t region_low, region_high;
static uint8_t image[REGION];

/* Fills the stack below the caller with FILL, over the region and the
   deep frame's place, so that what is found there was written by the
   call under test.  */
static void __attribute__((noinline))
scrub(void)
{
  uint8_t area[REGION + 2 * GAP];
  memset(area, FILL, sizeof(area));
  TOUCH(area);
}

/* zmm16-31: on a CPU that has them, cleared before the calls of the
   functions whose assembly keeps secrets there (GCM, BLAKE3) and read
   right after them, where that assembly is the code in use.  Not
   after the others, nor after the C code: the C library's EVEX memcpy
   and memset use ymm16-24, and a key the library copies with memcpy
   stays there, out of its hands (an AddressSanitizer build, whose
   memcpy is never inlined, shows it after BLAKE3's C code).  */
static int have_zmm, check_zmm;
static uint8_t zmm_image[16 * 64];

#if defined(__x86_64__)
static int
have_avx512(void)
{
  unsigned a, b, c, d, lo, hi;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27)))
    return 0;			/* no OSXSAVE */
  __asm__ volatile ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
  /* The opmask, ZMM_Hi256 and Hi16_ZMM states enabled by the OS.  */
  if ((lo & 0xe0) != 0xe0)
    return 0;
  if (__get_cpuid_max(0, NULL) < 7)
    return 0;
  __cpuid_count(7, 0, a, b, c, d);
  return (b >> 16) & 1;		/* AVX512F */
}

static void __attribute__((noinline))
zmm_clear(void)
{
  __asm__ volatile (
    "vpxord %%zmm16, %%zmm16, %%zmm16\n\tvpxord %%zmm17, %%zmm17, %%zmm17\n\t"
    "vpxord %%zmm18, %%zmm18, %%zmm18\n\tvpxord %%zmm19, %%zmm19, %%zmm19\n\t"
    "vpxord %%zmm20, %%zmm20, %%zmm20\n\tvpxord %%zmm21, %%zmm21, %%zmm21\n\t"
    "vpxord %%zmm22, %%zmm22, %%zmm22\n\tvpxord %%zmm23, %%zmm23, %%zmm23\n\t"
    "vpxord %%zmm24, %%zmm24, %%zmm24\n\tvpxord %%zmm25, %%zmm25, %%zmm25\n\t"
    "vpxord %%zmm26, %%zmm26, %%zmm26\n\tvpxord %%zmm27, %%zmm27, %%zmm27\n\t"
    "vpxord %%zmm28, %%zmm28, %%zmm28\n\tvpxord %%zmm29, %%zmm29, %%zmm29\n\t"
    "vpxord %%zmm30, %%zmm30, %%zmm30\n\tvpxord %%zmm31, %%zmm31, %%zmm31"
    : : : "memory");
}

static void __attribute__((noinline))
zmm_read(uint8_t *p)
{
  __asm__ volatile (
    "vmovdqu64 %%zmm16, 0(%0)\n\tvmovdqu64 %%zmm17, 64(%0)\n\t"
    "vmovdqu64 %%zmm18, 128(%0)\n\tvmovdqu64 %%zmm19, 192(%0)\n\t"
    "vmovdqu64 %%zmm20, 256(%0)\n\tvmovdqu64 %%zmm21, 320(%0)\n\t"
    "vmovdqu64 %%zmm22, 384(%0)\n\tvmovdqu64 %%zmm23, 448(%0)\n\t"
    "vmovdqu64 %%zmm24, 512(%0)\n\tvmovdqu64 %%zmm25, 576(%0)\n\t"
    "vmovdqu64 %%zmm26, 640(%0)\n\tvmovdqu64 %%zmm27, 704(%0)\n\t"
    "vmovdqu64 %%zmm28, 768(%0)\n\tvmovdqu64 %%zmm29, 832(%0)\n\t"
    "vmovdqu64 %%zmm30, 896(%0)\n\tvmovdqu64 %%zmm31, 960(%0)"
    : : "r" (p) : "memory");
}
#else
static int have_avx512(void) { return 0; }
static void zmm_clear(void) { }
static void zmm_read(uint8_t *p) { (void) p; }
#endif

/* The deep frame: the call's frames start below GAP bytes of this
   one, inside the region scrub() filled.  */
static void __attribute__((noinline))
deep(void (*call)(void))
{
  uint8_t gap[GAP];
  gap[0] = 0;
  TOUCH(gap);
  region_high = (uintptr_t) gap;
  region_low = region_high - REGION;
  if (check_zmm)
    zmm_clear();
  call();
  if (check_zmm)
    zmm_read(zmm_image);
  TOUCH(gap);
}

/* Copies the dead region out, byte by byte, uninstrumented.  */
static void __attribute__((noinline)) NO_ASAN
copy_region(void)
{
  const volatile uint8_t *p = (const volatile uint8_t *) region_low;
  size_t i;
#if HAVE_VALGRIND_MEMCHECK_H
  VALGRIND_MAKE_MEM_DEFINED((const void *) region_low, REGION);
#endif
  for (i = 0; i < REGION; i++)
    image[i] = p[i];
}

/* The secrets sought: 8-byte runs in an open-addressing table, a slot
   in use when its generation is the current one.  */
#define NEEDLES 8192
struct needle
{
  uint64_t value;
  const char *what;
  unsigned generation;
};
static struct needle needles[NEEDLES];
static unsigned generation, needle_count;

/* The bitsliced planes of the key schedules' blocks, sought whole at
   16-byte aligned addresses: two distinct bytes make no marker for
   add_run.  */
#define PLANES 16384
static uint8_t planes[PLANES][16];
static unsigned plane_count;

static void
needles_clear(void)
{
  generation++;
  needle_count = 0;
  plane_count = 0;
}

static unsigned
slot(uint64_t v)
{
  return (unsigned) ((v * 0x9e3779b97f4a7c15ull) >> 51) & (NEEDLES - 1);
}

static void
add_run(const char *what, const uint8_t *p)
{
  uint64_t v;
  unsigned i, j, distinct = 0, s;
  /* A run of few distinct bytes (padding, zeros, the fill) is no
     marker.  */
  for (i = 0; i < 8; i++)
    {
      for (j = 0; j < i && p[j] != p[i]; j++)
	;
      distinct += j == i;
    }
  if (distinct < 5)
    return;
  memcpy(&v, p, 8);
  for (s = slot(v); needles[s].generation == generation; s = (s + 1) & (NEEDLES - 1))
    if (needles[s].value == v)
      return;
  ASSERT(++needle_count < NEEDLES / 2);
  needles[s].value = v;
  needles[s].what = what;
  needles[s].generation = generation;
}

static const char *
find(const uint8_t *p)
{
  uint64_t v;
  unsigned s;
  memcpy(&v, p, 8);
  for (s = slot(v); needles[s].generation == generation; s = (s + 1) & (NEEDLES - 1))
    if (needles[s].value == v)
      return needles[s].what;
  return NULL;
}

static void
add_secret(const char *what, size_t length, const uint8_t *p)
{
  size_t i;
  for (i = 0; i + 8 <= length; i++)
    add_run(what, p + i);
}

/* A round key in the bitsliced form of the SSE2 code
   (x86_64/m4/aes-x86_64.m4): plane i is 0xff in each byte whose bit i
   is set, the key's rows moved between columns as the state's drift
   (0 to 3) moves them, with 0x63 added or not.  A plane whose 32-bit
   words are each 0 or -1 (an int's) is left out.  */
static void
add_sliced_block(const uint8_t *b)
{
  uint8_t moved[16], v[16];
  unsigned d, c, r, a, i, p, mixed;
  for (d = 0; d < 4; d++)
    {
      for (c = 0; c < 4; c++)
	for (r = 0; r < 4; r++)
	  moved[4 * ((c + d * r) % 4) + r] = b[4 * c + r];
      for (a = 0; a < 2; a++)
	for (i = 0; i < 8; i++)
	  {
	    for (p = 0; p < 16; p++)
	      v[p] = (uint8_t) -(((moved[p] ^ (a ? 0x63 : 0)) >> i) & 1);
	    for (mixed = 0, p = 0; p < 16; p += 4)
	      mixed |= v[p] != v[p + 1] || v[p] != v[p + 2]
		       || v[p] != v[p + 3];
	    if (!mixed)
	      continue;
	    ASSERT(plane_count < PLANES);
	    memcpy(planes[plane_count++], v, 16);
	  }
    }
}

/* Whether the 16 bytes at P are one of the planes (which are neither
   all 0x00 nor all 0xff, as the zeroed frames are).  */
static int
find_plane(const uint8_t *p)
{
  unsigned i, ones = 0;
  for (i = 0; i < 16; i++)
    {
      if (p[i] != 0 && p[i] != 0xff)
	return 0;
      ones += p[i] != 0;
    }
  if (ones == 0 || ones == 16)
    return 0;
  for (i = 0; i < plane_count; i++)
    if (memcmp(p, planes[i], 16) == 0)
      return 1;
  return 0;
}

/* A 16-byte value as it is, reversed, and as two reversed words.  */
static void
add_block(const char *what, const uint8_t *b)
{
  uint8_t r[16], w[16];
  unsigned i;
  for (i = 0; i < 16; i++)
    {
      r[i] = b[15 - i];
      w[i] = b[(i & 8) + 7 - (i & 7)];
    }
  add_secret(what, 16, b);
  add_secret(what, 16, r);
  add_secret(what, 16, w);
}

static void
add_blocks(const char *what, size_t length, const uint8_t *p)
{
  size_t i;
  add_secret(what, length, p);
  for (i = 0; i + 16 <= length; i += 16)
    add_block(what, p + i);
}

/* A key schedule: its blocks as add_blocks has them and bitsliced.  */
static void
add_schedule(const char *what, size_t length, const uint8_t *p)
{
  size_t i;
  add_blocks(what, length, p);
  for (i = 0; i + 16 <= length; i += 16)
    add_sliced_block(p + i);
}

static unsigned leaks;

/* Searches the region and the registers for the secrets; NAME says
   which call ran.  Prints the first few hits of each secret.  */
static void
scan(const char *name)
{
  size_t i;
  const char *what, *last = NULL;
  unsigned shown = 0;

  for (i = 0; i < 64; i++)
    if (image[i] != FILL)
      FAIL("%s: the call's frames reached the bottom of the %u-byte region",
	   name, REGION);
  for (i = 0; i + 8 <= REGION; i++)
    if ((what = find(image + i)) != NULL)
      {
	leaks++;
	if (what != last)
	  shown = 0;
	last = what;
	if (shown++ < 2)
	  printf("LEAK %s: %s on the stack, %u bytes below the caller's frame\n",
		 name, what, (unsigned) (REGION - i));
	i += 7;
      }
  shown = 0;
  for (i = (16 - region_low % 16) % 16; i + 16 <= REGION; i += 16)
    if (find_plane(image + i))
      {
	leaks++;
	if (shown++ < 2)
	  printf("LEAK %s: a bitsliced round key on the stack, %u bytes below"
		 " the caller's frame\n", name, (unsigned) (REGION - i));
      }
  if (check_zmm)
    for (i = 0; i + 8 <= sizeof(zmm_image); i++)
      if ((what = find(zmm_image + i)) != NULL)
	{
	  leaks++;
	  printf("LEAK %s: %s in register zmm%u\n", name, what,
		 (unsigned) (16 + i / 64));
	  i = (i | 63);		/* one line per register */
	}
}

/* Whether the code in use for FAMILY is the library's AVX-512 code
   (x86_64/avx512, x86_64/vaes512, ...): only then are zmm16-31 the
   library's to clear.  */
static int
runs_avx512(const char *family)
{
  const char *label = symcrypt_implementation(family);
  return label != NULL && strstr(label, "512") != NULL;
}

/* Runs CALL once to resolve its symbols and warm its paths, then from
   the deep frame over a clean region, and copies the region out;
   REGISTERS asks for zmm16-31 too.  */
static void
run(void (*call)(void), int registers)
{
  check_zmm = have_zmm && registers;
  call();
  scrub();
  deep(call);
  copy_region();
  needles_clear();
}

/* The marker key and the public inputs.  */
static uint8_t key[200];
static uint8_t msg[9000], ad[64], nonce[24], salt[16];
static uint8_t out[8192], back[8192];
static size_t length, nonce_length;
#define AD_LENGTH 20

/* A check of the method: a copy of the key left in a frame on
   purpose must be found.  */
static void __attribute__((noinline))
leave_key(void)
{
  uint8_t copy[32];
  memcpy(copy, key, 32);
  TOUCH(copy);
}

static void
check_method(void)
{
  size_t i;
  run(leave_key, 0);
  add_secret("key", 32, key);
  for (i = 0; i + 8 <= REGION; i++)
    if (find(image + i))
      return;
  printf("SKIP: a key left on the stack on purpose was not found there"
	 " (the stack is not one region in this build)\n");
  SKIP();
}

/* AES's S-box and key expansion, from the field's definition.  */
static uint8_t sbox[256];

static uint8_t
gf8_mul(uint8_t a, uint8_t b)
{
  uint8_t r = 0;
  while (b)
    {
      if (b & 1)
	r ^= a;
      a = (uint8_t) ((a << 1) ^ ((a >> 7) * 0x1b));
      b >>= 1;
    }
  return r;
}

static void
make_sbox(void)
{
  unsigned x, i;
  for (x = 0; x < 256; x++)
    {
      uint8_t inv = 1, s;
      for (i = 0; i < 254; i++)	/* x^254 = x^-1, 0 for 0 */
	inv = gf8_mul(inv, (uint8_t) x);
      s = inv;
      for (i = 1; i < 5; i++)
	s ^= (uint8_t) ((inv << i) | (inv >> (8 - i)));
      sbox[x] = s ^ 0x63;
    }
}

/* The round keys of a KEY_SIZE-byte key: 16 (rounds + 1) bytes.  */
static void
aes_expand(uint8_t *rk, size_t key_size, const uint8_t *k)
{
  unsigned nk = (unsigned) key_size / 4, words = 4 * (nk + 7), i, j;
  uint8_t rcon = 1;
  memcpy(rk, k, key_size);
  for (i = nk; i < words; i++)
    {
      uint8_t t[4];
      memcpy(t, rk + 4 * (i - 1), 4);
      if (i % nk == 0)
	{
	  uint8_t t0 = t[0];
	  t[0] = sbox[t[1]] ^ rcon;
	  t[1] = sbox[t[2]];
	  t[2] = sbox[t[3]];
	  t[3] = sbox[t0];
	  rcon = gf8_mul(rcon, 2);
	}
      else if (nk > 6 && i % nk == 4)
	for (j = 0; j < 4; j++)
	  t[j] = sbox[t[j]];
      for (j = 0; j < 4; j++)
	rk[4 * i + j] = rk[4 * (i - nk) + j] ^ t[j];
    }
}

/* R = X Y in GCM's GF(2^128) (SP 800-38D, 6.3), bit by bit.  */
static void
gf128_mul(uint8_t *r, const uint8_t *x, const uint8_t *y)
{
  uint8_t z[16] = { 0 }, v[16];
  unsigned i, j;
  memcpy(v, y, 16);
  for (i = 0; i < 128; i++)
    {
      unsigned carry = v[15] & 1;
      if ((x[i / 8] >> (7 - i % 8)) & 1)
	for (j = 0; j < 16; j++)
	  z[j] ^= v[j];
      for (j = 15; j > 0; j--)
	v[j] = (uint8_t) ((v[j] >> 1) | (v[j - 1] << 7));
      v[0] >>= 1;
      if (carry)
	v[0] ^= 0xe1;
    }
  memcpy(r, z, 16);
}

/* GHASH_H over the N bytes of DATA padded to blocks, from STATE;
   each value of the state is a secret.  */
static void
ghash(uint8_t *state, const uint8_t *h, size_t n, const uint8_t *data,
      const char *what)
{
  size_t i, j;
  for (i = 0; i < n; i += 16)
    {
      for (j = 0; j < 16 && i + j < n; j++)
	state[j] ^= data[i + j];
      gf128_mul(state, state, h);
      add_block(what, state);
    }
}

static void
lengths_block(uint8_t *block, uint64_t a, uint64_t c)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    {
      block[i] = (uint8_t) ((a * 8) >> (56 - 8 * i));
      block[8 + i] = (uint8_t) ((c * 8) >> (56 - 8 * i));
    }
}

/* BLAKE3: keyed hashing (init_keyed, update, output) and derive-key
   mode, whose output is the derived key.  */
static struct symcrypt_blake3_ctx b3;

static void
blake3_keyed(void)
{
  symcrypt_blake3_init_keyed(&b3, key);
  symcrypt_blake3_update(&b3, length, msg);
}

/* The output of either mode.  */
static void
blake3_output(void)
{
  symcrypt_blake3_output(&b3, 0, 64, out);
}

static void
blake3_derive(void)
{
  symcrypt_blake3_init_derive_key(&b3, 21, (const uint8_t *) "libsymcrypt residue 1");
  symcrypt_blake3_update(&b3, length, key);
}

static void
test_blake3(void)
{
  static const size_t sizes[] = { 64, 1024, 1500, 2049, 2560, 3073, 4096, 9000 };
  char name[64];
  unsigned i;

  for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
    {
      length = sizes[i];
      snprintf(name, sizeof(name), "blake3 init_keyed+update %zu", length);
      run(blake3_keyed, 0);
      add_secret("key", 32, key);
      scan(name);
      snprintf(name, sizeof(name), "blake3 keyed output after %zu", length);
      run(blake3_output, runs_avx512("blake3"));
      add_secret("key", 32, key);
      scan(name);
    }
  for (length = 32; length <= 200; length += 168)
    {
      snprintf(name, sizeof(name), "blake3 derive-key init+update, %zu bytes",
	       length);
      run(blake3_derive, 0);
      add_secret("key material", length, key);
      scan(name);
      snprintf(name, sizeof(name), "blake3 derive-key output, %zu bytes",
	       length);
      run(blake3_output, 0);
      add_secret("key material", length, key);
      add_secret("derived key", 64, out);
      scan(name);
    }
}

/* AES-GCM: set_key, seal and open, 12- and 16-byte nonces, one-call
   and longer lengths.  */
#define GCM_CALLS(bits)							\
  static struct symcrypt_aes##bits##_gcm_key gcm##bits;			\
  static struct symcrypt_aes##bits##_ctx aes##bits;			\
  static void gcm##bits##_set_key(void)					\
  {									\
    symcrypt_aes##bits##_gcm_set_key(&gcm##bits, key);			\
  }									\
  static void gcm##bits##_seal(void)					\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal(&gcm##bits, nonce_length, nonce, \
					    AD_LENGTH, ad, length, out, msg), \
	      SYMCRYPT_OK);						\
  }									\
  static void gcm##bits##_open(void)					\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_gcm_open(&gcm##bits, nonce_length, nonce, \
					    AD_LENGTH, ad, length + 16, back, out), \
	      SYMCRYPT_OK);						\
  }									\
  static void gcm##bits##_seal_detached(void)				\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal_detached(&gcm##bits, nonce_length, \
						     nonce, AD_LENGTH, ad, \
						     length, out, 12,	\
						     out + length, msg), \
	      SYMCRYPT_OK);						\
  }									\
  static void gcm##bits##_open_detached(void)				\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_gcm_open_detached(&gcm##bits, nonce_length, \
						     nonce, AD_LENGTH, ad, \
						     length, back, 12,	\
						     out + length, out), \
	      SYMCRYPT_OK);						\
  }									\
  static void gcm##bits##_stream(int encrypt)				\
  {									\
    struct symcrypt_aes##bits##_gcm_ctx ctx;				\
    size_t half = length / 2 + 3 <= length ? length / 2 + 3 : length;	\
    uint8_t *dst = encrypt ? out : back;				\
    const uint8_t *src = encrypt ? msg : out;				\
    int (*crypt)(struct symcrypt_aes##bits##_gcm_ctx *, size_t,		\
		 uint8_t *, const uint8_t *)				\
      = encrypt ? symcrypt_aes##bits##_gcm_encrypt			\
      : symcrypt_aes##bits##_gcm_decrypt;				\
    symcrypt_aes##bits##_gcm_start(&ctx, &gcm##bits, nonce_length, nonce); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&ctx, AD_LENGTH, ad), 0); \
    ASSERT_RC(crypt(&ctx, half, dst, src), 0);				\
    ASSERT_RC(crypt(&ctx, length - half, dst + half, src + half), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&ctx, 16,			\
					      encrypt ? out + length	\
					      : back + length), 0);	\
  }									\
  static void gcm##bits##_stream_encrypt(void)				\
  {									\
    gcm##bits##_stream(1);						\
  }									\
  static void gcm##bits##_stream_decrypt(void)				\
  {									\
    gcm##bits##_stream(0);						\
  }
GCM_CALLS(128)
GCM_CALLS(256)

struct gcm
{
  unsigned bits;
  void (*set_key)(void), (*seal)(void), (*open)(void);
  void (*seal_detached)(void), (*open_detached)(void);
  void (*stream_encrypt)(void), (*stream_decrypt)(void);
  const uint8_t *key_object;
  size_t key_object_size;
  void (*encrypt)(uint8_t *dst, const uint8_t *src);
};

static void encrypt128(uint8_t *dst, const uint8_t *src)
{
  symcrypt_aes128_encrypt(&aes128, 16, dst, src);
}
static void encrypt256(uint8_t *dst, const uint8_t *src)
{
  symcrypt_aes256_encrypt(&aes256, 16, dst, src);
}

static const struct gcm gcms[] = {
  { 128, gcm128_set_key, gcm128_seal, gcm128_open,
    gcm128_seal_detached, gcm128_open_detached,
    gcm128_stream_encrypt, gcm128_stream_decrypt,
    (const uint8_t *) &gcm128, sizeof(gcm128), encrypt128 },
  { 256, gcm256_set_key, gcm256_seal, gcm256_open,
    gcm256_seal_detached, gcm256_open_detached,
    gcm256_stream_encrypt, gcm256_stream_decrypt,
    (const uint8_t *) &gcm256, sizeof(gcm256), encrypt256 },
};

/* The secrets of one GCM message: the key, the round keys, the GCM
   key, H and its powers up to H^16 (the AVX-512 code's), J0 (from a
   nonce other than 12 bytes), the tag mask and every GHASH value.  */
static void
gcm_secrets(const struct gcm *g, int with_message)
{
  static uint8_t rk[240];
  uint8_t h[16], power[16], j0[16], mask[16], s[16], block[16];
  size_t key_size = g->bits / 8;
  unsigned i;

  add_secret("key", key_size, key);
  aes_expand(rk, key_size, key);
  add_schedule("round keys", 16 * (key_size / 4 + 7), rk);
  memset(block, 0, 16);
  g->encrypt(h, block);
  add_block("H", h);
  memcpy(power, h, 16);
  for (i = 2; i <= 16; i++)
    {
      gf128_mul(power, power, h);
      add_block("a power of H", power);
    }
  add_blocks("GCM key (round keys, powers of H)", g->key_object_size,
	     g->key_object);
  if (!with_message)
    return;
  memset(j0, 0, 16);
  if (nonce_length == 12)
    {
      memcpy(j0, nonce, 12);
      j0[15] = 1;
    }
  else
    {
      ghash(j0, h, nonce_length, nonce, "J0");
      lengths_block(block, 0, nonce_length);
      ghash(j0, h, 16, block, "J0");
    }
  g->encrypt(mask, j0);
  add_block("tag mask E(K, J0)", mask);
  memset(s, 0, 16);
  ghash(s, h, AD_LENGTH, ad, "GHASH value S");
  ghash(s, h, length, out, "GHASH value S");
  lengths_block(block, AD_LENGTH, length);
  ghash(s, h, 16, block, "GHASH value S");
}

static void
test_gcm(void)
{
  static const size_t sizes[] = { 0, 64, 200, 256, 1000 };
  char name[80];
  unsigned i, j, n;

  for (i = 0; i < sizeof(gcms) / sizeof(gcms[0]); i++)
    {
      const struct gcm *g = &gcms[i];
      if (g->bits == 128)
	symcrypt_aes128_set_encrypt_key(&aes128, key);
      else
	symcrypt_aes256_set_encrypt_key(&aes256, key);
      snprintf(name, sizeof(name), "aes%u_gcm_set_key", g->bits);
      run(g->set_key, 0);
      gcm_secrets(g, 0);
      scan(name);
      for (n = 12; n <= 16; n += 4)
	for (j = 0; j < sizeof(sizes) / sizeof(sizes[0]); j++)
	  {
	    nonce_length = n;
	    length = sizes[j];
	    snprintf(name, sizeof(name), "aes%u_gcm_seal, %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->seal, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	    snprintf(name, sizeof(name), "aes%u_gcm_open, %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->open, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	    snprintf(name, sizeof(name),
		     "aes%u_gcm_seal_detached, %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->seal_detached, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	    snprintf(name, sizeof(name),
		     "aes%u_gcm_open_detached, %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->open_detached, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	    snprintf(name, sizeof(name),
		     "aes%u_gcm_encrypt (streaming), %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->stream_encrypt, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	    snprintf(name, sizeof(name),
		     "aes%u_gcm_decrypt (streaming), %zu-byte nonce, %zu bytes",
		     g->bits, nonce_length, length);
	    run(g->stream_decrypt, runs_avx512("aes") || runs_avx512("ghash"));
	    gcm_secrets(g, 1);
	    scan(name);
	  }
    }
}

/* AES: the key setups, ECB, CBC and CTR, each AES size.  */
#define AES_CALLS(bits)							\
  static struct symcrypt_aes##bits##_ctx enc##bits, dec##bits;		\
  static struct symcrypt_aes##bits##_ctr_ctx ctr##bits;			\
  static void aes##bits##_set_encrypt_key(void)				\
  {									\
    symcrypt_aes##bits##_set_encrypt_key(&enc##bits, key);		\
  }									\
  static void aes##bits##_set_decrypt_key(void)				\
  {									\
    symcrypt_aes##bits##_set_decrypt_key(&dec##bits, key);		\
  }									\
  static void aes##bits##_ecb(void)					\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_encrypt(&enc##bits, length, out, msg), 0); \
    ASSERT_RC(symcrypt_aes##bits##_decrypt(&dec##bits, length, back, out), 0); \
  }									\
  static void aes##bits##_cbc(void)					\
  {									\
    uint8_t iv[16];							\
    memcpy(iv, nonce, 16);						\
    ASSERT_RC(symcrypt_aes##bits##_cbc_encrypt(&enc##bits, iv, length, out, msg), 0); \
    memcpy(iv, nonce, 16);						\
    ASSERT_RC(symcrypt_aes##bits##_cbc_decrypt(&dec##bits, iv, length, back, out), 0); \
  }									\
  static void aes##bits##_ctr(void)					\
  {									\
    symcrypt_aes##bits##_ctr_set_key(&ctr##bits, key);			\
    symcrypt_aes##bits##_ctr_set_counter(&ctr##bits, nonce);		\
    symcrypt_aes##bits##_ctr_crypt(&ctr##bits, length, out, msg);	\
  }									\
  static const struct aes aes_##bits = {				\
    bits, aes##bits##_set_encrypt_key, aes##bits##_set_decrypt_key,	\
    aes##bits##_ecb, aes##bits##_cbc, aes##bits##_ctr,		\
    enc##bits.keys, dec##bits.keys, sizeof(enc##bits.keys)		\
  };

struct aes
{
  unsigned bits;
  void (*set_encrypt_key)(void), (*set_decrypt_key)(void);
  void (*ecb)(void), (*cbc)(void), (*ctr)(void);
  const uint8_t *encrypt_keys, *decrypt_keys;
  size_t keys_size;
};

AES_CALLS(128)
AES_CALLS(192)
AES_CALLS(256)

static void
aes_secrets(const struct aes *a)
{
  static uint8_t rk[240];
  add_secret("key", a->bits / 8, key);
  aes_expand(rk, a->bits / 8, key);
  add_schedule("round keys", a->keys_size, rk);
  add_schedule("encryption key schedule", a->keys_size, a->encrypt_keys);
  add_schedule("decryption key schedule", a->keys_size, a->decrypt_keys);
}

static void
test_aes(void)
{
  static const struct aes *const all[] = { &aes_128, &aes_192, &aes_256 };
  char name[64];
  unsigned i, j;

  for (i = 0; i < 3; i++)
    {
      const struct aes *a = all[i];
      struct { const char *what; void (*call)(void); } calls[] = {
	{ "set_encrypt_key", a->set_encrypt_key },
	{ "set_decrypt_key", a->set_decrypt_key },
	{ "ecb", a->ecb }, { "cbc", a->cbc }, { "ctr", a->ctr },
      };
      for (j = 0; j < sizeof(calls) / sizeof(calls[0]); j++)
	for (length = 16; length <= 1024; length += j < 2 ? 2048 : 1008)
	  {
	    if (j < 2)
	      snprintf(name, sizeof(name), "aes%u_%s", a->bits, calls[j].what);
	    else
	      snprintf(name, sizeof(name), "aes%u %s, %zu bytes",
		       a->bits, calls[j].what, length);
	    run(calls[j].call, 0);
	    aes_secrets(a);
	    scan(name);
	  }
    }
}

/* The AEADs on ChaCha20 and XSalsa20: the key, the subkey and the
   one-time Poly1305 key, r as given and clamped, and s.  */
static void
add_poly1305_key(const uint8_t *k)
{
  static const uint8_t clamp[16] = {
    0xff, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f,
    0xfc, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f
  };
  uint8_t r[16];
  unsigned i;
  for (i = 0; i < 16; i++)
    r[i] = k[i] & clamp[i];
  add_secret("Poly1305 key r", 16, k);
  add_secret("Poly1305 key r (clamped)", 16, r);
  add_secret("Poly1305 key s", 16, k + 16);
}

static void
chacha_poly1305_seal(void)
{
  ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, AD_LENGTH, ad,
					  length, out, msg), 0);
}
static void
chacha_poly1305_open(void)
{
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, AD_LENGTH, ad,
					  length + 16, back, out), 0);
}
static void
xchacha_poly1305_seal(void)
{
  ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, AD_LENGTH, ad,
					   length, out, msg), 0);
}
static void
xchacha_poly1305_open(void)
{
  ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, AD_LENGTH, ad,
					   length + 16, back, out), 0);
}
static void
chacha_poly1305_seal_detached(void)
{
  ASSERT_RC(symcrypt_chacha_poly1305_seal_detached(key, nonce, AD_LENGTH, ad,
						   length, out, out + length,
						   msg), 0);
}
static void
chacha_poly1305_open_detached(void)
{
  ASSERT_RC(symcrypt_chacha_poly1305_open_detached(key, nonce, AD_LENGTH, ad,
						   length, back, out + length,
						   out), 0);
}
static void
xchacha_poly1305_seal_detached(void)
{
  ASSERT_RC(symcrypt_xchacha_poly1305_seal_detached(key, nonce, AD_LENGTH, ad,
						    length, out, out + length,
						    msg), 0);
}
static void
xchacha_poly1305_open_detached(void)
{
  ASSERT_RC(symcrypt_xchacha_poly1305_open_detached(key, nonce, AD_LENGTH, ad,
						    length, back, out + length,
						    out), 0);
}
static void
secretbox_seal(void)
{
  ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, out, msg), 0);
}
static void
secretbox_open(void)
{
  ASSERT_RC(symcrypt_secretbox_open(key, nonce, length + 16, back, out), 0);
}

static void
aead_secrets(unsigned kind)
{
  static const uint8_t zero[32];
  uint8_t subkey[32], poly_key[32];
  struct symcrypt_chacha_ctx chacha;
  struct symcrypt_salsa20_ctx salsa;

  add_secret("key", 32, key);
  switch (kind)
    {
    case 0:
      symcrypt_chacha_set_key(&chacha, key);
      symcrypt_chacha_set_nonce96(&chacha, nonce);
      ASSERT_RC(symcrypt_chacha_crypt32(&chacha, 32, poly_key, zero), 0);
      break;
    case 1:
      symcrypt_hchacha20(subkey, key, nonce);
      add_secret("XChaCha20 subkey", 32, subkey);
      symcrypt_xchacha_set_key_nonce(&chacha, key, nonce);
      symcrypt_chacha_crypt(&chacha, 32, poly_key, zero);
      break;
    default:
      symcrypt_hsalsa20(subkey, key, nonce);
      add_secret("XSalsa20 subkey", 32, subkey);
      symcrypt_xsalsa20_set_key_nonce(&salsa, key, nonce);
      symcrypt_salsa20_crypt(&salsa, 32, poly_key, zero);
      break;
    }
  add_poly1305_key(poly_key);
}

static void
test_aeads(void)
{
  static const struct
  {
    const char *name;
    void (*seal)(void), (*open)(void);
  } aeads[] = {
    { "chacha_poly1305", chacha_poly1305_seal, chacha_poly1305_open },
    { "xchacha_poly1305", xchacha_poly1305_seal, xchacha_poly1305_open },
    { "secretbox", secretbox_seal, secretbox_open },
    { "chacha_poly1305_detached", chacha_poly1305_seal_detached,
      chacha_poly1305_open_detached },
    { "xchacha_poly1305_detached", xchacha_poly1305_seal_detached,
      xchacha_poly1305_open_detached },
  };
  /* The secrets of each: those of chacha_poly1305, xchacha_poly1305
     and the secretbox (aead_secrets' kinds).  */
  static const unsigned kinds[] = { 0, 1, 2, 0, 1 };
  char name[64];
  unsigned i;

  for (i = 0; i < 5; i++)
    for (length = 64; length <= 1000; length += 936)
      {
	snprintf(name, sizeof(name), "%s_seal, %zu bytes", aeads[i].name, length);
	run(aeads[i].seal, 0);
	aead_secrets(kinds[i]);
	scan(name);
	snprintf(name, sizeof(name), "%s_open, %zu bytes", aeads[i].name, length);
	run(aeads[i].open, 0);
	aead_secrets(kinds[i]);
	scan(name);
      }
}

/* The secretstream: init_push, a push and a pull of the first
   message, and a rekey.  The secrets: the key, the subkey, the first
   message's Poly1305 key and the subkey after the rekey.  */
static struct symcrypt_secretstream_ctx stream_push, stream_pull;
static uint8_t stream_header[24];

static void
secretstream_init_push(void)
{
  ASSERT_RC(symcrypt_secretstream_init_push(&stream_push, stream_header, key), 0);
}
static void
secretstream_push(void)
{
  ASSERT_RC(symcrypt_secretstream_init_pull(&stream_push, stream_header, key), 0);
  ASSERT_RC(symcrypt_secretstream_push(&stream_push, AD_LENGTH, ad, 0, length,
				       out, msg), 0);
}
static void
secretstream_pull(void)
{
  uint8_t tag;
  ASSERT_RC(symcrypt_secretstream_init_pull(&stream_pull, stream_header, key), 0);
  ASSERT_RC(symcrypt_secretstream_pull(&stream_pull, AD_LENGTH, ad, length + 17,
				       back, &tag, out), 0);
}
static void
secretstream_rekey(void)
{
  ASSERT_RC(symcrypt_secretstream_init_pull(&stream_pull, stream_header, key), 0);
  symcrypt_secretstream_rekey(&stream_pull);
}

static void
secretstream_secrets(void)
{
  static const uint8_t zero[32];
  struct symcrypt_secretstream_ctx first;
  struct symcrypt_chacha_ctx chacha;
  uint8_t poly_key[32];
  ASSERT_RC(symcrypt_secretstream_init_pull(&first, stream_header, key), 0);
  add_secret("key", 32, key);
  add_secret("secretstream subkey", 32, first.key);
  symcrypt_chacha_set_key(&chacha, first.key);
  symcrypt_chacha_set_nonce96(&chacha, first.nonce);
  ASSERT_RC(symcrypt_chacha_crypt32(&chacha, 32, poly_key, zero), 0);
  add_poly1305_key(poly_key);
  symcrypt_secretstream_rekey(&first);
  add_secret("secretstream subkey after a rekey", 32, first.key);
}

static void
test_secretstream(void)
{
  static const struct
  {
    const char *name;
    void (*call)(void);
  } calls[] = {
    { "secretstream_init_push", secretstream_init_push },
    { "secretstream_push", secretstream_push },
    { "secretstream_pull", secretstream_pull },
    { "secretstream_rekey", secretstream_rekey },
  };
  char name[64];
  unsigned i;

  for (length = 64; length <= 1000; length += 936)
    for (i = 0; i < 4; i++)
      {
	snprintf(name, sizeof(name), "%s, %zu bytes", calls[i].name, length);
	run(calls[i].call, 0);
	secretstream_secrets();
	scan(name);
      }
}

/* Poly1305 alone, with the marker key as r and s.  */
static struct symcrypt_poly1305_ctx poly;

static void
poly1305_mac(void)
{
  symcrypt_poly1305_set_key(&poly, key);
  symcrypt_poly1305_update(&poly, length, msg);
  symcrypt_poly1305_digest(&poly, out);
}

/* HMAC, HMAC-SHA3 and KMAC: the key (KEY_LENGTH bytes) and the padded
   keys; a key longer than a block is hashed first.  */
static size_t key_length;
static struct symcrypt_hmac_sha256_ctx hmac256;
static struct symcrypt_hmac_sha512_ctx hmac512;
static struct symcrypt_hmac_sha3_256_ctx hmac3;

static void
hmac_sha256(void)
{
  ASSERT_RC(symcrypt_hmac_sha256(key_length, key, length, msg, out), 0);
}
static void
hmac_sha256_ctx(void)
{
  symcrypt_hmac_sha256_set_key(&hmac256, key_length, key);
  symcrypt_hmac_sha256_update(&hmac256, length, msg);
  ASSERT_RC(symcrypt_hmac_sha256_digest(&hmac256, 32, out), 0);
}
static void
hmac_sha512(void)
{
  ASSERT_RC(symcrypt_hmac_sha512(key_length, key, length, msg, out), 0);
}
static void
hmac_sha512_ctx(void)
{
  symcrypt_hmac_sha512_set_key(&hmac512, key_length, key);
  symcrypt_hmac_sha512_update(&hmac512, length, msg);
  ASSERT_RC(symcrypt_hmac_sha512_digest(&hmac512, 64, out), 0);
}
static void
hmac_sha3_256(void)
{
  ASSERT_RC(symcrypt_hmac_sha3_256(key_length, key, length, msg, out), 0);
}
static void
hmac_sha3_256_ctx(void)
{
  symcrypt_hmac_sha3_256_set_key(&hmac3, key_length, key);
  symcrypt_hmac_sha3_256_update(&hmac3, length, msg);
  ASSERT_RC(symcrypt_hmac_sha3_256_digest(&hmac3, 32, out), 0);
}
static void
kmac128(void)
{
  ASSERT_RC(symcrypt_kmac128(key_length, key, 3, (const uint8_t *) "abc",
			     length, msg, 64, out), 0);
}
static void
kmac256(void)
{
  ASSERT_RC(symcrypt_kmac256(key_length, key, 3, (const uint8_t *) "abc",
			     length, msg, 64, out), 0);
}

/* The HMAC key K as the block it becomes (hashed by HASHED if longer
   than BLOCK bytes), and K XOR ipad, K XOR opad.  */
static void
hmac_secrets(size_t block, size_t digest_size,
	     void (*hash)(size_t, const uint8_t *, uint8_t *))
{
  uint8_t k[200], pad[200];
  size_t i, n = key_length;
  add_secret("key", key_length, key);
  memset(k, 0, sizeof(k));
  if (n > block)
    {
      hash(n, key, k);
      n = digest_size;
      add_secret("hashed key", n, k);
    }
  else
    memcpy(k, key, n);
  for (i = 0; i < block; i++)
    pad[i] = k[i] ^ 0x36;
  add_secret("key XOR ipad", block, pad);
  for (i = 0; i < block; i++)
    pad[i] = k[i] ^ 0x5c;
  add_secret("key XOR opad", block, pad);
}

static void
sha256_hash(size_t n, const uint8_t *data, uint8_t *digest)
{
  struct symcrypt_sha256_ctx c;
  symcrypt_sha256_init(&c);
  symcrypt_sha256_update(&c, n, data);
  ASSERT_RC(symcrypt_sha256_digest(&c, 32, digest), 0);
}
static void
sha512_hash(size_t n, const uint8_t *data, uint8_t *digest)
{
  struct symcrypt_sha512_ctx c;
  symcrypt_sha512_init(&c);
  symcrypt_sha512_update(&c, n, data);
  ASSERT_RC(symcrypt_sha512_digest(&c, 64, digest), 0);
}
static void
sha3_256_hash(size_t n, const uint8_t *data, uint8_t *digest)
{
  struct symcrypt_sha3_256_ctx c;
  symcrypt_sha3_256_init(&c);
  symcrypt_sha3_256_update(&c, n, data);
  ASSERT_RC(symcrypt_sha3_256_digest(&c, 32, digest), 0);
}

static void
test_macs(void)
{
  static const struct
  {
    const char *name;
    void (*call)(void);
    size_t block, digest_size;
    void (*hash)(size_t, const uint8_t *, uint8_t *);
  } macs[] = {
    { "hmac_sha256", hmac_sha256, 64, 32, sha256_hash },
    { "hmac_sha256 set_key+update+digest", hmac_sha256_ctx, 64, 32, sha256_hash },
    { "hmac_sha512", hmac_sha512, 128, 64, sha512_hash },
    { "hmac_sha512 set_key+update+digest", hmac_sha512_ctx, 128, 64, sha512_hash },
    { "hmac_sha3_256", hmac_sha3_256, 136, 32, sha3_256_hash },
    { "hmac_sha3_256 set_key+update+digest", hmac_sha3_256_ctx, 136, 32, sha3_256_hash },
    { "kmac128", kmac128, 0, 0, NULL },
    { "kmac256", kmac256, 0, 0, NULL },
  };
  char name[80];
  unsigned i;

  for (i = 0; i < sizeof(macs) / sizeof(macs[0]); i++)
    for (key_length = 32; key_length <= 200; key_length += 168)
      for (length = 64; length <= 1000; length += 936)
	{
	  snprintf(name, sizeof(name), "%s, %zu-byte key, %zu bytes",
		   macs[i].name, key_length, length);
	  run(macs[i].call, 0);
	  if (macs[i].hash)
	    hmac_secrets(macs[i].block, macs[i].digest_size, macs[i].hash);
	  else
	    add_secret("key", key_length, key);
	  scan(name);
	}
  for (length = 64; length <= 1000; length += 936)
    {
      snprintf(name, sizeof(name), "poly1305 set_key+update+digest, %zu bytes",
	       length);
      run(poly1305_mac, 0);
      add_poly1305_key(key);
      scan(name);
    }
}

/* Keyed BLAKE2b and BLAKE2s, by context and in one call.  */
static struct symcrypt_blake2b_ctx b2b;
static struct symcrypt_blake2s_ctx b2s;

static void
blake2b_ctx(void)
{
  ASSERT_RC(symcrypt_blake2b_init(&b2b, 64, key_length, key), 0);
  symcrypt_blake2b_update(&b2b, length, msg);
  symcrypt_blake2b_digest(&b2b, out);
}
static void
blake2b_one(void)
{
  ASSERT_RC(symcrypt_blake2b(64, key_length, key, length, msg, out), 0);
}
static void
blake2s_ctx(void)
{
  ASSERT_RC(symcrypt_blake2s_init(&b2s, 32, key_length, key), 0);
  symcrypt_blake2s_update(&b2s, length, msg);
  symcrypt_blake2s_digest(&b2s, out);
}
static void
blake2s_one(void)
{
  ASSERT_RC(symcrypt_blake2s(32, key_length, key, length, msg, out), 0);
}

static void
test_blake2(void)
{
  static const struct
  {
    const char *name;
    void (*call)(void);
    size_t key_size;
  } calls[] = {
    { "blake2b init+update+digest", blake2b_ctx, 64 },
    { "blake2b", blake2b_one, 64 },
    { "blake2s init+update+digest", blake2s_ctx, 32 },
    { "blake2s", blake2s_one, 32 },
  };
  char name[80];
  unsigned i;

  for (i = 0; i < 4; i++)
    for (length = 0; length <= 1000; length += 500)
      {
	key_length = calls[i].key_size;
	snprintf(name, sizeof(name), "%s, %zu-byte key, %zu bytes",
		 calls[i].name, key_length, length);
	run(calls[i].call, 0);
	add_secret("key", key_length, key);
	scan(name);
      }
}

/* SipHash: the key and the state it starts from, the key words XORed
   with the constants (host order, as a frame holds them).  */
static void
siphash24_one(void)
{
  symcrypt_siphash24(key, length, msg, out);
}
static void
siphash24_128(void)
{
  symcrypt_siphash24_128(key, length, msg, out);
}
static void
siphash13_one(void)
{
  out[0] = (uint8_t) symcrypt_siphash13_u64(key, length, msg);
}
static void
siphash13_128(void)
{
  symcrypt_siphash13_128(key, length, msg, out);
}

static void
test_siphash(void)
{
  static const struct
  {
    const char *name;
    void (*call)(void);
  } calls[] = {
    { "siphash24", siphash24_one }, { "siphash24_128", siphash24_128 },
    { "siphash13_u64", siphash13_one }, { "siphash13_128", siphash13_128 },
  };
  static const uint64_t constants[4] = {
    0x736f6d6570736575, 0x646f72616e646f6d,
    0x6c7967656e657261, 0x7465646279746573
  };
  char name[80];
  uint64_t v[4];
  unsigned i, j;

  for (i = 0; i < 4; i++)
    for (length = 0; length <= 1000; length += 500)
      {
	snprintf(name, sizeof(name), "%s, %zu bytes", calls[i].name, length);
	run(calls[i].call, 0);
	add_secret("key", 16, key);
	for (j = 0; j < 4; j++)
	  {
	    uint64_t k = 0;
	    unsigned b;
	    for (b = 0; b < 8; b++)
	      k |= (uint64_t) key[8 * (j % 2) + b] << (8 * b);
	    v[j] = k ^ constants[j];
	  }
	/* The 128-bit form starts with v1 ^ 0xee.  */
	if (i % 2)
	  v[1] ^= 0xee;
	add_secret("initial state", sizeof(v), (const uint8_t *) v);
	scan(name);
      }
}

/* The AES modes of symcrypt/aes-modes.h, each key size.  CMAC:
   set_key, update and digest of LENGTH bytes; its secrets are the key, the round keys,
   L = E(K, 0), the subkeys K1 and K2 and the CBC-MAC chaining values
   of every block but the last (the CBC encryption of the message with
   a zero IV, made here with the block functions).  */
#define CMAC_CALLS(bits)						\
  static struct symcrypt_aes##bits##_cmac_ctx cmac##bits;		\
  static void cmac##bits##_mac(void)					\
  {									\
    symcrypt_aes##bits##_cmac_set_key(&cmac##bits, key);		\
    symcrypt_aes##bits##_cmac_update(&cmac##bits, length, msg);	\
    ASSERT_RC(symcrypt_aes##bits##_cmac_digest(&cmac##bits, 16, out), 0); \
  }									\
  static void cmac##bits##_chain(uint8_t *chain, uint8_t *l)		\
  {									\
    uint8_t iv[16] = { 0 };						\
    symcrypt_aes##bits##_set_encrypt_key(&enc##bits, key);		\
    ASSERT_RC(symcrypt_aes##bits##_encrypt(&enc##bits, 16, l, iv), 0); \
    ASSERT_RC(symcrypt_aes##bits##_cbc_encrypt(&enc##bits, iv,		\
					       length / 16 * 16, chain, msg), 0); \
  }
CMAC_CALLS(128)
CMAC_CALLS(192)
CMAC_CALLS(256)

/* Key wrap: set_encrypt_key, keywrap and keywrap_pad of LENGTH bytes
   of key data (the marker key's bytes from KEY_DATA on), then
   set_decrypt_key, keyunwrap and keyunwrap_pad; the secrets are the
   key encryption key, its round keys and the key data.  */
#define KEY_DATA 40
#define KW_CALLS(bits)							\
  static void kw##bits##_wrap_unwrap(void)				\
  {									\
    size_t n;								\
    symcrypt_aes##bits##_set_encrypt_key(&enc##bits, key);		\
    ASSERT_RC(symcrypt_aes##bits##_keywrap(&enc##bits, length,		\
					   out, key + KEY_DATA), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_keywrap_pad(&enc##bits, length - 3,	\
					       out + 512, key + KEY_DATA), 0); \
    symcrypt_aes##bits##_set_decrypt_key(&dec##bits, key);		\
    ASSERT_RC(symcrypt_aes##bits##_keyunwrap(&dec##bits, length + 8,	\
					     back, out), 0);		\
    ASSERT_RC(symcrypt_aes##bits##_keyunwrap_pad(&dec##bits, length + 8, \
						 back + 512, &n, out + 512), 0); \
  }
KW_CALLS(128)
KW_CALLS(192)
KW_CALLS(256)

/* XTS: set_encrypt_key, encrypt of LENGTH bytes under the tweak
   NONCE, encrypt_sectors of 4 sectors of 512 bytes from sector 5, then
   set_decrypt_key and decrypt; the secrets are both halves of the key,
   their round keys and the tweaks of every block (T_0 = E(K2, tweak),
   each next one doubled), found with the test's own AES below.  */
#define XTS_FIRST_SECTOR 5
#define XTS_CALLS(bits)							\
  static struct symcrypt_aes##bits##_xts_ctx xts##bits;		\
  static void xts##bits##_crypt(void)					\
  {									\
    ASSERT_RC(symcrypt_aes##bits##_xts_set_encrypt_key(&xts##bits, key), 0); \
    ASSERT_RC(symcrypt_aes##bits##_xts_encrypt(&xts##bits, nonce, length, \
					       out, msg), 0);		\
    ASSERT_RC(symcrypt_aes##bits##_xts_encrypt_sectors(&xts##bits,	\
						       XTS_FIRST_SECTOR, \
						       512, 2048, out + 4096, \
						       msg), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_xts_set_decrypt_key(&xts##bits, key), 0); \
    ASSERT_RC(symcrypt_aes##bits##_xts_decrypt(&xts##bits, nonce, length, \
					       back, out), 0);		\
  }									\
  static void xts##bits##_tweak(uint8_t *t, const uint8_t *tweak)	\
  {									\
    symcrypt_aes##bits##_set_encrypt_key(&enc##bits, key + bits / 8);	\
    ASSERT_RC(symcrypt_aes##bits##_encrypt(&enc##bits, 16, t, tweak), 0); \
  }
XTS_CALLS(128)
XTS_CALLS(256)

/* The authenticated encryption modes: seal and open of LENGTH bytes
   of MSG with 13 bytes of AD.  AES-SIV: the key's two halves and
   their round keys.  CCM: the key and its round keys.  OCB: its key,
   round keys (both directions) and L_* = E(K, 0).  AES-GCM-SIV: the
   key generating key and its round keys, the message keys derived from
   it and NONCE (the hash key, the AES key and its round keys).  */
#define AEAD_CALLS(bits)						\
  static void siv##bits##_seal_open(void)				\
  {									\
    const uint8_t *items[2] = { ad, nonce };				\
    size_t lengths[2] = { 13, 16 };					\
    ASSERT_RC(symcrypt_aes##bits##_siv_seal(key, 2, items, lengths,	\
					    length, out, msg), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_siv_open(key, 2, items, lengths,	\
					    length + 16, back, out), 0); \
  }									\
  static void ccm##bits##_seal_open(void)				\
  {									\
    symcrypt_aes##bits##_set_encrypt_key(&enc##bits, key);		\
    ASSERT_RC(symcrypt_aes##bits##_ccm_seal(&enc##bits, 12, nonce, 13, ad, \
					    16, length, out, msg), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_ccm_open(&enc##bits, 12, nonce, 13, ad, \
					    16, length + 16, back, out), 0); \
  }
AEAD_CALLS(128)
AEAD_CALLS(256)

#define OCB_GCM_SIV_CALLS(bits)						\
  static struct symcrypt_aes##bits##_ocb_key ocb##bits;			\
  static struct symcrypt_aes##bits##_gcm_siv_key gcm_siv##bits;		\
  static void ocb##bits##_seal_open(void)				\
  {									\
    symcrypt_aes##bits##_ocb_set_key(&ocb##bits, key);			\
    ASSERT_RC(symcrypt_aes##bits##_ocb_seal(&ocb##bits, 12, nonce, 13, ad, \
					    16, length, out, msg), 0);	\
    ASSERT_RC(symcrypt_aes##bits##_ocb_open(&ocb##bits, 12, nonce, 13, ad, \
					    16, length + 16, back, out), 0); \
  }									\
  static void gcm_siv##bits##_seal_open(void)				\
  {									\
    symcrypt_aes##bits##_gcm_siv_set_key(&gcm_siv##bits, key);		\
    ASSERT_RC(symcrypt_aes##bits##_gcm_siv_seal(&gcm_siv##bits, nonce, 13, \
						ad, length, out, msg), 0); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_siv_open(&gcm_siv##bits, nonce, 13, \
						ad, length + 16, back, out), 0); \
  }
OCB_GCM_SIV_CALLS(128)
OCB_GCM_SIV_CALLS(256)

/* B = E(K, B) with the library's AES of a BYTES-byte key K.  */
static void
aes_block(unsigned bytes, const uint8_t *k, uint8_t *b)
{
  if (bytes == 16)
    {
      symcrypt_aes128_set_encrypt_key(&enc128, k);
      ASSERT_RC(symcrypt_aes128_encrypt(&enc128, 16, b, b), 0);
    }
  else
    {
      symcrypt_aes256_set_encrypt_key(&enc256, k);
      ASSERT_RC(symcrypt_aes256_encrypt(&enc256, 16, b, b), 0);
    }
}

/* The hash key H of AES-GCM-SIV in the GHASH form the code keeps,
   mulX_GHASH(ByteReverse(H)), its powers up to the 16th (the AVX-512
   code's), and every POLYVAL value of a seal of LENGTH bytes of MSG
   with 13 bytes of AD: the GHASH values of the byte-reversed blocks
   under that key (RFC 8452, appendix A), which add_block also seeks
   byte-reversed.  */
static void
polyval_secrets(const uint8_t *h, size_t length)
{
  uint8_t key[16], power[16], y[16], block[16];
  size_t n[2] = { 13, length }, i;
  const uint8_t *data[2] = { ad, msg };
  unsigned carry = 0, j, part;

  for (j = 0; j < 16; j++)
    {
      unsigned b = h[15 - j];
      key[j] = (uint8_t) ((b >> 1) | (carry << 7));
      carry = b & 1;
    }
  if (carry)
    key[0] ^= 0xe1;
  memcpy(power, key, 16);
  add_block("POLYVAL key in GHASH form", key);
  for (j = 2; j <= 16; j++)
    {
      gf128_mul(power, power, key);
      add_block("a power of the POLYVAL key", power);
    }
  memset(y, 0, 16);
  for (part = 0; part < 2; part++)
    for (i = 0; i < n[part]; i += 16)
      {
	memset(block, 0, 16);
	memcpy(block, data[part] + i, n[part] - i < 16 ? n[part] - i : 16);
	for (j = 0; j < 16; j++)
	  y[j] ^= block[15 - j];
	gf128_mul(y, y, key);
	add_block("POLYVAL value", y);
      }
}

static void
test_aead_modes(void)
{
  static const struct
  {
    unsigned bits;
    void (*siv)(void), (*ccm)(void), (*ocb)(void), (*gcm_siv)(void);
    const uint8_t *ocb_decrypt_keys;
  } modes[] = {
    { 128, siv128_seal_open, ccm128_seal_open, ocb128_seal_open,
      gcm_siv128_seal_open, ocb128.decrypt_keys },
    { 256, siv256_seal_open, ccm256_seal_open, ocb256_seal_open,
      gcm_siv256_seal_open, ocb256.decrypt_keys },
  };
  static uint8_t rk[240];
  uint8_t blocks[6 * 16], derived[48], l_star[16];
  char name[80];
  unsigned i, j;

  for (i = 0; i < 2; i++)
    for (length = 100; length <= 1000; length += 900)
      {
	unsigned bytes = modes[i].bits / 8, rk_size = 16 * (bytes / 4 + 7);
	snprintf(name, sizeof(name), "aes%u_siv, %zu bytes", modes[i].bits,
		 length);
	run(modes[i].siv, 0);
	add_secret("key", 2 * bytes, key);
	aes_expand(rk, bytes, key);
	add_schedule("S2V key's round keys", rk_size, rk);
	aes_expand(rk, bytes, key + bytes);
	add_schedule("CTR key's round keys", rk_size, rk);
	scan(name);

	snprintf(name, sizeof(name), "aes%u_ccm, %zu bytes", modes[i].bits,
		 length);
	run(modes[i].ccm, 0);
	add_secret("key", bytes, key);
	aes_expand(rk, bytes, key);
	add_schedule("round keys", rk_size, rk);
	scan(name);

	snprintf(name, sizeof(name), "aes%u_ocb, %zu bytes", modes[i].bits,
		 length);
	run(modes[i].ocb, 0);
	add_secret("key", bytes, key);
	aes_expand(rk, bytes, key);
	add_schedule("round keys", rk_size, rk);
	add_schedule("decryption round keys", rk_size, modes[i].ocb_decrypt_keys);
	memset(l_star, 0, 16);
	aes_block(bytes, key, l_star);
	add_block("L_*", l_star);
	scan(name);

	snprintf(name, sizeof(name), "aes%u_gcm_siv, %zu bytes", modes[i].bits,
		 length);
	run(modes[i].gcm_siv, runs_avx512("aes") || runs_avx512("polyval"));
	add_secret("key", bytes, key);
	aes_expand(rk, bytes, key);
	add_schedule("round keys", rk_size, rk);
	for (j = 0; j < (bytes == 16 ? 4u : 6u); j++)
	  {
	    memset(blocks + 16 * j, 0, 4);
	    blocks[16 * j] = (uint8_t) j;
	    memcpy(blocks + 16 * j + 4, nonce, 12);
	    aes_block(bytes, key, blocks + 16 * j);
	    memcpy(derived + 8 * j, blocks + 16 * j, 8);
	  }
	add_block("hash key", derived);
	add_secret("message key", bytes, derived + 16);
	aes_expand(rk, bytes, derived + 16);
	add_schedule("message key's round keys", rk_size, rk);
	polyval_secrets(derived, length);
	scan(name);
      }
}

/* DST = 2 SRC in CMAC's GF(2^128), the test's own.  */
static void
gf_double(uint8_t *dst, const uint8_t *src)
{
  unsigned i, carry = src[0] >> 7;
  for (i = 0; i < 15; i++)
    dst[i] = (uint8_t) ((src[i] << 1) | (src[i + 1] >> 7));
  dst[15] = (uint8_t) ((src[15] << 1) ^ (carry ? 0x87 : 0));
}

/* T = T x in XTS's GF(2^128) (little-endian), the test's own.  */
static void
xts_double(uint8_t *t)
{
  unsigned i, carry = t[15] >> 7;
  for (i = 15; i > 0; i--)
    t[i] = (uint8_t) ((t[i] << 1) | (t[i - 1] >> 7));
  t[0] = (uint8_t) ((t[0] << 1) ^ (carry ? 0x87 : 0));
}

static void
test_aes_modes(void)
{
  static const struct
  {
    unsigned bits;
    void (*mac)(void);
    void (*chain)(uint8_t *, uint8_t *);
    const uint8_t *keys, *enc_keys, *dec_keys;
    size_t keys_size;
  } cmacs[] = {
    { 128, cmac128_mac, cmac128_chain, cmac128.keys, enc128.keys,
      dec128.keys, sizeof(cmac128.keys) },
    { 192, cmac192_mac, cmac192_chain, cmac192.keys, enc192.keys,
      dec192.keys, sizeof(cmac192.keys) },
    { 256, cmac256_mac, cmac256_chain, cmac256.keys, enc256.keys,
      dec256.keys, sizeof(cmac256.keys) },
  };
  static void (*const wraps[])(void) = {
    kw128_wrap_unwrap, kw192_wrap_unwrap, kw256_wrap_unwrap
  };
  static uint8_t rk[240], chain[1024];
  uint8_t l[16], k1[16], k2[16];
  char name[80];
  unsigned i, k;

  for (i = 0; i < 3; i++)
    for (length = 0; length <= 1000; length += 500)
      {
	snprintf(name, sizeof(name), "aes%u_cmac, %zu bytes", cmacs[i].bits,
		 length);
	run(cmacs[i].mac, 0);
	add_secret("key", cmacs[i].bits / 8, key);
	aes_expand(rk, cmacs[i].bits / 8, key);
	add_schedule("round keys", cmacs[i].keys_size, rk);
	add_schedule("CMAC key schedule", cmacs[i].keys_size, cmacs[i].keys);
	cmacs[i].chain(chain, l);
	gf_double(k1, l);
	gf_double(k2, k1);
	add_block("CMAC L", l);
	add_block("CMAC K1", k1);
	add_block("CMAC K2", k2);
	/* The last whole block's value is the tag's input only when a
	   partial block follows; the tag itself is output.  */
	if (length >= 16)
	  add_blocks("CMAC chaining value", (length - 1) / 16 * 16, chain);
	scan(name);
      }
  /* Units of whole blocks (no stack wipe after them where frames are
     optimized) and with a partial block to steal.  */
  for (i = 0; i < 2; i++)
    for (k = 0; k < 3; k++)
      {
	static const struct
	{
	  unsigned bits;
	  void (*crypt)(void);
	  void (*tweak)(uint8_t *, const uint8_t *);
	} xtss[] = {
	  { 128, xts128_crypt, xts128_tweak },
	  { 256, xts256_crypt, xts256_tweak },
	};
	static const size_t xts_lengths[3] = { 96, 100, 992 };
	unsigned bytes = xtss[i].bits / 8, s, j;
	uint8_t t[16], unit[16];
	length = xts_lengths[k];
	snprintf(name, sizeof(name), "aes%u_xts, %zu bytes", xtss[i].bits,
		 length);
	run(xtss[i].crypt, 0);
	add_secret("key", 2 * bytes, key);
	aes_expand(rk, bytes, key);
	add_schedule("data key's round keys", 16 * (bytes / 4 + 7), rk);
	aes_expand(rk, bytes, key + bytes);
	add_schedule("tweak key's round keys", 16 * (bytes / 4 + 7), rk);
	for (s = 0; s <= 4; s++)
	  {
	    /* The tweak of the data unit, then those of the sectors.  */
	    memset(unit, 0, 16);
	    if (s == 0)
	      memcpy(unit, nonce, 16);
	    else
	      unit[0] = (uint8_t) (XTS_FIRST_SECTOR + s - 1);
	    xtss[i].tweak(t, unit);
	    for (j = 0; j < (s == 0 ? length / 16 + 1 : 32); j++)
	      {
		add_block("XTS tweak", t);
		xts_double(t);
	      }
	  }
	scan(name);
      }
  for (i = 0; i < 3; i++)
    for (length = 32; length <= 160; length += 128)
      {
	snprintf(name, sizeof(name), "aes%u key wrap and unwrap, %zu bytes",
		 cmacs[i].bits, length);
	run(wraps[i], 0);
	add_secret("key", cmacs[i].bits / 8, key);
	aes_expand(rk, cmacs[i].bits / 8, key);
	add_schedule("round keys", cmacs[i].keys_size, rk);
	add_schedule("key schedules", cmacs[i].keys_size, cmacs[i].enc_keys);
	add_schedule("key schedules", cmacs[i].keys_size, cmacs[i].dec_keys);
	add_secret("key data", length, key + KEY_DATA);
	scan(name);
      }
}

/* Argon2: the password and the secret, H0 (the BLAKE2b hash of both
   with the parameters, which the test computes as RFC 9106, 3.2 does)
   and the output.  The blocks of the work area are checked zeroed in
   tests/argon2-test.  */
static struct symcrypt_argon2_params argon2_params = {
  2, 64, 2, 0, NULL, 32, NULL, 0
};
static unsigned argon2_type;

static void
argon2_call(void)
{
  int (*const hash[3])(const struct symcrypt_argon2_params *, size_t,
		       const uint8_t *, size_t, const uint8_t *, void *,
		       size_t, size_t, uint8_t *) = {
    symcrypt_argon2d, symcrypt_argon2i, symcrypt_argon2id
  };
  ASSERT_RC(hash[argon2_type](&argon2_params, 32, key, 16, salt, NULL, 0,
			      64, out), 0);
}

static void
test_argon2(void)
{
  static const char *const names[3] = { "argon2d", "argon2i", "argon2id" };
  struct symcrypt_blake2b_ctx ctx;
  uint8_t h0[64], word[4];
  char name[80];
  unsigned threads;

  argon2_params.secret = key + 64;
  for (argon2_type = 0; argon2_type < 3; argon2_type++)
    for (threads = 0; threads <= 2; threads += 2)
      {
	const uint32_t fields[6] = { 2, 64, 64, 2, 0x13, argon2_type };
	unsigned i;

	argon2_params.threads = threads;
	snprintf(name, sizeof(name), "%s, %u threads", names[argon2_type],
		 threads);
	run(argon2_call, 1);
	symcrypt_blake2b_init(&ctx, 64, 0, NULL);
	for (i = 0; i < 6; i++)
	  {
	    word[0] = (uint8_t) fields[i];
	    word[1] = (uint8_t) (fields[i] >> 8);
	    word[2] = word[3] = 0;
	    symcrypt_blake2b_update(&ctx, 4, word);
	  }
	word[0] = 32;
	symcrypt_blake2b_update(&ctx, 4, word);
	symcrypt_blake2b_update(&ctx, 32, key);
	word[0] = 16;
	symcrypt_blake2b_update(&ctx, 4, word);
	symcrypt_blake2b_update(&ctx, 16, salt);
	word[0] = 32;
	symcrypt_blake2b_update(&ctx, 4, word);
	symcrypt_blake2b_update(&ctx, 32, key + 64);
	word[0] = 0;
	symcrypt_blake2b_update(&ctx, 4, word);
	symcrypt_blake2b_digest(&ctx, h0);
	add_secret("password", 32, key);
	add_secret("secret", 32, key + 64);
	add_secret("H0", 64, h0);
	add_secret("output", 64, out);
	scan(name);
      }
}

/* AEGIS: the key, the first block of the state it starts from (key
   XOR nonce), and after an open or a MAC verify that fails, the tag
   that was wanted.  Each variant seals, opens, opens with a wrong tag,
   and runs the MAC to a digest and to a failed verify.  */
static uint8_t aegis_nonce[32], aegis_tag[32];
static int aegis_kind;
static unsigned aegis_variant;

#define AEGIS_CALLS(name)						\
  static void								\
  name##_calls(void)							\
  {									\
    struct symcrypt_##name##_mac_ctx mac;				\
    switch (aegis_kind)							\
      {									\
      case 0:								\
	ASSERT_RC(symcrypt_##name##_seal(key, aegis_nonce, AD_LENGTH, ad, \
					 16, length, out, msg), 0);	\
	break;								\
      case 1:								\
	ASSERT_RC(symcrypt_##name##_open(key, aegis_nonce, AD_LENGTH, ad, \
					 16, length + 16, back, out), 0); \
	break;								\
      case 2:								\
	out[length] ^= 1;						\
	ASSERT_RC(symcrypt_##name##_open(key, aegis_nonce, AD_LENGTH, ad, \
					 16, length + 16, back, out),	\
		  SYMCRYPT_EAUTH);					\
	out[length] ^= 1;						\
	break;								\
      case 3:								\
	symcrypt_##name##_mac_init(&mac, key, aegis_nonce);		\
	symcrypt_##name##_mac_update(&mac, length, msg);		\
	ASSERT_RC(symcrypt_##name##_mac_digest(&mac, 32, aegis_tag), 0); \
	break;								\
      default:								\
	symcrypt_##name##_mac_init(&mac, key, aegis_nonce);		\
	symcrypt_##name##_mac_update(&mac, length, msg);		\
	aegis_tag[0] ^= 1;						\
	ASSERT_RC(symcrypt_##name##_mac_verify(&mac, 32, aegis_tag),	\
		  SYMCRYPT_EAUTH);					\
	aegis_tag[0] ^= 1;						\
      }									\
    TOUCH(&mac);							\
  }
AEGIS_CALLS(aegis128l)
AEGIS_CALLS(aegis128x2)
AEGIS_CALLS(aegis128x4)
AEGIS_CALLS(aegis256)
AEGIS_CALLS(aegis256x2)
AEGIS_CALLS(aegis256x4)

static void
test_aegis(void)
{
  static const struct
  {
    const char *name;
    size_t key_size;
    void (*call)(void);
  } variants[] = {
    { "aegis128l", 16, aegis128l_calls }, { "aegis128x2", 16, aegis128x2_calls },
    { "aegis128x4", 16, aegis128x4_calls }, { "aegis256", 32, aegis256_calls },
    { "aegis256x2", 32, aegis256x2_calls }, { "aegis256x4", 32, aegis256x4_calls },
  };
  static const char *const kinds[] = {
    "seal", "open", "open with a wrong tag", "mac_digest",
    "mac_verify of a wrong tag"
  };
  char name[96];
  uint8_t start[32];
  unsigned i;

  memset(aegis_nonce, 0x3c, sizeof(aegis_nonce));
  for (aegis_variant = 0; aegis_variant < 6; aegis_variant++)
    for (length = 64; length <= 1000; length += 936)
      for (aegis_kind = 0; aegis_kind < 5; aegis_kind++)
	{
	  size_t k = variants[aegis_variant].key_size;
	  snprintf(name, sizeof(name), "%s %s, %zu bytes",
		   variants[aegis_variant].name, kinds[aegis_kind], length);
	  run(variants[aegis_variant].call, 0);
	  add_secret("key", k, key);
	  for (i = 0; i < k; i++)
	    start[i] = key[i] ^ aegis_nonce[i];
	  add_secret("key XOR nonce", k, start);
	  if (aegis_kind == 2)
	    add_secret("the wanted tag", 16, out + length);
	  if (aegis_kind == 4)
	    add_secret("the wanted MAC", 32, aegis_tag);
	  scan(name);
	}
}

/* PBKDF2, HKDF and scrypt: the password or input key, and what they
   derive.  */
static void
pbkdf2_sha1(void)
{
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha1(key_length, key, 3, 16, salt, length, out), 0);
}
static void
pbkdf2_sha256(void)
{
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha256(key_length, key, 3, 16, salt, length, out), 0);
}
static void
pbkdf2_sha512(void)
{
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha512(key_length, key, 3, 16, salt, length, out), 0);
}
/* scrypt with a work area of the caller's and with its own.  */
static uint8_t scrypt_work[128 * 2 * (16 + 2 + 2) + 64];
static void
scrypt_given(void)
{
  ASSERT_RC(symcrypt_scrypt(key_length, key, 16, salt, 16, 2, 2, scrypt_work,
			    sizeof(scrypt_work), length, out), 0);
}
static void
scrypt_mapped(void)
{
  ASSERT_RC(symcrypt_scrypt(key_length, key, 16, salt, 16, 2, 2, NULL, 0,
			    length, out), 0);
}
static void
hkdf_sha256_extract(void)
{
  symcrypt_hkdf_sha256_extract(16, salt, key_length, key, out);
}
static void
hkdf_sha256_expand(void)
{
  ASSERT_RC(symcrypt_hkdf_sha256_expand(key_length, key, 3, (const uint8_t *) "abc",
					length, out), 0);
}
static void
hkdf_sha512_extract(void)
{
  symcrypt_hkdf_sha512_extract(16, salt, key_length, key, out);
}
static void
hkdf_sha512_expand(void)
{
  ASSERT_RC(symcrypt_hkdf_sha512_expand(key_length, key, 3, (const uint8_t *) "abc",
					length, out), 0);
}

static void
test_kdfs(void)
{
  static const struct
  {
    const char *name;
    void (*call)(void);
    size_t output;		/* 0: LENGTH */
  } calls[] = {
    { "pbkdf2_hmac_sha1", pbkdf2_sha1, 0 },
    { "pbkdf2_hmac_sha256", pbkdf2_sha256, 0 },
    { "pbkdf2_hmac_sha512", pbkdf2_sha512, 0 },
    { "hkdf_sha256_extract", hkdf_sha256_extract, 32 },
    { "hkdf_sha256_expand", hkdf_sha256_expand, 0 },
    { "hkdf_sha512_extract", hkdf_sha512_extract, 64 },
    { "hkdf_sha512_expand", hkdf_sha512_expand, 0 },
    { "scrypt, work given", scrypt_given, 0 },
    { "scrypt, work mapped", scrypt_mapped, 0 },
  };
  char name[80];
  unsigned i;

  key_length = 64;
  for (i = 0; i < sizeof(calls) / sizeof(calls[0]); i++)
    for (length = 20; length <= 200; length += 180)
      {
	size_t n = calls[i].output ? calls[i].output : length;
	snprintf(name, sizeof(name), "%s, %zu bytes", calls[i].name, n);
	run(calls[i].call, 0);
	add_secret("key", key_length, key);
	add_secret("derived output", n, out);
	scan(name);
      }
}

void
test_main(void)
{
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (0xa5 ^ (i * 37));
  for (i = 0; i < sizeof(msg); i++)
    msg[i] = (uint8_t) (i * 7 + 1);
  for (i = 0; i < sizeof(ad); i++)
    ad[i] = (uint8_t) (0x30 + i);
  for (i = 0; i < sizeof(nonce); i++)
    nonce[i] = (uint8_t) (0xc0 + 3 * i);
  for (i = 0; i < sizeof(salt); i++)
    salt[i] = (uint8_t) (0x10 + 5 * i);
  make_sbox();
  have_zmm = have_avx512();
  printf("zmm16-31 %s\n", have_zmm ? "read after the GCM and BLAKE3 calls"
	 : "not on this CPU");

  check_method();
  test_blake3();
  test_gcm();
  test_aes();
  test_aeads();
  test_secretstream();
  test_macs();
  test_blake2();
  test_siphash();
  test_aegis();
  test_aes_modes();
  test_aead_modes();
  test_kdfs();
  test_argon2();
  fflush(stdout);
  if (leaks)
    FAIL("%u runs of secrets left behind (the LEAK lines above)", leaks);
}
