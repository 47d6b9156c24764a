/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* symcrypt-benchmark -- the speed of every libsymcrypt algorithm,
   side by side with OpenSSL, Nettle and libsodium when configure found
   them.  bench.h lists what each file of the program does.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <fnmatch.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "impl.h"

/* 128 bytes: short records and messages; 1420: a typical packet.  */
static const size_t default_sizes[] = {
  16, 64, 128, 256, 1024, 1420, 8192, 16384, 0
};
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
"                    KiB); default 16,64,128,256,1024,1420,8192,16384\n"
"  -f, --frequency=HZ  compute cycles from time at HZ (e.g. 2.4e9)\n"
"                    instead of reading a cycle counter\n"
"  -r, --rounds=N    clean batches per library and row, median reported\n"
"                    (default 15)\n"
"  -w, --wait=SECONDS  longest wait for a quiet core, in all (default 60;\n"
"                    at most a second per row and pass)\n"
"  -t, --tier=NAME   limit libsymcrypt and the other libraries to the CPU\n"
"                    features of a tier: avx512, avx2, haswell, westmere,\n"
"                    sse2; all: each tier this CPU has, then a summary\n"
"      --cpu=N       run on CPU N (default: the highest-numbered one)\n"
"      --quick       fewer and shorter batches, no waiting: a smoke run\n"
"      --csv         comma-separated output, one line per library\n"
"      --json        JSON output\n"
"  -h, --help        this help\n\n"
"Algorithms:");
  for (i = 0; i < n_algorithms; i++)
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

/* What the command line asks for.  */
struct options
{
  struct settings set;
  size_t sizes[MAX_SIZES];
  int sizes_given;
  int cpu;			/* -1: choose */
  double hz;			/* 0: read a cycle counter */
  enum format format;
  const char *tier;		/* NULL: none */
  char *selected;		/* per algorithm */
};

/* Fills O from the command line.  Returns -1 to go on, else the exit
   status.  */
static int
parse_options(int argc, char **argv, struct options *o)
{
  static const struct option options[] = {
    { "sizes", required_argument, NULL, 's' },
    { "frequency", required_argument, NULL, 'f' },
    { "rounds", required_argument, NULL, 'r' },
    { "wait", required_argument, NULL, 'w' },
    { "tier", required_argument, NULL, 't' },
    { "cpu", required_argument, NULL, 'C' },
    { "quick", no_argument, NULL, 'q' },
    { "csv", no_argument, NULL, 'c' },
    { "json", no_argument, NULL, 'j' },
    { "help", no_argument, NULL, 'h' },
    { NULL, 0, NULL, 0 }
  };
  const struct settings defaults = { 15, 3, 0, 0.25e6, 0.08, 60e9 };
  struct settings *set = &o->set;
  int quick = 0, opt;
  unsigned samples = 0;
  double wait = -1;
  char *end;
  size_t i;

  memset(o, 0, sizeof(*o));
  *set = defaults;
  o->cpu = -1;
  o->format = FORMAT_TABLE;
  memcpy(o->sizes, default_sizes, sizeof(default_sizes));
  while ((opt = getopt_long(argc, argv, "s:f:r:w:t:h", options, NULL)) != -1)
    switch (opt)
      {
      case 's':
	if (parse_sizes(optarg, o->sizes) != 0)
	  {
	    fprintf(stderr, "symcrypt-benchmark: bad size list '%s'\n", optarg);
	    return 2;
	  }
	o->sizes_given = 1;
	break;
      case 'f':
	o->hz = strtod(optarg, NULL);
	if (!(o->hz > 0))
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
      case 't':
	o->tier = optarg;
	break;
      case 'C':
	o->cpu = atoi(optarg);
	break;
      case 'q':
	quick = 1;
	break;
      case 'c':
	o->format = FORMAT_CSV;
	break;
      case 'j':
	o->format = FORMAT_JSON;
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
      set->samples = 3;
      set->passes = 1;
      set->batch_ns = 0.1e6;
      set->wait_ns = 0;
    }
  if (wait >= 0)
    set->wait_ns = wait * 1e9;
  if (samples)
    set->samples = samples;
  if (set->passes > set->samples)
    set->passes = set->samples;
  /* Up to 8 batches per clean one wanted; a smoke run takes the
     batches as they come (a password-hash row's batch is seconds).  */
  set->attempts = (set->samples + set->passes - 1) / set->passes
    * (quick ? 1 : 8);

  o->selected = malloc(n_algorithms);
  if (!o->selected)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  memset(o->selected, optind == argc, n_algorithms);
  for (; optind < argc; optind++)
    {
      int found = 0;
      for (i = 0; i < n_algorithms; i++)
	if (fnmatch(argv[optind], algorithms[i].name, 0) == 0)
	  o->selected[i] = found = 1;
      if (!found)
	{
	  fprintf(stderr, "symcrypt-benchmark: unknown algorithm '%s'\n",
		  argv[optind]);
	  usage(stderr);
	  return 2;
	}
    }
  return -1;
}

