/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ct-test.c -- constant-time check.  Run under valgrind memcheck (the
   test scripts do, once per SYMCRYPT_FAT_OVERRIDE value): the secret
   inputs (keys, Poly1305 keys, HMAC keys, PBKDF2 passwords, messages)
   are marked undefined, so memcheck reports every conditional jump,
   memory index or system call argument that depends on them.  Outputs
   are marked defined again before the test looks at them.

   Covered: ChaCha20 (crypt, crypt32), XChaCha20, HChaCha20, Salsa20
   and Salsa20/12, XSalsa20, HSalsa20, Poly1305 and its verify,
   ChaCha20-Poly1305 and XChaCha20-Poly1305 seal and open (also with a
   wrong tag), detached and streaming, the secretbox, the secretstream,
   AEGIS of every variant (seal, open, open with a wrong tag, the MAC),
   AES (both key schedules, ECB, CBC, CTR) and AES-GCM seal and open,
   detached and streaming, with the three key sizes
   and a 12-byte and another nonce, AES-CMAC (and its verify), key
   wrap and unwrap, XTS of a data unit and of sectors, AES-SIV, CCM,
   OCB3 and AES-GCM-SIV seal and open (also of a tampered message),
   HMAC with every
   hash and its verify, SHA-3 and SHAKE of a secret message, KMAC, PBKDF2,
   HKDF, Argon2i (raw and its PHC string verified, the stored hash's
   characters secret), keyed BLAKE2b and
   BLAKE2s (context, one call and many messages), BLAKE3 (keyed, key
   derivation and many messages), symcrypt_memeql_sec and symcrypt_wipe, the provider
   module's opening of TLS CBC records (the padding and the MAC found)
   and its HMAC of such a record (a payload of secret length),
   and every variant of every replaceable function except RC4's loop
   (its S-box indices are secret by design) and the Tillich-Zemor
   update (an unkeyed hash of public data).

   The only reported dependencies allowed are the final verdicts of
   the AEAD (AES-GCM: gcm_open_tag and open_buffered; AEGIS:
   aegis*_open_body and aegis*_open_message_body, and the open bodies
   of AES-SIV, CCM, OCB3 and AES-GCM-SIV, which zero the plaintext on
   a mismatch), secretstream
   and secretbox open functions and of key unwrap (unwrap_body), the branch
   on whether the tag matched (the plaintext is written only if it
   did), and the copy of as many bytes of unwrapped key as the checked
   length names, and symcrypt_argon2_str_verify's length of the stored
   string and its one branch on whether the stored hash was base64 (to
   refuse it before hashing): tests/ct-test.supp names them.  The
   verify functions return their
   verdict without a branch.

   Without valgrind the test still runs every path and checks a few
   round trips, but proves nothing about timing.  */
#include "testutils.h"
#include "variants.h"

#if HAVE_OPENSSL && defined(SC_PROVIDER_DIR)
# include <dlfcn.h>
# include <openssl/core_dispatch.h>
# include <openssl/core_names.h>
# include <openssl/params.h>
# include <openssl/provider.h>
#endif

#if HAVE_VALGRIND_MEMCHECK_H
# include <valgrind/memcheck.h>
# define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
# define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
# define SECRET(p, n) ((void) (p), (void) (n))
# define PUBLIC(p, n) ((void) (p), (void) (n))
#endif

#define MSG 300

static uint8_t key[64], nonce[24], msg[MSG], out[MSG + 16], back[MSG + 16];

/* An AES-GCM message long enough for open's path that makes keystream
   while it hashes (KEYSTREAM_MIN in src/aes/gcm.c), where there is one.  */
#define GCM_LONG 600

static uint8_t gcm_msg[GCM_LONG], gcm_out[GCM_LONG + 16], gcm_back[GCM_LONG];

/* Fresh random secrets for each case.  */
static void
fresh(void)
{
  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  test_rand_fill(sizeof(msg), msg);
  SECRET(key, sizeof(key));
  SECRET(msg, sizeof(msg));
}

static void
test_chacha(void)
{
  struct symcrypt_chacha_ctx ctx;
  uint8_t sub[32];

  fresh();
  symcrypt_chacha_set_key(&ctx, key);
  symcrypt_chacha_set_nonce(&ctx, nonce);
  symcrypt_chacha_crypt(&ctx, 17, out, msg);
  symcrypt_chacha_crypt(&ctx, MSG - 17, out + 17, msg + 17);
  symcrypt_chacha_set_nonce96(&ctx, nonce);
  symcrypt_chacha_set_counter(&ctx, 0xfffffff0);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, MSG, out, msg), SYMCRYPT_OK);
  symcrypt_xchacha_set_key_nonce(&ctx, key, nonce);
  symcrypt_chacha_crypt(&ctx, MSG, out, msg);
  symcrypt_hchacha20(sub, key, nonce);
  PUBLIC(out, MSG);
  PUBLIC(sub, sizeof(sub));
  /* Decrypting gives the message back.  */
  symcrypt_xchacha_set_key_nonce(&ctx, key, nonce);
  symcrypt_chacha_crypt(&ctx, MSG, back, out);
  PUBLIC(back, MSG);
  PUBLIC(msg, MSG);
  ASSERT_BYTES("xchacha round trip", MSG, back, msg);
}

static void
test_salsa20(void)
{
  struct symcrypt_salsa20_ctx ctx;
  uint8_t sub[32];

  fresh();
  ASSERT_RC(symcrypt_salsa20_set_key(&ctx, 32, key), SYMCRYPT_OK);
  symcrypt_salsa20_set_nonce(&ctx, nonce);
  symcrypt_salsa20_crypt(&ctx, 33, out, msg);
  symcrypt_salsa20_crypt(&ctx, MSG - 33, out + 33, msg + 33);
  ASSERT_RC(symcrypt_salsa20_set_key(&ctx, 16, key), SYMCRYPT_OK);
  symcrypt_salsa20_set_nonce(&ctx, nonce);
  symcrypt_salsa20_set_counter(&ctx, 0xffffffff);
  symcrypt_salsa20r12_crypt(&ctx, MSG, out, msg);
  symcrypt_xsalsa20_set_key_nonce(&ctx, key, nonce);
  symcrypt_salsa20_crypt(&ctx, MSG, out, msg);
  symcrypt_hsalsa20(sub, key, nonce);
  PUBLIC(out, MSG);
  PUBLIC(sub, sizeof(sub));
}

static void
test_poly1305_aead(void)
{
  struct symcrypt_poly1305_ctx ctx;
  uint8_t tag[16];
  int rc;

  fresh();
  symcrypt_poly1305_set_key(&ctx, key);
  symcrypt_poly1305_update(&ctx, 5, msg);
  symcrypt_poly1305_update(&ctx, MSG - 5, msg + 5);
  symcrypt_poly1305_digest(&ctx, tag);
  PUBLIC(tag, sizeof(tag));

  /* Seal with a secret key and message; the ciphertext is public.  */
  ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, 13, nonce, MSG, out, msg),
	    SYMCRYPT_OK);
  PUBLIC(out, MSG + 16);

  rc = symcrypt_chacha_poly1305_open(key, nonce, 13, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_OK);
  PUBLIC(back, MSG);
  PUBLIC(msg, MSG);
  ASSERT_BYTES("chacha-poly1305 round trip", MSG, back, msg);

  /* A wrong tag: nothing is written.  */
  out[MSG + 3] ^= 0x40;
  memset(back, 0xee, sizeof(back));
  rc = symcrypt_chacha_poly1305_open(key, nonce, 13, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_EAUTH);
  ASSERT(back[0] == 0xee && back[MSG - 1] == 0xee);
}

