dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-restart-x8.asm -- HMAC's restarts in eight
C interleaved Keccak states, AVX-512 F.
C
C void _symcrypt_keccak_restart_x8(uint64_t *states,
C                                 const uint64_t *restart,
C                                 unsigned outer, unsigned ended)
C
C Why: set lane by lane in C, a restarted state is 25 8-byte stores,
C from which the 64-byte loads of the next call of keccak_sha3_x8 could
C not take their data.  Here each lane of the eight states is one
C register: the lane of the inner or the outer state broadcast into it
C under masks of the ended states, then stored whole.
C
C Measured: doc/sha3.md, "HMAC-SHA3 many".

define(<STATES>, <%rdi>)
define(<RESTART>, <%rsi>)
define(<OUTER>, <%edx>)
define(<ENDED>, <%ecx>)

PROLOGUE(_symcrypt_keccak_restart_x8)
	kmovw	ENDED, %k1
	kmovw	OUTER, %k2
	C %k2: the ended states that take the outer state; %k3: the
	C ended states that take the inner one.
	kandw	%k1, %k2, %k2
	kandnw	%k1, %k2, %k3
	forloop(<i>, 0, 24, <
	vmovdqu64	eval(64 * i)(STATES), %zmm<>eval(i % 4)
	vpbroadcastq	eval(8 * i)(RESTART), %zmm<>eval(i % 4){%k3}
	vpbroadcastq	eval(200 + 8 * i)(RESTART), %zmm<>eval(i % 4){%k2}
	vmovdqu64	%zmm<>eval(i % 4), eval(64 * i)(STATES)>)
	vzeroupper
	ret
EPILOGUE(_symcrypt_keccak_restart_x8)
