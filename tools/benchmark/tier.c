/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tier.c -- symcrypt-benchmark --tier: every library limited to the
   same CPU features.

   A comparison is fair only when the libraries may use the same
   instructions.  libsymcrypt, OpenSSL and Nettle each read a variable
   when they load: SYMCRYPT_FAT_OVERRIDE (the features to use, of those
   the CPU has), OPENSSL_ia32cap (its capability bits to clear, see
   OPENSSL_ia32cap(3)) and NETTLE_FAT_OVERRIDE (the features to use, in
   place of what the CPU has: so only those it has are listed).  They
   are already loaded when main runs, so --tier NAME sets the three and
   executes the program again; SYMCRYPT_BENCHMARK_TIER, set to the tier
   beside them, tells the new process that it runs limited, and is what
   stops it from executing itself once more.

   libsodium has no such switch; it asks functions of its own, which
   the benchmark answers in its place, in the tier (sodium.c).  Where
   that fails, its cells are marked where its code for the row uses
   more than the tier allows.
   The Go peer of the tz rows (go.c) reads GODEBUG: below AVX2 the
   tier turns its AVX and AVX2 code off.

   --tier all runs one child per tier that this CPU can run.  Each child
   prints its own table (or CSV lines, or JSON object) and writes its
   cells to a file the parent opened (SYMCRYPT_BENCHMARK_SUMMARY_FD);
   the parent then prints, per tier and algorithm, how many cells are
   below 1.0 and the worst ratio.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__i386__) || defined(__x86_64__)
# include <cpuid.h>
#endif

#include "bench.h"
#include "cpu.h"

#define TIER_ENV "SYMCRYPT_BENCHMARK_TIER"
#define SUMMARY_ENV "SYMCRYPT_BENCHMARK_SUMMARY_FD"

/* The tiers, highest first, and what each builds on.  Which features a
   tier has is src/features.tab's tier column (SYMCRYPT_CPU_TIERS,
   through impl.h): a tier allows the features of its own and of every
   lower tier; it requires those its column names without "?", and what
   its base tier requires.  (avx512 builds on haswell, not on avx2: a
   Skylake-SP has AVX-512 but neither SHA-NI nor VPCLMULQDQ.)  */
static const struct
{
  const char *name, *base, *description;
} tier_rules[] = {
  { "avx512", "haswell", "everything this CPU has" },
  { "avx2", "haswell",
    "AVX2, BMI1/2, SHA-NI, VPCLMULQDQ, PCLMULQDQ; no AVX-512"
    " (Zen 2, Zen 3, Alder Lake)" },
  { "haswell", "westmere",
    "AVX2, BMI1/2, AVX, PCLMULQDQ, SSSE3; no SHA-NI, no VPCLMULQDQ"
    " (Haswell to Comet Lake)" },
  { "westmere", "sse2",
    "SSSE3, PCLMULQDQ; no AVX (Westmere, Silvermont-class Atom)" },
  { "sse2", NULL, "SSE2 only (the x86_64 baseline)" },
};
#define N_TIERS (sizeof(tier_rules) / sizeof(tier_rules[0]))

static const struct
{
  const char *tier;
  unsigned bit;
  int required;
} feature_tiers[] = {
#define FEATURE_TIER(tier, bit, required) { tier, bit, required },
  SYMCRYPT_CPU_TIERS(FEATURE_TIER)
#undef FEATURE_TIER
};

/* OPENSSL_ia32cap: the capability bits to clear when a tier lacks a
   feature.  Word 0 is CPUID(1) EDX:ECX, word 1 CPUID(7) EBX:ECX
   (OpenSSL 3.0's OPENSSL_ia32cap(3)).  Bit numbers:
     word 0: 32 SSE3, 33 PCLMULQDQ, 41 SSSE3, 43 XOP, 44 FMA, 51 SSE4.1,
	     52 SSE4.2, 54 MOVBE, 55 POPCNT, 57 AES-NI, 59 OSXSAVE, 60 AVX,
	     61 F16C;
     word 1: 3 BMI1, 5 AVX2, 8 BMI2, 19 ADX, 29 SHA, and AVX-512: 16 F,
	     17 DQ, 21 IFMA, 26 PF, 27 ER, 28 CD, 30 BW, 31 VL, 33 VBMI,
	     38 VBMI2, 43 VNNI, 44 BITALG, 46 VPOPCNTDQ; 40 GFNI, 41 VAES,
	     42 VPCLMULQDQ.
   The instructions that come with a feature of ours in every CPU go
   with it (SSE3 and SSE4 with ssse3, FMA and F16C with avx, ADX with
   sha_ni: the avx2 tier's).  The second word must be given: without it
   OpenSSL clears it all.  */
