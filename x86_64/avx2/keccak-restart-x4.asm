dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/keccak-restart-x4.asm -- HMAC's restarts in four
C interleaved Keccak states, AVX2.
C
C void _symcrypt_keccak_restart_x4(uint64_t *states,
C                                 const uint64_t *restart,
C                                 unsigned outer, unsigned ended)
C
C Why: as x86_64/avx512/keccak-restart-x8.asm, for the four states of
C keccak_sha3_x4: each lane of the four states is one register, the
C inner and outer states' lane broadcast and blended into it under
C masks of the ended states, then stored whole.
C
C Measured: doc/sha3.md, "HMAC-SHA3 many".

define(<STATES>, <%rdi>)
define(<RESTART>, <%rsi>)
define(<OUTER>, <%edx>)
define(<ENDED>, <%ecx>)
define(<TO_OUTER>, <%ymm0>)	dnl all ones in state j's element when
define(<TO_RESTART>, <%ymm1>)	dnl bit j of OUTER (ENDED) is set
define(<BITS>, <%ymm2>)

dnl MASK(bits, reg): all ones in element j of REG where bit j of BITS
dnl (a 32-bit register) is set.
define(<MASK>, <
	vmovd	$1, XMM($2)
	vpbroadcastd	XMM($2), $2
	vpand	BITS, $2, $2
	vpcmpeqq	BITS, $2, $2>)

PROLOGUE(_symcrypt_keccak_restart_x4)
	vmovdqa	.Lstate_bits(%rip), BITS
	MASK(OUTER, TO_OUTER)
	MASK(ENDED, TO_RESTART)
	forloop(<i>, 0, 24, <
	vpbroadcastq	eval(8 * i)(RESTART), %ymm3
	vpbroadcastq	eval(200 + 8 * i)(RESTART), %ymm4
	vpblendvb	TO_OUTER, %ymm4, %ymm3, %ymm3
	vmovdqu	eval(32 * i)(STATES), %ymm4
	vpblendvb	TO_RESTART, %ymm3, %ymm4, %ymm4
	vmovdqu	%ymm4, eval(32 * i)(STATES)>)
	vzeroupper
	ret
EPILOGUE(_symcrypt_keccak_restart_x4)

	RODATA
	.balign	32
C Bit j in element j, for MASK.
.Lstate_bits:
	.quad	1, 2, 4, 8
