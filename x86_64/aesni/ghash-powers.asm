dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/ghash-powers.asm -- the powers H^2 .. H^8 of the GHASH
C key with PCLMULQDQ, in registers.
C
C Why: the C twin makes H^i as the hash of a zero block from the state
C H^(i - 1), seven calls of ghash_blocks one after another, each of
C which loads and prepares its power, stores its state and (vaes512)
C sets up its masks.  Here H is prepared once and the products stay in
C registers, in three steps of the critical path instead of seven:
C H^2; then H^3 and H^4 from it; then H^5 .. H^8 from H^4, side by
C side.  A set_key is mostly this and the AES key expansion, and an
C application that keys each message (openssl speed through the
C provider module) pays it every time.
C
C Each value is kept times x^-1 (x86-common/ghash-pclmul.m4's prepared
C form): the product of two prepared values, reduced, is the prepared
C form of their product, so no operand is prepared again; the results
C lose their factor x^-1 (a rotation by one bit and a fold of the bit
C that went round) on their way out.
C
C Measured (TSC ticks a call, medians of 31 runs of 2000; AMD EPYC
C Zen 4, family 25 model 17, shared, 2026-11-28): 85, where the C
C twin's seven calls of x86_64/vaes512's ghash_blocks take 340
C (doc/x86_64-aes.md, "GCM's key setup in registers").
C
C The function is in this folder because GCM is its only user.

dnl void _symcrypt_ghash_powers(uint8_t *powers)
dnl POWERS holds H^1, 16 bytes in GCM's byte order; H^2 .. H^8 follow
dnl it, 16 bytes each.

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl

define(<POWERS>, <%rdi>)
define(<P1>, <%xmm0>)		C H^1 .. H^8, prepared
define(<P2>, <%xmm1>)
define(<P3>, <%xmm2>)
define(<P4>, <%xmm3>)
define(<P5>, <%xmm4>)
define(<P6>, <%xmm5>)
define(<P7>, <%xmm6>)
define(<P8>, <%xmm7>)
define(<KAR1>, <%xmm8>)		C GHASH_POWER's halves of H, not used
define(<FOLD>, <%xmm15>)	C bits 120, 125 and 126: GFPOLY's, rotated

dnl MUL(a, b, r): R = A B, prepared (times x^-1), from A and B prepared:
dnl the four 64 x 64-bit products (LO the low halves', HI the high
dnl halves', MI the two others'), then the reduction of REDUCE
dnl (x86-common/ghash-pclmul.m4) with its middle already true.  R may
dnl be A but not B.  LO, MI and T are lost.
define(<MUL>, <
	movdqa	$1, LO
	pclmulqdq <$>0x00, $2, LO
	movdqa	$1, MI
	pclmulqdq <$>0x01, $2, MI
	movdqa	$1, T
	pclmulqdq <$>0x10, $2, T
	pxor	T, MI
	movdqa	$1, $3
	pclmulqdq <$>0x11, $2, $3
	C The low 64 bits of LO, times GFPOLY's high half, into the middle.
	movdqa	LO, T
	pclmulqdq <$>0x10, GFPOLY, T
	pshufd	<$>0x4e, LO, LO
	pxor	T, MI
	pxor	LO, MI
	C The low 64 bits of the middle likewise into the high 128 bits.
	movdqa	MI, T
	pclmulqdq <$>0x10, GFPOLY, T
	pshufd	<$>0x4e, MI, MI
	pxor	T, $3
	pxor	MI, $3>)

dnl STORE(p, offset): the prepared value P back to a block of GCM's
dnl byte order at POWERS + OFFSET.  GHASH_POWER made P = the value
dnl rotated left by one bit, XORed with bits 121, 126 and 127 when bit
dnl 127 went round to bit 0; so P rotated right by one bit is the value
dnl XORed with bits 120, 125 and 126 when its bit 127 is set.  P and T
dnl are lost.
define(<STORE>, <
	pshufd	<$>0x4e, $1, T
	psllq	<$>63, T		C bit 0 of each half to bit 63 of the other
	psrlq	<$>1, $1
	pxor	T, $1
	pshufd	<$>0xff, $1, T
	psrad	<$>31, T		C bit 127, in every bit
	pand	FOLD, T
	pxor	T, $1
	pshufb	BSWAP, $1
	movdqu	$1, $2<>(POWERS)>)

	.file "ghash-powers.asm"

PROLOGUE(_symcrypt_ghash_powers)
	movdqa	.Lbswap(%rip), BSWAP
	movdqa	GFPOLY, FOLD
	psrlq	$1, FOLD
	GHASH_POWER((POWERS), P1, KAR1)

	C H^2; H^3 and H^4 from it; H^5 .. H^8 from H^4.
	MUL(P1, P1, P2)
	MUL(P2, P1, P3)
	MUL(P2, P2, P4)
	MUL(P4, P1, P5)
	MUL(P4, P2, P6)
	MUL(P4, P3, P7)
	MUL(P4, P4, P8)

	STORE(P2, 16)
	STORE(P3, 32)
	STORE(P4, 48)
	STORE(P5, 64)
	STORE(P6, 80)
	STORE(P7, 96)
	STORE(P8, 112)

	C The registers that held H and its products, zeroed.
	pxor	P1, P1
	pxor	P2, P2
	pxor	P3, P3
	pxor	P4, P4
	pxor	P5, P5
	pxor	P6, P6
	pxor	P7, P7
	pxor	P8, P8
	pxor	KAR1, KAR1
	pxor	LO, LO
	pxor	MI, MI
	pxor	T, T
	ret
EPILOGUE(_symcrypt_ghash_powers)

GHASH_RODATA
