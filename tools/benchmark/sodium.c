/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sodium.c -- symcrypt-benchmark's adapters for libsodium, whose
   functions are one-shot and take the key every time.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#if HAVE_SODIUM
#define _GNU_SOURCE 1		/* RTLD_NEXT */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "bench.h"

/* Limiting libsodium to the tier.  libsodium reads no variable as the
   others do, but sodium_init picks its code by asking
   sodium_runtime_has_avx2() and its siblings, and libsodium calls them
   through its procedure linkage table (Debian's build does).  A
   program's own definitions come first there, so the ones below are
   what libsodium asks: each passes on libsodium's answer (its own
   function, the next definition) unless the tier leaves the feature
   out.  SSE3 and SSE4.1 go with SSSE3: every tier with SSSE3 has them,
   as OpenSSL's limits say.

   A libsodium that calls its own functions directly never asks ours;
   then bench_sodium_limited stays 0, libsodium uses what the CPU has,
   and the cells where that is beyond the tier are marked.  */

int bench_sodium_limited;
unsigned bench_sodium_told;
static int sodium_asked;

/* libsodium's own answer for FEATURE, less what the tier leaves out
   (of BIT) when LIMITED.  */
static int
sodium_has(const char *feature, unsigned bit, int limited)
{
  int (*own)(void);
  *(void **) &own = dlsym(RTLD_NEXT, feature);
  if (!own || !own())
    return 0;
  return !limited || !bench_tier || (bench_tier->allowed & bit) != 0;
}

#define SODIUM_FEATURE(name, bit)				\
  int								\
  sodium_runtime_has_##name(void)				\
  {								\
    int has = sodium_has("sodium_runtime_has_" #name, bit, 1);	\
    sodium_asked = 1;						\
    if (has)							\
      bench_sodium_told |= bit;					\
    return has;							\
  }
SODIUM_FEATURE(sse2, SYMCRYPT_CPU_SSE2)
SODIUM_FEATURE(sse3, SYMCRYPT_CPU_SSSE3)
SODIUM_FEATURE(ssse3, SYMCRYPT_CPU_SSSE3)
SODIUM_FEATURE(sse41, SYMCRYPT_CPU_SSSE3)
SODIUM_FEATURE(avx, SYMCRYPT_CPU_AVX)
SODIUM_FEATURE(avx2, SYMCRYPT_CPU_AVX2)
SODIUM_FEATURE(avx512f, SYMCRYPT_CPU_AVX512)
SODIUM_FEATURE(pclmul, SYMCRYPT_CPU_PCLMUL)
SODIUM_FEATURE(aesni, SYMCRYPT_CPU_AES)

const char *
bench_sodium_init(void)
{
  if (sodium_init() < 0)
    return NULL;
  bench_sodium_limited = sodium_asked;
  return sodium_version_string();
}

/* What libsodium's code uses on this CPU, as its run-time choice is
   made (libsodium 1.0.18, the pick_best_implementation functions of
   crypto_stream/chacha20, crypto_stream/salsa20 and
   crypto_onetimeauth/poly1305): ChaCha20 (also under XChaCha20 and both
   ChaCha20-Poly1305 AEADs) on AVX2, else SSSE3, else portable C;
   Salsa20 (also under XSalsa20 and the secretbox, XSalsa20-Poly1305) on
   AVX2, else SSE2.  Salsa20/12, Poly1305 (SSE2), SHA-2 and HMAC
   use nothing beyond SSE2.  */
#define SODIUM_USES(name, bit)						\
  sodium_has("sodium_runtime_has_" #name, bit, bench_sodium_limited)

unsigned
sodium_chacha_features(void)
{
  if (SODIUM_USES(avx2, SYMCRYPT_CPU_AVX2))
    return SYMCRYPT_CPU_AVX2;
  return SODIUM_USES(ssse3, SYMCRYPT_CPU_SSSE3) ? SYMCRYPT_CPU_SSSE3 : 0;
}

unsigned
sodium_salsa20_features(void)
{
  return SODIUM_USES(avx2, SYMCRYPT_CPU_AVX2) ? SYMCRYPT_CPU_AVX2 : 0;
}

/* libsodium 1.0.18's BLAKE2b (crypto_generichash/blake2b/ref,
   blake2b-compress-*.c) picks AVX2, else SSE4.1, else SSSE3, else
   portable C.  */
unsigned
sodium_blake2b_features(void)
{
  if (SODIUM_USES(avx2, SYMCRYPT_CPU_AVX2))
    return SYMCRYPT_CPU_AVX2;
  return SODIUM_USES(ssse3, SYMCRYPT_CPU_SSSE3) ? SYMCRYPT_CPU_SSSE3 : 0;
}

/* AES-256-GCM exists in libsodium only with AES-NI and PCLMULQDQ
   (crypto_aead_aes256gcm_is_available), whatever the tier.  */
unsigned
sodium_aesgcm_features(void)
{
  return SODIUM_USES(aesni, SYMCRYPT_CPU_AES)
    && SODIUM_USES(pclmul, SYMCRYPT_CPU_PCLMUL)
    ? SYMCRYPT_CPU_AES | SYMCRYPT_CPU_PCLMUL : 0;
}

int
sodium_aesgcm_setup(void *ctx, const void *param, size_t length,
		    const uint8_t *src)
{
  return crypto_aead_aes256gcm_is_available() ? 0 : -1;
}

int
sodium_aesgcm_open_setup(void *ctx, const void *param, size_t length,
			 const uint8_t *src)
{
  if (!crypto_aead_aes256gcm_is_available())
    return -1;
  return sodium_open_setup(ctx, param, length, src);
}

void
sodium_stream_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct sodium_stream_param *p = param;
  p->xor(dst, src, length, bench_nonce, bench_key);
}

void
sodium_poly1305_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  crypto_onetimeauth_poly1305(dst, src, length, bench_key);
}

