/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* output.c -- symcrypt-benchmark's output: a table, CSV or JSON.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

#if defined(__clang__)
# define COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
# define COMPILER "gcc " __VERSION__
#else
# define COMPILER "unknown"
#endif

int pinned_cpu = -1;

const char csv_columns[] = "algorithm,size,unit,library,version,"
  "implementation,speed,cycles,ratio,mismatch,loaded,tier,beyond_tier,"
  "memory_gbs";

/* The code that ran for ALG at SIZE, e.g. "x86_64/avx2+x86_64": the
   answer of symcrypt_implementation_for_length for each of its
   families and a message of SIZE bytes, joined by '+' (a per-operation
   row: symcrypt_implementation).  An answer that names several
   variants (the crypt loop's cores for that length,
   "x86_64/ssse3,x86_64") keeps its commas, but for CSV, where
   SEPARATOR is ';' instead.  */
static const char *
implementation(const struct bench_alg *alg, size_t size, char separator)
{
  static char buf[100];
  const char *f = alg->family;
  char *p;
  buf[0] = '\0';
  if (!f)
    return "c";
  while (*f)
    {
      size_t len = strcspn(f, "+");
      char name[32];
      const char *impl;
      snprintf(name, sizeof(name), "%.*s", (int) len, f);
      impl = alg->unit == PER_BYTE
	? symcrypt_implementation_for_length(name, size)
	: symcrypt_implementation(name);
      if (buf[0])
	strncat(buf, "+", sizeof(buf) - strlen(buf) - 1);
      strncat(buf, impl ? impl : "?", sizeof(buf) - strlen(buf) - 1);
      f += len + (f[len] == '+');
    }
  for (p = buf; *p; p++)
    if (*p == ',')
      *p = separator;
  return buf;
}

/* The width of the table's impl column: the longest answer, at
   least 14.  */
static int impl_width = 14;

void
fit_impl_column(const struct bench_alg *alg, size_t size)
{
  int width = (int) strlen(implementation(alg, size, ','));
  if (width > impl_width)
    impl_width = width;
}

/* The CPU's name, and on x86 its family and model numbers (-1 when
   unknown), from the first processor of /proc/cpuinfo.  */
static void
cpu_name(char *buf, size_t size, int *family, int *model)
{
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[256];
  snprintf(buf, size, "unknown");
  *family = *model = -1;
  if (!f)
    return;
  while (fgets(line, sizeof(line), f) && line[0] != '\n')
    {
      char *colon = strchr(line, ':');
      size_t key;
      if (!colon)
	continue;
      key = strcspn(line, "\t:");
      if ((key == 10 && strncmp(line, "model name", 10) == 0)
	  || (key == 8 && strncmp(line, "Hardware", 8) == 0))
	{
	  colon += 1 + strspn(colon + 1, " \t");
	  colon[strcspn(colon, "\n")] = '\0';
	  snprintf(buf, size, "%s", colon);
	}
      else if (key == 10 && strncmp(line, "cpu family", 10) == 0)
	*family = atoi(colon + 1);
      else if (key == 5 && strncmp(line, "model", 5) == 0)
	*model = atoi(colon + 1);
    }
  fclose(f);
}

