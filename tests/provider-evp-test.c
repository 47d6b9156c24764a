/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* provider-evp-test.c -- OpenSSL's digest, MAC, cipher and KDF
   recipes (the evpmd_*.txt, evpmac_common.txt, evpmac_blake.txt,
   evpmac_poly1305.txt, evpmac_siphash.txt, evpciph_aes_common.txt,
   evpciph_aes_wrap.txt, evpciph_aes_ccm_cavs.txt, evpciph_aes_ocb.txt,
   evpciph_chacha.txt,
   evpkdf_hkdf.txt, evpkdf_pbkdf2.txt and
   evpkdf_scrypt.txt files of tests/provider/, from OpenSSL 3.0's test
   suite) run through the provider module, as OpenSSL's evp_test runs
   them: each Digest stanza whose algorithm the module offers, its
   Input fed as evp_test feeds it (each Input an update, Count times;
   Ncopy copies joined in one), the Output compared; each MAC stanza
   (HMAC, KMAC, Poly1305, BLAKE2, CMAC, SipHash), its parameters, its
   sizes, its Output, again after init without the key, or the error
   its Result names; each Cipher stanza in both directions, in
   place or not, whole or in pieces, its output, tag and updated IV, or
   the error its Result names; each KDF stanza's Output from its Ctrl
   parameters, or the error its Result names.  Stanzas of algorithms
   the module does not offer, or marked for another provider
   (Availablein), are skipped and counted by reason.  Any mismatch or
   error fails.  Skipped (77) where configure found no OpenSSL 3 or did
   not build the module.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if HAVE_OPENSSL && defined(SC_PROVIDER_DIR)

#include <ctype.h>

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include <openssl/provider.h>

static const char *const files[] = {
  "evpmd_md.txt", "evpmd_sha.txt", "evpmd_blake.txt", "evpmac_common.txt",
  "evpmac_blake.txt", "evpmac_poly1305.txt", "evpmac_siphash.txt",
  "evpciph_aes_common.txt", "evpciph_aes_wrap.txt",
  "evpciph_aes_ccm_cavs.txt", "evpciph_aes_ocb.txt", "evpciph_chacha.txt",
  "evpkdf_hkdf.txt",
  "evpkdf_pbkdf2.txt", "evpkdf_scrypt.txt"
};

#define MAX_INPUTS 8
#define MAX_AAD 8
#define MAX_CTRLS 16

struct buffer
{
  unsigned char *data;
  size_t length;
  size_t count;
};

struct stanza
{
  const char *file;
  unsigned line;		/* where the stanza begins */
  char digest[64];		/* a Digest stanza's algorithm */
  char mac[64];			/* a MAC stanza's MAC, */
  char algorithm[64];		/* and its digest or cipher */
  char availablein[64];
  char result[64];		/* the error expected, if any */
  unsigned char *key;
  size_t key_length;
  long output_size, block_size;	/* -1 when not given */
  struct buffer custom, salt;	/* a MAC stanza's Custom and Salt */
  int xof, no_reinit;		/* its XOF and NoReinit */
  struct buffer inputs[MAX_INPUTS];
  unsigned n_inputs;
  unsigned char *output;
  size_t output_length;
  /* A Cipher stanza's cipher, its fields, and a keyword the runner
     does not take (the stanza is skipped for it).  */
  char cipher[64];
  char unknown[64];
  int operation;		/* 1 ENCRYPT, 0 DECRYPT, -1 both */
  int tag_late;
  struct buffer iv, tag, plaintext, ciphertext, next_iv;
  struct buffer aad[MAX_AAD];
  unsigned n_aad;
  /* A KDF stanza's KDF and its Ctrl values ("name:value"; a MAC
     stanza's too).  */
  char kdf[64];
  char *ctrls[MAX_CTRLS];
  unsigned n_ctrls;
};

static OSSL_LIB_CTX *libctx;
static unsigned run, skipped, failed;

/* The reasons stanzas were skipped for, and how many each.  */
#define MAX_REASONS 32
static struct
{
  char reason[96];
  unsigned count;
} reasons[MAX_REASONS];

static void
skip(const struct stanza *s, const char *name, const char *fmt,
     const char *arg)
{
  char reason[96];
  unsigned i;

  snprintf(reason, sizeof(reason), fmt, arg);
  skipped++;
  printf("skipped %s:%u: %s (%s)\n", s->file, s->line, name, reason);
  for (i = 0; i < MAX_REASONS && reasons[i].count != 0; i++)
    if (strcmp(reasons[i].reason, reason) == 0)
      break;
  if (i < MAX_REASONS)
    {
      snprintf(reasons[i].reason, sizeof(reasons[i].reason), "%s", reason);
      reasons[i].count++;
    }
}

static void
fail(const struct stanza *s, const char *what)
{
  fprintf(stderr, "%s:%u: %s%s%s: %s\n", s->file, s->line,
	  s->digest[0] ? s->digest : s->mac[0] ? s->mac
	  : s->cipher[0] ? s->cipher : s->kdf,
	  s->algorithm[0] ? " " : "",
	  s->algorithm, what);
  ERR_print_errors_fp(stderr);
  failed++;
}