/* AEGIS, every variant: seal and open with a secret key and message
   (a 32-byte public nonce, the 128 variants read 16), open with a
   wrong tag (DST zeroed), and the MAC's digest and verify.  */
#define CT_AEGIS(name)							\
  static void								\
  ct_##name(void)							\
  {									\
    static const uint8_t n32[32] = { 0x4e };				\
    struct symcrypt_##name##_mac_ctx mac;				\
    uint8_t tag[32];							\
    int rc;								\
    fresh();								\
    ASSERT_RC(symcrypt_##name##_seal(key, n32, 13, nonce, 16, MSG, out,	\
				     msg), SYMCRYPT_OK);		\
    PUBLIC(out, MSG + 16);						\
    rc = symcrypt_##name##_open(key, n32, 13, nonce, 16, MSG + 16, back, \
				out);					\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    PUBLIC(back, MSG);							\
    PUBLIC(msg, MSG);							\
    ASSERT_BYTES(#name " round trip", MSG, back, msg);			\
    out[MSG + 3] ^= 0x40;						\
    rc = symcrypt_##name##_open(key, n32, 13, nonce, 16, MSG + 16, back, \
				out);					\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
    ASSERT(back[0] == 0 && back[MSG - 1] == 0);				\
    symcrypt_##name##_mac_init(&mac, key, n32);				\
    symcrypt_##name##_mac_update(&mac, MSG - 7, msg);			\
    symcrypt_##name##_mac_update(&mac, 7, msg + MSG - 7);		\
    ASSERT_RC(symcrypt_##name##_mac_digest(&mac, 32, tag), SYMCRYPT_OK); \
    PUBLIC(tag, sizeof(tag));						\
    symcrypt_##name##_mac_init(&mac, key, n32);				\
    symcrypt_##name##_mac_update(&mac, MSG, msg);			\
    rc = symcrypt_##name##_mac_verify(&mac, 32, tag);			\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
  }
CT_AEGIS(aegis128l)
CT_AEGIS(aegis128x2)
CT_AEGIS(aegis128x4)
CT_AEGIS(aegis256)
CT_AEGIS(aegis256x2)
CT_AEGIS(aegis256x4)

static void
test_aegis(void)
{
  ct_aegis128l();
  ct_aegis128x2();
  ct_aegis128x4();
  ct_aegis256();
  ct_aegis256x2();
  ct_aegis256x4();
}

/* AES with a secret key and message: the key schedules (their S-box
   is the circuit), ECB, CBC and CTR, and AES-GCM seal and open, the
   tag right and wrong.  */
#define AES_CT(bits)							\
  static void								\
  test_aes##bits(void)							\
  {									\
    struct symcrypt_aes##bits##_ctx enc, dec;				\
    struct symcrypt_aes##bits##_ctr_ctx ctr;				\
    struct symcrypt_aes##bits##_gcm_key gcm;				\
    struct symcrypt_aes##bits##_gcm_ctx stream;				\
    uint8_t iv[16], tag[16];						\
    int rc;								\
									\
    fresh();								\
    memcpy(iv, nonce, 16);						\
    symcrypt_aes##bits##_set_encrypt_key(&enc, key);			\
    symcrypt_aes##bits##_set_decrypt_key(&dec, key);			\
    ASSERT_RC(symcrypt_aes##bits##_encrypt(&enc, 288, out, msg), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_decrypt(&dec, 288, back, out), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_cbc_encrypt(&enc, iv, 288, out, msg), \
	      SYMCRYPT_OK);						\
    memcpy(iv, nonce, 16);						\
    ASSERT_RC(symcrypt_aes##bits##_cbc_decrypt(&dec, iv, 288, back, out), \
	      SYMCRYPT_OK);						\
    PUBLIC(back, 288);							\
    PUBLIC(msg, 288);							\
    ASSERT_BYTES("aes cbc round trip", 288, back, msg);		\
    SECRET(msg, sizeof(msg));						\
    symcrypt_aes##bits##_ctr_set_key(&ctr, key);			\
    symcrypt_aes##bits##_ctr_set_counter(&ctr, nonce);			\
    symcrypt_aes##bits##_ctr_crypt(&ctr, 7, out, msg);			\
    symcrypt_aes##bits##_ctr_crypt(&ctr, MSG - 7, out + 7, msg + 7);	\
									\
    symcrypt_aes##bits##_gcm_set_key(&gcm, key);			\
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal(&gcm, 12, nonce, 13, nonce + 5, \
					    MSG, out, msg), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal(&gcm, 9, nonce, 13, msg, \
					    MSG, out, msg), SYMCRYPT_OK); \
    PUBLIC(out, MSG + 16);						\
    rc = symcrypt_aes##bits##_gcm_open(&gcm, 9, nonce, 13, msg, MSG + 16, \
				       back, out);			\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    PUBLIC(back, MSG);							\
    PUBLIC(msg, MSG);							\
    ASSERT_BYTES("aes-gcm round trip", MSG, back, msg);		\
    out[MSG + 3] ^= 0x40;						\
    memset(back, 0xee, sizeof(back));					\
    rc = symcrypt_aes##bits##_gcm_open(&gcm, 9, nonce, 13, msg, MSG + 16, \
				       back, out);			\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
    ASSERT(back[0] == 0xee && back[MSG - 1] == 0xee);			\
									\
    test_rand_fill(GCM_LONG, gcm_msg);					\
    SECRET(gcm_msg, GCM_LONG);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal(&gcm, 12, nonce, 13, nonce + 5, \
					    GCM_LONG, gcm_out, gcm_msg), \
	      SYMCRYPT_OK);						\
    PUBLIC(gcm_out, GCM_LONG + 16);					\
    rc = symcrypt_aes##bits##_gcm_open(&gcm, 12, nonce, 13, nonce + 5,	\
				       GCM_LONG + 16, gcm_back, gcm_out); \
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    PUBLIC(gcm_back, GCM_LONG);						\
    PUBLIC(gcm_msg, GCM_LONG);						\
    ASSERT_BYTES("aes-gcm long round trip", GCM_LONG, gcm_back, gcm_msg); \
    gcm_out[GCM_LONG + 3] ^= 0x40;					\
    rc = symcrypt_aes##bits##_gcm_open(&gcm, 12, nonce, 13, nonce + 5,	\
				       GCM_LONG + 16, gcm_back, gcm_out); \
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
									\
    /* Detached with a 12-byte tag, right and wrong; streaming in	\
       pieces both ways.  */						\
    fresh();								\
    symcrypt_aes##bits##_gcm_set_key(&gcm, key);			\
    ASSERT_RC(symcrypt_aes##bits##_gcm_seal_detached(&gcm, 12, nonce, 13, \
						     nonce + 5, MSG, out, \
						     12, tag, msg),	\
	      SYMCRYPT_OK);						\
    PUBLIC(out, MSG);							\
    PUBLIC(tag, sizeof(tag));						\
    rc = symcrypt_aes##bits##_gcm_open_detached(&gcm, 12, nonce, 13,	\
						nonce + 5, MSG, back, 12, \
						tag, out);		\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    tag[11] ^= 1;							\
    rc = symcrypt_aes##bits##_gcm_open_detached(&gcm, 12, nonce, 13,	\
						nonce + 5, MSG, back, 12, \
						tag, out);		\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
    symcrypt_aes##bits##_gcm_start(&stream, &gcm, 9, nonce);		\
    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&stream, 5, msg), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&stream, 20, msg + 5),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_encrypt(&stream, 7, out, msg),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_encrypt(&stream, MSG - 7, out + 7, \
					       msg + 7), SYMCRYPT_OK);	\
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&stream, 16, out + MSG),	\
	      SYMCRYPT_OK);						\
    PUBLIC(out, MSG + 16);						\
    symcrypt_aes##bits##_gcm_start(&stream, &gcm, 9, nonce);		\
    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&stream, 25, msg), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_decrypt(&stream, 33, back, out),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_decrypt(&stream, MSG - 33, back + 33, \
					       out + 33), SYMCRYPT_OK);	\
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&stream, 16, tag), SYMCRYPT_OK); \
    PUBLIC(tag, sizeof(tag));						\
    PUBLIC(back, MSG);							\
    PUBLIC(msg, MSG);							\
    ASSERT_BYTES("aes-gcm streaming round trip", MSG, back, msg);	\
    ASSERT_BYTES("aes-gcm streaming tags", 16, tag, out + MSG);	\
  }

