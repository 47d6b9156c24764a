/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* bench.h -- what the files of symcrypt-benchmark share.

   main.c       options and the run over all rows
   cases.c      the libraries and the table of algorithms
   ours.c, openssl.c, nettle.c, sodium.c, go.c
                one library each: the adapters the table points to
   timing.c     clocks, the cycle counter, CPU pinning, the load probe
   measure.c    batches, clean or not, and medians per row
   output.c     the table, CSV and JSON output
   tier.c       --tier: CPU tiers, the re-executed runs, the summary  */

#ifndef SYMCRYPT_BENCH_H
#define SYMCRYPT_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include <symcrypt/symcrypt.h>

/* SYMCRYPT_CPU_*: the feature bits of src/features.tab.  */
#include "impl.h"

#if HAVE_OPENSSL
# include <openssl/evp.h>
#endif
#if HAVE_NETTLE
# include <nettle/arcfour.h>
# include <nettle/chacha.h>
# include <nettle/chacha-poly1305.h>
# include <nettle/salsa20.h>
# include <nettle/aes.h>
# include <nettle/ccm.h>
# include <nettle/cmac.h>
# include <nettle/gcm.h>
# include <nettle/nist-keywrap.h>
# include <nettle/siv-cmac.h>
# include <nettle/xts.h>
#endif

/* The same key, nonce and associated data for every library.  */
extern const uint8_t bench_key[32];
extern const uint8_t bench_xts256_key[64];
extern const uint8_t bench_nonce[24];
extern const uint8_t bench_ad[13];
/* AEGIS's nonce: 32 bytes, bench_nonce and 8 more (the first 16 for
   the 128 variants).  */
extern const uint8_t bench_aegis_nonce[32];
#define RC4_KEY_SIZE 16
#define SALT_SIZE 16		/* PBKDF2 salt: the first bytes of bench_nonce */

/* ------------------------------------------------------------------ */
/* The table's types.  */

enum library { LIB_OURS, LIB_OPENSSL, LIB_NETTLE, LIB_SODIUM, LIB_GO, LIB_RUST,
	       LIB_ARGON2, LIB_AEGIS, LIB_XKCP, N_LIBS };

extern const char *const library_names[N_LIBS];
extern const char *const library_ids[N_LIBS];
extern const char *library_versions[N_LIBS];
extern int have_library[N_LIBS];

struct bench_impl
{
  size_t ctx_size;
  /* Prepares CTX (zeroed) for messages of LENGTH bytes, or for
     LENGTH iterations in a per-operation row; SRC is the message.
     Returns 0, or -1 when the library cannot run this here.  NULL when
     there is nothing to prepare.  */
  int (*setup)(void *ctx, const void *param, size_t length,
	       const uint8_t *src);
  /* Processes one message from SRC, writing any output to DST.  NULL
     when the library does not have the algorithm.  */
  void (*run)(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src);
  /* Releases what setup allocated; NULL when nothing.  */
  void (*cleanup)(void *ctx);
  const void *param;
  /* For a library the tier may fail to limit (libsodium): the
     SYMCRYPT_CPU_* features its code for this row uses on this CPU.
     NULL when the library obeys the tier, or uses nothing beyond
     SSE2.  */
  unsigned (*features)(void);
};

enum unit { PER_BYTE, PER_OP };

struct bench_alg
{
  const char *name;
  /* symcrypt_implementation names, separated by '+', for the impl
     column (symcrypt_implementation_for_length of each at the row's
     size); NULL when the algorithm has no replaceable function
     (portable C only).  */
  const char *family;
  enum unit unit;
  /* Sizes (PER_OP: iterations) when not the -s list; 0-terminated.  */
  const size_t *sizes;
  struct bench_impl impl[N_LIBS];
};

extern const struct bench_alg algorithms[];
extern const size_t n_algorithms;

/* The bytes of memory a hash of the memory-hard row ALG at SIZE
   reads and writes; 0 for the other rows.  */
double memory_traffic(const struct bench_alg *alg, size_t size);

/* Finds the libraries linked in and their versions.  */
void init_libraries(void);

/* The adapters' prototypes.  */
#define BENCH_SETUP(prefix)						\
  int prefix##_setup(void *ctx, const void *param, size_t length,	\
		     const uint8_t *src)
#define BENCH_RUN(prefix)						\
  void prefix##_run(void *ctx, const void *param, size_t length,	\
		    uint8_t *dst, const uint8_t *src)
#define BENCH_CLEANUP(prefix) void prefix##_cleanup(void *ctx)

/* ------------------------------------------------------------------ */
/* ours.c  */