/* A value: a "quoted" string (\n for a newline) or hex digits.  */
static int
parse_value(const char *value, unsigned char **data, size_t *length)
{
  size_t n = strlen(value), i;
  unsigned char *p = malloc(n + 1);

  if (p == NULL)
    return 0;
  *data = p;
  if (value[0] == '"')
    {
      if (n < 2 || value[n - 1] != '"')
	return 0;
      for (i = 1; i < n - 1; i++)
	{
	  if (value[i] == '\\' && value[i + 1] == 'n')
	    {
	      *p++ = '\n';
	      i++;
	    }
	  else
	    *p++ = value[i];
	}
      *length = p - *data;
      return 1;
    }
  if (n % 2 != 0)
    return 0;
  for (i = 0; i < n; i += 2)
    {
      unsigned hi, lo;
      if (!isxdigit((unsigned char) value[i])
	  || !isxdigit((unsigned char) value[i + 1]))
	return 0;
      sscanf(value + i, "%1x%1x", &hi, &lo);
      *p++ = hi << 4 | lo;
    }
  *length = n / 2;
  return 1;
}

static void
clear(struct stanza *s)
{
  unsigned i;

  for (i = 0; i < s->n_inputs; i++)
    free(s->inputs[i].data);
  for (i = 0; i < s->n_aad; i++)
    free(s->aad[i].data);
  for (i = 0; i < s->n_ctrls; i++)
    free(s->ctrls[i]);
  free(s->output);
  free(s->key);
  free(s->iv.data);
  free(s->tag.data);
  free(s->plaintext.data);
  free(s->ciphertext.data);
  free(s->next_iv.data);
  free(s->custom.data);
  free(s->salt.data);
  memset(s, 0, sizeof(*s));
  s->output_size = s->block_size = -1;
  s->operation = -1;
}

/* Runs the stanza as evp_test does, through the module.  */
static void
run_stanza(struct stanza *s)
{
  EVP_MD *md;
  EVP_MD_CTX *ctx;
  unsigned char *got;
  unsigned got_length = 0, i;
  size_t j;

  if (s->availablein[0] != '\0' && strcmp(s->availablein, "default") != 0)
    {
      skip(s, s->digest, "Availablein = %s", s->availablein);
      return;
    }
  md = EVP_MD_fetch(libctx, s->digest, "provider=symcrypt");
  if (md == NULL)
    {
      ERR_clear_error();
      skip(s, s->digest, "%s not offered", s->digest);
      return;
    }
  run++;
  ctx = EVP_MD_CTX_new();
  got = malloc(s->output_length + EVP_MAX_MD_SIZE);
  if (ctx == NULL || got == NULL || !EVP_DigestInit_ex(ctx, md, NULL))
    {
      fail(s, "init");
      goto done;
    }
  for (i = 0; i < s->n_inputs; i++)
    for (j = 0; j < s->inputs[i].count; j++)
      if (!EVP_DigestUpdate(ctx, s->inputs[i].data, s->inputs[i].length))
	{
	  fail(s, "update");
	  goto done;
	}
  if (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF)
    {
      /* An output of no bytes writes none.  */
      EVP_MD_CTX *copy = EVP_MD_CTX_new();
      unsigned char untouched[] = "touch";

      if (copy == NULL || !EVP_MD_CTX_copy(copy, ctx)
	  || !EVP_DigestFinalXOF(copy, untouched, 0)
	  || strcmp((char *) untouched, "touch") != 0)
	fail(s, "output of no bytes");
      EVP_MD_CTX_free(copy);
      got_length = s->output_length;
      if (!EVP_DigestFinalXOF(ctx, got, got_length))
	{
	  fail(s, "final");
	  goto done;
	}
    }
  else if (!EVP_DigestFinal_ex(ctx, got, &got_length))
    {
      fail(s, "final");
      goto done;
    }
  if (got_length != s->output_length
      || memcmp(got, s->output, got_length) != 0)
    fail(s, "output differs");
 done:
  free(got);
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(md);
}

/* The MAC of a MAC stanza's Input, from the context CTX just
   initialized, compared with its Output; NULL, or the error evp_test
   would name.  */
static const char *
mac_once(struct stanza *s, EVP_MAC_CTX *ctx)
{
  unsigned char *got = malloc(s->output_length + 1);
  size_t got_length = s->output_length;
  const char *err = NULL;

  if (got == NULL)
    return "TEST_FAILURE";
  if (s->n_inputs == 1
      && !EVP_MAC_update(ctx, s->inputs[0].data, s->inputs[0].length))
    err = "MAC_UPDATE_ERROR";
  else if (s->xof)
    {
      if (!EVP_MAC_finalXOF(ctx, got, s->output_length)
	  || memcmp(got, s->output, s->output_length) != 0)
	err = "MAC_FINAL_ERROR";
    }
  else if (!EVP_MAC_final(ctx, NULL, &got_length, 0)
	   || got_length > s->output_length)
    err = "MAC_FINAL_LENGTH_ERROR";
  else if (!EVP_MAC_final(ctx, got, &got_length, got_length)
	   || got_length != s->output_length
	   || memcmp(got, s->output, got_length) != 0)
    err = "TEST_MAC_ERR";
  free(got);
  return err;
}