AES_CT(128)
AES_CT(192)
AES_CT(256)

/* The AES modes of symcrypt/aes-modes.h with a secret key, data and
   tweak: CMAC (digest and verify), key wrap and unwrap (unwrap_body's
   branch on the verdict, and the copy of as many bytes as the
   verified length names, are allowed), XTS of a data unit with a
   partial last block and of sectors.  */
#define AES_MODES_CT(bits)						\
  static void								\
  test_aes##bits##_modes(void)						\
  {									\
    struct symcrypt_aes##bits##_cmac_ctx cmac;				\
    struct symcrypt_aes##bits##_ctx enc, dec;				\
    uint8_t tag[16];							\
    size_t n = 0;							\
    int rc;								\
									\
    fresh();								\
    symcrypt_aes##bits##_cmac_set_key(&cmac, key);			\
    symcrypt_aes##bits##_cmac_update(&cmac, 37, msg);			\
    ASSERT_RC(symcrypt_aes##bits##_cmac_digest(&cmac, 16, tag), SYMCRYPT_OK); \
    symcrypt_aes##bits##_cmac_update(&cmac, 37, msg);			\
    rc = symcrypt_aes##bits##_cmac_verify(&cmac, 16, tag);		\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
									\
    symcrypt_aes##bits##_set_encrypt_key(&enc, key);			\
    symcrypt_aes##bits##_set_decrypt_key(&dec, key);			\
    ASSERT_RC(symcrypt_aes##bits##_keywrap(&enc, 40, out, msg), SYMCRYPT_OK); \
    PUBLIC(out, 48);							\
    rc = symcrypt_aes##bits##_keyunwrap(&dec, 48, back, out);		\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_keywrap_pad(&enc, 37, out, msg),	\
	      SYMCRYPT_OK);						\
    PUBLIC(out, 48);							\
    rc = symcrypt_aes##bits##_keyunwrap_pad(&dec, 48, back, &n, out);	\
    PUBLIC(&rc, sizeof(rc));						\
    PUBLIC(&n, sizeof(n));						\
    ASSERT(rc == SYMCRYPT_OK && n == 37);				\
    PUBLIC(back, 37);							\
    PUBLIC(msg, 37);							\
    ASSERT_BYTES("key unwrap", 37, back, msg);				\
    SECRET(msg, sizeof(msg));						\
    out[5] ^= 1;							\
    rc = symcrypt_aes##bits##_keyunwrap_pad(&dec, 48, back, &n, out);	\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
  }

AES_MODES_CT(128)
AES_MODES_CT(192)
AES_MODES_CT(256)

#define XTS_CT(bits)							\
  static void								\
  test_aes##bits##_xts(void)						\
  {									\
    struct symcrypt_aes##bits##_xts_ctx enc, dec;			\
    int rc;								\
									\
    fresh();								\
    SECRET(nonce, 16);							\
    /* The verdict on equal halves is the one bit set_key tells.  */	\
    rc = symcrypt_aes##bits##_xts_set_encrypt_key(&enc, key);		\
    rc |= symcrypt_aes##bits##_xts_set_decrypt_key(&dec, key);		\
    PUBLIC(&rc, sizeof(rc));						\
    PUBLIC(&enc.direction, sizeof(enc.direction));			\
    PUBLIC(&dec.direction, sizeof(dec.direction));			\
    ASSERT(rc == SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_xts_encrypt(&enc, nonce, MSG - 5, out, msg), \
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_xts_decrypt(&dec, nonce, MSG - 5, back, out), \
	      SYMCRYPT_OK);						\
    PUBLIC(back, MSG - 5);						\
    PUBLIC(msg, MSG - 5);						\
    ASSERT_BYTES("xts round trip", MSG - 5, back, msg);		\
    SECRET(msg, sizeof(msg));						\
    ASSERT_RC(symcrypt_aes##bits##_xts_encrypt_sectors(&enc, 7, 96, 288, \
						       out, msg), SYMCRYPT_OK); \
    ASSERT_RC(symcrypt_aes##bits##_xts_decrypt_sectors(&dec, 7, 96, 288, \
						       back, out), SYMCRYPT_OK); \
    PUBLIC(nonce, 16);							\
  }

XTS_CT(128)
XTS_CT(256)

/* AES-SIV, CCM, OCB3 and AES-GCM-SIV with a secret key and message
   (the nonce and the associated data are public): seal, open, and open
   of a tampered message, whose verdict the open functions branch on to
   zero the plaintext (tests/ct-test.supp).  */
#define AEAD_MODES_CT(bits)						\
  static void								\
  test_aes##bits##_aead_modes(void)					\
  {									\
    struct symcrypt_aes##bits##_ctx enc;				\
    struct symcrypt_aes##bits##_ocb_key ocb;				\
    struct symcrypt_aes##bits##_gcm_siv_key gcm_siv;			\
    const uint8_t *items[2] = { nonce + 12, nonce };			\
    size_t lengths[2] = { 9, 12 };					\
    int rc, i;								\
									\
    for (i = 0; i < 2; i++)						\
      {									\
	fresh();							\
	ASSERT_RC(symcrypt_aes##bits##_siv_seal(key, 2, items, lengths,	\
						MSG - 21, out, msg),	\
		  SYMCRYPT_OK);						\
	PUBLIC(out, MSG - 5);						\
	out[3] ^= (uint8_t) i;						\
	rc = symcrypt_aes##bits##_siv_open(key, 2, items, lengths,	\
					   MSG - 5, back, out);		\
	PUBLIC(&rc, sizeof(rc));					\
	ASSERT(rc == (i ? SYMCRYPT_EAUTH : SYMCRYPT_OK));		\
									\
	symcrypt_aes##bits##_set_encrypt_key(&enc, key);		\
	ASSERT_RC(symcrypt_aes##bits##_ccm_seal(&enc, 11, nonce, 9,	\
						nonce + 12, 12, MSG - 21, \
						out, msg), SYMCRYPT_OK); \
	PUBLIC(out, MSG - 9);						\
	out[7] ^= (uint8_t) i;						\
	rc = symcrypt_aes##bits##_ccm_open(&enc, 11, nonce, 9, nonce + 12, \
					   12, MSG - 9, back, out);	\
	PUBLIC(&rc, sizeof(rc));					\
	ASSERT(rc == (i ? SYMCRYPT_EAUTH : SYMCRYPT_OK));		\
									\
	symcrypt_aes##bits##_ocb_set_key(&ocb, key);			\
	ASSERT_RC(symcrypt_aes##bits##_ocb_seal(&ocb, 12, nonce, 9,	\
						nonce + 12, 16, MSG - 21, \
						out, msg), SYMCRYPT_OK); \
	PUBLIC(out, MSG - 5);						\
	out[MSG - 6] ^= (uint8_t) i;					\
	rc = symcrypt_aes##bits##_ocb_open(&ocb, 12, nonce, 9, nonce + 12, \
					   16, MSG - 5, back, out);	\
	PUBLIC(&rc, sizeof(rc));					\
	ASSERT(rc == (i ? SYMCRYPT_EAUTH : SYMCRYPT_OK));		\
									\
	symcrypt_aes##bits##_gcm_siv_set_key(&gcm_siv, key);		\
	ASSERT_RC(symcrypt_aes##bits##_gcm_siv_seal(&gcm_siv, nonce, 9,	\
						    nonce + 12, MSG - 21, \
						    out, msg), SYMCRYPT_OK); \
	PUBLIC(out, MSG - 5);						\
	out[0] ^= (uint8_t) i;						\
	rc = symcrypt_aes##bits##_gcm_siv_open(&gcm_siv, nonce, 9,	\
					       nonce + 12, MSG - 5, back, \
					       out);			\
	PUBLIC(&rc, sizeof(rc));					\
	ASSERT(rc == (i ? SYMCRYPT_EAUTH : SYMCRYPT_OK));		\
      }									\
  }