#define B(n) (1ULL << (n))
static const struct
{
  unsigned bit;
  unsigned long long word0, word1;
} openssl_bits[] = {
  { SYMCRYPT_CPU_SSSE3, B(32) | B(41) | B(51) | B(52) | B(55), 0 },
  { SYMCRYPT_CPU_PCLMUL, B(33), 0 },
  { SYMCRYPT_CPU_AES, B(57), 0 },
  { SYMCRYPT_CPU_AVX, B(43) | B(44) | B(54) | B(59) | B(60) | B(61), 0 },
  { SYMCRYPT_CPU_BMI1, 0, B(3) },
  { SYMCRYPT_CPU_AVX2, 0, B(5) },
  { SYMCRYPT_CPU_BMI2, 0, B(8) },
  { SYMCRYPT_CPU_SHA_NI, 0, B(19) | B(29) },
  { SYMCRYPT_CPU_AVX512, 0, B(16) | B(17) | B(26) | B(27) | B(28) | B(30)
    | B(31) | B(33) | B(38) | B(43) | B(44) | B(46) },
  { SYMCRYPT_CPU_AVX512IFMA, 0, B(21) },
  { SYMCRYPT_CPU_GFNI, 0, B(40) },
  { SYMCRYPT_CPU_VAES, 0, B(41) },
  { SYMCRYPT_CPU_VPCLMUL, 0, B(42) },
};
#undef B

/* NETTLE_FAT_OVERRIDE's names of our features, in the order
   NETTLE_FAT_VERBOSE prints them.  */
static const struct
{
  unsigned bit;
  const char *name;
} nettle_names[] = {
  { SYMCRYPT_CPU_AES, "aesni" }, { SYMCRYPT_CPU_SHA_NI, "sha_ni" },
  { SYMCRYPT_CPU_PCLMUL, "pclmul" },
};

static struct tier tiers[N_TIERS];

const struct tier *bench_tier;

/* Tier I's index in the order from the lowest (0) up.  */
static size_t
level(size_t i)
{
  return N_TIERS - 1 - i;
}

static size_t
tier_index(const char *name)
{
  size_t i;
  for (i = 0; i < N_TIERS && strcmp(tier_rules[i].name, name) != 0; i++)
    ;
  return i;
}

/* What tier I requires: the features its column names, and its base
   tier's.  */
static unsigned
required(size_t i)
{
  unsigned features = 0;
  size_t f;
  for (f = 0; f < sizeof(feature_tiers) / sizeof(feature_tiers[0]); f++)
    if (feature_tiers[f].required
	&& strcmp(feature_tiers[f].tier, tier_rules[i].name) == 0)
      features |= feature_tiers[f].bit;
  if (tier_rules[i].base)
    features |= required(tier_index(tier_rules[i].base));
  return features;
}

/* Fills tiers[] from the rules and the features' tiers.  */
static void
make_tiers(void)
{
  size_t i, f, o;
  for (i = 0; i < N_TIERS; i++)
    {
      struct tier *t = &tiers[i];
      unsigned long long word0 = 0, word1 = 0;
      t->name = tier_rules[i].name;
      t->description = tier_rules[i].description;
      t->required = required(i);
      t->allowed = 0;
      for (f = 0; f < sizeof(feature_tiers) / sizeof(feature_tiers[0]); f++)
	if (level(tier_index(feature_tiers[f].tier)) <= level(i))
	  t->allowed |= feature_tiers[f].bit;
      for (o = 0; o < sizeof(openssl_bits) / sizeof(openssl_bits[0]); o++)
	if (!(t->allowed & openssl_bits[o].bit))
	  {
	    word0 |= openssl_bits[o].word0;
	    word1 |= openssl_bits[o].word1;
	  }
      snprintf(t->openssl, sizeof(t->openssl), "~0x%llx:~0x%llx", word0,
	       word1);
    }
}

