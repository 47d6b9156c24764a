/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* cases.c -- symcrypt-benchmark's libraries and its table of
   algorithms.

   A row of algorithms[] names an algorithm and, for each library, an
   implementation: a setup function (key schedule; for AEAD open, a
   valid ciphertext), a run function that processes one message, and a
   parameter, so that one adapter serves many rows (an EVP algorithm
   name, a Nettle meta table, a libsodium function).  The adapters live
   in one file per library (ours.c, openssl.c, nettle.c, sodium.c).

   Adding an algorithm is adding a row and, if no adapter fits, two
   small functions in those files and their prototypes in bench.h.
   Rows of a common shape are one line each: a hash, for example
   SHA-512/256, is
     HASH_ROW_AS(sha512_256, "sha512-256", "sha512", "SHA512-256",
                 &nettle_sha512_256, )
   here (HASH_ROW when the row is named as the functions are, sha384),
   HMAC_ROWS_AS(...) likewise for its HMAC, and for its libsymcrypt
   adapters OURS_HASH(sha512_256, SHA512_256) in ours.c and
   OURS_HASH_DECLS(sha512_256) in bench.h.  A libsodium adapter of a
   cipher whose code uses more than SSE2 names a function that says
   what (sodium.c), so that --tier can mark it where libsodium is not
   limited.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#if HAVE_NETTLE
# include <nettle/nettle-meta.h>
# include <nettle/pbkdf2.h>
#endif
#if HAVE_SODIUM
# include <sodium.h>
#endif

#include "bench.h"

/* The same key, nonce and associated data for every library.  */
const uint8_t bench_key[32] = {
  0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f,
  0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
  0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f,
};
/* AES-256-XTS's key: two AES-256 keys, bench_key and the 32 bytes
   after it in the same pattern.  */
const uint8_t bench_xts256_key[64] = {
  0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f,
  0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
  0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f,
  0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
  0xa8, 0xa9, 0xaa, 0xab, 0xac, 0xad, 0xae, 0xaf,
  0xb0, 0xb1, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7,
  0xb8, 0xb9, 0xba, 0xbb, 0xbc, 0xbd, 0xbe, 0xbf,
};
const uint8_t bench_nonce[24] = {
  0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
  0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f,
  0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57,
};
const uint8_t bench_ad[13] = "TLS-like AAD";	/* 12 chars and a NUL */
const uint8_t bench_aegis_nonce[32] = {
  0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
  0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f,
  0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57,
  0x58, 0x59, 0x5a, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f,
};

const char *const library_names[N_LIBS] = {
  "libsymcrypt", "OpenSSL", "Nettle", "libsodium", "Go tzhash",
  "Rust blake3", "libargon2", "libaegis", "XKCP",
};
const char *const library_ids[N_LIBS] = {
  "libsymcrypt", "openssl", "nettle", "libsodium", "go-tzhash",
  "rust-blake3", "libargon2", "libaegis", "xkcp",
};
const char *library_versions[N_LIBS];
int have_library[N_LIBS];

void
init_libraries(void)
{
  have_library[LIB_OURS] = 1;
  library_versions[LIB_OURS] = symcrypt_version();
#if HAVE_OPENSSL
  have_library[LIB_OPENSSL] = 1;
  library_versions[LIB_OPENSSL] = bench_openssl_init();
#endif
#if HAVE_NETTLE
  have_library[LIB_NETTLE] = 1;
  library_versions[LIB_NETTLE] = bench_nettle_init();
#endif
#if HAVE_SODIUM
  library_versions[LIB_SODIUM] = bench_sodium_init();
  have_library[LIB_SODIUM] = library_versions[LIB_SODIUM] != NULL;
#endif
  library_versions[LIB_GO] = bench_go_init();
  have_library[LIB_GO] = library_versions[LIB_GO] != NULL;
  library_versions[LIB_RUST] = bench_rust_init();
  have_library[LIB_RUST] = library_versions[LIB_RUST] != NULL;
  library_versions[LIB_ARGON2] = bench_argon2_init();
  have_library[LIB_ARGON2] = library_versions[LIB_ARGON2] != NULL;
  library_versions[LIB_AEGIS] = bench_libaegis_init();
  have_library[LIB_AEGIS] = library_versions[LIB_AEGIS] != NULL;
  library_versions[LIB_XKCP] = bench_xkcp_init();
  have_library[LIB_XKCP] = library_versions[LIB_XKCP] != NULL;
}

/* ------------------------------------------------------------------ */
/* The table's shorthands.  */

