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
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "bench.h"

const char *
bench_sodium_init(void)
{
  return sodium_init() >= 0 ? sodium_version_string() : NULL;
}

/* libsodium cannot be limited to a tier; these say what its code uses
   on this CPU, as its run-time choice does (libsodium 1.0.18, the
   pick_best_implementation functions of crypto_stream/chacha20,
   crypto_stream/salsa20 and crypto_onetimeauth/poly1305): ChaCha20
   (also under XChaCha20 and both ChaCha20-Poly1305 AEADs) on AVX2,
   else SSSE3, else portable C; Salsa20 (also under XSalsa20 and the
   secretbox, XSalsa20-Poly1305) on AVX2, else SSE2.  Salsa20/12, Poly1305 (SSE2), the hashes and
   HMAC use nothing beyond SSE2.  */
unsigned
sodium_chacha_features(void)
{
  if (sodium_runtime_has_avx2())
    return CPU_AVX2;
  return sodium_runtime_has_ssse3() ? CPU_SSSE3 : 0;
}

unsigned
sodium_salsa20_features(void)
{
  return sodium_runtime_has_avx2() ? CPU_AVX2 : 0;
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

#endif /* HAVE_SODIUM */
