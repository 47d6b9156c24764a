/* salsa20-widths.c -- the Salsa20 cores the crypt loop uses in this
   build, widest first.  The rule is chacha-widths.c's: a multi-block
   core when the variant in use is assembly (in a fat build, as chosen
   at load time) or when its C twin beats the narrower cores.  The
   2-block C twin does not (gcc 12 -O2, x86_64, 16 KiB messages: 22.3
   instructions per byte with {1}, 22.7 with {2,1}; 16.0 against 21.4
   ticks per byte, medians of 5 interleaved runs).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

unsigned
_symcrypt_salsa20_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, salsa20_2core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 1, salsa20_core, 1);
  return n;
}
