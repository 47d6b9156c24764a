dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute.asm -- Keccak-p[1600, 24], one lane per
C xmm register, AVX-512 F and VL (vpternlogq, vprolq).
C
C Why: the rounds of x86_64/m4/keccak-avx512.m4 (KECCAK_ROUNDS_X8, here
C on xmm registers) need no shuffle and no lane complementing: 99
C vector operations a round, 29 of them rotations, and 10 register
C copies.  Zen 4 runs vpternlogq on its four vector pipes and vprolq on
C two (measured here: 0.27 and 0.50 cycles each in a long independent
C stream), so the bound is 99 / 4 = 24.75 cycles a round, 594 a
C permutation, 4.37 cycles a byte for SHA3-256's 136-byte blocks.  The
C rounds are unrolled so that each output row is theta, rho and chi on
C its own five lanes, and rotations overlap logic.  Only xmm registers
C are written (EVEX encodings zero the rest), so no 512-bit frequency
C licence applies.
C
C The unrolled rounds are about 18 KiB of code, so this function is the
C absorbing loop of x86_64/avx512/keccak-absorb.asm on one block of
C zeros (at the smallest rate, nine lanes).  A second copy of the
C rounds here, called right after that loop at the end of a message,
C took 1560 ticks for one 168-byte block and the permutation, against
C 1150-1170 with the code shared (the two copies did not stay in the
C caches together); the nine XORs of zeros cost about 5 cycles.
C
C Measured: doc/x86_64-hash.md, "Keccak".

dnl void _symcrypt_keccak_permute(uint64_t *state)
dnl STATE holds the 25 lanes, lane (x, y) at index x + 5y, host order.

PROLOGUE(_symcrypt_keccak_permute)
	mov	<$>1, %esi
	lea	.Lzero_block(%rip), %rdx
	mov	<$>72, %ecx
	jmp	C_NAME(_symcrypt_keccak_absorb)
EPILOGUE(_symcrypt_keccak_permute)

	RODATA
	.balign	8
.Lzero_block:
	.zero	72
