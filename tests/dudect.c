/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* dudect.c -- a statistical timing test in the manner of dudect
   (Reparaz, Balasch and Verbauwhede, "Dude, is my code constant
   time?", DATE 2017): each target runs many times on inputs of two
   classes, chosen at random for every run so that both classes see the
   same machine noise; Welch's t-test compares the two distributions of
   cycle counts.  A |t| that stays below the threshold after many runs
   says the timing does not depend on the class, as far as this test
   can see; a large |t| says it does.

   Targets (the secret that differs between the classes in brackets):
     aead-open   chacha_poly1305_open of a forged message [how much of
                 the received tag is right: all but its last byte, or
                 a random tag]; both fail, so the compare is measured.
     poly1305    set_key, update over 1264 bytes (79 blocks: the
                 vector path of every poly1305_blocks variant, and its
                 scalar loop for the odd block), digest [the key:
                 fixed or random].
     chacha20    set_key, set_nonce, crypt of 2048 bytes, which runs
                 the widest core the override allows [the key: fixed
                 or random].
     aes-ctr     AES-128 CTR: set_key, set_counter, crypt of 256 bytes
                 (16 blocks: a turn of the widest loop of every variant)
                 [the key: fixed or random].
     aes-ecb     AES-128 encrypt (ECB) of 64 bytes under a fixed key
                 [the data: fixed or random].
     gcm-seal    AES-128-GCM set_key (H and its powers) and seal of 64
                 bytes [the key: fixed or random].
     gcm-open    AES-128-GCM open of a forged message [as aead-open:
                 all but the tag's last byte right, or a random tag].
     hmac-verify HMAC-SHA256 of 64 bytes and a constant-time compare
                 with the received tag (_symcrypt_memeql_sec, as the
                 library's own checks do) [the tag: all but its last
                 byte right, or random].
     leaky-control  the same with a compare that stops at the first
                 differing byte: it must fail, or the measurement is
                 too weak to show anything.  Only run when named.
   The implementation comes from SYMCRYPT_FAT_OVERRIDE (a fat build):
   scripts/dudect.sh runs each target once per override, and the
   program prints which code runs.

   As dudect does, the t statistic is computed on all measurements and
   on those below a few percentiles (cropping the long tail of
   interrupts and other tenants), and the largest |t| is reported.
   Threshold: |t| >= 10 fails (dudect: "definitely not constant
   time"); 4.5 <= |t| < 10 is printed as a warning, to be run again
   with more samples.

   Usage: tests/dudect [SAMPLES [TARGET...]]   (default 200000 per target)
          tests/dudect --list   each target but the control, with the
                                functions whose code it times
   Exit status 1 if a target reaches the threshold.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/types.h>
#include <time.h>

#include <symcrypt/symcrypt.h>
#include "macros.h"

#define THRESHOLD 10.0
#define WARNING 4.5
#define CROPS 4
#define MAX_INPUT 80

static const double percentiles[CROPS] = { 1.0, 0.9, 0.75, 0.5 };

/* The cycle counter, or a nanosecond clock where there is none.  */
static inline uint64_t
ticks(void)
{
#if defined(__x86_64__) || defined(__i386__)
  uint32_t lo, hi;
  __asm__ volatile ("lfence\n\trdtsc\n\tlfence" : "=a" (lo), "=d" (hi) :: "memory");
  return (uint64_t) hi << 32 | lo;
#else
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
#endif
}

static void
random_bytes(uint8_t *p, size_t n)
{
  while (n > 0)
    {
      ssize_t got = getrandom(p, n, 0);
      if (got <= 0)
	{
	  perror("getrandom");
	  exit(2);
	}
      p += got;
      n -= (size_t) got;
    }
}

/* Welch's t-test, kept online (Welford's mean and variance).  */
struct welch
{
  double n[2], mean[2], m2[2];
};

static void
welch_add(struct welch *w, int cls, double x)
{
  double d;
  w->n[cls] += 1;
  d = x - w->mean[cls];
  w->mean[cls] += d / w->n[cls];
  w->m2[cls] += d * (x - w->mean[cls]);
}

static double
welch_t(const struct welch *w)
{
  double v0, v1;
  if (w->n[0] < 2 || w->n[1] < 2)
    return 0;
  v0 = w->m2[0] / (w->n[0] - 1);
  v1 = w->m2[1] / (w->n[1] - 1);
  if (v0 + v1 == 0)
    return 0;
  return (w->mean[0] - w->mean[1]) / sqrt(v0 / w->n[0] + v1 / w->n[1]);
}

static int
compare_u64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
  return (x > y) - (x < y);
}

/* One target: PREPARE fills the input of run I for class CLS (outside
   the timed region), RUN does the operation on it.  */
struct target
{
  const char *name;
  const char *functions[2];	/* for symcrypt_implementation */
  void (*prepare)(uint8_t *input, int cls);
  void (*run)(const uint8_t *input);
  int control;			/* run only when named */
};

static uint8_t key[32], nonce[12], message[79 * 16], sealed[64 + 16];
static uint8_t gcm_sealed[64 + 16];
static struct symcrypt_aes128_ctx aes_key;
static struct symcrypt_aes128_gcm_key gcm_key;
static uint8_t stream[2048];
static uint8_t hmac_tag[32];
static volatile int sink;

static void
prepare_tag(uint8_t *input, int cls, const uint8_t *right, size_t length)
{
  if (cls == 0)
    {
      memcpy(input, right, length);
      input[length - 1] ^= 1;
    }
  else
    random_bytes(input, length);
}

static void
aead_prepare(uint8_t *input, int cls)
{
  memcpy(input, sealed, 64);
  prepare_tag(input + 64, cls, sealed + 64, 16);
}

static void
aead_run(const uint8_t *input)
{
  uint8_t out[64];
  sink += symcrypt_chacha_poly1305_open(key, nonce, 0, NULL, 64 + 16, out, input);
}

static void
key_prepare(uint8_t *input, int cls)
{
  if (cls == 0)
    memcpy(input, key, 32);
  else
    random_bytes(input, 32);
}

static void
poly1305_run(const uint8_t *input)
{
  struct symcrypt_poly1305_ctx ctx;
  uint8_t tag[16];
  symcrypt_poly1305_set_key(&ctx, input);
  symcrypt_poly1305_update(&ctx, sizeof(message), message);
  symcrypt_poly1305_digest(&ctx, tag);
  sink += tag[0];
}

static void
chacha_run(const uint8_t *input)
{
  struct symcrypt_chacha_ctx ctx;
  symcrypt_chacha_set_key(&ctx, input);
  symcrypt_chacha_set_nonce(&ctx, nonce);
  symcrypt_chacha_crypt(&ctx, sizeof(stream), stream, stream);
  sink += stream[0];
}

static void
aes_ctr_run(const uint8_t *input)
{
  struct symcrypt_aes128_ctr_ctx ctx;
  symcrypt_aes128_ctr_set_key(&ctx, input);
  symcrypt_aes128_ctr_set_counter(&ctx, message);
  symcrypt_aes128_ctr_crypt(&ctx, 256, stream, stream);
  sink += stream[0];
}

static void
data_prepare(uint8_t *input, int cls)
{
  if (cls == 0)
    memcpy(input, message, 64);
  else
    random_bytes(input, 64);
}

static void
aes_ecb_run(const uint8_t *input)
{
  uint8_t out[64];
  sink += symcrypt_aes128_encrypt(&aes_key, 64, out, input);
  sink += out[0];
}

static void
gcm_seal_run(const uint8_t *input)
{
  struct symcrypt_aes128_gcm_key k;
  uint8_t out[64 + 16];
  symcrypt_aes128_gcm_set_key(&k, input);
  sink += symcrypt_aes128_gcm_seal(&k, 12, nonce, 0, NULL, 64, out, message);
  sink += out[64];
}

static void
gcm_open_prepare(uint8_t *input, int cls)
{
  memcpy(input, gcm_sealed, 64);
  prepare_tag(input + 64, cls, gcm_sealed + 64, 16);
}

static void
gcm_open_run(const uint8_t *input)
{
  uint8_t out[64];
  sink += symcrypt_aes128_gcm_open(&gcm_key, 12, nonce, 0, NULL, 64 + 16,
				   out, input);
}

static void
hmac_prepare(uint8_t *input, int cls)
{
  prepare_tag(input, cls, hmac_tag, 32);
}

static void
hmac_run(const uint8_t *input)
{
  uint8_t tag[32];
  symcrypt_hmac_sha256(32, key, 64, message, tag);
  sink += _symcrypt_memeql_sec(tag, input, 32);
}

/* A compare that leaks where the first difference is.  */
static void
leaky_run(const uint8_t *input)
{
  uint8_t tag[32];
  size_t i;
  symcrypt_hmac_sha256(32, key, 64, message, tag);
  for (i = 0; i < 32 && ((volatile uint8_t *) tag)[i] == input[i]; i++)
    ;
  sink += i == 32;
}

static const struct target targets[] = {
  { "aead-open", { "chacha", "poly1305" }, aead_prepare, aead_run, 0 },
  { "poly1305", { "poly1305", NULL }, key_prepare, poly1305_run, 0 },
  { "chacha20", { "chacha", NULL }, key_prepare, chacha_run, 0 },
  { "aes-ctr", { "aes", NULL }, key_prepare, aes_ctr_run, 0 },
  { "aes-ecb", { "aes", NULL }, data_prepare, aes_ecb_run, 0 },
  { "gcm-seal", { "aes", "ghash" }, key_prepare, gcm_seal_run, 0 },
  { "gcm-open", { "aes", "ghash" }, gcm_open_prepare, gcm_open_run, 0 },
  { "hmac-verify", { "sha256", NULL }, hmac_prepare, hmac_run, 0 },
  { "leaky-control", { "sha256", NULL }, hmac_prepare, leaky_run, 1 },
};

/* Runs target T SAMPLES times; returns the largest |t|.  */
static double
measure(const struct target *t, size_t samples)
{
  uint8_t *inputs = malloc(samples * MAX_INPUT);
  uint8_t *classes = malloc(samples);
  uint64_t *times = malloc(samples * sizeof(uint64_t));
  uint64_t *sorted = malloc(samples * sizeof(uint64_t));
  uint64_t limit[CROPS];
  struct welch w[CROPS];
  double worst = 0, mean[2] = { 0, 0 };
  size_t i, warm = samples / 10, k;
  char impl[80];

  if (!inputs || !classes || !times || !sorted)
    {
      perror("malloc");
      exit(2);
    }
  random_bytes(classes, samples);
  for (i = 0; i < samples; i++)
    {
      classes[i] &= 1;
      t->prepare(inputs + i * MAX_INPUT, classes[i]);
    }
  for (i = 0; i < samples; i++)
    {
      uint64_t start = ticks();
      t->run(inputs + i * MAX_INPUT);
      times[i] = ticks() - start;
    }
  /* The crop limits from the runs after a warm-up tenth.  */
  memcpy(sorted, times + warm, (samples - warm) * sizeof(uint64_t));
  qsort(sorted, samples - warm, sizeof(uint64_t), compare_u64);
  for (k = 0; k < CROPS; k++)
    {
      size_t at = (size_t) (percentiles[k] * (double) (samples - warm - 1));
      limit[k] = sorted[at];
    }
  memset(w, 0, sizeof(w));
  for (i = warm; i < samples; i++)
    for (k = 0; k < CROPS; k++)
      if (times[i] <= limit[k])
	welch_add(&w[k], classes[i], (double) times[i]);
  for (k = 0; k < CROPS; k++)
    if (fabs(welch_t(&w[k])) > fabs(worst))
      worst = welch_t(&w[k]);
  mean[0] = w[CROPS - 1].mean[0];
  mean[1] = w[CROPS - 1].mean[1];
  snprintf(impl, sizeof(impl), "%s%s%s", symcrypt_implementation(t->functions[0]),
	   t->functions[1] ? "+" : "",
	   t->functions[1] ? symcrypt_implementation(t->functions[1]) : "");
  printf("%-13s %-40s %9zu %9.1f %9.1f %8.2f  %s\n", t->name,
	 impl, samples - warm, mean[0], mean[1],
	 worst, fabs(worst) >= THRESHOLD ? "FAIL" : fabs(worst) >= WARNING ? "warning" : "ok");
  free(inputs);
  free(classes);
  free(times);
  free(sorted);
  return fabs(worst);
}

int
main(int argc, char **argv)
{
  size_t samples = argc > 1 ? strtoul(argv[1], NULL, 10) : 200000;
  const char *override = getenv("SYMCRYPT_FAT_OVERRIDE");
  int status = 0;
  size_t i;

  if (argc > 1 && strcmp(argv[1], "--list") == 0)
    {
      for (i = 0; i < sizeof(targets) / sizeof(targets[0]); i++)
	if (!targets[i].control)
	  printf("%s %s%s%s\n", targets[i].name, targets[i].functions[0],
		 targets[i].functions[1] ? " " : "",
		 targets[i].functions[1] ? targets[i].functions[1] : "");
      return 0;
    }
  if (samples < 1000)
    {
      fprintf(stderr, "dudect: at least 1000 samples\n");
      return 2;
    }
  random_bytes(key, sizeof(key));
  random_bytes(nonce, sizeof(nonce));
  random_bytes(message, sizeof(message));
  symcrypt_chacha_poly1305_seal(key, nonce, 0, NULL, 64, sealed, message);
  symcrypt_hmac_sha256(32, key, 64, message, hmac_tag);
  symcrypt_aes128_set_encrypt_key(&aes_key, key);
  symcrypt_aes128_gcm_set_key(&gcm_key, key);
  if (symcrypt_aes128_gcm_seal(&gcm_key, 12, nonce, 0, NULL, 64, gcm_sealed,
			       message) != SYMCRYPT_OK)
    {
      fprintf(stderr, "dudect: gcm_seal failed\n");
      return 2;
    }

  printf("# override %s; class means over the runs below the median, in %s\n",
	 override ? override : "(none)",
#if defined(__x86_64__) || defined(__i386__)
	 "TSC ticks"
#else
	 "ns"
#endif
	 );
  printf("%-13s %-40s %9s %9s %9s %8s  %s\n", "target", "implementation",
	 "samples", "class 0", "class 1", "max t", "verdict");
  for (i = 0; i < sizeof(targets) / sizeof(targets[0]); i++)
    {
      int j, chosen = argc <= 2 && !targets[i].control;
      for (j = 2; j < argc; j++)
	chosen |= strcmp(argv[j], targets[i].name) == 0;
      if (chosen && measure(&targets[i], samples) >= THRESHOLD)
	status = 1;
    }
  return status;
}