/* Why a MAC stanza is not run, or NULL: a BLAKE2 salt or
   personalization that is not all zero bytes, or SipHash rounds other
   than 2-4 and 1-3, which the library does not have.  */
static const char *
mac_not_in_library(const struct stanza *s)
{
  unsigned i, c = 2, d = 4;

  if (strncmp(s->mac, "BLAKE2", 6) == 0)
    {
      const struct buffer *b[2] = { &s->custom, &s->salt };
      for (i = 0; i < 2; i++)
	{
	  size_t k;
	  for (k = 0; k < b[i]->length; k++)
	    if (b[i]->data[k] != 0)
	      return "BLAKE2 salt or personalization: the library has none";
	}
    }
  if (strcmp(s->mac, "SipHash") == 0)
    {
      for (i = 0; i < s->n_ctrls; i++)
	if (strncmp(s->ctrls[i], "c-rounds:", 9) == 0)
	  c = strtoul(s->ctrls[i] + 9, NULL, 10);
	else if (strncmp(s->ctrls[i], "d-rounds:", 9) == 0)
	  d = strtoul(s->ctrls[i] + 9, NULL, 10);
      if (!((c == 2 && d == 4) || (c == 1 && d == 3)))
	return "SipHash rounds other than 2-4 and 1-3";
    }
  return NULL;
}

/* Runs a MAC stanza as evp_test's mac_test_run_mac does, through the
   module: the Algorithm as the cipher or digest parameter, whichever
   the MAC takes, Custom, Salt, IV and each Ctrl as parameters of init,
   the sizes, the MAC (its XOF form under XOF), then again from an init
   without the key, which must fail under NoReinit; the first failing
   step must be the Result, or none.  */
static void
run_mac_stanza(struct stanza *s)
{
  EVP_MAC *mac;
  EVP_MAC_CTX *ctx = NULL;
  const OSSL_PARAM *defs;
  OSSL_PARAM params[MAX_CTRLS + 5], sizes[3];
  const char *err = NULL, *why;
  int output_size = -1, block_size = -1;
  unsigned i, n = 0, n_text = 0;

  if (s->availablein[0] != '\0' && strcmp(s->availablein, "default") != 0)
    {
      skip(s, s->mac, "Availablein = %s", s->availablein);
      return;
    }
  mac = EVP_MAC_fetch(libctx, s->mac, "provider=symcrypt");
  if (mac == NULL)
    {
      ERR_clear_error();
      skip(s, s->mac, "MAC %s not offered", s->mac);
      return;
    }
  why = mac_not_in_library(s);
  if (why != NULL)
    {
      skip(s, s->mac, "%s", why);
      EVP_MAC_free(mac);
      return;
    }
  defs = EVP_MAC_settable_ctx_params(mac);
  ctx = EVP_MAC_CTX_new(mac);
  if (ctx == NULL || s->n_inputs > 1)
    {
      run++;
      fail(s, "setup");
      goto done;
    }
  if (s->algorithm[0] != '\0')
    {
      const char *what
	= OSSL_PARAM_locate_const(defs, OSSL_MAC_PARAM_CIPHER) != NULL
	? OSSL_MAC_PARAM_CIPHER : OSSL_MAC_PARAM_DIGEST;
      OSSL_PARAM one[2];

      params[n++] = OSSL_PARAM_construct_utf8_string(what, s->algorithm, 0);
      /* CMAC over a cipher the module does not have (evp_test skips
	 the ciphers its build disabled).  */
      one[0] = params[0];
      one[1] = OSSL_PARAM_construct_end();
      if (strcmp(what, OSSL_MAC_PARAM_CIPHER) == 0
	  && !EVP_MAC_CTX_set_params(ctx, one))
	{
	  char what[160];
	  ERR_clear_error();
	  snprintf(what, sizeof(what), "%s over %s", s->mac, s->algorithm);
	  skip(s, s->mac, "%s not offered", what);
	  n = 0;
	  goto done;
	}
    }
  if (s->custom.data != NULL)
    params[n++] = OSSL_PARAM_construct_octet_string
      (OSSL_MAC_PARAM_CUSTOM, s->custom.data, s->custom.length);
  if (s->salt.data != NULL)
    params[n++] = OSSL_PARAM_construct_octet_string
      (OSSL_MAC_PARAM_SALT, s->salt.data, s->salt.length);
  if (s->iv.data != NULL)
    params[n++] = OSSL_PARAM_construct_octet_string
      (OSSL_MAC_PARAM_IV, s->iv.data, s->iv.length);
  n_text = n;
  run++;
  for (i = 0; i < s->n_ctrls && err == NULL; i++)
    {
      char *name = s->ctrls[i], *value = strchr(name, ':');
      if (value != NULL)
	*value++ = '\0';
      if (value == NULL
	  || !OSSL_PARAM_allocate_from_text(&params[n], defs, name, value,
					    strlen(value), NULL))
	err = "MAC_PARAM_ERROR";
      else
	n++;
    }
  params[n] = OSSL_PARAM_construct_end();
  if (err == NULL && !EVP_MAC_init(ctx, s->key, s->key_length, params))
    err = "MAC_INIT_ERROR";
  if (err == NULL && (s->output_size >= 0 || s->block_size >= 0))
    {
      OSSL_PARAM *p = sizes;
      if (s->output_size >= 0)
	*p++ = OSSL_PARAM_construct_int(OSSL_MAC_PARAM_SIZE, &output_size);
      if (s->block_size >= 0)
	*p++ = OSSL_PARAM_construct_int(OSSL_MAC_PARAM_BLOCK_SIZE,
					&block_size);
      *p = OSSL_PARAM_construct_end();
      if (!EVP_MAC_CTX_get_params(ctx, sizes)
	  || output_size != s->output_size || block_size != s->block_size)
	err = "TEST_FAILURE";
    }
  if (err == NULL)
    err = mac_once(s, ctx);
  /* Then again from an init without the key.  */
  if (err == NULL)
    {
      int again = EVP_MAC_init(ctx, NULL, 0, NULL);
      if (s->no_reinit && again)
	err = "MAC_REINIT_SHOULD_FAIL";
      else if (!s->no_reinit && !again)
	err = "MAC_REINIT_ERROR";
      else if (again)
	err = mac_once(s, ctx);
    }
  ERR_clear_error();
  if (err == NULL ? s->result[0] != '\0' : strcmp(err, s->result) != 0)
    {
      char what[160];
      snprintf(what, sizeof(what), "%s where the recipe expects %s",
	       err ? err : "success", s->result[0] ? s->result : "success");
      fail(s, what);
    }
 done:
  for (i = n_text; i < n; i++)
    OPENSSL_free(params[i].data);
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
}