AEAD_MODES_CT(128)
AEAD_MODES_CT(256)

/* XChaCha20-Poly1305 one-shot and streaming, the secretbox, and
   Poly1305's verify.  */
static void
test_xchacha_secretbox(void)
{
  struct symcrypt_xchacha_poly1305_ctx ctx;
  struct symcrypt_poly1305_ctx poly;
  uint8_t tag[16];
  int rc;

  fresh();
  ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, 13, nonce, MSG, out, msg),
	    SYMCRYPT_OK);
  symcrypt_xchacha_poly1305_set_key(&ctx, key);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, 13, nonce), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, 100, back, msg), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, MSG - 100, back + 100,
					      msg + 100), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, back + MSG), SYMCRYPT_OK);
  PUBLIC(out, MSG + 16);
  PUBLIC(back, MSG + 16);
  ASSERT_BYTES("xchacha streaming", MSG + 16, back, out);
  rc = symcrypt_xchacha_poly1305_open(key, nonce, 13, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_OK);
  out[5] ^= 1;
  rc = symcrypt_xchacha_poly1305_open(key, nonce, 13, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_EAUTH);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  ASSERT_RC(symcrypt_xchacha_poly1305_decrypt(&ctx, MSG, back, out), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_OK);
  PUBLIC(tag, sizeof(tag));

  /* The detached forms, the tag right and wrong.  */
  fresh();
  ASSERT_RC(symcrypt_xchacha_poly1305_seal_detached(key, nonce, 13, nonce, MSG,
						    out, tag, msg), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_poly1305_seal_detached(key, nonce, 13, nonce, MSG,
						   back, tag, msg), SYMCRYPT_OK);
  PUBLIC(back, MSG);
  PUBLIC(tag, sizeof(tag));
  rc = symcrypt_chacha_poly1305_open_detached(key, nonce, 13, nonce, MSG, out,
					      tag, back);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_OK);
  tag[0] ^= 1;
  rc = symcrypt_chacha_poly1305_open_detached(key, nonce, 13, nonce, MSG, out,
					      tag, back);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_EAUTH);

  /* The secretstream: a secret key and messages, a rekey, a wrong MAC
     (pull's verdict is allowed).  */
  fresh();
  {
    struct symcrypt_secretstream_ctx push, pull;
    uint8_t header[SYMCRYPT_SECRETSTREAM_HEADER_SIZE], got;
    ASSERT_RC(symcrypt_secretstream_init_push(&push, header, key), SYMCRYPT_OK);
    ASSERT_RC(symcrypt_secretstream_init_pull(&pull, header, key), SYMCRYPT_OK);
    ASSERT_RC(symcrypt_secretstream_push(&push, 13, nonce, 0, MSG - 17, out, msg),
	      SYMCRYPT_OK);
    PUBLIC(out, MSG);
    rc = symcrypt_secretstream_pull(&pull, 13, nonce, MSG, back, &got, out);
    PUBLIC(&rc, sizeof(rc));
    ASSERT(rc == SYMCRYPT_OK);
    symcrypt_secretstream_rekey(&push);
    symcrypt_secretstream_rekey(&pull);
    ASSERT_RC(symcrypt_secretstream_push(&push, 0, NULL, 3, 100, out, msg),
	      SYMCRYPT_OK);
    PUBLIC(out, 117);
    out[50] ^= 1;
    rc = symcrypt_secretstream_pull(&pull, 0, NULL, 117, back, &got, out);
    PUBLIC(&rc, sizeof(rc));
    ASSERT(rc == SYMCRYPT_EAUTH);
  }

  fresh();
  ASSERT_RC(symcrypt_secretbox_seal(key, nonce, MSG, out, msg), SYMCRYPT_OK);
  PUBLIC(out, MSG + 16);
  rc = symcrypt_secretbox_open(key, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_OK);
  PUBLIC(back, MSG);
  PUBLIC(msg, MSG);
  ASSERT_BYTES("secretbox round trip", MSG, back, msg);
  out[MSG] ^= 0x20;
  memset(back, 0xee, sizeof(back));
  rc = symcrypt_secretbox_open(key, nonce, MSG + 16, back, out);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_EAUTH);
  ASSERT(back[0] == 0xee && back[MSG - 1] == 0xee);

  /* Poly1305's verify on a secret key, message and received tag.  */
  fresh();
  symcrypt_poly1305_set_key(&poly, key);
  symcrypt_poly1305_update(&poly, MSG, msg);
  symcrypt_poly1305_digest(&poly, tag);
  symcrypt_poly1305_set_key(&poly, key);
  symcrypt_poly1305_update(&poly, MSG, msg);
  rc = symcrypt_poly1305_verify(&poly, tag);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_OK);
  symcrypt_poly1305_set_key(&poly, key);
  symcrypt_poly1305_update(&poly, MSG - 1, msg);
  rc = symcrypt_poly1305_verify(&poly, tag);
  PUBLIC(&rc, sizeof(rc));
  ASSERT(rc == SYMCRYPT_EAUTH);
}

/* The helpers on secret bytes: the verdict is computed without a
   branch, the wipe's stores without one either.  */
static void
test_memops(void)
{
  int equal;
  fresh();
  memcpy(back, msg, MSG);
  equal = symcrypt_memeql_sec(back, msg, MSG);
  PUBLIC(&equal, sizeof(equal));
  ASSERT(equal == 1);
  equal = symcrypt_memeql_sec(key, msg, 32);
  PUBLIC(&equal, sizeof(equal));
  symcrypt_wipe(back, MSG);
  PUBLIC(back, MSG);
  ASSERT(back[0] == 0 && back[MSG - 1] == 0);
}

/* Keyed update/digest, verify (right and wrong tags, truncated), then
   the one-shot, for one hash.  */
