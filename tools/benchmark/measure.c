/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* measure.c -- symcrypt-benchmark's measurement.

   Timing, made for a shared and noisy machine: for each algorithm and
   size, every library's batch size is calibrated to take about the
   same short time.  The libraries then take turns, in a rotating
   order, running one batch each between two runs of a load probe (see
   timing.c); a batch counts only when both probes ran at full speed and
   the process kept its CPU throughout.  Each row gets its clean
   batches in three passes over all the rows, so that they come from
   moments far apart; the median of 15 per library gives its speed, and
   our ratio to each of the others.  Rows with too few clean batches
   are measured again at the end of the run, and if they still have
   too few, the row is reported from the fastest of all the batches and
   marked as measured under load (row_results).

   Before timing, every library processes the same message once and the
   outputs are compared: a row where the libraries disagree is flagged
   and makes the exit status 1.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <alloca.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

/* The most waiting for a quiet core per row and pass.  */
#define ROW_WAIT_NS 1e9

/* Counts over the whole run, for the summary.  */
unsigned long total_batches, clean_batches;

struct sample
{
  double ns, cycles;
};

/* The stack offsets a batch runs at, 16 bytes apart: every alignment
   of a frame modulo 64.  */
#define STACK_SHIFTS 4

/* Runs N messages with the stack SHIFT times 16 bytes lower.  */
static __attribute__((noinline)) void
run_shifted(const struct bench_impl *impl, void *ctx, size_t length,
	    unsigned long n, uint8_t *dst, const uint8_t *src, unsigned shift)
{
  volatile uint8_t *pad = alloca(16 * shift + 1);
  unsigned long i;

  pad[0] = 0;
  for (i = 0; i < n; i++)
    impl->run(ctx, impl->param, length, dst, src);
}

/* Times N messages, a quarter at each stack offset.  A function whose
   speed depends on the alignment of its frame (on AMD Zen 5, HMAC's
   one-shot functions of Nettle and, before it aligned its context,
   ours: 190 against 260 MB/s for 32 bytes) is so measured over every
   alignment, and the figure does not depend on where the process's
   stack happened to start.  */
static struct sample
time_batch(const struct bench_impl *impl, void *ctx, size_t length,
	   unsigned long n, uint8_t *dst, const uint8_t *src)
{
  struct sample s;
  uint64_t c0, c1;
  double t0, t1;
  unsigned shift;

  t0 = now_ns();
  c0 = read_counter();
  for (shift = 0; shift < STACK_SHIFTS; shift++)
    run_shifted(impl, ctx, length,
		(n + STACK_SHIFTS - 1 - shift) / STACK_SHIFTS, dst, src, shift);
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

static double
fastest(const double *v, unsigned n)
{
  double best = v[0];
  unsigned i;
  for (i = 1; i < n; i++)
    if (v[i] < best)
      best = v[i];
  return best;
}

/* The waiting left for the run, then for the row.  */
double run_wait_ns;
static double row_wait_ns;

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
int
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
int
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
      if (!have_library[lib] || !impl->run || (!first && !row->present[lib]))
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

/* The figures of ROW: medians of the clean batches; when a library
   has fewer than half the samples wanted, the fastest of all the
   batches, for every library of the row (one measure for all, or the
   ratios would compare a median with a minimum), marked as measured
   under load.  Not the median of all: under load most batches are
   stretched by the time others run on the CPU (on a loaded 2-vCPU Zen
   3, family 25 model 1, the median batch of sha3-256-many took 8 to 10
   times the fastest), so that median says how often a batch was
   interrupted, and a library whose batches are longer (OpenSSL's 1000
   SHA3-256 messages of 1 KiB one at a time: 2.9 ms, one _many call of
   ours 0.8 ms) is interrupted more often: its figure swung by a
   quarter and more from run to run, and our ratio with it.  Waiting
   only makes a batch slower, so the fastest batch is the one least
   disturbed, whatever its length.  */
void
row_results(struct row *row, const struct settings *set,
	    struct result res[N_LIBS])
{
  double work = row->alg->unit == PER_BYTE ? (double) row->size : 1.0;
  int loaded = 0;
  unsigned lib;

  for (lib = 0; lib < N_LIBS; lib++)
    if (row->present[lib]
	&& row->batches[lib].clean < (set->samples + 1) / 2)
      loaded = 1;
  memset(res, 0, N_LIBS * sizeof(*res));
  for (lib = 0; lib < N_LIBS; lib++)
    {
      struct batches *b = &row->batches[lib];
      double ns, cycles;
      if (!row->present[lib])
	continue;
      res[lib].present = 1;
      res[lib].mismatch = row->mismatch[lib];
      if (!loaded)
	{
	  ns = median(b->clean_ns, b->clean);
	  cycles = median(b->clean_cycles, b->clean);
	}
      else
	{
	  ns = fastest(b->all_ns, b->all);
	  cycles = fastest(b->all_cycles, b->all);
	  res[lib].loaded = 1;
	}
      res[lib].speed = work / ns * (row->alg->unit == PER_BYTE ? 1e3 : 1e9);
      res[lib].cycles = cycles / work;
    }
  for (lib = 0; lib < N_LIBS; lib++)
    res[lib].ratio = lib != LIB_OURS && res[LIB_OURS].present
      ? res[LIB_OURS].speed / res[lib].speed : NAN;
}

void
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
