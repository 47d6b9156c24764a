/* hchacha20.c -- HChaCha20, the key derivation of XChaCha20
   (draft-irtf-cfrg-xchacha).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_hchacha20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16])
{
  static const unsigned words[8] = { 0, 1, 2, 3, 12, 13, 14, 15 };
  struct symcrypt_chacha_ctx ctx;
  uint32_t x[16];
  unsigned i;

  symcrypt_chacha_set_key(&ctx, key);
  for (i = 0; i < 4; i++)
    ctx.state[12 + i] = le_read_uint32(in + 4 * i);
  /* The core adds the input to the permuted state; take it off.  */
  _symcrypt_chacha_core(x, ctx.state, 20);
  for (i = 0; i < 8; i++)
    le_write_uint32(out + 4 * i, x[words[i]] - ctx.state[words[i]]);
  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(x, sizeof(x));
}
