/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* symcrypt-sum.c -- print or check digests with the formats, messages
   and exit statuses of GNU coreutils' sha256sum family (9.1).

     symcrypt-sum [-a ALGORITHM] [OPTION]... [FILE]...

   Run through a link named after one of the tools of the algorithm
   table (sha256sum, md5sum, ...), it is that tool.

   The files are hashed by --jobs threads; the main thread reads the
   arguments or the check lists into a window of pending entries,
   which the workers claim in order, and prints the window's head as
   soon as it is done, so the output is in argument order whatever
   the threads do, and memory is bounded by the window.  A worker
   reads a small file whole into one of the slots of its batch and
   keeps claiming small files; the batch goes to the algorithm's
   _many function in one call, which hashes messages side by side
   (vector lanes, interleaved SHA instructions).  */
#define _GNU_SOURCE 1		/* sched_getaffinity, CPU_COUNT */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

#include <symcrypt/symcrypt.h>

/* The tool links the library's internal code (Makefile.am) for
   BLAKE3's subtrees, which a file's pieces are hashed as by threads
   of their own.  */
#include "blake/blake3-internal.h"

/* Reads of large files: a buffer that stays in the L2 cache.  On AMD
   Zen 4 (1 MiB L2), SHA-256 of a 256 MiB file in the page cache took
   0.19 s of CPU with 32 or 64 KiB reads and 0.26 s with 128 KiB, and
   8000 files of 16 KiB to 4 MiB 0.23 s of system time against 0.47 s,
   the difference being the kernel's copy (doc/symcrypt-sum.md).  */
#define BUFFER_SIZE (64 << 10)
/* Files up to this size are read whole and hashed in batches.  */
#define SMALL_SIZE (16 << 10)
/* Messages per _many call: the widest lanes (16) and some to spare
   for files of different lengths finishing at different blocks.  */
#define BATCH_SIZE 32
/* Pending entries between reading the arguments and printing.  */
#define WINDOW_SIZE 1024
#define MAX_JOBS 256
/* A BLAKE3 file of SPLIT_SIZE bytes or more is hashed by --jobs
   threads, a piece of PIECE_SIZE bytes (a power of two of chunks, at
   most BLAKE3_SUBTREE_MAX) at a time each, as b3sum does.  Pieces of
   the read buffer's size stay in the L2 cache between the read and
   the hashing: a 1 GiB file in the page cache took 0.36 s with two
   threads against 0.44 s with 1 MiB pieces, and b3sum 0.43 s (medians
   of 8, AMD Zen 4, family 25 model 17, doc/symcrypt-sum.md).  */
#define PIECE_SIZE BUFFER_SIZE
#define SPLIT_SIZE (4 << 20)

/* The algorithms.  Each row is all the tool knows of one: adapters
   around the library's init/update/digest and _many, its sizes, the
   tool whose name and formats it takes when the program is run under
   that name, and the tag of the BSD form (--tag).  The digest size is
   per message, as check lines may give other lengths than -l.  */

union hash_ctx
{
  struct symcrypt_md5_ctx md5;
  struct symcrypt_sha1_ctx sha1;
  struct symcrypt_sha224_ctx sha224;
  struct symcrypt_sha256_ctx sha256;
  struct symcrypt_sha384_ctx sha384;
  struct symcrypt_sha512_ctx sha512;
  struct symcrypt_sha512_224_ctx sha512_224;
  struct symcrypt_sha512_256_ctx sha512_256;
  struct symcrypt_sha3_224_ctx sha3_224;
  struct symcrypt_sha3_256_ctx sha3_256;
  struct symcrypt_sha3_384_ctx sha3_384;
  struct symcrypt_sha3_512_ctx sha3_512;
  struct symcrypt_shake128_ctx shake128;
  struct symcrypt_shake256_ctx shake256;
  struct symcrypt_blake2b_ctx blake2b;
  struct symcrypt_blake2s_ctx blake2s;
  struct symcrypt_blake3_ctx blake3;
  struct symcrypt_tz_ctx tz;
};

/* How -l counts the digest length.  */
enum length_unit
{
  FIXED_LENGTH,			/* no -l */
  LENGTH_IN_BITS,		/* b2sum's, a multiple of 8 */
  LENGTH_IN_BYTES		/* b3sum's */
};

struct algorithm
{
  const char *name;		/* for -a */
  const char *tool;		/* the program it stands in for, or NULL */
  const char *tag;		/* the BSD form's "TAG (NAME) = HEX" */
  size_t digest_size;		/* bytes, the default */
  size_t max_size;		/* the longest -l, in bytes */
  enum length_unit unit;
  /* The BSD tag carries the length when it is not the longest, as
     b2sum's "BLAKE2b-256"; otherwise the length is the hex's.  */
  int tag_length;
  void (*init) (union hash_ctx *ctx, size_t size);
  void (*update) (union hash_ctx *ctx, size_t length, const uint8_t *data);
  void (*digest) (union hash_ctx *ctx, size_t size, uint8_t *digest);
  /* Hashes N whole messages to digests of SIZE bytes; NULL when the
     library has no _many.  */
  int (*many) (size_t size, size_t n, const uint8_t *const *msgs,
	       const size_t *lengths, uint8_t *digests);
  /* Whether many takes any size, or only digest_size.  */
  int many_any_size;
  /* Hashes the regular file FD of SIZE bytes with threads inside it
     (split_file()), CTX as init left it; NULL when the hash has no
     such form.  */
  int (*split) (union hash_ctx *ctx, int fd, uint64_t size,
		size_t digest_size, uint8_t *digest);
};

/* Init, update and digest of a hash with one digest size (the SHA-3
   digest functions take a shorter length, and return an error only
   for one out of range).  */
