/* poly1305-blocks.c -- the C twin of poly1305_blocks: the target's
   representation (poly1305-internal.h).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "poly1305-internal.h"

void
_symcrypt_poly1305_blocks_c(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
			    const uint8_t *data, unsigned padbit)
{
  POLY1305_LIMBS(blocks)(ctx, blocks, data, padbit);
}
