/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* provider.h -- what the files of the OpenSSL 3 provider module share:
   the provider context (the core's error functions, the counters), the
   algorithms it counts, its error reasons and its algorithm tables.

   The module is a thin layer from OpenSSL's dispatch tables and
   OSSL_PARAMs onto the public API of libsymcrypt: it has no algorithm
   code of its own.  */
#ifndef SYMCRYPT_PROVIDER_H
#define SYMCRYPT_PROVIDER_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core.h>
#include <openssl/core_dispatch.h>

/* The algorithms the module counts, in the order the counts are
   printed.  */
enum sc_alg
{
  SC_MD5, SC_SHA1, SC_SHA224, SC_SHA256, SC_SHA384, SC_SHA512,
  SC_SHA512_224, SC_SHA512_256,
  SC_SHA3_224, SC_SHA3_256, SC_SHA3_384, SC_SHA3_512,
  SC_SHAKE128, SC_SHAKE256, SC_BLAKE2B512, SC_BLAKE2S256,
  SC_HMAC, SC_KMAC128, SC_KMAC256, SC_POLY1305, SC_BLAKE2BMAC,
  SC_BLAKE2SMAC, SC_CMAC, SC_SIPHASH,
  SC_AES128_GCM, SC_AES192_GCM, SC_AES256_GCM, SC_CHACHA20_POLY1305,
  SC_AES128_CTR, SC_AES192_CTR, SC_AES256_CTR,
  SC_AES128_CBC, SC_AES192_CBC, SC_AES256_CBC,
  SC_AES128_ECB, SC_AES192_ECB, SC_AES256_ECB, SC_CHACHA20,
  SC_AES128_XTS, SC_AES256_XTS,
  SC_AES128_WRAP, SC_AES192_WRAP, SC_AES256_WRAP,
  SC_AES128_WRAP_PAD, SC_AES192_WRAP_PAD, SC_AES256_WRAP_PAD,
  SC_AES128_CCM, SC_AES192_CCM, SC_AES256_CCM,
  SC_AES128_OCB, SC_AES256_OCB, SC_AES128_GCM_SIV, SC_AES256_GCM_SIV,
  SC_HKDF, SC_PBKDF2, SC_SCRYPT, SC_ARGON2I, SC_ARGON2D, SC_ARGON2ID,
  SC_ALG_COUNT
};

/* How often an algorithm ran in one provider context: the messages it
   finished (a digest's, a MAC's or a cipher's final, a KDF's derive)
   and the bytes it took in (a cipher's: the message, not the
   associated data; a KDF's: those it derived).
   Threads add to them with atomic increments.  */
struct sc_count
{
  uint64_t messages;
  uint64_t bytes;
};

/* One provider context: one per library context that loaded the
   module.  */
struct sc_provider
{
  const OSSL_CORE_HANDLE *handle;
  int counting;			/* SYMCRYPT_PROVIDER_COUNT was set */
  OSSL_FUNC_core_new_error_fn *new_error;
  OSSL_FUNC_core_vset_error_fn *vset_error;
  struct sc_count counts[SC_ALG_COUNT];
  char buildinfo[64];		/* "libsymcrypt <its version>" */
};

/* The reasons of the errors the module puts on OpenSSL's error stack
   (their strings: provider.c).  */
enum sc_reason
{
  SC_R_NO_MEMORY = 1,
  SC_R_OUTPUT_TOO_SMALL,
  SC_R_NOT_INITIALIZED,
  SC_R_BAD_PARAMETER,
  SC_R_UNSUPPORTED_DIGEST,
  SC_R_NO_KEY,
  SC_R_BAD_LENGTH,
  SC_R_LIBRARY,
  SC_R_BAD_DECRYPT
};

/* Puts an error of REASON on the error stack, with a message made from
   FMT as printf does (NULL for the reason's string alone).  */
void sc_error(const struct sc_provider *prov, int reason,
	      const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

/* A copy, from OpenSSL's allocator, of the SIZE-byte context SRC of a
   digest or MAC of the provider PROV (their dupctx); NULL, with an
   error on the stack, if there is no memory.  */
void *sc_dup(struct sc_provider *prov, const void *src, size_t size);

/* Adds MESSAGES finished messages and BYTES bytes taken in to the
   counts of ALG, when the provider counts.  */
void sc_count(struct sc_provider *prov, enum sc_alg alg,
	      uint64_t messages, uint64_t bytes);

/* Whether NAME is one of the names of NAMES, a list in the form of
   OSSL_ALGORITHM's algorithm_names ("SHA2-256:SHA-256:..."), compared
   as OpenSSL does, without regard to case.  */
int sc_name_in(const char *name, const char *names);

/* The algorithm tables, each ended by an entry of NULL names.  */
extern const OSSL_ALGORITHM sc_digest_algorithms[];
extern const OSSL_ALGORITHM sc_mac_algorithms[];
extern const OSSL_ALGORITHM sc_cipher_algorithms[];
extern const OSSL_ALGORITHM sc_kdf_algorithms[];

/* The dispatch tables of the MACs other than HMAC (macs.c), which the
   MAC table lists.  */
extern const OSSL_DISPATCH sc_kmac128_functions[];
extern const OSSL_DISPATCH sc_kmac256_functions[];
extern const OSSL_DISPATCH sc_poly1305_functions[];
extern const OSSL_DISPATCH sc_blake2bmac_functions[];
extern const OSSL_DISPATCH sc_blake2smac_functions[];
extern const OSSL_DISPATCH sc_cmac_functions[];
extern const OSSL_DISPATCH sc_siphash_functions[];

/* The dispatch tables of the AES modes of modes.c, which the cipher
   table lists.  */
extern const OSSL_DISPATCH sc_aes128xts_functions[];
extern const OSSL_DISPATCH sc_aes256xts_functions[];
extern const OSSL_DISPATCH sc_aes128wrap_functions[];
extern const OSSL_DISPATCH sc_aes192wrap_functions[];
extern const OSSL_DISPATCH sc_aes256wrap_functions[];
extern const OSSL_DISPATCH sc_aes128wrappad_functions[];
extern const OSSL_DISPATCH sc_aes192wrappad_functions[];
extern const OSSL_DISPATCH sc_aes256wrappad_functions[];
extern const OSSL_DISPATCH sc_aes128ccm_functions[];
extern const OSSL_DISPATCH sc_aes192ccm_functions[];
extern const OSSL_DISPATCH sc_aes256ccm_functions[];
extern const OSSL_DISPATCH sc_aes128ocb_functions[];
extern const OSSL_DISPATCH sc_aes256ocb_functions[];
extern const OSSL_DISPATCH sc_aes128gcmsiv_functions[];
extern const OSSL_DISPATCH sc_aes256gcmsiv_functions[];

/* The names of the digests, as the digest table registers them, by
   their sc_alg (NULL for HMAC): the MAC accepts them.  */
extern const char *const sc_digest_names[SC_ALG_COUNT];

#endif /* SYMCRYPT_PROVIDER_H */
