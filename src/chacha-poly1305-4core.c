/* chacha-poly1305-4core.c -- the C twin of chacha_poly1305_4core: the
   4-block core, then the 16 Poly1305 blocks.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "poly1305-internal.h"

void
_symcrypt_chacha_poly1305_4core_c(uint32_t *dst, const uint32_t *src,
				  struct symcrypt_poly1305_ctx *mac,
				  const uint8_t *data)
{
  _symcrypt_chacha_4core(dst, src, 20);
  _symcrypt_poly1305_blocks(mac, 16, data, 1);
}
