/* salsa20-widths.c -- the Salsa20 cores the crypt loop uses in this
   build, widest first, each from the number of blocks on where one
   call beats narrower ones.  The rule is chacha-widths.c's.

   Cores alone, 20 rounds, AMD Zen 5, rdtsc ticks per call (p25 of 301,
   gcc 12 -O2): single block C 218; C twins of the 2-, 4- and 8-block
   cores 595, 556, 1032; x86_64/avx2 8-block 629.  The C 4-block twin,
   vectorized by gcc with SSE2, beats three single blocks (654) and
   an SSE2 assembly version (619: like the C code it is bound by the
   32-cycle chain of a round, with stack traffic on top), so there is
   no SSE2 assembly.  The 8-block core runs from 5 blocks on (629
   against 556 + 218), the 4-block one from 3.

   With AVX-512 (p25 of 301 single calls / of calls four in a row):
   x86_64/avx512 16-block 442 / 403, against 234 / 214 for one block
   and 676 / 637 for the AVX2 8-block core, so it runs from 2 blocks on
   and replaces every narrower multi-block core.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

/* Whether the C 4-block twin is vectorized: x86 with SSE2.  */
#if defined(__SSE2__)
# define C_4CORE_FASTER 1
#else
# define C_4CORE_FASTER 0
#endif

unsigned
_symcrypt_salsa20_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 16, 2, salsa20_16core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 8, 5, salsa20_8core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 4, 3, salsa20_4core, C_4CORE_FASTER);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, 2, salsa20_2core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 1, 1, salsa20_core, 1);
  return n;
}
