/* hmac.h -- HMAC (RFC 2104) over MD5, SHA-1 and SHA-2.

   set_key absorbs the key, padded with ipad and opad, into the inner
   and outer hash states once and keeps both chaining states in the
   context.  digest finishes the inner hash, runs the outer hash from
   its saved state and restores the keyed inner state, so the context
   is at once ready for the next message with the same key and neither
   key block is hashed again.  Any key length is allowed; a key longer
   than the hash's block is hashed first (RFC 2104).

   digest writes the first LENGTH bytes of the MAC; it returns
   SYMCRYPT_EINVAL, writing nothing and leaving CTX as it was, unless
   1 <= LENGTH <= the digest size.  The one-shot functions
   symcrypt_hmac_<hash> write the whole MAC and return SYMCRYPT_OK.

   verify computes the first LENGTH bytes of the MAC as digest does and
   compares them in constant time with the LENGTH bytes at TAG (a
   received, possibly truncated MAC): SYMCRYPT_OK if equal, else
   SYMCRYPT_EAUTH; either way the context is ready for the next message
   with the same key, as after digest.  LENGTH outside 1..digest size
   is SYMCRYPT_EINVAL, with CTX left as it was.

   The contexts hold key-equivalent state: wipe them after use.  */
#ifndef SYMCRYPT_HMAC_H
#define SYMCRYPT_HMAC_H

#include <symcrypt/common.h>
#include <symcrypt/md5.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Each context: the hash of the current message, and the chaining
   states after the key block XOR ipad (inner) and XOR opad (outer).  */

struct symcrypt_hmac_md5_ctx
{
  struct symcrypt_md5_ctx hash;
  uint32_t inner[4];
  uint32_t outer[4];
};

struct symcrypt_hmac_sha1_ctx
{
  struct symcrypt_sha1_ctx hash;
  uint32_t inner[5];
  uint32_t outer[5];
};

struct symcrypt_hmac_sha224_ctx
{
  struct symcrypt_sha224_ctx hash;
  uint32_t inner[8];
  uint32_t outer[8];
};

struct symcrypt_hmac_sha256_ctx
{
  struct symcrypt_sha256_ctx hash;
  uint32_t inner[8];
  uint32_t outer[8];
};

struct symcrypt_hmac_sha384_ctx
{
  struct symcrypt_sha384_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

struct symcrypt_hmac_sha512_ctx
{
  struct symcrypt_sha512_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

void symcrypt_hmac_md5_set_key(struct symcrypt_hmac_md5_ctx *ctx,
			       size_t key_length, const uint8_t *key);
void symcrypt_hmac_md5_update(struct symcrypt_hmac_md5_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_hmac_md5_digest(struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, uint8_t *digest);
int symcrypt_hmac_md5_verify(struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, const uint8_t *tag);
int symcrypt_hmac_md5(size_t key_length, const uint8_t *key,
		      size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha1_set_key(struct symcrypt_hmac_sha1_ctx *ctx,
				size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha1_update(struct symcrypt_hmac_sha1_ctx *ctx,
			       size_t length, const uint8_t *data);
int symcrypt_hmac_sha1_digest(struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, uint8_t *digest);
int symcrypt_hmac_sha1_verify(struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, const uint8_t *tag);
int symcrypt_hmac_sha1(size_t key_length, const uint8_t *key,
		       size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha224_set_key(struct symcrypt_hmac_sha224_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha224_update(struct symcrypt_hmac_sha224_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha224_digest(struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha224_verify(struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha224(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha256_set_key(struct symcrypt_hmac_sha256_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha256_update(struct symcrypt_hmac_sha256_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha256_digest(struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha256_verify(struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha256(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha384_set_key(struct symcrypt_hmac_sha384_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha384_update(struct symcrypt_hmac_sha384_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha384_digest(struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha384_verify(struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha384(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha512_set_key(struct symcrypt_hmac_sha512_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha512_update(struct symcrypt_hmac_sha512_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha512_digest(struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha512_verify(struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha512(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_HMAC_H */
