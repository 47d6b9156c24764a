dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/poly1305-blocks.asm -- Poly1305 blocks, ARMv6, radix 2^32.

C void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
C                                size_t blocks, const uint8_t *data,
C                                unsigned padbit)
C h = (h + block + padbit 2^128) r mod 2^130 - 5 for each 16-byte
C block (RFC 8439, 2.5); the C twin is src/mac/poly1305-blocks.c.  Needs
C ARMv6 in ARM state (the unaligned single-word loads of ARMv6 and
C later Linux).  No branch or address depends on the key or the data;
C the multipliers that finish early on small operands (ARM7, ARM9)
C predate ARMv6.
C
C The context holds r, s = 5 r[1..4] and h in radix 2^26
C (symcrypt/poly1305.h; 32-bit targets lack unsigned __int128).  This
C file converts r and h to radix 2^32 on entry and h back on exit, and
C works in between on four 32-bit words of r (clamped: below 2^28, the
C upper three multiples of 4) and h0..h3 plus a small h4:
C   d0 = h0 r0 + h1 s3 + h2 s2 + h3 s1
C   d1 = h0 r1 + h1 r0 + h2 s3 + h3 s2 + h4 s1
C   d2 = h0 r2 + h1 r1 + h2 r0 + h3 s3 + h4 s2
C   d3 = h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s3
C   d4 = h4 r0
C with s_i = r_i + r_i/4: a product at 2^(128 + 32 k) is 5/4 of it
C at 2^(32 k), exact since r1..r3 are multiples of 4.  Each column is
C below 2^63, and the carry out of one starts the next (umlal into the
C pair whose low word is the previous column's high one).  Then the
C bits of d4 from 2 up are folded back times 5.  h leaves below
C 2^130 + 2^128 (h4 at most 4), its top limb below 2^27, which the
C code and this one both take (the 26-bit C limbs stay below 2^28
C after the block is added, far from overflowing the 64-bit sums).
C
C Why radix 2^32: a block costs 20 multiplies (19 umull/umlal and a
C mla) and 53 instructions in all, where radix 2^26 needs 25
C multiplies, splitting the block into limbs and a 64-bit carry chain
C through five limbs: about 90 (doc/arm-cost-model.md).
C
C Measured (guest instructions per byte, qemu-arm -cpu cortex-a9 with
C the qemu-icount plugin (HACKING.md, Measuring), whole set_key+update+digest calls,
C 2026-11-22):
C
C   message              64 B    1 KiB   16 KiB
C   this file            10.8     3.8     3.3
C   C twin (gcc 12, 2^26) 19.9   13.3    12.9
C   OpenSSL 3.0 scalar   16.4     4.7     4.0   (OPENSSL_armcap=0)
C   OpenSSL 3.0 NEON     18.3     2.7     1.7
C   Nettle 3.8 (C)        9.4     7.4     7.3

	ARCH_SCALAR

C Registers in the block loop.
define(<H0>, <r4>)	C h, radix 2^32
define(<H1>, <r5>)
define(<H2>, <r6>)
define(<H3>, <r7>)
define(<H4>, <r8>)	C small; d4 after the products
define(<D0>, <r9>)	C the columns: the low word of d_i in D_i,
define(<D1>, <r10>)	C the high word in D_(i+1), then E
define(<D2>, <r11>)
define(<D3>, <r12>)
define(<E>, <lr>)
define(<DATA>, <r1>)	C next block, then d3's high word
define(<RA>, <r0>)	C r0, then other words of r and s
define(<RB>, <r2>)
define(<RC>, <r3>)

C Stack frame: r and s in radix 2^32, in stm order.
define(<FS1>, <0>)
define(<FS2>, <4>)
define(<FS3>, <8>)
define(<FR0>, <12>)
define(<FR1>, <16>)
define(<FR2>, <20>)
define(<FR3>, <24>)
define(<FPAD>, <28>)	C padbit
define(<FDATA>, <32>)	C next block
define(<FEND>, <36>)	C the end of the data
define(<FCTX>, <40>)	C ctx
define(<LOCALS>, <44>)

C Offsets in the context (symcrypt/poly1305.h, radix 2^26).
define(<CTX_R>, <0>)
define(<CTX_H>, <36>)

PROLOGUE(_symcrypt_poly1305_blocks)
	cmp	r1, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)
	str	r0, [sp, #FCTX]
	str	r3, [sp, #FPAD]
	add	r1, r2, r1, lsl #4
	str	r1, [sp, #FEND]
	mov	DATA, r2

	C r from five 26-bit limbs to four words; s = r + r / 4.
	ldm	r0, {r4, r5, r6, r7, r8}
	orr	D0, r4, r5, lsl #26
	mov	D1, r5, lsr #6
	orr	D1, D1, r6, lsl #20
	mov	D2, r6, lsr #12
	orr	D2, D2, r7, lsl #14
	mov	D3, r7, lsr #18
	orr	D3, D3, r8, lsl #8
	add	r4, D1, D1, lsr #2
	add	r5, D2, D2, lsr #2
	add	r6, D3, D3, lsr #2
	stm	sp, {r4, r5, r6, D0, D1, D2, D3}

	C h from radix 2^26 (limbs of any 32-bit value) to 2^32.
	add	r0, r0, #CTX_H
	ldm	r0, {D0, D1, D2, D3, E}
	adds	H0, D0, D1, lsl #26
	mov	RB, D1, lsr #6
	adcs	H1, RB, D2, lsl #20
	mov	RB, D2, lsr #12
	adcs	H2, RB, D3, lsl #14
	mov	RB, D3, lsr #18
	adcs	H3, RB, E, lsl #8
	mov	H4, E, lsr #24
	adc	H4, H4, #0

.Lblock:
	C h += block + padbit 2^128.
	ldr	D0, [DATA], #4
	ldr	D1, [DATA], #4
	ldr	D2, [DATA], #4
	ldr	D3, [DATA], #4
	ldr	RB, [sp, #FPAD]
	str	DATA, [sp, #FDATA]
	adds	H0, H0, D0
	adcs	H1, H1, D1
	adcs	H2, H2, D2
	adcs	H3, H3, D3
	adc	H4, H4, RB

	C d0 in D1:D0.
	ldr	RA, [sp, #FR0]
	ldr	RB, [sp, #FS3]
	ldr	RC, [sp, #FS2]
	ldr	E, [sp, #FS1]
	umull	D0, D1, H0, RA
	umlal	D0, D1, H1, RB
	umlal	D0, D1, H2, RC
	umlal	D0, D1, H3, E
	C d1 in D2:D1, on d0's carry.
	mov	D2, #0
	umlal	D1, D2, H4, E
	ldr	E, [sp, #FR1]
	umlal	D1, D2, H0, E
	umlal	D1, D2, H1, RA
	umlal	D1, D2, H2, RB
	umlal	D1, D2, H3, RC
	C d2 in D3:D2.
	mov	D3, #0
	umlal	D2, D3, H1, E
	umlal	D2, D3, H2, RA
	umlal	D2, D3, H3, RB
	umlal	D2, D3, H4, RC
	ldr	RC, [sp, #FR2]
	umlal	D2, D3, H0, RC
	C d3 in DATA:D3.
	mov	DATA, #0
	umlal	D3, DATA, H2, E
	umlal	D3, DATA, H3, RA
	umlal	D3, DATA, H4, RB
	umlal	D3, DATA, H1, RC
	ldr	RC, [sp, #FR3]
	umlal	D3, DATA, H0, RC
	C d4 = h4 r0 + d3's carry, below 2^32.
	mla	H4, H4, RA, DATA

	C Fold: 2^130 = 5, so d4 >> 2 comes back as 5 (d4 >> 2).
	bic	RB, H4, #3
	add	RB, RB, H4, lsr #2
	and	H4, H4, #3
	adds	H0, D0, RB
	adcs	H1, D1, #0
	adcs	H2, D2, #0
	adcs	H3, D3, #0
	adc	H4, H4, #0

	ldr	DATA, [sp, #FDATA]
	ldr	RB, [sp, #FEND]
	cmp	DATA, RB
	bne	.Lblock

	C h back to five 26-bit limbs (the top one below 2^27).
	bic	D0, H0, #0xfc000000
	mov	D1, H0, lsr #26
	orr	D1, D1, H1, lsl #6
	bic	D1, D1, #0xfc000000
	mov	D2, H1, lsr #20
	orr	D2, D2, H2, lsl #12
	bic	D2, D2, #0xfc000000
	mov	D3, H2, lsr #14
	orr	D3, D3, H3, lsl #18
	bic	D3, D3, #0xfc000000
	mov	E, H3, lsr #8
	orr	E, E, H4, lsl #24
	ldr	r0, [sp, #FCTX]
	add	r0, r0, #CTX_H
	stm	r0, {D0, D1, D2, D3, E}

	C r and s off the stack: seven zero words (r4-r7 are restored
	C below).
	mov	r1, #0
	mov	r2, #0
	mov	r3, #0
	mov	r4, #0
	mov	r5, #0
	mov	r6, #0
	mov	r7, #0
	stm	sp, {r1, r2, r3, r4, r5, r6, r7}

	add	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset -LOCALS>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_poly1305_blocks)
