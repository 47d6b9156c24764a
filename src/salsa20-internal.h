/* salsa20-internal.h -- what the Salsa20 files share.  */
#ifndef SYMCRYPT_SALSA20_INTERNAL_H
#define SYMCRYPT_SALSA20_INTERNAL_H

#include "macros.h"
#include "stream-internal.h"

/* The Salsa20 quarter round on four words ("Salsa20 specification",
   D. J. Bernstein, section 3).  */
static SYMCRYPT_ALWAYS_INLINE void
salsa20_quarter_round(uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
  *b ^= ROTL32(*a + *d, 7);
  *c ^= ROTL32(*b + *a, 9);
  *d ^= ROTL32(*c + *b, 13);
  *a ^= ROTL32(*d + *c, 18);
}

/* The cores the crypt loop uses in this build (salsa20-widths.c).  */
unsigned _symcrypt_salsa20_widths(struct _symcrypt_stream_width *w);

#endif /* SYMCRYPT_SALSA20_INTERNAL_H */
