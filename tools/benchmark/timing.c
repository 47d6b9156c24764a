/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* timing.c -- symcrypt-benchmark's clocks, cycle counter, CPU pinning
   and load probe.  */
#define _GNU_SOURCE 1		/* sched_setaffinity */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <math.h>
#include <stdio.h>
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

#include "bench.h"

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

double
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

uint64_t
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
double
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

const char *
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

void
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
int
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

/* Whether the CPU and the system let us use AVX (vzeroupper).  */
static int
cpu_has_avx(void)
{
  unsigned a, b, c, d, xcr0, hi;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c >> 27 & 1) || !(c >> 28 & 1))
    return 0;
  __asm__ ("xgetbv" : "=a" (xcr0), "=d" (hi) : "c" (0));
  return (xcr0 & 6) == 6;
}

/* The SHA probe is SSE code.  When the code measured before it leaves
   the upper halves of the vector registers in use (OpenSSL 3.0's
   AVX-512 ChaCha20-Poly1305 here), the probe ran slower and rejected
   every batch until some other code cleared them: on the AMD EPYC of
   doc/benchmark-results.md, the rows after chacha-poly1305-seal
   (md5 to sha256) were all marked as measured under load, in every
   run with OpenSSL's AVX-512 code and in none without it.  So the
   probes, and the batch timed after them, start from clean registers:
   no library's batch pays for the state another one left.  */
static int have_avx;
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
double
probe_slowdown(void)
{
  double slowdown;
#if PROBE_SHA
  if (have_avx)
    __asm__ volatile ("vzeroupper");
#endif
  slowdown = probe_note(probe_fastest[0], probe_ns());
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

void
sleep_ns(long ns)
{
  struct timespec t = { 0, ns };
  nanosleep(&t, NULL);
}

/* Probes spread over about 0.2 s, to find the fastest time.  */
void
probe_init(void)
{
  unsigned i;
  for (i = 0; i < PROBE_FASTEST; i++)
    probe_fastest[0][i] = probe_fastest[1][i] = INFINITY;
#if PROBE_SHA
  have_sha_probe = cpu_has_sha();
  have_avx = cpu_has_avx();
#endif
  for (i = 0; i < 2000; i++)
    {
      probe_slowdown();
      if (i % 10 == 9)
	sleep_ns(1000000);
    }
}

/* The number of times the process gave up the CPU so far.  */
long
context_switches(void)
{
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) != 0)
    return 0;
  return ru.ru_nvcsw + ru.ru_nivcsw;
}