#define TEST_HMAC(name, SIZE) do {					\
    struct symcrypt_hmac_##name##_ctx ctx;				\
    uint8_t digest[SIZE];						\
    fresh();								\
    symcrypt_hmac_##name##_set_key(&ctx, sizeof(key), key);		\
    symcrypt_hmac_##name##_update(&ctx, MSG, msg);			\
    ASSERT_RC(symcrypt_hmac_##name##_digest(&ctx, SIZE, digest), SYMCRYPT_OK); \
    symcrypt_hmac_##name##_set_key(&ctx, 20, key);			\
    symcrypt_hmac_##name##_update(&ctx, 32, msg);			\
    ASSERT_RC(symcrypt_hmac_##name##_digest(&ctx, SIZE / 2, digest), SYMCRYPT_OK); \
    symcrypt_hmac_##name##_update(&ctx, 32, msg);			\
    rc = symcrypt_hmac_##name##_verify(&ctx, SIZE / 2, digest);	\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_OK);						\
    symcrypt_hmac_##name##_update(&ctx, 31, msg);			\
    rc = symcrypt_hmac_##name##_verify(&ctx, SIZE / 2, digest);	\
    PUBLIC(&rc, sizeof(rc));						\
    ASSERT(rc == SYMCRYPT_EAUTH);					\
    ASSERT_RC(symcrypt_hmac_##name(7, key, MSG, msg, digest), SYMCRYPT_OK); \
    PUBLIC(digest, SIZE);						\
  } while (0)

static void
test_hmac(void)
{
  int rc;
  TEST_HMAC(md5, SYMCRYPT_MD5_DIGEST_SIZE);
  TEST_HMAC(sha1, SYMCRYPT_SHA1_DIGEST_SIZE);
  TEST_HMAC(sha224, SYMCRYPT_SHA224_DIGEST_SIZE);
  TEST_HMAC(sha256, SYMCRYPT_SHA256_DIGEST_SIZE);
  TEST_HMAC(sha384, SYMCRYPT_SHA384_DIGEST_SIZE);
  TEST_HMAC(sha512, SYMCRYPT_SHA512_DIGEST_SIZE);
  TEST_HMAC(sha512_224, SYMCRYPT_SHA512_224_DIGEST_SIZE);
  TEST_HMAC(sha512_256, SYMCRYPT_SHA512_256_DIGEST_SIZE);
  TEST_HMAC(sha3_224, SYMCRYPT_SHA3_224_DIGEST_SIZE);
  TEST_HMAC(sha3_256, SYMCRYPT_SHA3_256_DIGEST_SIZE);
  TEST_HMAC(sha3_384, SYMCRYPT_SHA3_384_DIGEST_SIZE);
  TEST_HMAC(sha3_512, SYMCRYPT_SHA3_512_DIGEST_SIZE);
}

/* SHA3-256 and SHAKE of a secret message (SHAKE's output in pieces
   across the rate), KMAC with a secret key and message.  */
static void
test_sha3(void)
{
  struct symcrypt_sha3_256_ctx hash;
  struct symcrypt_shake128_ctx shake;
  uint8_t digest[SYMCRYPT_SHA3_256_DIGEST_SIZE];

  fresh();
  symcrypt_sha3_256_init(&hash);
  symcrypt_sha3_256_update(&hash, 100, msg);
  symcrypt_sha3_256_update(&hash, MSG - 100, msg + 100);
  ASSERT_RC(symcrypt_sha3_256_digest(&hash, sizeof(digest), digest),
	    SYMCRYPT_OK);
  PUBLIC(digest, sizeof(digest));

  symcrypt_shake128_init(&shake);
  ASSERT_RC(symcrypt_shake128_update(&shake, 200, msg), SYMCRYPT_OK);
  symcrypt_shake128_output(&shake, 100, out);
  symcrypt_shake128_output(&shake, MSG - 100, out + 100);
  symcrypt_shake256(MSG, msg, MSG, back);
  PUBLIC(out, MSG);
  PUBLIC(back, MSG);

  ASSERT_RC(symcrypt_kmac128(sizeof(key), key, 5, nonce, MSG, msg, 32, out),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_kmac256(20, key, 0, NULL, 77, msg, 200, back),
	    SYMCRYPT_OK);
  PUBLIC(out, 32);
  PUBLIC(back, 200);
}

/* Many messages at once: the key and the messages secret, their
   lengths (public) mixed so that the lanes drain at different
   points.  MANY messages fill the 16 vector lanes of SHA-256.  */
#define MANY 20
#define TEST_MANY(name, SIZE) do {					\
    struct symcrypt_hmac_##name##_ctx ctx;				\
    uint8_t digests[MANY * (SIZE)];					\
    fresh();								\
    symcrypt_hmac_##name##_set_key(&ctx, sizeof(key), key);		\
    ASSERT_RC(symcrypt_##name##_many(MANY, msgs, lengths, digests),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_hmac_##name##_many(&ctx, MANY, msgs, lengths,	\
					  (SIZE) - 1, digests),		\
	      SYMCRYPT_OK);						\
    PUBLIC(digests, sizeof(digests));					\
  } while (0)

static void
test_many(void)
{
  const uint8_t *msgs[MANY];
  size_t lengths[MANY];
  unsigned i;
  for (i = 0; i < MANY; i++)
    {
      msgs[i] = msg + (i * 37) % 100;
      lengths[i] = (i * 71) % 201;
    }
  TEST_MANY(sha1, SYMCRYPT_SHA1_DIGEST_SIZE);
  TEST_MANY(sha224, SYMCRYPT_SHA224_DIGEST_SIZE);
  TEST_MANY(sha256, SYMCRYPT_SHA256_DIGEST_SIZE);
  TEST_MANY(sha384, SYMCRYPT_SHA384_DIGEST_SIZE);
  TEST_MANY(sha3_256, SYMCRYPT_SHA3_256_DIGEST_SIZE);
  TEST_MANY(sha512, SYMCRYPT_SHA512_DIGEST_SIZE);
}

/* Keyed BLAKE2b and BLAKE2s: the key and the messages secret, every
   key length kind (a whole block of key, a short one), the context in
   pieces that split blocks, restarted with its key, one call, and many
   messages of mixed lengths (empty ones too: the key block is then the
   last).  */
#define TEST_BLAKE2(name, KEY, DIGEST) do {				\
    struct symcrypt_##name##_ctx ctx;					\
    const uint8_t *msgs[MANY];						\
    size_t lengths[MANY];						\
    uint8_t digests[MANY * (DIGEST)];					\
    unsigned i;								\
    for (i = 0; i < MANY; i++)						\
      {									\
	msgs[i] = msg + (i * 37) % 100;					\
	lengths[i] = (i * 71) % 201;					\
      }									\
    fresh();								\
    ASSERT_RC(symcrypt_##name##_init(&ctx, DIGEST, KEY, key), SYMCRYPT_OK); \
    symcrypt_##name##_update(&ctx, 7, msg);				\
    symcrypt_##name##_update(&ctx, MSG - 7, msg + 7);			\
    symcrypt_##name##_digest(&ctx, digests);				\
    symcrypt_##name##_update(&ctx, 100, msg);				\
    symcrypt_##name##_digest(&ctx, digests + (DIGEST));			\
    ASSERT_RC(symcrypt_##name(DIGEST - 1, 5, key, MSG, msg, digests),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_##name##_many(DIGEST, KEY, key, MANY, msgs,	\
				     lengths, digests), SYMCRYPT_OK);	\
    PUBLIC(digests, sizeof(digests));					\
  } while (0)

static void
test_blake2(void)
{
  TEST_BLAKE2(blake2b, SYMCRYPT_BLAKE2B_KEY_SIZE, SYMCRYPT_BLAKE2B_DIGEST_SIZE);
  TEST_BLAKE2(blake2s, SYMCRYPT_BLAKE2S_KEY_SIZE, SYMCRYPT_BLAKE2S_DIGEST_SIZE);
}