/* One direction of a Cipher stanza through the module, as evp_test's
   cipher_test_enc runs it: the IV length, the tag (decrypting, before
   the data unless SetTagLate), the key and IV, a copy of the context,
   the associated data and the input whole or in pieces of 1, n - 2 and
   1 bytes, in place or apart, the output at an odd address or not,
   padding off; then the output, the tag and the updated IV.  Returns
   NULL, or the name evp_test gives the step that failed.  */
static const char *
cipher_once(struct stanza *s, EVP_CIPHER *cipher, int enc, int in_place,
	    size_t out_misalign, int frag)
{
  int aead = (EVP_CIPHER_get_flags(cipher) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
  const struct buffer *input = enc ? &s->plaintext : &s->ciphertext;
  const struct buffer *expected = enc ? &s->ciphertext : &s->plaintext;
  EVP_CIPHER_CTX *base = EVP_CIPHER_CTX_new(), *ctx = EVP_CIPHER_CTX_new();
  size_t length = input->length, i;
  unsigned char *buffer = malloc(2 * length + 64), *out, *in;
  const unsigned char *p;
  unsigned char iv[128], tag[16];
  const char *err = NULL;
  int n, total = 0;

  if (base == NULL || ctx == NULL || buffer == NULL)
    {
      err = "MEMORY";
      goto done;
    }
  out = buffer + out_misalign;
  in = in_place ? out : buffer + length + 32 + !out_misalign;
  memcpy(in, input->data, length);
  /* Key wrap is refused without the flag, as evp_test sets it.  */
  EVP_CIPHER_CTX_set_flags(base, EVP_CIPHER_CTX_FLAG_WRAP_ALLOW);
  if (!EVP_CipherInit_ex(base, cipher, NULL, NULL, NULL, enc))
    {
      err = "CIPHERINIT_ERROR";
      goto done;
    }
  if (s->iv.data != NULL)
    {
      if (aead ? EVP_CIPHER_CTX_ctrl(base, EVP_CTRL_AEAD_SET_IVLEN,
				     (int) s->iv.length, NULL) <= 0
	  : s->iv.length != (size_t) EVP_CIPHER_CTX_get_iv_length(base))
	{
	  err = "INVALID_IV_LENGTH";
	  goto done;
	}
    }
  if (aead)
    {
      int with_tag = !enc && !s->tag_late;
      if ((with_tag || EVP_CIPHER_get_mode(cipher) != EVP_CIPH_GCM_MODE)
	  && EVP_CIPHER_CTX_ctrl(base, EVP_CTRL_AEAD_SET_TAG,
				 (int) s->tag.length,
				 with_tag ? s->tag.data : NULL) <= 0)
	{
	  err = with_tag ? "TAG_SET_ERROR" : "TAG_LENGTH_SET_ERROR";
	  goto done;
	}
    }
  if (!EVP_CIPHER_CTX_set_key_length(base, (int) s->key_length))
    {
      err = "INVALID_KEY_LENGTH";
      goto done;
    }
  if (!EVP_CipherInit_ex(base, NULL, NULL, s->key, s->iv.data, -1))
    {
      err = "KEY_SET_ERROR";
      goto done;
    }
  if (s->iv.data != NULL
      && (!EVP_CIPHER_CTX_get_updated_iv(base, iv, sizeof(iv))
	  || (!(EVP_CIPHER_get_flags(cipher) & EVP_CIPH_CUSTOM_IV)
	      && memcmp(iv, s->iv.data, s->iv.length) != 0)))
    {
      err = "INVALID_IV";
      goto done;
    }
  if (!EVP_CIPHER_CTX_copy(ctx, base))
    {
      err = "COPY_ERROR";
      goto done;
    }
  /* CCM needs the message's length before the associated data.  */
  if (EVP_CIPHER_get_mode(cipher) == EVP_CIPH_CCM_MODE
      && !EVP_CipherUpdate(ctx, NULL, &n, NULL, (int) length))
    {
      err = "CCM_LENGTH_SET_ERROR";
      goto done;
    }
  for (i = 0; i < s->n_aad; i++)
    {
      size_t piece, doneaad = 0;
      while (doneaad < s->aad[i].length)
	{
	  piece = s->aad[i].length - doneaad;
	  if (frag)
	    piece = doneaad == 0 || piece == 1 ? 1 : piece - 1;
	  if (!EVP_CipherUpdate(ctx, NULL, &n, s->aad[i].data + doneaad,
				(int) piece))
	    {
	      err = "AAD_SET_ERROR";
	      goto done;
	    }
	  doneaad += piece;
	}
    }
  if (aead && !enc && s->tag_late
      && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int) s->tag.length,
			     s->tag.data) <= 0)
    {
      err = "TAG_SET_ERROR";
      goto done;
    }
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  /* Whole, an empty input is still one update, as in evp_test (CCM
     decrypts, and checks the tag, in it).  */
  if (length == 0 && !frag)
    {
      if (!EVP_CipherUpdate(ctx, out, &n, in, 0))
	{
	  err = "CIPHERUPDATE_ERROR";
	  goto done;
	}
      total += n;
    }
  for (p = in, i = 0; i < length; )
    {
      size_t piece = length - i;
      if (frag)
	piece = i == 0 || piece == 1 ? 1 : piece - 1;
      if (!EVP_CipherUpdate(ctx, out + total, &n, p + i, (int) piece))
	{
	  err = "CIPHERUPDATE_ERROR";
	  goto done;
	}
      total += n;
      i += piece;
    }
  if (!EVP_CipherFinal_ex(ctx, out + total, &n))
    {
      err = "CIPHERFINAL_ERROR";
      goto done;
    }
  total += n;
  if ((size_t) total != expected->length
      || memcmp(out, expected->data, total) != 0)
    {
      err = "VALUE_MISMATCH";
      goto done;
    }
  if (enc && aead)
    {
      if (s->tag.length > sizeof(tag)
	  || EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG,
				 (int) s->tag.length, tag) <= 0)
	{
	  err = "TAG_RETRIEVE_ERROR";
	  goto done;
	}
      if (memcmp(tag, s->tag.data, s->tag.length) != 0)
	{
	  err = "TAG_VALUE_MISMATCH";
	  goto done;
	}
    }
  if (s->next_iv.data != NULL
      && (!EVP_CIPHER_CTX_get_updated_iv(ctx, iv, sizeof(iv))
	  || (!(EVP_CIPHER_get_flags(cipher) & EVP_CIPH_CUSTOM_IV)
	      && memcmp(iv, s->next_iv.data, s->next_iv.length) != 0)))
    err = "INVALID_NEXT_IV";
 done:
  ERR_clear_error();
  free(buffer);
  EVP_CIPHER_CTX_free(ctx);
  EVP_CIPHER_CTX_free(base);
  return err;
}

