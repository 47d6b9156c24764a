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
  uint8_t subkey[32];
  symcrypt_hchacha20(subkey, key, nonce24);
  symcrypt_chacha_set_key(ctx, subkey);
  symcrypt_chacha_set_nonce(ctx, nonce24 + 16);
  _symcrypt_wipe(subkey, sizeof(subkey));
}
