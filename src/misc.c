/* misc.c -- error strings and the version.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/common.h>

const char *
symcrypt_strerror(int code)
{
  switch (code)
    {
    case SYMCRYPT_OK:
      return "success";
    case SYMCRYPT_EINVAL:
      return "invalid argument: a length or value out of range";
    case SYMCRYPT_EAUTH:
      return "authentication failed";
    case SYMCRYPT_ERANGE:
      return "counter would wrap";
    default:
      return "unknown error code";
    }
}

const char *
symcrypt_version(void)
{
  return PACKAGE_VERSION;
}