/* A Cipher stanza, as evp_test's cipher_test_run runs it: each
   direction the Operation allows, in place and apart, aligned and not,
   whole and in pieces; the first failing step must be the Result, or
   none.  */
static void
run_cipher_stanza(struct stanza *s)
{
  EVP_CIPHER *cipher;
  const char *err = NULL;
  unsigned variant;
  int mode;

  if (s->availablein[0] != '\0' && strcmp(s->availablein, "default") != 0)
    {
      skip(s, s->cipher, "Availablein = %s", s->availablein);
      return;
    }
  if (s->unknown[0] != '\0')
    {
      skip(s, s->cipher, "keyword %s not run", s->unknown);
      return;
    }
  cipher = EVP_CIPHER_fetch(libctx, s->cipher, "provider=symcrypt");
  if (cipher == NULL)
    {
      char name[64];
      size_t i;
      ERR_clear_error();
      for (i = 0; s->cipher[i] != '\0' && i < sizeof(name) - 1; i++)
	name[i] = toupper((unsigned char) s->cipher[i]);
      name[i] = '\0';
      skip(s, s->cipher, "%s not offered", name);
      return;
    }
  mode = EVP_CIPHER_get_mode(cipher);
  /* The library refuses an XTS key whose halves are equal in both
     directions (SP 800-38E); the default provider decrypts with it.  */
  if (mode == EVP_CIPH_XTS_MODE && s->result[0] == '\0'
      && s->key_length % 2 == 0
      && memcmp(s->key, s->key + s->key_length / 2, s->key_length / 2) == 0)
    {
      skip(s, s->cipher, "%s", "an XTS key of equal halves, refused");
      EVP_CIPHER_free(cipher);
      return;
    }
  run++;
  /* Variants: bit 0 in place, bit 1 the output misaligned, bit 2 in
     pieces; XTS, key wrap and CCM take the message in one update, and
     evp_test does not cut it for them; nor does the runner for OCB,
     which the module takes in one update too (the library's OCB is
     one pass over a whole message).  */
  for (variant = 0; variant < 8 && err == NULL; variant++)
    {
      if ((variant & 4) != 0
	  && (mode == EVP_CIPH_XTS_MODE || mode == EVP_CIPH_WRAP_MODE
	      || mode == EVP_CIPH_CCM_MODE || mode == EVP_CIPH_OCB_MODE))
	break;
      int in_place = variant & 1, frag = (variant >> 2) & 1;
      size_t misalign = (variant >> 1) & 1;
      if (s->operation != 0)
	err = cipher_once(s, cipher, 1, in_place, misalign, frag);
      if (err == NULL && s->operation != 1)
	err = cipher_once(s, cipher, 0, in_place, misalign, frag);
    }
  if (err == NULL ? s->result[0] != '\0' : strcmp(err, s->result) != 0)
    {
      char what[160];
      snprintf(what, sizeof(what), "%s where the recipe expects %s",
	       err ? err : "success", s->result[0] ? s->result : "success");
      fail(s, what);
    }
  EVP_CIPHER_free(cipher);
}