void
sodium_seal_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct sodium_aead_param *p = param;
  p->encrypt(dst, NULL, src, length, bench_ad, sizeof(bench_ad), NULL,
	     bench_nonce, bench_key);
}

int
sodium_open_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct sodium_open_ctx *s = ctx;
  s->ct = malloc(length + 16);
  if (!s->ct)
    return -1;
  sodium_seal_run(NULL, param, length, s->ct, src);
  return 0;
}

void
sodium_open_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct sodium_aead_param *p = param;
  struct sodium_open_ctx *s = ctx;
  if (p->decrypt(dst, NULL, NULL, s->ct, length + 16, bench_ad,
		 sizeof(bench_ad), bench_nonce, bench_key) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
sodium_open_cleanup(void *ctx)
{
  free(((struct sodium_open_ctx *) ctx)->ct);
}

void
sodium_secretbox_seal_run(void *ctx, const void *param, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  crypto_secretbox_easy(dst, src, length, bench_nonce, bench_key);
}

/* The secretstream, as ours_stream: the state in the context's bytes
   (52 of them, crypto_secretstream_xchacha20poly1305_statebytes()).  */
typedef crypto_secretstream_xchacha20poly1305_state stream_state;

int
sodium_stream_push_setup(void *ctx, const void *param, size_t length,
			 const uint8_t *src)
{
  struct sodium_stream_ctx *s = ctx;
  stream_state state;
  if (sizeof(state) > sizeof(s->state))
    return -1;
  crypto_secretstream_xchacha20poly1305_init_pull(&state, bench_nonce,
						  bench_key);
  memcpy(s->state, &state, sizeof(state));
  return 0;
}

void
sodium_stream_push_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct sodium_stream_ctx *s = ctx;
  crypto_secretstream_xchacha20poly1305_push((stream_state *) (void *) s->state,
					     dst, NULL, src, length, bench_ad,
					     sizeof(bench_ad),
					     crypto_secretstream_xchacha20poly1305_TAG_MESSAGE);
}

