/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* symcrypt-tzsum.c -- print or check Tillich-Zémor digests, in the
   manner of sha256sum.

     symcrypt-tzsum [--jobs N] [FILE]...        print "DIGEST  FILE" lines
     symcrypt-tzsum [--jobs N] --check [FILE]... check such lines

   No FILE, or "-", reads standard input.  With --jobs N, a regular file
   is cut into N pieces hashed on N threads, and the pieces' digests are
   joined with symcrypt_tz_concat: the hash is homomorphic, so the
   result is the digest of the whole file.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <symcrypt/symcrypt.h>

#define BUFFER_SIZE (1 << 20)
/* Pieces smaller than this are not worth a thread.  */
#define MIN_PIECE (1 << 16)
#define MAX_JOBS 256

static const char *program = "symcrypt-tzsum";

struct piece
{
  int fd;
  off_t start;
  off_t length;			/* -1: read sequentially to end of file */
  int error;			/* errno of a failed read, or 0 */
  uint8_t digest[SYMCRYPT_TZ_DIGEST_SIZE];
};

static void *
hash_piece(void *arg)
{
  struct piece *p = arg;
  struct symcrypt_tz_ctx ctx;
  uint8_t *buf = malloc(BUFFER_SIZE);
  off_t done = 0;

  if (!buf)
    {
      p->error = ENOMEM;
      return NULL;
    }
  symcrypt_tz_init(&ctx);
  while (p->length < 0 || done < p->length)
    {
      size_t want = BUFFER_SIZE;
      ssize_t got;
      if (p->length >= 0 && (off_t) want > p->length - done)
	want = (size_t) (p->length - done);
      got = p->length < 0 ? read(p->fd, buf, want)
	: pread(p->fd, buf, want, p->start + done);
      if (got < 0 && errno == EINTR)
	continue;
      if (got < 0)
	{
	  p->error = errno;
	  break;
	}
      if (got == 0)
	{
	  /* A file that shrank while we read it.  */
	  if (p->length >= 0)
	    p->error = EIO;
	  break;
	}
      symcrypt_tz_update(&ctx, (size_t) got, buf);
      done += got;
    }
  symcrypt_tz_digest(&ctx, p->digest);
  free(buf);
  return NULL;
}

/* Hashes NAME ("-" for standard input) into DIGEST with up to JOBS
   threads.  Returns 0, or -1 after printing an error.  */
static int
hash_file(const char *name, unsigned jobs, uint8_t *digest)
{
  struct piece pieces[MAX_JOBS];
  pthread_t threads[MAX_JOBS];
  uint8_t digests[MAX_JOBS * SYMCRYPT_TZ_DIGEST_SIZE];
  int stdin_ = strcmp(name, "-") == 0;
  int fd = stdin_ ? 0 : open(name, O_RDONLY);
  struct stat st;
  unsigned n = 1, i, started;
  int failed = 0;

  if (fd < 0)
    {
      fprintf(stderr, "%s: %s: %s\n", program, name, strerror(errno));
      return -1;
    }
  pieces[0].fd = fd;
  pieces[0].start = 0;
  pieces[0].length = -1;
  if (jobs > 1 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
      && lseek(fd, 0, SEEK_CUR) >= 0)
    {
      off_t start = lseek(fd, 0, SEEK_CUR);
      off_t size = st.st_size - start;
      n = jobs;
      if (size / MIN_PIECE < (off_t) n)
	n = size / MIN_PIECE > 0 ? (unsigned) (size / MIN_PIECE) : 1;
      for (i = 0; i < n; i++)
	{
	  pieces[i].fd = fd;
	  pieces[i].start = start + size / n * i;
	  pieces[i].length = i + 1 < n ? size / n : size - size / n * i;
	}
    }
  for (i = 0; i < n; i++)
    pieces[i].error = 0;

  /* The first piece runs on this thread.  */
  for (started = 1; started < n; started++)
    if (pthread_create(&threads[started], NULL, hash_piece, &pieces[started]) != 0)
      break;
  hash_piece(&pieces[0]);
  for (i = 1; i < started; i++)
    pthread_join(threads[i], NULL);
  for (i = started; i < n; i++)
    hash_piece(&pieces[i]);	/* no thread could be made for these */

  for (i = 0; i < n; i++)
    {
      if (pieces[i].error && !failed)
	{
	  fprintf(stderr, "%s: %s: %s\n", program, name, strerror(pieces[i].error));
	  failed = 1;
	}
      memcpy(digests + i * SYMCRYPT_TZ_DIGEST_SIZE, pieces[i].digest,
	     SYMCRYPT_TZ_DIGEST_SIZE);
    }
  if (!stdin_)
    close(fd);
  if (failed)
    return -1;
  /* The digests come from our own hashing, so concat cannot fail.  */
  return symcrypt_tz_concat(n, digests, digest) == SYMCRYPT_OK ? 0 : -1;
}

