/* symcrypt-benchmark.c -- the speed of every libsymcrypt algorithm,
   side by side with OpenSSL, Nettle and libsodium when configure found
   them.

   The program is driven by one table, algorithms[] below.  A row names
   an algorithm and, for each library, an implementation: a setup
   function (key schedule; for AEAD open, a valid ciphertext), a run
   function that processes one message, and a parameter, so that one
   adapter serves many rows (an EVP algorithm name, a Nettle meta table,
   a libsodium function).  Adding an algorithm is adding a row and, if
   no adapter fits, two small functions.

   Timing, made for a shared and noisy machine: for each algorithm and
   size, every library's batch size is calibrated to take about the
   same short time.  The libraries then take turns, in a rotating
   order, running one batch each between two runs of a load probe (see
   below); a batch counts only when both probes ran at full speed and
   the process kept its CPU throughout.  Each row gets its clean
   batches in three passes over all the rows, so that they come from
   moments far apart; the median of 15 per library gives its speed, and
   our ratio to each of the others.  Rows with too few clean batches
   are measured again at the end of the run, and if they still have
   too few, are reported from all their batches and marked as measured
   under load.

   Before timing, every library processes the same message once and the
   outputs are compared: a row where the libraries disagree is flagged
   and makes the exit status 1.  */

#define _GNU_SOURCE 1		/* sched_setaffinity */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <fnmatch.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#if defined(__linux__)
# include <sched.h>
#endif
#if HAVE_LINUX_PERF_EVENT_H
# include <linux/perf_event.h>
# include <sys/syscall.h>
#endif
#if defined(__i386__) || defined(__x86_64__)
# include <cpuid.h>
# include <x86intrin.h>
#endif
#if defined(__arm__) || defined(__aarch64__)
# include <setjmp.h>
# include <signal.h>
#endif

#include <symcrypt/symcrypt.h>

#if HAVE_OPENSSL
# include <openssl/core_names.h>
# include <openssl/crypto.h>
# include <openssl/evp.h>
# include <openssl/params.h>
# include <openssl/provider.h>
#endif
#if HAVE_NETTLE
# include <nettle/arcfour.h>
# include <nettle/chacha.h>
# include <nettle/chacha-poly1305.h>
# include <nettle/hmac.h>
# include <nettle/memops.h>
# include <nettle/nettle-meta.h>
# include <nettle/pbkdf2.h>
# include <nettle/salsa20.h>
# include <nettle/version.h>
#endif
#if HAVE_SODIUM
# include <sodium.h>
#endif

/* The same key, nonce and associated data for every library.  */
static const uint8_t bench_key[32] = {
  0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f,
  0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
  0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f,
};
static const uint8_t bench_nonce[24] = {
  0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
  0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f,
  0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57,
};
static const uint8_t bench_ad[13] = "TLS-like AAD";	/* 12 chars and a NUL */
#define RC4_KEY_SIZE 16
#define SALT_SIZE 16		/* PBKDF2 salt: the first bytes of bench_nonce */

/* ------------------------------------------------------------------ */
/* The table's types.  */

enum library { LIB_OURS, LIB_OPENSSL, LIB_NETTLE, LIB_SODIUM, N_LIBS };

static const char *const library_names[N_LIBS] = {
  "libsymcrypt", "OpenSSL", "Nettle", "libsodium",
};
static const char *const library_ids[N_LIBS] = {
  "libsymcrypt", "openssl", "nettle", "libsodium",
};

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
};

enum unit { PER_BYTE, PER_OP };

struct bench_alg
{
  const char *name;
  /* symcrypt_implementation names, separated by '+'; NULL when the
     algorithm has no replaceable function (portable C only).  */
  const char *family;
  enum unit unit;
  /* Sizes (PER_OP: iterations) when not the -s list; 0-terminated.  */
  const size_t *sizes;
  struct bench_impl impl[N_LIBS];
};

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
#if HAVE_SODIUM
# define SODIUM_CLEANUP(prefix, ctx_type, prm) \
  IMPL_CLEANUP(LIB_SODIUM, prefix, ctx_type, prm)
# define SODIUM_RUN(run, prm) RUN_ONLY(LIB_SODIUM, run, prm)
#else
# define SODIUM_CLEANUP(prefix, ctx_type, prm)
# define SODIUM_RUN(run, prm)
#endif

/* ------------------------------------------------------------------ */
/* libsymcrypt.  */

static int
ours_arcfour_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  return symcrypt_arcfour_set_key(ctx, RC4_KEY_SIZE, bench_key) ? -1 : 0;
}

static void
ours_arcfour_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_arcfour_crypt(ctx, length, dst, src);
}

static int
ours_salsa20_setup(void *ctx, const void *param, size_t length,
		   const uint8_t *src)
{
  return symcrypt_salsa20_set_key(ctx, sizeof(bench_key), bench_key) ? -1 : 0;
}

static void
ours_salsa20_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20_set_nonce(ctx, bench_nonce);
  symcrypt_salsa20_crypt(ctx, length, dst, src);
}

#define ours_salsa20r12_setup ours_salsa20_setup
static void
ours_salsa20r12_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  symcrypt_salsa20_set_nonce(ctx, bench_nonce);
  symcrypt_salsa20r12_crypt(ctx, length, dst, src);
}

static void
ours_xsalsa20_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_xsalsa20_set_key_nonce(ctx, bench_key, bench_nonce);
  symcrypt_salsa20_crypt(ctx, length, dst, src);
}

static int
ours_chacha_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  symcrypt_chacha_set_key(ctx, bench_key);
  return 0;
}

static void
ours_chacha_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_set_nonce(ctx, bench_nonce);
  symcrypt_chacha_crypt(ctx, length, dst, src);
}

#define ours_chacha32_setup ours_chacha_setup
static void
ours_chacha32_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_set_nonce96(ctx, bench_nonce);
  symcrypt_chacha_crypt32(ctx, length, dst, src);
}

static void
ours_xchacha_run(void *ctx, const void *param, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  symcrypt_xchacha_set_key_nonce(ctx, bench_key, bench_nonce);
  symcrypt_chacha_crypt(ctx, length, dst, src);
}

static void
ours_poly1305_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  symcrypt_poly1305_set_key(ctx, bench_key);
  symcrypt_poly1305_update(ctx, length, src);
  symcrypt_poly1305_digest(ctx, dst);
}

static void
ours_seal_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  symcrypt_chacha_poly1305_seal(bench_key, bench_nonce, sizeof(bench_ad),
				bench_ad, length, dst, src);
}

/* Open: a valid ciphertext of the message, made by setup.  */
struct ours_open_ctx
{
  uint8_t *ct;
};

static int
ours_open_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ours_seal_run(NULL, NULL, length, o->ct, src);
  return 0;
}

static void
ours_open_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  struct ours_open_ctx *o = ctx;
  if (symcrypt_chacha_poly1305_open(bench_key, bench_nonce, sizeof(bench_ad),
				    bench_ad, length + 16, dst, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

static void
ours_open_cleanup(void *ctx)
{
  free(((struct ours_open_ctx *) ctx)->ct);
}

/* A hash: a message is update and digest (which re-initializes).
   HMAC: the key is set once and a message is update and digest (which
   leaves the context keyed); the one-shot function takes the key each
   time.  */
#define OURS_HASH(name, NAME)						\
  static int								\
  ours_##name##_setup(void *ctx, const void *param, size_t length,	\
		      const uint8_t *src)				\
  {									\
    symcrypt_##name##_init(ctx);					\
    return 0;								\
  }									\
  static void								\
  ours_##name##_run(void *ctx, const void *param, size_t length,	\
		    uint8_t *dst, const uint8_t *src)			\
  {									\
    symcrypt_##name##_update(ctx, length, src);				\
    symcrypt_##name##_digest(ctx, SYMCRYPT_##NAME##_DIGEST_SIZE, dst);	\
  }									\
  static int								\
  ours_hmac_##name##_setup(void *ctx, const void *param, size_t length, \
			   const uint8_t *src)				\
  {									\
    symcrypt_hmac_##name##_set_key(ctx, sizeof(bench_key), bench_key);	\
    return 0;								\
  }									\
  static void								\
  ours_hmac_##name##_run(void *ctx, const void *param, size_t length,	\
			 uint8_t *dst, const uint8_t *src)		\
  {									\
    symcrypt_hmac_##name##_update(ctx, length, src);			\
    symcrypt_hmac_##name##_digest(ctx, SYMCRYPT_##NAME##_DIGEST_SIZE, dst); \
  }									\
  static void								\
  ours_hmac_##name##_oneshot_run(void *ctx, const void *param,		\
				 size_t length, uint8_t *dst,		\
				 const uint8_t *src)			\
  {									\
    symcrypt_hmac_##name(sizeof(bench_key), bench_key, length, src, dst); \
  }

