/* hmac-internal.c -- the HMAC construction (RFC 2104) for every hash:
   key setup once, then per message one inner and one outer hash that
   start from saved chaining states.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "hmac-internal.h"
#include "macros.h"

void
_symcrypt_hmac_set_key(const struct hmac_hash *h, void *hash,
		       void *inner, void *outer,
		       size_t key_length, const uint8_t *key)
{
  uint8_t pad[HMAC_MAX_BLOCK_SIZE];
  uint8_t key_digest[HMAC_MAX_DIGEST_SIZE];

  if (key_length > h->block_size)
    {
      h->init(hash);
      h->update(hash, key_length, key);
      h->digest(hash, h->digest_size, key_digest);
      /* The hash's buffer holds the key's last bytes.  */
      _symcrypt_wipe(hash, h->ctx_size);
      key = key_digest;
      key_length = h->digest_size;
    }

  /* A whole block goes straight to the compression function, so the
     padded key never lands in the hash's buffer.  */
  memset(pad, 0x36, h->block_size);
  _symcrypt_memxor(pad, key, key_length);
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(inner, hash);

  memset(pad, 0x5c, h->block_size);
  _symcrypt_memxor(pad, key, key_length);
  h->init(hash);
  h->update(hash, h->block_size, pad);
  h->get_state(outer, hash);

  h->set_state(hash, inner);
  _symcrypt_wipe(pad, sizeof(pad));
  _symcrypt_wipe(key_digest, sizeof(key_digest));
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
