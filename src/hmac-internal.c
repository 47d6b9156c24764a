/* hmac-internal.c -- the HMAC construction (RFC 2104) for every hash:
   key setup once, then per message one inner and one outer hash that
   start from saved chaining states.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "hmac-internal.h"
#include "macros.h"

void
_symcrypt_hmac_set_key(const struct hmac_hash *h, void *hash,
		       void *inner, void *outer,
		       size_t key_length, const uint8_t *key)
{
  uint8_t pad[HMAC_MAX_BLOCK_SIZE];
  unsigned i;

  memset(pad, 0, h->block_size);
  if (key_length > h->block_size)
    {
      h->init(hash);
      h->update(hash, key_length, key);
      h->digest(hash, h->digest_size, pad);
      /* The hash's buffer holds the key's last bytes.  */
      _symcrypt_wipe(hash, h->ctx_size);
    }
  else if (key_length > 0)
    memcpy(pad, key, key_length);

  /* A whole block goes straight to the compression function, so the
     padded key never lands in the hash's buffer.  */
  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36;
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(inner, hash);

  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36 ^ 0x5c;
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(outer, hash);

  h->set_state(hash, inner);
  _symcrypt_wipe(pad, sizeof(pad));
}

int
_symcrypt_hmac_digest(const struct hmac_hash *h, void *hash,
		      const void *inner, const void *outer,
		      size_t length, uint8_t *digest)
{
  uint8_t inner_digest[HMAC_MAX_DIGEST_SIZE];

  if (length == 0 || length > h->digest_size)
    return SYMCRYPT_EINVAL;
  h->digest(hash, h->digest_size, inner_digest);
  h->set_state(hash, outer);
  h->update(hash, h->digest_size, inner_digest);
  h->digest(hash, length, digest);
  h->set_state(hash, inner);
  _symcrypt_wipe(inner_digest, h->digest_size);
  return SYMCRYPT_OK;
}