#define IMPL(lib, prefix, ctx_type, prm)			\
  [lib] = { sizeof(ctx_type), prefix##_setup, prefix##_run, NULL, prm },
#define IMPL_CLEANUP(lib, prefix, ctx_type, prm)		\
  [lib] = { sizeof(ctx_type), prefix##_setup, prefix##_run,	\
	    prefix##_cleanup, prm },

/* A run function alone, with or without a context.  */
#define RUN_ONLY(lib, run, prm) [lib] = { 1, NULL, run, NULL, prm },
#define RUN_CTX(lib, run, ctx_type, prm) \
  [lib] = { sizeof(ctx_type), NULL, run, NULL, prm },

#define OURS(prefix, ctx_type, prm) IMPL(LIB_OURS, prefix, ctx_type, prm)
#define OURS_CLEANUP(prefix, ctx_type, prm) \
  IMPL_CLEANUP(LIB_OURS, prefix, ctx_type, prm)
#define OURS_RUN(run, prm) RUN_ONLY(LIB_OURS, run, prm)
#define OURS_RUN_CTX(run, ctx_type, prm) RUN_CTX(LIB_OURS, run, ctx_type, prm)
#if HAVE_OPENSSL
# define OPENSSL(prefix, prm) \
  [LIB_OPENSSL] = { sizeof(struct ossl_ctx), prefix##_setup, prefix##_run, \
		    ossl_cleanup, prm },
#else
# define OPENSSL(prefix, prm)
#endif
#if HAVE_NETTLE
# define NETTLE(prefix, ctx_type, prm) IMPL(LIB_NETTLE, prefix, ctx_type, prm)
# define NETTLE_CLEANUP(prefix, ctx_type, prm) \
  IMPL_CLEANUP(LIB_NETTLE, prefix, ctx_type, prm)
# define NETTLE_RUN(run, prm) RUN_ONLY(LIB_NETTLE, run, prm)
#else
# define NETTLE(prefix, ctx_type, prm)
# define NETTLE_CLEANUP(prefix, ctx_type, prm)
# define NETTLE_RUN(run, prm)
#endif
#if HAVE_LIBARGON2
# define ARGON2_RUN(prm) RUN_ONLY(LIB_ARGON2, argon2_argon2id_run, prm)
#else
# define ARGON2_RUN(prm)
#endif
/* libsodium's: USES is a function that says which CPU features its
   code uses here (sodium.c), or NULL (nothing beyond SSE2).  */
#if HAVE_SODIUM
# define SODIUM_CLEANUP(prefix, ctx_type, prm, uses)		\
  [LIB_SODIUM] = { sizeof(ctx_type), prefix##_setup, prefix##_run,	\
		   prefix##_cleanup, prm, uses },
# define SODIUM_RUN(run, prm, uses)		\
  [LIB_SODIUM] = { 1, NULL, run, NULL, prm, uses },
# define SODIUM_SETUP_RUN(setup, run, prm, uses)	\
  [LIB_SODIUM] = { 1, setup##_setup, run, NULL, prm, uses },
#else
# define SODIUM_CLEANUP(prefix, ctx_type, prm, uses)
# define SODIUM_RUN(run, prm, uses)
# define SODIUM_SETUP_RUN(setup, run, prm, uses)
#endif


/* ------------------------------------------------------------------ */
/* The algorithms.  Stream ciphers: a message is a nonce set on the
   keyed context and LENGTH bytes encrypted (RC4, which has no nonce:
   LENGTH more bytes of one stream).  HMAC rows default to the short
   and the long message of a typical protocol; a PBKDF2 row measures
   derivations of LENGTH iterations.  */

static const size_t hmac_sizes[] = { 32, 1024, 0 };
static const size_t pbkdf2_iterations[] = { 4096, 0 };
/* The _many rows: MANY_COUNT messages of 64 bytes and of 1 KiB.  */
static const size_t many_sizes[] = { MANY_COUNT * 64, MANY_COUNT * 1024, 0 };
/* The SHAKE many rows: 1000 outputs of 504 bytes (SHAKE128, ML-KEM's
   matrix expansion: three blocks) and of 136 (SHAKE256, one block).  */
static const size_t shake128_many_sizes[] = { MANY_COUNT * 504, 0 };
static const size_t shake256_many_sizes[] = { MANY_COUNT * 136, 0 };
/* XTS: a sector of 512 bytes and of 4 KiB, and 16 KiB.  */
static const size_t xts_sizes[] = { 512, 4096, 16384, 0 };
/* Key wrap: AES-128 and AES-256 keys, a 64-byte key, and 1 KiB.  */
static const size_t keywrap_sizes[] = { 16, 32, 64, 1024, 0 };
/* A short message, a packet, a file's chunk.  */
static const size_t secretstream_sizes[] = { 64, 1420, 16384, 0 };
/* Argon2id: the memory in KiB of RFC 9106's second recommendation
   (64 MiB), of a disk passphrase with two lanes, and of its first
   recommendation (1 GiB).  */
static const size_t argon2_64m[] = { 65536, 0 };
static const size_t argon2_256m[] = { 262144, 0 };
static const size_t argon2_1g[] = { 1048576, 0 };
/* SipHash: hash-table keys and a longer string.  */
static const size_t siphash_sizes[] = { 8, 16, 64, 1024, 0 };
/* scrypt, r = 8: N = 2^14 (interactive logins, 16 MiB) and 2^20
   (files, 1 GiB) with p = 1, 2^14 with p = 2.  */
static const size_t scrypt_costs[] = { 16384, 1048576, 0 };
static const size_t scrypt_p2_costs[] = { 16384, 0 };

/* The other libraries in a _many row (SHA-256 and HMAC-SHA256, 32-byte
   outputs): their one-message adapter, MANY_COUNT times.  */
int
one_by_one_setup(void *ctx, const void *param, size_t length,
		 const uint8_t *src)
{
  const struct one_by_one_param *p = param;
  if (length / MANY_COUNT < p->out_size)
    return -1;			/* no room for the outputs */
  return p->setup ? p->setup(ctx, p->param, length / MANY_COUNT, src) : 0;
}

void
one_by_one_run(void *ctx, const void *param, size_t length,
	       uint8_t *dst, const uint8_t *src)
{
  const struct one_by_one_param *p = param;
  size_t each = length / MANY_COUNT, i;
  for (i = 0; i < MANY_COUNT; i++)
    p->run(ctx, p->param, each, dst + i * p->out_size, src + i * each);
}
#define ONE_BY_ONE(lib, ctx_type, cleanup, setup, run, prm)		\
  ONE_BY_ONE_OUT(lib, ctx_type, cleanup, setup, run, prm, 32, NULL)
/* The same with outputs of OUT bytes, USES as SODIUM_RUN's.  */
#define ONE_BY_ONE_OUT(lib, ctx_type, cleanup, setup, run, prm, out, uses) \
  [lib] = { sizeof(ctx_type), one_by_one_setup, one_by_one_run, cleanup, \
	    (&(const struct one_by_one_param) { setup, run, prm, out }), \
	    uses },

#define SHAKE_PARAM(name, out_length) \
  (&(const struct ours_shake_param) { symcrypt_##name, out_length })
#define SHAKE_MANY(name, in_length)					\
  (&(const struct shake_many_param) { #name, symcrypt_##name,		\
				      symcrypt_##name##_many, in_length })
#define OSSL_XOF(name, out_length) \
  (&(const struct ossl_xof_param) { name, out_length })
#define OSSL_CHACHA(counter_size) \
  (&(const struct ossl_cipher_param) { "ChaCha20", counter_size })
#define SODIUM_STREAM(fn) \
  (&(const struct sodium_stream_param) { fn })
#define SODIUM_HASH(fn) \
  (&(const struct sodium_hash_param) { fn })
#define OURS_AEAD(name) \
  (&(const struct ours_aead_param) { symcrypt_##name##_seal, \
				     symcrypt_##name##_open })
#define OURS_AEGIS(name) \
  (&(const struct ours_aegis_param) { symcrypt_##name##_seal, \
				      symcrypt_##name##_open })
/* Beside libaegis: VARIANT its number (bench.h), DEGREE the
   instances.  */
#define LIBAEGIS(variant) (&(const struct libaegis_param) { variant })
#define AEGIS_ROWS(label, name, variant, degree)			\
  { label "-seal", "aegis", PER_BYTE, NULL, {				\
      OURS_RUN(ours_aegis_seal_run, OURS_AEGIS(name))			\
      [LIB_AEGIS] = { 1, NULL, libaegis_seal_run, NULL,			\
		      LIBAEGIS(variant), libaegis_features_##degree } } }, \
  { label "-open", "aegis", PER_BYTE, NULL, {				\
      OURS_CLEANUP(ours_aegis_open, struct ours_open_ctx,		\
		   OURS_AEGIS(name))					\
      [LIB_AEGIS] = { sizeof(struct libaegis_open_ctx),			\
		      libaegis_open_setup, libaegis_open_run,		\
		      libaegis_open_cleanup, LIBAEGIS(variant),		\
		      libaegis_features_##degree } } },
#define OURS_MODE(mode, open) \
  (&(const struct ours_mode_param) { OURS_##mode, open })
#define OSSL_AEAD(name, open) \
  (&(const struct ossl_aead_param) { name, open })
#define OURS_GCM(bits, open)						\
  (&(const struct ours_gcm_param) {					\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_gcm_set_key, \
    (int (*)(const void *, size_t, const uint8_t *, size_t,		\
	     const uint8_t *, size_t, uint8_t *, const uint8_t *))	\
      symcrypt_aes##bits##_gcm_seal,					\
    (int (*)(const void *, size_t, const uint8_t *, size_t,		\
	     const uint8_t *, size_t, uint8_t *, const uint8_t *))	\
      symcrypt_aes##bits##_gcm_open, open })
#define NETTLE_GCM(bits, open)						\
  (&(const struct nettle_gcm_param) {					\
    (void (*)(void *, const uint8_t *)) gcm_aes##bits##_set_key,	\
    (void (*)(void *, size_t, const uint8_t *)) gcm_aes##bits##_set_iv, \
    (void (*)(void *, size_t, const uint8_t *)) gcm_aes##bits##_update, \
    (void (*)(void *, size_t, uint8_t *, const uint8_t *))		\
      gcm_aes##bits##_encrypt,						\
    (void (*)(void *, size_t, uint8_t *, const uint8_t *))		\
      gcm_aes##bits##_decrypt,						\
    (void (*)(void *, size_t, uint8_t *)) gcm_aes##bits##_digest, open })
#define SODIUM_AEAD(name) \
  (&(const struct sodium_aead_param) { crypto_aead_##name##_encrypt, \
				       crypto_aead_##name##_decrypt })

/* A hash row is named NAME, or LABEL when NAME has a '_' that the
   row's name writes '-' (sha512-256).  The last argument, libsodium's
   implementation or nothing, is variadic because it holds commas once
   expanded.  */
#define HASH_ROW(name, family, ossl_name, nettle_meta, ...)		\
  HASH_ROW_AS(name, #name, family, ossl_name, nettle_meta, __VA_ARGS__)
#define HASH_ROW_AS(name, label, family, ossl_name, nettle_meta, ...)	\
  { label, family, PER_BYTE, NULL, {					\
      OURS(ours_##name, struct symcrypt_##name##_ctx, NULL)		\
      OPENSSL(ossl_digest, ossl_name)					\
      NETTLE(nettle_hash, struct nettle_hash_ctx, nettle_meta)		\
      __VA_ARGS__ } },

/* HMAC with a key set once, and with a key per message.  */
#define HMAC_ROWS(name, family, ossl_name, nettle_meta, ...)		\
  HMAC_ROWS_AS(name, #name, family, ossl_name, nettle_meta, __VA_ARGS__)
#define HMAC_ROWS_AS(name, label, family, ossl_name, nettle_meta, ...)	\
  { "hmac-" label, family, PER_BYTE, hmac_sizes, {			\
      OURS(ours_hmac_##name, struct symcrypt_hmac_##name##_ctx, NULL)	\
      OPENSSL(ossl_mac,							\
	      (&(const struct ossl_mac_param) { "HMAC", ossl_name, 0 }))	\
      NETTLE(nettle_hmac, struct nettle_hmac_ctx,			\
	     (&(const struct nettle_hmac_param) { nettle_meta, 0 }))	\
      __VA_ARGS__ } },							\
  { "hmac-" label "-oneshot", family, PER_BYTE, hmac_sizes, {		\
      OURS_RUN(ours_hmac_##name##_oneshot_run, NULL)			\
      OPENSSL(ossl_mac,							\
	      (&(const struct ossl_mac_param) { "HMAC", ossl_name, 1 }))	\
      NETTLE(nettle_hmac, struct nettle_hmac_ctx,			\
	     (&(const struct nettle_hmac_param) { nettle_meta, 1 }))	\
      __VA_ARGS__ } },

/* PBKDF2 with a digest's worth of output, or with LENGTH bytes (a
   multi-block output, whose blocks run side by side).  */
#define PBKDF2_ROW(name, NAME, family, ossl_name)			\
  PBKDF2_ROW_OUT(name, #name, family, ossl_name, SYMCRYPT_##NAME##_DIGEST_SIZE)
#define PBKDF2_ROW_OUT(name, label, family, ossl_name, length)		\
  { "pbkdf2-hmac-" label, family, PER_OP, pbkdf2_iterations, {		\
      OURS_RUN(ours_pbkdf2_run,						\
	       (&(const struct ours_pbkdf2_param) {			\
		 symcrypt_pbkdf2_hmac_##name, length }))		\
      OPENSSL(ossl_pbkdf2,						\
	      (&(const struct ossl_pbkdf2_param) { ossl_name, length })) \
      NETTLE_RUN(nettle_pbkdf2_run,					\
		 (&(const struct nettle_pbkdf2_param) {			\
		   pbkdf2_hmac_##name, length })) } },

/* Many messages at once: ours in one _many call, the others one
   message after the other.  */
#if HAVE_OPENSSL
# define OPENSSL_ONE_BY_ONE(prefix, prm)				\
  ONE_BY_ONE(LIB_OPENSSL, struct ossl_ctx, ossl_cleanup, prefix##_setup, \
	     prefix##_run, prm)
# define OPENSSL_ONE_BY_ONE_OUT(prefix, prm, out)			\
  ONE_BY_ONE_OUT(LIB_OPENSSL, struct ossl_ctx, ossl_cleanup,		\
		 prefix##_setup, prefix##_run, prm, out, NULL)
#else
# define OPENSSL_ONE_BY_ONE(prefix, prm)
# define OPENSSL_ONE_BY_ONE_OUT(prefix, prm, out)
#endif
#if HAVE_SODIUM
# define SODIUM_ONE_BY_ONE_OUT(run, out, uses)			\
  ONE_BY_ONE_OUT(LIB_SODIUM, char, NULL, NULL, run, NULL, out, uses)
#else
# define SODIUM_ONE_BY_ONE_OUT(run, out, uses)
#endif
#if HAVE_NETTLE
# define NETTLE_ONE_BY_ONE(prefix, ctx_type, prm)			\
  ONE_BY_ONE(LIB_NETTLE, ctx_type, NULL, prefix##_setup, prefix##_run, prm)
#else
# define NETTLE_ONE_BY_ONE(prefix, ctx_type, prm)
#endif

const struct bench_alg algorithms[] = {
  { "rc4", "arcfour", PER_BYTE, NULL, {
      OURS(ours_arcfour, struct symcrypt_arcfour_ctx, NULL)
      OPENSSL(ossl_cipher, (&(const struct ossl_cipher_param) { "RC4", 0 }))
      NETTLE(nettle_arcfour, struct arcfour_ctx, NULL) } },
  { "salsa20", "salsa20", PER_BYTE, NULL, {
      OURS(ours_salsa20, struct symcrypt_salsa20_ctx, NULL)
      NETTLE(nettle_salsa20, struct salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_salsa20_xor),
		 sodium_salsa20_features) } },
  { "salsa20r12", "salsa20", PER_BYTE, NULL, {
      OURS(ours_salsa20r12, struct symcrypt_salsa20_ctx, NULL)
      NETTLE(nettle_salsa20r12, struct salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_salsa2012_xor),
		 NULL) } },
  { "xsalsa20", "salsa20", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_xsalsa20_run, struct symcrypt_salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_xsalsa20_xor),
		 sodium_salsa20_features) } },
  { "chacha", "chacha", PER_BYTE, NULL, {
      OURS(ours_chacha, struct symcrypt_chacha_ctx, NULL)
      OPENSSL(ossl_cipher, OSSL_CHACHA(8))
      NETTLE(nettle_chacha, struct chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_chacha20_xor),
		 sodium_chacha_features) } },
  { "chacha32", "chacha", PER_BYTE, NULL, {
      OURS(ours_chacha32, struct symcrypt_chacha_ctx, NULL)
      OPENSSL(ossl_cipher, OSSL_CHACHA(4))
      NETTLE(nettle_chacha32, struct chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run,
		 SODIUM_STREAM(crypto_stream_chacha20_ietf_xor),
		 sodium_chacha_features) } },
  { "xchacha", "chacha", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_xchacha_run, struct symcrypt_chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_xchacha20_xor),
		 sodium_chacha_features) } },
  { "poly1305", "poly1305", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_poly1305_run, struct symcrypt_poly1305_ctx, NULL)
      OPENSSL(ossl_mac,
	      (&(const struct ossl_mac_param) { "POLY1305", NULL, 1 }))
      SODIUM_RUN(sodium_poly1305_run, NULL, NULL) } },
  { "chacha-poly1305-seal", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_RUN(ours_seal_run, OURS_AEAD(chacha_poly1305))
      OPENSSL(ossl_aead, OSSL_AEAD("ChaCha20-Poly1305", 0))
      NETTLE(nettle_aead, struct nettle_aead_ctx, NULL)
      SODIUM_RUN(sodium_seal_run, SODIUM_AEAD(chacha20poly1305_ietf),
		 sodium_chacha_features) } },
  { "chacha-poly1305-open", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_open, struct ours_open_ctx,
		   OURS_AEAD(chacha_poly1305))
      OPENSSL(ossl_aead, OSSL_AEAD("ChaCha20-Poly1305", 1))
      NETTLE_CLEANUP(nettle_aead, struct nettle_aead_ctx, "open")
      SODIUM_CLEANUP(sodium_open, struct sodium_open_ctx,
		     SODIUM_AEAD(chacha20poly1305_ietf),
		     sodium_chacha_features) } },
  /* Neither OpenSSL 3.0 nor Nettle 3.8 has XChaCha20-Poly1305 or the
     secretbox.  */
  { "xchacha-poly1305-seal", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_RUN(ours_seal_run, OURS_AEAD(xchacha_poly1305))
      SODIUM_RUN(sodium_seal_run, SODIUM_AEAD(xchacha20poly1305_ietf),
		 sodium_chacha_features) } },
  { "xchacha-poly1305-open", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_open, struct ours_open_ctx,
		   OURS_AEAD(xchacha_poly1305))
      SODIUM_CLEANUP(sodium_open, struct sodium_open_ctx,
		     SODIUM_AEAD(xchacha20poly1305_ietf),
		     sodium_chacha_features) } },
  { "secretbox-seal", "salsa20+poly1305", PER_BYTE, NULL, {
      OURS_RUN(ours_secretbox_seal_run, NULL)
      SODIUM_RUN(sodium_secretbox_seal_run, NULL, sodium_salsa20_features) } },
  { "secretbox-open", "salsa20+poly1305", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_secretbox_open, struct ours_open_ctx, NULL)
      SODIUM_CLEANUP(sodium_secretbox_open, struct sodium_open_ctx, NULL,
		     sodium_salsa20_features) } },
  /* libsodium's secretstream, a message of the row's size at a time
     (OpenSSL and Nettle have none).  */
  { "secretstream-push", "chacha+poly1305", PER_BYTE, secretstream_sizes, {
      OURS_CLEANUP(ours_stream_push, struct ours_stream_ctx, NULL)
      SODIUM_CLEANUP(sodium_stream_push, struct sodium_stream_ctx, NULL,
		     sodium_chacha_features) } },
  { "secretstream-pull", "chacha+poly1305", PER_BYTE, secretstream_sizes, {
      OURS_CLEANUP(ours_stream_pull, struct ours_stream_ctx, NULL)
      SODIUM_CLEANUP(sodium_stream_pull, struct sodium_stream_ctx, NULL,
		     sodium_chacha_features) } },
  /* AES: the 12-byte nonce and the associated data of the other
     AEADs.  libsodium has AES-256-GCM only where the CPU has AES-NI
     and PCLMULQDQ, and uses them whatever the tier; its cells are
     marked where that is beyond the tier.  */
  { "aes128-gcm-seal", "aes+ghash", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_gcm, struct ours_gcm_ctx, OURS_GCM(128, 0))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-128-GCM", 0))
      NETTLE_CLEANUP(nettle_gcm, struct nettle_gcm_ctx, NETTLE_GCM(128, 0)) } },
  { "aes128-gcm-open", "aes+ghash", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_gcm, struct ours_gcm_ctx, OURS_GCM(128, 1))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-128-GCM", 1))
      NETTLE_CLEANUP(nettle_gcm, struct nettle_gcm_ctx, NETTLE_GCM(128, 1)) } },
  /* The streaming functions' cost over seal; OpenSSL's EVP row is
     seal's.  */
  { "aes128-gcm-stream", "aes+ghash", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_aes128_gcm_stream, struct ours_gcm_ctx,
		   OURS_GCM(128, 0))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-128-GCM", 0)) } },
  { "aes256-gcm-seal", "aes+ghash", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_gcm, struct ours_gcm_ctx, OURS_GCM(256, 0))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-256-GCM", 0))
      NETTLE_CLEANUP(nettle_gcm, struct nettle_gcm_ctx, NETTLE_GCM(256, 0))
      SODIUM_SETUP_RUN(sodium_aesgcm, sodium_seal_run,
		       SODIUM_AEAD(aes256gcm), sodium_aesgcm_features) } },
  { "aes256-gcm-open", "aes+ghash", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_gcm, struct ours_gcm_ctx, OURS_GCM(256, 1))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-256-GCM", 1))
      NETTLE_CLEANUP(nettle_gcm, struct nettle_gcm_ctx, NETTLE_GCM(256, 1))
      SODIUM_CLEANUP(sodium_aesgcm_open, struct sodium_open_ctx,
		     SODIUM_AEAD(aes256gcm), sodium_aesgcm_features) } },
  /* AEGIS (draft-irtf-cfrg-aegis-aead), a 16-byte tag; neither OpenSSL
     3.0, Nettle 3.8 nor libsodium 1.0.18 has it.  */
  AEGIS_ROWS("aegis128l", aegis128l, 0, 1)
  AEGIS_ROWS("aegis128x2", aegis128x2, 1, 2)
  AEGIS_ROWS("aegis128x4", aegis128x4, 2, 4)
  AEGIS_ROWS("aegis256", aegis256, 3, 1)
  AEGIS_ROWS("aegis256x2", aegis256x2, 4, 2)
  AEGIS_ROWS("aegis256x4", aegis256x4, 5, 4)
  { "aegis128l-mac", "aegis", PER_BYTE, NULL, {
      OURS_RUN(ours_aegis128l_mac_run, NULL)
      [LIB_AEGIS] = { 1, libaegis_mac_setup, libaegis_mac_run, NULL,
		      LIBAEGIS(0), libaegis_features_1 } } },
  { "aes128-ctr", "aes", PER_BYTE, NULL, {
      OURS(ours_aes128_ctr, struct symcrypt_aes128_ctr_ctx, NULL)
      OPENSSL(ossl_cipher,
	      (&(const struct ossl_cipher_param) { "AES-128-CTR", 16 }))
      NETTLE(nettle_aes128_ctr, struct aes128_ctx, NULL) } },
  { "aes128-cbc-decrypt", "aes", PER_BYTE, NULL, {
      OURS(ours_aes128_cbc_decrypt, struct symcrypt_aes128_ctx, NULL)
      OPENSSL(ossl_cbc_decrypt, "AES-128-CBC")
      NETTLE(nettle_aes128_cbc_decrypt, struct aes128_ctx, NULL) } },
  /* The modes over the AES block functions: XTS as one data unit of
     LENGTH bytes and as 512-byte sectors (dm-crypt's plain64), CMAC
     with the key set once.  */
  { "aes128-xts", "xts", PER_BYTE, xts_sizes, {
      OURS(ours_aes128_xts, struct symcrypt_aes128_xts_ctx, NULL)
      OPENSSL(ossl_cipher,
	      (&(const struct ossl_cipher_param) { "AES-128-XTS", 16 }))
      NETTLE(nettle_aes128_xts, struct xts_aes128_key, NULL) } },
  { "aes128-xts-512", "xts", PER_BYTE, xts_sizes, {
      OURS(ours_aes128_xts_sectors, struct symcrypt_aes128_xts_ctx, NULL)
      OPENSSL(ossl_xts_sectors,
	      (&(const struct ossl_cipher_param) { "AES-128-XTS", 16 }))
      NETTLE(nettle_aes128_xts_sectors, struct xts_aes128_key, NULL) } },
  { "aes256-xts", "xts", PER_BYTE, xts_sizes, {
      OURS(ours_aes256_xts, struct symcrypt_aes256_xts_ctx, NULL)
      OPENSSL(ossl_aes256_xts, NULL)
      NETTLE(nettle_aes256_xts, struct xts_aes256_key, NULL) } },
  { "aes128-cmac", "aes", PER_BYTE, NULL, {
      OURS(ours_aes128_cmac, struct symcrypt_aes128_cmac_ctx, NULL)
      OPENSSL(ossl_cmac, "AES-128-CBC")
      NETTLE(nettle_aes128_cmac, struct cmac_aes128_ctx, NULL) } },
  /* Key wrap (RFC 3394) of LENGTH bytes of key data, the key set
     once; every library takes 16 bytes up to 8 KiB in multiples of
     8.  */
  { "aes128-keywrap", "aes", PER_BYTE, keywrap_sizes, {
      OURS(ours_aes128_keywrap, struct symcrypt_aes128_ctx, NULL)
      OPENSSL(ossl_keywrap, "AES-128-WRAP")
      NETTLE(nettle_aes128_keywrap, struct aes128_ctx, NULL) } },
  /* The authenticated encryption modes of symcrypt/aes-modes.h:
     12-byte nonce, 16-byte tag, 13 bytes of AD.  OpenSSL 3.0 and
     Nettle 3.8 have no AES-GCM-SIV: its rows stand beside
     aes128-gcm-seal and -open, aes256-gcm-siv's beside aes256-gcm's.  */
  { "aes128-gcm-siv-seal", "aes+polyval", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx, OURS_MODE(GCM_SIV, 0)) } },
  { "aes128-gcm-siv-open", "aes+polyval", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx, OURS_MODE(GCM_SIV, 1)) } },
  { "aes256-gcm-siv-seal", "aes+polyval", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx,
		   OURS_MODE(GCM_SIV256, 0)) } },
  { "aes256-gcm-siv-open", "aes+polyval", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx,
		   OURS_MODE(GCM_SIV256, 1)) } },
  { "aes128-ccm", "aes", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx, OURS_MODE(CCM, 0))
      OPENSSL(ossl_ccm, "AES-128-CCM")
      NETTLE(nettle_aes128_ccm, struct ccm_aes128_ctx, NULL) } },
  { "aes128-ocb", "aes", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx, OURS_MODE(OCB, 0))
      OPENSSL(ossl_aead, OSSL_AEAD("AES-128-OCB", 0)) } },
  /* AES-SIV's key goes with each message (RFC 5297's one-call
     interface, ours), as OpenSSL's EVP row sets it: Nettle's row sets
     its key for each message too, so that the three do the same
     work.  */
  { "aes128-siv", "aes", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_mode, struct ours_mode_ctx, OURS_MODE(SIV, 0))
      OPENSSL(ossl_siv, "AES-128-SIV")
      NETTLE(nettle_aes128_siv, struct siv_cmac_aes128_ctx, NULL) } },
  HASH_ROW(md5, "md5", "MD5", &nettle_md5, )
  HASH_ROW(sha1, "sha1", "SHA1", &nettle_sha1, )
  HASH_ROW(sha224, "sha256", "SHA224", &nettle_sha224, )
  HASH_ROW(sha256, "sha256", "SHA256", &nettle_sha256,
	   SODIUM_RUN(sodium_hash_run, SODIUM_HASH(crypto_hash_sha256), NULL))
  HASH_ROW(sha384, "sha512", "SHA384", &nettle_sha384, )
  HASH_ROW(sha512, "sha512", "SHA512", &nettle_sha512,
	   SODIUM_RUN(sodium_hash_run, SODIUM_HASH(crypto_hash_sha512), NULL))
  HASH_ROW_AS(sha512_224, "sha512-224", "sha512", "SHA512-224",
	      &nettle_sha512_224, )
  HASH_ROW_AS(sha512_256, "sha512-256", "sha512", "SHA512-256",
	      &nettle_sha512_256, )
  HMAC_ROWS(md5, "md5", "MD5", &nettle_md5, )
  HMAC_ROWS(sha1, "sha1", "SHA1", &nettle_sha1, )
  HMAC_ROWS(sha224, "sha256", "SHA224", &nettle_sha224, )
  HMAC_ROWS(sha256, "sha256", "SHA256", &nettle_sha256,
	    SODIUM_RUN(sodium_hmac256_run, NULL, NULL))
  HMAC_ROWS(sha384, "sha512", "SHA384", &nettle_sha384, )
  HMAC_ROWS(sha512, "sha512", "SHA512", &nettle_sha512,
	    SODIUM_RUN(sodium_hmac512_run, NULL, NULL))
  HMAC_ROWS_AS(sha512_224, "sha512-224", "sha512", "SHA512-224",
	       &nettle_sha512_224, )
  HMAC_ROWS_AS(sha512_256, "sha512-256", "sha512", "SHA512-256",
	       &nettle_sha512_256, )
  /* SHA-3.  The SHAKE rows give 32 bytes of output; the -out rows
     squeeze LENGTH bytes from 32 bytes of input.  Nettle 3.8 has
     SHAKE256 only, and no KMAC.  */
  HASH_ROW_AS(sha3_224, "sha3-224", "keccak", "SHA3-224", &nettle_sha3_224, )
  HASH_ROW_AS(sha3_256, "sha3-256", "keccak", "SHA3-256", &nettle_sha3_256, )
  HASH_ROW_AS(sha3_384, "sha3-384", "keccak", "SHA3-384", &nettle_sha3_384, )
  HASH_ROW_AS(sha3_512, "sha3-512", "keccak", "SHA3-512", &nettle_sha3_512, )
  { "shake128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_shake_run, SHAKE_PARAM(shake128, 32))
      OPENSSL(ossl_xof, OSSL_XOF("SHAKE128", 32)) } },
  { "shake256", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_shake_run, SHAKE_PARAM(shake256, 32))
      OPENSSL(ossl_xof, OSSL_XOF("SHAKE256", 32))
      NETTLE(nettle_shake256, struct nettle_hash_ctx,
	     SHAKE_PARAM(shake256, 32)) } },
  { "shake128-out", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_shake_run, SHAKE_PARAM(shake128, 0))
      OPENSSL(ossl_xof, OSSL_XOF("SHAKE128", 0)) } },
  { "shake256-out", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_shake_run, SHAKE_PARAM(shake256, 0))
      OPENSSL(ossl_xof, OSSL_XOF("SHAKE256", 0))
      NETTLE(nettle_shake256, struct nettle_hash_ctx,
	     SHAKE_PARAM(shake256, 0)) } },
  { "kmac128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_kmac128_run, NULL)
      OPENSSL(ossl_mac,
	      (&(const struct ossl_mac_param) { "KMAC-128", NULL, 0 })) } },
  /* SP 800-185; no peer has them.  */
  { "tuplehash128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_tuplehash128_run, NULL) } },
  { "parallelhash128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_parallelhash128_run, NULL) } },
  /* RFC 9861.  Compare with shake128 at the same sizes (the issue's:
     -s 64,1k,16k,1024k); KT128 beside XKCP's where it is at hand.  */
  { "turboshake128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_turboshake128_run, NULL) } },
  { "kt128", "keccak", PER_BYTE, NULL, {
      OURS_RUN(ours_kt128_run, NULL)
      [LIB_XKCP] = { 1, NULL, xkcp_kt128_run, NULL, NULL, xkcp_features } } },
  HMAC_ROWS_AS(sha3_256, "sha3-256", "keccak", "SHA3-256", &nettle_sha3_256, )
  { "sha3-256-many", "keccak", PER_BYTE, many_sizes, {
      OURS(ours_sha3_256_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE(ossl_digest, "SHA3-256")
      NETTLE_ONE_BY_ONE(nettle_hash, struct nettle_hash_ctx, &nettle_sha3_256) } },
  /* SHAKE over 1000 messages of 34 bytes (SHAKE128) and 33 bytes
     (SHAKE256), as ML-KEM's seeds and indices; MB/s of output.  The
     -loop rows are our one-message SHAKE on each in turn.  */
  { "shake128-many", "keccak", PER_BYTE, shake128_many_sizes, {
      OURS(ours_shake_many, struct ours_many_ctx, SHAKE_MANY(shake128, 34))
      OPENSSL(ossl_xof_many, SHAKE_MANY(shake128, 34)) } },
  { "shake128-many-loop", "keccak", PER_BYTE, shake128_many_sizes, {
      OURS(ours_shake_loop, char, SHAKE_MANY(shake128, 34)) } },
  { "shake256-many", "keccak", PER_BYTE, shake256_many_sizes, {
      OURS(ours_shake_many, struct ours_many_ctx, SHAKE_MANY(shake256, 33))
      OPENSSL(ossl_xof_many, SHAKE_MANY(shake256, 33)) } },
  { "shake256-many-loop", "keccak", PER_BYTE, shake256_many_sizes, {
      OURS(ours_shake_loop, char, SHAKE_MANY(shake256, 33)) } },
  { "hmac-sha3-256-many", "keccak", PER_BYTE, many_sizes, {
      OURS(ours_hmac_sha3_256_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE(ossl_mac,
			 (&(const struct ossl_mac_param) { "HMAC", "SHA3-256", 0 }))
      NETTLE_ONE_BY_ONE(nettle_hmac, struct nettle_hmac_ctx,
			(&(const struct nettle_hmac_param) { &nettle_sha3_256, 0 })) } },
  { "sha256-many", "sha256", PER_BYTE, many_sizes, {
      OURS(ours_sha256_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE(ossl_digest, "SHA256")
      NETTLE_ONE_BY_ONE(nettle_hash, struct nettle_hash_ctx, &nettle_sha256) } },
  { "hmac-sha256-many", "sha256", PER_BYTE, many_sizes, {
      OURS(ours_hmac_sha256_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE(ossl_mac,
			 (&(const struct ossl_mac_param) { "HMAC", "SHA256", 0 }))
      NETTLE_ONE_BY_ONE(nettle_hmac, struct nettle_hmac_ctx,
			(&(const struct nettle_hmac_param) { &nettle_sha256, 0 })) } },
  /* scrypt: hashes a second at each N; with p = 2 ours runs the two
     ROMix lanes side by side.  */
  { "scrypt", "scrypt", PER_OP, scrypt_costs, {
      OURS_RUN(ours_scrypt_run, (&(const struct scrypt_row_param) { 1 }))
      OPENSSL(ossl_scrypt, (&(const struct scrypt_row_param) { 1 }))
      SODIUM_RUN(sodium_scrypt_run, (&(const struct scrypt_row_param) { 1 }),
		 NULL) } },
  { "scrypt-p2", "scrypt", PER_OP, scrypt_p2_costs, {
      OURS_RUN(ours_scrypt_run, (&(const struct scrypt_row_param) { 2 }))
      OPENSSL(ossl_scrypt, (&(const struct scrypt_row_param) { 2 }))
      SODIUM_RUN(sodium_scrypt_run, (&(const struct scrypt_row_param) { 2 }),
		 NULL) } },
  /* SipHash-2-4, 64-bit output.  */
  { "siphash24", "siphash", PER_BYTE, siphash_sizes, {
      OURS_RUN(ours_siphash24_run, NULL)
      OPENSSL(ossl_siphash, NULL)
      SODIUM_RUN(sodium_siphash24_run, NULL, NULL) } },
  /* BLAKE2b-512 and BLAKE2s-256; libsodium has BLAKE2b only.  */
  { "blake2b", "blake2b", PER_BYTE, NULL, {
      OURS(ours_blake2b, struct symcrypt_blake2b_ctx, NULL)
      OPENSSL(ossl_digest, "BLAKE2B-512")
      SODIUM_RUN(sodium_generichash_run, NULL, sodium_blake2b_features) } },
  { "blake2s", "blake2s", PER_BYTE, NULL, {
      OURS(ours_blake2s, struct symcrypt_blake2s_ctx, NULL)
      OPENSSL(ossl_digest, "BLAKE2S-256") } },
  { "blake2b-many", "blake2b", PER_BYTE, many_sizes, {
      OURS(ours_blake2b_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE_OUT(ossl_digest, "BLAKE2B-512",
			     SYMCRYPT_BLAKE2B_DIGEST_SIZE)
      SODIUM_ONE_BY_ONE_OUT(sodium_generichash_run,
			    SYMCRYPT_BLAKE2B_DIGEST_SIZE,
			    sodium_blake2b_features) } },
  { "blake2s-many", "blake2s", PER_BYTE, many_sizes, {
      OURS(ours_blake2s_many, struct ours_many_ctx, NULL)
      OPENSSL_ONE_BY_ONE_OUT(ossl_digest, "BLAKE2S-256",
			     SYMCRYPT_BLAKE2S_DIGEST_SIZE) } },
  /* BLAKE3 beside the official implementation (OpenSSL 3.0, Nettle and
     libsodium have none); the stream row goes through init, update
     and output (the crate: Hasher's new, update and finalize); the
     many-message row hashes MANY_COUNT messages with one call, the
     crate one message after the other.  */
  { "blake3", "blake3", PER_BYTE, NULL, {
      OURS_RUN(ours_blake3_run, NULL)
      [LIB_RUST] = { 1, NULL, rust_blake3_run, NULL, NULL,
		     rust_blake3_features } } },
  { "blake3-stream", "blake3", PER_BYTE, NULL, {
      OURS_RUN(ours_blake3_stream_run, NULL)
      [LIB_RUST] = { 1, NULL, rust_blake3_stream_run, NULL, NULL,
		     rust_blake3_features } } },
  { "blake3-many", "blake3", PER_BYTE, many_sizes, {
      OURS(ours_blake3_many, struct ours_many_ctx, NULL)
      [LIB_RUST] = { 1, one_by_one_setup, one_by_one_run, NULL,
		     (&(const struct one_by_one_param) {
		       NULL, rust_blake3_run, NULL, 32 }),
		     rust_blake3_features } } },
  { "tz", "tz", PER_BYTE, NULL, {
      OURS(ours_tz, struct symcrypt_tz_ctx, NULL)
      RUN_ONLY(LIB_GO, go_tzhash_run, NULL) } },
  PBKDF2_ROW(sha1, SHA1, "sha1", "SHA1")
  PBKDF2_ROW_OUT(sha1, "sha1-32", "sha1", "SHA1", 32)
  PBKDF2_ROW_OUT(sha1, "sha1-64", "sha1", "SHA1", 64)
  PBKDF2_ROW(sha256, SHA256, "sha256", "SHA256")
  PBKDF2_ROW_OUT(sha256, "sha256-20", "sha256", "SHA256", 20)
  PBKDF2_ROW_OUT(sha256, "sha256-64", "sha256", "SHA256", 64)
  PBKDF2_ROW(sha384, SHA384, "sha512", "SHA384")
  PBKDF2_ROW(sha512, SHA512, "sha512", "SHA512")
  /* Nettle 3.8 has no HMAC-SHA512/256.  */
  { "pbkdf2-hmac-sha512-256", "sha512", PER_OP, pbkdf2_iterations, {
      OURS_RUN(ours_pbkdf2_run,
	       (&(const struct ours_pbkdf2_param) {
		 symcrypt_pbkdf2_hmac_sha512_256,
		 SYMCRYPT_SHA512_256_DIGEST_SIZE }))
      OPENSSL(ossl_pbkdf2,
	      (&(const struct ossl_pbkdf2_param) {
		"SHA512-256", SYMCRYPT_SHA512_256_DIGEST_SIZE })) } },
  /* Argon2id, a hash an operation; the size is the memory in KiB.  */
  { "argon2id-t3-p1", "argon2", PER_OP, argon2_64m, {
      OURS_RUN(ours_argon2id_run,
	       (&(const struct argon2_row_param) { 3, 1, 1 }))
      SODIUM_RUN(sodium_argon2id_run,
		 (&(const struct argon2_row_param) { 3, 1, 1 }),
		 sodium_argon2_features)
      ARGON2_RUN((&(const struct argon2_row_param) { 3, 1, 1 })) } },
  { "argon2id-t2-p2-threads2", "argon2", PER_OP, argon2_256m, {
      OURS_RUN(ours_argon2id_run,
	       (&(const struct argon2_row_param) { 2, 2, 2 }))
      ARGON2_RUN((&(const struct argon2_row_param) { 2, 2, 2 })) } },
  { "argon2id-t1-p1", "argon2", PER_OP, argon2_1g, {
      OURS_RUN(ours_argon2id_run,
	       (&(const struct argon2_row_param) { 1, 1, 1 }))
      SODIUM_RUN(sodium_argon2id_run,
		 (&(const struct argon2_row_param) { 1, 1, 1 }),
		 sodium_argon2_features)
      ARGON2_RUN((&(const struct argon2_row_param) { 1, 1, 1 })) } },
};
const size_t n_algorithms = sizeof(algorithms) / sizeof(algorithms[0]);

/* Argon2 (RFC 9106, 3.2 and 3.4): each of the m 1-KiB blocks of each
   of the t passes is computed from two blocks read and is written
   once, 3 t m KiB a hash, as doc/argon2.md counts it (later passes
   also read the block they overwrite, which this leaves out).  scrypt
   (RFC 7914, 5 and 6): each of the p ROMix writes its table of N
   blocks of 128 r bytes and reads N of them back, 2 p 128 r N bytes a
   hash.  The rows' size is m in KiB and N; r is 8.  */
double
memory_traffic(const struct bench_alg *alg, size_t size)
{
  const struct bench_impl *ours = &alg->impl[LIB_OURS];

  if (ours->run == ours_argon2id_run)
    {
      const struct argon2_row_param *p = ours->param;
      return 3.0 * p->t_cost * 1024 * (double) size;
    }
  if (ours->run == ours_scrypt_run)
    {
      const struct scrypt_row_param *p = ours->param;
      return 2.0 * p->p * 128 * 8 * (double) size;
    }
  return 0;
}