/* The sizes to measure ALG at: its own unless -s gave a list, and a
   per-operation row's always.  */
static const size_t *
row_sizes(const struct bench_alg *alg, const struct options *o)
{
  return alg->sizes && (!o->sizes_given || alg->unit == PER_OP)
    ? alg->sizes : o->sizes;
}

/* The rows of the selected algorithms, and the largest size.  */
static struct row *
make_rows(const struct options *o, unsigned *n_rows, size_t *max_size)
{
  struct row *rows = calloc(n_algorithms * MAX_SIZES, sizeof(*rows));
  size_t i, j;

  *n_rows = 0;
  *max_size = 0;
  if (!rows)
    return NULL;
  for (i = 0; i < n_algorithms; i++)
    {
      const size_t *s = row_sizes(&algorithms[i], o);
      if (o->selected[i])
	for (j = 0; s[j]; j++)
	  {
	    rows[*n_rows].alg = &algorithms[i];
	    rows[(*n_rows)++].size = s[j];
	    if (s[j] > *max_size)
	      *max_size = s[j];
	  }
    }
  return rows;
}

/* Measures every row.  Each pass over all the rows gets a share of the
   clean batches, so that a row's batches come from moments far apart;
   then passes over the rows still short of them, when the load may
   have gone.  Returns -1 when out of memory.  */
static int
run_passes(struct row *rows, unsigned n_rows, uint8_t *dst,
	   const uint8_t *src, const struct settings *set)
{
  int tty = isatty(2);
  unsigned pass, i;

  for (pass = 0; pass < set->passes + EXTRA_PASSES; pass++)
    {
      unsigned short_rows = 0;
      for (i = 0; i < n_rows; i++)
	{
	  unsigned share = (set->samples + set->passes - 1) / set->passes;
	  if (pass >= set->passes && !row_short(&rows[i], set))
	    continue;
	  if (tty)
	    fprintf(stderr, "\r%-24s %6zu ", rows[i].alg->name, rows[i].size);
	  else if (pass == 0 && (i == 0 || rows[i].alg != rows[i - 1].alg))
	    fprintf(stderr, "symcrypt-benchmark: %s\n", rows[i].alg->name);
	  if (measure(&rows[i], pass >= set->passes ? set->samples : share,
		      dst, src, set) != 0)
	    return -1;
	  short_rows += row_short(&rows[i], set);
	}
      if (tty)
	fprintf(stderr, "\r%40s\r", "");
      if (pass + 1 < set->passes || pass + 1 == set->passes + EXTRA_PASSES)
	continue;
      if (short_rows == 0 || run_wait_ns <= 0)
	break;
      fprintf(stderr, "symcrypt-benchmark: measuring %u rows again "
	      "(too few clean batches)\n", short_rows);
    }
  return 0;
}

/* Prints the results and frees the rows.  Returns whether a library
   computed a different output.  */