OURS_HASH(md5, MD5)
OURS_HASH(sha1, SHA1)
OURS_HASH(sha224, SHA224)
OURS_HASH(sha256, SHA256)
OURS_HASH(sha384, SHA384)
OURS_HASH(sha512, SHA512)

/* The Tillich-Zemor hash: init is done once, digest re-initializes.
   No other library has it; doc/tzhash.md compares it with the Go
   reference.  */
static int
ours_tz_setup(void *ctx, const void *param, size_t length,
	      const uint8_t *src)
{
  symcrypt_tz_init(ctx);
  return 0;
}

static void
ours_tz_run(void *ctx, const void *param, size_t length,
	    uint8_t *dst, const uint8_t *src)
{
  symcrypt_tz_update(ctx, length, src);
  symcrypt_tz_digest(ctx, dst);
}

/* PBKDF2: the password is bench_key, the salt bench_nonce, LENGTH the
   iteration count; a derivation gives one digest's worth.  */
struct ours_pbkdf2_param
{
  int (*derive)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *,
		size_t, uint8_t *);
  size_t length;
};

static void
ours_pbkdf2_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct ours_pbkdf2_param *p = param;
  p->derive(sizeof(bench_key), bench_key, (unsigned) length,
	    SALT_SIZE, bench_nonce, p->length, dst);
}

/* ------------------------------------------------------------------ */
/* OpenSSL 3: EVP interfaces with contexts fetched once and reused.  */

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

static void
ossl_cleanup(void *ctx)
{
  struct ossl_ctx *o = ctx;
  EVP_CIPHER_CTX_free(o->c);
  EVP_CIPHER_free(o->cipher);
  EVP_MD_CTX_free(o->m);
  EVP_MD_free(o->md);
  EVP_MAC_CTX_free(o->mc);
  EVP_MAC_free(o->mac);
  free(o->ct);
}

/* A stream cipher by name, keyed once.  A message sets the IV: a zero
   block counter of COUNTER_SIZE bytes, then the nonce (ChaCha20's
   16-byte IV is the state's last four words).  */
struct ossl_cipher_param
{
  const char *name;
  unsigned counter_size;	/* 0: no IV (RC4) */
};

static int
ossl_cipher_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct ossl_cipher_param *p = param;
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, p->name, NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c
      || (size_t) EVP_CIPHER_get_key_length(o->cipher) > sizeof(bench_key))
    return -1;
  if (p->counter_size)
    memcpy(o->iv + p->counter_size, bench_nonce, 16 - p->counter_size);
  return EVP_EncryptInit_ex2(o->c, o->cipher, bench_key,
			     p->counter_size ? o->iv : NULL, NULL) ? 0 : -1;
}

static void
ossl_cipher_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct ossl_cipher_param *p = param;
  struct ossl_ctx *o = ctx;
  int out;
  if (p->counter_size)
    EVP_EncryptInit_ex2(o->c, NULL, NULL, o->iv, NULL);
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
}

/* ChaCha20-Poly1305; PARAM is non-NULL for open.  */
static void
ossl_seal(struct ossl_ctx *o, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  int out;
  EVP_EncryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_EncryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_EncryptUpdate(o->c, dst, &out, src, (int) length);
  EVP_EncryptFinal_ex(o->c, dst + out, &out);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_GET_TAG, 16, dst + length);
}

static int
ossl_aead_setup(void *ctx, const void *param, size_t length,
		const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  o->cipher = EVP_CIPHER_fetch(NULL, "ChaCha20-Poly1305", NULL);
  o->c = EVP_CIPHER_CTX_new();
  if (!o->cipher || !o->c
      || !EVP_EncryptInit_ex2(o->c, o->cipher, bench_key, bench_nonce, NULL))
    return -1;
  if (!param)
    return 0;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  ossl_seal(o, length, o->ct, src);
  return EVP_DecryptInit_ex2(o->c, o->cipher, bench_key, NULL, NULL) ? 0 : -1;
}

static void
ossl_aead_run(void *ctx, const void *param, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  int out;
  if (!param)
    {
      ossl_seal(o, length, dst, src);
      return;
    }
  EVP_DecryptInit_ex2(o->c, NULL, NULL, bench_nonce, NULL);
  EVP_CIPHER_CTX_ctrl(o->c, EVP_CTRL_AEAD_SET_TAG, 16, o->ct + length);
  EVP_DecryptUpdate(o->c, NULL, &out, bench_ad, sizeof(bench_ad));
  EVP_DecryptUpdate(o->c, dst, &out, o->ct, (int) length);
  if (EVP_DecryptFinal_ex(o->c, dst + out, &out) <= 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

/* A hash by name.  */
static int
ossl_digest_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  o->md = EVP_MD_fetch(NULL, param, NULL);
  o->m = EVP_MD_CTX_new();
  return o->md && o->m ? 0 : -1;
}

static void
ossl_digest_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  EVP_DigestInit_ex2(o->m, o->md, NULL);
  EVP_DigestUpdate(o->m, src, length);
  EVP_DigestFinal_ex(o->m, dst, NULL);
}

/* A MAC by name (HMAC with a digest, or POLY1305) keyed with
   bench_key; a message either re-initializes without a key, which
   keeps the key schedule (OpenSSL's fastest reuse), or with one.  */
struct ossl_mac_param
{
  const char *mac, *digest;
  int rekey;
};

static int
ossl_mac_setup(void *ctx, const void *param, size_t length,
	       const uint8_t *src)
{
  const struct ossl_mac_param *p = param;
  struct ossl_ctx *o = ctx;
  OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
  if (p->digest)
    params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
						 (char *) p->digest, 0);
  o->mac = EVP_MAC_fetch(NULL, p->mac, NULL);
  o->mc = o->mac ? EVP_MAC_CTX_new(o->mac) : NULL;
  return o->mc && EVP_MAC_init(o->mc, bench_key, sizeof(bench_key), params)
    ? 0 : -1;
}

static void
ossl_mac_run(void *ctx, const void *param, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  const struct ossl_mac_param *p = param;
  struct ossl_ctx *o = ctx;
  size_t out;
  if (p->rekey)
    EVP_MAC_init(o->mc, bench_key, sizeof(bench_key), NULL);
  else
    EVP_MAC_init(o->mc, NULL, 0, NULL);
  EVP_MAC_update(o->mc, src, length);
  EVP_MAC_final(o->mc, dst, &out, 64);
}

/* PBKDF2 with the digest named by PARAM.  */
#define ossl_pbkdf2_setup ossl_digest_setup
static void
ossl_pbkdf2_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct ossl_ctx *o = ctx;
  PKCS5_PBKDF2_HMAC((const char *) bench_key, sizeof(bench_key),
		    bench_nonce, SALT_SIZE, (int) length, o->md,
		    EVP_MD_get_size(o->md), dst);
}

#endif /* HAVE_OPENSSL */

/* ------------------------------------------------------------------ */
/* Nettle.  */

#if HAVE_NETTLE
static int
nettle_arcfour_setup(void *ctx, const void *param, size_t length,
		     const uint8_t *src)
{
  arcfour_set_key(ctx, RC4_KEY_SIZE, bench_key);
  return 0;
}

static void
nettle_arcfour_run(void *ctx, const void *param, size_t length,
		   uint8_t *dst, const uint8_t *src)
{
  arcfour_crypt(ctx, length, dst, src);
}

static int
nettle_salsa20_setup(void *ctx, const void *param, size_t length,
		     const uint8_t *src)
{
  salsa20_256_set_key(ctx, bench_key);
  return 0;
}

static void
nettle_salsa20_run(void *ctx, const void *param, size_t length,
		   uint8_t *dst, const uint8_t *src)
{
  salsa20_set_nonce(ctx, bench_nonce);
  salsa20_crypt(ctx, length, dst, src);
}

#define nettle_salsa20r12_setup nettle_salsa20_setup
static void
nettle_salsa20r12_run(void *ctx, const void *param, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  salsa20_set_nonce(ctx, bench_nonce);
  salsa20r12_crypt(ctx, length, dst, src);
}

static int
nettle_chacha_setup(void *ctx, const void *param, size_t length,
		    const uint8_t *src)
{
  chacha_set_key(ctx, bench_key);
  return 0;
}

static void
nettle_chacha_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  chacha_set_nonce(ctx, bench_nonce);
  chacha_crypt(ctx, length, dst, src);
}

#define nettle_chacha32_setup nettle_chacha_setup
static void
nettle_chacha32_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  chacha_set_nonce96(ctx, bench_nonce);
  chacha_crypt32(ctx, length, dst, src);
}

