/* salsa20-crypt.c -- Salsa20 encryption with 20 and 12 rounds.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

static const struct _symcrypt_stream_cipher salsa20 = {
  8, 20, &_symcrypt_salsa20_width_list
};

static const struct _symcrypt_stream_cipher salsa20r12 = {
  8, 12, &_symcrypt_salsa20_width_list
};

void
symcrypt_salsa20_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
		       uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt_inline(&salsa20, _symcrypt_salsa20_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
}

void
symcrypt_salsa20r12_crypt(struct symcrypt_salsa20_ctx *ctx, size_t length,
			  uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt_inline(&salsa20r12, _symcrypt_salsa20_crypt1,
				ctx->state, ctx->keystream, &ctx->left,
				length, dst, src);
}
