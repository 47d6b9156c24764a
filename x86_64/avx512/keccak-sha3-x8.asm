dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-sha3-x8.asm -- SHA-3 messages in eight Keccak
C states at once, their final blocks padded and their digests written
C here, one state per 64-bit element of the zmm registers, AVX-512 F,
C BW and VL.
C
C void _symcrypt_keccak_sha3_x8(uint64_t *states, size_t blocks,
C                               const uint8_t *const *data, unsigned rate,
C                               const unsigned *last_bytes,
C                               uint8_t *const *digests)
C
C Why: the absorbing loop of keccak-absorb-x8.asm left each message's
C start and end to C, about a third of a 64-byte message's time: the
C padded block built in memory, the digest read lane by lane, the state
C set lane by lane with 8-byte stores that the 64-byte loads of the
C next call could not take their data from.  Here the last block of
C each state is read by byte-masked loads (which read nothing past the
C message), with the suffix merged in the same registers where the
C message ends there, straight into the usual transposes; only the
C 64 bytes holding the lanes that are gathered, and the final bit, go
C through the frame.  After the permutation the same transpose turns
C lanes 0 to 7 of the eight states back into eight digests, each
C written with one byte-masked store, and the ended states are zeroed.
C
C Measured: doc/sha3.md, "Many messages".

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<BLOCKS>, <%rsi>)
define(<RATE>, <%rcx>)
define(<LAST_BYTES>, <%r8>)
define(<DIGESTS>, <%r9>)
define(<KX8_STATES>, <%rdi>)
define(<KX8_DATA>, <%r10>)	dnl the table of the eight data pointers
define(<KX8_OFFSET>, <%r11>)	dnl the block's offset from each pointer
define(<KX8_ROW0>, <%rax>)	dnl two data pointers of the table
define(<KX8_ROW1>, <%rdx>)

dnl The frame: the 64 bytes of each state's last block that hold the
dnl lanes past the last whole 8 (KX8_ADD_BLOCK gathers them), at
dnl 192 j + 64 c for block j, chunk c of the block (bytes 64 c to
dnl 64 c + 63): c is 1 for the rates below 136, else 2.  That chunk
dnl holds the block's last byte too.
define(<KX8_FRAME>, <0>)
define(<FRAME_SIZE>, <1536>)

dnl MASKED_ROW(j, c, reg): chunk C of block J's last block into REG,
dnl from its data at the offset: a whole one, or, when DIGESTS[j] is
dnl not NULL, its final block: the message's bytes where their index
dnl in the block is below LAST_BYTES[j] (%k1), the suffix 0x06 at
dnl LAST_BYTES[j] (%k2), else zeros.  The byte-masked loads read no
dnl byte outside the message.
define(<MASKED_ROW>, <
	mov	eval(8 * $1)(KX8_DATA), %rax
	add	KX8_OFFSET, %rax
	cmpq	<$>0, eval(8 * $1)(DIGESTS)
	je	.Lwhole$1_$2
	vpbroadcastb	eval(4 * $1)(LAST_BYTES), $3
	vpcmpub	<$>6, .Lbyte_index+eval(64 * $2)(%rip), $3, %k1
	vpcmpeqb	.Lbyte_index+eval(64 * $2)(%rip), $3, %k2
	vmovdqu8	eval(64 * $2)(%rax), $3{%k1}{z}
	vpbroadcastb	.Lsuffix(%rip), $3{%k2}
	jmp	.Lrow$1_$2
.Lwhole$1_$2:
	vmovdqu64	eval(64 * $2)(%rax), $3
.Lrow$1_$2:>)

dnl KX8_LAST_ROWS(k, g): for KX8_ADD_BLOCK(last): blocks 2k and 2k + 1,
dnl lanes G to G + 7, in KX8_ROW_A and KX8_ROW_B; those lanes are in
dnl the block at every rate.
define(<KX8_ROW_A>, <%zmm30>)
define(<KX8_ROW_B>, <%zmm31>)
define(<KX8_LAST_ROWS>, <MASKED_ROW(eval(2 * $1), eval($2 / 8), KX8_ROW_A)
	MASKED_ROW(eval(2 * $1 + 1), eval($2 / 8), KX8_ROW_B)>)