static int
report(struct row *rows, unsigned n_rows, const struct options *o)
{
  int mismatch = 0;
  unsigned i, lib;

  for (i = 0; i < n_rows; i++)
    fit_impl_column(rows[i].alg, rows[i].size);
  print_header(o->format, &o->set);
  for (i = 0; i < n_rows; i++)
    {
      struct result res[N_LIBS];
      row_results(&rows[i], &o->set, res);
      for (lib = 0; lib < N_LIBS; lib++)
	{
	  mismatch |= res[lib].mismatch;
	  if (lib != LIB_OURS && res[lib].present && res[LIB_OURS].present)
	    tier_note(rows[i].alg, rows[i].size, lib, res[lib].ratio,
		      beyond_tier(rows[i].alg, lib));
	}
      print_row(o->format, rows[i].alg, rows[i].size, &res[0]);
      row_free(&rows[i]);
    }
  print_footer(o->format);
  if (mismatch)
    fprintf(stderr, "symcrypt-benchmark: some libraries computed "
	    "different outputs (MISMATCH above)\n");
  return mismatch;
}

/* Says on standard error which names of SYMCRYPT_FAT_OVERRIDE and
   SYMCRYPT_FAT_MODEL libsymcrypt does not know (src/features.tab and
   src/models.tab, through impl.h): it ignores them, so the run would
   measure other code than was asked for.  */
static void
report_unknown_names(void)
{
  static const char *const features[] = {
#define FEATURE_NAME(name, bit, with_implied) name,
    SYMCRYPT_CPU_FEATURES(FEATURE_NAME)
#undef FEATURE_NAME
    "none"
  };
  static const char *const models[] = {
#define MODEL_NAME(name, drops, hybrid) name,
    SYMCRYPT_CPU_MODELS(MODEL_NAME)
#undef MODEL_NAME
  };
  const char *list = getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *model = getenv("SYMCRYPT_FAT_MODEL");
  size_t i, length;
  int known;

  while (list && *list)
    {
      length = strcspn(list, ",");
      for (i = 0, known = 0; i < sizeof(features) / sizeof(features[0]); i++)
	if (strlen(features[i]) == length
	    && memcmp(features[i], list, length) == 0)
	  known = 1;
      if (!known)
	fprintf(stderr, "symcrypt-benchmark: SYMCRYPT_FAT_OVERRIDE: unknown"
		" feature '%.*s', which libsymcrypt ignores\n",
		(int) length, list);
      list += length + (list[length] == ',');
    }
  if (model)
    {
      for (i = 0, known = 0; i < sizeof(models) / sizeof(models[0]); i++)
	if (strcmp(models[i], model) == 0)
	  known = 1;
      if (!known)
	fprintf(stderr, "symcrypt-benchmark: SYMCRYPT_FAT_MODEL: unknown"
		" model '%s', which libsymcrypt ignores\n", model);
    }
}

int
main(int argc, char **argv)
{
  struct options o;
  struct row *rows;
  unsigned n_rows;
  size_t max_size, buffer_size, i;
  uint8_t *src, *dst;
  void *buffer;
  int status;

  report_unknown_names();
  status = parse_options(argc, argv, &o);
  if (status < 0 && o.tier)
    status = tier_start(o.tier, argv, o.format);
  if (status >= 0)
    {
      free(o.selected);
      return status;
    }
  rows = make_rows(&o, &n_rows, &max_size);
  /* One page-aligned block: SRC at its start, DST half a page past a
     page boundary.  Where the two differ by a small amount modulo 4096,
     loads from SRC can wait for stores to DST that they only seem to
     overlap (4K aliasing), and a speed would depend on where malloc
     happened to put the buffers, which depends on the options.  */
  buffer_size = (max_size + 64 + 4095) / 4096 * 4096;
  if (!rows || posix_memalign(&buffer, 4096, 2 * buffer_size + 4096) != 0)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  src = buffer;
  dst = src + buffer_size + 2048;
  for (i = 0; i < max_size + 64; i++)
    src[i] = (uint8_t) (i * 7 + 1);

  pinned_cpu = pin_cpu(o.cpu);
  if (o.cpu >= 0 && pinned_cpu != o.cpu)
    fprintf(stderr, "symcrypt-benchmark: cannot run on CPU %d\n", o.cpu);
  choose_counter(o.hz);
  probe_init();
  init_libraries();
  run_wait_ns = o.set.wait_ns;

  if (run_passes(rows, n_rows, dst, src, &o.set) != 0)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  status = report(rows, n_rows, &o) ? 1 : 0;
  free(buffer);
  free(rows);
  free(o.selected);
  return status;
}
