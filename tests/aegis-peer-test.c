/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis-peer-test.c -- every AEGIS variant against libaegis, the
   draft's reference C implementation as the aegis crate builds it
   (tools/benchmark/rust-aegis), loaded from the path that
   SYMCRYPT_BENCHMARK_LIBAEGIS gives (scripts/stages/benchmark.sh
   builds it where cargo is at hand and runs this test with it; without
   it the test is skipped).  Random keys, nonces, lengths of message
   and associated data (around the rates too), both tag sizes: the
   same ciphertext and tag from both, each opening what the other
   sealed, and both refusing a flipped bit; and AEGIS-MAC of every
   variant, ours fed in random pieces, libaegis's in one call, the same
   tag from both and ours verifying libaegis's (a peer built before
   the library had its MAC function says so and is compared on the
   AEADs alone).  */
#include <dlfcn.h>

#include "testutils.h"

#include <symcrypt/aegis.h>

typedef int seal_fn(const uint8_t *, const uint8_t *, size_t,
		    const uint8_t *, size_t, uint8_t *, size_t, uint8_t *,
		    const uint8_t *);
typedef int open_fn(const uint8_t *, const uint8_t *, size_t,
		    const uint8_t *, size_t, uint8_t *, size_t,
		    const uint8_t *, const uint8_t *);
/* tools/benchmark/rust-aegis/src/lib.rs: the variant's number (0 to
   5, in the order of variants[] below), then our detached order.  */
typedef int peer_fn(unsigned, const uint8_t *, const uint8_t *, size_t,
		    const uint8_t *, size_t, uint8_t *, size_t,
		    const uint8_t *, const uint8_t *);
/* The variant's number, key, nonce, the data, and the tag's length
   and place.  */
typedef int peer_mac_fn(unsigned, const uint8_t *, const uint8_t *, size_t,
			const uint8_t *, size_t, uint8_t *);
/* Our MAC over the public streaming functions, the data in pieces of
   random lengths: the tag when VERIFY is 0, else the verdict on
   TAG.  */
typedef int mac_fn(const uint8_t *, const uint8_t *, size_t,
		   const uint8_t *, size_t, uint8_t *, int);

#define MAC_FUNCTION(name)						\
  static int								\
  mac_##name(const uint8_t *key, const uint8_t *nonce, size_t length,	\
	     const uint8_t *data, size_t tag_length, uint8_t *tag,	\
	     int verify)						\
  {									\
    struct symcrypt_##name##_mac_ctx ctx;				\
    symcrypt_##name##_mac_init(&ctx, key, nonce);			\
    while (length > 0)							\
      {									\
	size_t n = 1 + test_rand_below(length);				\
	symcrypt_##name##_mac_update(&ctx, n, data);			\
	data += n;							\
	length -= n;							\
      }									\
    return verify ? symcrypt_##name##_mac_verify(&ctx, tag_length, tag) \
      : symcrypt_##name##_mac_digest(&ctx, tag_length, tag);		\
  }

MAC_FUNCTION(aegis128l)
MAC_FUNCTION(aegis128x2)
MAC_FUNCTION(aegis128x4)
MAC_FUNCTION(aegis256)
MAC_FUNCTION(aegis256x2)
MAC_FUNCTION(aegis256x4)

struct variant
{
  const char *name;
  size_t key_size, rate;
  seal_fn *seal;
  open_fn *open;
  mac_fn *mac;
};

