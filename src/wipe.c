/* wipe.c -- zeroing of secrets that the compiler may not remove, for
   the library and its users.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/memops.h>

#include "macros.h"

void
_symcrypt_wipe(void *p, size_t length)
{
#if defined(__GNUC__)
  /* memset runs at full width; the empty asm statement takes P and
     clobbers memory, so as far as the compiler knows the zeros are
     read afterwards and the stores must stay (even if this function
     is inlined by link-time optimization).  */
  memset(p, 0, length);
  __asm__ __volatile__ ("" : : "r" (p) : "memory");
#else
  /* Stores through a volatile pointer are observable behaviour, one
     byte at a time.  */
  volatile uint8_t *v = p;
  while (length--)
    *v++ = 0;
#endif
}

void
symcrypt_wipe(void *p, size_t length)
{
  _symcrypt_wipe(p, length);
}
