/* misc-test.c -- symcrypt_strerror and symcrypt_version.  */
#include "testutils.h"

void
test_main(void)
{
  static const int codes[] = {
    SYMCRYPT_OK, SYMCRYPT_EINVAL, SYMCRYPT_EAUTH, SYMCRYPT_ERANGE
  };
  size_t i, j;

  ASSERT(SYMCRYPT_OK == 0 && SYMCRYPT_EINVAL == -1
	 && SYMCRYPT_EAUTH == -2 && SYMCRYPT_ERANGE == -3);
  for (i = 0; i < 4; i++)
    {
      const char *s = symcrypt_strerror(codes[i]);
      ASSERT(s != NULL && s[0] != '\0');
      for (j = 0; j < i; j++)
	ASSERT(strcmp(s, symcrypt_strerror(codes[j])) != 0);
    }
  ASSERT(symcrypt_strerror(12345) != NULL);
  ASSERT(strcmp(symcrypt_version(), PACKAGE_VERSION) == 0);
}