void
feature_names(unsigned features, const char *sep, char *buf, size_t size)
{
  static const struct
  {
    const char *name;
    unsigned bit;
  } names[] = {
#define FEATURE_NAME(name, bit, with_implied) { name, bit },
    SYMCRYPT_CPU_FEATURES(FEATURE_NAME)
#undef FEATURE_NAME
  };
  size_t i;
  buf[0] = '\0';
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (features & names[i].bit)
      snprintf(buf + strlen(buf), size - strlen(buf), "%s%s",
	       buf[0] ? sep : "", names[i].name);
}

#if defined(__i386__) || defined(__x86_64__)
/* NETTLE_FAT_OVERRIDE: the vendor (Nettle 3.8 uses SSE2 memxor only
   on Intel), then what the tier allows of aesni, sha_ni, pclmul.  */
static void
nettle_override(const struct tier *t, unsigned cpu, char *buf, size_t size)
{
  unsigned a, b, c, d;
  unsigned use = t->allowed & cpu;
  char vendor[13] = "";
  size_t i;
  if (__get_cpuid(0, &a, &b, &c, &d))
    {
      memcpy(vendor, &b, 4);
      memcpy(vendor + 4, &d, 4);
      memcpy(vendor + 8, &c, 4);
      vendor[12] = '\0';
    }
  snprintf(buf, size, "%s",
	   strcmp(vendor, "GenuineIntel") == 0 ? "vendor:intel"
	   : strcmp(vendor, "AuthenticAMD") == 0 ? "vendor:amd" : "vendor:other");
  for (i = 0; i < sizeof(nettle_names) / sizeof(nettle_names[0]); i++)
    if (use & nettle_names[i].bit)
      snprintf(buf + strlen(buf), size - strlen(buf), ",%s",
	       nettle_names[i].name);
}
#else
/* The tiers are x86 ones: no other CPU has the features they need.  */
static void
nettle_override(const struct tier *t, unsigned cpu, char *buf, size_t size)
{
  (void) t, (void) cpu;
  buf[0] = '\0';
}
#endif

static const struct tier *
find_tier(const char *name)
{
  size_t i;
  for (i = 0; i < N_TIERS; i++)
    if (strcmp(tiers[i].name, name) == 0)
      return &tiers[i];
  return NULL;
}

/* Sets the environment of tier T on a CPU with the features CPU.
   SYMCRYPT_FAT_OVERRIDE names the tier's features this CPU has, no
   more: what the library will enable (a tier's optional features, GFNI
   in the avx2 tier say, may be missing).  Returns 0, or -1 when out of
   memory.  */
static int
set_tier_environment(const struct tier *t, unsigned cpu)
{
  char symcrypt[200], nettle[80];
  feature_names(t->allowed & cpu, ",", symcrypt, sizeof(symcrypt));
  nettle_override(t, cpu, nettle, sizeof(nettle));
  return setenv("SYMCRYPT_FAT_OVERRIDE", symcrypt, 1) != 0
    || setenv("OPENSSL_ia32cap", t->openssl, 1) != 0
    || setenv("NETTLE_FAT_OVERRIDE", nettle, 1) != 0
    || setenv("GODEBUG", t->allowed & SYMCRYPT_CPU_AVX2 ? ""
	      : "cpu.avx=off,cpu.avx2=off", 1) != 0
    || setenv(TIER_ENV, t->name, 1) != 0 ? -1 : 0;
}

/* Whether the environment is that of tier T.  */
static int
in_tier_environment(const struct tier *t, unsigned cpu)
{
  char symcrypt[200], nettle[80];
  const char *s = getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *o = getenv("OPENSSL_ia32cap");
  const char *n = getenv("NETTLE_FAT_OVERRIDE");
  feature_names(t->allowed & cpu, ",", symcrypt, sizeof(symcrypt));
  nettle_override(t, cpu, nettle, sizeof(nettle));
  return s && o && n && strcmp(s, symcrypt) == 0
    && strcmp(o, t->openssl) == 0 && strcmp(n, nettle) == 0;
}

static void
list_tiers(FILE *f, unsigned cpu)
{
  size_t i;
  fprintf(f, "Tiers:\n");
  for (i = 0; i < N_TIERS; i++)
    fprintf(f, "  %-9s %s%s\n", tiers[i].name, tiers[i].description,
	    (tiers[i].required & ~cpu) ? " [not on this CPU]" : "");
}

/* ------------------------------------------------------------------ */
/* The summary of --tier all.  */

static int summary_fd = -1;	/* a child's: where tier_note writes */
int tier_all_child;