static void
test_kdf(void)
{
  uint8_t dk[100], prk[64];

  fresh();
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha1(12, key, 3, 16, nonce, 50, dk), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha256(12, key, 3, 16, nonce, 70, dk), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha384(12, key, 3, 16, nonce, 100, dk), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha512(12, key, 3, 16, nonce, 100, dk), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_pbkdf2_hmac_sha512_256(12, key, 3, 16, nonce, 70, dk), SYMCRYPT_OK);
  symcrypt_hkdf_sha256_extract(16, nonce, 40, key, prk);
  ASSERT_RC(symcrypt_hkdf_sha256_expand(32, prk, 10, nonce, 100, dk), SYMCRYPT_OK);
  symcrypt_hkdf_sha384_extract(16, nonce, 40, key, prk);
  ASSERT_RC(symcrypt_hkdf_sha384_expand(48, prk, 10, nonce, 100, dk), SYMCRYPT_OK);
  symcrypt_hkdf_sha512_extract(16, nonce, 40, key, prk);
  ASSERT_RC(symcrypt_hkdf_sha512_expand(64, prk, 10, nonce, 100, dk), SYMCRYPT_OK);
  PUBLIC(dk, sizeof(dk));
}

/* Argon2i, whose memory is read at places that follow from the costs
   and the position alone (RFC 9106, 3.4.1.2), with the password and
   the secret K secret, two lanes, in the caller's area and in its
   own; its PHC string made and verified (the hashes compared in
   constant time).  Argon2d and Argon2id read at places that depend on
   the password, as their definition says, and are not here.  */
static void
test_argon2(void)
{
  const struct symcrypt_argon2_params params = {
    2, 32, 2, 0, key + 32, 32, nonce, 8
  };
  const struct symcrypt_argon2_params str_params = {
    1, 16, 1, 0, NULL, 0, NULL, 0
  };
  static uint8_t work[32 * 1024 + 64];
  uint8_t tag[40];
  char str[128], *hash;
  int rc;

  fresh();
  ASSERT_RC(symcrypt_argon2i(&params, 32, key, 16, nonce, work, sizeof(work),
			     sizeof(tag), tag), SYMCRYPT_OK);
  PUBLIC(tag, sizeof(tag));
  ASSERT_RC(symcrypt_argon2i(&params, 32, key, 16, nonce, NULL, 0,
			     sizeof(tag), tag), SYMCRYPT_OK);
  PUBLIC(tag, sizeof(tag));
  ASSERT_RC(symcrypt_argon2i_str(&str_params, 20, key, 16, nonce,
				 sizeof(str), str), SYMCRYPT_OK);
  PUBLIC(str, sizeof(str));
  /* The stored hash is what an offline search needs: its characters
     are secret to the reader, their number is not.  */
  hash = strrchr(str, '$') + 1;
  SECRET(hash, strlen(hash));
  rc = symcrypt_argon2_str_verify(str, 20, key, sizeof(work), 0);
  PUBLIC(&rc, sizeof(rc));
  ASSERT_RC(rc, SYMCRYPT_OK);
}

/* Export of a keyed HMAC state and of a hash of a secret message
   (the key's words and the buffered message bytes are secret in the
   string), import and finish.  */
#define TEST_STATE(name, UPPER) do {					\
    struct symcrypt_hmac_##name##_ctx hmac;				\
    struct symcrypt_##name##_ctx hash;					\
    uint8_t state[SYMCRYPT_HMAC_##UPPER##_STATE_SIZE];			\
    uint8_t digest[SYMCRYPT_##UPPER##_DIGEST_SIZE];			\
    fresh();								\
    symcrypt_hmac_##name##_set_key(&hmac, sizeof(key), key);		\
    symcrypt_hmac_##name##_update(&hmac, 37, msg);			\
    ASSERT_RC(symcrypt_hmac_##name##_export(&hmac, sizeof(state), state), \
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_hmac_##name##_import(&hmac, sizeof(state), state), \
	      SYMCRYPT_OK);						\
    symcrypt_hmac_##name##_update(&hmac, MSG - 37, msg + 37);		\
    ASSERT_RC(symcrypt_hmac_##name##_digest(&hmac, sizeof(digest), digest), \
	      SYMCRYPT_OK);						\
    symcrypt_##name##_init(&hash);					\
    symcrypt_##name##_update(&hash, 37, msg);				\
    ASSERT_RC(symcrypt_##name##_export(&hash, sizeof(state), state),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_##name##_import(&hash, SYMCRYPT_##UPPER##_STATE_SIZE, \
				       state), SYMCRYPT_OK);		\
    ASSERT_RC(symcrypt_##name##_digest(&hash, sizeof(digest), digest),	\
	      SYMCRYPT_OK);						\
    PUBLIC(digest, sizeof(digest));					\
  } while (0)

static void
test_states(void)
{
  TEST_STATE(md5, MD5);
  TEST_STATE(sha1, SHA1);
  TEST_STATE(sha224, SHA224);
  TEST_STATE(sha256, SHA256);
  TEST_STATE(sha384, SHA384);
  TEST_STATE(sha512, SHA512);
  TEST_STATE(sha512_224, SHA512_224);
  TEST_STATE(sha512_256, SHA512_256);
  TEST_STATE(sha3_224, SHA3_224);
  TEST_STATE(sha3_256, SHA3_256);
  TEST_STATE(sha3_384, SHA3_384);
  TEST_STATE(sha3_512, SHA3_512);
}

/* BLAKE3 with a secret key and secret messages: several chunks, so
   that hash_many and the parents run, output at an offset; key
   derivation from secret key material; many secret messages of
   public lengths that fill the lanes and leave partial blocks.  */
static void
test_blake3(void)
{
  struct symcrypt_blake3_ctx ctx;
  uint8_t digests[MANY * 32], derived[40];
  const uint8_t *msgs[MANY];
  size_t lengths[MANY];
  unsigned i;

  fresh();
  symcrypt_blake3_init_keyed(&ctx, key);
  for (i = 0; i < 9; i++)
    symcrypt_blake3_update(&ctx, MSG - i, msg);
  symcrypt_blake3_output(&ctx, 1000, sizeof(out), out);
  PUBLIC(out, sizeof(out));
  symcrypt_blake3_init_derive_key(&ctx, 10, nonce);
  symcrypt_blake3_update(&ctx, sizeof(key), key);
  symcrypt_blake3_output(&ctx, 0, sizeof(derived), derived);
  PUBLIC(derived, sizeof(derived));
  for (i = 0; i < MANY; i++)
    {
      msgs[i] = msg + (i * 37) % 100;
      lengths[i] = i < 16 ? 128 : (i * 71) % 201;
    }
  ASSERT_RC(symcrypt_blake3_many(MANY, msgs, lengths, digests), SYMCRYPT_OK);
  PUBLIC(digests, sizeof(digests));
  symcrypt_blake3(MSG, msg, 50, out);
  PUBLIC(out, 50);
}

/* Every variant of every replaceable function, with all its buffers
   secret.  */