/* ChaCha20-Poly1305; PARAM is non-NULL for open, which Nettle leaves
   to the caller: decrypt, digest, compare.  */
struct nettle_aead_ctx
{
  struct chacha_poly1305_ctx c;
  uint8_t *ct;
};

static void
nettle_seal(struct chacha_poly1305_ctx *c, size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  chacha_poly1305_set_nonce(c, bench_nonce);
  chacha_poly1305_update(c, sizeof(bench_ad), bench_ad);
  chacha_poly1305_encrypt(c, length, dst, src);
  chacha_poly1305_digest(c, 16, dst + length);
}

static int
nettle_aead_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct nettle_aead_ctx *n = ctx;
  chacha_poly1305_set_key(&n->c, bench_key);
  if (!param)
    return 0;
  n->ct = malloc(length + 16);
  if (!n->ct)
    return -1;
  nettle_seal(&n->c, length, n->ct, src);
  return 0;
}

static void
nettle_aead_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct nettle_aead_ctx *n = ctx;
  uint8_t tag[16];
  if (!param)
    {
      nettle_seal(&n->c, length, dst, src);
      return;
    }
  chacha_poly1305_set_nonce(&n->c, bench_nonce);
  chacha_poly1305_update(&n->c, sizeof(bench_ad), bench_ad);
  chacha_poly1305_decrypt(&n->c, length, dst, n->ct);
  chacha_poly1305_digest(&n->c, sizeof(tag), tag);
  if (!memeql_sec(tag, n->ct + length, sizeof(tag)))
    memset(dst, 0, length);	/* shows as a mismatch */
}

static void
nettle_aead_cleanup(void *ctx)
{
  free(((struct nettle_aead_ctx *) ctx)->ct);
}

/* Any hash, and HMAC over it, through Nettle's meta tables (its
   hmac_sha256_* functions are these same generic ones).  */
#define NETTLE_STATE_WORDS 64	/* 512 bytes: more than any hash's */

struct nettle_hash_ctx
{
  uint64_t state[NETTLE_STATE_WORDS];
};

static int
nettle_hash_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct nettle_hash *h = param;
  struct nettle_hash_ctx *n = ctx;
  if (h->context_size > sizeof(n->state))
    return -1;
  h->init(n->state);
  return 0;
}

static void
nettle_hash_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct nettle_hash *h = param;
  struct nettle_hash_ctx *n = ctx;
  h->update(n->state, length, src);
  h->digest(n->state, h->digest_size, dst);
}

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

static int
nettle_hmac_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  const struct nettle_hmac_param *p = param;
  struct nettle_hmac_ctx *n = ctx;
  if (p->hash->context_size > sizeof(n->state))
    return -1;
  hmac_set_key(n->outer, n->inner, n->state, p->hash,
	       sizeof(bench_key), bench_key);
  return 0;
}

static void
nettle_hmac_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct nettle_hmac_param *p = param;
  struct nettle_hmac_ctx *n = ctx;
  if (p->rekey)
    hmac_set_key(n->outer, n->inner, n->state, p->hash,
		 sizeof(bench_key), bench_key);
  hmac_update(n->state, p->hash, length, src);
  hmac_digest(n->outer, n->inner, n->state, p->hash,
	      p->hash->digest_size, dst);
}

struct nettle_pbkdf2_param
{
  void (*derive)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *,
		 size_t, uint8_t *);
  size_t length;
};

static void
nettle_pbkdf2_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct nettle_pbkdf2_param *p = param;
  p->derive(sizeof(bench_key), bench_key, (unsigned) length,
	    SALT_SIZE, bench_nonce, p->length, dst);
}

#endif /* HAVE_NETTLE */

/* ------------------------------------------------------------------ */
/* libsodium: its functions are one-shot and take the key every time.  */

#if HAVE_SODIUM
struct sodium_stream_param
{
  int (*xor)(unsigned char *, const unsigned char *, unsigned long long,
	     const unsigned char *, const unsigned char *);
};

static void
sodium_stream_run(void *ctx, const void *param, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  const struct sodium_stream_param *p = param;
  p->xor(dst, src, length, bench_nonce, bench_key);
}

static void
sodium_poly1305_run(void *ctx, const void *param, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  crypto_onetimeauth_poly1305(dst, src, length, bench_key);
}

static void
sodium_seal_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  crypto_aead_chacha20poly1305_ietf_encrypt(dst, NULL, src, length,
					    bench_ad, sizeof(bench_ad), NULL,
					    bench_nonce, bench_key);
}

struct sodium_open_ctx
{
  uint8_t *ct;
};

static int
sodium_open_setup(void *ctx, const void *param, size_t length,
		  const uint8_t *src)
{
  struct sodium_open_ctx *s = ctx;
  s->ct = malloc(length + 16);
  if (!s->ct)
    return -1;
  sodium_seal_run(NULL, NULL, length, s->ct, src);
  return 0;
}