#define HASH_ADAPTERS(h)						\
  static void h##_init (union hash_ctx *ctx, size_t size)		\
  { (void) size; symcrypt_##h##_init (&ctx->h); }			\
  static void h##_update (union hash_ctx *ctx, size_t length,		\
			  const uint8_t *data)				\
  { symcrypt_##h##_update (&ctx->h, length, data); }			\
  static void h##_digest (union hash_ctx *ctx, size_t size,		\
			  uint8_t *digest)				\
  { (void) symcrypt_##h##_digest (&ctx->h, size, digest); }

#define MANY_ADAPTER(h)							\
  static int h##_many (size_t size, size_t n,				\
		       const uint8_t *const *msgs, const size_t *lengths, \
		       uint8_t *digests)				\
  { (void) size; return symcrypt_##h##_many (n, msgs, lengths, digests); }

HASH_ADAPTERS (md5)
HASH_ADAPTERS (sha1)
HASH_ADAPTERS (sha224)
HASH_ADAPTERS (sha256)
HASH_ADAPTERS (sha384)
HASH_ADAPTERS (sha512)
HASH_ADAPTERS (sha512_224)
HASH_ADAPTERS (sha512_256)
HASH_ADAPTERS (sha3_224)
HASH_ADAPTERS (sha3_256)
HASH_ADAPTERS (sha3_384)
HASH_ADAPTERS (sha3_512)
MANY_ADAPTER (sha1)
MANY_ADAPTER (sha224)
MANY_ADAPTER (sha256)
MANY_ADAPTER (sha384)
MANY_ADAPTER (sha512)
MANY_ADAPTER (sha3_224)
MANY_ADAPTER (sha3_256)
MANY_ADAPTER (sha3_384)
MANY_ADAPTER (sha3_512)

/* SHAKE's update fails only after output has begun, never here.  */
#define SHAKE_ADAPTERS(h)						\
  static void h##_init (union hash_ctx *ctx, size_t size)		\
  { (void) size; symcrypt_##h##_init (&ctx->h); }			\
  static void h##_update (union hash_ctx *ctx, size_t length,		\
			  const uint8_t *data)				\
  { (void) symcrypt_##h##_update (&ctx->h, length, data); }		\
  static void h##_digest (union hash_ctx *ctx, size_t size,		\
			  uint8_t *digest)				\
  { symcrypt_##h##_output (&ctx->h, size, digest); }

SHAKE_ADAPTERS (shake128)
SHAKE_ADAPTERS (shake256)

/* BLAKE2's sizes are checked by the options and the check-line
   parser, so init and _many cannot fail here.  */
#define BLAKE2_ADAPTERS(h)						\
  static void h##_init (union hash_ctx *ctx, size_t size)		\
  { (void) symcrypt_##h##_init (&ctx->h, size, 0, NULL); }		\
  static void h##_update (union hash_ctx *ctx, size_t length,		\
			  const uint8_t *data)				\
  { symcrypt_##h##_update (&ctx->h, length, data); }			\
  static void h##_digest (union hash_ctx *ctx, size_t size,		\
			  uint8_t *digest)				\
  { (void) size; symcrypt_##h##_digest (&ctx->h, digest); }		\
  static int h##_many (size_t size, size_t n,				\
		       const uint8_t *const *msgs, const size_t *lengths, \
		       uint8_t *digests)				\
  { return symcrypt_##h##_many (size, 0, NULL, n, msgs, lengths, digests); }

BLAKE2_ADAPTERS (blake2b)
BLAKE2_ADAPTERS (blake2s)

/* BLAKE3's mode (b3sum's --keyed and --derive-key): every file's
   context starts as a copy of this one.  */
static struct symcrypt_blake3_ctx blake3_mode;
/* b3sum's --keyed (the key is read from standard input) and
   --derive-key's context, which set it.  */
static int keyed;
static const char *derive_context;

static void
blake3_init (union hash_ctx *ctx, size_t size)
{
  (void) size;
  ctx->blake3 = blake3_mode;
}

static void
blake3_update (union hash_ctx *ctx, size_t length, const uint8_t *data)
{
  symcrypt_blake3_update (&ctx->blake3, length, data);
}

static void
blake3_digest (union hash_ctx *ctx, size_t size, uint8_t *digest)
{
  symcrypt_blake3_output (&ctx->blake3, 0, size, digest);
}

static int blake3_split (union hash_ctx *ctx, int fd, uint64_t size,
			 size_t digest_size, uint8_t *digest);

/* The library's _many is the plain hash's; the keyed and derived
   modes hash a batch one message after the other.  */
static int
blake3_many (size_t size, size_t n, const uint8_t *const *msgs,
	     const size_t *lengths, uint8_t *digests)
{
  size_t i;
  if (!keyed && !derive_context)
    return symcrypt_blake3_many (n, msgs, lengths, digests);
  for (i = 0; i < n; i++)
    {
      union hash_ctx ctx;
      blake3_init (&ctx, size);
      blake3_update (&ctx, lengths[i], msgs[i]);
      blake3_digest (&ctx, size, digests + i * size);
      symcrypt_wipe (&ctx.blake3, sizeof (ctx.blake3));
    }
  return 0;
}

static void
tz_init (union hash_ctx *ctx, size_t size)
{
  (void) size;
  symcrypt_tz_init (&ctx->tz);
}

static void
tz_update (union hash_ctx *ctx, size_t length, const uint8_t *data)
{
  symcrypt_tz_update (&ctx->tz, length, data);
}

static void
tz_digest (union hash_ctx *ctx, size_t size, uint8_t *digest)
{
  (void) size;			/* always the whole 64 bytes */
  symcrypt_tz_digest (&ctx->tz, digest);
}

/* The longest -l of SHAKE and BLAKE3, in bytes: enough for any use
   of a checksum, and it bounds the window's memory.  */
#define MAX_XOF_SIZE 512
#define MAX_DIGEST_SIZE MAX_XOF_SIZE

#define FIXED(name, tool, tag, h, H, many)				\
  { name, tool, tag, SYMCRYPT_##H##_DIGEST_SIZE,			\
    SYMCRYPT_##H##_DIGEST_SIZE, FIXED_LENGTH, 0, h##_init, h##_update, \
    h##_digest, many, 0, NULL }
#define VARIABLE(name, tool, tag, h, size, max, unit, tag_length, many, any, \
		 split)							\
  { name, tool, tag, size, max, unit, tag_length, h##_init, h##_update, \
    h##_digest, many, any, split }

/* The first row is the default.  sha512-224 and sha512-256 have no
   coreutils tool; their tags are FreeBSD's (sha512t256 -r prints
   "SHA512t256 (NAME) = ...").  The SHA-3 and SHAKE tags are OpenSSL's
   and coreutils' newer cksum's names; SHAKE's default lengths are
   the ones of full strength (FIPS 202, table 4: 256 and 512 bits).
   coreutils has no BLAKE2s tool; its tag follows b2sum's BLAKE2b.  */
static const struct algorithm algorithms[] = {
  FIXED ("sha256", "sha256sum", "SHA256", sha256, SHA256, sha256_many),
  FIXED ("md5", "md5sum", "MD5", md5, MD5, NULL),
  FIXED ("sha1", "sha1sum", "SHA1", sha1, SHA1, sha1_many),
  FIXED ("sha224", "sha224sum", "SHA224", sha224, SHA224, sha224_many),
  FIXED ("sha384", "sha384sum", "SHA384", sha384, SHA384, sha384_many),
  FIXED ("sha512", "sha512sum", "SHA512", sha512, SHA512, sha512_many),
  FIXED ("sha512-224", NULL, "SHA512t224", sha512_224, SHA512_224, NULL),
  FIXED ("sha512-256", NULL, "SHA512t256", sha512_256, SHA512_256, NULL),
  FIXED ("sha3-224", NULL, "SHA3-224", sha3_224, SHA3_224, sha3_224_many),
  FIXED ("sha3-256", NULL, "SHA3-256", sha3_256, SHA3_256, sha3_256_many),
  FIXED ("sha3-384", NULL, "SHA3-384", sha3_384, SHA3_384, sha3_384_many),
  FIXED ("sha3-512", NULL, "SHA3-512", sha3_512, SHA3_512, sha3_512_many),
  VARIABLE ("shake128", NULL, "SHAKE128", shake128, 32, MAX_XOF_SIZE,
	    LENGTH_IN_BITS, 0, NULL, 0, NULL),
  VARIABLE ("shake256", NULL, "SHAKE256", shake256, 64, MAX_XOF_SIZE,
	    LENGTH_IN_BITS, 0, NULL, 0, NULL),
  VARIABLE ("blake2b", "b2sum", "BLAKE2b", blake2b,
	    SYMCRYPT_BLAKE2B_DIGEST_SIZE, SYMCRYPT_BLAKE2B_DIGEST_SIZE,
	    LENGTH_IN_BITS, 1, blake2b_many, 1, NULL),
  VARIABLE ("blake2s", NULL, "BLAKE2s", blake2s,
	    SYMCRYPT_BLAKE2S_DIGEST_SIZE, SYMCRYPT_BLAKE2S_DIGEST_SIZE,
	    LENGTH_IN_BITS, 1, blake2s_many, 1, NULL),
  VARIABLE ("blake3", "b3sum", "BLAKE3", blake3, SYMCRYPT_BLAKE3_DIGEST_SIZE,
	    MAX_XOF_SIZE, LENGTH_IN_BYTES, 0, blake3_many, 0, blake3_split),
  FIXED ("tz", NULL, "TZ", tz, TZ, NULL),
};
#define N_ALGORITHMS (sizeof (algorithms) / sizeof (algorithms[0]))

/* Whether messages of ALG with digests of SIZE bytes go in batches.  */
static int
batched (const struct algorithm *alg, size_t size)
{
  return alg->many && (alg->many_any_size || size == alg->digest_size);
}

/* The options.  */
static const char *program_name;
static const struct algorithm *algorithm = &algorithms[0];
/* The digest length of -l, or the algorithm's, in bytes.  */
static size_t digest_size;
/* Run as sha256sum, ...: check lines only of that algorithm.  */
static int impersonating;
/* Run as b3sum: its formats, messages and exit statuses.  */
static int b3sum;
static int no_names, raw;
static int check, tagged, zero, quiet, status_only, warn, strict;
static int ignore_missing;
static int binary = -1;		/* -1: neither -b nor -t */
static unsigned jobs;

/* The window: entries from the arguments or the check lists, printed
   in order from head; workers claim them from claim; the main thread
   adds at tail.  All under lock.  */

enum entry_kind
{
  HASH_FILE,			/* an argument to hash */
  CHECK_LINE,			/* a well-formed check line */
  CHECK_BAD_LINE,		/* an improperly formatted one */
  CHECK_END,			/* a list's end: its summary */
  LIST_ERROR			/* a list could not be opened */
};

struct check_list;

struct entry
{
  enum entry_kind kind;
  const struct algorithm *alg;
  char *name;			/* the file to hash (owned) */
  int stdin_;			/* the name is "-" */
  int binary;			/* printed as '*' */
  int done;			/* digest or error is set */
  int error;			/* errno of the open or read, or 0 */
  int missing;			/* absent, and --ignore-missing */
  size_t size;			/* of the digest, bytes */
  /* As b3sum: the name as the check line has it, and why a line is
     malformed, a list could not be read or a file is not hashed.  */
  char *shown;
  const char *bad;
  uint8_t digest[MAX_DIGEST_SIZE];
  uint8_t expected[MAX_DIGEST_SIZE];
  struct check_list *list;
  unsigned long line;
};

struct check_list
{
  char *name;			/* as printed in messages */
  unsigned long bad_lines, unreadable, mismatched;
  int formatted;		/* some line was well-formed */
  int matched;			/* some file matched */
  int read_error;		/* errno of reading the list, or 0 */
};

static struct entry window[WINDOW_SIZE];
static unsigned long head, claim, tail;
static int finished;		/* nothing more will be added */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_ready = PTHREAD_COND_INITIALIZER;
static pthread_cond_t work_done = PTHREAD_COND_INITIALIZER;

#define ENTRY(i) (&window[(i) % WINDOW_SIZE])

static int
is_stdin (const char *name)
{
  return strcmp (name, "-") == 0;
}

/* Whether a worker hashes E.  Standard input is read by the main
   thread when its entry reaches the head, so that "-" given twice
   reads the stream in order.  */
static int
for_workers (const struct entry *e)
{
  return (e->kind == HASH_FILE || e->kind == CHECK_LINE) && !e->stdin_;
}

/* Hashing.  */

struct worker
{
  uint8_t *buffer;		/* BUFFER_SIZE */
  uint8_t *slots;		/* BATCH_SIZE slots of SMALL_SIZE + 1 */
  struct entry *batch[BATCH_SIZE];
  const uint8_t *msgs[BATCH_SIZE];
  size_t lengths[BATCH_SIZE];
  uint8_t digests[BATCH_SIZE * MAX_DIGEST_SIZE];
  unsigned n;
};

/* Reads up to LENGTH bytes, from the file's position or, if OFFSET
   is not -1, at OFFSET (pread, which moves no position); fewer only
   at the end of the file.  Returns the count, or -1 with errno set.  */
static ssize_t
read_full (int fd, uint8_t *buf, size_t length, off_t offset)
{
  size_t done = 0;
  while (done < length)
    {
      ssize_t got = offset == -1 ? read (fd, buf + done, length - done)
	: pread (fd, buf + done, length - done, offset + (off_t) done);
      if (got < 0 && errno == EINTR)
	continue;
      if (got < 0)
	return -1;
      if (got == 0)
	break;
      done += (size_t) got;
    }
  return (ssize_t) done;
}

/* BLAKE3 inside one file: the threads take its pieces in turn, read
   each with pread and hash it as a subtree; the pieces' chaining
   values are joined once all are in.  */

struct pieces
{
  int fd;
  uint64_t size;		/* of the file, bytes */
  size_t n;			/* pieces */
  const struct symcrypt_blake3_ctx *mode;
  uint8_t *cvs;			/* 32 bytes a piece */
  size_t next;			/* the next piece to take (atomic) */
  int error;			/* errno of a failed read (atomic) */
  int short_read;		/* the file was shorter than its size */
};

static void *
piece_thread (void *arg)
{
  struct pieces *p = arg;
  uint8_t *buffer = malloc (PIECE_SIZE);
  if (!buffer)
    return NULL;		/* the others take the pieces */
  for (;;)
    {
      size_t i = __atomic_fetch_add (&p->next, 1, __ATOMIC_RELAXED);
      uint64_t offset = (uint64_t) i * PIECE_SIZE;
      size_t length;
      ssize_t got;
      if (i >= p->n || __atomic_load_n (&p->error, __ATOMIC_RELAXED)
	  || __atomic_load_n (&p->short_read, __ATOMIC_RELAXED))
	break;
      length = p->size - offset < PIECE_SIZE ? p->size - offset : PIECE_SIZE;
      got = read_full (p->fd, buffer, length, (off_t) offset);
      if (got < 0)
	{
	  __atomic_store_n (&p->error, errno, __ATOMIC_RELAXED);
	  break;
	}
      if ((size_t) got < length)
	{
	  __atomic_store_n (&p->short_read, 1, __ATOMIC_RELAXED);
	  break;
	}
      _symcrypt_blake3_subtree (p->mode,
				(uint64_t) i * (PIECE_SIZE
						/ SYMCRYPT_BLAKE3_CHUNK_SIZE),
				length, buffer, p->cvs + 32 * i);
    }
  free (buffer);
  return NULL;
}

/* Hashes the SIZE bytes of FD with --jobs threads (this one among
   them), DIGEST_SIZE bytes to DIGEST.  Returns 0, the errno of a
   failed read, or -1 if the file was shorter than SIZE (it changed) or
   memory ran short: the caller then reads it through as any other.  */
static int
blake3_split (union hash_ctx *ctx, int fd, uint64_t size,
	      size_t digest_size, uint8_t *digest)
{
  struct pieces p;
  pthread_t threads[MAX_JOBS];
  unsigned started = 0, i;

  p.fd = fd;
  p.size = size;
  p.n = (size_t) ((size + PIECE_SIZE - 1) / PIECE_SIZE);
  p.mode = &ctx->blake3;
  p.cvs = malloc (32 * p.n);
  p.next = 0;
  p.error = 0;
  p.short_read = 0;
  if (!p.cvs)
    return -1;
  while (started + 1 < jobs
	 && pthread_create (&threads[started], NULL, piece_thread, &p) == 0)
    started++;
  piece_thread (&p);
  for (i = 0; i < started; i++)
    pthread_join (threads[i], NULL);
  /* Every piece was taken unless no thread had a buffer.  */
  if (p.error || p.short_read || p.next < p.n)
    {
      free (p.cvs);
      return p.error ? p.error : -1;
    }
  _symcrypt_blake3_join (p.mode, p.n, p.cvs, digest_size, digest);
  symcrypt_wipe (p.cvs, 32 * p.n);
  free (p.cvs);
  return 0;
}

/* Whether E's file FD goes through ALG's split form: a regular file
   of SPLIT_SIZE bytes or more, with more than one job.  Sets *SIZE.  */
static int
splits (const struct algorithm *alg, const struct entry *e, int fd,
	uint64_t *size)
{
  struct stat st;
  if (!alg->split || jobs < 2 || e->stdin_ || fstat (fd, &st) != 0
      || !S_ISREG (st.st_mode)
      || (uint64_t) st.st_size < SPLIT_SIZE)
    return 0;
  *size = (uint64_t) st.st_size;
  return 1;
}

/* Hashes E's file.  A small file is read into the next slot of W's
   batch and hashed when the batch is (the digest is set then); a
   larger one is hashed here.  Returns 1 if E went into the batch.  */
static int
hash_entry (struct worker *w, struct entry *e)
{
  const struct algorithm *alg = e->alg;
  int stdin_ = e->stdin_;
  int fd = stdin_ ? 0 : open (e->name, O_RDONLY);
  uint8_t *slot = w->slots + (size_t) w->n * (SMALL_SIZE + 1);
  union hash_ctx ctx;
  uint64_t size;
  ssize_t got;

  if (fd < 0)
    {
      if (ignore_missing && errno == ENOENT)
	e->missing = 1;
      else
	e->error = errno;
      return 0;
    }
  got = read_full (fd, slot, SMALL_SIZE + 1, -1);
  if (got >= 0 && got <= SMALL_SIZE && batched (alg, e->size))
    {
      if (!stdin_)
	close (fd);
      w->batch[w->n] = e;
      w->msgs[w->n] = slot;
      w->lengths[w->n] = (size_t) got;
      w->n++;
      return 1;
    }
  alg->init (&ctx, e->size);
  if (got > SMALL_SIZE && splits (alg, e, fd, &size))
    {
      int error = alg->split (&ctx, fd, size, e->size, e->digest);
      if (error >= 0)
	{
	  e->error = error;
	  close (fd);
	  symcrypt_wipe (&ctx, sizeof (ctx));
	  return 0;
	}
    }
  if (got > 0)
    alg->update (&ctx, (size_t) got, slot);
  if (got > SMALL_SIZE)
    {
      posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
      while ((got = read_full (fd, w->buffer, BUFFER_SIZE, -1)) > 0)
	alg->update (&ctx, (size_t) got, w->buffer);
    }
  if (got < 0)
    e->error = errno;
  else
    alg->digest (&ctx, e->size, e->digest);
  if (!stdin_)
    close (fd);
  /* A keyed context holds the key.  */
  symcrypt_wipe (&ctx, sizeof (ctx));
  return 0;
}

/* Hashes W's batch, whose messages are all of one algorithm and
   digest size.  */
static void
hash_batch (struct worker *w)
{
  size_t size;
  unsigned i;

  if (w->n == 0)
    return;
  size = w->batch[0]->size;
  /* The arguments are ours and valid: _many cannot fail.  */
  w->batch[0]->alg->many (size, w->n, w->msgs, w->lengths, w->digests);
  for (i = 0; i < w->n; i++)
    memcpy (w->batch[i]->digest, w->digests + i * size, size);
}

/* Under lock: the next entry a worker may take, or NULL.  The main
   thread prints entries no worker takes (standard input, a list's
   lines that name no file), so the head may have passed claim.  */
static struct entry *
claimable (void)
{
  if (claim < head)
    claim = head;
  for (; claim < tail; claim++)
    if (for_workers (ENTRY (claim)))
      return ENTRY (claim);
  return NULL;
}

/* Claims and hashes entries while there are some, keeping on with
   small files of one algorithm and size until the batch is full.  Returns 0
   if there was nothing to claim.  Called with lock held; returns with
   it held.  */
static int
work_once (struct worker *w)
{
  struct entry *done[BATCH_SIZE];
  unsigned n_done = 0, i;
  struct entry *e = claimable ();

  if (!e)
    return 0;
  claim++;
  w->n = 0;
  for (;;)
    {
      const struct algorithm *alg = e->alg;
      size_t size = e->size;
      pthread_mutex_unlock (&lock);
      if (!hash_entry (w, e))
	done[n_done++] = e;
      pthread_mutex_lock (&lock);
      if (n_done == BATCH_SIZE || w->n == BATCH_SIZE
	  || !(e = claimable ()) || e->alg != alg || e->size != size)
	break;
      claim++;
    }
  pthread_mutex_unlock (&lock);
  hash_batch (w);
  pthread_mutex_lock (&lock);
  for (i = 0; i < n_done; i++)
    done[i]->done = 1;
  for (i = 0; i < w->n; i++)
    w->batch[i]->done = 1;
  pthread_cond_broadcast (&work_done);
  return 1;
}

static void
worker_init (struct worker *w)
{
  w->buffer = malloc (BUFFER_SIZE);
  w->slots = malloc ((size_t) BATCH_SIZE * (SMALL_SIZE + 1));
  if (!w->buffer || !w->slots)
    {
      fprintf (stderr, "%s: memory exhausted\n", program_name);
      exit (EXIT_FAILURE);
    }
}

static void *
worker_thread (void *arg)
{
  struct worker w;
  (void) arg;
  worker_init (&w);
  pthread_mutex_lock (&lock);
  for (;;)
    if (!work_once (&w))
      {
	if (finished && claimable () == NULL)
	  break;
	pthread_cond_wait (&work_ready, &lock);
      }
  pthread_mutex_unlock (&lock);
  free (w.buffer);
  free (w.slots);
  return NULL;
}

/* Quoting names in messages as coreutils' quotef does (gnulib's
   quotearg, shell-escape style, with ':' quoted too): a name that a
   shell would read as it is stays as it is; any other goes in single
   quotes, with $'\n'-style escapes for what cannot be printed.  */

/* Bytes of the printable character at S (1 in a one-byte locale), 0
   if S does not start with one.  */
static size_t
printable_at (const char *s)
{
  unsigned char c = (unsigned char) *s;
  if (MB_CUR_MAX == 1 || c < 0x80)
    return c >= 0x20 && c < 0x7f ? 1 : 0;
  {
    mbstate_t state;
    wchar_t wc;
    size_t n;
    memset (&state, 0, sizeof (state));
    n = mbrtowc (&wc, s, MB_LEN_MAX, &state);
    if (n == (size_t) -1 || n == (size_t) -2 || n == 0 || !iswprint (wc))
      return 0;
    return n;
  }
}

/* Whether the character at S (index I of a name of LENGTH bytes)
   keeps the name from going unquoted; *COMPAT tells whether it could
   still go in double quotes (gnulib's c_and_shell_quote_compat).  */
static int
needs_quotes (const char *s, size_t i, size_t length, int *compat)
{
  char c = s[i];
  *compat = 0;
  switch (c)
    {
    case '{': case '}':
      if (length != 1)
	return 0;
      /* fall through */
    case '#': case '~':
      if (i != 0)
	return 0;
      /* fall through */
    case ' ': case '\'':
      *compat = 1;
      return 1;
    case '!': case '"': case '$': case '&': case '(': case ')': case '*':
    case ';': case '<': case '=': case '>': case '[': case '^': case '`':
    case '|': case '?': case '\\':
      return 1;
    case ':':
      *compat = 1;
      return 1;
    default:
      if (printable_at (s + i))
	{
	  *compat = 1;
	  return 0;
	}
      return 1;
    }
}

static const char *
escape_letter (char c)
{
  switch (c)
    {
    case '\a': return "a";
    case '\b': return "b";
    case '\f': return "f";
    case '\n': return "n";
    case '\r': return "r";
    case '\t': return "t";
    case '\v': return "v";
    default: return NULL;
    }
}

static void
put_quoted (FILE *f, const char *name)
{
  size_t length = strlen (name), i;
  int quote = length == 0, all_compat = 1, single = 0;

  for (i = 0; i < length; i++)
    {
      int compat;
      size_t m = printable_at (name + i);
      quote |= needs_quotes (name, i, length, &compat);
      all_compat &= compat;
      single |= name[i] == '\'';
      if (m > 1)
	i += m - 1;
    }
  if (!quote)
    {
      fputs (name, f);
      return;
    }
  if (single && all_compat)
    {
      /* Nothing in NAME is special in double quotes.  */
      fprintf (f, "\"%s\"", name);
      return;
    }
  putc ('\'', f);
  for (i = 0; i < length;)
    {
      size_t m = printable_at (name + i);
      if (m > 0)
	{
	  if (name[i] == '\'')
	    fputs ("'\\''", f);
	  else
	    fwrite (name + i, 1, m, f);
	  i += m;
	  continue;
	}
      /* A run of unprintable bytes: '$'\n\001''.  */
      fputs ("'$'", f);
      for (; i < length && printable_at (name + i) == 0; i++)
	{
	  const char *letter = escape_letter (name[i]);
	  unsigned char c = (unsigned char) name[i];
	  if (letter)
	    fprintf (f, "\\%s", letter);
	  else
	    fprintf (f, "\\%o%o%o", c >> 6, (c >> 3) & 7, c & 7);
	}
      fputs ("'", f);
      if (i < length)
	putc ('\'', f);
      else
	return;
    }
  putc ('\'', f);
}

/* "PROGRAM: ", QUOTED quoted if not NULL, the message and ERRNUM's
   text if not 0, as coreutils' error() calls do.  */
static void
report (int errnum, const char *quoted, const char *format, ...)
  __attribute__ ((format (printf, 3, 4)));

static void
report (int errnum, const char *quoted, const char *format, ...)
{
  va_list ap;
  fflush (stdout);
  fprintf (stderr, "%s: ", program_name);
  if (quoted)
    put_quoted (stderr, quoted);
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  if (errnum)
    fprintf (stderr, ": %s", strerror (errnum));
  putc ('\n', stderr);
}

/* Output.  */

static void
put_hex (const uint8_t *digest, size_t length)
{
  static const char hex[] = "0123456789abcdef";
  char text[2 * MAX_DIGEST_SIZE];
  size_t i;
  for (i = 0; i < length; i++)
    {
      text[2 * i] = hex[digest[i] >> 4];
      text[2 * i + 1] = hex[digest[i] & 15];
    }
  fwrite (text, 1, 2 * length, stdout);
}

/* With ESCAPE, "\\", "\n" and "\r" for those bytes.  */
static void
put_name (const char *name, int escape)
{
  if (!escape)
    {
      fputs (name, stdout);
      return;
    }
  for (; *name; name++)
    if (*name == '\\')
      fputs ("\\\\", stdout);
    else if (*name == '\n')
      fputs ("\\n", stdout);
    else if (*name == '\r')
      fputs ("\\r", stdout);
    else
      putchar (*name);
}

/* The BSD form's tag of E: b2sum's "BLAKE2b-256" for a digest
   shorter than the longest.  */
static void
put_tag (const struct entry *e)
{
  fputs (e->alg->tag, stdout);
  if (e->alg->tag_length && e->size < e->alg->max_size)
    printf ("-%u", (unsigned) (8 * e->size));
}

/* b3sum's line: escapes only for a backslash or a newline.  */
static void
put_b3sum_line (const struct entry *e)
{
  int escape = strpbrk (e->name, "\\\n") != NULL;
  const char *c;

  if (raw)
    {
      fwrite (e->digest, 1, e->size, stdout);
      return;
    }
  if (no_names)
    {
      put_hex (e->digest, e->size);
      putchar ('\n');
      return;
    }
  if (escape)
    putchar ('\\');
  put_hex (e->digest, e->size);
  fputs ("  ", stdout);
  for (c = e->name; *c; c++)
    if (*c == '\\')
      fputs ("\\\\", stdout);
    else if (*c == '\n')
      fputs ("\\n", stdout);
    else
      putchar (*c);
  putchar ('\n');
}

static void
put_digest_line (const struct entry *e)
{
  int escape = !zero && strpbrk (e->name, "\\\n\r") != NULL;
  if (b3sum || raw || no_names)
    {
      put_b3sum_line (e);
      return;
    }
  if (escape)
    putchar ('\\');
  if (tagged)
    {
      put_tag (e);
      fputs (" (", stdout);
      put_name (e->name, escape);
      fputs (") = ", stdout);
    }
  put_hex (e->digest, e->size);
  if (!tagged)
    {
      putchar (' ');
      putchar (e->binary ? '*' : ' ');
      put_name (e->name, escape);
    }
  putchar (zero ? '\0' : '\n');
}

static int exit_status = EXIT_SUCCESS;

static void
emit_check_line (struct entry *e)
{
  struct check_list *list = e->list;
  int escape = !status_only && strchr (e->name, '\n') != NULL;
  int match;

  if (e->missing)
    return;
  if (e->error)
    {
      list->unreadable++;
      if (!status_only)
	{
	  if (escape)
	    putchar ('\\');
	  put_name (e->name, escape);
	  fputs (": FAILED open or read\n", stdout);
	}
      return;
    }
  match = memcmp (e->digest, e->expected, e->size) == 0;
  if (match)
    list->matched = 1;
  else
    list->mismatched++;
  if (status_only || (match && quiet))
    return;
  if (escape)
    putchar ('\\');
  put_name (e->name, escape);
  fputs (match ? ": OK\n" : ": FAILED\n", stdout);
}

static void
emit_check_end (struct check_list *list)
{
  int ok;

  if (list->read_error)
    {
      report (0, list->name, ": read error");
      exit_status = EXIT_FAILURE;
      return;
    }
  if (!list->formatted)
    report (0, list->name, ": no properly formatted checksum lines found");
  else if (!status_only)
    {
      if (list->bad_lines)
	report (0, NULL, "WARNING: %lu %s improperly formatted",
		list->bad_lines, list->bad_lines == 1 ? "line is" : "lines are");
      if (list->unreadable)
	report (0, NULL, "WARNING: %lu listed %s could not be read",
		list->unreadable, list->unreadable == 1 ? "file" : "files");
      if (list->mismatched)
	report (0, NULL, "WARNING: %lu computed %s did NOT match",
		list->mismatched,
		list->mismatched == 1 ? "checksum" : "checksums");
      if (ignore_missing && !list->matched)
	report (0, list->name, ": no file was verified");
    }
  ok = list->formatted && list->matched && list->mismatched == 0
    && list->unreadable == 0 && (!strict || list->bad_lines == 0);
  if (!ok)
    exit_status = EXIT_FAILURE;
}

/* b3sum's messages: the error's text and number, as Rust's.  */
static void
put_os_error (FILE *f, int errnum)
{
  fprintf (f, "%s (os error %d)", strerror (errnum), errnum);
}

static void
emit_b3sum (struct entry *e)
{
  switch (e->kind)
    {
    case HASH_FILE:
      if (e->bad)
	{
	  fflush (stdout);
	  fprintf (stderr, "%s: %s: %s\n", program_name, e->name, e->bad);
	  exit_status = EXIT_FAILURE;
	}
      else if (!e->error)
	put_digest_line (e);
      else
	{
	  fflush (stdout);
	  fprintf (stderr, "%s: %s: ", program_name, e->name);
	  put_os_error (stderr, e->error);
	  putc ('\n', stderr);
	  exit_status = EXIT_FAILURE;
	}
      break;
    case CHECK_LINE:
      if (e->error)
	{
	  printf ("%s: FAILED (", e->shown);
	  put_os_error (stdout, e->error);
	  puts (")");
	  exit_status = EXIT_FAILURE;
	}
      else if (memcmp (e->digest, e->expected, e->size) != 0)
	{
	  printf ("%s: FAILED\n", e->shown);
	  exit_status = EXIT_FAILURE;
	}
      else if (!quiet)
	printf ("%s: OK\n", e->shown);
      break;
    case CHECK_BAD_LINE:
      fflush (stdout);
      fprintf (stderr, "%s: %s\n", program_name, e->bad);
      exit_status = EXIT_FAILURE;
      break;
    case CHECK_END:
    case LIST_ERROR:
      /* b3sum stops at a list it cannot open or read: next_entry
	 added nothing after this entry.  */
      if (e->kind == LIST_ERROR || e->list->read_error)
	{
	  fflush (stdout);
	  fputs ("Error: ", stderr);
	  if (e->bad)
	    fputs (e->bad, stderr);
	  else
	    put_os_error (stderr, e->error ? e->error : e->list->read_error);
	  putc ('\n', stderr);
	  exit_status = EXIT_FAILURE;
	}
      if (e->kind == CHECK_END)
	{
	  free (e->list->name);
	  free (e->list);
	}
      break;
    }
}

static void
emit_coreutils (struct entry *e)
{
  if ((e->kind == HASH_FILE || e->kind == CHECK_LINE) && e->error)
    {
      report (e->error, e->name, "%s", "");
      if (e->kind == HASH_FILE)
	exit_status = EXIT_FAILURE;
    }
  switch (e->kind)
    {
    case HASH_FILE:
      if (e->bad)
	{
	  report (0, e->name, ": %s", e->bad);
	  exit_status = EXIT_FAILURE;
	}
      else if (!e->error)
	put_digest_line (e);
      break;
    case CHECK_LINE:
      emit_check_line (e);
      break;
    case CHECK_BAD_LINE:
      e->list->bad_lines++;
      if (warn)
	report (0, e->list->name,
		": %lu: improperly formatted %s checksum line",
		e->line, algorithm->tag);
      break;
    case CHECK_END:
      emit_check_end (e->list);
      free (e->list->name);
      free (e->list);
      break;
    case LIST_ERROR:
      report (e->error, e->name, "%s", "");
      exit_status = EXIT_FAILURE;
      break;
    }
}

/* Prints the head entry, which is done.  */
static void
emit (struct entry *e)
{
  if (b3sum)
    emit_b3sum (e);
  else
    emit_coreutils (e);
  free (e->name);
  e->name = NULL;
  free (e->shown);
  e->shown = NULL;
}

/* Reading check lists: the parsing of coreutils' digest_check and
   split_3, for lines "HEX  NAME", "HEX *NAME", "TAG (NAME) = HEX" and
   (after a first such line) "HEX NAME", each with an optional leading
   backslash when the name is escaped.  */

static int
is_white (char c)
{
  return c == ' ' || c == '\t';
}

static int
hex_value (char c)
{
  return c >= '0' && c <= '9' ? c - '0'
    : c >= 'a' && c <= 'f' ? c - 'a' + 10
    : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Undoes put_name's escapes in the LENGTH bytes at S; NULL if S holds
   another escape, a lone final backslash or a NUL.  */
static char *
unescape (char *s, size_t length)
{
  char *dst = s;
  size_t i;
  for (i = 0; i < length; i++)
    {
      if (s[i] == '\0')
	return NULL;
      if (s[i] != '\\')
	{
	  *dst++ = s[i];
	  continue;
	}
      if (++i == length)
	return NULL;
      if (s[i] == 'n')
	*dst++ = '\n';
      else if (s[i] == 'r')
	*dst++ = '\r';
      else if (s[i] == '\\')
	*dst++ = '\\';
      else
	return NULL;
    }
  if (dst < s + length)
    *dst = '\0';
  return s;
}

/* Whether the reversed form "HEX NAME" was seen (1), the usual form
   (0), or neither yet (-1); for all lists, as coreutils has it.  */
static int bsd_reversed = -1;

/* The number of hex digits at HEX.  */
static size_t
hex_digits (const char *hex)
{
  size_t n = 0;
  while (hex_value (hex[n]) >= 0)
    n++;
  return n;
}

/* The digest size of a line of ALG whose digest is the hex at HEX:
   the algorithm's, or for one of variable length as many bytes as the
   hex has (b2sum's rule), 0 if that is no length of ALG.  */
static size_t
hex_size (const struct algorithm *alg, const char *hex)
{
  size_t n = hex_digits (hex);
  if (alg->unit == FIXED_LENGTH)
    return alg->digest_size;
  if (n < 2 || n % 2 || n / 2 > alg->max_size)
    return 0;
  return n / 2;
}

/* The length suffix of a tag, "-256" in "BLAKE2b-256 (": the digest
   size in bytes, or 0 if it is no length of ALG.  *END goes past it.  */
static size_t
tag_size (const struct algorithm *alg, const char *s, size_t *end)
{
  unsigned long bits = 0;
  size_t i = *end;
  if (!(s[i] >= '1' && s[i] <= '9'))
    return 0;
  for (; s[i] >= '0' && s[i] <= '9'; i++)
    {
      bits = 10 * bits + (unsigned long) (s[i] - '0');
      if (bits > 8 * alg->max_size)
	return 0;
    }
  *end = i;
  return bits % 8 ? 0 : bits / 8;
}

/* Parses LINE (LENGTH bytes, NUL-terminated).  Sets *ALG, *SIZE,
   *HEX, *NAME and *BINARY and returns 1, or returns 0 for a malformed
   line.  */
static int
split_line (char *s, size_t length, const struct algorithm **alg,
	    size_t *size, char **hex, char **name, int *binary)
{
  size_t i = 0, hex_length, min_length;
  int escaped = 0;
  unsigned a;

  while (is_white (s[i]))
    i++;
  if (s[i] == '\\')
    {
      i++;
      escaped = 1;
    }

  /* The BSD form, of the chosen algorithm or, unless the program
     stands in for one tool, of any algorithm of the table.  */
  for (a = 0; a < N_ALGORITHMS; a++)
    {
      const struct algorithm *t = &algorithms[a];
      size_t n = strlen (t->tag);
      size_t j = i + n;
      *size = t->tag_length ? t->max_size : 0;
      if ((impersonating && t != algorithm) || strncmp (s + i, t->tag, n) != 0
	  || (s[j] != ' ' && s[j] != '(' && !(s[j] == '-' && t->tag_length)))
	continue;
      if (s[j] == '-')
	{
	  j++;
	  if (!(*size = tag_size (t, s, &j)))
	    return 0;
	}
      if (s[j] == ' ')
	j++;
      if (s[j] != '(')
	return 0;
      j++;
      {
	char *f = s + j;
	size_t k, f_length = length - j;
	if (f_length == 0)
	  return 0;
	for (k = f_length - 1; k && f[k] != ')'; k--)
	  ;
	if (f[k] != ')')
	  return 0;
	if (escaped && !unescape (f, k))
	  return 0;
	f[k++] = '\0';
	while (is_white (f[k]))
	  k++;
	if (f[k] != '=')
	  return 0;
	k++;
	while (is_white (f[k]))
	  k++;
	*alg = t;
	*hex = f + k;
	*name = f;
	*binary = 0;
	if (!*size)
	  *size = hex_size (t, *hex);
	return *size != 0;
      }
    }

  *alg = algorithm;
  *size = hex_size (algorithm, s + i);
  if (!*size)
    return 0;
  hex_length = 2 * *size;
  min_length = hex_length + 2;
  if (length - i < min_length + (s[i] == '\\'))
    return 0;
  *hex = s + i;
  i += hex_length;
  if (!is_white (s[i]))
    return 0;
  s[i++] = '\0';
  if (length - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      /* "HEX NAME", the form of md5 -r: not mixed with the usual one.  */
      if (bsd_reversed == 0)
	return 0;
      bsd_reversed = 1;
    }
  else if (bsd_reversed != 1)
    {
      bsd_reversed = 0;
      *binary = s[i++] == '*';
    }
  *name = s + i;
  if (escaped)
    return unescape (s + i, length - i) != NULL;
  return 1;
}

/* Whether HEX is exactly the hex of a digest of SIZE bytes; its bytes
   go to DIGEST.  */
static int
parse_hex (const char *hex, size_t size, uint8_t *digest)
{
  size_t i;
  for (i = 0; i < 2 * size; i++)
    {
      int d = hex_value (hex[i]);
      if (d < 0)
	return 0;
      if (i % 2 == 0)
	digest[i / 2] = (uint8_t) (d << 4);
      else
	digest[i / 2] |= (uint8_t) d;
    }
  return hex[i] == '\0';
}

/* The input: the arguments left, and the check list being read.  */
static char **arguments;
static int n_arguments, next_argument;
static FILE *list_file;
static int list_failed;		/* b3sum could not read a list */
static struct check_list *list;
static unsigned long list_line;
static char *line;
static size_t line_size;

/* Opens the next argument's check list; 0 with errno set if it
   could not be opened.  */
static int
open_list (const char *arg)
{
  if (is_stdin (arg))
    list_file = stdin;
  else if (!(list_file = fopen (arg, "r")))
    return 0;
  list = calloc (1, sizeof (*list));
  if (!list || !(list->name = strdup (is_stdin (arg) ? "standard input" : arg)))
    {
      fprintf (stderr, "%s: memory exhausted\n", program_name);
      exit (EXIT_FAILURE);
    }
  list_line = 0;
  return 1;
}

static char *
copy_name (const char *name)
{
  char *copy = strdup (name);
  if (!copy)
    {
      fprintf (stderr, "%s: memory exhausted\n", program_name);
      exit (EXIT_FAILURE);
    }
  return copy;
}

/* Whether the LENGTH bytes at S are UTF-8 (RFC 3629: no overlong
   forms, no surrogates, nothing above U+10FFFF), as b3sum's lines
   must be.  */
static int
is_utf8 (const char *s, size_t length)
{
  const unsigned char *p = (const unsigned char *) s;
  size_t i = 0;
  while (i < length)
    {
      unsigned c = p[i], n, k;
      uint32_t code;
      if (c < 0x80)
	{
	  i++;
	  continue;
	}
      if (c >= 0xc2 && c <= 0xdf)
	n = 1, code = c & 0x1f;
      else if (c >= 0xe0 && c <= 0xef)
	n = 2, code = c & 0x0f;
      else if (c >= 0xf0 && c <= 0xf4)
	n = 3, code = c & 0x07;
      else
	return 0;
      if (length - i <= n)
	return 0;
      for (k = 1; k <= n; k++)
	{
	  if ((p[i + k] & 0xc0) != 0x80)
	    return 0;
	  code = (code << 6) | (p[i + k] & 0x3f);
	}
      if ((n == 2 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)))
	  || (n == 3 && (code < 0x10000 || code > 0x10ffff)))
	return 0;
      i += n + 1;
    }
  return 1;
}

/* b3sum's parsing of a check line of LENGTH bytes, without its
   newline: "HEX  NAME", with 64 lowercase hex digits, the name escaped
   if the line starts with a backslash.  Fills E, or returns the
   message for a malformed line.  */
static const char *
split_b3sum_line (char *s, size_t length, struct entry *e)
{
  const size_t hex_length = 2 * SYMCRYPT_BLAKE3_DIGEST_SIZE;
  int escaped = s[0] == '\\';
  size_t i;
  char *name;
  int nul;

  if (length == 0)
    return "Empty line";
  if (escaped)
    s++, length--;
  if (length <= hex_length + 2)
    return "Short line";
  for (i = 0; i < hex_length + 2; i++)
    if ((unsigned char) s[i] >= 0x80)
      return "Non-ASCII prefix";
  if (s[hex_length] != ' ' || s[hex_length + 1] != ' ')
    return "Invalid space";
  for (i = 0; i < hex_length; i++)
    if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
      return "Invalid hex";
  s[hex_length] = '\0';
  parse_hex (s, SYMCRYPT_BLAKE3_DIGEST_SIZE, e->expected);
  name = s + hex_length + 2;
  length -= hex_length + 2;
  e->shown = malloc (escaped + length + 1);
  if (!e->shown)
    {
      fprintf (stderr, "%s: memory exhausted\n", program_name);
      exit (EXIT_FAILURE);
    }
  sprintf (e->shown, "%s%s", escaped ? "\\" : "", name);
  nul = memchr (name, '\0', length) != NULL;
  /* b3sum knows only the escapes "\\\\" and "\\n".  */
  if (escaped)
    {
      char *src = name, *dst = name;
      while (*src)
	if (*src != '\\')
	  *dst++ = *src++;
	else if (src[1] == 'n' || src[1] == '\\')
	  {
	    *dst++ = src[1] == 'n' ? '\n' : '\\';
	    src += 2;
	  }
	else
	  return "Invalid backslash escape";
      *dst = '\0';
    }
  if (nul)
    return "Null character in path";
  e->name = copy_name (name);
  e->stdin_ = is_stdin (name);
  return NULL;
}

/* Fills E (the slot at tail, not yet published) from the input.
   Returns 0 when the input is exhausted.  */
static int
next_entry (struct entry *e)
{
  memset (e, 0, offsetof (struct entry, digest));
  e->alg = algorithm;
  e->size = digest_size;
  if (!check)
    {
      if (next_argument == n_arguments)
	return 0;
      e->kind = HASH_FILE;
      e->name = copy_name (arguments[next_argument++]);
      e->stdin_ = is_stdin (e->name);
      e->binary = binary > 0;
      if (e->stdin_ && keyed)
	{
	  /* Standard input was the key.  */
	  e->bad = "Cannot open `-` in keyed mode";
	  e->done = 1;
	}
      return 1;
    }
  for (;;)
    {
      ssize_t got;
      char *hex, *name;
      const struct algorithm *alg;
      size_t size;
      int line_binary = 0;

      if (list_failed)
	return 0;
      if (!list_file)
	{
	  const char *arg;
	  if (next_argument == n_arguments)
	    return 0;
	  arg = arguments[next_argument++];
	  if (!open_list (arg))
	    {
	      e->kind = LIST_ERROR;
	      e->error = errno;
	      e->name = copy_name (arg);
	      /* b3sum reads no list after it.  */
	      list_failed = b3sum;
	      return 1;
	    }
	}
      got = getline (&line, &line_size, list_file);
      if (got <= 0)
	{
	  /* The list's end: its summary, after its lines.  */
	  if (ferror (list_file))
	    {
	      list->read_error = errno ? errno : EIO;
	      list_failed = b3sum;
	    }
	  if (list_file == stdin)
	    clearerr (stdin);
	  else
	    fclose (list_file);
	  list_file = NULL;
	  e->kind = CHECK_END;
	  e->list = list;
	  return 1;
	}
      list_line++;
      e->list = list;
      if (b3sum)
	{
	  if (!is_utf8 (line, (size_t) got))
	    {
	      /* b3sum stops here.  */
	      e->kind = LIST_ERROR;
	      e->bad = "stream did not contain valid UTF-8";
	      list_failed = 1;
	      return 1;
	    }
	  got -= line[got - 1] == '\n';
	  line[got] = '\0';
	  e->size = SYMCRYPT_BLAKE3_DIGEST_SIZE;
	  e->bad = split_b3sum_line (line, (size_t) got, e);
	  e->kind = e->bad ? CHECK_BAD_LINE : CHECK_LINE;
	  return 1;
	}
      if (line[0] == '#')
	continue;
      got -= line[got - 1] == '\n';
      got -= line[got - (got > 0)] == '\r';
      if (got == 0)
	continue;
      line[got] = '\0';
      e->list = list;
      e->line = list_line;
      if (split_line (line, (size_t) got, &alg, &size, &hex, &name,
		      &line_binary)
	  && !(list_file == stdin && is_stdin (name))
	  && parse_hex (hex, size, e->expected))
	{
	  e->kind = CHECK_LINE;
	  e->alg = alg;
	  e->size = size;
	  e->name = copy_name (name);
	  e->stdin_ = is_stdin (name);
	  list->formatted = 1;
	}
      else
	e->kind = CHECK_BAD_LINE;
      return 1;
    }
}

/* The main loop: fill the window, print its head when done.  */
static void
run (void)
{
  struct worker w;
  pthread_t threads[MAX_JOBS];
  unsigned started = 0, i;
  int threaded = jobs > 1;

  worker_init (&w);
  if (threaded)
    for (started = 0; started < jobs; started++)
      if (pthread_create (&threads[started], NULL, worker_thread, NULL) != 0)
	break;
  if (started == 0)
    threaded = 0;

  pthread_mutex_lock (&lock);
  for (;;)
    {
      struct entry *e;
      int added = 0, was_finished = finished;
      while (!finished && tail - head < WINDOW_SIZE)
	{
	  /* Reading the input needs no lock: only the main thread
	     touches entries past tail.  */
	  pthread_mutex_unlock (&lock);
	  if (!next_entry (ENTRY (tail)))
	    {
	      pthread_mutex_lock (&lock);
	      finished = 1;
	      break;
	    }
	  pthread_mutex_lock (&lock);
	  tail++;
	  added = 1;
	}
      if (added || finished != was_finished)
	pthread_cond_broadcast (&work_ready);
      if (head == tail)
	break;
      e = ENTRY (head);
      if ((e->kind == HASH_FILE || e->kind == CHECK_LINE) && !e->done)
	{
	  if (!for_workers (e))
	    {
	      /* Standard input, now that all before it is printed.  */
	      pthread_mutex_unlock (&lock);
	      w.n = 0;
	      hash_entry (&w, e);
	      hash_batch (&w);
	      pthread_mutex_lock (&lock);
	      e->done = 1;
	    }
	  else if (threaded)
	    pthread_cond_wait (&work_done, &lock);
	  else
	    work_once (&w);
	  continue;
	}
      pthread_mutex_unlock (&lock);
      emit (e);
      pthread_mutex_lock (&lock);
      head++;
    }
  pthread_mutex_unlock (&lock);
  for (i = 0; i < started; i++)
    pthread_join (threads[i], NULL);
  free (w.buffer);
  free (w.slots);
  free (line);
}

/* Options.  */

static void
try_help (void)
{
  fprintf (stderr, "Try '%s --help' for more information.\n", program_name);
  exit (EXIT_FAILURE);
}

static void
usage (void)
{
  unsigned a;
  printf ("Usage: %s [OPTION]... [FILE]...\n", program_name);
  printf ("Print or check %s checksums (%u bits) with the library libsymcrypt.\n",
	  algorithm->tag, (unsigned) (8 * algorithm->digest_size));
  fputs ("\n"
	 "With no FILE, or when FILE is -, read standard input.\n"
	 "  -a, --algorithm=NAME  the algorithm (default sha256, or the one\n"
	 "                        named by the program's name)\n"
	 "  -b, --binary          read in binary mode (the only mode here; prints '*')\n"
	 "  -c, --check           read checksums from the FILEs and check them\n"
	 "  -j, --jobs=N          hash N files at a time, and a BLAKE3 file of 4 MiB\n"
	 "                        or more N pieces at a time (default: the CPUs\n"
	 "                        available)\n"
	 "      --num-threads=N   the same, 0 for the default (b3sum's name)\n"
	 "  -l, --length=N        digest length: bits for blake2b, blake2s, shake128\n"
	 "                        and shake256, bytes for blake3 (as b3sum)\n"
	 "      --no-names        print only the digests, as b3sum\n"
	 "      --raw             write the digest's bytes, not hex (one FILE only)\n"
	 "      --keyed           blake3's keyed mode, the key the 32 bytes of\n"
	 "                        standard input (as b3sum)\n"
	 "      --derive-key=CONTEXT  blake3's key derivation mode with CONTEXT\n"
	 "      --tag             create a BSD-style checksum\n"
	 "  -t, --text            read in text mode (default)\n"
	 "  -z, --zero            end each output line with NUL, not newline,\n"
	 "                        and disable file name escaping\n"
	 "\n"
	 "The following five options are useful only when verifying checksums:\n"
	 "      --ignore-missing  don't fail or report status for missing files\n"
	 "      --quiet           don't print OK for each successfully verified file\n"
	 "      --status          don't output anything, status code shows success\n"
	 "      --strict          exit non-zero for improperly formatted checksum lines\n"
	 "  -w, --warn            warn about improperly formatted checksum lines\n"
	 "\n"
	 "      --help            display this help and exit\n"
	 "      --version         output version information and exit\n"
	 "\n"
	 "Algorithms (-a), and the program names that select them:\n", stdout);
  for (a = 0; a < N_ALGORITHMS; a++)
    printf ("  %-11s %u bits%s%s%s\n", algorithms[a].name,
	    (unsigned) (8 * algorithms[a].digest_size),
	    algorithms[a].unit == FIXED_LENGTH ? "" : " (-l)",
	    algorithms[a].tool ? ", " : "",
	    algorithms[a].tool ? algorithms[a].tool : "");
  exit (EXIT_SUCCESS);
}

static void
option_conflict (const char *message)
{
  report (0, NULL, "%s", message);
  try_help ();
}

/* Sets blake3_mode from --keyed (reading the key) or --derive-key.
   Returns 0, with b3sum's message, if the key is not 32 bytes.  */
static int
set_blake3_mode (void)
{
  uint8_t key[SYMCRYPT_BLAKE3_KEY_SIZE + 1];
  ssize_t got;

  if (derive_context)
    symcrypt_blake3_init_derive_key (&blake3_mode, strlen (derive_context),
				     (const uint8_t *) derive_context);
  else if (!keyed)
    symcrypt_blake3_init (&blake3_mode);
  else
    {
      /* One byte more than the key tells a longer input.  */
      got = read_full (0, key, sizeof (key), -1);
      if (got != SYMCRYPT_BLAKE3_KEY_SIZE)
	{
	  if (got < 0)
	    report (errno, NULL, "reading the key from standard input");
	  else if (got > SYMCRYPT_BLAKE3_KEY_SIZE)
	    fputs ("Error: read more than 32 key bytes from stdin\n", stderr);
	  else
	    fprintf (stderr, "Error: expected 32 key bytes from stdin, found %zd\n",
		     got);
	  symcrypt_wipe (key, sizeof (key));
	  return 0;
	}
      symcrypt_blake3_init_keyed (&blake3_mode, key);
      symcrypt_wipe (key, sizeof (key));
    }
  return 1;
}

/* Sets program_name as coreutils does (gnulib's set_program_name: a
   libtool wrapper's .libs/lt- prefix goes) and chooses the algorithm
   of a tool's name.  */
static void
set_program_name (char *argv0)
{
  const char *base = strrchr (argv0, '/');
  unsigned a;
  base = base ? base + 1 : argv0;
  if (base - argv0 >= 7 && strncmp (base - 7, "/.libs/", 7) == 0)
    argv0 = (char *) base;
  if (strncmp (argv0, "lt-", 3) == 0)
    argv0 += 3;
  program_name = argv0;
  if (strncmp (base, "lt-", 3) == 0)
    base += 3;
  for (a = 0; a < N_ALGORITHMS; a++)
    if (algorithms[a].tool && strcmp (base, algorithms[a].tool) == 0)
      {
	algorithm = &algorithms[a];
	impersonating = 1;
      }
  /* b3sum's messages name it so, wherever it runs from.  */
  if (strcmp (base, "b3sum") == 0)
    {
      b3sum = 1;
      program_name = "b3sum";
    }
}

static unsigned
available_cpus (void)
{
  cpu_set_t set;
  long n;
  if (sched_getaffinity (0, sizeof (set), &set) == 0 && CPU_COUNT (&set) > 0)
    n = CPU_COUNT (&set);
  else
    n = sysconf (_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (unsigned) n;
}

/* -j N, or --num-threads N where ZERO_OK: 0 means the default.  */
static unsigned
parse_jobs (const char *arg, int zero_ok)
{
  char *end;
  long n = strtol (arg, &end, 10);
  if (*end || end == arg || n < !zero_ok || n > MAX_JOBS)
    {
      report (0, NULL, "invalid number of jobs: '%s' (%d to %d)",
	      arg, !zero_ok, MAX_JOBS);
      try_help ();
    }
  return n == 0 ? available_cpus () : (unsigned) n;
}

/* Quoting an argument in a message as coreutils' quote does (gnulib's
   quotearg, locale style): in apostrophes, with C's backslash escapes
   for an apostrophe, a backslash and what cannot be printed.  The
   apostrophes are the C locale's, as in the tool's other messages.  */
static void
put_c_quoted (FILE *f, const char *s)
{
  putc ('\'', f);
  while (*s)
    {
      size_t m = printable_at (s);
      const char *letter = escape_letter (*s);
      if (*s == '\'' || *s == '\\')
	fprintf (f, "\\%c", *s);
      else if (m > 0)
	fwrite (s, 1, m, f);
      else if (letter)
	fprintf (f, "\\%s", letter);
      else
	fprintf (f, "\\%03o", (unsigned char) *s);
      s += m > 0 ? m : 1;
    }
  putc ('\'', f);
}

/* b2sum's first line for a refused -l ARG, with ERRNUM's text if not
   0.  */
static void
invalid_length (const char *arg, int errnum)
{
  fflush (stdout);
  fprintf (stderr, "%s: invalid length: ", program_name);
  put_c_quoted (stderr, arg);
  if (errnum)
    fprintf (stderr, ": %s", strerror (errnum));
  putc ('\n', stderr);
}

/* -l ARG for the algorithm chosen: the digest size in bytes.  A length
   in bits is read and refused as coreutils 9.1's b2sum reads its -l
   (gnulib's xdectoumax, then b2sum's own checks): blanks and a '+'
   may come before the digits, nothing after them, and no '-'; a
   number past UINTMAX_MAX is too large for the type; then one not a
   multiple of 8, then, where LAST (the last -l, after all the
   options), one past the algorithm's longest are refused.  0 bits is
   the default length.  A length in bytes (b3sum's) is digits only.  */
static size_t
parse_length (const char *arg, int last)
{
  const struct algorithm *alg = algorithm;
  int bits = alg->unit == LENGTH_IN_BITS;
  uintmax_t n, max = (bits ? 8 : 1) * (uintmax_t) alg->max_size;
  const char *p = arg;
  char *end;
  int valid;

  if (alg->unit == FIXED_LENGTH)
    {
      report (0, NULL, "--length is not supported with %s", alg->name);
      try_help ();
    }
  /* strtoumax would take the '-' and negate the number.  */
  while (bits && isspace ((unsigned char) *p))
    p++;
  valid = bits ? *p != '-' : *p >= '0' && *p <= '9';
  errno = 0;
  n = strtoumax (arg, &end, 10);
  if (!valid || end == arg || *end)
    {
      invalid_length (arg, 0);
      exit (EXIT_FAILURE);
    }
  if (bits && errno == ERANGE)
    {
      invalid_length (arg, EOVERFLOW);
      exit (EXIT_FAILURE);
    }
  if (bits && n % 8)
    {
      invalid_length (arg, 0);
      report (0, NULL, "length is not a multiple of 8");
      exit (EXIT_FAILURE);
    }
  if (last && n > max)
    {
      invalid_length (arg, 0);
      report (0, NULL, "maximum digest length for '%s' is %u %s", alg->tag,
	      (unsigned) max, bits ? "bits" : "bytes");
      exit (EXIT_FAILURE);
    }
  if (bits)
    return n ? (size_t) (n / 8) : alg->digest_size;
  return (size_t) n;
}

enum
{
  IGNORE_MISSING_OPTION = CHAR_MAX + 1,
  QUIET_OPTION, STATUS_OPTION, STRICT_OPTION, TAG_OPTION,
  NO_NAMES_OPTION, RAW_OPTION, NUM_THREADS_OPTION, NO_MMAP_OPTION,
  KEYED_OPTION, DERIVE_KEY_OPTION, HELP_OPTION, VERSION_OPTION
};

static const struct option long_options[] = {
  { "algorithm", required_argument, NULL, 'a' },
  { "binary", no_argument, NULL, 'b' },
  { "check", no_argument, NULL, 'c' },
  { "derive-key", required_argument, NULL, DERIVE_KEY_OPTION },
  { "ignore-missing", no_argument, NULL, IGNORE_MISSING_OPTION },
  { "jobs", required_argument, NULL, 'j' },
  { "keyed", no_argument, NULL, KEYED_OPTION },
  { "length", required_argument, NULL, 'l' },
  { "no-mmap", no_argument, NULL, NO_MMAP_OPTION },
  { "no-names", no_argument, NULL, NO_NAMES_OPTION },
  { "num-threads", required_argument, NULL, NUM_THREADS_OPTION },
  { "quiet", no_argument, NULL, QUIET_OPTION },
  { "raw", no_argument, NULL, RAW_OPTION },
  { "status", no_argument, NULL, STATUS_OPTION },
  { "strict", no_argument, NULL, STRICT_OPTION },
  { "tag", no_argument, NULL, TAG_OPTION },
  { "text", no_argument, NULL, 't' },
  { "warn", no_argument, NULL, 'w' },
  { "zero", no_argument, NULL, 'z' },
  { "help", no_argument, NULL, HELP_OPTION },
  { "version", no_argument, NULL, VERSION_OPTION },
  { NULL, 0, NULL, 0 }
};

int
main (int argc, char **argv)
{
  int c;
  const char *length_arg = NULL;

  setlocale (LC_ALL, "");
  set_program_name (argv[0]);
  /* getopt's own messages name argv[0].  */
  argv[0] = (char *) program_name;
  jobs = available_cpus ();

  while ((c = getopt_long (argc, argv, "a:bcj:l:twz", long_options, NULL))
	 != -1)
    switch (c)
      {
      case 'a':
	{
	  unsigned a;
	  for (a = 0; a < N_ALGORITHMS; a++)
	    if (strcmp (optarg, algorithms[a].name) == 0)
	      break;
	  if (a == N_ALGORITHMS)
	    {
	      report (0, NULL, "invalid argument '%s' for '--algorithm'", optarg);
	      fputs ("Valid arguments are:\n", stderr);
	      for (a = 0; a < N_ALGORITHMS; a++)
		fprintf (stderr, "  - '%s'\n", algorithms[a].name);
	      try_help ();
	    }
	  algorithm = &algorithms[a];
	}
	break;
      case 'b':
	binary = 1;
	break;
      case 'c':
	check = 1;
	break;
      case 'j':
	jobs = parse_jobs (optarg, 0);
	break;
      case NUM_THREADS_OPTION:
	jobs = parse_jobs (optarg, 1);
	break;
      case 'l':
	/* b2sum reads each -l as it comes, before the options after it.  */
	if (impersonating && algorithm->unit == LENGTH_IN_BITS)
	  parse_length (optarg, 0);
	length_arg = optarg;
	break;
      case NO_NAMES_OPTION:
	no_names = 1;
	break;
      case RAW_OPTION:
	raw = 1;
	break;
      case NO_MMAP_OPTION:
	/* Files are always read, never mapped.  */
	break;
      case KEYED_OPTION:
	keyed = 1;
	break;
      case DERIVE_KEY_OPTION:
	derive_context = optarg;
	break;
      case 't':
	binary = 0;
	break;
      case 'w':
	status_only = 0;
	warn = 1;
	quiet = 0;
	break;
      case 'z':
	zero = 1;
	break;
      case IGNORE_MISSING_OPTION:
	ignore_missing = 1;
	break;
      case QUIET_OPTION:
	status_only = 0;
	warn = 0;
	quiet = 1;
	break;
      case STATUS_OPTION:
	status_only = 1;
	warn = 0;
	quiet = 0;
	break;
      case STRICT_OPTION:
	strict = 1;
	break;
      case TAG_OPTION:
	tagged = 1;
	binary = 1;
	break;
      case HELP_OPTION:
	usage ();
	break;
      case VERSION_OPTION:
	printf ("%s (libsymcrypt) %s\n", program_name, symcrypt_version ());
	return EXIT_SUCCESS;
      default:
	try_help ();
      }

  /* The checks of coreutils 9.1, in its order.  */
  digest_size = length_arg ? parse_length (length_arg, 1) : algorithm->digest_size;
  if (zero && check)
    option_conflict ("the --zero option is not supported when verifying checksums");
  if (tagged && check)
    option_conflict ("the --tag option is meaningless when verifying checksums");
  if (binary >= 0 && check)
    option_conflict ("the --binary and --text options are meaningless when verifying checksums");
  if (ignore_missing && !check)
    option_conflict ("the --ignore-missing option is meaningful only when verifying checksums");
  if (status_only && !check)
    option_conflict ("the --status option is meaningful only when verifying checksums");
  if (warn && !check)
    option_conflict ("the --warn option is meaningful only when verifying checksums");
  if (quiet && !check)
    option_conflict ("the --quiet option is meaningful only when verifying checksums");
  if (strict && !check)
    option_conflict ("the --strict option is meaningful only when verifying checksums");
  if (tagged && binary == 0)
    option_conflict ("--tag does not support --text mode");
  /* b3sum's refusals of its modes (its words are clap's; these say the same).  */
  if ((keyed || derive_context) && strcmp (algorithm->name, "blake3") != 0)
    option_conflict ("--keyed and --derive-key are modes of blake3");
  if (keyed && derive_context)
    option_conflict ("--keyed cannot be used with --derive-key");
  if ((keyed || derive_context) && check)
    option_conflict ("--keyed and --derive-key cannot be used with --check");
  if (keyed && optind == argc)
    option_conflict ("--keyed needs FILE arguments: the key is standard input");
  if (!set_blake3_mode ())
    return EXIT_FAILURE;

  static char *standard_input[] = { (char *) "-" };
  arguments = optind < argc ? argv + optind : standard_input;
  n_arguments = optind < argc ? argc - optind : 1;
  if (raw && n_arguments > 1)
    {
      fputs ("Error: Only one filename can be provided when using --raw\n",
	     stderr);
      return EXIT_FAILURE;
    }
  run ();
  symcrypt_wipe (&blake3_mode, sizeof (blake3_mode));

  if (fclose (stdout) != 0)
    {
      report (errno, NULL, "write error");
      return EXIT_FAILURE;
    }
  return exit_status;
}