#define VARIANT(name, key_size, rate)					\
  { #name, key_size, rate, symcrypt_##name##_seal_detached,		\
    symcrypt_##name##_open_detached, mac_##name }

static const struct variant variants[] = {
  VARIANT(aegis128l, 16, 32),
  VARIANT(aegis128x2, 16, 64),
  VARIANT(aegis128x4, 16, 128),
  VARIANT(aegis256, 32, 16),
  VARIANT(aegis256x2, 32, 32),
  VARIANT(aegis256x4, 32, 64),
};

static peer_fn *peer_seal, *peer_open;
static peer_mac_fn *peer_mac;

/* A length for trial TRIAL: the first trials 0 to 9, then around a
   multiple of the rate, then anything up to 2000.  */
static size_t
pick_length(unsigned trial, size_t rate)
{
  if (trial < 10)
    return trial;
  if (trial % 2)
    return rate * (1 + test_rand_below(8)) + test_rand_below(3) - 1;
  return test_rand_below(2001);
}

static void
check_variant(unsigned number, const struct variant *v)
{
  unsigned trial;
  for (trial = 0; trial < test_trials(300); trial++)
    {
      uint8_t key[32], nonce[32], tag[32], peer_tag[32];
      size_t length = pick_length(trial, v->rate);
      size_t ad_length = trial % 3 ? pick_length(trial / 3, v->rate) : 0;
      size_t tag_length = trial % 4 < 2 ? 16 : 32;
      uint8_t *ad = malloc(ad_length + 1), *src = malloc(length + 1);
      uint8_t *ct = malloc(length + 1), *peer_ct = malloc(length + 1);
      uint8_t *pt = malloc(length + 1);

      ASSERT(ad && src && ct && peer_ct && pt);
      test_rand_fill(v->key_size, key);
      test_rand_fill(v->key_size, nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      ASSERT_RC(v->seal(key, nonce, ad_length, ad, length, ct, tag_length,
			tag, src), SYMCRYPT_OK);
      ASSERT(peer_seal(number, key, nonce, ad_length, ad, length, peer_ct,
		       tag_length, peer_tag, src) == 0);
      ASSERT_BYTES(v->name, length, ct, peer_ct);
      ASSERT_BYTES(v->name, tag_length, tag, peer_tag);
      /* Each opens the other's.  */
      ASSERT_RC(v->open(key, nonce, ad_length, ad, length, pt, tag_length,
			peer_tag, peer_ct), SYMCRYPT_OK);
      ASSERT_BYTES(v->name, length, pt, src);
      memset(pt, 0, length);
      ASSERT(peer_open(number, key, nonce, ad_length, ad, length, pt,
		       tag_length, tag, ct) == 0);
      ASSERT_BYTES(v->name, length, pt, src);
      /* A flipped bit of the tag refused by both.  */
      tag[trial % tag_length] ^= 1 << (trial % 8);
      ASSERT_RC(v->open(key, nonce, ad_length, ad, length, pt, tag_length,
			tag, ct), SYMCRYPT_EAUTH);
      ASSERT(peer_open(number, key, nonce, ad_length, ad, length, pt,
		       tag_length, tag, ct) != 0);
      free(ad);
      free(src);
      free(ct);
      free(peer_ct);
      free(pt);
    }
  if (test_verbose)
    fprintf(stderr, "%s: as libaegis, %u trials\n", v->name, trial);
}

static void
check_mac(unsigned number, const struct variant *v)
{
  unsigned trial;
  for (trial = 0; trial < test_trials(300); trial++)
    {
      uint8_t key[32], nonce[32], tag[32], peer_tag[32];
      size_t length = pick_length(trial, v->rate);
      size_t tag_length = trial % 2 ? 16 : 32;
      uint8_t *data = malloc(length + 1);

      ASSERT(data);
      test_rand_fill(v->key_size, key);
      test_rand_fill(v->key_size, nonce);
      test_rand_fill(length, data);
      ASSERT_RC(v->mac(key, nonce, length, data, tag_length, tag, 0),
		SYMCRYPT_OK);
      ASSERT(peer_mac(number, key, nonce, length, data, tag_length,
		      peer_tag) == 0);
      ASSERT_BYTES(v->name, tag_length, tag, peer_tag);
      ASSERT_RC(v->mac(key, nonce, length, data, tag_length, peer_tag, 1),
		SYMCRYPT_OK);
      peer_tag[trial % tag_length] ^= 1 << (trial % 8);
      ASSERT_RC(v->mac(key, nonce, length, data, tag_length, peer_tag, 1),
		SYMCRYPT_EAUTH);
      free(data);
    }
  if (test_verbose)
    fprintf(stderr, "%s MAC: as libaegis, %u trials\n", v->name, trial);
}

void
test_main(void)
{
  const char *path = getenv("SYMCRYPT_BENCHMARK_LIBAEGIS");
  unsigned i;
  void *lib;

  if (!path || !*path)
    SKIP();
  lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    FAIL("cannot load %s: %s", path, dlerror());
  *(void **) &peer_seal = dlsym(lib, "bench_libaegis_seal");
  *(void **) &peer_open = dlsym(lib, "bench_libaegis_open");
  *(void **) &peer_mac = dlsym(lib, "bench_libaegis_mac");
  if (!peer_seal || !peer_open)
    FAIL("%s is not tools/benchmark/rust-aegis's library", path);
  if (!peer_mac)
    fprintf(stderr, "%s has no bench_libaegis_mac (built before it):"
	    " the MAC is not compared\n", path);
  for (i = 0; i < sizeof(variants) / sizeof(variants[0]); i++)
    {
      check_variant(i, &variants[i]);
      if (peer_mac)
	check_mac(i, &variants[i]);
    }
}
