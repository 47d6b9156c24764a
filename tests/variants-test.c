/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* variants-test.c -- the variant table, the fat choice and
   symcrypt_implementation.

   SYMCRYPT_TEST_EXPECT="name=label ..." (set by the test matrix for
   each configuration, CPU and override, from src/folders.tab and the
   .asm files present) names the variant each function of
   src/functions.def must select, so a build that silently falls back
   to C fails.  An item may also name a family ("chacha=x86_64/avx2,c"):
   what symcrypt_implementation must answer, or a SYMCRYPT_FOLLOWS rule
   of src/functions.def ("runs:keccak_squeeze=no"): whether the library
   runs its follower's variant in use.  Items are separated by spaces.

   SYMCRYPT_TEST_CPU="feature,..." (set by the test matrix for a fat
   build: the features of the CPU the stage runs on, the host's from
   /proc/cpuinfo or those of the emulated CPU) bounds what detection
   may find: a feature the CPU lacks (AES-NI under qemu's Nehalem) is
   a failure.  A tool that hides features (valgrind's CPUID) leaves
   fewer, which is no failure.  */
#include "testutils.h"
#include "variants.h"
#include "cpu.h"
#include "lanes.h"
#include "mac/poly1305-internal.h"
#include "stream/chacha-internal.h"
#include "stream/salsa20-internal.h"
#include "tz/tzhash-internal.h"

/* The rule of follower NAME, or -1.  */
static int
follows_rule(const char *name)
{
  unsigned k;
  for (k = 0; k < SYMCRYPT_FOLLOWER_COUNT; k++)
    if (strcmp(_symcrypt_function_info(_symcrypt_follower_function(k))->name,
	       name) == 0)
      return (int) k;
  return -1;
}

/* The flag each rule's callers read (_SYMCRYPT_FOLLOWER_RUNS: a
   constant of impl.h in a static build).  */
static int
follower_runs(unsigned k)
{
  switch (k)
    {
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_FOLLOWS(follower, leader)	\
    case SYMCRYPT_FOLLOWER_##follower:		\
      return _SYMCRYPT_FOLLOWER_RUNS(follower);
#include "functions.def"
#undef SYMCRYPT_FOLLOWS
#undef SYMCRYPT_FUNC
    }
  FAIL("no rule %u", k);
}

/* The label of the variant selected for function NAME, or NULL.  */
static const char *
selected_label(const char *name)
{
  unsigned id;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      if (strcmp(f->name, name) == 0)
	return f->variants[_symcrypt_selected_variant(id)].label;
    }
  return NULL;
}

/* The SYMCRYPT_LANES lines of functions.def.  */
static const struct
{
  unsigned group, width, id;
} lane_lines[] = {
#define SYMCRYPT_LANES(group, width, name)				\
  { SYMCRYPT_FN_##group, width, SYMCRYPT_FN_##name },
#define SYMCRYPT_FUNC(name, family, ret, params)
#include "functions.def"
#undef SYMCRYPT_FUNC
#undef SYMCRYPT_LANES
};
#define N_LANE_LINES (sizeof(lane_lines) / sizeof(lane_lines[0]))

/* Each lane function is of its group's family and has two lanes or
   more; for every N, _symcrypt_lanes_choose answers a width of the
   group at most N at which one of its functions runs assembly (or
   0), and no wider width at most N has one that does.  Run on every
   override and model row of the test matrix.  */
static void
check_lanes(void)
{
  size_t i, j, k;
  static const size_t counts[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17,
				   100, (size_t) -1 };

  for (i = 0; i < N_LANE_LINES; i++)
    {
      unsigned group = lane_lines[i].group;
      ASSERT(strcmp(_symcrypt_function_info(group)->family,
		    _symcrypt_function_info(lane_lines[i].id)->family) == 0);
      ASSERT(lane_lines[i].width >= 2);
      for (k = 0; k < sizeof(counts) / sizeof(counts[0]); k++)
	{
	  size_t n = counts[k];
	  unsigned width = _symcrypt_lanes_choose(group, n);
	  int found = width == 0;
	  ASSERT(width <= n);
	  for (j = 0; j < N_LANE_LINES; j++)
	    if (lane_lines[j].group == group
		&& _symcrypt_runs_assembly(lane_lines[j].id))
	      {
		found |= lane_lines[j].width == width;
		ASSERT(lane_lines[j].width <= width || lane_lines[j].width > n);
	      }
	  ASSERT(found);
	}
    }
}

static void
check_expectations(const char *list)
{
  char item[100];
  while (*list)
    {
      size_t length = strcspn(list, " ");
      char *eq;
      const char *got;
      if (length >= sizeof(item))
	FAIL("SYMCRYPT_TEST_EXPECT item too long");
      memcpy(item, list, length);
      item[length] = '\0';
      eq = strchr(item, '=');
      if (!eq)
	FAIL("SYMCRYPT_TEST_EXPECT item '%s' lacks '='", item);
      *eq = '\0';
      if (strncmp(item, "runs:", 5) == 0)
	{
	  int k = follows_rule(item + 5);
	  if (k < 0)
	    FAIL("SYMCRYPT_TEST_EXPECT: %s follows no function", item + 5);
	  got = follower_runs((unsigned) k) ? "yes" : "no";
	}
      else if (!(got = selected_label(item)))
	got = symcrypt_implementation(item);
      if (!got || strcmp(got, eq + 1) != 0)
	FAIL("implementation of %s is %s, expected %s",
	     item, got ? got : "(null)", eq + 1);
      if (test_verbose)
	fprintf(stderr, "%s: %s as expected\n", item, got);
      list += length;
      while (*list == ' ')
	list++;
    }
}

/* Whether the comma-separated ANSWER lists LABEL.  */
static int
lists(const char *answer, const char *label)
{
  size_t length = strlen(label);
  while (*answer)
    {
      size_t n = strcspn(answer, ",");
      if (n == length && memcmp(answer, label, n) == 0)
	return 1;
      answer += n + (answer[n] == ',');
    }
  return 0;
}

/* symcrypt_implementation(FAMILY) names only variants in use for a
   function of FAMILY, each once; for the stream ciphers, whose crypt
   loop always ends with the single-block core, it names that core's
   variant too (a 64-byte message runs it).  */
static void
check_family_answer(const char *family)
{
  const char *answer = symcrypt_implementation(family);
  const char *p;
  unsigned id;

  ASSERT(answer != NULL && *answer);
  for (p = answer; *p; )
    {
      size_t n = strcspn(p, ",");
      int found = 0;
      for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
	{
	  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
	  const char *label = f->variants[_symcrypt_selected_variant(id)].label;
	  if (strcmp(f->family, family) == 0
	      && strlen(label) == n && memcmp(label, p, n) == 0)
	    found = 1;
	}
      /* A Poly1305 variant with a vector path runs the loop of its
	 architecture's base folder for short calls.  */
      if (strcmp(family, "poly1305") == 0 && _symcrypt_poly1305_vector_min())
	{
	  const char *label = selected_label("poly1305_blocks");
	  if (n == strcspn(label, "/") && memcmp(label, p, n) == 0)
	    found = 1;
	}
      if (!found)
	FAIL("implementation of %s is %s: no function of it selects %.*s",
	     family, answer, (int) n, p);
      {
	char label[100];
	ASSERT(n < sizeof(label));
	memcpy(label, p, n);
	label[n] = '\0';
	p += n + (p[n] == ',');
	if (lists(p, label))
	  FAIL("implementation of %s is %s: %s twice", family, answer, label);
      }
    }
  if (strcmp(family, "chacha") == 0 || strcmp(family, "salsa20") == 0)
    {
      const char *core = selected_label(strcmp(family, "chacha") == 0
					? "chacha_core" : "salsa20_core");
      if (!lists(answer, core))
	FAIL("implementation of %s is %s, but one block runs %s",
	     family, answer, core);
    }
}

/* Each SYMCRYPT_FOLLOWS rule, from the variant table: the library runs
   the follower exactly when its variant in use is assembly of its
   leader's folder and the leader runs, if it follows in turn; the flag
   its callers read says so (a fat build's constructor set it, a static
   build's configure wrote it), and so does dispatch.c's answer, which
   symcrypt_implementation reads.  */
static void
check_follows(void)
{
  unsigned k, j;
  for (k = 0; k < SYMCRYPT_FOLLOWER_COUNT; k++)
    {
      unsigned f = _symcrypt_follower_function(k);
      unsigned l = _symcrypt_leader_function(k);
      const struct symcrypt_function_info *fi = _symcrypt_function_info(f);
      const char *label = fi->variants[_symcrypt_selected_variant(f)].label;
      const char *leader_label
	= _symcrypt_function_info(l)->variants[_symcrypt_selected_variant(l)].label;
      int runs = strcmp(label, "c") != 0 && strcmp(label, leader_label) == 0;
      for (j = 0; runs && j < SYMCRYPT_FOLLOWER_COUNT; j++)
	if (_symcrypt_follower_function(j) == l)
	  runs = follower_runs(j);
      if (follower_runs(k) != runs || _symcrypt_follows_met(k) != runs)
	FAIL("%s (%s) after %s (%s): the library %s it", fi->name, label,
	     _symcrypt_function_info(l)->name, leader_label,
	     follower_runs(k) ? "runs" : "does not run");
      if (test_verbose)
	fprintf(stderr, "%s %s after %s\n", fi->name,
		runs ? "runs" : "does not run", _symcrypt_function_info(l)->name);
    }
}

/* The label of the variant in use whose code is CORE, among the
   functions of FAMILY.  */
static const char *
core_label(const char *family, symcrypt_generic_fn core)
{
  unsigned id;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      const struct symcrypt_variant *v = &f->variants[_symcrypt_selected_variant(id)];
      if (strcmp(f->family, family) == 0 && v->fn == core)
	return v->label;
    }
  FAIL("%s: a core of the widths list is no variant in use", family);
}

/* Appends LABEL to the comma-separated list EXPECTED unless it has
   it.  */
static void
expect_label(char *expected, size_t size, const char *label)
{
  if (lists(expected, label))
    return;
  ASSERT(strlen(expected) + 1 + strlen(label) < size);
  if (*expected)
    strcat(expected, ",");
  strcat(expected, label);
}

/* The lengths to ask about: 0 to 40 blocks and a byte either side
   (0, 1, 2; 63, 64, 65; ...), then longer ones up to 16 KiB.  */
static const size_t longer[] = {
  1420, 1500, 2048, 2049, 4095, 4096, 8191, 8192, 9000, 16383, 16384,
};
#define N_LENGTHS (3 * 41 + sizeof(longer) / sizeof(longer[0]))

static size_t
nth_length(unsigned k)
{
  if (k < 3 * 41)
    return 64 * (k / 3) + k % 3 - (k >= 3);
  return longer[k - 3 * 41];
}

static int
same_width(const struct _symcrypt_stream_width *a,
	   const struct _symcrypt_stream_width *b)
{
  return a->blocks == b->blocks && a->min == b->min && a->core == b->core
    && a->crypt1 == b->crypt1 && a->crypt == b->crypt;
}

/* symcrypt_implementation_for_length for a stream cipher against its
   crypt loop, followed call by call from a fresh nonce: the labels of
   the cores _symcrypt_stream_choose picks, widest first, of the fused
   single-block crypt when the last call is one block, and of the fused
   N-block crypts the loop runs instead of their cores while all N
   blocks are wanted.  First, the list the crypt loop and
   symcrypt_implementation_for_length read, made when the library
   loaded, must be the one the widths function gives now, for the
   variants this process chose (each SYMCRYPT_FAT_OVERRIDE of the test
   matrix runs in a process of its own).  */
static void
check_stream_lengths(const char *family,
		     const struct _symcrypt_stream_widths *list)
{
  struct _symcrypt_stream_width w[_SYMCRYPT_STREAM_MAX_WIDTHS];
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  struct _symcrypt_stream_widths before_setup = { .compute = list->compute };
  unsigned n = list->compute(w), k;

  /* Before the library has loaded (N still 0), the readers compute the
     list themselves.  */
  ASSERT(_symcrypt_stream_widths_get(&before_setup, own) == own);
  ASSERT(_symcrypt_stream_widths_get(list, own) == list->w);
  if (list->n != n)
    FAIL("%s widths list made at load time has %u entries, now %u",
	 family, list->n, n);
  for (k = 0; k < n; k++)
    if (!same_width(&list->w[k], &w[k]))
      FAIL("%s widths list made at load time differs at entry %u (%u blocks)",
	   family, k, w[k].blocks);
    else if (!same_width(&own[k], &w[k]))
      FAIL("%s widths list computed before setup differs at entry %u",
	   family, k);

  for (k = 0; k < N_LENGTHS; k++)
    {
      size_t length = nth_length(k), left;
      char expected[200] = "";
      int used[_SYMCRYPT_STREAM_MAX_WIDTHS] = { 0 };
      int fused_n[_SYMCRYPT_STREAM_MAX_WIDTHS] = { 0 };
      _symcrypt_stream_crypt1_fn *fused = NULL;
      const char *path_label[2 * _SYMCRYPT_STREAM_MAX_WIDTHS + 1];
      int path_used[2 * _SYMCRYPT_STREAM_MAX_WIDTHS + 1];
      unsigned i = 0, np, p, q;
      const char *got;

      for (left = length; left > 0; )
	{
	  size_t blocks = left / 64 + (left % 64 != 0);
	  i = _symcrypt_stream_choose(w, i, blocks);
	  ASSERT(i < n);
	  if (blocks == 1 && w[i].crypt1)
	    {
	      fused = w[i].crypt1;
	      break;
	    }
	  if (w[i].crypt && left >= 64 * w[i].blocks)
	    {
	      fused_n[i] = 1;
	      left -= 64 * w[i].blocks;
	      continue;
	    }
	  used[i] = 1;
	  left -= left < 64 * w[i].blocks ? left : 64 * w[i].blocks;
	}
      /* Every path's label in the order of the widths list, the
	 single-block crypt, the N-block crypts; a label is listed, at
	 its first place, when some path with it ran.  */
      np = 0;
      for (i = 0; i < n; i++)
	{
	  path_label[np] = core_label(family, (symcrypt_generic_fn) w[i].core);
	  path_used[np++] = used[i];
	}
      path_label[np] = core_label(family, (symcrypt_generic_fn) w[n - 1].crypt1);
      path_used[np++] = fused != NULL;
      for (i = 0; i < n; i++)
	if (w[i].crypt)
	  {
	    path_label[np] = core_label(family,
					(symcrypt_generic_fn) w[i].crypt);
	    path_used[np++] = fused_n[i];
	  }
      for (p = 0; p < np; p++)
	for (q = 0; q < np; q++)
	  if (path_used[q] && strcmp(path_label[q], path_label[p]) == 0)
	    expect_label(expected, sizeof(expected), path_label[p]);
      got = symcrypt_implementation_for_length(family, length);
      if (!got || strcmp(got, expected) != 0)
	FAIL("implementation of %s for %zu bytes is %s, expected %s", family,
	     length, got ? got : "(null)", expected);
    }
  /* The longest message runs the widest core, or its fused crypt.  */
  ASSERT(lists(symcrypt_implementation_for_length(family, SIZE_MAX),
	       core_label(family, (symcrypt_generic_fn)
			  (w[0].crypt ? (symcrypt_generic_fn) w[0].crypt
			   : (symcrypt_generic_fn) w[0].core))));
}

/* Poly1305 for a whole message: the whole blocks in one call of
   poly1305_blocks, a partial last block in another; a call of fewer
   blocks than the vector path needs runs the base folder's loop.  */
static void
check_poly1305_lengths(void)
{
  const char *label = selected_label("poly1305_blocks");
  unsigned min = _symcrypt_poly1305_vector_min();
  char base[40];
  unsigned k;
  size_t length;

  snprintf(base, sizeof(base), "%.*s",
	   (int) (min ? strcspn(label, "/") : strlen(label)), label);
  for (k = 0; k < 2000; k++)
    {
      char expected[100] = "";
      const char *got;
      length = k < 1100 ? k : 16 * (k - 1100) + k % 16;
      if (length >= 16)
	expect_label(expected, sizeof(expected),
		     length / 16 < min ? base : label);
      if (length % 16)
	expect_label(expected, sizeof(expected), min ? base : label);
      got = symcrypt_implementation_for_length("poly1305", length);
      if (!got || strcmp(got, expected) != 0)
	FAIL("implementation of poly1305 for %zu bytes is %s, expected %s",
	     length, got ? got : "(null)", expected);
    }
}

/* The Tillich-Zemor hash for one update: from TZ_CHAINS_MIN bytes
   with an assembly tz_mul_chains, the four chains over all but the
   last length % TZ_CHAINS_MIN bytes and tz_matrix_mul joining them,
   tz_mul_bytes over those; below, or with the C twin, tz_mul_bytes
   alone.  */
static void
check_tz_lengths(void)
{
  const char *bytes = selected_label("tz_mul_bytes");
  const char *chains = selected_label("tz_mul_chains");
  const char *join = selected_label("tz_matrix_mul");
  unsigned k;

  for (k = 0; k < 3000; k++)
    {
      size_t length = k < 1000 ? k : 4096 - 1000 + k;
      int sliced = length >= TZ_CHAINS_MIN && strcmp(chains, "c") != 0;
      char expected[100] = "";
      const char *got;
      /* In the order of the family's paths: bytes, chains, join.  */
      if (sliced ? length % TZ_CHAINS_MIN != 0 : length > 0)
	expect_label(expected, sizeof(expected), bytes);
      if (sliced)
	{
	  expect_label(expected, sizeof(expected), chains);
	  expect_label(expected, sizeof(expected), join);
	}
      got = symcrypt_implementation_for_length("tz", length);
      if (!got || strcmp(got, expected) != 0)
	FAIL("implementation of tz for %zu bytes is %s, expected %s",
	     length, got ? got : "(null)", expected);
    }
}

/* The families whose code does not depend on the length give
   symcrypt_implementation's answer for every length.  */
static void
check_fixed_lengths(const char *family)
{
  unsigned k;
  for (k = 0; k < 200; k++)
    ASSERT(symcrypt_implementation_for_length(family, k * 37)
	   == symcrypt_implementation(family));
}

/* The name of the row a CPU of VENDOR, FAMILY and MODEL matches.  */
static const char *
model_of(unsigned vendor, unsigned family, unsigned model)
{
  return _symcrypt_cpu_model_row(_symcrypt_cpu_model_match(vendor, family,
							   model))->name;
}

/* The rows of src/models.tab the CPU identifications of its comments
   match.  */
static void
check_models(void)
{
  const struct _symcrypt_cpu_model *m;
  unsigned row, id, n;

  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x55), "skylake-sp") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x6a), "icelake") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x8c), "icelake") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x8f), "sapphirerapids") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x5c), "atom") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x97), "atom") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_INTEL, 6, 0x3c), "generic") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x19, 0x11), "zen4") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x19, 0x61), "zen4") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x19, 0x21), "zen1-3") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x17, 0x31), "zen1-3") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x1a, 0x02), "zen5") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 0x15, 0x02), "generic") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_AMD, 6, 0x55), "generic") == 0);
  ASSERT(strcmp(model_of(0, 0x1a, 0x02), "generic") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_MIDR, 0x41, 0xd03), "cortex-a53") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_MIDR, 0x41, 0xd0b), "cortex-a72") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_MIDR, 0x41, 0xd0c), "neoverse") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_MIDR, 0x61, 0x022), "apple") == 0);
  ASSERT(strcmp(model_of(SYMCRYPT_VENDOR_MIDR, 0x51, 0x800), "generic") == 0);

  /* Skylake-SP leaves AVX-512 out; the hybrid cores on Zen 4 and 5
     and on the Intel cores where they were measured to pay (not on
     Zen 1-3, where they were measured to lose).  */
  m = _symcrypt_cpu_model_row(_symcrypt_cpu_model_find("skylake-sp"));
  ASSERT(m->drops == (SYMCRYPT_CPU_AVX512 | SYMCRYPT_CPU_AVX512IFMA
		      | SYMCRYPT_CPU_AVX512VBMI));
  ASSERT(!m->hybrid);
  for (row = 0; (m = _symcrypt_cpu_model_row(row)); row++)
    {
      ASSERT(_symcrypt_cpu_model_find(m->name) == (int) row);
      ASSERT(m->hybrid == (strcmp(m->name, "zen4") == 0
			   || strcmp(m->name, "zen5") == 0
			   || strcmp(m->name, "icelake") == 0
			   || strcmp(m->name, "sapphirerapids") == 0));
    }
  n = row;
  /* generic is last and changes nothing.  */
  m = _symcrypt_cpu_model_row(n - 1);
  ASSERT(strcmp(m->name, "generic") == 0 && m->drops == 0);
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    ASSERT(_symcrypt_model_allows(n - 1, id, "x86_64/avx512")
	   && _symcrypt_model_allows(n - 1, id, "arm64"));
  /* zen5: the one-block cores in C, the 2-block ones anywhere but in
     the x86_64 folder.  */
  row = (unsigned) _symcrypt_cpu_model_find("zen5");
  ASSERT(!_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_core, "x86_64/avx512"));
  ASSERT(!_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_core, "x86_64"));
  ASSERT(_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_core, "c"));
  ASSERT(_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_2core, "x86_64/avx2"));
  ASSERT(!_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_2core, "x86_64"));
  ASSERT(_symcrypt_model_allows(row, SYMCRYPT_FN_chacha_4core, "x86_64"));
  ASSERT(_symcrypt_cpu_model_find("no-such-model") == -1);
  ASSERT(_symcrypt_folder_rank("c") > _symcrypt_folder_rank("x86_64"));
  ASSERT(_symcrypt_folder_rank("x86_64/avx2") < _symcrypt_folder_rank("x86_64"));
}

