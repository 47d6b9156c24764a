/* dispatch.c -- the variant table and, in a fat build, the choice of
   variants at load time.

   A static build links one variant of each replaceable function (the
   first found along the asm path, else the C twin) and calls it
   directly; impl.h maps _symcrypt_<name> to it.

   A fat build links every variant for the architecture and calls each
   function through a pointer.  The pointers start at the C twins, so a
   call that comes before setup (from another library's constructor) is
   correct, only slower.  The constructor below reads the CPU features
   once (cpuid or AT_HWCAP), limits them by SYMCRYPT_FAT_OVERRIDE, and
   points each function at its first variant whose features are all
   present.  It runs while the library loads, before other threads can
   call into it, so plain stores suffice.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "dispatch.h"
#include "stream-internal.h"

/* The crypt loops' choice of cores (chacha-widths.c, salsa20-widths.c),
   for symcrypt_implementation.  */
unsigned _symcrypt_chacha_widths(struct _symcrypt_stream_width *w);
unsigned _symcrypt_salsa20_widths(struct _symcrypt_stream_width *w);

#define SYMCRYPT_VARIANT_ENTRY(suffix, label, features, name, family, ret, params) \
  { label, features, (symcrypt_generic_fn) _symcrypt_##name##_##suffix },

#define SYMCRYPT_FUNC(name, family, ret, params)			\
  static const struct symcrypt_variant name##_variants[] = {		\
    SYMCRYPT_VARIANTS_##name(SYMCRYPT_VARIANT_ENTRY, name, family, ret, params) \
    { "c", 0, (symcrypt_generic_fn) _symcrypt_##name##_c }		\
  };
#include "functions.def"
#undef SYMCRYPT_FUNC

static const struct symcrypt_function_info functions[SYMCRYPT_FN_COUNT] = {
#define SYMCRYPT_FUNC(name, family, ret, params)			\
  { #name, #family, name##_variants,					\
    sizeof(name##_variants) / sizeof(name##_variants[0]) },
#include "functions.def"
#undef SYMCRYPT_FUNC
};

/* The index of the variant in use.  A static build has one variant
   besides the C twin, the first entry.  A fat build starts at the C
   twin (the last entry), matching the pointers below, so that
   symcrypt_implementation tells the truth even before setup.  */
static unsigned char selected[SYMCRYPT_FN_COUNT] = {
#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params)			\
  sizeof(name##_variants) / sizeof(name##_variants[0]) - 1,
# include "functions.def"
# undef SYMCRYPT_FUNC
#else
  0
#endif
};

const struct symcrypt_function_info *
_symcrypt_function_info(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? &functions[id] : NULL;
}

unsigned
_symcrypt_selected_variant(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? selected[id] : 0;
}

#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params) \
  ret (*_symcrypt_##name##_ptr) params = _symcrypt_##name##_c;
# include "functions.def"
# undef SYMCRYPT_FUNC

/* Points each function at its first variant whose features are all
   enabled, and prints the choices if asked to.  */
static void
fat_setup(void)
{
  unsigned cpu = _symcrypt_cpu_features();
  unsigned enabled = _symcrypt_cpu_features_enabled();
  const char *verbose_env = getenv("SYMCRYPT_FAT_VERBOSE");
  /* Set and not "0" (or empty): print the choices.  */
  int verbose = verbose_env && *verbose_env && strcmp(verbose_env, "0") != 0;
  unsigned id;

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = &functions[id];
      unsigned i = 0;
      while ((f->variants[i].features & enabled) != f->variants[i].features)
	i++;			/* stops at "c", which needs nothing */
      selected[id] = (unsigned char) i;
    }

# define SYMCRYPT_FUNC(name, family, ret, params)			\
  _symcrypt_##name##_ptr = (ret (*) params)				\
    name##_variants[selected[SYMCRYPT_FN_##name]].fn;
# include "functions.def"
# undef SYMCRYPT_FUNC

  if (verbose)
    {
      char cpu_names[200], enabled_names[200];
      _symcrypt_cpu_feature_names(cpu, cpu_names, sizeof(cpu_names));
      _symcrypt_cpu_feature_names(enabled, enabled_names, sizeof(enabled_names));
      fprintf(stderr, "symcrypt: cpu features: %s; enabled: %s\n",
	      cpu_names, enabled_names);
      for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
	fprintf(stderr, "symcrypt: %s: %s\n", functions[id].name,
		functions[id].variants[selected[id]].label);
    }
}
#endif /* SYMCRYPT_FAT */

/* The family of each function of functions.def, and what
   symcrypt_implementation answers for each: the labels of every
   variant that runs for some length, widest core first for the stream
   ciphers, comma separated ("x86_64/avx512,c").  Written once, while
   the library loads.  */
static const char *const families[] = {
#define SYMCRYPT_FUNC(name, family, ret, params) #family,
#include "functions.def"
#undef SYMCRYPT_FUNC
};
#define N_FAMILY_ENTRIES (sizeof(families) / sizeof(families[0]))
static char answers[N_FAMILY_ENTRIES][100];

/* Appends LABEL to ANSWER unless it is there already.  */
static void
add_label(char *answer, size_t size, const char *label)
{
  size_t used = strlen(answer), length = strlen(label);
  const char *p;
  for (p = answer; *p; p += strcspn(p, ","), p += (*p == ','))
    if (strncmp(p, label, length) == 0 && (p[length] == ',' || !p[length]))
      return;
  if (used + (used > 0) + length < size)
    {
      if (used > 0)
	answer[used++] = ',';
      memcpy(answer + used, label, length + 1);
    }
}

/* The label of the variant in use whose code is FN, among the
   functions of FAMILY.  */
static const char *
label_of(const char *family, symcrypt_generic_fn fn)
{
  unsigned id;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    if (strcmp(functions[id].family, family) == 0
	&& functions[id].variants[selected[id]].fn == fn)
      return functions[id].variants[selected[id]].label;
  return NULL;
}

static void
write_answers(void)
{
  unsigned f, id, i, n;
  for (f = 0; f < N_FAMILY_ENTRIES; f++)
    {
      struct _symcrypt_stream_width widths[_SYMCRYPT_STREAM_MAX_WIDTHS];
      unsigned (*widths_of)(struct _symcrypt_stream_width *) = NULL;
      char *answer = answers[f];

      if (strcmp(families[f], "chacha") == 0)
	widths_of = _symcrypt_chacha_widths;
      else if (strcmp(families[f], "salsa20") == 0)
	widths_of = _symcrypt_salsa20_widths;

      answer[0] = '\0';
      if (widths_of)
	{
	  /* The cores the crypt loop calls, widest first; for a single
	     block, the fused crypt1.  */
	  n = widths_of(widths);
	  for (i = 0; i < n; i++)
	    {
	      const char *label
		= label_of(families[f], widths[i].crypt1
			   ? (symcrypt_generic_fn) widths[i].crypt1
			   : (symcrypt_generic_fn) widths[i].core);
	      add_label(answer, sizeof(answers[f]), label ? label : "c");
	    }
	}
      else
	for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
	  if (strcmp(functions[id].family, families[f]) == 0)
	    add_label(answer, sizeof(answers[f]),
		      functions[id].variants[selected[id]].label);
    }
}

static void __attribute__((constructor))
setup(void)
{
#if SYMCRYPT_FAT
  fat_setup();
#endif
  write_answers();
}

const char *
symcrypt_implementation(const char *family)
{
  unsigned f;
  if (!family)
    return NULL;
  for (f = 0; f < N_FAMILY_ENTRIES; f++)
    if (strcmp(families[f], family) == 0)
      {
	/* A call from another library's constructor may come before
	   setup: answer for the variants in use now.  */
	if (!answers[f][0])
	  write_answers();
	return answers[f];
      }
  return NULL;
}
