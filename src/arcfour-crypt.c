/* arcfour-crypt.c -- the RC4 keystream loop, C twin of the assembly
   versions.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"

void
_symcrypt_arcfour_crypt_c(struct symcrypt_arcfour_ctx *ctx,
			  size_t length, uint8_t *dst, const uint8_t *src)
{
  unsigned i = ctx->i, j = ctx->j;
  size_t n;

  for (n = 0; n < length; n++)
    {
      unsigned si, sj;
      i = (i + 1) & 0xff;
      si = ctx->S[i];
      j = (j + si) & 0xff;
      sj = ctx->S[j];
      ctx->S[i] = (uint8_t) sj;
      ctx->S[j] = (uint8_t) si;
      dst[n] = src[n] ^ ctx->S[(si + sj) & 0xff];
    }
  ctx->i = (uint8_t) i;
  ctx->j = (uint8_t) j;
}