void
print_header(enum format format, const struct settings *set)
{
  char cpu[128], date[32], features[200];
  time_t now = time(NULL);
  int family, model;
  unsigned lib;

  cpu_name(cpu, sizeof(cpu), &family, &model);
  strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&now));
  if (bench_tier)
    feature_names(bench_tier->allowed, " ", features, sizeof(features));
  switch (format)
    {
    case FORMAT_CSV:
      if (!tier_all_child)
	printf("%s\n", csv_columns);
      break;
    case FORMAT_JSON:
      printf("{\n  \"date\": \"%s\",\n  \"cpu\": \"%s\",\n"
	     "  \"cpu_family\": %d,\n  \"cpu_model\": %d,\n",
	     date, cpu, family, model);
      if (bench_tier)
	printf("  \"tier\": \"%s\",\n  \"tier_features\": \"%s\",\n",
	       bench_tier->name, features);
      else
	printf("  \"tier\": null,\n");
      printf("  \"compiler\": \"%s\",\n  \"cycle_counter\": \"%s\",\n"
	     "  \"pinned_cpu\": %d,\n  \"samples\": %u,\n  \"passes\": %u,\n"
	     "  \"probe_tolerance\": %g,\n  \"libraries\": {",
	     COMPILER, counter_description(), pinned_cpu,
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
      if (family >= 0)
	printf("# cpu: %s, family %d model %d\n", cpu, family, model);
      if (bench_tier)
	printf("# tier %s: %s\n#   libraries limited to: %s\n"
	       "#   SYMCRYPT_FAT_OVERRIDE=%s OPENSSL_ia32cap=%s"
	       " NETTLE_FAT_OVERRIDE=%s\n",
	       bench_tier->name, bench_tier->description, features,
	       getenv("SYMCRYPT_FAT_OVERRIDE"), getenv("OPENSSL_ia32cap"),
	       getenv("NETTLE_FAT_OVERRIDE"));
      else
	printf("# tier: none (no --tier): each library uses what it finds\n");
      if (getenv("SYMCRYPT_FAT_MODEL"))
	printf("# SYMCRYPT_FAT_MODEL=%s\n", getenv("SYMCRYPT_FAT_MODEL"));
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
	     " and cycles/derivation\n# argon2id, scrypt: hashes/s and"
	     " cycles/hash, and under them the memory bandwidth\n#   in GB/s"
	     " (10^9 bytes/s) of 3 t m KiB a hash (Argon2), 2 p 128 r N bytes"
	     " (scrypt)\n# medians of %u clean batches per library"
	     " from %u passes, libraries interleaved\n# (clean: a load probe"
	     " just before and after ran within %g%% of its best);\n"
	     "# ~ marks a figure with too few clean batches, measured under load:"
	     " the\n#   fastest of all its batches\n"
	     "# ratio = our speed / theirs (> 1: libsymcrypt is faster)\n",
	     set->samples, set->passes, set->tolerance * 100);
#if HAVE_SODIUM
      if (bench_tier && have_library[LIB_SODIUM] && bench_sodium_limited)
	{
	  feature_names(bench_sodium_told, " ", features, sizeof(features));
	  printf("# libsodium limited too: its sodium_runtime_has_* said"
		 " it has %s\n", features);
	}
      else if (bench_tier && have_library[LIB_SODIUM])
	printf("# ^ marks a libsodium figure whose code used more than the"
	       " tier\n#   (this libsodium calls its own"
	       " sodium_runtime_has_*, which the tier cannot answer)\n");
#endif
      printf("\n");
      printf("%-20s %6s %-*s %9s  %7s", "algorithm", "size", impl_width,
	     "impl", "symcrypt", "cyc/B");
      for (lib = 1; lib < N_LIBS; lib++)
	if (have_library[lib])
	  printf(" | %9s %6s %s", library_names[lib], "ratio",
		 bench_tier ? " " : "");
      printf("\n");
      break;
    }
}

/* The memory bandwidth in GB/s (10^9 bytes/s) that R's hashes a
   second reach at ALG's SIZE; NaN for a row that is not memory-hard.  */
static double
bandwidth(const struct bench_alg *alg, size_t size, const struct result *r)
{
  double traffic = memory_traffic(alg, size);
  return traffic ? traffic * r->speed / 1e9 : NAN;
}

static void
print_number(const char *format, double x)
{
  if (isnan(x))
    printf("null");
  else
    printf(format, x);
}

void
print_row(enum format format, const struct bench_alg *alg, size_t size,
	  const struct result res[N_LIBS])
{
  static int first_json = 1;
  const char *unit = alg->unit == PER_BYTE ? "MB/s" : "op/s";
  const char *impl = implementation(alg, size,
				    format == FORMAT_CSV ? ';' : ',');
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
	  printf("%.6g,%.6g,%.6g,%d,%d,%s,%d,", r->speed, r->cycles,
		 lib == LIB_OURS ? 1.0 : r->ratio, r->mismatch, r->loaded,
		 bench_tier ? bench_tier->name : "", beyond_tier(alg, lib));
	  if (memory_traffic(alg, size))
	    printf("%.6g", bandwidth(alg, size, r));
	  printf("\n");
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
	  printf(", \"mismatch\": %s, \"loaded\": %s, \"beyond_tier\": %s"
		 ", \"memory_gbs\": ",
		 r->mismatch ? "true" : "false", r->loaded ? "true" : "false",
		 beyond_tier(alg, lib) ? "true" : "false");
	  print_number("%.6g", bandwidth(alg, size, r));
	  printf("}");
	  first_json = 0;
	}
    }
  if (format != FORMAT_TABLE)
    return;

  printf("%-20s %6zu %-*s", alg->name, size, impl_width,
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
      /* A tier run has a column for ^.  */
      if (bench_tier)
	putchar(res[lib].present && beyond_tier(alg, lib) ? '^' : ' ');
      if (res[lib].mismatch)
	printf(" MISMATCH");
    }
  printf("\n");
  if (!memory_traffic(alg, size))
    return;

  /* Under each hashes a second, the memory bandwidth it makes.  */
  printf("%-20s %6s %-*s", "  memory GB/s", "", impl_width, "");
  if (res[LIB_OURS].present)
    printf(" %9.3g  %7s", bandwidth(alg, size, &res[LIB_OURS]), "");
  else
    printf(" %9s  %7s", "-", "");
  for (lib = 1; lib < N_LIBS; lib++)
    {
      if (!have_library[lib])
	continue;
      if (res[lib].present)
	printf(" | %9.3g %6s ", bandwidth(alg, size, &res[lib]), "");
      else
	printf(" | %9s %6s ", "-", "");
      if (bench_tier)
	putchar(' ');
    }
  printf("\n");
}

void
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
