/* chacha-crypt.c -- ChaCha20 encryption with a 64-bit block counter
   (crypt) and with the 32-bit counter of RFC 8439 (crypt32).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"

static const struct _symcrypt_stream_cipher chacha20 = {
  12, 20, _symcrypt_chacha_widths
};

void
symcrypt_chacha_crypt(struct symcrypt_chacha_ctx *ctx, size_t length,
		      uint8_t *dst, const uint8_t *src)
{
  _symcrypt_stream_crypt(&chacha20, ctx->state, ctx->keystream,
			 &ctx->left, length, dst, src);
}

int
symcrypt_chacha_crypt32(struct symcrypt_chacha_ctx *ctx, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  /* The cores and the loop count with 64 bits; word 13 takes no carry
     here (it is nonce with set_nonce96), since no block past 2^32 - 1
     is generated, and it is restored after the counter reaches 2^32.  */
  uint32_t word13 = ctx->state[13];
  uint64_t blocks = 0;

  if (length > ctx->left)
    {
      size_t rest = length - ctx->left;
      blocks = rest / 64 + (rest % 64 != 0);
      if (ctx->exhausted
	  || blocks > ((uint64_t) 1 << 32) - ctx->state[12])
	return SYMCRYPT_ERANGE;
    }
  _symcrypt_stream_crypt(&chacha20, ctx->state, ctx->keystream,
			 &ctx->left, length, dst, src);
  if (blocks > 0 && ctx->state[12] == 0)
    ctx->exhausted = 1;
  ctx->state[13] = word13;
  return SYMCRYPT_OK;
}