void
tier_note(const struct bench_alg *alg, size_t size, enum library lib,
	  double ratio, int beyond)
{
  if (summary_fd < 0 || !bench_tier)
    return;
  dprintf(summary_fd, "%s %s %zu %s %.6g %d\n", bench_tier->name, alg->name,
	  size, library_ids[lib], ratio, beyond);
}

unsigned
bench_cpu_features(void)
{
  return _symcrypt_cpu_features();
}

int
beyond_tier(const struct bench_alg *alg, enum library lib)
{
  const struct bench_impl *impl = &alg->impl[lib];
  return bench_tier && impl->features
    && (impl->features() & ~bench_tier->allowed) != 0;
}

/* Per tier and algorithm: cells, cells below 1.0, the worst.  */
struct cell_count
{
  unsigned cells, below, beyond;
  double worst;
  int worst_beyond;		/* the worst is a ^ cell */
  char where[40];		/* size and library of the worst */
};

static void
print_summary(FILE *f, FILE *summary, const int ran[N_TIERS])
{
  struct cell_count *counts, total[N_TIERS];
  char line[200];
  size_t t, a;

  counts = calloc(N_TIERS * n_algorithms, sizeof(*counts));
  if (!counts)
    return;
  memset(total, 0, sizeof(total));
  rewind(summary);
  while (fgets(line, sizeof(line), summary))
    {
      char tier_name[16], alg_name[40], lib[16];
      size_t size;
      double ratio;
      int beyond;
      struct cell_count *c;
      if (sscanf(line, "%15s %39s %zu %15s %lf %d", tier_name, alg_name,
		 &size, lib, &ratio, &beyond) != 6)
	continue;
      for (t = 0; t < N_TIERS && strcmp(tiers[t].name, tier_name) != 0; t++)
	;
      for (a = 0; a < n_algorithms && strcmp(algorithms[a].name, alg_name) != 0;
	   a++)
	;
      if (t == N_TIERS || a == n_algorithms)
	continue;
      c = &counts[t * n_algorithms + a];
      if (!c->cells || ratio < c->worst)
	{
	  c->worst = ratio;
	  c->worst_beyond = beyond;
	  snprintf(c->where, sizeof(c->where), "%zu %s", size, lib);
	}
      c->cells++;
      c->below += ratio < 1.0;
      total[t].cells++;
      total[t].below += ratio < 1.0;
      total[t].beyond += beyond && ratio < 1.0;
    }

  fprintf(f, "\n# Same-tier summary: per algorithm, the cells (size x other"
	  " library) where\n# our speed is below theirs, of all cells,"
	  " and the worst ratio\n%-20s", "algorithm");
  for (t = 0; t < N_TIERS; t++)
    if (ran[t])
      fprintf(f, " %-15s", tiers[t].name);
  fprintf(f, "\n");
  for (a = 0; a < n_algorithms; a++)
    {
      int any = 0;
      for (t = 0; t < N_TIERS; t++)
	any |= counts[t * n_algorithms + a].cells != 0;
      if (!any)
	continue;
      fprintf(f, "%-20s", algorithms[a].name);
      for (t = 0; t < N_TIERS; t++)
	{
	  const struct cell_count *c = &counts[t * n_algorithms + a];
	  if (!ran[t])
	    continue;
	  if (!c->cells)
	    fprintf(f, " %-15s", "-");
	  else
	    fprintf(f, "  %3u/%-3u %5.2f%c", c->below, c->cells, c->worst,
		    c->worst_beyond ? '^' : ' ');
	}
      fprintf(f, "\n");
    }
  fprintf(f, "%-20s", "all");
  for (t = 0; t < N_TIERS; t++)
    if (ran[t])
      fprintf(f, "  %3u/%-10u", total[t].below, total[t].cells);
  fprintf(f, "\n%-20s", "  of them ^");
  for (t = 0; t < N_TIERS; t++)
    if (ran[t])
      fprintf(f, "  %3u%11s", total[t].beyond, "");
  fprintf(f, "\n# ^: libsodium cells where its code used more than the tier"
	  " (where it could not be limited)\n");
  fprintf(f, "# worst cells:\n");
  for (t = 0; t < N_TIERS; t++)
    for (a = 0; a < n_algorithms; a++)
      {
	const struct cell_count *c = &counts[t * n_algorithms + a];
	if (ran[t] && c->below)
	  fprintf(f, "#   %-8s %-20s %5.2f%s at %s\n", tiers[t].name,
		  algorithms[a].name, c->worst, c->worst_beyond ? "^" : "",
		  c->where);
      }
  free(counts);
}

