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

#define TIER_ENV "SYMCRYPT_BENCHMARK_TIER"
#define SUMMARY_ENV "SYMCRYPT_BENCHMARK_SUMMARY_FD"

#define BASE (CPU_SSE2 | CPU_SSSE3 | CPU_PCLMUL)
#define HASWELL (BASE | CPU_AVX | CPU_AVX2 | CPU_BMI1 | CPU_BMI2)
#define AVX2 (HASWELL | CPU_SHA_NI | CPU_VPCLMUL)
#define ALL (AVX2 | CPU_AVX512 | CPU_AVX512IFMA | CPU_AESNI)

/* OPENSSL_ia32cap masks.  Word 0 is CPUID(1) EDX:ECX, word 1 CPUID(7)
   EBX:ECX (OpenSSL 3.0's OPENSSL_ia32cap(3)); a bit set here is
   cleared.  Bit numbers:
     word 0: 32 SSE3, 33 PCLMULQDQ, 41 SSSE3, 43 XOP, 44 FMA, 51 SSE4.1,
	     52 SSE4.2, 54 MOVBE, 55 POPCNT, 57 AES-NI, 59 OSXSAVE, 60 AVX,
	     61 F16C;
     word 1: 3 BMI1, 5 AVX2, 8 BMI2, 19 ADX, 29 SHA, and AVX-512: 16 F,
	     17 DQ, 21 IFMA, 26 PF, 27 ER, 28 CD, 30 BW, 31 VL, 33 VBMI,
	     38 VBMI2, 43 VNNI, 44 BITALG, 46 VPOPCNTDQ; 40 GFNI, 41 VAES,
	     42 VPCLMULQDQ.
   The second word must be given: without it OpenSSL clears it all.  */
#define OSSL_NO_AVX512 "5842dc230000"
#define OSSL_NO_SHA "5f42fc2b0000"	/* and no ADX, VAES, VPCLMULQDQ, GFNI */
#define OSSL_NO_AVX2 "5f42fc2b0128"	/* and no BMI1, BMI2 */
#define OSSL_NO_AVX "3840180000000000"	/* nor FMA, F16C, XOP, MOVBE */
#define OSSL_NO_SSSE3 "3ad81a0300000000" /* nor SSE3, SSE4, AES-NI, PCLMUL */

static const struct tier tiers[] = {
  { "avx512", HASWELL | CPU_AVX512, ALL, "~0x0:~0x0",
    "everything this CPU has" },
  { "avx2", AVX2, AVX2 | CPU_AESNI, "~0x0:~0x" OSSL_NO_AVX512,
    "AVX2, BMI1/2, SHA-NI, VPCLMULQDQ, PCLMULQDQ; no AVX-512"
    " (Zen 2, Zen 3, Alder Lake)" },
  { "haswell", HASWELL, HASWELL | CPU_AESNI, "~0x0:~0x" OSSL_NO_SHA,
    "AVX2, BMI1/2, AVX, PCLMULQDQ, SSSE3; no SHA-NI, no VPCLMULQDQ"
    " (Haswell to Comet Lake)" },
  { "westmere", BASE, BASE | CPU_AESNI,
    "~0x" OSSL_NO_AVX ":~0x" OSSL_NO_AVX2,
    "SSSE3, PCLMULQDQ; no AVX (Westmere, Silvermont-class Atom)" },
  { "sse2", CPU_SSE2, CPU_SSE2, "~0x" OSSL_NO_SSSE3 ":~0x" OSSL_NO_AVX2,
    "SSE2 only (the x86_64 baseline)" },
};
#define N_TIERS (sizeof(tiers) / sizeof(tiers[0]))

const struct tier *bench_tier;

/* The names libsymcrypt's SYMCRYPT_FAT_OVERRIDE takes.  */
static const struct
{
  unsigned bit;
  const char *name;
} names[] = {
  { CPU_SSE2, "sse2" }, { CPU_SSSE3, "ssse3" }, { CPU_AVX, "avx" },
  { CPU_AVX2, "avx2" }, { CPU_BMI1, "bmi1" }, { CPU_BMI2, "bmi2" },
  { CPU_SHA_NI, "sha_ni" },
  { CPU_PCLMUL, "pclmul" }, { CPU_VPCLMUL, "vpclmul" }, { CPU_AESNI, "aes" },
  { CPU_AVX512, "avx512" }, { CPU_AVX512IFMA, "avx512ifma" },
};