dnl While the chunks of the frame are written (zmm25-31 are free then):
define(<CHUNK>, <%zmm25>)
define(<END>, <%zmm26>)	dnl only the final bit, 0x80 at byte RATE - 1
define(<SUFFIX_END>, <%zmm27>)	dnl 0x06 in each byte, ORed with END

dnl TAIL_CHUNKS(c): chunk C of the eight last blocks to the frame, padded
dnl where a message ends; %k3 the bytes of the chunk that are in the
dnl block.  The message's bytes are loaded over a copy
dnl of END and the suffix merged from SUFFIX_END, which holds the final
dnl bit too, for a message ending at byte RATE - 1.
define(<TAIL_CHUNKS>, <
	vpbroadcastb	%ecx, CHUNK
	vpcmpub	<$>6, .Lbyte_index+eval(64 * $1)(%rip), CHUNK, %k3
	lea	-1(RATE), %eax
	vpbroadcastb	%eax, CHUNK
	vpcmpeqb	.Lbyte_index+eval(64 * $1)(%rip), CHUNK, %k1
	mov	<$>0x80, %eax
	vpbroadcastb	%eax, CHUNK
	vmovdqu8	CHUNK, END{%k1}{z}
	vpbroadcastb	.Lsuffix(%rip), SUFFIX_END
	vporq	END, SUFFIX_END, SUFFIX_END<>forloop(<j>, 0, 7, <
	mov	eval(8 * j)(KX8_DATA), %rax
	add	KX8_OFFSET, %rax
	cmpq	<$>0, eval(8 * j)(DIGESTS)
	je	.Ltail_whole<>j<>_$1
	vpbroadcastb	eval(4 * j)(LAST_BYTES), CHUNK
	vpcmpub	<$>6, .Lbyte_index+eval(64 * $1)(%rip), CHUNK, %k1
	vpcmpeqb	.Lbyte_index+eval(64 * $1)(%rip), CHUNK, %k2
	vmovdqa64	END, CHUNK
	vmovdqu8	eval(64 * $1)(%rax), CHUNK{%k1}
	vmovdqu8	SUFFIX_END, CHUNK{%k2}
	jmp	.Ltail_row<>j<>_$1
.Ltail_whole<>j<>_$1:
	vmovdqu8	eval(64 * $1)(%rax), CHUNK{%k3}{z}
.Ltail_row<>j<>_$1:
	vmovdqa64	CHUNK, eval(KX8_FRAME + 192 * j + 64 * $1)(%rsp)>)>)

dnl DIGEST_ROW(i, imm, a, b): row I of the quarters' transpose
dnl (KX8_QUARTERS) to the register of the digest of state
dnl KX8_LANE0 + 2i, zmm8 up.
define(<DIGEST_ROW>, <
	vshufi64x2	$2, $3, $4, %zmm<>eval(8 + KX8_LANE0 + 2 * ($1))>)

dnl DIGESTS_OUT: lanes 0 to 7 (zmm0-7) transposed, so that zmm(8 + j)
dnl holds the first 64 bytes of state j; zmm21-29 are overwritten
dnl (KX8_EVEN0-3, KX8_ODD0-3 and KX8_TMP).
define(<DIGESTS_OUT>, <forloop(<k>, 0, 3, <
	vpunpcklqdq	%zmm<>eval(2 * k + 1), %zmm<>eval(2 * k), %zmm<>eval(21 + k)
	vpunpckhqdq	%zmm<>eval(2 * k + 1), %zmm<>eval(2 * k), %zmm<>eval(25 + k)>)
	define(<KX8_LANE0>, 0)dnl
	KX8_QUARTERS(KX8_EVEN0, KX8_EVEN1, KX8_EVEN2, KX8_EVEN3, <DIGEST_ROW>)
	define(<KX8_LANE0>, 1)dnl
	KX8_QUARTERS(KX8_ODD0, KX8_ODD1, KX8_ODD2, KX8_ODD3, <DIGEST_ROW>)>)

