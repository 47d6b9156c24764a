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

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
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

/* Reads of large files: a buffer that stays in the L2 cache.  On AMD
   Zen 4 (1 MiB L2), SHA-256 of a 256 MiB file in the page cache took
   0.18 s of CPU with 64 or 128 KiB reads and 0.25 s with 256 KiB or
   1 MiB, the difference being the kernel's copy (doc/symcrypt-sum.md).  */
#define BUFFER_SIZE (128 << 10)
/* Files up to this size are read whole and hashed in batches.  */
#define SMALL_SIZE (16 << 10)
/* Messages per _many call: the widest lanes (16) and some to spare
   for files of different lengths finishing at different blocks.  */
#define BATCH_SIZE 32
/* Pending entries between reading the arguments and printing.  */
#define WINDOW_SIZE 1024
#define MAX_JOBS 256
/* The longest digest of the table, in bytes.  */
#define MAX_DIGEST_SIZE 64

/* The algorithms.  Each row is all the tool knows of one: adapters
   around the library's init/update/digest and _many, its sizes, the
   tool whose name and formats it takes when the program is run under
   that name, and the tag of the BSD form (--tag).  */

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
  struct symcrypt_tz_ctx tz;
};

struct algorithm
{
  const char *name;		/* for -a */
  const char *tool;		/* the program it stands in for, or NULL */
  const char *tag;		/* the BSD form's "TAG (NAME) = HEX" */
  size_t digest_size;		/* bytes */
  void (*init) (union hash_ctx *ctx);
  void (*update) (union hash_ctx *ctx, size_t length, const uint8_t *data);
  void (*digest) (union hash_ctx *ctx, size_t length, uint8_t *digest);
  /* Hashes N whole messages; NULL when the library has no _many.  */
  int (*many) (size_t n, const uint8_t *const *msgs, const size_t *lengths,
	       uint8_t *digests);
};