void
feature_names(unsigned features, const char *sep, char *buf, size_t size)
{
  size_t i;
  buf[0] = '\0';
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (features & names[i].bit)
      snprintf(buf + strlen(buf), size - strlen(buf), "%s%s",
	       buf[0] ? sep : "", names[i].name);
}

#if defined(__i386__) || defined(__x86_64__)
/* The features of this CPU that the system lets programs use.  */
static unsigned
cpu_features(void)
{
  unsigned a, b, c, d, features = 0, xcr0 = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d))
    return 0;
  if (d >> 26 & 1)
    features |= CPU_SSE2;
  if (c >> 9 & 1)
    features |= CPU_SSSE3;
  if (c >> 1 & 1)
    features |= CPU_PCLMUL;
  if (c >> 25 & 1)
    features |= CPU_AESNI;
  if (c >> 27 & 1)		/* OSXSAVE: XCR0 says what the OS saves */
    {
      unsigned hi;
      __asm__ ("xgetbv" : "=a" (xcr0), "=d" (hi) : "c" (0));
    }
  /* AVX needs the XMM and YMM state saved.  */
  if ((xcr0 & 6) == 6 && c >> 28 & 1)
    features |= CPU_AVX;
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d))
    {
      if (features & CPU_AVX && b >> 5 & 1)
	features |= CPU_AVX2;
      if (b >> 3 & 1)
	features |= CPU_BMI1;
      if (b >> 8 & 1)
	features |= CPU_BMI2;
      if (b >> 29 & 1)
	features |= CPU_SHA_NI;
      if (features & CPU_AVX && c >> 10 & 1)
	features |= CPU_VPCLMUL;
      /* AVX-512 F, DQ, BW and VL, with the opmask and ZMM state.  */
      if ((xcr0 & 0xe6) == 0xe6 && (b & 0xc0030000) == 0xc0030000)
	{
	  features |= CPU_AVX512;
	  if (b >> 21 & 1)
	    features |= CPU_AVX512IFMA;
	}
    }
  return features;
}

/* NETTLE_FAT_OVERRIDE: the vendor (Nettle 3.8 uses SSE2 memxor only
   on Intel), then what the tier allows of aesni, sha_ni, pclmul.  */
static void
nettle_override(const struct tier *t, unsigned cpu, char *buf, size_t size)
{
  unsigned a, b, c, d;
  unsigned use = t->allowed & cpu;
  char vendor[13] = "";
  if (__get_cpuid(0, &a, &b, &c, &d))
    {
      memcpy(vendor, &b, 4);
      memcpy(vendor + 4, &d, 4);
      memcpy(vendor + 8, &c, 4);
      vendor[12] = '\0';
    }
  /* In the order NETTLE_FAT_VERBOSE prints them.  */
  snprintf(buf, size, "%s%s%s%s",
	   strcmp(vendor, "GenuineIntel") == 0 ? "vendor:intel"
	   : strcmp(vendor, "AuthenticAMD") == 0 ? "vendor:amd" : "vendor:other",
	   use & CPU_AESNI ? ",aesni" : "", use & CPU_SHA_NI ? ",sha_ni" : "",
	   use & CPU_PCLMUL ? ",pclmul" : "");
}
#else
/* The tiers are x86 ones: no other CPU has any of their features.  */
static unsigned
cpu_features(void)
{
  return 0;
}

static void
nettle_override(const struct tier *t, unsigned cpu, char *buf, size_t size)
{
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

/* Sets the environment of tier T.  Returns 0, or -1 when out of
   memory.  */
static int
set_tier_environment(const struct tier *t, unsigned cpu)
{
  char symcrypt[200], nettle[80];
  feature_names(t->allowed, ",", symcrypt, sizeof(symcrypt));
  nettle_override(t, cpu, nettle, sizeof(nettle));
  return setenv("SYMCRYPT_FAT_OVERRIDE", symcrypt, 1) != 0
    || setenv("OPENSSL_ia32cap", t->openssl, 1) != 0
    || setenv("NETTLE_FAT_OVERRIDE", nettle, 1) != 0
    || setenv("GODEBUG", t->allowed & CPU_AVX2 ? ""
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
  feature_names(t->allowed, ",", symcrypt, sizeof(symcrypt));
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
  unsigned cpu = cpu_features();
  const struct tier *t;

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