static void
print_hex(const uint8_t *digest)
{
  unsigned i;
  for (i = 0; i < SYMCRYPT_TZ_DIGEST_SIZE; i++)
    printf("%02x", digest[i]);
}

static int
parse_hex(const char *hex, uint8_t *digest)
{
  unsigned i;
  for (i = 0; i < 2 * SYMCRYPT_TZ_DIGEST_SIZE; i++)
    {
      char c = hex[i];
      int d = c >= '0' && c <= '9' ? c - '0'
	: c >= 'a' && c <= 'f' ? c - 'a' + 10
	: c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0)
	return -1;
      if (i % 2 == 0)
	digest[i / 2] = (uint8_t) (d << 4);
      else
	digest[i / 2] |= (uint8_t) d;
    }
  return 0;
}

/* Checks each "DIGEST  NAME" line of LIST ("-" for standard input).
   Returns the number of problems.  */
static unsigned
check_list(const char *list, unsigned jobs)
{
  FILE *f = strcmp(list, "-") == 0 ? stdin : fopen(list, "r");
  char *line = NULL;
  size_t size = 0;
  ssize_t length;
  unsigned problems = 0, lines = 0;

  if (!f)
    {
      fprintf(stderr, "%s: %s: %s\n", program, list, strerror(errno));
      return 1;
    }
  while ((length = getline(&line, &size, f)) >= 0)
    {
      uint8_t expected[SYMCRYPT_TZ_DIGEST_SIZE], digest[SYMCRYPT_TZ_DIGEST_SIZE];
      const char *name = line + 2 * SYMCRYPT_TZ_DIGEST_SIZE + 2;
      while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
	line[--length] = '\0';
      if (length == 0)
	continue;
      lines++;
      if (length <= 2 * SYMCRYPT_TZ_DIGEST_SIZE + 2
	  || parse_hex(line, expected) < 0
	  || line[2 * SYMCRYPT_TZ_DIGEST_SIZE] != ' '
	  || (line[2 * SYMCRYPT_TZ_DIGEST_SIZE + 1] != ' '
	      && line[2 * SYMCRYPT_TZ_DIGEST_SIZE + 1] != '*'))
	{
	  fprintf(stderr, "%s: %s: line %u: not a digest line\n",
		  program, list, lines);
	  problems++;
	  continue;
	}
      if (hash_file(name, jobs, digest) < 0)
	{
	  printf("%s: FAILED open or read\n", name);
	  problems++;
	}
      else if (memcmp(digest, expected, sizeof(digest)) != 0)
	{
	  printf("%s: FAILED\n", name);
	  problems++;
	}
      else
	printf("%s: OK\n", name);
    }
  free(line);
  if (f != stdin)
    fclose(f);
  return problems;
}

static void
usage(FILE *f)
{
  fprintf(f, "Usage: %s [--jobs N] [FILE]...\n"
	  "       %s [--jobs N] --check [FILE]...\n"
	  "Print or check Tillich-Zemor digests (64 bytes, as the Go package\n"
	  "github.com/nspcc-dev/tzhash).  No FILE, or -, is standard input.\n"
	  "  -c, --check   read \"DIGEST  FILE\" lines from the FILEs and check them\n"
	  "  -j, --jobs N  hash each regular file in N pieces on N threads\n"
	  "  -h, --help    show this help\n", program, program);
}

int
main(int argc, char **argv)
{
  unsigned jobs = 1, problems = 0;
  int check = 0, i, files = 0;

  for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++)
    {
      const char *arg = argv[i];
      if (strcmp(arg, "--") == 0)
	{
	  i++;
	  break;
	}
      else if (strcmp(arg, "-c") == 0 || strcmp(arg, "--check") == 0)
	check = 1;
      else if ((strcmp(arg, "-j") == 0 || strcmp(arg, "--jobs") == 0) && i + 1 < argc)
	{
	  char *end;
	  long n = strtol(argv[++i], &end, 10);
	  if (*end || n < 1 || n > MAX_JOBS)
	    {
	      fprintf(stderr, "%s: --jobs takes 1..%d\n", program, MAX_JOBS);
	      return 2;
	    }
	  jobs = (unsigned) n;
	}
      else if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)
	{
	  usage(stdout);
	  return 0;
	}
      else
	{
	  usage(stderr);
	  return 2;
	}
    }

  for (; i < argc || files == 0; i++, files++)
    {
      const char *name = i < argc ? argv[i] : "-";
      uint8_t digest[SYMCRYPT_TZ_DIGEST_SIZE];
      if (check)
	problems += check_list(name, jobs);
      else if (hash_file(name, jobs, digest) < 0)
	problems++;
      else
	{
	  print_hex(digest);
	  printf("  %s\n", name);
	}
    }
  if (fflush(stdout) != 0)
    return 1;
  return problems ? 1 : 0;
}
