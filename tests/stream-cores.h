/* stream-cores.h -- the tests shared by the ChaCha and Salsa20 cores:
   every variant of every width against single blocks of the C twin,
   and the shape of the widths table.  */
#ifndef SYMCRYPT_TESTS_STREAM_CORES_H
#define SYMCRYPT_TESTS_STREAM_CORES_H

#include "stream-internal.h"

struct test_stream_core
{
  unsigned id;			/* SYMCRYPT_FN_<name> */
  unsigned blocks;
};

/* Runs each of the N_CORES CORES of CIPHER, every variant, against
   REFERENCE (the C single-block core) called once per block with the
   64-bit counter at words COUNTER, COUNTER + 1 advanced by hand:
   counters that carry into the high word inside a call, that wrap at
   2^64, and random ones; 8, 12 and 20 rounds.  */
void test_stream_cores(const char *cipher, const struct test_stream_core *cores,
		       size_t n_cores, unsigned counter,
		       _symcrypt_stream_core_fn *reference);

/* Checks what WIDTHS gives: widest first, at most the bounds, the
   single-block core last, minimums falling.  */
void test_stream_widths(const char *cipher,
			unsigned (*widths)(struct _symcrypt_stream_width *));

#endif /* SYMCRYPT_TESTS_STREAM_CORES_H */