BENCH_SETUP(ours_arcfour); BENCH_RUN(ours_arcfour);
BENCH_SETUP(ours_salsa20); BENCH_RUN(ours_salsa20);
#define ours_salsa20r12_setup ours_salsa20_setup
BENCH_RUN(ours_salsa20r12);
BENCH_RUN(ours_xsalsa20);
BENCH_SETUP(ours_chacha); BENCH_RUN(ours_chacha);
#define ours_chacha32_setup ours_chacha_setup
BENCH_RUN(ours_chacha32);
BENCH_RUN(ours_xchacha);
BENCH_RUN(ours_poly1305);

/* An AEAD with associated data: PARAM gives its one-shot functions
   (ChaCha20-Poly1305, XChaCha20-Poly1305).  */
struct ours_aead_param
{
  int (*seal)(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  int (*open)(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
};
BENCH_RUN(ours_seal);

/* Open: a valid ciphertext of the message, made by setup.  */
struct ours_open_ctx
{
  uint8_t *ct;
};
BENCH_SETUP(ours_open); BENCH_RUN(ours_open); BENCH_CLEANUP(ours_open);

/* The secretstream: push from a state set by init_pull on a fixed
   header, so that the first message's bytes are libsodium's; pull of
   one message from a saved state each time.  */
struct ours_stream_ctx
{
  struct symcrypt_secretstream_ctx start, state;
  uint8_t *ct;
};
BENCH_SETUP(ours_stream_push); BENCH_RUN(ours_stream_push);
BENCH_SETUP(ours_stream_pull); BENCH_RUN(ours_stream_pull);
BENCH_CLEANUP(ours_stream);
#define ours_stream_push_cleanup ours_stream_cleanup
#define ours_stream_pull_cleanup ours_stream_cleanup

/* The secretbox, whose open uses struct ours_open_ctx too.  */
BENCH_RUN(ours_secretbox_seal);
BENCH_SETUP(ours_secretbox_open); BENCH_RUN(ours_secretbox_open);
#define ours_secretbox_open_cleanup ours_open_cleanup

/* AES-GCM with any key size: PARAM gives its functions, with the
   contexts' types left out, and whether the row is open's.  */
struct ours_gcm_param
{
  void (*set_key)(void *, const uint8_t *);
  int (*seal)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  int (*open)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  int open_row;
};
struct ours_gcm_ctx
{
  struct symcrypt_aes256_gcm_key key;	/* the largest */
  uint8_t *ct;
};
BENCH_SETUP(ours_gcm); BENCH_RUN(ours_gcm); BENCH_CLEANUP(ours_gcm);
/* Streaming AES-128-GCM: start, the associated data, the message in
   one encrypt call, digest; in struct ours_gcm_ctx.  */
BENCH_RUN(ours_aes128_gcm_stream);
#define ours_aes128_gcm_stream_setup ours_gcm_setup
#define ours_aes128_gcm_stream_cleanup ours_gcm_cleanup

/* AEGIS: PARAM gives a variant's seal and open (symcrypt/aegis.h), run
   with a 16-byte tag; open takes a valid ciphertext that setup made
   (struct ours_open_ctx).  The MAC row is AEGIS-128L's, 16-byte tag.  */
struct ours_aegis_param
{
  int (*seal)(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
	      size_t, size_t, uint8_t *, const uint8_t *);
  int (*open)(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
	      size_t, size_t, uint8_t *, const uint8_t *);
};
BENCH_RUN(ours_aegis_seal);
BENCH_SETUP(ours_aegis_open); BENCH_RUN(ours_aegis_open);
BENCH_CLEANUP(ours_aegis_open);
BENCH_RUN(ours_aegis128l_mac);
BENCH_SETUP(ours_aes128_ctr); BENCH_RUN(ours_aes128_ctr);
BENCH_SETUP(ours_aes128_cbc_decrypt); BENCH_RUN(ours_aes128_cbc_decrypt);
BENCH_SETUP(ours_aes128_xts); BENCH_RUN(ours_aes128_xts);
BENCH_SETUP(ours_aes128_xts_sectors); BENCH_RUN(ours_aes128_xts_sectors);
BENCH_SETUP(ours_aes256_xts); BENCH_RUN(ours_aes256_xts);
BENCH_SETUP(ours_aes128_cmac); BENCH_RUN(ours_aes128_cmac);
/* AES-128 key wrap (RFC 3394) of LENGTH bytes, a multiple of 8 from
   16 to SYMCRYPT_AES_KEYWRAP_MAX_SIZE, the key set once.  */
BENCH_SETUP(ours_aes128_keywrap); BENCH_RUN(ours_aes128_keywrap);
/* The authenticated encryption modes of symcrypt/aes-modes.h with
   AES-128 (and AES-256 for GCM-SIV): MODE's seal, or open of the valid
   message setup made.  */
enum ours_mode { OURS_CCM, OURS_OCB, OURS_SIV, OURS_GCM_SIV,
		 OURS_GCM_SIV256 };
struct ours_mode_param
{
  enum ours_mode mode;
  int open_row;
};
struct ours_mode_ctx
{
  union
  {
    struct symcrypt_aes128_ctx aes;
    struct symcrypt_aes128_ocb_key ocb;
    struct symcrypt_aes128_gcm_siv_key gcm_siv;
    struct symcrypt_aes256_gcm_siv_key gcm_siv256;
  } key;
  uint8_t *ct;
};
BENCH_SETUP(ours_mode); BENCH_RUN(ours_mode); BENCH_CLEANUP(ours_mode);

#define OURS_HASH_DECLS(name)					\
  BENCH_SETUP(ours_##name); BENCH_RUN(ours_##name);		\
  BENCH_SETUP(ours_hmac_##name); BENCH_RUN(ours_hmac_##name);	\
  BENCH_RUN(ours_hmac_##name##_oneshot);
OURS_HASH_DECLS(md5)
OURS_HASH_DECLS(sha1)
OURS_HASH_DECLS(sha224)
OURS_HASH_DECLS(sha256)
OURS_HASH_DECLS(sha384)
OURS_HASH_DECLS(sha512)
OURS_HASH_DECLS(sha512_224)
OURS_HASH_DECLS(sha512_256)
OURS_HASH_DECLS(sha3_224)
OURS_HASH_DECLS(sha3_256)
OURS_HASH_DECLS(sha3_384)
OURS_HASH_DECLS(sha3_512)

/* SHAKE: LENGTH bytes in and OUT_LENGTH out, or, when OUT_LENGTH is
   0, XOF_INPUT bytes in and LENGTH out (the squeezing speed).  The
   other libraries' XOF adapters take the same numbers.  */
#define XOF_INPUT 32
struct ours_shake_param
{
  void (*shake)(size_t, const uint8_t *, size_t, uint8_t *);
  size_t out_length;
};
BENCH_RUN(ours_shake);
/* KMAC128 under bench_key, no customization, 32 bytes out.  */
BENCH_RUN(ours_kmac128);
/* TupleHash128 of one string of LENGTH bytes and ParallelHash128 of
   LENGTH bytes in blocks of 8192, no customization, 32 bytes out.  */
BENCH_RUN(ours_tuplehash128);
BENCH_RUN(ours_parallelhash128);
/* TurboSHAKE128 (domain byte 1F) and KT128 (no customization) of
   LENGTH bytes, 32 bytes out.  */
BENCH_RUN(ours_turboshake128);
BENCH_RUN(ours_kt128);
/* SipHash-2-4 under the first 16 bytes of bench_key, 8 bytes out.  */
BENCH_RUN(ours_siphash24);

BENCH_SETUP(ours_tz); BENCH_RUN(ours_tz);
BENCH_SETUP(ours_blake2b); BENCH_RUN(ours_blake2b);
BENCH_SETUP(ours_blake2s); BENCH_RUN(ours_blake2s);

/* BLAKE3: the one-shot hash, 32 bytes.  */
BENCH_RUN(ours_blake3);
BENCH_RUN(ours_blake3_stream);

/* Many messages at once: a "message" of LENGTH bytes is MANY_COUNT
   messages of LENGTH / MANY_COUNT bytes, hashed or MACed (under
   bench_key) by one _many call.  */
#define MANY_COUNT 1000
struct ours_many_ctx
{
  const uint8_t *msgs[MANY_COUNT];
  size_t lengths[MANY_COUNT];
  struct symcrypt_hmac_sha256_ctx key;
  struct symcrypt_hmac_sha3_256_ctx sha3_key;
};
BENCH_SETUP(ours_sha256_many); BENCH_RUN(ours_sha256_many);
BENCH_SETUP(ours_hmac_sha256_many); BENCH_RUN(ours_hmac_sha256_many);
BENCH_SETUP(ours_sha3_256_many); BENCH_RUN(ours_sha3_256_many);
BENCH_SETUP(ours_hmac_sha3_256_many); BENCH_RUN(ours_hmac_sha3_256_many);
BENCH_SETUP(ours_blake3_many); BENCH_RUN(ours_blake3_many);
/* SHAKE over many messages (ML-KEM's and ML-DSA's matrix expansion and
   sampling): MANY_COUNT messages of IN_LENGTH bytes each squeezed to
   LENGTH / MANY_COUNT bytes, so that the rate is of output.
   ours_shake_many is one call of MANY, ours_shake_loop SHAKE on one
   message after the other, ossl_xof_many OpenSSL's XOF NAME on one
   after the other.  */
struct shake_many_param
{
  const char *name;
  void (*shake)(size_t, const uint8_t *, size_t, uint8_t *);
  int (*many)(size_t, const uint8_t *const *, const size_t *, size_t,
	      uint8_t *);
  size_t in_length;
};
BENCH_SETUP(ours_shake_many); BENCH_RUN(ours_shake_many);
BENCH_SETUP(ours_shake_loop); BENCH_RUN(ours_shake_loop);
BENCH_SETUP(ours_blake2b_many); BENCH_RUN(ours_blake2b_many);
BENCH_SETUP(ours_blake2s_many); BENCH_RUN(ours_blake2s_many);

/* The other libraries' side of those rows: their one-message adapter
   (SETUP may be NULL, RUN and PARAM as in a row) called MANY_COUNT
   times, one message after the other, each output OUT_SIZE bytes
   after the last, as ours are.  */
struct one_by_one_param
{
  int (*setup)(void *ctx, const void *param, size_t length,
	       const uint8_t *src);
  void (*run)(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src);
  const void *param;
  size_t out_size;
};
BENCH_SETUP(one_by_one); BENCH_RUN(one_by_one);

/* PBKDF2: the password is bench_key, the salt bench_nonce, LENGTH the
   iteration count; a derivation gives one digest's worth.  */
struct ours_pbkdf2_param
{
  int (*derive)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *,
		size_t, uint8_t *);
  size_t length;
};
BENCH_RUN(ours_pbkdf2);
/* scrypt with r = 8, the row's p and N = LENGTH, the password
   bench_key, the salt the first SALT_SIZE bytes of bench_nonce, 64
   bytes out, the work area mapped by the library (the other libraries
   allocate theirs in the call too).  */
struct scrypt_row_param
{
  uint32_t p;
};
BENCH_RUN(ours_scrypt);

/* Argon2id: the password is bench_key (32 bytes), the salt the first
   16 bytes of bench_nonce, a 32-byte hash; LENGTH is the memory in
   KiB, the other costs the row's.  Ours maps its own memory, as
   libsodium and libargon2 allocate theirs.  */
struct argon2_row_param
{
  uint32_t t_cost, parallelism, threads;
};
BENCH_RUN(ours_argon2id);

/* ------------------------------------------------------------------ */
/* openssl.c: OpenSSL 3 EVP interfaces, one context type for all.  */

#if HAVE_OPENSSL
struct ossl_ctx
{
  EVP_CIPHER *cipher;
  EVP_CIPHER_CTX *c;
  EVP_MD *md;
  EVP_MD_CTX *m;
  EVP_MAC *mac;
  EVP_MAC_CTX *mc;
  uint8_t iv[16];
  uint8_t *ct;			/* AEAD open: a valid ciphertext */
};
BENCH_CLEANUP(ossl);

/* A stream cipher by name, keyed once.  A message sets the IV: a zero
   block counter of COUNTER_SIZE bytes, then the nonce (ChaCha20's
   16-byte IV is the state's last four words).  */
struct ossl_cipher_param
{
  const char *name;
  unsigned counter_size;	/* 0: no IV (RC4) */
};
BENCH_SETUP(ossl_cipher); BENCH_RUN(ossl_cipher);

/* An AEAD by name (ChaCha20-Poly1305, AES-128-GCM, ...) with a
   12-byte nonce, seal or open.  */
struct ossl_aead_param
{
  const char *name;
  int open;
};
BENCH_SETUP(ossl_aead); BENCH_RUN(ossl_aead);

/* CBC decryption by name, no padding, bench_nonce's first 16 bytes as
   the IV.  */
BENCH_SETUP(ossl_cbc_decrypt); BENCH_RUN(ossl_cbc_decrypt);

/* A hash by name.  */
BENCH_SETUP(ossl_digest); BENCH_RUN(ossl_digest);

/* An extendable-output hash by name (SHAKE128, SHAKE256), with the
   lengths of struct ours_shake_param.  */
struct ossl_xof_param
{
  const char *name;
  size_t out_length;
};
BENCH_SETUP(ossl_xof); BENCH_RUN(ossl_xof);
/* The messages of struct shake_many_param one after the other.  */
BENCH_SETUP(ossl_xof_many); BENCH_RUN(ossl_xof_many);

/* A MAC by name (HMAC with a digest, POLY1305, KMAC-128) keyed with
   bench_key; a message either re-initializes without a key, which
   keeps the key schedule (OpenSSL's fastest reuse), or with one.  */
struct ossl_mac_param
{
  const char *mac, *digest;
  int rekey;
};
BENCH_SETUP(ossl_mac); BENCH_RUN(ossl_mac);
/* XTS of 512-byte sectors numbered from 0 (dm-crypt's plain64), and
   CMAC, by the name of the cipher; AES-256-XTS of one data unit with
   bench_xts256_key.  */
BENCH_SETUP(ossl_xts_sectors); BENCH_RUN(ossl_xts_sectors);
BENCH_SETUP(ossl_aes256_xts); BENCH_RUN(ossl_aes256_xts);
BENCH_SETUP(ossl_cmac); BENCH_RUN(ossl_cmac);
/* Key wrap (RFC 3394, the default IV) by the name of the cipher
   ("AES-128-WRAP"), the key set once.  */
BENCH_SETUP(ossl_keywrap); BENCH_RUN(ossl_keywrap);
/* SipHash-2-4 through EVP_MAC, the 64-bit output, keyed on each call as
   crypto_shorthash and ours are.  */
BENCH_SETUP(ossl_siphash); BENCH_RUN(ossl_siphash);
/* CCM with a 12-byte nonce and a 16-byte tag (the length declared
   first, as CCM wants), and AES-SIV with the key set for each message
   as the one-shot functions do, the AD and the nonce as two items; by
   the name of the cipher.  */
BENCH_SETUP(ossl_ccm); BENCH_RUN(ossl_ccm);
BENCH_SETUP(ossl_siv); BENCH_RUN(ossl_siv);

/* PBKDF2 with the digest named DIGEST, LENGTH bytes of output.  */
struct ossl_pbkdf2_param
{
  const char *digest;
  size_t length;
};
BENCH_SETUP(ossl_pbkdf2); BENCH_RUN(ossl_pbkdf2);
/* EVP_PBE_scrypt as ours_scrypt, its memory limit raised to 2 GiB.  */
BENCH_SETUP(ossl_scrypt); BENCH_RUN(ossl_scrypt);

/* The version, after loading the providers the table needs.  */
const char *bench_openssl_init(void);
#endif /* HAVE_OPENSSL */

/* ------------------------------------------------------------------ */
/* nettle.c  */

#if HAVE_NETTLE
BENCH_SETUP(nettle_arcfour); BENCH_RUN(nettle_arcfour);
BENCH_SETUP(nettle_salsa20); BENCH_RUN(nettle_salsa20);
#define nettle_salsa20r12_setup nettle_salsa20_setup
BENCH_RUN(nettle_salsa20r12);
BENCH_SETUP(nettle_chacha); BENCH_RUN(nettle_chacha);
#define nettle_chacha32_setup nettle_chacha_setup
BENCH_RUN(nettle_chacha32);

/* ChaCha20-Poly1305; PARAM is non-NULL for open, which Nettle leaves
   to the caller: decrypt, digest, compare.  */
struct nettle_aead_ctx
{
  struct chacha_poly1305_ctx c;
  uint8_t *ct;
};
BENCH_SETUP(nettle_aead); BENCH_RUN(nettle_aead); BENCH_CLEANUP(nettle_aead);

/* AES-GCM (gcm_aes128_*, gcm_aes256_*: PARAM gives them with the
   context's type left out); open decrypts, digests and compares.  */
struct nettle_gcm_param
{
  void (*set_key)(void *, const uint8_t *);
  void (*set_iv)(void *, size_t, const uint8_t *);
  void (*update)(void *, size_t, const uint8_t *);
  void (*encrypt)(void *, size_t, uint8_t *, const uint8_t *);
  void (*decrypt)(void *, size_t, uint8_t *, const uint8_t *);
  void (*digest)(void *, size_t, uint8_t *);
  int open;
};
struct nettle_gcm_ctx
{
  struct gcm_aes256_ctx c;	/* the largest */
  uint8_t *ct;
};
BENCH_SETUP(nettle_gcm); BENCH_RUN(nettle_gcm); BENCH_CLEANUP(nettle_gcm);

/* AES-128-CTR (ctr_crypt) from the zero counter block, CBC decryption
   (cbc_decrypt) with bench_nonce as the IV.  */
BENCH_SETUP(nettle_aes128_ctr); BENCH_RUN(nettle_aes128_ctr);
BENCH_SETUP(nettle_aes128_cbc_decrypt); BENCH_RUN(nettle_aes128_cbc_decrypt);
/* AES-128-XTS (xts_aes128_encrypt_message) of one data unit under a
   zero tweak and of 512-byte sectors numbered from 0; AES-256-XTS of
   one data unit; AES-128-CMAC (cmac_aes128) with the key set once.  */
BENCH_SETUP(nettle_aes128_xts); BENCH_RUN(nettle_aes128_xts);
BENCH_SETUP(nettle_aes128_xts_sectors); BENCH_RUN(nettle_aes128_xts_sectors);
BENCH_SETUP(nettle_aes256_xts); BENCH_RUN(nettle_aes256_xts);
BENCH_SETUP(nettle_aes128_cmac); BENCH_RUN(nettle_aes128_cmac);
/* AES-128 key wrap (aes128_keywrap, the default IV), the key set
   once.  */
BENCH_SETUP(nettle_aes128_keywrap); BENCH_RUN(nettle_aes128_keywrap);
/* CCM and SIV-CMAC with AES-128, the key set once (Nettle's SIV keeps
   its subkeys in the context).  */
BENCH_SETUP(nettle_aes128_ccm); BENCH_RUN(nettle_aes128_ccm);
BENCH_SETUP(nettle_aes128_siv); BENCH_RUN(nettle_aes128_siv);

/* Any hash, and HMAC over it, through Nettle's meta tables (its
   hmac_sha256_* functions are these same generic ones).  PARAM is the
   struct nettle_hash.  */
#define NETTLE_STATE_WORDS 64	/* 512 bytes: more than any hash's */

struct nettle_hash_ctx
{
  uint64_t state[NETTLE_STATE_WORDS];
};
BENCH_SETUP(nettle_hash); BENCH_RUN(nettle_hash);

struct nettle_hmac_param
{
  const struct nettle_hash *hash;
  int rekey;			/* set the key for every message */
};

struct nettle_hmac_ctx
{
  uint64_t outer[NETTLE_STATE_WORDS], inner[NETTLE_STATE_WORDS],
    state[NETTLE_STATE_WORDS];
};
BENCH_SETUP(nettle_hmac); BENCH_RUN(nettle_hmac);

/* Nettle 3.8's SHAKE256 (sha3_256_shake), PARAM the output length
   as in struct ours_shake_param (it has no SHAKE128).  */
BENCH_SETUP(nettle_shake256); BENCH_RUN(nettle_shake256);

struct nettle_pbkdf2_param
{
  void (*derive)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *,
		 size_t, uint8_t *);
  size_t length;
};
BENCH_RUN(nettle_pbkdf2);

/* The version, "3.8".  */
const char *bench_nettle_init(void);
#endif /* HAVE_NETTLE */

/* ------------------------------------------------------------------ */
/* sodium.c: libsodium's functions are one-shot and take the key every
   time.  */

#if HAVE_SODIUM
BENCH_RUN(sodium_argon2id);
unsigned sodium_argon2_features(void);
struct sodium_stream_param
{
  int (*xor)(unsigned char *, const unsigned char *, unsigned long long,
	     const unsigned char *, const unsigned char *);
};
BENCH_RUN(sodium_stream);
BENCH_RUN(sodium_poly1305);

/* An IETF AEAD: PARAM gives its encrypt and decrypt functions
   (crypto_aead_chacha20poly1305_ietf_*,
   crypto_aead_xchacha20poly1305_ietf_*).  */
struct sodium_aead_param
{
  int (*encrypt)(unsigned char *, unsigned long long *,
		 const unsigned char *, unsigned long long,
		 const unsigned char *, unsigned long long,
		 const unsigned char *, const unsigned char *,
		 const unsigned char *);
  int (*decrypt)(unsigned char *, unsigned long long *, unsigned char *,
		 const unsigned char *, unsigned long long,
		 const unsigned char *, unsigned long long,
		 const unsigned char *, const unsigned char *);
};
BENCH_RUN(sodium_seal);

struct sodium_open_ctx
{
  uint8_t *ct;
};
BENCH_SETUP(sodium_open); BENCH_RUN(sodium_open); BENCH_CLEANUP(sodium_open);

/* crypto_secretstream_xchacha20poly1305, as ours_stream.  */
struct sodium_stream_ctx
{
  uint8_t start[52], state[52];	/* the state, whose type needs sodium.h */
  uint8_t *ct;
};
BENCH_SETUP(sodium_stream_push); BENCH_RUN(sodium_stream_push);
BENCH_SETUP(sodium_stream_pull); BENCH_RUN(sodium_stream_pull);
BENCH_CLEANUP(sodium_stream);
#define sodium_stream_push_cleanup sodium_stream_cleanup
#define sodium_stream_pull_cleanup sodium_stream_cleanup

/* crypto_secretbox_easy and crypto_secretbox_open_easy; open uses
   struct sodium_open_ctx.  */
BENCH_RUN(sodium_secretbox_seal);
BENCH_SETUP(sodium_secretbox_open); BENCH_RUN(sodium_secretbox_open);
#define sodium_secretbox_open_cleanup sodium_open_cleanup

struct sodium_hash_param
{
  int (*hash)(unsigned char *, const unsigned char *, unsigned long long);
};
BENCH_RUN(sodium_hash);
/* crypto_generichash (BLAKE2b), 64-byte digests, no key.  */
BENCH_RUN(sodium_generichash);
BENCH_RUN(sodium_hmac256);
BENCH_RUN(sodium_hmac512);
/* crypto_shorthash_siphash24 under the first 16 bytes of bench_key.  */
BENCH_RUN(sodium_siphash24);
/* crypto_pwhash_scryptsalsa208sha256_ll as ours_scrypt.  */
BENCH_RUN(sodium_scrypt);

/* The version, or NULL when libsodium cannot start.  */
const char *bench_sodium_init(void);

/* Whether libsodium asked the benchmark's sodium_runtime_has_*
   functions, and so obeys the tier; the SYMCRYPT_CPU_* features they
   said it has.  */
extern int bench_sodium_limited;
extern unsigned bench_sodium_told;
/* The SYMCRYPT_CPU_* features libsodium's ChaCha20, Salsa20 cores use
   here.  */
unsigned sodium_chacha_features(void);
unsigned sodium_salsa20_features(void);
/* Those of its BLAKE2b.  */
unsigned sodium_blake2b_features(void);
unsigned sodium_aesgcm_features(void);
/* AES-256-GCM: seal runs sodium_seal_run, open sodium_open_run, after
   these setups, which fail where libsodium has no AES-GCM.  */
BENCH_SETUP(sodium_aesgcm);
BENCH_SETUP(sodium_aesgcm_open);
#define sodium_aesgcm_open_run sodium_open_run
#define sodium_aesgcm_open_cleanup sodium_open_cleanup
#endif /* HAVE_SODIUM */

/* ------------------------------------------------------------------ */
/* go.c: the Go reference of the Tillich-Zemor hash, loaded at run time
   from the shared library SYMCRYPT_BENCHMARK_GO_TZHASH names
   (tools/benchmark/go-tzhash).  */

/* Its version, or NULL when it is not at hand.  */
const char *bench_go_init(void);
BENCH_RUN(go_tzhash);

/* ------------------------------------------------------------------ */
/* rust.c: the official BLAKE3, the blake3 crate, loaded at run time
   from the shared library SYMCRYPT_BENCHMARK_RUST_BLAKE3 names
   (tools/benchmark/rust-blake3).  */

/* Its version, or NULL when it is not at hand.  */
const char *bench_rust_init(void);
BENCH_RUN(rust_blake3);
BENCH_RUN(rust_blake3_stream);
/* The SYMCRYPT_CPU_* features its code uses here.  */
unsigned rust_blake3_features(void);

/* libaegis.c: libaegis, the C library of the aegis crate, loaded at
   run time when SYMCRYPT_BENCHMARK_LIBAEGIS names the shared library
   of tools/benchmark/rust-aegis.  VARIANT numbers the AEGIS variants
   as that library does: 0 AEGIS-128L, 1 -128X2, 2 -128X4, 3 AEGIS-256,
   4 -256X2, 5 -256X4.  */
struct libaegis_param
{
  unsigned variant;
};
struct libaegis_open_ctx
{
  uint8_t *ct;			/* the sealed message and its tag */
};
const char *bench_libaegis_init(void);
BENCH_RUN(libaegis_seal);
BENCH_SETUP(libaegis_open); BENCH_RUN(libaegis_open);
BENCH_CLEANUP(libaegis_open);
BENCH_SETUP(libaegis_mac); BENCH_RUN(libaegis_mac);
/* What libaegis's dispatch uses here for one, two and four
   instances.  */
unsigned libaegis_features_1(void);
unsigned libaegis_features_2(void);
unsigned libaegis_features_4(void);

/* xkcp.c: XKCP's KT128, loaded at run time from the shared library
   SYMCRYPT_BENCHMARK_LIBXKCP names or an installed libXKCP.so
   (scripts/build-xkcp.sh builds one).  */
const char *bench_xkcp_init(void);
BENCH_RUN(xkcp_kt128);
/* The SYMCRYPT_CPU_* features of the target it was built for.  */
unsigned xkcp_features(void);

/* ------------------------------------------------------------------ */
/* argon2.c: libargon2, the P-H-C reference (argon2id_hash_raw, its
   threads as many as the lanes).  */
const char *bench_argon2_init(void);
BENCH_RUN(argon2_argon2id);

/* ------------------------------------------------------------------ */
/* timing.c  */

double now_ns(void);
void sleep_ns(long ns);
/* Chooses the cycle counter: time at HZ when HZ > 0, else the best
   one that works.  */
void choose_counter(double hz);
uint64_t read_counter(void);
double counter_delta(uint64_t c0, uint64_t c1, double ns);
const char *counter_description(void);
int pin_cpu(int cpu);
void probe_init(void);
double probe_slowdown(void);
long context_switches(void);

/* ------------------------------------------------------------------ */
/* measure.c  */

struct settings
{
  unsigned samples;		/* clean batches wanted per library and row */
  unsigned passes;		/* over all rows, each getting a share */
  unsigned attempts;		/* most batches per library, row and pass */
  double batch_ns;		/* target duration of one batch */
  double tolerance;		/* probe slowdown still called clean */
  double wait_ns;		/* most waiting for a quiet core, in all */
};

#define MAX_SAMPLES 101

/* Passes over the rows that are still short of clean batches.  */
#define EXTRA_PASSES 2

/* Counts over the whole run, for the summary.  */
extern unsigned long total_batches, clean_batches;

/* The waiting left for the run.  */
extern double run_wait_ns;

/* One library's batches in one row, over all passes: time and cycles
   per message, of the clean batches and of all.  */
struct batches
{
  unsigned clean, all;
  double *clean_ns, *clean_cycles, *all_ns, *all_cycles;
};

/* One row of the table: an algorithm at one size.  */
struct row
{
  const struct bench_alg *alg;
  size_t size;
  int present[N_LIBS];		/* the library has the algorithm and ran it */
  int mismatch[N_LIBS];		/* its output differed from ours */
  struct batches batches[N_LIBS];
};

struct result
{
  int present;			/* the library has the algorithm and ran it */
  int mismatch;			/* its output differed from ours */
  int loaded;			/* too few clean batches: measured under load */
  double speed;			/* MB/s, or operations/s (PER_OP) */
  double cycles;		/* per byte, or per operation */
  double ratio;			/* our speed / this speed */
};

int row_short(const struct row *row, const struct settings *set);
int measure(struct row *row, unsigned wanted, uint8_t *dst,
	    const uint8_t *src, const struct settings *set);
void row_results(struct row *row, const struct settings *set,
		 struct result res[N_LIBS]);
void row_free(struct row *row);

enum format { FORMAT_TABLE, FORMAT_CSV, FORMAT_JSON };

/* ------------------------------------------------------------------ */
/* tier.c  */

/* A CPU tier: its features are SYMCRYPT_CPU_* bits (src/features.tab),
   as SYMCRYPT_FAT_OVERRIDE names them.  */
struct tier
{
  const char *name;
  /* What a CPU needs for the tier to run on it.  */
  unsigned required;
  /* What the libraries may use (of what the CPU has).  */
  unsigned allowed;
  /* OPENSSL_ia32cap: the capability bits to clear in its two words.  */
  char openssl[48];
  const char *description;
};

/* The tier of this run; NULL without --tier.  */
extern const struct tier *bench_tier;
/* Whether this process is one tier of --tier all: its parent prints
   the CSV header and wraps the JSON objects in an array.  */
extern int tier_all_child;

/* The names of FEATURES, separated by SEP.  */
void feature_names(unsigned features, const char *sep, char *buf,
		   size_t size);

/* Handles --tier NAME before anything is measured.  Returns -1 when
   this process is to measure, in the tier (bench_tier set); else the
   exit status of the program: that of the children for "all", 1 or 2
   on an error.  Re-executes the program when the libraries of this
   process are not limited to the tier.  */
int tier_start(const char *name, char **argv, enum format format);

/* In a child of --tier all: notes our ratio to LIB in a cell for the
   summary.  */
void tier_note(const struct bench_alg *alg, size_t size, enum library lib,
	       double ratio, int beyond);

/* The SYMCRYPT_CPU_* features of this CPU that programs may use (none
   but on x86), for the adapters of libraries the tier cannot limit.  */
unsigned bench_cpu_features(void);

/* Whether LIB's code for ALG uses features beyond the tier.  */
int beyond_tier(const struct bench_alg *alg, enum library lib);

/* ------------------------------------------------------------------ */
/* output.c  */

extern int pinned_cpu;
/* The CSV header line.  */
extern const char csv_columns[];

/* Widens the table's impl column to ALG's answer at SIZE.  */
void fit_impl_column(const struct bench_alg *alg, size_t size);
void print_header(enum format format, const struct settings *set);
void print_row(enum format format, const struct bench_alg *alg, size_t size,
	       const struct result res[N_LIBS]);
void print_footer(enum format format);

#endif /* SYMCRYPT_BENCH_H */
