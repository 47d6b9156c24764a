/* chacha-set-key.c -- the ChaCha key.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_chacha_set_key(struct symcrypt_chacha_ctx *ctx, const uint8_t *key)
{
  unsigned i;
  ctx->state[0] = CHACHA_SIGMA0;
  ctx->state[1] = CHACHA_SIGMA1;
  ctx->state[2] = CHACHA_SIGMA2;
  ctx->state[3] = CHACHA_SIGMA3;
  for (i = 0; i < 8; i++)
    ctx->state[4 + i] = le_read_uint32(key + 4 * i);
  /* Counter and nonce zero until set_nonce.  */
  for (i = 12; i < 16; i++)
    ctx->state[i] = 0;
  ctx->left = 0;
  ctx->nonce96 = 0;
  ctx->exhausted = 0;
}