/* A KDF stanza, as evp_test's kdf test runs it: each Ctrl made into a
   parameter from its text as the KDF's settable parameters describe
   it, all of them set, a copy of the context derives the Output's
   length, compared; the first failing step must be the Result, or
   none.  A stanza whose digest the module has no such KDF for is
   skipped.  */
static void
run_kdf_stanza(struct stanza *s)
{
  EVP_KDF *kdf;
  EVP_KDF_CTX *ctx = NULL, *copy = NULL;
  const OSSL_PARAM *defs;
  OSSL_PARAM params[MAX_CTRLS + 1];
  unsigned char *got = NULL;
  const char *err = NULL;
  unsigned i, n = 0;

  if (s->availablein[0] != '\0' && strcmp(s->availablein, "default") != 0)
    {
      skip(s, s->kdf, "Availablein = %s", s->availablein);
      return;
    }
  kdf = EVP_KDF_fetch(libctx, s->kdf, "provider=symcrypt");
  if (kdf == NULL)
    {
      ERR_clear_error();
      skip(s, s->kdf, "%s not offered", s->kdf);
      return;
    }
  ctx = EVP_KDF_CTX_new(kdf);
  defs = EVP_KDF_settable_ctx_params(kdf);
  for (i = 0; i < s->n_ctrls && err == NULL; i++)
    {
      char *name = s->ctrls[i], *value = strchr(name, ':');
      if (value != NULL)
	*value++ = '\0';
      if (!OSSL_PARAM_allocate_from_text(&params[n], defs, name, value,
					 value ? strlen(value) : 0, NULL))
	{
	  err = "KDF_PARAM_ERROR";
	  break;
	}
      n++;
      params[n] = OSSL_PARAM_construct_end();
      if (strcmp(name, "digest") == 0
	  && !EVP_KDF_CTX_set_params(ctx, &params[n - 1]))
	{
	  char what[160];
	  ERR_clear_error();
	  snprintf(what, sizeof(what), "%s over %s", s->kdf, value);
	  skip(s, s->kdf, "%s not offered", what);
	  goto done;
	}
    }
  params[n] = OSSL_PARAM_construct_end();
  run++;
  if (err == NULL && !EVP_KDF_CTX_set_params(ctx, params))
    err = "KDF_CTRL_ERROR";
  if (err == NULL)
    {
      got = malloc(s->output_length + 1);
      copy = EVP_KDF_CTX_dup(ctx);
      if (got == NULL || copy == NULL)
	err = "KDF_DUP_ERROR";
      else if (EVP_KDF_derive(copy, got, s->output_length, NULL) <= 0)
	err = "KDF_DERIVE_ERROR";
      else if (memcmp(got, s->output, s->output_length) != 0)
	err = "KDF_MISMATCH";
    }
  ERR_clear_error();
  if (err == NULL ? s->result[0] != '\0' : strcmp(err, s->result) != 0)
    {
      char what[160];
      snprintf(what, sizeof(what), "%s where the recipe expects %s",
	       err ? err : "success", s->result[0] ? s->result : "success");
      fail(s, what);
    }
 done:
  for (i = 0; i < n; i++)
    OPENSSL_free(params[i].data);
  free(got);
  EVP_KDF_CTX_free(copy);
  EVP_KDF_CTX_free(ctx);
  EVP_KDF_free(kdf);
}