static void
test_variants(void)
{
  static const size_t buffer_size = 4096;
  uint8_t *buffers[TEST_MAX_ARGS];
  unsigned id, i, state;

  for (i = 0; i < TEST_MAX_ARGS; i++)
    buffers[i] = test_buf_alloc(buffer_size, 0);
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      const struct symcrypt_variant *v;
      /* scrypt's ROMix reads its table at indices that depend on the
	 password, by its definition, as RC4 indexes its state.  */
      if (strcmp(f->family, "arcfour") == 0 || strcmp(f->family, "tz") == 0
	  || strcmp(f->family, "scrypt") == 0)
	continue;
      for (FOR_EACH_VARIANT(v, id))
	{
	  uintptr_t args[TEST_MAX_ARGS] = { 0 };
	  enum test_arg_kind kinds[TEST_MAX_ARGS];
	  /* Poly1305's block functions run vector code from a number of
	     blocks they export (x86_64: 72 with SSE2, 24 with AVX2, 16
	     with IFMA; arm64: 16): 79 blocks run it, and the scalar loop
	     for the odd one.  */
	  unsigned n = test_make_args(id, args, kinds, buffers, buffer_size,
				      strcmp(f->family, "poly1305") == 0 ? 79 : 5);
	  void (*fn)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t)
	    = (void (*)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t)) v->fn;
	  for (i = 0; i < n; i++)
	    if (TEST_ARG_IS_POINTER(kinds[i]))
	      SECRET(buffers[i], buffer_size);
	  /* A lane function's table of pointers is public: where the
	     messages and states are, not what they hold.  */
	  for (i = 0; i < n; i++)
	    if (kinds[i] == TEST_ARG_LANES)
	      PUBLIC(buffers[i], TEST_LANE_TABLE);
	  /* The block counter of a stream core's input state (argument
	     1; argument 2 of the fused N-block crypts, chacha_crypt_8core
	     and the like) is public in every use, like the nonce.  gcc
	     -m32 addresses the lanes of the wide C twins through
	     counter + k - counter, which memcheck cannot see is k.  */
	  state = strstr(f->name, "_crypt_") ? 2 : 1;
	  if (strcmp(f->family, "chacha") == 0
	      || strcmp(f->family, "chacha_poly1305") == 0)
	    PUBLIC(buffers[state] + 4 * 12, 8);
	  else if (strcmp(f->family, "salsa20") == 0)
	    PUBLIC(buffers[state] + 4 * 8, 8);
	  /* So is the counter block of aes_ctr_blocks (argument 2), whose
	     x86_64/aesni turns branch on whether its low half carries.  */
	  if (strcmp(f->name, "aes_ctr_blocks") == 0)
	    PUBLIC(buffers[2], 16);
	  /* So is the block number of OCB's state (its last 8 bytes,
	     argument 2), which says which L_i each block takes.  */
	  if (strncmp(f->name, "ocb_", 4) == 0)
	    PUBLIC(buffers[2] + 32, 8);
	  /* And CCM's counter block (the second half of its state), made
	     from the nonce, which the C twins give aes_ctr_blocks.  */
	  if (strncmp(f->name, "ccm_", 4) == 0)
	    PUBLIC(buffers[2] + 16, 16);
	  /* So are the block count and index of the hash context of
	     sha256_hmac_end and the _last functions, the length of the
	     message.  */
	  if (strcmp(f->name, "sha256_hmac_end") == 0
	      || strcmp(f->name, "sha256_last") == 0)
	    PUBLIC(buffers[0] + offsetof(struct symcrypt_sha256_ctx, count),
		   offsetof(struct symcrypt_sha256_ctx, block)
		   - offsetof(struct symcrypt_sha256_ctx, count));
	  if (strcmp(f->name, "sha1_last") == 0)
	    PUBLIC(buffers[0] + offsetof(struct symcrypt_sha1_ctx, count),
		   offsetof(struct symcrypt_sha1_ctx, block)
		   - offsetof(struct symcrypt_sha1_ctx, count));
	  /* Extra arguments are harmless in the C calling conventions we
	     run on; the function reads only its own.  */
	  fn(args[0], args[1], args[2], args[3], args[4], args[5]);
	  for (i = 0; i < TEST_MAX_ARGS; i++)
	    PUBLIC(buffers[i], buffer_size);
	  if (test_verbose)
	    fprintf(stderr, "%s (%s) done\n", f->name, v->label);
	}
    }
  for (i = 0; i < TEST_MAX_ARGS; i++)
    test_buf_free(buffers[i]);
}

#if HAVE_OPENSSL && defined(SC_PROVIDER_DIR)
/* The provider module's opening of TLS CBC records, through its
   dispatch functions (EVP's wrappers would look at the secret output
   length themselves): the key is secret, so the decrypted padding,
   MAC and payload are; records with padding of every length from 0 to
   255, good and bad, and a MAC of 20 and 48 bytes.  Then HMAC's
   tls-data-size, the record layer's MAC of such a record (with SHA-1,
   MD5 and SHA-384), with the key, the record and the payload's length
   secret.  */

/* The function of dispatch table TABLE with the id ID.  */
static void (*
dispatch(const OSSL_DISPATCH *table, int id))(void)
{
  for (; table->function_id != 0; table++)
    if (table->function_id == id)
      return table->function;
  FAIL("no function %d in the module", id);
  return NULL;
}

/* The dispatch table of OPERATION's algorithm NAME (the first of its
   names) in PROV.  */
static const OSSL_DISPATCH *
algorithm(OSSL_PROVIDER *prov, int operation, const char *name)
{
  const OSSL_ALGORITHM *list, *a;
  const OSSL_DISPATCH *found = NULL;
  int no_cache;
  size_t n = strlen(name);

  list = OSSL_PROVIDER_query_operation(prov, operation, &no_cache);
  for (a = list; a != NULL && a->algorithm_names != NULL; a++)
    if (strncmp(a->algorithm_names, name, n) == 0
	&& (a->algorithm_names[n] == ':' || a->algorithm_names[n] == 0))
      found = a->implementation;
  OSSL_PROVIDER_unquery_operation(prov, operation, list);
  if (found == NULL)
    FAIL("no %s in the module", name);
  return found;
}

