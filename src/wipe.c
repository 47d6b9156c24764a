/* wipe.c -- zeroing of secrets that the compiler may not remove.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "macros.h"

void
_symcrypt_wipe(void *p, size_t length)
{
  /* Stores through a volatile pointer are observable behaviour.  */
  volatile uint8_t *v = p;
  while (length--)
    *v++ = 0;
}