static void
run_file(const char *dir, const char *name)
{
  char path[4200], line[16384];
  struct stanza s;
  unsigned number = 0;
  FILE *f;

  snprintf(path, sizeof(path), "%s/%s", dir, name);
  f = fopen(path, "r");
  if (f == NULL)
    {
      perror(path);
      exit(1);
    }
  memset(&s, 0, sizeof(s));
  s.output_size = s.block_size = -1;
  for (;;)
    {
      char *end, *key, *value, *eq;
      int eof = fgets(line, sizeof(line), f) == NULL;

      number++;
      if (!eof && strchr(line, '\n') == NULL && !feof(f))
	{
	  fprintf(stderr, "%s:%u: line too long\n", path, number);
	  exit(1);
	}
      end = eof ? line : line + strlen(line);
      while (end > line && isspace((unsigned char) end[-1]))
	*--end = '\0';
      if (eof || line[0] == '\0')
	{
	  /* A blank line ends a stanza.  */
	  if (s.line != 0 && s.digest[0] == '\0' && s.mac[0] == '\0'
	      && s.cipher[0] == '\0' && s.kdf[0] == '\0')
	    {
	      fprintf(stderr, "%s:%u: a stanza without Digest, MAC, Cipher "
		      "or KDF\n", path, s.line);
	      exit(1);
	    }
	  if (s.digest[0] != '\0')
	    run_stanza(&s);
	  else if (s.mac[0] != '\0')
	    run_mac_stanza(&s);
	  else if (s.cipher[0] != '\0')
	    run_cipher_stanza(&s);
	  else if (s.kdf[0] != '\0')
	    run_kdf_stanza(&s);
	  clear(&s);
	  if (eof)
	    break;
	  continue;
	}
      if (line[0] == '#')
	continue;
      eq = strchr(line, '=');
      if (eq == NULL)
	{
	  fprintf(stderr, "%s:%u: no '='\n", path, number);
	  exit(1);
	}
      key = line;
      for (end = eq; end > key && isspace((unsigned char) end[-1]); )
	*--end = '\0';
      *eq = '\0';
      for (value = eq + 1; isspace((unsigned char) *value); value++)
	;
      if (strcmp(key, "Title") == 0)
	continue;
      if (s.line == 0)
	{
	  s.file = name;
	  s.line = number;
	}
      if (strcmp(key, "KDF") == 0 && s.digest[0] == '\0'
	  && s.mac[0] == '\0' && s.cipher[0] == '\0' && s.kdf[0] == '\0')
	snprintf(s.kdf, sizeof(s.kdf), "%s", value);
      else if (s.kdf[0] != '\0')
	{
	  /* A KDF stanza's fields.  */
	  if (strncmp(key, "Ctrl.", 5) == 0 && s.n_ctrls < MAX_CTRLS)
	    {
	      if ((s.ctrls[s.n_ctrls++] = strdup(value)) == NULL)
		goto bad;
	    }
	  else if (strcmp(key, "Output") == 0 && s.output == NULL)
	    {
	      if (!parse_value(value, &s.output, &s.output_length))
		goto bad;
	    }
	  else if (strcmp(key, "Result") == 0)
	    snprintf(s.result, sizeof(s.result), "%s", value);
	  else
	    goto bad;
	}
      else if (strcmp(key, "Cipher") == 0 && s.digest[0] == '\0'
	  && s.mac[0] == '\0' && s.cipher[0] == '\0')
	snprintf(s.cipher, sizeof(s.cipher), "%s", value);
      else if (s.cipher[0] != '\0')
	{
	  /* A Cipher stanza's fields.  */
	  struct buffer *b = NULL;
	  if (strcmp(key, "Key") == 0 && s.key == NULL)
	    {
	      if (!parse_value(value, &s.key, &s.key_length))
		goto bad;
	    }
	  else if (strcmp(key, "IV") == 0)
	    b = &s.iv;
	  else if (strcmp(key, "Tag") == 0)
	    b = &s.tag;
	  else if (strcmp(key, "Plaintext") == 0)
	    b = &s.plaintext;
	  else if (strcmp(key, "Ciphertext") == 0)
	    b = &s.ciphertext;
	  else if (strcmp(key, "NextIV") == 0)
	    b = &s.next_iv;
	  else if (strcmp(key, "AAD") == 0 && s.n_aad < MAX_AAD)
	    b = &s.aad[s.n_aad++];
	  else if (strcmp(key, "Operation") == 0)
	    s.operation = strcmp(value, "ENCRYPT") == 0 ? 1
	      : strcmp(value, "DECRYPT") == 0 ? 0 : -1;
	  else if (strcmp(key, "SetTagLate") == 0)
	    s.tag_late = strcmp(value, "TRUE") == 0;
	  else if (strcmp(key, "Result") == 0)
	    snprintf(s.result, sizeof(s.result), "%s", value);
	  else if (strcmp(key, "Availablein") == 0)
	    snprintf(s.availablein, sizeof(s.availablein), "%s", value);
	  else if (s.unknown[0] == '\0')
	    snprintf(s.unknown, sizeof(s.unknown), "%s", key);
	  if (b != NULL && (b->data != NULL
			    || !parse_value(value, &b->data, &b->length)))
	    goto bad;
	}
      else if (strcmp(key, "Digest") == 0 && s.digest[0] == '\0'
	       && s.mac[0] == '\0')
	snprintf(s.digest, sizeof(s.digest), "%s", value);
      else if (strcmp(key, "MAC") == 0 && s.digest[0] == '\0'
	       && s.mac[0] == '\0')
	snprintf(s.mac, sizeof(s.mac), "%s", value);
      else if (s.mac[0] != '\0'
	       && (strcmp(key, "Custom") == 0 || strcmp(key, "Salt") == 0
		   || strcmp(key, "IV") == 0))
	{
	  struct buffer *b = strcmp(key, "Custom") == 0 ? &s.custom
	    : strcmp(key, "Salt") == 0 ? &s.salt : &s.iv;
	  if (b->data != NULL || !parse_value(value, &b->data, &b->length))
	    goto bad;
	}
      else if (strcmp(key, "Ctrl") == 0 && s.mac[0] != '\0'
	       && s.n_ctrls < MAX_CTRLS)
	{
	  if ((s.ctrls[s.n_ctrls++] = strdup(value)) == NULL)
	    goto bad;
	}
      else if (strcmp(key, "XOF") == 0 && s.mac[0] != '\0')
	s.xof = strcmp(value, "1") == 0;
      else if (strcmp(key, "NoReinit") == 0 && s.mac[0] != '\0')
	s.no_reinit = strcmp(value, "1") == 0;
      else if (strcmp(key, "Algorithm") == 0 && s.mac[0] != '\0')
	snprintf(s.algorithm, sizeof(s.algorithm), "%s", value);
      else if (strcmp(key, "Key") == 0 && s.mac[0] != '\0'
	       && s.key == NULL)
	{
	  if (!parse_value(value, &s.key, &s.key_length))
	    goto bad;
	}
      else if (strcmp(key, "OutputSize") == 0 && s.mac[0] != '\0')
	s.output_size = strtol(value, NULL, 10);
      else if (strcmp(key, "BlockSize") == 0 && s.mac[0] != '\0')
	s.block_size = strtol(value, NULL, 10);
      else if (strcmp(key, "Result") == 0 && s.mac[0] != '\0')
	snprintf(s.result, sizeof(s.result), "%s", value);
      else if (strcmp(key, "Input") == 0 && s.n_inputs < MAX_INPUTS)
	{
	  struct buffer *b = &s.inputs[s.n_inputs++];
	  b->count = 1;
	  if (!parse_value(value, &b->data, &b->length))
	    goto bad;
	}
      else if (strcmp(key, "Output") == 0 && s.output == NULL)
	{
	  if (!parse_value(value, &s.output, &s.output_length))
	    goto bad;
	}
      else if (strcmp(key, "Count") == 0 && s.n_inputs > 0)
	s.inputs[s.n_inputs - 1].count = strtoul(value, NULL, 10);
      else if (strcmp(key, "Ncopy") == 0 && s.n_inputs > 0)
	{
	  /* The last Input, NCOPY times over, in one buffer.  */
	  struct buffer *b = &s.inputs[s.n_inputs - 1];
	  size_t ncopy = strtoul(value, NULL, 10), k;
	  unsigned char *p = malloc(b->length * ncopy + 1);
	  if (p == NULL || ncopy == 0)
	    goto bad;
	  for (k = 0; k < ncopy; k++)
	    memcpy(p + k * b->length, b->data, b->length);
	  free(b->data);
	  b->data = p;
	  b->length *= ncopy;
	}
      else if (strcmp(key, "Availablein") == 0)
	snprintf(s.availablein, sizeof(s.availablein), "%s", value);
      else
	goto bad;
      continue;
    bad:
      fprintf(stderr, "%s:%u: cannot read %s\n", path, number, key);
      exit(1);
    }
  fclose(f);
}