PROLOGUE(_symcrypt_keccak_sha3_x8)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	<$>-64, %rsp
	sub	<$>FRAME_SIZE, %rsp
	C lea, not mov: scripts/ct-scan follows a table of public pointers
	C through lea
	lea	(%rdx), KX8_DATA
	mov	%ecx, %ecx
	xor	KX8_OFFSET, KX8_OFFSET
	KX8_LOAD(0)
.Lblock:
	cmp	<$>1, BLOCKS
	je	.Llast
	KX8_ADD_BLOCK(data, _whole)
	jmp	.Lpermute
.Llast:
	C The last block of each state, the final ones padded: the chunk
	C of the gathered lanes through the frame, the others straight
	C from the data.
	cmp	<$>136, %ecx
	jb	.Ltail1
	TAIL_CHUNKS(2)
	jmp	.Ltailed
.Ltail1:
	TAIL_CHUNKS(1)
.Ltailed:
	KX8_ADD_BLOCK(last, _last)
	C When all eight messages end here (%k7 all ones), the states'
	C memory is not read again: their zeros are stored now, while the
	C permutation leaves the store unit idle, not after it.
	vmovdqu64	(DIGESTS), %zmm25
	vptestmq	%zmm25, %zmm25, %k7
	kortestb	%k7, %k7
	jnc	.Lpermute
	vpxord	%zmm25, %zmm25, %zmm25
	forloop(<j>, 0, 24, <
	vmovdqu64	%zmm25, eval(64 * j)(KX8_STATES)>)
.Lpermute:
	add	RATE, KX8_OFFSET
	KECCAK_ROUNDS_X8(0)
	dec	BLOCKS
	jnz	.Lblock

	C The states with a digest (%k6), and the others (%k5).
	vmovdqu64	(DIGESTS), %zmm25
	vptestmq	%zmm25, %zmm25, %k6
	kortestb	%k6, %k6
	jz	.Lkeep
	knotb	%k6, %k5
	C All end: the states are zeros in memory already.
	kortestb	%k6, %k6
	jc	.Ldigests
	C Those states zeroed, lanes 8 to 24 first, then 0 to 7 once the
	C digests are out of them.
	forloop(<j>, 8, 24, <
	vmovdqa64	%zmm<>j, %zmm<>j{%k5}{z}>)
	KX8_STORE(8)
	DIGESTS_OUT
	forloop(<j>, 0, 7, <
	vmovdqa64	%zmm<>j, %zmm<>j{%k5}{z}
	vmovdqu64	%zmm<>j, eval(64 * j)(KX8_STATES)>)
	jmp	.Lout
.Ldigests:
	DIGESTS_OUT
.Lout:
	C The digest's (200 - rate) / 2 bytes as a mask: 64 bits shifted
	C right by (rate - 72) / 2.
	sub	<$>72, %ecx
	shr	%ecx
	mov	<$>-1, %rax
	shr	%cl, %rax
	kmovq	%rax, %k7
	forloop(<j>, 0, 7, <
	mov	eval(8 * j)(DIGESTS), %rax
	test	%rax, %rax
	jz	.Lwritten<>j
	vmovdqu8	%zmm<>eval(8 + j), (%rax){%k7}
.Lwritten<>j:>)
	jmp	.Ldone
.Lkeep:
	KX8_STORE(0)
.Ldone:
	CLEAR_HIGH(16, 31)		C the states
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_sha3_x8)

KECCAK_RC_TABLE
	.balign	64
C The offsets of the eight last blocks in the frame, for the gathers.
.Lkx8_frame_rows:
	.quad	0, 192, 384, 576, 768, 960, 1152, 1344
	.balign	64
C SHA-3's suffix (FIPS 202, 6.1), the first padding byte.
.Lsuffix:
	.byte	0x06
	.balign	64
C The index of each byte of a block's first 192: 0, 1, ..., 191.
.Lbyte_index:forloop(<i>, 0, 191, <
	.byte	i>)
