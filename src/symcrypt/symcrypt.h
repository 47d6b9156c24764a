/* symcrypt.h -- error codes, version and implementation introspection;
   includes every other public header.  */
#ifndef SYMCRYPT_SYMCRYPT_H
#define SYMCRYPT_SYMCRYPT_H

#include <symcrypt/common.h>
#include <symcrypt/arcfour.h>
#include <symcrypt/chacha.h>
#include <symcrypt/salsa20.h>
#include <symcrypt/poly1305.h>
#include <symcrypt/chacha-poly1305.h>
#include <symcrypt/secretbox.h>
#include <symcrypt/md5.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>
#include <symcrypt/hmac.h>
#include <symcrypt/pbkdf2.h>
#include <symcrypt/hkdf.h>
#include <symcrypt/tzhash.h>
#include <symcrypt/memops.h>

#endif /* SYMCRYPT_SYMCRYPT_H */
