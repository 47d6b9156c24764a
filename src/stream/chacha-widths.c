/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-widths.c -- the ChaCha cores the crypt loop uses in this
   build, widest first, each from the number of blocks on where one
   call beats narrower ones.

   The rule: a multi-block core is used when the variant in use is
   assembly (in a fat build, the variant chosen at load time for this
   CPU: its function pointer is not the C twin), or when its C twin is
   faster than the narrower cores.  The single-block entry is always
   last; it also names the fused chacha_crypt1, which the loop runs for
   the last block of a request (and symcrypt_chacha_crypt for requests
   of one block).  The 4-, 5-, 8-, 9-, 16- and 32-block entries name
   the fused chacha_crypt_4core ... chacha_crypt_32core when they are
   assembly of the core's folder (figures in doc/x86_64-stream.md,
   "Fused crypt").

   Cores alone, 20 rounds, rdtsc ticks per call, p25 of 401, eight
   calls in a row, gcc 12 -O2; AMD EPYC Zen 4 (family 25 model 17),
   2026-11-22, all in one run:

     blocks           1     2     4     8    16    32
     C twin         263   568   468   981
     x86_64 (SSE2)  227   263   429
     x86_64/ssse3               393
     x86_64/avx2    227   230   276   383
     x86_64/avx512  214   221   253   357   481   867

   The SSE2 and SSSE3 4-block cores run 403 and 367-370 with the two
   c words swapped between pairs of quarter rounds, the SSE2 single
   block 221 and 2-block core 257 (doc/x86_64-stream.md, "The 4-block
   ChaCha cores of SSE2 and SSSE3").

   The hybrid cores (x86_64 SSE2 and SSSE3 5-block, AVX2 9-block: a
   block more in general registers on the integer ALUs, beside the
   vector rounds) take what the 4- and 8-block crypts take, 377-380
   and 377 ticks against 373-377 and 370 (SSE2: 412-416 against 406),
   so the 5-block width runs from 5 blocks (against 373 + 221) and
   the 9-block one from 9 (against 370 + 227); below that they gain
   nothing.  Only on AMD Zen, whose integer ALUs are apart from the
   vector pipes (the hybrid column of src/models.tab); with
   AVX-512 the 16-block width from 9 leaves no room for the 9-block
   one.  _symcrypt_stream_choose runs 16 blocks as two fused 8-block
   calls rather than 9 and 7 (doc/x86_64-stream.md, "One more block on
   the integer units").

   The 1- and 2-block assembly (SSE2 or VEX; an SSSE3 pshufb version
   took the same time) and the AVX2 and AVX-512 4-block cores are
   row-wise (a 128-bit lane per block, x86_64/machine.m4
   CHACHA_ROWS_*): one chain of dependent operations (one or two
   cycles each on Zen 4), each
   instruction doing up to four blocks; the SSE2 and SSSE3 4-block,
   the x86_64/avx2 8-block and the 16- and 32-block cores are
   column-wise (a lane per block), which needs fewer operations per
   block but a transpose.  Hence: the 2-block core from 2 blocks, the
   4-block core from 3 (253 against 221 + 214; SSSE3 370 and SSE2 403
   against 257 + 221), the 8-block one from 5
   (357 against 253 + 214; AVX2 383 against 276 + 227), the 16-block
   one from 9 (481 against 357 + 214), the 32-block one from 25 (867
   against 481 + 357; long messages run at 27 ticks per block against
   30 for the 16-block core).  The C 2-, 3- and 8-block twins never
   win; the C 4-block twin, which gcc vectorizes with SSE2, beats four
   single blocks.

   Zen 5 ran the thresholds above with no loss where it was measured;
   its figures are in doc/x86_64-stream.md, "Widths".

   32-bit x86 (gcc -m32 -O2, no __SSE2__; Zen 5): single block C
   221-228, C twins of the 2- and 4-block cores 630-655 and 1140-1190;
   x86/sse2 4-block 520-546, so it runs from 3 blocks on (against 3 x
   221); x86/sse2 8-block 832-858 (min and p25 of 2001), from 6 blocks
   on (against the 4-block core and two single blocks, 960).  No SSE2
   1- or 2-block core: row-wise ones take 409
   and 494 (against 221 and 2 x 221), one block being a single
   dependency chain of two-cycle operations.

   AArch64 (guest instructions per call under qemu-aarch64 -cpu
   cortex-a72, gcc 12 -O2, 20 rounds; cycles from the model of
   doc/arm64-cost-model.md): single block C 1065 (~480 cycles on
   Cortex-A72, two integer pipes), C 4-block twin 2004 (gcc vectorizes
   it with NEON), arm64 NEON 4-block 1226 (~1000 cycles: bound by the
   3-cycle latency of the quarter-round chain).  The counts would call
   the 4-block cores from 2 blocks on, the cycles from 3: 3, as on x86.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "cpu.h"

unsigned
_symcrypt_chacha_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  int hybrid = _symcrypt_cpu_integer_apart();
  _SYMCRYPT_STREAM_WIDTH(w, n, 32, 25, chacha_32core, 0);
  _SYMCRYPT_STREAM_CRYPT(w, n, chacha_32core, chacha_crypt_32core);
  _SYMCRYPT_STREAM_WIDTH(w, n, 16, 9, chacha_16core, 0);
  _SYMCRYPT_STREAM_CRYPT(w, n, chacha_16core, chacha_crypt_16core);
  if (hybrid)
    {
      _SYMCRYPT_STREAM_WIDTH(w, n, 9, 9, chacha_9core, 0);
      _SYMCRYPT_STREAM_CRYPT(w, n, chacha_9core, chacha_crypt_9core);
    }
  _SYMCRYPT_STREAM_WIDTH(w, n, 8, _SYMCRYPT_STREAM_MIN_8CORE, chacha_8core,
			 0);
  _SYMCRYPT_STREAM_CRYPT(w, n, chacha_8core, chacha_crypt_8core);
  if (hybrid)
    {
      _SYMCRYPT_STREAM_WIDTH(w, n, 5, 5, chacha_5core, 0);
      _SYMCRYPT_STREAM_CRYPT(w, n, chacha_5core, chacha_crypt_5core);
    }
  _SYMCRYPT_STREAM_WIDTH(w, n, 4, 3, chacha_4core,
			 _SYMCRYPT_STREAM_C_4CORE_FASTER);
  _SYMCRYPT_STREAM_CRYPT(w, n, chacha_4core, chacha_crypt_4core);
  _SYMCRYPT_STREAM_WIDTH(w, n, 3, 3, chacha_3core, 0);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, 2, chacha_2core, 0);
  _SYMCRYPT_STREAM_WIDTH1(w, n, chacha);
  return n;
}

struct _symcrypt_stream_widths _symcrypt_chacha_width_list = {
  .compute = _symcrypt_chacha_widths
};

/* The list the crypt loop reads from the library's load on, made from
   the variants src/setup.c chose.  */
static void __attribute__((constructor(SYMCRYPT_SETUP_AFTER_CHOICE)))
make_list(void)
{
  _symcrypt_stream_widths_make(&_symcrypt_chacha_width_list);
}

/* The crypt loop's paths for symcrypt_implementation_for_length.  */
const struct _symcrypt_by_length _symcrypt_chacha_by_length = {
  "chacha", _symcrypt_stream_paths, _symcrypt_stream_runs,
  &_symcrypt_chacha_width_list
};