static void
sodium_open_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  struct sodium_open_ctx *s = ctx;
  if (crypto_aead_chacha20poly1305_ietf_decrypt(dst, NULL, NULL, s->ct,
						length + 16, bench_ad,
						sizeof(bench_ad), bench_nonce,
						bench_key) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

static void
sodium_open_cleanup(void *ctx)
{
  free(((struct sodium_open_ctx *) ctx)->ct);
}

struct sodium_hash_param
{
  int (*hash)(unsigned char *, const unsigned char *, unsigned long long);
};

static void
sodium_hash_run(void *ctx, const void *param, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  const struct sodium_hash_param *p = param;
  p->hash(dst, src, length);
}

/* HMAC: libsodium has no way to reuse a key; init takes it.  */
#define SODIUM_HMAC(bits)						\
  static void								\
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

/* ------------------------------------------------------------------ */
/* The algorithms.  Stream ciphers: a message is a nonce set on the
   keyed context and LENGTH bytes encrypted (RC4, which has no nonce:
   LENGTH more bytes of one stream).  HMAC rows default to the short
   and the long message of a typical protocol; a PBKDF2 row measures
   derivations of LENGTH iterations.  */

static const size_t hmac_sizes[] = { 32, 1024, 0 };
static const size_t pbkdf2_iterations[] = { 4096, 0 };

#define OSSL_CHACHA(counter_size) \
  (&(const struct ossl_cipher_param) { "ChaCha20", counter_size })
#define SODIUM_STREAM(fn) \
  (&(const struct sodium_stream_param) { fn })
#define SODIUM_HASH(fn) \
  (&(const struct sodium_hash_param) { fn })

#define HASH_ROW(name, family, ossl_name, nettle_meta, sodium)	\
  { #name, family, PER_BYTE, NULL, {					\
      OURS(ours_##name, struct symcrypt_##name##_ctx, NULL)		\
      OPENSSL(ossl_digest, ossl_name)					\
      NETTLE(nettle_hash, struct nettle_hash_ctx, nettle_meta)		\
      sodium } },

/* HMAC with a key set once, and with a key per message.  */
#define HMAC_ROWS(name, family, ossl_name, nettle_meta, sodium)		\
  { "hmac-" #name, family, PER_BYTE, hmac_sizes, {			\
      OURS(ours_hmac_##name, struct symcrypt_hmac_##name##_ctx, NULL)	\
      OPENSSL(ossl_mac,							\
	      (&(const struct ossl_mac_param) { "HMAC", ossl_name, 0 }))	\
      NETTLE(nettle_hmac, struct nettle_hmac_ctx,			\
	     (&(const struct nettle_hmac_param) { nettle_meta, 0 }))	\
      sodium } },							\
  { "hmac-" #name "-oneshot", family, PER_BYTE, hmac_sizes, {		\
      OURS_RUN(ours_hmac_##name##_oneshot_run, NULL)			\
      OPENSSL(ossl_mac,							\
	      (&(const struct ossl_mac_param) { "HMAC", ossl_name, 1 }))	\
      NETTLE(nettle_hmac, struct nettle_hmac_ctx,			\
	     (&(const struct nettle_hmac_param) { nettle_meta, 1 }))	\
      sodium } },

#define PBKDF2_ROW(name, NAME, family, ossl_name)			\
  { "pbkdf2-hmac-" #name, family, PER_OP, pbkdf2_iterations, {		\
      OURS_RUN(ours_pbkdf2_run,						\
	       (&(const struct ours_pbkdf2_param) {			\
		 symcrypt_pbkdf2_hmac_##name, SYMCRYPT_##NAME##_DIGEST_SIZE })) \
      OPENSSL(ossl_pbkdf2, ossl_name)					\
      NETTLE_RUN(nettle_pbkdf2_run,					\
		 (&(const struct nettle_pbkdf2_param) {			\
		   pbkdf2_hmac_##name, SYMCRYPT_##NAME##_DIGEST_SIZE })) } },

static const struct bench_alg algorithms[] = {
  { "rc4", "arcfour", PER_BYTE, NULL, {
      OURS(ours_arcfour, struct symcrypt_arcfour_ctx, NULL)
      OPENSSL(ossl_cipher, (&(const struct ossl_cipher_param) { "RC4", 0 }))
      NETTLE(nettle_arcfour, struct arcfour_ctx, NULL) } },
  { "salsa20", "salsa20", PER_BYTE, NULL, {
      OURS(ours_salsa20, struct symcrypt_salsa20_ctx, NULL)
      NETTLE(nettle_salsa20, struct salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_salsa20_xor)) } },
  { "salsa20r12", "salsa20", PER_BYTE, NULL, {
      OURS(ours_salsa20r12, struct symcrypt_salsa20_ctx, NULL)
      NETTLE(nettle_salsa20r12, struct salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_salsa2012_xor)) } },
  { "xsalsa20", "salsa20", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_xsalsa20_run, struct symcrypt_salsa20_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_xsalsa20_xor)) } },
  { "chacha", "chacha", PER_BYTE, NULL, {
      OURS(ours_chacha, struct symcrypt_chacha_ctx, NULL)
      OPENSSL(ossl_cipher, OSSL_CHACHA(8))
      NETTLE(nettle_chacha, struct chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_chacha20_xor)) } },
  { "chacha32", "chacha", PER_BYTE, NULL, {
      OURS(ours_chacha32, struct symcrypt_chacha_ctx, NULL)
      OPENSSL(ossl_cipher, OSSL_CHACHA(4))
      NETTLE(nettle_chacha32, struct chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run,
		 SODIUM_STREAM(crypto_stream_chacha20_ietf_xor)) } },
  { "xchacha", "chacha", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_xchacha_run, struct symcrypt_chacha_ctx, NULL)
      SODIUM_RUN(sodium_stream_run, SODIUM_STREAM(crypto_stream_xchacha20_xor)) } },
  { "poly1305", "poly1305", PER_BYTE, NULL, {
      OURS_RUN_CTX(ours_poly1305_run, struct symcrypt_poly1305_ctx, NULL)
      OPENSSL(ossl_mac,
	      (&(const struct ossl_mac_param) { "POLY1305", NULL, 1 }))
      SODIUM_RUN(sodium_poly1305_run, NULL) } },
  { "chacha-poly1305-seal", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_RUN(ours_seal_run, NULL)
      OPENSSL(ossl_aead, NULL)
      NETTLE(nettle_aead, struct nettle_aead_ctx, NULL)
      SODIUM_RUN(sodium_seal_run, NULL) } },
  { "chacha-poly1305-open", "chacha+poly1305", PER_BYTE, NULL, {
      OURS_CLEANUP(ours_open, struct ours_open_ctx, NULL)
      OPENSSL(ossl_aead, "open")
      NETTLE_CLEANUP(nettle_aead, struct nettle_aead_ctx, "open")
      SODIUM_CLEANUP(sodium_open, struct sodium_open_ctx, NULL) } },
  HASH_ROW(md5, "md5", "MD5", &nettle_md5, )
  HASH_ROW(sha1, "sha1", "SHA1", &nettle_sha1, )
  HASH_ROW(sha224, "sha256", "SHA224", &nettle_sha224, )
  HASH_ROW(sha256, "sha256", "SHA256", &nettle_sha256,
	   SODIUM_RUN(sodium_hash_run, SODIUM_HASH(crypto_hash_sha256)))
  HASH_ROW(sha384, "sha512", "SHA384", &nettle_sha384, )
  HASH_ROW(sha512, "sha512", "SHA512", &nettle_sha512,
	   SODIUM_RUN(sodium_hash_run, SODIUM_HASH(crypto_hash_sha512)))
  HMAC_ROWS(md5, "md5", "MD5", &nettle_md5, )
  HMAC_ROWS(sha1, "sha1", "SHA1", &nettle_sha1, )
  HMAC_ROWS(sha224, "sha256", "SHA224", &nettle_sha224, )
  HMAC_ROWS(sha256, "sha256", "SHA256", &nettle_sha256,
	    SODIUM_RUN(sodium_hmac256_run, NULL))
  HMAC_ROWS(sha384, "sha512", "SHA384", &nettle_sha384, )
  HMAC_ROWS(sha512, "sha512", "SHA512", &nettle_sha512,
	    SODIUM_RUN(sodium_hmac512_run, NULL))
  { "tz", "tz", PER_BYTE, NULL, {
      OURS(ours_tz, struct symcrypt_tz_ctx, NULL) } },
  PBKDF2_ROW(sha1, SHA1, "sha1", "SHA1")
  PBKDF2_ROW(sha256, SHA256, "sha256", "SHA256")
  PBKDF2_ROW(sha512, SHA512, "sha512", "SHA512")
};
#define N_ALGORITHMS (sizeof(algorithms) / sizeof(algorithms[0]))

/* ------------------------------------------------------------------ */
/* Clocks.  Speeds come from CLOCK_MONOTONIC.  Cycles come from the
   best counter found: the kernel's per-thread cycle counter
   (perf_event_open, true core cycles), the ARM cycle counter when user
   space may read it, the x86 TSC (which ticks at the nominal
   frequency, not the actual one), or time times the -f frequency.  */

enum counter { COUNTER_NONE, COUNTER_PERF, COUNTER_PMCCNTR, COUNTER_TSC,
	       COUNTER_FREQ };
static enum counter counter;
static double counter_hz;	/* COUNTER_FREQ */
#if HAVE_LINUX_PERF_EVENT_H
static int perf_fd = -1;
#endif

static double
now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

#if defined(__arm__) || defined(__aarch64__)
static uint64_t
read_pmccntr(void)
{
# if defined(__aarch64__)
  uint64_t v;
  __asm__ volatile ("mrs %0, pmccntr_el0" : "=r" (v));
  return v;
# else
  uint32_t v;
  __asm__ volatile ("mrc p15, 0, %0, c9, c13, 0" : "=r" (v));
  return v;
# endif
}

static sigjmp_buf probe_env;

static void
probe_sigill(int sig)
{
  siglongjmp(probe_env, 1);
}
#endif

static uint64_t
read_counter(void)
{
  switch (counter)
    {
#if HAVE_LINUX_PERF_EVENT_H
    case COUNTER_PERF:
      {
	uint64_t v = 0;
	if (read(perf_fd, &v, sizeof(v)) != sizeof(v))
	  return 0;
	return v;
      }
#endif
#if defined(__arm__) || defined(__aarch64__)
    case COUNTER_PMCCNTR:
      return read_pmccntr();
#endif
#if defined(__i386__) || defined(__x86_64__)
    case COUNTER_TSC:
      return __rdtsc();
#endif
    default:
      return 0;
    }
}

/* Cycles between two readings taken NS nanoseconds apart.  */
static double
counter_delta(uint64_t c0, uint64_t c1, double ns)
{
  switch (counter)
    {
    case COUNTER_NONE:
      return NAN;
    case COUNTER_FREQ:
      return ns * counter_hz / 1e9;
#if defined(__arm__)
    case COUNTER_PMCCNTR:
      return (uint32_t) (c1 - c0);	/* a 32-bit counter */
#endif
    default:
      return (double) (c1 - c0);
    }
}

/* Whether the counter just chosen advances at a plausible rate (at
   least 50 MHz) over a few milliseconds of work.  */
static int
counter_works(void)
{
  volatile unsigned sink = 0;
  uint64_t c0 = read_counter();
  double t0 = now_ns(), t1;
  unsigned i;
  for (i = 0; i < 3000000; i++)
    sink += i;
  t1 = now_ns();
  return counter_delta(c0, read_counter(), t1 - t0) > (t1 - t0) * 0.05;
}

static const char *
counter_description(void)
{
  static char buf[80];
  switch (counter)
    {
    case COUNTER_PERF:
      return "perf_event_open core cycles";
    case COUNTER_PMCCNTR:
      return "ARM cycle counter (PMCCNTR)";
    case COUNTER_TSC:
      return "rdtsc (TSC ticks at the nominal clock, not the actual one)";
    case COUNTER_FREQ:
      snprintf(buf, sizeof(buf), "time at -f %.6g Hz", counter_hz);
      return buf;
    default:
      return "none (give -f HZ)";
    }
}

static void
choose_counter(double hz)
{
  if (hz > 0)
    {
      counter = COUNTER_FREQ;
      counter_hz = hz;
      return;
    }
#if HAVE_LINUX_PERF_EVENT_H
  {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof(attr));
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof(attr);
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    perf_fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    if (perf_fd >= 0)
      {
	counter = COUNTER_PERF;
	if (counter_works())
	  return;
	close(perf_fd);
	perf_fd = -1;
      }
  }
