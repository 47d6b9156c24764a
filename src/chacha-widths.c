/* chacha-widths.c -- the ChaCha cores the crypt loop uses in this
   build, widest first, each from the number of blocks on where one
   call beats narrower ones.

   The rule: a multi-block core is used when the variant in use is
   assembly (in a fat build, the variant chosen at load time for this
   CPU: its function pointer is not the C twin), or when its C twin is
   faster than the narrower cores.  The single-block core is always
   last.

   Cores alone, 20 rounds, AMD Zen 5, rdtsc ticks per call (p25 of 301,
   gcc 12 -O2): single block C 211 (gcc keeps the four quarter-round
   chains in general registers; neither an SSE2 version, 425, nor
   hand-written scalar code, 208, beats it, so there is no assembly for
   it); C twins of the 2-, 3-, 4- and 8-block cores 759, 1201, 608,
   1193; x86_64 (SSE2) 4-block 523; x86_64/avx2 8-block 447.  So the
   8-block core runs from 3 blocks on (447 against 3 x 211), and so
   does the 4-block one; the C 4-block twin, which gcc vectorizes with
   SSE2, beats four single blocks (608 against 844) and three (633);
   the 2- and 3-block C twins never win.

   32-bit x86 (gcc -m32 -O2, no __SSE2__; same machine and method):
   single block C 221-228, C twins of the 2- and 4-block cores 630-655
   and 1140-1190; x86/sse2 4-block 520-546, so it runs from 3 blocks
   on (against 3 x 221); x86/sse2 8-block 832-858 (min and p25 of
   2001), from 6 blocks on (against the 4-block core and two single
   blocks, 960).  No SSE2 1- or 2-block core: the row-wise
   ones of branch x86-sse2 took 409 and 494 (against 221 and 2 x 221),
   one block being a single dependency chain.

   With AVX-512 (rdtsc ticks per call, p25 of 301 single calls / of
   calls four in a row): x86_64/avx512 16-block 442 / 396, against
   208 / 201 for one block and 494 / 461 for the AVX2 8-block core.  So
   the 16-block core runs from 3 blocks on (a tie at 2) and the 8-block
   one is never used: both are bound by the same chain of a quarter
   round (twelve operations of 2 cycles latency with vprold).  The
   32-block core (two such groups, eight chains) takes 536 four in a
   row, against 396 and 247 for the 16-block and single-block cores in
   the same run, so it runs from 17 blocks on.

   AArch64 (guest instructions per call under qemu-aarch64 -cpu
   cortex-a72, gcc 12 -O2, 20 rounds; cycles from the model of
   doc/arm64-cost-model.md): single block C 1065 (~480 cycles on
   Cortex-A72, two integer pipes), C 4-block twin 2004 (gcc vectorizes
   it with NEON), arm64 NEON 4-block 1226 (~1000 cycles: bound by the
   3-cycle latency of the quarter-round chain).  The counts would call
   the 4-block cores from 2 blocks on, the cycles from 3: 3, as on x86.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"

/* From how many blocks the 8-block core runs (above).  */
#if defined(__i386__)
# define MIN_8CORE 6
#else
# define MIN_8CORE 3
#endif

/* Whether the C 4-block twin is vectorized: x86 with SSE2, AArch64
   (NEON is always there).  */
#if defined(__SSE2__) || defined(__aarch64__)
# define C_4CORE_FASTER 1
#else
# define C_4CORE_FASTER 0
#endif

unsigned
_symcrypt_chacha_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 32, 17, chacha_32core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 16, 3, chacha_16core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 8, MIN_8CORE, chacha_8core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 4, 3, chacha_4core, C_4CORE_FASTER);
  _SYMCRYPT_STREAM_WIDTH(w, n, 3, 3, chacha_3core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, 2, chacha_2core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 1, 1, chacha_core, 1);
  return n;
}
