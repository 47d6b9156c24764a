/* variants-test.c -- the variant table, the fat choice and
   symcrypt_implementation.

   SYMCRYPT_TEST_EXPECT="family=label,..." (set by the test scripts for
   each configuration and override) names the implementation each
   family must report, so a build that silently falls back to C fails.
   An item may also name a function of src/functions.def
   ("chacha_core=arm"): the variant selected for it.  */
#include "testutils.h"
#include "variants.h"
#include "cpu.h"

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

static void
check_expectations(const char *list)
{
  char item[100];
  while (*list)
    {
      size_t length = strcspn(list, ",");
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
      got = symcrypt_implementation(item);
      if (!got)
	got = selected_label(item);
      if (!got || strcmp(got, eq + 1) != 0)
	FAIL("implementation of %s is %s, expected %s",
	     item, got ? got : "(null)", eq + 1);
      if (test_verbose)
	fprintf(stderr, "%s: %s as expected\n", item, got);
      list += length;
      if (*list == ',')
	list++;
    }
}

void
test_main(void)
{
  static const char *const families[] = {
    "arcfour", "chacha", "salsa20", "md5", "sha1", "sha256", "sha512",
    "poly1305", "tz", "memxor",
  };
  const char *override = getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *expect = getenv("SYMCRYPT_TEST_EXPECT");
  unsigned cpu = _symcrypt_cpu_features();
  unsigned id, i;

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
      /* The choice is the first variant the enabled features allow.  */
      {
	unsigned enabled = cpu;
	if (override)
	  enabled &= _symcrypt_cpu_parse_features(override);
	ASSERT((v->features & enabled) == v->features);
	for (i = 0; i < sel; i++)
	  ASSERT((f->variants[i].features & enabled) != f->variants[i].features);
      }
#else
      (void) cpu;
      ASSERT(f->n_variants <= 2);
#endif
    }

  for (i = 0; i < sizeof(families) / sizeof(families[0]); i++)
    ASSERT(symcrypt_implementation(families[i]) != NULL);
  ASSERT(symcrypt_implementation("no-such-function") == NULL);
  ASSERT(symcrypt_implementation(NULL) == NULL);

  if (expect)
    check_expectations(expect);
}