#endif
#if defined(__arm__) || defined(__aarch64__)
  {
    struct sigaction sa, old;
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = probe_sigill;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGILL, &sa, &old);
    counter = COUNTER_PMCCNTR;
    if (sigsetjmp(probe_env, 1) != 0 || !counter_works())
      counter = COUNTER_NONE;
    sigaction(SIGILL, &old, NULL);
    if (counter != COUNTER_NONE)
      return;
  }
#endif
#if defined(__i386__) || defined(__x86_64__)
  counter = COUNTER_TSC;
  return;
#endif
  counter = COUNTER_NONE;
}

/* Runs the process on one CPU: the CPUs of a shared or virtual machine
   differ (a busy hyperthread sibling slows some code more than other
   code), so a run that migrates gives ratios that move from run to run.
   CPU < 0 chooses the highest-numbered CPU allowed, which is least
   likely to be the one that takes interrupts.  Returns the CPU, or -1
   when the process could not be pinned.  */
static int
pin_cpu(int cpu)
{
#if defined(__linux__) && defined(CPU_SETSIZE)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) != 0)
    return -1;
  if (cpu < 0)
    for (cpu = CPU_SETSIZE - 1; cpu > 0 && !CPU_ISSET(cpu, &set); cpu--)
      ;
  if (cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set))
    return -1;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof(set), &set) == 0 ? cpu : -1;
#else
  return -1;
#endif
}

/* ------------------------------------------------------------------ */
/* The load probe.  The two CPUs of a virtual machine can be
   hyperthreads of one core, and then whatever runs on the sibling
   thread changes our speed: it takes execution units, which slows
   scalar code more than code on less contended units, and it halves
   some of the core's queues, which can even speed up code that
   speculates badly (RC4 here: OpenSSL's runs 35% faster beside a busy
   sibling, Nettle's 10% slower).  A ratio measured beside a busy
   sibling is then a different ratio, and interleaving cannot cancel
   that.  So a batch counts only when it ran with the core to itself:
   a short run of scalar arithmetic that keeps several execution units
   busy, the kind of code a busy sibling slows most, is timed just
   before and just after the batch and must run within a tolerance of
   its fastest time.  */

#define PROBE_ITERATIONS 1000

/* Four independent add-rotate-xor chains in general registers.  */
static double
probe_ns(void)
{
  uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
  volatile uint32_t sink;
  double t0 = now_ns();
  unsigned i;
  for (i = 0; i < PROBE_ITERATIONS; i++)
    {
      a += b; b = (b << 7 | b >> 25) ^ a;
      c += d; d = (d << 9 | d >> 23) ^ c;
      e += f; f = (f << 13 | f >> 19) ^ e;
      g += h; h = (h << 18 | h >> 14) ^ g;
#if defined(__GNUC__)
      /* Neither vectorized nor folded.  */
      __asm__ ("" : "+r" (a), "+r" (b), "+r" (c), "+r" (d));
      __asm__ ("" : "+r" (e), "+r" (f), "+r" (g), "+r" (h));
#endif
    }
  sink = a ^ b ^ c ^ d ^ e ^ f ^ g ^ h;
  (void) sink;
  return now_ns() - t0;
}

#if defined(__x86_64__) && defined(__GNUC__)
/* Four independent chains of SHA-256 rounds on the SHA extensions: a
   neighbour hashing with them (seen here: all SHA-NI code 16% slower
   for a whole run) leaves the general units alone.  */
# define PROBE_SHA 1

static int
cpu_has_sha(void)
{
  unsigned a, b, c, d;
  return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b >> 29 & 1);
}

__attribute__ ((target ("sha,sse2")))
static double
probe_sha_ns(void)
{
  __m128i a = _mm_set1_epi32(1), b = _mm_set1_epi32(2);
  __m128i c = _mm_set1_epi32(3), d = _mm_set1_epi32(4);
  __m128i e = _mm_set1_epi32(5), f = _mm_set1_epi32(6);
  __m128i g = _mm_set1_epi32(7), h = _mm_set1_epi32(8);
  __m128i k = _mm_set1_epi32(9);
  volatile int sink;
  double t0 = now_ns();
  unsigned i;
  for (i = 0; i < PROBE_ITERATIONS / 4; i++)
    {
      a = _mm_sha256rnds2_epu32(a, b, k); b = _mm_sha256rnds2_epu32(b, a, k);
      c = _mm_sha256rnds2_epu32(c, d, k); d = _mm_sha256rnds2_epu32(d, c, k);
      e = _mm_sha256rnds2_epu32(e, f, k); f = _mm_sha256rnds2_epu32(f, e, k);
      g = _mm_sha256rnds2_epu32(g, h, k); h = _mm_sha256rnds2_epu32(h, g, k);
    }
  a = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(a, b), _mm_xor_si128(c, d)),
		    _mm_xor_si128(_mm_xor_si128(e, f), _mm_xor_si128(g, h)));
  sink = _mm_cvtsi128_si32(a);
  (void) sink;
  return now_ns() - t0;
}

static int have_sha_probe;
#endif

/* Each probe's fastest times seen, fastest first; the reference is the
   last, so that one lucky reading does not make every later one look
   slow.  */
#define PROBE_FASTEST 4
static double probe_fastest[2][PROBE_FASTEST];

/* Files NS among FASTEST; its slowdown against the reference.  */
static double
probe_note(double *fastest, double ns)
{
  unsigned i;
  for (i = PROBE_FASTEST; i > 0 && ns < fastest[i - 1]; i--)
    if (i < PROBE_FASTEST)
      fastest[i] = fastest[i - 1];
  if (i < PROBE_FASTEST)
    fastest[i] = ns;
  return ns / fastest[PROBE_FASTEST - 1] - 1;
}

/* Times the probes; the larger slowdown.  */
static double
probe_slowdown(void)
{
  double slowdown = probe_note(probe_fastest[0], probe_ns());
#if PROBE_SHA
  if (have_sha_probe)
    {
      double sha = probe_note(probe_fastest[1], probe_sha_ns());
      if (sha > slowdown)
	slowdown = sha;
    }
#endif
  return slowdown;
}

static void
sleep_ns(long ns)
{
  struct timespec t = { 0, ns };
  nanosleep(&t, NULL);
}

/* Probes spread over about 0.2 s, to find the fastest time.  */
static void
probe_init(void)
{
  unsigned i;
  for (i = 0; i < PROBE_FASTEST; i++)
    probe_fastest[0][i] = probe_fastest[1][i] = INFINITY;
#if PROBE_SHA
  have_sha_probe = cpu_has_sha();
#endif
  for (i = 0; i < 2000; i++)
    {
      probe_slowdown();
      if (i % 10 == 9)
	sleep_ns(1000000);
    }
}

/* The number of times the process gave up the CPU so far.  */
static long
context_switches(void)
{
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) != 0)
    return 0;
  return ru.ru_nvcsw + ru.ru_nivcsw;
}

/* ------------------------------------------------------------------ */
/* Measurement.  */

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

/* The most waiting for a quiet core per row and pass.  */
#define ROW_WAIT_NS 1e9

/* Counts over the whole run, for the summary.  */
static unsigned long total_batches, clean_batches;

struct sample
{
  double ns, cycles;
};

static struct sample
time_batch(const struct bench_impl *impl, void *ctx, size_t length,
	   unsigned long n, uint8_t *dst, const uint8_t *src)
{
  struct sample s;
  uint64_t c0, c1;
  double t0, t1;
  unsigned long i;

  t0 = now_ns();
  c0 = read_counter();
  for (i = 0; i < n; i++)
    impl->run(ctx, impl->param, length, dst, src);
  c1 = read_counter();
  t1 = now_ns();
  s.ns = t1 - t0;
  s.cycles = counter_delta(c0, c1, s.ns);
  return s;
}

/* The number of messages in a batch of about TARGET_NS.  */
static unsigned long
calibrate(const struct bench_impl *impl, void *ctx, size_t length,
	  uint8_t *dst, const uint8_t *src, double target_ns)
{
  unsigned long n = 1;
  for (;;)
    {
      double ns = time_batch(impl, ctx, length, n, dst, src).ns;
      if (ns >= target_ns)
	return n;
      if (ns < target_ns / 16)
	n *= 16;
      else
	return (unsigned long) ceil(n * target_ns / ns);
    }
}

