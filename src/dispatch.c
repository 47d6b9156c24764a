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

static void __attribute__((constructor))
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
      char cpu_names[100], enabled_names[100];
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

/* The families symcrypt_implementation answers for, including those
   with no replaceable function yet (always "c").  */
static const char *const families[] = {
  "arcfour", "chacha", "salsa20", "md5", "sha1", "sha256", "sha512",
  "poly1305", "tz", "memxor",
};

const char *
symcrypt_implementation(const char *family)
{
  const char *label = NULL;
  unsigned best_features = 0;
  unsigned id, i;

  if (!family)
    return NULL;
  for (i = 0; i < sizeof(families) / sizeof(families[0]); i++)
    if (strcmp(families[i], family) == 0)
      label = "c";
  if (!label)
    return NULL;

  /* A family may use several functions (a single-block core, wider
     cores); name the most specialised variant among those in use: the
     one needing the most features, and assembly before C.  */
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    if (strcmp(functions[id].family, family) == 0)
      {
	const struct symcrypt_variant *v
	  = &functions[id].variants[selected[id]];
	if (strcmp(v->label, "c") != 0
	    && (strcmp(label, "c") == 0 || v->features > best_features))
	  {
	    label = v->label;
	    best_features = v->features;
	  }
      }
  return label;
}
