dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/sha1-last.asm, sha_ni/sha1-last.asm, sha_ni/sha256-hmac-end.asm, sha_ni/sha256-last.asm.
dnl x86_64/m4/sha-pad.m4 -- the padded last block of a SHA-1 or SHA-256
dnl message, made in four xmm registers from the hash's context.
dnl
dnl Why: written by byte stores and memset just before, the padded
dnl block reached the 16-byte loads of the SHA extensions' code only
dnl when the stores had left for the cache, which they do after every
dnl older instruction has finished, the previous block's rounds among
dnl them; made in registers, it waits for nothing.
dnl
dnl The user names HASH (the context) and T (an xmm register), and puts
dnl SHA_PAD_CONSTANTS in its RODATA.
define(<INDEX>, <%rcx>)		dnl message bytes in the block, modulo 64
define(<INDEX32>, <%ecx>)
define(<BITS>, <%rdx>)		dnl the message's bit length, big-endian
define(<BLOCKS>, <%r8d>)	dnl blocks left: 2 when the length does
				dnl not fit after the message
define(<MASKS>, <%r9>)		dnl 64 - INDEX bytes into the padding tables

dnl SHA_PAD_LENGTH(count offset, index offset): INDEX the bytes of the
dnl message in the block (the context's index modulo 64), BITS the
dnl message's bit length, count * 512 + INDEX * 8, as big-endian bytes,
dnl BLOCKS 2 when the length does not fit after the message, else 1.
define(<SHA_PAD_LENGTH>, <
	mov	$2(HASH), INDEX32
	and	<$>63, INDEX32
	mov	$1(HASH), BITS
	shl	<$>9, BITS
	lea	(BITS, INDEX, 8), BITS
	bswap	BITS
	mov	<$>2, BLOCKS
	cmp	<$>56, INDEX32
	sbb	<$>0, BLOCKS>)

dnl SHA_PAD_QUARTER(q, reg): REG, the block's quarter Q, with the bytes
dnl below INDEX kept, 0x80 at INDEX and zeros after, by windows on the
dnl two tables of SHA_PAD_CONSTANTS.
define(<SHA_PAD_QUARTER>, <
	movdqu	eval(16 * ($1))(MASKS), T	C 0xff below INDEX
	pand	T, $2
	movdqu	eval(128 + 16 * ($1))(MASKS), T	C 0x80 at INDEX
	por	T, $2>)

dnl SHA_PAD_QUARTERS(block offset, r0, r1, r2, r3): the block at BLOCK
dnl OFFSET(HASH), padded after INDEX bytes, in R0..R3 (bytes in memory
dnl order; the length is SHA_PAD_BITS's).  The tables are read from
dnl 64 - INDEX on: the window of a byte at position p is 0xff where p is
dnl below INDEX and 0x80 where p is INDEX.  The quarters below the one
dnl INDEX is in are taken as they are, by branches on INDEX (the length
dnl of the message, public): so that the rounds of the first quarters
dnl need not wait for the load of the index and the tables.
define(<SHA_PAD_QUARTERS>, <
	movdqu	$1(HASH), $2
	movdqu	eval($1 + 16)(HASH), $3
	movdqu	eval($1 + 32)(HASH), $4
	movdqu	eval($1 + 48)(HASH), $5
	lea	.Lpad_masks+64(%rip), MASKS
	sub	INDEX, MASKS
	cmp	<$>16, INDEX32
	jb	1f
	cmp	<$>32, INDEX32
	jb	2f
	cmp	<$>48, INDEX32
	jb	3f
	jmp	4f
1:	SHA_PAD_QUARTER(0, $2)
2:	SHA_PAD_QUARTER(1, $3)
3:	SHA_PAD_QUARTER(2, $4)
4:	SHA_PAD_QUARTER(3, $5)>)

dnl SHA_PAD_BITS(r3): when this is the last block (BLOCKS 1), the bit
dnl length into the last eight bytes of R3.
define(<SHA_PAD_BITS>, <
	cmp	<$>1, BLOCKS
	jne	1f
	movq	BITS, T
	pslldq	<$>8, T
	por	T, $1
1:>)

dnl SHA_PAD_STORE(block offset, r0, r1, r2, r3): R0..R3 back into the
dnl block at BLOCK OFFSET(HASH), where the C twins pad (MD_LAST): the
dnl block after is the last one compressed, in either.
define(<SHA_PAD_STORE>, <
	movdqu	$2, $1(HASH)
	movdqu	$3, eval($1 + 16)(HASH)
	movdqu	$4, eval($1 + 32)(HASH)
	movdqu	$5, eval($1 + 48)(HASH)>)

dnl SHA_PAD_BLOCKS(r0, r1, r2, r3, compress, exit[, block offset]): the
dnl BLOCKS padded blocks from R0..R3 as SHA_PAD_QUARTERS left them: the
dnl bit length put into the last (SHA_PAD_BITS), each block stored back
dnl into the block at BLOCK OFFSET(HASH) when that is given
dnl (SHA_PAD_STORE), then COMPRESS (the rounds of R0..R3 into the
dnl state); a second block is zeros and the length.  Jumps to EXIT after
dnl the last.
define(<SHA_PAD_BLOCKS>, <
.Lpadded:
	SHA_PAD_BITS($4)
ifelse($7, , , <	SHA_PAD_STORE($7, $1, $2, $3, $4)
>)dnl
	$5
	dec	BLOCKS
	jz	$6
	C a block of zeros and the length
	pxor	$1, $1
	pxor	$2, $2
	pxor	$3, $3
	pxor	$4, $4
	jmp	.Lpadded>)

dnl SHA_PAD_CONSTANTS: 64 bytes of 0xff and 64 of zeros (the masks),
dnl then 64 zeros, 0x80 and 63 zeros (the padding byte).
define(<SHA_PAD_CONSTANTS>, <
.Lpad_masks:
	.fill	64, 1, 0xff
	.fill	128, 1, 0
	.byte	0x80
	.fill	63, 1, 0>)