static int
compare_doubles(const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median(double *v, unsigned n)
{
  qsort(v, n, sizeof(*v), compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

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

/* The waiting left for the run, then for the row.  */
static double run_wait_ns, row_wait_ns;

/* Runs one batch between two probes.  When the first probe finds the
   core busy, waits in steps of a millisecond (sleeping, so others may
   run) while the waiting allowed lasts.  Returns whether the batch was
   clean.  */
static int
attempt(const struct bench_impl *impl, void *ctx, size_t length,
	unsigned long n, uint8_t *dst, const uint8_t *src,
	const struct settings *set, struct batches *b)
{
  long switches;
  double before, after;
  struct sample s;
  int clean;

  while (probe_slowdown() > set->tolerance && row_wait_ns > 0
	 && run_wait_ns > 0)
    {
      double t0 = now_ns(), waited;
      sleep_ns(1000000);
      waited = now_ns() - t0;
      row_wait_ns -= waited;
      run_wait_ns -= waited;
    }
  switches = context_switches();
  before = probe_slowdown();
  s = time_batch(impl, ctx, length, n, dst, src);
  after = probe_slowdown();
  clean = before <= set->tolerance && after <= set->tolerance
    && context_switches() == switches;
  if (clean)
    {
      b->clean_ns[b->clean] = s.ns / n;
      b->clean_cycles[b->clean++] = s.cycles / n;
    }
  b->all_ns[b->all] = s.ns / n;
  b->all_cycles[b->all++] = s.cycles / n;
  total_batches++;
  clean_batches += clean;
  return clean;
}

/* Whether a library of ROW still lacks clean batches.  */
static int
row_short(const struct row *row, const struct settings *set)
{
  unsigned lib;
  for (lib = 0; lib < N_LIBS; lib++)
    if (row->present[lib] && row->batches[lib].clean < set->samples)
      return 1;
  return 0;
}

/* One pass over ROW: sets every library up (the first time, compares
   its output with ours), then lets each run batches until it has
   WANTED more clean ones or has used up its attempts.  DST and SRC
   have room for the size plus 64 bytes.  Returns -1 when out of
   memory.  */
static int
measure(struct row *row, unsigned wanted, uint8_t *dst, const uint8_t *src,
	const struct settings *set)
{
  const struct bench_alg *alg = row->alg;
  size_t size = row->size;
  int first = row->batches[LIB_OURS].all_ns == NULL;
  void *ctx[N_LIBS];
  unsigned long n[N_LIBS];
  unsigned libs[N_LIBS], goal[N_LIBS], n_libs = 0, lib, pass, k;
  unsigned room = set->attempts * (set->passes + EXTRA_PASSES);
  uint8_t *reference = malloc(size + 64);

  if (!reference)
    return -1;
  for (lib = 0; lib < N_LIBS; lib++)
    {
      const struct bench_impl *impl = &alg->impl[lib];
      struct batches *b = &row->batches[lib];
      ctx[lib] = NULL;
      if (!impl->run || (!first && !row->present[lib]))
	continue;
      ctx[lib] = calloc(1, impl->ctx_size);
      if (!ctx[lib]
	  || (impl->setup && impl->setup(ctx[lib], impl->param, size, src) != 0))
	{
	  if (ctx[lib] && impl->cleanup)
	    impl->cleanup(ctx[lib]);
	  free(ctx[lib]);
	  ctx[lib] = NULL;
	  continue;
	}
      if (first)
	{
	  /* The first message, compared with ours.  */
	  memset(dst, 0, size + 64);
	  impl->run(ctx[lib], impl->param, size, dst, src);
	  if (lib == LIB_OURS)
	    memcpy(reference, dst, size + 64);
	  else if (ctx[LIB_OURS] && memcmp(reference, dst, size + 64) != 0)
	    row->mismatch[lib] = 1;
	  b->clean_ns = malloc(room * sizeof(double));
	  b->clean_cycles = malloc(room * sizeof(double));
	  b->all_ns = malloc(room * sizeof(double));
	  b->all_cycles = malloc(room * sizeof(double));
	  if (!b->clean_ns || !b->clean_cycles || !b->all_ns || !b->all_cycles)
	    {
	      free(reference);
	      return -1;
	    }
	  row->present[lib] = 1;
	}
      libs[n_libs++] = lib;
      goal[lib] = b->clean + wanted;
      if (goal[lib] > set->samples)
	goal[lib] = set->samples;
      n[lib] = calibrate(impl, ctx[lib], size, dst, src, set->batch_ns);
    }
  free(reference);

  row_wait_ns = ROW_WAIT_NS;
  /* Rounds in which every library still short of its goal runs one
     batch, in a rotating order, so that all are measured in the same
     stretch of time.  */
  for (pass = 0; pass < set->attempts; pass++)
    {
      int busy = 0;
      for (k = 0; k < n_libs; k++)
	{
	  lib = libs[(pass + k) % n_libs];
	  if (row->batches[lib].clean >= goal[lib])
	    continue;
	  attempt(&alg->impl[lib], ctx[lib], size, n[lib], dst, src, set,
		  &row->batches[lib]);
	  busy = 1;
	}
      if (!busy)
	break;
    }

  for (k = 0; k < n_libs; k++)
    {
      lib = libs[k];
      if (alg->impl[lib].cleanup)
	alg->impl[lib].cleanup(ctx[lib]);
      free(ctx[lib]);
    }
  return 0;
}

struct result
{
  int present;			/* the library has the algorithm and ran it */
  int mismatch;			/* its output differed from ours */
  int loaded;			/* too few clean batches: measured under load */
  double speed;			/* MB/s, or operations/s (PER_OP) */
  double cycles;		/* per byte, or per operation */
  double ratio;			/* our speed / this speed */
};

/* The figures of ROW: medians of the clean batches; with fewer than
   half the samples wanted, medians of all, marked as measured under
   load.  */
static void
row_results(struct row *row, const struct settings *set,
	    struct result res[N_LIBS])
{
  double work = row->alg->unit == PER_BYTE ? (double) row->size : 1.0;
  unsigned lib;

  memset(res, 0, N_LIBS * sizeof(*res));
  for (lib = 0; lib < N_LIBS; lib++)
    {
      struct batches *b = &row->batches[lib];
      double ns, cycles;
      if (!row->present[lib])
	continue;
      res[lib].present = 1;
      res[lib].mismatch = row->mismatch[lib];
      if (b->clean >= (set->samples + 1) / 2)
	{
	  ns = median(b->clean_ns, b->clean);
	  cycles = median(b->clean_cycles, b->clean);
	}
      else
	{
	  ns = median(b->all_ns, b->all);
	  cycles = median(b->all_cycles, b->all);
	  res[lib].loaded = 1;
	}
      res[lib].speed = work / ns * (row->alg->unit == PER_BYTE ? 1e3 : 1e9);
      res[lib].cycles = cycles / work;
    }
  for (lib = 0; lib < N_LIBS; lib++)
    res[lib].ratio = lib != LIB_OURS && res[LIB_OURS].present
      ? res[LIB_OURS].speed / res[lib].speed : NAN;
}

static void
row_free(struct row *row)
{
  unsigned lib;
  for (lib = 0; lib < N_LIBS; lib++)
    {
      free(row->batches[lib].clean_ns);
      free(row->batches[lib].clean_cycles);
      free(row->batches[lib].all_ns);
      free(row->batches[lib].all_cycles);
    }
}

/* ------------------------------------------------------------------ */
/* Output.  */

enum format { FORMAT_TABLE, FORMAT_CSV, FORMAT_JSON };

#if defined(__clang__)
# define COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
# define COMPILER "gcc " __VERSION__
#else
# define COMPILER "unknown"
#endif

static const char *library_versions[N_LIBS];
static int pinned_cpu = -1;
static int have_library[N_LIBS];

static void
init_libraries(void)
{
  static char nettle_version[32];
  have_library[LIB_OURS] = 1;
  library_versions[LIB_OURS] = symcrypt_version();
#if HAVE_OPENSSL
  /* RC4 lives in the legacy provider; loading one provider stops the
     default one loading on its own, so load both.  */
  OSSL_PROVIDER_load(NULL, "legacy");
  OSSL_PROVIDER_load(NULL, "default");
  have_library[LIB_OPENSSL] = 1;
  library_versions[LIB_OPENSSL] = OpenSSL_version(OPENSSL_VERSION_STRING);
#endif
#if HAVE_NETTLE
  snprintf(nettle_version, sizeof(nettle_version), "%d.%d",
	   nettle_version_major(), nettle_version_minor());
  have_library[LIB_NETTLE] = 1;
  library_versions[LIB_NETTLE] = nettle_version;
#else
  (void) nettle_version;
#endif
#if HAVE_SODIUM
  if (sodium_init() >= 0)
    {
      have_library[LIB_SODIUM] = 1;
      library_versions[LIB_SODIUM] = sodium_version_string();
    }
#endif
}

/* The implementations in use for ALG, e.g. "x86_64/avx2+x86_64".  */
static const char *
implementation(const struct bench_alg *alg)
{
  static char buf[100];
  const char *f = alg->family;
  buf[0] = '\0';
  if (!f)
    return "c";
  while (*f)
    {
      size_t len = strcspn(f, "+");
      char name[32];
      const char *impl;
      snprintf(name, sizeof(name), "%.*s", (int) len, f);
      impl = symcrypt_implementation(name);
      if (buf[0])
	strncat(buf, "+", sizeof(buf) - strlen(buf) - 1);
      strncat(buf, impl ? impl : "?", sizeof(buf) - strlen(buf) - 1);
      f += len + (f[len] == '+');
    }
  return buf;
}

static void
cpu_name(char *buf, size_t size)
{
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[256];
  snprintf(buf, size, "unknown");
  if (!f)
    return;
  while (fgets(line, sizeof(line), f))
    {
      char *colon = strchr(line, ':');
      if (colon && (strncmp(line, "model name", 10) == 0
		    || strncmp(line, "Hardware", 8) == 0))
	{
	  colon += 1 + strspn(colon + 1, " \t");
	  colon[strcspn(colon, "\n")] = '\0';
	  snprintf(buf, size, "%s", colon);
	  break;
	}
    }
  fclose(f);
}

static void
print_header(enum format format, const struct settings *set)
{
  char cpu[128], date[32];
  time_t now = time(NULL);
  unsigned lib;

  cpu_name(cpu, sizeof(cpu));
  strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&now));
  switch (format)
    {
    case FORMAT_CSV:
      printf("algorithm,size,unit,library,version,implementation,"
	     "speed,cycles,ratio,mismatch,loaded\n");
      break;
    case FORMAT_JSON:
      printf("{\n  \"date\": \"%s\",\n  \"cpu\": \"%s\",\n"
	     "  \"compiler\": \"%s\",\n  \"cycle_counter\": \"%s\",\n"
	     "  \"pinned_cpu\": %d,\n  \"samples\": %u,\n  \"passes\": %u,\n"
	     "  \"probe_tolerance\": %g,\n  \"libraries\": {",
	     date, cpu, COMPILER, counter_description(), pinned_cpu,
	     set->samples, set->passes, set->tolerance);
      for (lib = 0; lib < N_LIBS; lib++)
	if (have_library[lib])
	  printf("%s\"%s\": \"%s\"", lib ? ", " : "", library_ids[lib],
		 library_versions[lib]);
      printf("},\n  \"results\": [");
      break;
    case FORMAT_TABLE:
      printf("# libsymcrypt %s on %s, %s; compiler %s\n",
	     symcrypt_version(), cpu, date, COMPILER);
      printf("# cycles: %s; ", counter_description());
      if (pinned_cpu >= 0)
	printf("pinned to CPU %d\n", pinned_cpu);
      else
	printf("not pinned to a CPU\n");
      printf("# compared with:");
      for (lib = 1; lib < N_LIBS; lib++)
	if (have_library[lib])
	  printf(" %s %s", library_names[lib], library_versions[lib]);
      printf("\n# MB/s (10^6 bytes/s) and cycles/byte; pbkdf2: derivations/s"
	     " and cycles/derivation\n# medians of %u clean batches per library"
	     " from %u passes, libraries interleaved\n# (clean: a load probe"
	     " just before and after ran within %g%% of its best);\n"
	     "# ~ marks a figure with too few clean batches, measured under load\n"
	     "# ratio = our speed / theirs (> 1: libsymcrypt is faster)\n\n",
	     set->samples, set->passes, set->tolerance * 100);
      printf("%-20s %6s %-12s %9s  %7s", "algorithm", "size", "impl",
	     "symcrypt", "cyc/B");
      for (lib = 1; lib < N_LIBS; lib++)
	if (have_library[lib])
	  printf(" | %9s %6s ", library_names[lib], "ratio");
      printf("\n");
      break;
    }
}

static void
print_number(const char *format, double x)
{
  if (isnan(x))
    printf("null");
  else
    printf(format, x);
}

static void
print_row(enum format format, const struct bench_alg *alg, size_t size,
	  const struct result res[N_LIBS])
{
  static int first_json = 1;
  const char *unit = alg->unit == PER_BYTE ? "MB/s" : "op/s";
  const char *impl = implementation(alg);
  unsigned lib;

  for (lib = 0; lib < N_LIBS && format != FORMAT_TABLE; lib++)
    {
      const struct result *r = &res[lib];
      if (!r->present)
	continue;
      if (format == FORMAT_CSV)
	{
	  printf("%s,%zu,%s,%s,%s,%s,", alg->name, size, unit,
		 library_ids[lib], library_versions[lib],
		 lib == LIB_OURS ? impl : "");
	  printf("%.6g,%.6g,%.6g,%d,%d\n", r->speed, r->cycles,
		 lib == LIB_OURS ? 1.0 : r->ratio, r->mismatch, r->loaded);
	}
      else
	{
	  printf("%s\n    {\"algorithm\": \"%s\", \"size\": %zu, "
		 "\"unit\": \"%s\", \"library\": \"%s\", "
		 "\"implementation\": \"%s\", \"speed\": ",
		 first_json ? "" : ",", alg->name, size, unit,
		 library_ids[lib], lib == LIB_OURS ? impl : "");
	  print_number("%.6g", r->speed);
	  printf(", \"cycles\": ");
	  print_number("%.6g", r->cycles);
	  printf(", \"ratio\": ");
	  print_number("%.6g", lib == LIB_OURS ? 1.0 : r->ratio);
	  printf(", \"mismatch\": %s, \"loaded\": %s}",
		 r->mismatch ? "true" : "false", r->loaded ? "true" : "false");
	  first_json = 0;
	}
    }
  if (format != FORMAT_TABLE)
    return;

  printf("%-20s %6zu %-12s", alg->name, size,
	 res[LIB_OURS].present ? impl : "-");
  if (res[LIB_OURS].present)
    printf(alg->unit == PER_BYTE ? " %9.2f%c %7.2f" : " %9.3g%c %7.2g",
	   res[LIB_OURS].speed, res[LIB_OURS].loaded ? '~' : ' ',
	   res[LIB_OURS].cycles);
  else
    printf(" %9s  %7s", "-", "-");
  for (lib = 1; lib < N_LIBS; lib++)
    {
      if (!have_library[lib])
	continue;
      if (!res[lib].present)
	printf(" | %9s %6s ", "-", "-");
      else
	printf(alg->unit == PER_BYTE ? " | %9.2f %6.2f%c" : " | %9.3g %6.2f%c",
	       res[lib].speed, res[lib].ratio,
	       res[lib].loaded || res[LIB_OURS].loaded ? '~' : ' ');
      if (res[lib].mismatch)
	printf(" MISMATCH");
    }
  printf("\n");
}

static void
print_footer(enum format format)
{
  double share = total_batches ? 100.0 * clean_batches / total_batches : 0;
  if (format == FORMAT_JSON)
    printf("\n  ],\n  \"clean_batches\": %lu,\n  \"batches\": %lu\n}\n",
	   clean_batches, total_batches);
  else if (format == FORMAT_TABLE)
    printf("\n# %lu of %lu batches clean (%.0f%%)\n", clean_batches,
	   total_batches, share);
}

/* ------------------------------------------------------------------ */
/* Command line.  */

static const size_t default_sizes[] = { 16, 64, 256, 1024, 8192, 16384, 0 };
#define MAX_SIZES 32

static void
usage(FILE *f)
{
  size_t i;
  fprintf(f,
"Usage: symcrypt-benchmark [OPTION...] [ALGORITHM...]\n"
"Measures libsymcrypt's algorithms, side by side with OpenSSL, Nettle and\n"
"libsodium where they have the algorithm.  ALGORITHM is a name or a shell\n"
"pattern (\"hmac-*\"); default: all.\n\n"
"  -s, --sizes=LIST  message sizes in bytes, comma-separated (suffix k for\n"
"                    KiB); default 16,64,256,1024,8192,16384\n"
"  -f, --frequency=HZ  compute cycles from time at HZ (e.g. 2.4e9)\n"
"                    instead of reading a cycle counter\n"
"  -r, --rounds=N    clean batches per library and row, median reported\n"
"                    (default 15)\n"
"  -w, --wait=SECONDS  longest wait for a quiet core, in all (default 60;\n"
"                    at most a second per row and pass)\n"
"      --cpu=N       run on CPU N (default: the highest-numbered one)\n"
"      --quick       fewer and shorter batches, no waiting: a smoke run\n"
"      --csv         comma-separated output, one line per library\n"
"      --json        JSON output\n"
"  -h, --help        this help\n\n"
"Algorithms:");
  for (i = 0; i < N_ALGORITHMS; i++)
    fprintf(f, "%s%s", i % 8 ? " " : "\n  ", algorithms[i].name);
  fprintf(f, "\n");
}

static int
parse_sizes(const char *arg, size_t *sizes)
{
  unsigned n = 0;
  while (*arg)
    {
      char *end;
      unsigned long v = strtoul(arg, &end, 10);
      if (end == arg || n + 1 >= MAX_SIZES)
	return -1;
      if (*end == 'k' || *end == 'K')
	{
	  v *= 1024;
	  end++;
	}
      if (v == 0 || v > (1UL << 26) || (*end && *end != ','))
	return -1;
      sizes[n++] = v;
      arg = end + (*end == ',');
    }
  sizes[n] = 0;
  return n ? 0 : -1;
}

/* The sizes to measure ALG at: its own unless -s gave a list, and a
   per-operation row's always.  */
static const size_t *
row_sizes(const struct bench_alg *alg, const size_t *sizes, int sizes_given)
{
  return alg->sizes && (!sizes_given || alg->unit == PER_OP)
    ? alg->sizes : sizes;
}

int
main(int argc, char **argv)
{
  static const struct option options[] = {
    { "sizes", required_argument, NULL, 's' },
    { "frequency", required_argument, NULL, 'f' },
    { "rounds", required_argument, NULL, 'r' },
    { "wait", required_argument, NULL, 'w' },
    { "cpu", required_argument, NULL, 'C' },
    { "quick", no_argument, NULL, 'q' },
    { "csv", no_argument, NULL, 'c' },
    { "json", no_argument, NULL, 'j' },
    { "help", no_argument, NULL, 'h' },
    { NULL, 0, NULL, 0 }
  };
  struct settings set = { 15, 3, 0, 0.25e6, 0.08, 60e9 };
  size_t sizes[MAX_SIZES], max_size = 0;
  int sizes_given = 0, quick = 0, mismatch = 0, tty = isatty(2), opt;
  unsigned samples = 0;
  double wait = -1;
  char *end;
  int cpu = -1;
  enum format format = FORMAT_TABLE;
  double hz = 0;
  char selected[N_ALGORITHMS];
  uint8_t *src, *dst;
  void *buffer;
  size_t buffer_size;
  struct row *rows;
  unsigned n_rows = 0, pass;
  size_t i, j;

  memcpy(sizes, default_sizes, sizeof(default_sizes));
  while ((opt = getopt_long(argc, argv, "s:f:r:w:h", options, NULL)) != -1)
    switch (opt)
      {
      case 's':
	if (parse_sizes(optarg, sizes) != 0)
	  {
	    fprintf(stderr, "symcrypt-benchmark: bad size list '%s'\n", optarg);
	    return 2;
	  }
	sizes_given = 1;
	break;
      case 'f':
	hz = strtod(optarg, NULL);
	if (!(hz > 0))
	  {
	    fprintf(stderr, "symcrypt-benchmark: bad frequency '%s'\n", optarg);
	    return 2;
	  }
	break;
      case 'r':
	samples = strtoul(optarg, NULL, 10);
	if (samples < 1 || samples > MAX_SAMPLES)
	  {
	    fprintf(stderr, "symcrypt-benchmark: rounds must be 1..%d\n",
		    MAX_SAMPLES);
	    return 2;
	  }
	break;
      case 'w':
	wait = strtod(optarg, &end);
	if (end == optarg || *end || !(wait >= 0 && wait <= 3600))
	  {
	    fprintf(stderr, "symcrypt-benchmark: bad wait '%s'\n", optarg);
	    return 2;
	  }
	break;
      case 'C':
	cpu = atoi(optarg);
	break;
      case 'q':
	quick = 1;
	break;
      case 'c':
	format = FORMAT_CSV;
	break;
      case 'j':
	format = FORMAT_JSON;
	break;
      case 'h':
	usage(stdout);
	return 0;
      default:
	usage(stderr);
	return 2;
      }
  if (quick)
    {
      set.samples = 3;
      set.passes = 1;
      set.batch_ns = 0.1e6;
      set.wait_ns = 0;
    }
  if (wait >= 0)
    set.wait_ns = wait * 1e9;
  run_wait_ns = set.wait_ns;
  if (samples)
    set.samples = samples;
  if (set.passes > set.samples)
    set.passes = set.samples;
  /* Up to 8 batches per clean one wanted (2 for a smoke run).  */
  set.attempts = (set.samples + set.passes - 1) / set.passes * (quick ? 2 : 8);

  memset(selected, optind == argc, sizeof(selected));
  for (; optind < argc; optind++)
    {
      int found = 0;
      for (i = 0; i < N_ALGORITHMS; i++)
	if (fnmatch(argv[optind], algorithms[i].name, 0) == 0)
	  selected[i] = found = 1;
      if (!found)
	{
	  fprintf(stderr, "symcrypt-benchmark: unknown algorithm '%s'\n",
		  argv[optind]);
	  usage(stderr);
	  return 2;
	}
    }

  for (i = 0; i < N_ALGORITHMS; i++)
    {
      const size_t *s = row_sizes(&algorithms[i], sizes, sizes_given);
      if (!selected[i])
	continue;
      for (j = 0; s[j]; j++)
	if (s[j] > max_size)
	  max_size = s[j];
    }
  /* One page-aligned block: SRC at its start, DST half a page past a
     page boundary.  Where the two differ by a small amount modulo 4096,
     loads from SRC can wait for stores to DST that they only seem to
     overlap (4K aliasing), and a speed would depend on where malloc
     happened to put the buffers, which depends on the options.  */
  buffer_size = (max_size + 64 + 4095) / 4096 * 4096;
  if (posix_memalign(&buffer, 4096, 2 * buffer_size + 4096) != 0)
    buffer = NULL;
  src = buffer;
  dst = src + buffer_size + 2048;
  if (!buffer)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  for (i = 0; i < max_size + 64; i++)
    src[i] = (uint8_t) (i * 7 + 1);

  pinned_cpu = pin_cpu(cpu);
  if (cpu >= 0 && pinned_cpu != cpu)
    fprintf(stderr, "symcrypt-benchmark: cannot run on CPU %d\n", cpu);
  choose_counter(hz);
  probe_init();
  init_libraries();

  rows = calloc(N_ALGORITHMS * MAX_SIZES, sizeof(*rows));
  if (!rows)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  for (i = 0; i < N_ALGORITHMS; i++)
    {
      const size_t *s = row_sizes(&algorithms[i], sizes, sizes_given);
      if (selected[i])
	for (j = 0; s[j]; j++)
	  {
	    rows[n_rows].alg = &algorithms[i];
	    rows[n_rows++].size = s[j];
	  }
    }

  /* Each pass over all the rows gets a share of the clean batches, so
     that a row's batches come from moments far apart; then passes over
     the rows still short of them, when the load may have gone.  */
  for (pass = 0; pass < set.passes + EXTRA_PASSES; pass++)
    {
      unsigned short_rows = 0;
      for (i = 0; i < n_rows; i++)
	{
	  unsigned share = (set.samples + set.passes - 1) / set.passes;
	  if (pass >= set.passes && !row_short(&rows[i], &set))
	    continue;
	  if (tty)
	    fprintf(stderr, "\r%-24s %6zu ", rows[i].alg->name, rows[i].size);
	  else if (pass == 0 && (i == 0 || rows[i].alg != rows[i - 1].alg))
	    fprintf(stderr, "symcrypt-benchmark: %s\n", rows[i].alg->name);
	  if (measure(&rows[i], pass >= set.passes ? set.samples : share,
		      dst, src, &set) != 0)
	    {
	      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
	      return 1;
	    }
	  short_rows += row_short(&rows[i], &set);
	}
      if (tty)
	fprintf(stderr, "\r%40s\r", "");
      if (pass + 1 < set.passes || pass + 1 == set.passes + EXTRA_PASSES)
	continue;
      if (short_rows == 0 || run_wait_ns <= 0)
	break;
      fprintf(stderr, "symcrypt-benchmark: measuring %u rows again "
	      "(too few clean batches)\n", short_rows);
    }

  print_header(format, &set);
  for (i = 0; i < n_rows; i++)
    {
      struct result res[N_LIBS];
      unsigned lib;
      row_results(&rows[i], &set, res);
      for (lib = 0; lib < N_LIBS; lib++)
	mismatch |= res[lib].mismatch;
      print_row(format, rows[i].alg, rows[i].size, res);
      row_free(&rows[i]);
    }
  print_footer(format);
  if (mismatch)
    fprintf(stderr, "symcrypt-benchmark: some libraries computed "
	    "different outputs (MISMATCH above)\n");
  free(buffer);
  free(rows);
  return mismatch ? 1 : 0;
}