int
main(void)
{
  const char *srcdir = getenv("srcdir");
  char dir[4096];
  OSSL_PROVIDER *ours, *deflt;
  size_t i;

  snprintf(dir, sizeof(dir), "%s/tests/provider", srcdir ? srcdir : ".");
  libctx = OSSL_LIB_CTX_new();
  if (libctx == NULL
      || !OSSL_PROVIDER_set_default_search_path(libctx, SC_PROVIDER_DIR)
      || (ours = OSSL_PROVIDER_load(libctx, "symcrypt")) == NULL
      || (deflt = OSSL_PROVIDER_load(libctx, "default")) == NULL)
    {
      fprintf(stderr, "cannot load the module from %s\n", SC_PROVIDER_DIR);
      ERR_print_errors_fp(stderr);
      return 1;
    }
  for (i = 0; i < sizeof(files) / sizeof(files[0]); i++)
    run_file(dir, files[i]);
  OSSL_PROVIDER_unload(ours);
  OSSL_PROVIDER_unload(deflt);
  OSSL_LIB_CTX_free(libctx);
  for (i = 0; i < MAX_REASONS && reasons[i].count != 0; i++)
    printf("skipped %u for: %s\n", reasons[i].count, reasons[i].reason);
  printf("OpenSSL's digest, MAC, cipher and KDF recipes through the "
	 "module: %u run, %u skipped, %u failed\n", run, skipped, failed);
  return failed != 0 || run == 0;
}

#else /* !(HAVE_OPENSSL && SC_PROVIDER_DIR) */

int
main(void)
{
  printf("no OpenSSL 3 or no provider module in this build\n");
  return 77;
}

#endif
