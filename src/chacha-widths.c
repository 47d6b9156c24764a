/* chacha-widths.c -- the ChaCha cores the crypt loop uses in this
   build, widest first.

   The rule: a multi-block core is used when the variant in use is
   assembly (in a fat build, the variant chosen at load time for this
   CPU: its function pointer is not the C twin), or when its C twin is
   faster than the narrower cores.  The single-block core is always
   last.

   The C twins of the 2- and 3-block cores are not faster.  gcc 12 -O2
   on x86_64, 16 KiB messages through the loop with only the C cores:
   instructions per byte (callgrind) 21.1 with {1}, 20.6 with {2,1},
   33.0 with {3,2,1}; time (rdtsc, 5 interleaved runs, medians) 16.2,
   22.0 and 25.2 ticks per byte: 32 or 48 words of state do not fit in
   16 registers.  So a C build uses the single-block core only.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"

unsigned
_symcrypt_chacha_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 3, chacha_3core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, chacha_2core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 1, chacha_core, 1);
  return n;
}
