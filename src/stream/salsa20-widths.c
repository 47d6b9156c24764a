/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-widths.c -- the Salsa20 cores the crypt loop uses in this
   build, widest first, each from the number of blocks on where one
   call beats narrower ones.  The rule is chacha-widths.c's, and so is
   the fused crypt: the 8- and 16-block entries name salsa20_crypt_8core
   and salsa20_crypt_16core when they are assembly of the core's
   folder (figures in doc/x86_64-stream.md, "Fused crypt").

   Cores alone, 20 rounds, rdtsc ticks per call, p25 of 401, eight
   calls in a row, gcc 12 -O2; AMD EPYC Zen 4 (family 25 model 17),
   2026-11-22, all in one run:

     blocks           1     2     4     8    16
     C twin         253   510   448   897
     x86_64 (SSE2)        286   416
     x86_64/avx2    224   230   276   429
     x86_64/avx512  217   221   263   341   474

   (The SSE2 row, and the C twin of 1, 2 and 4 blocks again, 247-253,
   491 and 452-455, from a second run.)  The 1-, 2- and
   4-block AVX assembly, the SSE2 2-block core and the AVX-512 8-block
   core are row-wise in diagonal order (a 128-bit lane per block,
   x86_64/machine.m4 SALSA_ROWS_*); the SSE2 4-block, the AVX2 8-block
   and the 16-block cores are column-wise (a lane per block).  Hence:
   the 2-block core from 2 blocks, the 4-block one from 3 (263 against
   221 + 217), the 8-block one from 5 (341 against 263 + 217; AVX2 429
   against 276 + 224), the 16-block one from 9 (474 against 341 +
   217).  SSE2 (the sse2 and westmere tiers): the
   2-block core from 2 (286 against 2 x 250, and the C 4-block twin's
   452), the 4-block one from 3 (416 against 286 + 250).  An SSE2
   single block (237 here) lost through the crypt loop at 16 bytes
   (doc/x86_64-stream.md): the single block is C there.  The C 2- and
   8-block twins never win; the C 4-block twin, which gcc vectorizes
   with SSE2, beats three single blocks (and two where no 2-block
   assembly runs).

   The hybrid AVX2 9-block core (eight blocks on the vector units, a
   ninth in general registers on the integer ALUs) runs its fused
   crypt in 399-406 ticks against 393-396 for the 8-block one (Zen 4
   as above, 2026-11-23, interleaved in one process), so the 9-block
   width from 9 blocks (403 against 396 + 224); below 9 it
   costs what the 8-block core does, and 8 fused blocks still beat 9
   through the keystream core.  Only on AMD Zen, whose integer ALUs are
   apart from the vector pipes (the ChaCha rule: chacha-widths.c,
   src/models.tab); with AVX-512 the 16-block width from 9 leaves it no
   room (doc/x86_64-stream.md, "Salsa20: the ninth block too" and
   "Salsa20: four quarter rounds together").

   Zen 5's figures: doc/x86_64-stream.md, "Widths".

   32-bit x86 (gcc -m32 -O2, no __SSE2__; Zen 5): single block C
   210-221, C twins of the 2- and 4-block cores 587-596 and 1097-1115;
   x86/sse2 4-block 527-538, used from 3 blocks on; x86/sse2 8-block
   832-858 (min and p25 of 2001), used from 6 blocks on (against the
   4-block core and two single blocks, 960).  No SSE2 1- or 2-block
   core: row-wise ones take 490 and 507
   (against 220 and 2 x 220).

   AArch64 (guest instructions per call under qemu-aarch64 -cpu
   cortex-a72, gcc 12 -O2, 20 rounds; cycles from the model of
   doc/arm64-cost-model.md): single block C 751 (an add and an XOR
   with rotated operand per step, ~375 cycles on Cortex-A72), C 4-block
   twin 2006 (vectorized by gcc), arm64 NEON 4-block 1388 (~1000
   cycles, bound by the 12-cycle chain of each step).  The counts would
   call the 4-block cores from 2 blocks on, the cycles from 3: 3.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "cpu.h"

unsigned
_symcrypt_salsa20_widths(struct _symcrypt_stream_width *w)
{
  unsigned n = 0;
  _SYMCRYPT_STREAM_WIDTH(w, n, 16, 9, salsa20_16core, 0);
  _SYMCRYPT_STREAM_CRYPT(w, n, salsa20_16core, salsa20_crypt_16core);
  if (_symcrypt_cpu_integer_apart())
    {
      _SYMCRYPT_STREAM_WIDTH(w, n, 9, 9, salsa20_9core, 0);
      _SYMCRYPT_STREAM_CRYPT(w, n, salsa20_9core, salsa20_crypt_9core);
    }
  _SYMCRYPT_STREAM_WIDTH(w, n, 8, _SYMCRYPT_STREAM_MIN_8CORE, salsa20_8core,
			 0);
  _SYMCRYPT_STREAM_CRYPT(w, n, salsa20_8core, salsa20_crypt_8core);
  /* The vectorized C 4-block twin beats two single blocks too (448
     against 2 x 253) where no 2-block assembly runs.  */
  _SYMCRYPT_STREAM_WIDTH(w, n, 4,
			 &_symcrypt_salsa20_4core == &_symcrypt_salsa20_4core_c
			 && &_symcrypt_salsa20_2core == &_symcrypt_salsa20_2core_c
			 ? 2 : 3,
			 salsa20_4core, _SYMCRYPT_STREAM_C_4CORE_FASTER);
  _SYMCRYPT_STREAM_WIDTH(w, n, 2, 2, salsa20_2core, 0);
  _SYMCRYPT_STREAM_WIDTH1(w, n, salsa20);
  return n;
}

struct _symcrypt_stream_widths _symcrypt_salsa20_width_list = {
  .compute = _symcrypt_salsa20_widths
};

/* The list the crypt loop reads from the library's load on, made from
   the variants src/setup.c chose.  */
static void __attribute__((constructor(SYMCRYPT_SETUP_AFTER_CHOICE)))
make_list(void)
{
  _symcrypt_stream_widths_make(&_symcrypt_salsa20_width_list);
}

/* The crypt loop's paths for symcrypt_implementation_for_length.  */
const struct _symcrypt_by_length _symcrypt_salsa20_by_length = {
  "salsa20", _symcrypt_stream_paths, _symcrypt_stream_runs,
  &_symcrypt_salsa20_width_list
};
