dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/ccm-encrypt-blocks.asm, aes/ccm-decrypt-blocks.asm.
dnl arm64/ccm.m4 -- CCM (SP 800-38C) on whole blocks with the ARMv8 AES
dnl instructions: the body of ccm_encrypt_blocks and ccm_decrypt_blocks
dnl (CCM_BLOCKS), on the rounds and key registers of arm64/aes.m4.
dnl
dnl The CBC-MAC chain, M_i = E(M_(i-1) XOR P_i), is one block after
dnl another: its latency, NR rounds of AESE and AESMC a block, is the
dnl bound, and one CTR block's rounds run between the chain's, each
dnl AESE/AESMC pair of the chain followed by the counter block's, so
dnl that the in-order cores fill the chain's wait.  Four blocks a turn
dnl (one load and one store of 64 bytes), each a step of one chain block
dnl and one CTR block; the last 0 .. 3 blocks one step at a time.
dnl
dnl The chain register holds M XOR k_NR (the last round key not added):
dnl the next block's input M XOR P is then that register XOR (k_NR XOR
dnl P), and k_NR XOR P is also what the CTR block's last round wants
dnl added (encryption), or what the CTR block's rounds XOR C give
dnl (decryption): one EOR on the chain between its rounds, three a
dnl block in all.  Encryption runs block i's CTR beside its chain;
dnl decryption needs block i's plaintext before its chain, so it runs
dnl block i + 1's CTR beside block i's chain, block 0's CTR before and
dnl the last block's chain after.
dnl
dnl Registers: the chain in v0, the CTR block in v1, the data in v2 ..
dnl v5, k_NR XOR P in v7, the counter in v16 with its last 8 bytes a
dnl number in host order (REV64, which turns the first 8 bytes round
dnl and back again too), 1 in the high half of v6, the round keys in
dnl v17 .. v31.  The counter never carries out of its last 8 bytes
dnl (src/functions.def), so one 64-bit ADD is its increment.  No branch
dnl on and no index by the keys or the data.

dnl CCM_COUNTER: the counter block into v1, the counter past it.
define(<CCM_COUNTER>, <
	rev64	v1.16b, v16.16b
	add	v16.2d, v16.2d, v6.2d>)

dnl CCM_STEP(e|d, vD, first): one block of data in vD, the plaintext
dnl (E) or the ciphertext (D), to the other.  FIRST 0: beside the
dnl chain's rounds, of this block (E) or of the block before it (D, its
dnl k_NR XOR P in v7); FIRST 1 (D only): the CTR block alone, decryption's
dnl block 0.  Leaves this block's k_NR XOR P in v7.
define(<CCM_STEP>, <CCM_COUNTER
ifelse($1, e, <
	eor	v7.16b, $2.16b, v31.16b		C k_NR XOR P
	eor	v0.16b, v0.16b, v7.16b		C the chain's input, M XOR P>,
       $3, 0, <
	eor	v0.16b, v0.16b, v7.16b		C the last block's chain input>)
	AES_ROUNDS_BUT_KEY(e, NR, $3, 1)
ifelse($1, e, <
	C C = E(counter) XOR P
	eor	$2.16b, v1.16b, v7.16b>, <
	C v1 is E(counter) but for k_NR: v1 XOR C = k_NR XOR P; then P
	eor	v7.16b, v1.16b, $2.16b
	eor	$2.16b, v7.16b, v31.16b>)>)

dnl CCM_BLOCKS(name, e|d): the function NAME(keys, nr, state, blocks,
dnl dst, src); E encrypts, D decrypts.
define(<CCM_BLOCKS>, <
PROLOGUE($1)
	cbz	BLOCKS, .Ldone
	AES_LOAD_KEYS(KEYS, NR)
	C The chain as M XOR k_NR, the counter, the counter's step
	ld1	{v0.16b, v1.16b}, [STATE]
	eor	v0.16b, v0.16b, v31.16b
	rev64	v16.16b, v1.16b
	movi	v6.2d, <#>0
	mov	x9, <#>1
	mov	v6.d[1], x9
ifelse($2, d, <
	C Block 0's CTR alone
	ld1	{v2.16b}, [SRC], <#>16
	CCM_STEP(d, v2, 1)
	st1	{v2.16b}, [DST], <#>16>)
	C The blocks left less the first turn's four (decryption: block 0 too)
	subs	BLOCKS, BLOCKS, <#>ifelse($2, d, 5, 4)
	b.lo	.Ltail
.Lfour:
	C Four blocks, a step each
	ld1	{v2.16b, v3.16b, v4.16b, v5.16b}, [SRC], <#>64
	forloop(<j>, 2, 5, <CCM_STEP($2, v<>j, 0)>)
	st1	{v2.16b, v3.16b, v4.16b, v5.16b}, [DST], <#>64
	subs	BLOCKS, BLOCKS, <#>4
	b.hs	.Lfour
.Ltail:
	C The last 0 .. 3 blocks
	adds	BLOCKS, BLOCKS, <#>4
	b.eq	.Lend
.Lone:
	ld1	{v2.16b}, [SRC], <#>16
	CCM_STEP($2, v2, 0)
	st1	{v2.16b}, [DST], <#>16
	subs	BLOCKS, BLOCKS, <#>1
	b.ne	.Lone
.Lend:
ifelse($2, d, <
	C The last block's chain alone
	eor	v0.16b, v0.16b, v7.16b
	AES_ROUNDS_BUT_KEY(e, NR, 0, 0)>)
	C The state back (k_NR added to the chain); the chain and v7
	C (k_NR XOR P, which with P gives the last round key) cleared
	eor	v0.16b, v0.16b, v31.16b
	rev64	v1.16b, v16.16b
	st1	{v0.16b, v1.16b}, [STATE]
	movi	v0.2d, <#>0
	movi	v7.2d, <#>0
.Ldone:
	ret
EPILOGUE($1)>)
