/* xsalsa20.c -- XSalsa20: Salsa20 with a 192-bit nonce.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

void
symcrypt_xsalsa20_set_key_nonce(struct symcrypt_salsa20_ctx *ctx,
				const uint8_t *key, const uint8_t *nonce24)
{
  uint8_t subkey[32];
  symcrypt_hsalsa20(subkey, key, nonce24);
  symcrypt_salsa20_set_key(ctx, sizeof(subkey), subkey);
  symcrypt_salsa20_set_nonce(ctx, nonce24 + 16);
  _symcrypt_wipe(subkey, sizeof(subkey));
}
