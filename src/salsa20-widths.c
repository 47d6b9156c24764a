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

   32-bit x86 (gcc -m32 -O2, no __SSE2__): single block C 210-221, C
   twins of the 2- and 4-block cores 587-596 and 1097-1115; x86/sse2
   4-block 527-538, used from 3 blocks on; x86/sse2 8-block 832-858
   (min and p25 of 2001), used from 6 blocks on (against the 4-block
   core and two single blocks, 960).  No SSE2 1- or 2-block core: the
   row-wise ones of branch x86-sse2 took 490 and 507 (against 220 and
   2 x 220).

   With AVX-512 (p25 of 301 single calls / of calls four in a row):
   x86_64/avx512 16-block 442 / 403, against 234 / 214 for one block
   and 676 / 637 for the AVX2 8-block core, so it runs from 2 blocks on
   and replaces every narrower multi-block core.

   AArch64 (guest instructions per call under qemu-aarch64 -cpu
   cortex-a72, gcc 12 -O2, 20 rounds; cycles from the model of
   doc/arm64-cost-model.md): single block C 751 (an add and an XOR
   with rotated operand per step, ~375 cycles on Cortex-A72), C 4-block
   twin 2006 (vectorized by gcc), arm64 NEON 4-block 1388 (~1000
   cycles, bound by the 12-cycle chain of each step).  The counts would
   call the 4-block cores from 2 blocks on, the cycles from 3: 3.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

/* From how many blocks the 8-block core runs (above).  */
#if defined(__i386__)
# define MIN_8CORE 6
#else
# define MIN_8CORE 5
#endif

/* Whether the C 4-block twin is vectorized: x86 with SSE2, AArch64
   (NEON is always there).  */
#if defined(__SSE2__) || defined(__aarch64__)
# define C_4CORE_FASTER 1
#else
# define C_4CORE_FASTER 0
#endif

unsigned
_symcrypt_salsa20_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 16, 2, salsa20_16core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 8, MIN_8CORE, salsa20_8core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 4, 3, salsa20_4core, C_4CORE_FASTER);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, 2, salsa20_2core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 1, 1, salsa20_core, 1);
  return n;
}