static void
test_provider_tls_cbc(void)
{
  static const size_t mac_sizes[] = { 20, 48 };
  static const char *const names[] = { "SHA1", "MD5", "SHA384" };
  static const size_t sizes[] = { 20, 16, 48 };
  OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();
  OSSL_PROVIDER *prov;
  const OSSL_DISPATCH *cbc, *hmac;
  OSSL_FUNC_cipher_newctx_fn *newctx;
  OSSL_FUNC_cipher_freectx_fn *freectx;
  OSSL_FUNC_cipher_decrypt_init_fn *dinit;
  OSSL_FUNC_cipher_update_fn *update;
  OSSL_FUNC_cipher_get_ctx_params_fn *get_params;
  OSSL_FUNC_mac_newctx_fn *mac_newctx;
  OSSL_FUNC_mac_freectx_fn *mac_freectx;
  OSSL_FUNC_mac_init_fn *mac_init;
  OSSL_FUNC_mac_update_fn *mac_update;
  OSSL_FUNC_mac_final_fn *mac_final;
  void *provctx;
  struct symcrypt_aes128_ctx aes;
  union
  {
    struct symcrypt_hmac_sha1_ctx sha1;
    struct symcrypt_hmac_md5_ctx md5;
    struct symcrypt_hmac_sha384_ctx sha384;
  } plain;
  unsigned m, pad;

  if (dlopen(SC_LIBRARY, RTLD_NOW | RTLD_GLOBAL) == NULL)
    FAIL("cannot load %s: %s", SC_LIBRARY, dlerror());
  if (libctx == NULL
      || !OSSL_PROVIDER_set_default_search_path(libctx, SC_PROVIDER_DIR)
      || (prov = OSSL_PROVIDER_load(libctx, "symcrypt")) == NULL)
    FAIL("cannot load the module from %s", SC_PROVIDER_DIR);
  provctx = OSSL_PROVIDER_get0_provider_ctx(prov);
  cbc = algorithm(prov, OSSL_OP_CIPHER, "AES-128-CBC");
  newctx = (OSSL_FUNC_cipher_newctx_fn *)
    dispatch(cbc, OSSL_FUNC_CIPHER_NEWCTX);
  freectx = (OSSL_FUNC_cipher_freectx_fn *)
    dispatch(cbc, OSSL_FUNC_CIPHER_FREECTX);
  dinit = (OSSL_FUNC_cipher_decrypt_init_fn *)
    dispatch(cbc, OSSL_FUNC_CIPHER_DECRYPT_INIT);
  update = (OSSL_FUNC_cipher_update_fn *)
    dispatch(cbc, OSSL_FUNC_CIPHER_UPDATE);
  get_params = (OSSL_FUNC_cipher_get_ctx_params_fn *)
    dispatch(cbc, OSSL_FUNC_CIPHER_GET_CTX_PARAMS);
  hmac = algorithm(prov, OSSL_OP_MAC, "HMAC");
  mac_newctx = (OSSL_FUNC_mac_newctx_fn *)
    dispatch(hmac, OSSL_FUNC_MAC_NEWCTX);
  mac_freectx = (OSSL_FUNC_mac_freectx_fn *)
    dispatch(hmac, OSSL_FUNC_MAC_FREECTX);
  mac_init = (OSSL_FUNC_mac_init_fn *) dispatch(hmac, OSSL_FUNC_MAC_INIT);
  mac_update = (OSSL_FUNC_mac_update_fn *)
    dispatch(hmac, OSSL_FUNC_MAC_UPDATE);
  mac_final = (OSSL_FUNC_mac_final_fn *) dispatch(hmac, OSSL_FUNC_MAC_FINAL);

  for (m = 0; m < 2; m++)
    {
      size_t mac_size = mac_sizes[m];
      int version = 0x0303;
      uint8_t record[16 + 48 + 48 + 256], plain[sizeof(record)];
      uint8_t iv[16], chain[16], secret_key[16];
      void *ctx = newctx(provctx);
      OSSL_PARAM params[3];

      if (ctx == NULL)
	FAIL("newctx");
      test_rand_fill(sizeof(secret_key), secret_key);
      test_rand_fill(sizeof(iv), iv);
      symcrypt_aes128_set_encrypt_key(&aes, secret_key);
      memcpy(chain, iv, 16);
      SECRET(secret_key, sizeof(secret_key));
      params[0] = OSSL_PARAM_construct_int(OSSL_CIPHER_PARAM_TLS_VERSION,
					   &version);
      params[1] = OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_TLS_MAC_SIZE,
					      &mac_size);
      params[2] = OSSL_PARAM_construct_end();
      if (!dinit(ctx, secret_key, 16, iv, 16, params))
	FAIL("dinit");
      for (pad = 0; pad < 256; pad++)
	{
	  /* The explicit IV, a payload that fills the last block, the
	     MAC and PAD + 1 bytes of padding, a byte of it changed in
	     every third record.  */
	  size_t payload = 48 - (mac_size + pad + 1) % 16;
	  size_t length = 16 + payload + mac_size + pad + 1, outl;
	  uint8_t *mac = NULL;

	  test_rand_fill(16 + payload + mac_size, plain);
	  memset(plain + 16 + payload + mac_size, (int) pad, pad + 1);
	  if (pad % 3 == 1)
	    plain[length - 1 - pad / 2] ^= 0x80;
	  ASSERT_RC(symcrypt_aes128_cbc_encrypt(&aes, chain, length, record,
						plain), SYMCRYPT_OK);
	  if (!update(ctx, record, &outl, sizeof(record), record, length))
	    FAIL("a TLS CBC record refused");
	  params[0] = OSSL_PARAM_construct_octet_ptr(OSSL_CIPHER_PARAM_TLS_MAC,
						     (void **) &mac, mac_size);
	  params[1] = OSSL_PARAM_construct_end();
	  if (!get_params(ctx, params) || mac == NULL)
	    FAIL("tls-mac");
	  PUBLIC(&outl, sizeof(outl));
	  PUBLIC(record, length);
	  PUBLIC(mac, mac_size);
	  if (pad % 3 == 1)
	    ASSERT(outl == length - 16 - mac_size
		   && memcmp(mac, plain + outl + 16, mac_size) != 0);
	  else
	    ASSERT(outl == payload
		   && memcmp(mac, plain + 16 + payload, mac_size) == 0
		   && memcmp(record + 16, plain + 16, payload) == 0);
	}
      freectx(ctx);
    }

  /* HMAC-SHA1, HMAC-MD5 (its bit length little-endian) and
     HMAC-SHA384 (128-byte blocks) of a record's header and its
     payload, of a secret length in the last mac size + 256 bytes of
     300.  */
  for (m = 0; m < 3; m++)
    for (pad = 0; pad < 256 && sizes[m] + pad < 300; pad += 15)
      {
	size_t total = 300, length = total - sizes[m] - pad - 1, outl;
	uint8_t header[13], mac[48], expect[48];
	void *ctx = mac_newctx(provctx);
	OSSL_PARAM params[2];

	if (ctx == NULL)
	  FAIL("mac newctx");
	fresh();
	test_rand_fill(sizeof(header), header);
	header[11] = length >> 8;
	header[12] = length;
	if (m == 0)
	  {
	    symcrypt_hmac_sha1_set_key(&plain.sha1, 20, key);
	    symcrypt_hmac_sha1_update(&plain.sha1, sizeof(header), header);
	    symcrypt_hmac_sha1_update(&plain.sha1, length, msg);
	    ASSERT_RC(symcrypt_hmac_sha1_digest(&plain.sha1, 20, expect),
		      SYMCRYPT_OK);
	  }
	else if (m == 1)
	  {
	    symcrypt_hmac_md5_set_key(&plain.md5, 16, key);
	    symcrypt_hmac_md5_update(&plain.md5, sizeof(header), header);
	    symcrypt_hmac_md5_update(&plain.md5, length, msg);
	    ASSERT_RC(symcrypt_hmac_md5_digest(&plain.md5, 16, expect),
		      SYMCRYPT_OK);
	  }
	else
	  {
	    symcrypt_hmac_sha384_set_key(&plain.sha384, 48, key);
	    symcrypt_hmac_sha384_update(&plain.sha384, sizeof(header), header);
	    symcrypt_hmac_sha384_update(&plain.sha384, length, msg);
	    ASSERT_RC(symcrypt_hmac_sha384_digest(&plain.sha384, 48, expect),
		      SYMCRYPT_OK);
	  }
	params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
						     (char *) names[m], 0);
	params[1] = OSSL_PARAM_construct_end();
	if (!mac_init(ctx, key, sizes[m], params))
	  FAIL("mac init");
	params[0] = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_TLS_DATA_SIZE,
						&total);
	SECRET(&length, sizeof(length));
	if (!mac_init(ctx, NULL, 0, params)
	    || !mac_update(ctx, header, sizeof(header))
	    || !mac_update(ctx, msg, length)
	    || !mac_final(ctx, mac, &outl, sizeof(mac)))
	  FAIL("HMAC-%s of a TLS record", names[m]);
	PUBLIC(mac, sizeof(mac));
	PUBLIC(expect, sizeof(expect));
	PUBLIC(&outl, sizeof(outl));
	ASSERT(outl == sizes[m]);
	ASSERT_BYTES("HMAC of a TLS record", sizes[m], mac, expect);
	mac_freectx(ctx);
      }
  OSSL_PROVIDER_unload(prov);
  OSSL_LIB_CTX_free(libctx);
}
#endif

void
test_main(void)
{
  test_chacha();
  test_salsa20();
  test_poly1305_aead();
  test_xchacha_secretbox();
  test_aegis();
  test_aes128();
  test_aes192();
  test_aes256();
  test_aes128_modes();
  test_aes192_modes();
  test_aes256_modes();
  test_aes128_xts();
  test_aes256_xts();
  test_aes128_aead_modes();
  test_aes256_aead_modes();
  test_memops();
  test_hmac();
  test_sha3();
  test_many();
  test_blake2();
  test_blake3();
  test_kdf();
  test_argon2();
  test_states();
  /* The same variants under every override: once a stage.  */
  if (!test_later_pass())
    test_variants();
#if HAVE_OPENSSL && defined(SC_PROVIDER_DIR)
  test_provider_tls_cbc();
#endif
}