int
sodium_stream_pull_setup(void *ctx, const void *param, size_t length,
			 const uint8_t *src)
{
  struct sodium_stream_ctx *s = ctx;
  if (sodium_stream_push_setup(ctx, param, length, src) != 0)
    return -1;
  s->ct = malloc(length + crypto_secretstream_xchacha20poly1305_ABYTES);
  if (!s->ct)
    return -1;
  memcpy(s->start, s->state, sizeof(s->start));
  sodium_stream_push_run(ctx, param, length, s->ct, src);
  return 0;
}

void
sodium_stream_pull_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  struct sodium_stream_ctx *s = ctx;
  unsigned char tag;
  memcpy(s->state, s->start, sizeof(s->state));
  if (crypto_secretstream_xchacha20poly1305_pull((stream_state *) (void *) s->state,
						 dst, NULL, &tag, s->ct,
						 length + crypto_secretstream_xchacha20poly1305_ABYTES,
						 bench_ad, sizeof(bench_ad)) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
sodium_stream_cleanup(void *ctx)
{
  free(((struct sodium_stream_ctx *) ctx)->ct);
}

int
sodium_secretbox_open_setup(void *ctx, const void *param, size_t length,
			    const uint8_t *src)
{
  struct sodium_open_ctx *s = ctx;
  s->ct = malloc(length + 16);
  if (!s->ct)
    return -1;
  sodium_secretbox_seal_run(NULL, NULL, length, s->ct, src);
  return 0;
}

void
sodium_secretbox_open_run(void *ctx, const void *param, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  struct sodium_open_ctx *s = ctx;
  if (crypto_secretbox_open_easy(dst, s->ct, length + 16, bench_nonce,
				 bench_key) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

void
sodium_hash_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct sodium_hash_param *p = param;
  p->hash(dst, src, length);
}

void
sodium_siphash24_run(void *ctx, const void *param, size_t length,
		     uint8_t *dst, const uint8_t *src)
{
  crypto_shorthash_siphash24(dst, src, length, bench_key);
}

void
sodium_scrypt_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct scrypt_row_param *p = param;
  (void) ctx;
  (void) src;
  if (crypto_pwhash_scryptsalsa208sha256_ll(bench_key, sizeof(bench_key),
					    bench_nonce, SALT_SIZE, length,
					    8, p->p, dst, 64) != 0)
    abort();
}

void
sodium_generichash_run(void *ctx, const void *param, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  crypto_generichash(dst, crypto_generichash_BYTES_MAX, src, length,
		     NULL, 0);
}

/* HMAC: libsodium has no way to reuse a key; init takes it.  */
#define SODIUM_HMAC(bits)						\
  void									\
  sodium_hmac##bits##_run(void *ctx, const void *param, size_t length,	\
			  uint8_t *dst, const uint8_t *src)		\
  {									\
    crypto_auth_hmacsha##bits##_state state;				\
    crypto_auth_hmacsha##bits##_init(&state, bench_key, sizeof(bench_key)); \
    crypto_auth_hmacsha##bits##_update(&state, src, length);		\
    crypto_auth_hmacsha##bits##_final(&state, dst);			\
  }
SODIUM_HMAC(256)
SODIUM_HMAC(512)

/* libsodium 1.0.18's Argon2 (crypto_pwhash/argon2/argon2-core.c,
   argon2_pick_best_implementation) picks AVX-512F, else AVX2, else
   SSSE3, else portable C.  One lane only: no row of more.  */
unsigned
sodium_argon2_features(void)
{
  if (SODIUM_USES(avx512f, SYMCRYPT_CPU_AVX512))
    return SYMCRYPT_CPU_AVX512;
  if (SODIUM_USES(avx2, SYMCRYPT_CPU_AVX2))
    return SYMCRYPT_CPU_AVX2;
  return SODIUM_USES(ssse3, SYMCRYPT_CPU_SSSE3) ? SYMCRYPT_CPU_SSSE3 : 0;
}

void
sodium_argon2id_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  const struct argon2_row_param *p = param;
  (void) ctx;
  (void) src;
  if (crypto_pwhash_argon2id(dst, 32, (const char *) bench_key, 32,
			     bench_nonce, p->t_cost, length * 1024,
			     crypto_pwhash_argon2id_ALG_ARGON2ID13) != 0)
    abort();
}

#endif /* HAVE_SODIUM */