#define HASH_ADAPTERS(h)						\
  static void h##_init (union hash_ctx *ctx)				\
  { symcrypt_##h##_init (&ctx->h); }					\
  static void h##_update (union hash_ctx *ctx, size_t length,		\
			  const uint8_t *data)				\
  { symcrypt_##h##_update (&ctx->h, length, data); }			\
  static void h##_digest (union hash_ctx *ctx, size_t length,		\
			  uint8_t *digest)				\
  { symcrypt_##h##_digest (&ctx->h, length, digest); }

HASH_ADAPTERS (md5)
HASH_ADAPTERS (sha1)
HASH_ADAPTERS (sha224)
HASH_ADAPTERS (sha256)
HASH_ADAPTERS (sha384)
HASH_ADAPTERS (sha512)
HASH_ADAPTERS (sha512_224)
HASH_ADAPTERS (sha512_256)

static void
tz_init (union hash_ctx *ctx)
{
  symcrypt_tz_init (&ctx->tz);
}

static void
tz_update (union hash_ctx *ctx, size_t length, const uint8_t *data)
{
  symcrypt_tz_update (&ctx->tz, length, data);
}

static void
tz_digest (union hash_ctx *ctx, size_t length, uint8_t *digest)
{
  (void) length;		/* always the whole 64 bytes */
  symcrypt_tz_digest (&ctx->tz, digest);
}

#define ROW(name, tool, tag, h, H, many)				\
  { name, tool, tag, SYMCRYPT_##H##_DIGEST_SIZE, h##_init, h##_update,	\
    h##_digest, many }

/* The first row is the default.  sha512-224 and sha512-256 have no
   coreutils tool; their tags are FreeBSD's (sha512t256 -r prints
   "SHA512t256 (NAME) = ...").  */
static const struct algorithm algorithms[] = {
  ROW ("sha256", "sha256sum", "SHA256", sha256, SHA256, symcrypt_sha256_many),
  ROW ("md5", "md5sum", "MD5", md5, MD5, NULL),
  ROW ("sha1", "sha1sum", "SHA1", sha1, SHA1, symcrypt_sha1_many),
  ROW ("sha224", "sha224sum", "SHA224", sha224, SHA224, symcrypt_sha224_many),
  ROW ("sha384", "sha384sum", "SHA384", sha384, SHA384, symcrypt_sha384_many),
  ROW ("sha512", "sha512sum", "SHA512", sha512, SHA512, symcrypt_sha512_many),
  ROW ("sha512-224", NULL, "SHA512t224", sha512_224, SHA512_224, NULL),
  ROW ("sha512-256", NULL, "SHA512t256", sha512_256, SHA512_256, NULL),
  ROW ("tz", NULL, "TZ", tz, TZ, NULL),
};
#define N_ALGORITHMS (sizeof (algorithms) / sizeof (algorithms[0]))

/* The options.  */
static const char *program_name;
static const struct algorithm *algorithm = &algorithms[0];
/* Run as sha256sum, ...: check lines only of that algorithm.  */
static int impersonating;
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
  CHECK_END			/* a list's end: its summary */
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
  int read_error;		/* reading the list failed */
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

/* Reads up to LENGTH bytes, fewer only at the end of the file.
   Returns the count, or -1 with errno set.  */
static ssize_t
read_full (int fd, uint8_t *buf, size_t length)
{
  size_t done = 0;
  while (done < length)
    {
      ssize_t got = read (fd, buf + done, length - done);
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
  ssize_t got;

  if (fd < 0)
    {
      if (ignore_missing && errno == ENOENT)
	e->missing = 1;
      else
	e->error = errno;
      return 0;
    }
  got = read_full (fd, slot, SMALL_SIZE + 1);
  if (got >= 0 && got <= SMALL_SIZE && alg->many)
    {
      if (!stdin_)
	close (fd);
      w->batch[w->n] = e;
      w->msgs[w->n] = slot;
      w->lengths[w->n] = (size_t) got;
      w->n++;
      return 1;
    }
  alg->init (&ctx);
  if (got > 0)
    alg->update (&ctx, (size_t) got, slot);
  if (got > SMALL_SIZE)
    {
      posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
      while ((got = read_full (fd, w->buffer, BUFFER_SIZE)) > 0)
	alg->update (&ctx, (size_t) got, w->buffer);
    }
  if (got < 0)
    e->error = errno;
  else
    alg->digest (&ctx, alg->digest_size, e->digest);
  if (!stdin_)
    close (fd);
  return 0;
}

/* Hashes W's batch, whose messages are all of one algorithm.  */
static void
hash_batch (struct worker *w)
{
  const struct algorithm *alg;
  unsigned i;

  if (w->n == 0)
    return;
  alg = w->batch[0]->alg;
  /* The arguments are ours and valid: _many cannot fail.  */
  alg->many (w->n, w->msgs, w->lengths, w->digests);
  for (i = 0; i < w->n; i++)
    memcpy (w->batch[i]->digest, w->digests + i * alg->digest_size,
	    alg->digest_size);
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
   small files of one algorithm until the batch is full.  Returns 0
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
      pthread_mutex_unlock (&lock);
      if (!hash_entry (w, e))
	done[n_done++] = e;
      pthread_mutex_lock (&lock);
      if (n_done == BATCH_SIZE || w->n == BATCH_SIZE
	  || !(e = claimable ()) || e->alg != alg)
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

static void
put_digest_line (const struct entry *e)
{
  int escape = !zero && strpbrk (e->name, "\\\n\r") != NULL;
  if (escape)
    putchar ('\\');
  if (tagged)
    {
      printf ("%s (", e->alg->tag);
      put_name (e->name, escape);
      fputs (") = ", stdout);
    }
  put_hex (e->digest, e->alg->digest_size);
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
  match = memcmp (e->digest, e->expected, e->alg->digest_size) == 0;
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

/* Prints the head entry, which is done.  */
static void
emit (struct entry *e)
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
      if (!e->error)
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
    }
  free (e->name);
  e->name = NULL;
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

/* Parses LINE (LENGTH bytes, NUL-terminated).  Sets *ALG, *HEX,
   *NAME and *BINARY and returns 1, or returns 0 for a malformed line.  */
static int
split_line (char *s, size_t length, const struct algorithm **alg,
	    char **hex, char **name, int *binary)
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
      if ((impersonating && t != algorithm) || strncmp (s + i, t->tag, n) != 0
	  || (s[j] != ' ' && s[j] != '('))
	continue;
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
	return 1;
      }
    }

  *alg = algorithm;
  hex_length = 2 * algorithm->digest_size;
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

/* Whether HEX is exactly the hex of a digest of ALG; its bytes go to
   DIGEST.  */
static int
parse_hex (const char *hex, const struct algorithm *alg, uint8_t *digest)
{
  size_t i;
  for (i = 0; i < 2 * alg->digest_size; i++)
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
static struct check_list *list;
static unsigned long list_line;
static char *line;
static size_t line_size;

/* Opens the next argument's check list; 0 if it could not be opened
   (reported).  */
static int
open_list (const char *arg)
{
  if (is_stdin (arg))
    list_file = stdin;
  else if (!(list_file = fopen (arg, "r")))
    {
      report (errno, arg, "%s", "");
      exit_status = EXIT_FAILURE;
      return 0;
    }
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

/* Fills E (the slot at tail, not yet published) from the input.
   Returns 0 when the input is exhausted.  */
static int
next_entry (struct entry *e)
{
  memset (e, 0, offsetof (struct entry, digest));
  e->alg = algorithm;
  if (!check)
    {
      if (next_argument == n_arguments)
	return 0;
      e->kind = HASH_FILE;
      e->name = copy_name (arguments[next_argument++]);
      e->stdin_ = is_stdin (e->name);
      e->binary = binary > 0;
      return 1;
    }
  for (;;)
    {
      ssize_t got;
      char *hex, *name;
      const struct algorithm *alg;
      int line_binary = 0;

      if (!list_file)
	{
	  if (next_argument == n_arguments)
	    return 0;
	  if (!open_list (arguments[next_argument++]))
	    continue;
	}
      got = getline (&line, &line_size, list_file);
      if (got <= 0)
	{
	  /* The list's end: its summary, after its lines.  */
	  if (ferror (list_file))
	    list->read_error = 1;
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
      if (line[0] == '#')
	continue;
      got -= line[got - 1] == '\n';
      got -= line[got - (got > 0)] == '\r';
      if (got == 0)
	continue;
      line[got] = '\0';
      e->list = list;
      e->line = list_line;
      if (split_line (line, (size_t) got, &alg, &hex, &name, &line_binary)
	  && !(list_file == stdin && is_stdin (name))
	  && parse_hex (hex, alg, e->expected))
	{
	  e->kind = CHECK_LINE;
	  e->alg = alg;
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
	 "  -j, --jobs=N          hash N files at a time (default: the CPUs available)\n"
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
    printf ("  %-11s %u bits%s%s\n", algorithms[a].name,
	    (unsigned) (8 * algorithms[a].digest_size),
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

enum
{
  IGNORE_MISSING_OPTION = CHAR_MAX + 1,
  QUIET_OPTION, STATUS_OPTION, STRICT_OPTION, TAG_OPTION,
  HELP_OPTION, VERSION_OPTION
};

static const struct option long_options[] = {
  { "algorithm", required_argument, NULL, 'a' },
  { "binary", no_argument, NULL, 'b' },
  { "check", no_argument, NULL, 'c' },
  { "ignore-missing", no_argument, NULL, IGNORE_MISSING_OPTION },
  { "jobs", required_argument, NULL, 'j' },
  { "quiet", no_argument, NULL, QUIET_OPTION },
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

  setlocale (LC_ALL, "");
  set_program_name (argv[0]);
  /* getopt's own messages name argv[0].  */
  argv[0] = (char *) program_name;
  jobs = available_cpus ();

  while ((c = getopt_long (argc, argv, "a:bcj:twz", long_options, NULL)) != -1)
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
	{
	  char *end;
	  long n = strtol (optarg, &end, 10);
	  if (*end || end == optarg || n < 1 || n > MAX_JOBS)
	    {
	      report (0, NULL, "invalid number of jobs: '%s' (1 to %d)",
		      optarg, MAX_JOBS);
	      try_help ();
	    }
	  jobs = (unsigned) n;
	}
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

  static char *standard_input[] = { (char *) "-" };
  arguments = optind < argc ? argv + optind : standard_input;
  n_arguments = optind < argc ? argc - optind : 1;
  run ();

  if (fclose (stdout) != 0)
    {
      report (errno, NULL, "write error");
      return EXIT_FAILURE;
    }
  return exit_status;
}
