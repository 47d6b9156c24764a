/* variants.c -- enumerate the variants of replaceable functions.  */
#include "testutils.h"
#include "variants.h"
#include "cpu.h"

const struct symcrypt_variant *
test_variant(unsigned id, unsigned k)
{
  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
  unsigned cpu = _symcrypt_cpu_features();
  unsigned i;

  for (i = 0; i < f->n_variants; i++)
    if ((f->variants[i].features & cpu) == f->variants[i].features
	&& k-- == 0)
      return &f->variants[i];
  return NULL;
}

const struct symcrypt_variant *
test_variant_c(unsigned id)
{
  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
  return &f->variants[f->n_variants - 1];
}
