/* xchacha.c -- XChaCha20: ChaCha20 with a 192-bit nonce.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

void
symcrypt_xchacha_set_key_nonce(struct symcrypt_chacha_ctx *ctx,
			       const uint8_t *key, const uint8_t *nonce24)
{
  /* set_key with the subkey, written straight into the state.  */
  ctx->state[0] = CHACHA_SIGMA0;
  ctx->state[1] = CHACHA_SIGMA1;
  ctx->state[2] = CHACHA_SIGMA2;
  ctx->state[3] = CHACHA_SIGMA3;
  _symcrypt_hchacha20_words(ctx->state + 4, key, nonce24);
  symcrypt_chacha_set_nonce(ctx, nonce24 + 16);
}
