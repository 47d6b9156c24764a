/* hsalsa20.c -- HSalsa20, the key derivation of XSalsa20 ("Extending
   the Salsa20 nonce", D. J. Bernstein).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

void
symcrypt_hsalsa20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16])
{
  static const unsigned words[8] = { 0, 5, 10, 15, 6, 7, 8, 9 };
  struct symcrypt_salsa20_ctx ctx;
  uint32_t x[16];
  unsigned i;

  symcrypt_salsa20_set_key(&ctx, 32, key);
  for (i = 0; i < 4; i++)
    ctx.state[6 + i] = le_read_uint32(in + 4 * i);
  /* The core adds the input to the permuted state; take it off.  */
  _symcrypt_salsa20_core(x, ctx.state, 20);
  for (i = 0; i < 8; i++)
    le_write_uint32(out + 4 * i, x[words[i]] - ctx.state[words[i]]);
  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(x, sizeof(x));
}