void
test_main(void)
{
  const char *override = getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *model = getenv("SYMCRYPT_FAT_MODEL");
  const char *expect = getenv("SYMCRYPT_TEST_EXPECT");
  const char *cpu_list = getenv("SYMCRYPT_TEST_CPU");
  unsigned cpu = _symcrypt_cpu_features();
  unsigned row = _symcrypt_cpu_model();
  unsigned id, i;

  /* The model in use: SYMCRYPT_FAT_MODEL's row when it names one, else
     the CPU's.  */
  if (model && _symcrypt_cpu_model_find(model) >= 0)
    ASSERT(row == (unsigned) _symcrypt_cpu_model_find(model));
  else
    ASSERT(row == _symcrypt_cpu_detected_model());
  if (test_verbose)
    fprintf(stderr, "model: %s\n", _symcrypt_cpu_model_row(row)->name);
  if (cpu_list)
    {
      char found[200], allowed[200];
      unsigned extra = cpu & ~_symcrypt_cpu_parse_features(cpu_list);
      _symcrypt_cpu_feature_names(cpu, found, sizeof(found));
      _symcrypt_cpu_feature_names(extra, allowed, sizeof(allowed));
      if (extra)
	FAIL("detected %s; not on this CPU (SYMCRYPT_TEST_CPU=%s): %s",
	     found, cpu_list, allowed);
    }

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      const struct symcrypt_variant *v;
      unsigned sel = _symcrypt_selected_variant(id);

      ASSERT(f->n_variants >= 1);
      ASSERT(strcmp(f->variants[f->n_variants - 1].label, "c") == 0);
      ASSERT(sel < f->n_variants);
      v = &f->variants[sel];
      if (test_verbose)
	fprintf(stderr, "%s: %s (of %u)\n", f->name, v->label, f->n_variants);
#if SYMCRYPT_FAT
      /* The choice is the first variant the enabled features and the
	 model's limit allow.  */
      {
	unsigned enabled = cpu & ~_symcrypt_cpu_model_row(row)->drops;
	if (override)
	  enabled &= _symcrypt_cpu_parse_features(override);
	ASSERT((v->features & enabled) == v->features);
	ASSERT(_symcrypt_model_allows(row, id, v->label));
	for (i = 0; i < sel; i++)
	  ASSERT((f->variants[i].features & enabled) != f->variants[i].features
		 || !_symcrypt_model_allows(row, id, f->variants[i].label));
      }
#else
      (void) cpu;
      ASSERT(f->n_variants <= 2);
#endif
    }

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    check_family_answer(_symcrypt_function_info(id)->family);
  /* A feature brings what it presupposes (the manual, "CPU
     selection"): an override of
     avx2 alone enables the AVX2 code, which needs SSE2 too.  */
  ASSERT(_symcrypt_cpu_parse_features("avx2")
	 == (SYMCRYPT_CPU_AVX2 | SYMCRYPT_CPU_AVX | SYMCRYPT_CPU_SSSE3
	     | SYMCRYPT_CPU_SSE2));
  ASSERT(_symcrypt_cpu_parse_features("sha_ni")
	 == (SYMCRYPT_CPU_SHA_NI | SYMCRYPT_CPU_SSSE3 | SYMCRYPT_CPU_SSE2));
  ASSERT((_symcrypt_cpu_parse_features("avx512ifma") & SYMCRYPT_CPU_AVX2) != 0);
  ASSERT(_symcrypt_cpu_parse_features("none") == 0);
  ASSERT(_symcrypt_cpu_parse_features("neon") == SYMCRYPT_CPU_NEON);
  ASSERT(_symcrypt_cpu_parse_features("sha512")
	 == (SYMCRYPT_CPU_SHA512 | SYMCRYPT_CPU_SHA2 | SYMCRYPT_CPU_SHA1));
  /* aes brings sse2, which only an x86 CPU has, and neon, which only
     a 32-bit ARM one has (an arm64 one enables neither); pmull comes
     with aes on ARM, sha3 with sha512.  */
  ASSERT(_symcrypt_cpu_parse_features("aes")
	 == (SYMCRYPT_CPU_AES | SYMCRYPT_CPU_SSE2 | SYMCRYPT_CPU_NEON));
  ASSERT(_symcrypt_cpu_parse_features("vaes")
	 == (SYMCRYPT_CPU_VAES | SYMCRYPT_CPU_AES | SYMCRYPT_CPU_AVX2
	     | SYMCRYPT_CPU_AVX | SYMCRYPT_CPU_SSSE3 | SYMCRYPT_CPU_SSE2
	     | SYMCRYPT_CPU_NEON));
  ASSERT(_symcrypt_cpu_parse_features("gfni")
	 == (SYMCRYPT_CPU_GFNI | SYMCRYPT_CPU_SSE2));
  ASSERT(_symcrypt_cpu_parse_features("sha3")
	 == (SYMCRYPT_CPU_SHA3 | SYMCRYPT_CPU_SHA512 | SYMCRYPT_CPU_SHA2
	     | SYMCRYPT_CPU_SHA1));
  ASSERT(_symcrypt_cpu_parse_features("pmull")
	 == (SYMCRYPT_CPU_PMULL | SYMCRYPT_CPU_AES | SYMCRYPT_CPU_SSE2
	     | SYMCRYPT_CPU_NEON));
  ASSERT(_symcrypt_cpu_parse_features("gfni,sha3")
	 == (_symcrypt_cpu_parse_features("gfni")
	     | _symcrypt_cpu_parse_features("sha3")));

  /* An empty list is no feature (as Nettle's override); a name that is
     no feature is found and counts for none.  */
  ASSERT(_symcrypt_cpu_parse_features("") == 0);
  ASSERT(_symcrypt_cpu_parse_features("avx-2") == 0);
  ASSERT(_symcrypt_cpu_parse_features("sse2,avx-2") == SYMCRYPT_CPU_SSE2);
  {
    size_t length;
    const char *unknown = _symcrypt_cpu_unknown_feature("sse2,avx-2,none", &length);
    ASSERT(unknown && length == 5 && memcmp(unknown, "avx-2", 5) == 0);
    ASSERT(!_symcrypt_cpu_unknown_feature("none", &length));
    ASSERT(!_symcrypt_cpu_unknown_feature("", &length));
    ASSERT(!_symcrypt_cpu_unknown_feature("sse2,avx512ifma", &length));
    ASSERT(!_symcrypt_cpu_unknown_feature("aes,vaes,gfni,sha3", &length));
  }

  check_models();
  check_follows();
  check_lanes();

  ASSERT(symcrypt_implementation("no-such-function") == NULL);
  ASSERT(symcrypt_implementation(NULL) == NULL);

  check_stream_lengths("chacha", &_symcrypt_chacha_width_list);
  check_stream_lengths("salsa20", &_symcrypt_salsa20_width_list);
  check_poly1305_lengths();
  check_tz_lengths();
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const char *family = _symcrypt_function_info(id)->family;
      if (strcmp(family, "chacha") != 0 && strcmp(family, "salsa20") != 0
	  && strcmp(family, "poly1305") != 0 && strcmp(family, "tz") != 0)
	check_fixed_lengths(family);
    }
  ASSERT(symcrypt_implementation_for_length("no-such-function", 64) == NULL);
  ASSERT(symcrypt_implementation_for_length(NULL, 64) == NULL);

  if (expect)
    check_expectations(expect);
}