/* Runs the program once per tier this CPU has, each in a child limited
   to it; the summary last.  Returns the exit status: the worst of the
   children's.  */
static int
run_all(char **argv, enum format format, unsigned cpu)
{
  FILE *summary = tmpfile();
  FILE *out = format == FORMAT_TABLE ? stdout : stderr;
  int ran[N_TIERS], status = 0, children = 0;
  char fd[16];
  size_t t;

  if (!summary)
    {
      fprintf(stderr, "symcrypt-benchmark: no temporary file: %s\n",
	      strerror(errno));
      return 1;
    }
  snprintf(fd, sizeof(fd), "%d", fileno(summary));
  if (setenv(SUMMARY_ENV, fd, 1) != 0)
    return 1;
  if (format == FORMAT_CSV)
    printf("%s\n", csv_columns);
  else if (format == FORMAT_JSON)
    printf("[\n");
  for (t = 0; t < N_TIERS; t++)
    {
      pid_t pid;
      int child_status;
      ran[t] = 0;
      if (tiers[t].required & ~cpu)
	{
	  fprintf(stderr, "symcrypt-benchmark: tier %s: not on this CPU\n",
		  tiers[t].name);
	  continue;
	}
      if (format == FORMAT_JSON && children)
	printf(",\n");
      fflush(stdout);
      fprintf(stderr, "symcrypt-benchmark: tier %s\n", tiers[t].name);
      pid = fork();
      if (pid < 0)
	{
	  fprintf(stderr, "symcrypt-benchmark: fork: %s\n", strerror(errno));
	  return 1;
	}
      if (pid == 0)
	{
	  if (set_tier_environment(&tiers[t], cpu) == 0)
	    execv("/proc/self/exe", argv);
	  fprintf(stderr, "symcrypt-benchmark: cannot run /proc/self/exe: %s\n",
		  strerror(errno));
	  _exit(1);
	}
      if (waitpid(pid, &child_status, 0) != pid || !WIFEXITED(child_status))
	child_status = 1;
      else
	child_status = WEXITSTATUS(child_status);
      if (child_status > status)
	status = child_status;
      ran[t] = 1;
      children++;
    }
  if (format == FORMAT_JSON)
    printf("]\n");
  fflush(stdout);
  print_summary(out, summary, ran);
  fclose(summary);
  return status;
}

int
tier_start(const char *name, char **argv, enum format format)
{
  const char *current = getenv(TIER_ENV);
  const char *fd = getenv(SUMMARY_ENV);
  unsigned cpu = _symcrypt_cpu_features();
  const struct tier *t;

  make_tiers();

  if (strcmp(name, "all") == 0)
    {
      /* A child of --tier all runs the tier its parent set.  */
      if (!current || !fd)
	return run_all(argv, format, cpu);
      summary_fd = atoi(fd);
      name = current;
      tier_all_child = 1;
    }
  t = find_tier(name);
  if (!t)
    {
      fprintf(stderr, "symcrypt-benchmark: unknown tier '%s'\n", name);
      list_tiers(stderr, cpu);
      return 2;
    }
  if (t->required & ~cpu)
    {
      char missing[200];
      feature_names(t->required & ~cpu, " ", missing, sizeof(missing));
      fprintf(stderr, "symcrypt-benchmark: tier %s needs %s, which this"
	      " CPU lacks\n", name, missing);
      return 2;
    }
  if (current && strcmp(current, name) == 0)
    {
      /* Executed by ourselves: the libraries read the environment when
	 they loaded.  */
      if (!in_tier_environment(t, cpu))
	{
	  fprintf(stderr, "symcrypt-benchmark: " TIER_ENV " is %s, but the"
		  " other variables are not those of the tier\n", current);
	  return 2;
	}
      bench_tier = t;
      return -1;
    }
  if (set_tier_environment(t, cpu) != 0)
    {
      fprintf(stderr, "symcrypt-benchmark: out of memory\n");
      return 1;
    }
  fflush(stdout);
  execv("/proc/self/exe", argv);
  fprintf(stderr, "symcrypt-benchmark: cannot run /proc/self/exe: %s\n",
	  strerror(errno));
  return 1;
}
