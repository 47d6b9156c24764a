dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/aegis128x2-absorb.asm, vaes/aegis128x2-encrypt.asm, vaes/aegis128x2-decrypt.asm, vaes/aegis128x2-init.asm, vaes/aegis128x2-start.asm, vaes/aegis128x2-finish.asm, vaes/aegis128x4-absorb.asm, vaes/aegis128x4-encrypt.asm, vaes/aegis128x4-decrypt.asm, vaes/aegis128x4-init.asm, vaes/aegis256x2-absorb.asm, vaes/aegis256x2-encrypt.asm, vaes/aegis256x2-decrypt.asm, vaes/aegis256x2-init.asm, vaes/aegis256x2-start.asm, vaes/aegis256x2-finish.asm, vaes/aegis256x4-absorb.asm, vaes/aegis256x4-encrypt.asm, vaes/aegis256x4-decrypt.asm, vaes/aegis256x4-init.asm, vaes512/aegis128x4-absorb.asm, vaes512/aegis128x4-encrypt.asm, vaes512/aegis128x4-decrypt.asm, vaes512/aegis128x4-init.asm, vaes512/aegis256x4-absorb.asm, vaes512/aegis256x4-encrypt.asm, vaes512/aegis256x4-decrypt.asm, vaes512/aegis256x4-init.asm, vaes512/aegis128x2-absorb.asm, vaes512/aegis128x2-encrypt.asm, vaes512/aegis128x2-decrypt.asm, vaes512/aegis128x2-init.asm, vaes512/aegis128x2-start.asm, vaes512/aegis128x2-finish.asm, vaes512/aegis256x2-absorb.asm, vaes512/aegis256x2-encrypt.asm, vaes512/aegis256x2-decrypt.asm, vaes512/aegis256x2-init.asm, vaes512/aegis256x2-start.asm, vaes512/aegis256x2-finish.asm, vaes512/aegis128x4-start.asm, vaes512/aegis128x4-finish.asm, vaes512/aegis256x4-start.asm, vaes512/aegis256x4-finish.asm, vaes512/aegis128x4-seal-message.asm, vaes512/aegis128x4-open-message.asm, vaes512/aegis256x4-seal-message.asm, vaes512/aegis256x4-open-message.asm, vaes/aegis128x2-seal-message.asm, vaes/aegis128x2-open-message.asm, vaes/aegis256x2-seal-message.asm, vaes/aegis256x2-open-message.asm, vaes512/aegis128x2-seal-message.asm, vaes512/aegis128x2-open-message.asm, vaes512/aegis256x2-seal-message.asm, vaes512/aegis256x2-open-message.asm.
dnl x86_64/m4/aegis.m4 -- the X forms of AEGIS with VAES: the body of
dnl the block functions (src/functions.def), AEGIS_VBLOCKS, on ymm
dnl registers (x86_64/vaes) or zmm (x86_64/vaes512).  A register holds
dnl one block of the state of every instance it runs (block J of
dnl instance I is at byte 16 (D J + I) of the state: one load).  With
dnl ymm registers the X4 forms run instances 0 and 1, then 2 and 3, as
dnl two X2 states over the same blocks (their message bytes are 32
dnl apart), since the sixteen ymm registers hold one half of
dnl AEGIS-128X4's state and what an update needs, not the whole; with
dnl zmm registers all four at once.
dnl
dnl The update keeps every block in its register: VAESENC K, X, Y makes
dnl Y the round of X XOR K, so new block I (I > 0) goes into block I's
dnl own register as soon as block I + 1 has been made, from the top
dnl down.  The blocks that take the message are made as the round with
dnl a zero key, XORed after it with the old block and the message (the
dnl round of X with key K is the round with a zero key, XOR K): new
dnl block 0 is T ^ S0 ^ M0, T the round of the last block, made first
dnl (and block 4 from U, the round of block 3).  No register names
dnl rotated, and no round waits for the XOR that ends the last update:
dnl block 0 depends on itself through one XOR (VPTERNLOGQ) an update,
dnl not through a round and an XOR, which on this core (Intel Xeon,
dnl family 6 model 167) held the zmm loop to the chain's latency.  With
dnl EVEX new block 4 is made in U as soon as U's round is, and copied
dnl into S4 in its turn (the one copy): on Zen 4 the same instructions
dnl with that XOR after the rounds of blocks 7 to 5 ran AEGIS-128X4's
dnl loop slower (doc/aegis.md, "Block 4's XOR and the zero-key rounds
dnl first").
dnl
dnl On zmm (AVX-512) the keystream and the message are folded with
dnl VPTERNLOGQ, three inputs an instruction: the ciphertext M ^ S1 ^ S6
dnl ^ (S2 & S3) is two instructions where VPAND and VPXOR take four.
dnl This core (Intel Xeon, family 6 model 167) runs 512-bit vector
dnl instructions on two ports only, VAESENC on one of them: eight
dnl rounds and ten logic instructions an update of AEGIS-128X4 left the
dnl rounds' port shared (0.76 of libaegis at 16 KiB), eight and six
dnl leave it to the rounds.  x86_64/vaes512 runs the X2 forms on ymm
dnl the same way (EVEX: VPTERNLOGQ on ymm needs AVX-512VL), where
dnl x86_64/vaes has VPAND and VPXOR and one XOR more an update (S0 ^ M0
dnl before the round's result).

dnl Why each .asm file that reads this one is there, and what it
dnl measured (their headers point here).
dnl
dnl vaes/aegis128x2-absorb.asm, vaes/aegis128x2-decrypt.asm,
dnl   vaes/aegis128x2-encrypt.asm, vaes/aegis128x4-absorb.asm,
dnl   vaes/aegis128x4-decrypt.asm, vaes/aegis128x4-encrypt.asm,
dnl   vaes/aegis256x2-absorb.asm, vaes/aegis256x2-decrypt.asm,
dnl   vaes/aegis256x2-encrypt.asm, vaes/aegis256x4-absorb.asm,
dnl   vaes/aegis256x4-decrypt.asm, vaes/aegis256x4-encrypt.asm:
dnl Why: VAESENC on a ymm register runs the rounds of two AES blocks, as
dnl many a cycle as AESENC on xmm runs of one; the X forms are the
dnl draft's way to fill that width.
dnl vaes/aegis128x2: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark -t avx2, medians of three runs; AMD EPYC, family
dnl 25 model 17, shared, load average about 8, 2026-11-29): seal 0.082,
dnl open 0.087 (libaegis 0.084, 0.088), where AEGIS-128L with AES-NI
dnl takes 0.151 and 0.157; Intel Xeon (family 6 model 167, 2026-11-28):
dnl seal 0.13, open 0.14.  The block functions alone (16 KiB, the best of
dnl 200 runs of 20 calls), the update in place: encrypt 0.080, decrypt
dnl 0.084; AEGIS-256X2 0.122 and 0.133 (doc/aegis.md has the figures of
dnl the rotated names before it).
dnl vaes/aegis128x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians, SYMCRYPT_FAT_OVERRIDE=vaes,vpclmul;
dnl Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.16, open
dnl 0.17; x86_64/vaes512 0.14, 0.15.
dnl vaes/aegis256x2: not measured (the benchmark had no AEGIS-256X2 row
dnl then; doc/aegis.md has its figures now).
dnl vaes/aegis256x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians, SYMCRYPT_FAT_OVERRIDE=vaes,vpclmul;
dnl Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.21, open
dnl 0.28; x86_64/vaes512 0.16, 0.19.
dnl
dnl vaes/aegis128x2-init.asm, vaes/aegis128x4-init.asm,
dnl   vaes512/aegis128x4-init.asm:
dnl Why: the ten updates of the initialisation in one call, not a call
dnl each with C code between them, which on short messages cost more
dnl than the updates.
dnl
dnl vaes/aegis256x2-init.asm, vaes/aegis256x4-init.asm,
dnl   vaes512/aegis256x4-init.asm:
dnl Why: the sixteen updates of the initialisation in one call, not a
dnl call each with C code between them, which on short messages cost
dnl more than the updates.
dnl
dnl vaes/aegis128x2-start.asm, vaes/aegis128x2-finish.asm,
dnl   vaes/aegis256x2-start.asm, vaes/aegis256x2-finish.asm:
dnl Why: the Init's and the Finalize's updates with their messages
dnl made in registers from the key and nonce, or from the state and the
dnl lengths, not written to the scratch (640 and 448 bytes for
dnl AEGIS-128X2) and loaded back; figures in doc/aegis.md, "Per
dnl message".
dnl
dnl vaes512/aegis128x4-start.asm, vaes512/aegis128x4-finish.asm,
dnl   vaes512/aegis256x4-start.asm, vaes512/aegis256x4-finish.asm:
dnl Why: as the X2 forms' start and finish, the four instances in zmm:
dnl no 1280 and 896 bytes of messages (AEGIS-128X4) written, loaded back
dnl and wiped a message; figures in doc/aegis.md, "The X4 forms' start
dnl and finish".  start makes the state's first blocks too
dnl (AEGIS_VFIRST), where C stored them as rows that its loads waited
dnl for; figures in doc/aegis.md, "The X4 forms' first blocks".
dnl
dnl vaes512/aegis128x4-seal-message.asm,
dnl   vaes512/aegis128x4-open-message.asm,
dnl   vaes512/aegis256x4-seal-message.asm,
dnl   vaes512/aegis256x4-open-message.asm:
dnl Why: seal and open of a whole message in one call, as AEGIS-128L's
dnl and AEGIS-256's (x86_64/m4/aegis-xmm.m4), the four instances' state
dnl in zmm registers from the Init to the tags: no state stored and
dnl loaded by four calls of block functions, no padded block stored in
dnl 16-byte pieces for a 64-byte load, no state to wipe; figures in
dnl doc/aegis.md, "One call a message of the X4 forms".
dnl
dnl vaes/aegis128x2-seal-message.asm, vaes/aegis128x2-open-message.asm,
dnl   vaes/aegis256x2-seal-message.asm, vaes/aegis256x2-open-message.asm,
dnl   vaes512/aegis128x2-seal-message.asm,
dnl   vaes512/aegis128x2-open-message.asm,
dnl   vaes512/aegis256x2-seal-message.asm,
dnl   vaes512/aegis256x2-open-message.asm:
dnl Why: seal and open of a whole message in one call, the state in
dnl registers from the Init to the tags, where start, absorb, encrypt
dnl (decrypt) and finish each load and store it and C builds the Init's
dnl first blocks and reads the tags from memory; figures in
dnl doc/aegis.md, "One call a message of the X2 forms".
dnl
dnl vaes512/aegis128x2-absorb.asm, vaes512/aegis128x2-decrypt.asm,
dnl   vaes512/aegis128x2-encrypt.asm, vaes512/aegis128x2-init.asm,
dnl   vaes512/aegis128x2-start.asm, vaes512/aegis128x2-finish.asm,
dnl   vaes512/aegis256x2-absorb.asm, vaes512/aegis256x2-decrypt.asm,
dnl   vaes512/aegis256x2-encrypt.asm, vaes512/aegis256x2-init.asm,
dnl   vaes512/aegis256x2-start.asm, vaes512/aegis256x2-finish.asm:
dnl Why: the X2 forms on ymm as x86_64/vaes runs them, the keystream,
dnl the text and the new blocks 0 and 4 folded with VPTERNLOGQ (EVEX on
dnl ymm, AVX-512VL): two instructions a keystream half where VPAND and
dnl VPXOR take four, and no XOR of S0 and M0 before the round's result.
dnl vaes512/aegis128x2, vaes512/aegis256x2: Measured: doc/aegis.md,
dnl "EVEX on the avx512 tier".
dnl
dnl vaes512/aegis128x4-absorb.asm, vaes512/aegis128x4-decrypt.asm,
dnl   vaes512/aegis128x4-encrypt.asm, vaes512/aegis256x4-absorb.asm,
dnl   vaes512/aegis256x4-decrypt.asm, vaes512/aegis256x4-encrypt.asm:
dnl Why: one VAESENC on a zmm register runs the rounds of four AES
dnl blocks, the state of the four instances in eight (six) registers,
dnl where x86_64/vaes runs two halves one after the other.
dnl vaes512/aegis128x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians; Intel Xeon, family 6 model 167, shared,
dnl 2026-11-28): seal 0.14, open 0.15; x86_64/vaes's two halves 0.16 and
dnl 0.17.  This core runs one VAESENC on zmm a cycle, as many blocks as
dnl two on ymm: the X4 form gains here only the halved loads, stores and
dnl loop.  The block functions alone (16 KiB, the best of 200 runs of 20
dnl calls), the update in place and VPTERNLOGQ: encrypt 0.044, decrypt
dnl 0.041; libaegis's whole seal and open (AVX-512) 0.050 in the same
dnl program (doc/aegis.md, with the figures before).
dnl On AMD EPYC (family 25 model 17, two vCPUs shared, 2026-11-29): the
dnl block functions alone (the best of 300 batches of 10 calls) encrypt
dnl 0.047, decrypt 0.048, 93 and 91 % of the bound (eight zmm VAESENC
dnl a block, one a cycle), libaegis's loop 0.0505; symcrypt-benchmark
dnl at 16 KiB, ours / libaegis: seal 1.10, open 1.10.
dnl vaes512/aegis256x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians; Intel Xeon, family 6 model 167, shared,
dnl 2026-11-28): seal 0.16, open 0.19; x86_64/vaes's two halves 0.21 and
dnl 0.28.  The block functions alone, as above: encrypt 0.061, decrypt
dnl 0.061; libaegis's seal 0.069, open 0.070.

dnl The instructions whose EVEX forms on zmm registers have other names.
define(<VMOVU>, <ifelse(VR, <%zmm>, <vmovdqu64>, <vmovdqu>)>)
define(<VXOR>, <ifelse(VR, <%zmm>, <vpxorq>, <vpxor>)>)
define(<VAND>, <ifelse(VR, <%zmm>, <vpandq>, <vpand>)>)

define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<SRC0>, <%r8>)		C the arguments, for the second half
define(<DST0>, <%r9>)
define(<BLOCKS0>, <%r10>)
define(<HALVES>, <%r11>)	C halves of the state left
define(<T>, <VR<>8>)		C new block 0 before the blocks it XORs
define(<M0>, <VR<>9>)		C the message blocks (the plaintext)
define(<M1>, <VR<>10>)
define(<Z0>, <VR<>11>)		C the keystream, then the ciphertext
define(<Z1>, <VR<>12>)
define(<CTX>, <VR<>13>)		C init: the context blocks; decrypt: a temporary
define(<U>, <VR<>14>)		C new block 4 before the blocks it XORs
define(<ZERO>, <VR<>15>)	C zero, the key of the rounds of T and U
define(<CTXP>, <%rax>)		C init: the context row

dnl S(i): the register of block I.
define(<S>, <VR<>$1>)

dnl AEGIS_VUPDATE: the draft's Update with the message in M0 (and M1
dnl for eight lanes), from the top block down, each new block in its
dnl own register; without EVEX M0 (M1) is clobbered.  In three parts,
dnl which AEGIS_VBLOCK puts the keystream between: AEGIS_VZERO_ROUNDS,
dnl the rounds with a zero key; AEGIS_VEARLY_XORS, the XORs made before
dnl the other rounds (without EVEX S0 ^ M0 and S4 ^ M1 into M0 and M1,
dnl with EVEX and eight lanes new block 4 into U); AEGIS_VROUNDS, the
dnl other rounds and new block 0.
define(<AEGIS_VUPDATE>, <AEGIS_VZERO_ROUNDS<>AEGIS_VEARLY_XORS<>AEGIS_VROUNDS>)dnl
define(<AEGIS_VZERO_ROUNDS>, <
	C rounds of the last block and of block 3 with a zero key
	vaesenc	ZERO, S(eval(LANES - 1)), T
	ifelse(LANES, 8, <
	vaesenc	ZERO, S(3), U>)>)dnl
define(<AEGIS_VEARLY_XORS>, <
	ifelse(EVEX, no, <
	VXOR	S(0), M0, M0
	ifelse(LANES, 8, <
	VXOR	S(4), M1, M1>)>, LANES, 8, <
	C new block 4 in U at once, U ^ S4 ^ M1, copied into S4 in its turn
	vpternlogq <$>0x96, M1, S(4), U>)>)dnl
define(<AEGIS_VROUNDS>, <
	C new blocks LANES - 1 down to 1; block 4 is U ^ S4 ^ M1 for eight
	forloop(<j>, 1, eval(LANES - 1), <ifelse(LANES:eval(LANES - j), 8:4, <ifelse(EVEX, yes, <
	VMOVA	U, S(4)>, <
	AEGIS_VXOR3(S(4), U, M1)>)>, <
	vaesenc	S(eval(LANES - j)), S(eval(LANES - j - 1)), S(eval(LANES - j))>)>)
	C new block 0: T ^ S0 ^ M0
	AEGIS_VXOR3(S(0), T, M0)>)

dnl AEGIS_VXOR3(x, y, m): X = X ^ Y ^ M; without EVEX M holds X ^ M
dnl already.
define(<AEGIS_VXOR3>, <ifelse(EVEX, yes, <
	vpternlogq <$>0x96, $3, $2, $1>, <
	VXOR	$3, $2, $1>)>)

dnl AEGIS_VKEYSTREAM: Z0 = S1 ^ S6 ^ (S2 & S3) and Z1 = S2 ^ S5 ^
dnl (S6 & S7) for eight lanes, Z0 = S1 ^ S4 ^ S5 ^ (S2 & S3) for six
dnl (without EVEX).
define(<AEGIS_VKEYSTREAM>, <
	VAND	S(3), S(2), Z0
	VXOR	S(1), Z0, Z0
	ifelse(LANES, 8, <
	VXOR	S(6), Z0, Z0
	VAND	S(7), S(6), Z1
	VXOR	S(2), Z1, Z1
	VXOR	S(5), Z1, Z1>, <
	VXOR	S(4), Z0, Z0
	VXOR	S(5), Z0, Z0>)>)

dnl AEGIS_VPLAINTEXT(temp): the ciphertext in M0 (and M1) XORed with
dnl the keystream, as a tree of two levels of XOR after the AND, without
dnl EVEX; TEMP holds the XOR of two blocks (T where empty: T is free
dnl until the update).
define(<AEGIS_VPLAINTEXT>, <pushdef(<PT>, ifelse($1, , <T>, <$1>))
	VAND	S(3), S(2), Z0				C S2 & S3
	ifelse(LANES, 8, <
	VXOR	S(6), S(1), PT				C S1 ^ S6
	VXOR	PT, Z0, Z0
	VXOR	Z0, M0, M0				C plaintext 0
	VAND	S(7), S(6), Z1				C S6 & S7
	VXOR	S(5), S(2), PT				C S2 ^ S5
	VXOR	PT, Z1, Z1
	VXOR	Z1, M1, M1				C plaintext 1>, <
	VXOR	S(4), S(1), PT				C S1 ^ S4
	VXOR	S(5), M0, M0				C ciphertext ^ S5
	VXOR	PT, Z0, Z0
	VXOR	Z0, M0, M0				C plaintext>)popdef(<PT>)>)

dnl AEGIS_VFOLD(x, y): X (the message or the ciphertext, Y its second
dnl half) XORed with the keystream in place, EVEX, two levels deep:
dnl VPTERNLOGQ 0x96 is the XOR of its three inputs, 0x78 the
dnl destination XOR (the AND of the other two).
define(<AEGIS_VFOLD>, <
	ifelse(LANES, 8, <
	vpternlogq <$>0x96, S(6), S(1), $1		C ^ S1 ^ S6
	vpternlogq <$>0x78, S(3), S(2), $1		C ^ (S2 & S3)
	vpternlogq <$>0x96, S(5), S(2), $2		C ^ S2 ^ S5
	vpternlogq <$>0x78, S(7), S(6), $2		C ^ (S6 & S7)>, <
	vpandq	S(3), S(2), T				C S2 & S3 (T free till the update)
	vpternlogq <$>0x96, S(4), S(1), $1		C ^ S1 ^ S4
	vpternlogq <$>0x96, S(5), T, $1		C ^ (S2 & S3) ^ S5>)>)

dnl AEGIS_VBLOCK(offset): one block at OFFSET from SRC (and DST); M1's
dnl part is 16 D bytes after M0's.  Each block is read before its output
dnl is stored: DST may be SRC.  For init the context blocks go into
dnl blocks 3 and LANES - 1 first.  Encrypting with EVEX the message is
dnl loaded twice, into M0 for the update and into Z0 to become the
dnl ciphertext in place.  With EVEX and eight lanes the update's rounds
dnl with a zero key come before the keystream, and block 4's XOR too
dnl when encrypting (decrypting it takes the plaintext): the order that
dnl ran fastest on Zen 4 (doc/aegis.md, "Block 4's XOR and the zero-key
dnl rounds first").  Decrypting without EVEX those rounds come first
dnl too, and the keystream takes CTX for T: the core issues the oldest
dnl rounds waiting first, and these two begin the chains that end in
dnl the new blocks 0 and 4 (doc/aegis.md, "The loops' order on Zen 4").
define(<AEGIS_VBLOCK>, <ifelse(OP, init, <
	VXOR	CTX, S(3), S(3)
	VXOR	CTX, S(eval(LANES - 1)), S(eval(LANES - 1))>)
	VMOVU	$1<>(SRC), M0
	ifelse(LANES, 8, <
	VMOVU	eval($1 + 16 * DEG)<>(SRC), M1>)
	ifelse(OP:EVEX, encrypt:yes, <
	VMOVU	$1<>(SRC), Z0
	ifelse(LANES, 8, <
	VMOVU	eval($1 + 16 * DEG)<>(SRC), Z1
	AEGIS_VZERO_ROUNDS<>AEGIS_VEARLY_XORS>)
	AEGIS_VFOLD(Z0, Z1)			C ciphertext
	VMOVU	Z0, $1<>(DST)
	ifelse(LANES, 8, <
	VMOVU	Z1, eval($1 + 16 * DEG)<>(DST)>)>)
	ifelse(OP:EVEX, encrypt:no, <AEGIS_VKEYSTREAM
	VXOR	M0, Z0, Z0			C ciphertext
	VMOVU	Z0, $1<>(DST)
	ifelse(LANES, 8, <
	VXOR	M1, Z1, Z1
	VMOVU	Z1, eval($1 + 16 * DEG)<>(DST)>)>)
	ifelse(OP, decrypt, <ifelse(EVEX, yes, <ifelse(LANES, 8, <AEGIS_VZERO_ROUNDS>)<>AEGIS_VFOLD(M0, M1)>, <AEGIS_VZERO_ROUNDS
	AEGIS_VPLAINTEXT(CTX)>)
	VMOVU	M0, $1<>(DST)
	ifelse(LANES, 8, <
	VMOVU	M1, eval($1 + 16 * DEG)<>(DST)>)>)
	ifelse(OP:EVEX:LANES, encrypt:yes:8, <AEGIS_VROUNDS>,
	OP:EVEX:LANES, decrypt:yes:8, <AEGIS_VEARLY_XORS<>AEGIS_VROUNDS>,
	OP:EVEX, decrypt:no, <AEGIS_VEARLY_XORS<>AEGIS_VROUNDS>,
	<AEGIS_VUPDATE>)>)

dnl AEGIS_VRUN(suffix): BLOCKS blocks from SRC (to DST), TURN at a time
dnl while they last, then one at a time; SUFFIX makes the labels its
dnl own.
define(<AEGIS_VRUN>, <
	cmp	<$>TURN, BLOCKS
	jb	.Lone<>$1

.Lturn<>$1:
	forloop(<r>, 0, eval(TURN - 1), <AEGIS_VBLOCK(eval(RATE * r))>)
	add	<$>eval(RATE * TURN), SRC
	ifelse(NODST, 1, , <
	add	<$>eval(RATE * TURN), DST>)
	sub	<$>TURN, BLOCKS
	cmp	<$>TURN, BLOCKS
	jae	.Lturn<>$1

.Lone<>$1:
	test	BLOCKS, BLOCKS
	jz	.Lrun_end<>$1
.Lone_loop<>$1:
	AEGIS_VBLOCK(0)
	add	<$>RATE, SRC
	ifelse(NODST, 1, , <
	add	<$>RATE, DST>)
	dec	BLOCKS
	jnz	.Lone_loop<>$1
.Lrun_end<>$1:>)

dnl AEGIS_VBLOCKS(name, lanes, degree, op, width): the function NAME, for
dnl the variant of LANES blocks (8: AEGIS-128X, 6: AEGIS-256X) and
dnl DEGREE instances (2 or 4), OP absorb, encrypt, decrypt or init (the
dnl initialisation: absorb with the context row): (state, blocks, src),
dnl (state, blocks, dst, src) or (state, blocks, src, ctx); WIDTH ymm
dnl or zmm; ENCODING, for ymm, vex (x86_64/vaes) or evex (AVX-512VL:
dnl VPTERNLOGQ, x86_64/vaes512); zmm is always EVEX.
define(<AEGIS_VBLOCKS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<VR>, <%$5>)dnl
define(<EVEX>, ifelse($5, zmm, yes, $6, evex, yes, no))dnl
define(<HALVED>, ifelse($5$3, ymm4, 1, 0))dnl
define(<RATE>, eval(ifelse($2, 8, 32, 16) * $3))dnl
define(<TURN>, 4)dnl				blocks a turn of the loop
define(<NODST>, ifelse($4, absorb, 1, $4, init, 1, 0))dnl
PROLOGUE($1)
	ifelse(OP, init, <
	mov	%rcx, CTXP>)
	ifelse(NODST, 1, <
	mov	%rdx, SRC>)
	ifelse(HALVED, 1, <
	mov	SRC, SRC0
	mov	DST, DST0
	mov	BLOCKS, BLOCKS0
	mov	<$>2, HALVES
.Lhalf:>)
	forloop(<i>, 0, eval(LANES - 1), <
	VMOVU	eval(16 * DEG * i)<>(STATE), VR<>i>)
	ifelse(OP, init, <
	VMOVU	(CTXP), CTX>)
	VXOR	ZERO, ZERO, ZERO
	AEGIS_VRUN(<>)
.Lstore:
	forloop(<i>, 0, eval(LANES - 1), <
	VMOVU	VR<>i, eval(16 * DEG * i)<>(STATE)>)
	ifelse(HALVED, 1, <
	C the second half: instances 2 and 3, 32 bytes further on
	dec	HALVES
	jz	.Ldone
	add	<$>32, STATE
	lea	32(SRC0), SRC
	lea	32(DST0), DST
	ifelse(OP, init, <
	add	<$>32, CTXP>)
	mov	BLOCKS0, BLOCKS
	jmp	.Lhalf
.Ldone:>)
	C no state or keystream left in the registers
	vzeroall
	ret
EPILOGUE($1)>)

dnl The registers of AEGIS_VENDS: the key and nonce (start), or the
dnl lengths (finish); the messages kept for every update, each block in
dnl the part of every instance (both halves of a ymm register, the four
dnl quarters of a zmm register).
define(<KEY>, <%rsi>)
define(<NONCE>, <%rdx>)
define(<FIRST>, <%rsi>)
define(<SECOND>, <%rdx>)
define(<MK>, <VR<>11>)		C 128 start: the key; 256: K0
define(<MN>, <VR<>12>)		C 128 start: the nonce; 256: K1
define(<MF>, <VR<>11>)		C finish: the message blocks

dnl AEGIS-256X2's and -256X4's start name two more, MKN0 and MKN1 (K0 ^
dnl N0, K1 ^ N1).

dnl The instructions of AEGIS_VENDS whose zmm forms have other names:
dnl the aligned move, and a block broadcast to every instance.
define(<VMOVA>, <ifelse(VR, <%zmm>, <vmovdqa64>, <vmovdqa>)>)
define(<VBCAST>, <ifelse(VR, <%zmm>, <vbroadcasti32x4>, <vbroadcasti128>)>)

dnl AEGIS_VFIRST: the Init's first blocks of every instance, from the
dnl key and nonce broadcast in MK and MN (128) or MK, MN, MKN0 and MKN1
dnl (256) and the draft's C0 and C1: the X4 forms' start writes the
dnl state and never reads it, where a state stored by C as 16-byte rows
dnl would keep its 64-byte loads waiting (no store is forwarded to
dnl them).
define(<AEGIS_VFIRST>, <
	VBCAST	.Lc0(%rip), S(ifelse(LANES, 8, 2, 3))
	VBCAST	.Lc1(%rip), S(ifelse(LANES, 8, 1, 2))
	ifelse(LANES, 8, <
	C S0 = S4 = K ^ N, S1 = S3 = C1, S2 = C0, S5 = S7 = K ^ C0,
	C S6 = K ^ C1
	VXOR	MK, MN, S(0)
	VMOVA	S(0), S(4)
	VMOVA	S(1), S(3)
	VXOR	MK, S(2), S(5)
	VMOVA	S(5), S(7)
	VXOR	MK, S(1), S(6)>, <
	C S0 = K0 ^ N0, S1 = K1 ^ N1, S2 = C1, S3 = C0, S4 = K0 ^ C0,
	C S5 = K1 ^ C1
	VMOVA	MKN0, S(0)
	VMOVA	MKN1, S(1)
	VXOR	MK, S(3), S(4)
	VXOR	MN, S(2), S(5)>)>)

dnl AEGIS_VENDS(name, lanes, degree, op, width, encoding): the function
dnl NAME for the X form of the variant of LANES blocks and DEGREE
dnl instances (2 on ymm, 4 on zmm: WIDTH), OP start (the draft's Init
dnl after its first blocks, with the context rows: (state, key, nonce))
dnl or finish (the seven updates of its Finalize: (state, first,
dnl second)), ENCODING, for ymm, vex or evex as for AEGIS_VBLOCKS; the
dnl X4 forms' start makes the first blocks itself (AEGIS_VFIRST).  Every
dnl update is unrolled; the messages are copied into M0 (and M1), which
dnl the update clobbers without EVEX.
define(<AEGIS_VENDS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<VR>, <%$5>)dnl
define(<EVEX>, ifelse($5, zmm, yes, $6, evex, yes, no))dnl
define(<FORMS>, ifelse($4$3, start4, yes, no))define(<CONTEXTS>, <built>)dnl
define(<COPIES>, <each>)dnl
PROLOGUE($1)
	ifelse(FORMS, no, <
	forloop(<i>, 0, eval(LANES - 1), <
	VMOVU	eval(16 * DEG * i)<>(STATE), VR<>i>)>)
	VXOR	ZERO, ZERO, ZERO
	AEGIS_VENDS_UPDATES
	forloop(<i>, 0, eval(LANES - 1), <
	VMOVU	VR<>i, eval(16 * DEG * i)<>(STATE)>)
	C no state, key or message left in the registers
	vzeroall
	ret
EPILOGUE($1)
	ifelse(FORMS, yes, <AEGIS_VCONSTANTS>)>)

dnl AEGIS_VCONSTANTS: the draft's C0 and C1, for AEGIS_VFIRST.
define(<AEGIS_VCONSTANTS>, <
	RODATA
	.p2align 4
C the draft's C0 and C1
.Lc0:
	.byte 0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d
	.byte 0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62
.Lc1:
	.byte 0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1
	.byte 0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd>)

dnl AEGIS_VENDS_UPDATES: the updates of OP (start or finish) on the
dnl state in registers, ZERO zero: start's messages from the key and
dnl nonce at KEY and NONCE (and, with FORMS, its first blocks), its
dnl context rows built in CTX (CONTEXTS built) or loaded from
dnl .Lcontexts (loaded: the X2 forms' one-call functions, where the
dnl load measured faster, doc/aegis.md); finish's from the lengths
dnl FIRST and SECOND.
define(<AEGIS_VENDS_UPDATES>, <define(<NUPD>, ifelse(OP, finish, 7, LANES, 8, 10, 16))dnl
	ifelse(OP, start, <
	C the context rows: instance I's block is I, DEG - 1
	ifelse(CONTEXTS, loaded, <
	vmovdqa	.Lcontexts(%rip), CTX>, DEG, 2, <
	mov	<$>0x100, %eax
	vmovd	%eax, %xmm13
	mov	<$>0x101, %eax
	vmovd	%eax, %xmm8
	vinserti128	<$>1, %xmm8, CTX, CTX>, <
	mov	<$>0x300, %eax
	vmovd	%eax, %xmm13
	mov	<$>0x301, %eax
	vmovd	%eax, %xmm8
	vinserti128	<$>1, %xmm8, %ymm13, %ymm13	C instances 0, 1
	mov	<$>0x302, %eax
	vmovd	%eax, %xmm8
	mov	<$>0x303, %eax
	vmovd	%eax, %xmm9
	vinserti128	<$>1, %xmm9, %ymm8, %ymm8	C instances 2, 3
	vinserti64x4	<$>1, %ymm8, CTX, CTX>)
	ifelse(LANES, 8, <
	VBCAST	(KEY), MK
	VBCAST	(NONCE), MN>, <
	VBCAST	(KEY), MK
	VBCAST	16(KEY), MN
	VBCAST	(NONCE), MKN0
	VBCAST	16(NONCE), MKN1
	VXOR	MK, MKN0, MKN0		C K0 ^ N0
	VXOR	MN, MKN1, MKN1		C K1 ^ N1>)
	ifelse(FORMS, yes, <AEGIS_VFIRST>)>, <
	C the message: block 2 (3) XOR LE64(FIRST) || LE64(SECOND)
	vmovq	FIRST, %xmm11
	vpinsrq	<$>1, SECOND, %xmm11, %xmm11
	ifelse(DEG, 2, <
	vinserti128	<$>1, %xmm11, MF, MF>, <
	vshufi64x2	<$>0, MF, MF, MF		C in every instance>)
	VXOR	S(ifelse(LANES, 8, 2, 3)), MF, MF>)
	forloop(<r>, 0, eval(NUPD - 1), <ifelse(OP, start, <
	VXOR	CTX, S(3), S(3)
	VXOR	CTX, S(eval(LANES - 1)), S(eval(LANES - 1))
	ifelse(LANES, 8, <ifelse(AEGIS_VCOPIED(r), 1, <
	VMOVA	MN, M0
	VMOVA	MK, M1>)>, <
	VMOVA	ifelse(eval(r % 4), 0, MK, eval(r % 4), 1, MN,
		eval(r % 4), 2, MKN0, MKN1), M0>)>, <ifelse(AEGIS_VCOPIED(r), 1, <
	VMOVA	MF, M0
	ifelse(LANES, 8, <
	VMOVA	MF, M1>)>)>)
	AEGIS_VUPDATE>)>)

dnl AEGIS_VCOPIED(r): 1 where update R copies its message into M0 (and
dnl M1): every update (COPIES each), or the first alone (COPIES once:
dnl EVEX, whose update leaves M0 and M1 as they are, in one call).
define(<AEGIS_VCOPIED>, <ifelse(COPIES, once, <eval($1 == 0)>, 1)>)

dnl The registers of AEGIS_VMESSAGE besides those above: WORK and the
dnl arguments kept for later parts (start takes KEY and NONCE, the
dnl blocks BLOCKS, SRC and DST, finish FIRST and SECOND).
define(<WORK>, <%rdi>)
define(<AD_LENGTH>, <%r10>)
define(<LENGTH>, <%r11>)
define(<TEXT_DST>, <%r8>)
define(<TEXT_SRC>, <%r9>)
define(<TAIL>, <%rax>)		C open: the text's bytes in its last block
define(<TAILD>, <%eax>)
define(<MASK>, <%rsi>)		C open with EVEX: a byte mask
define(<MASKP>, <%rax>)		C open without EVEX: where its mask starts

dnl AEGIS_VINSTANCES(n): the parts of every instance in register N
dnl XORed into its low 16 bytes; M0's register (9) clobbered.
define(<AEGIS_VINSTANCES>, <ifelse(DEG, 4, <
	vextracti64x4	<$>1, %zmm$1, %ymm9
	vpxor	%ymm9, %ymm$1, %ymm$1>)
	vextracti128	<$>1, %ymm$1, %xmm9
	vpxor	%xmm9, %xmm$1, %xmm$1>)

dnl AEGIS_VTAGS(offset): the 16-byte tag (all blocks but AEGIS-128X's
dnl block 7) and the 32-byte tag's halves (the first and second half of
dnl the blocks), each of every instance XORed, to OFFSET(WORK): the
dnl halves in Z0 and Z1, their XOR in T.
define(<AEGIS_VTAGS>, <
	VXOR	S(1), S(0), Z0
	VXOR	S(eval(LANES / 2 + 1)), S(eval(LANES / 2)), Z1
	ifelse(LANES, 8, <
	VXOR	S(3), S(2), T
	VXOR	T, Z0, Z0
	VXOR	S(7), S(6), T
	VXOR	T, Z1, Z1
	VXOR	Z1, Z0, T
	VXOR	S(7), T, T>, <
	VXOR	S(2), Z0, Z0
	VXOR	S(5), Z1, Z1
	VXOR	Z1, Z0, T>)
	AEGIS_VINSTANCES(11)
	AEGIS_VINSTANCES(12)
	AEGIS_VINSTANCES(8)
	vmovdqu	%xmm8, $1<>(WORK)
	vmovdqu	%xmm11, eval($1 + 16)<>(WORK)
	vmovdqu	%xmm12, eval($1 + 32)<>(WORK)>)

dnl AEGIS_VMESSAGE(name, lanes, degree, op, encoding): the function
dnl NAME, seal or open (OP) of a whole message of the X form of LANES
dnl blocks and DEGREE instances (2 on ymm, 4 on zmm), ENCODING, for
dnl ymm, vex or evex as for AEGIS_VBLOCKS: (work, ad_length, ad,
dnl length, dst, src) as functions.def says.  The state is in registers
dnl from the Init to the tags, never stored: the Init as start makes it
dnl (AEGIS_VFIRST; the X2 forms' context rows a 32-byte constant), the
dnl associated data and the text through AEGIS_VRUN, their padded last
dnl blocks one update each, the Finalize as finish makes it, the tags
dnl (AEGIS_VTAGS).  The padded last block of an open has the bytes of
dnl its plaintext past the text's end zeroed before the update takes
dnl it: with EVEX by a byte mask in %k1 (%k2 for M1), without it (no k
dnl registers) by a table, .Lmask.
define(<AEGIS_VMESSAGE>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<VR>, ifelse($3, 4, <%zmm>, <%ymm>))dnl
define(<EVEX>, ifelse($3:$5, 2:vex, no, yes))define(<FORMS>, <yes>)dnl
define(<RATE>, eval(ifelse($2, 8, 32, 16) * $3))dnl
define(<RATE_SHIFT>, ifelse(RATE, 128, 7, RATE, 64, 6, 5))dnl
define(<TURN>, 4)dnl
define(<CONTEXTS>, ifelse($3, 2, loaded, built))dnl
define(<COPIES>, ifelse(EVEX, yes, once, each))dnl
PROLOGUE($1)
	C the lengths and the associated data kept; start's key and nonce
	mov	%rsi, AD_LENGTH
	mov	%rcx, LENGTH
	mov	%rdx, SRC
	mov	WORK, KEY
	lea	32(WORK), NONCE
	VXOR	ZERO, ZERO, ZERO
	define(<OP>, <start>)AEGIS_VENDS_UPDATES

	C the associated data's whole blocks, then its padded last block
	define(<OP>, <absorb>)define(<NODST>, 1)dnl
	mov	AD_LENGTH, BLOCKS
	shr	<$>RATE_SHIFT, BLOCKS
	AEGIS_VRUN(<_ad>)
	test	<$>eval(RATE - 1), AD_LENGTH
	jz	.Ltext
	lea	64(WORK), SRC
	AEGIS_VBLOCK(0)

.Ltext:
	C the text's whole blocks, then its padded last block in place
	define(<OP>, ifelse($4, seal, encrypt, decrypt))define(<NODST>, 0)dnl
	mov	TEXT_SRC, SRC
	mov	TEXT_DST, DST
	mov	LENGTH, BLOCKS
	shr	<$>RATE_SHIFT, BLOCKS
	AEGIS_VRUN(<_text>)
	test	<$>eval(RATE - 1), LENGTH
	jz	.Lfinal
	lea	eval(64 + RATE)<>(WORK), SRC
	mov	SRC, DST
	ifelse($4, seal, <AEGIS_VBLOCK(0)>, <ifelse(EVEX, yes, <
	C the masks of the text's bytes (public: the length's)
	mov	LENGTH, TAIL
	and	<$>eval(RATE - 1), TAILD
	mov	<$>-1, MASK
	bzhi	TAIL, MASK, MASK
	kmovq	MASK, %k1
	ifelse(LANES, 8, <
	C the second half's: the bytes past M0's, if any
	kxorq	%k2, %k2, %k2
	sub	<$>eval(16 * DEG), TAIL
	jbe	.Lmasks
	mov	<$>-1, MASK
	bzhi	TAIL, MASK, MASK
	kmovq	MASK, %k2
.Lmasks:>)>, <
	C the mask of the text's bytes: from .Lmask + RATE - their number
	mov	LENGTH, BLOCKS
	and	<$>eval(RATE - 1), BLOCKS
	lea	.Lmask+eval(RATE)(%rip), MASKP
	sub	BLOCKS, MASKP>)
	VMOVU	(SRC), M0
	ifelse(LANES, 8, <
	VMOVU	eval(16 * DEG)<>(SRC), M1>)
	ifelse(EVEX, yes, <AEGIS_VFOLD(M0, M1)>, <AEGIS_VPLAINTEXT>)
	C the plaintext, zero past the text's end
	ifelse(EVEX, yes, <
	vmovdqu8	M0, M0<>{%k1}{z}>, <
	VAND	(MASKP), M0, M0>)
	VMOVU	M0, (DST)
	ifelse(LANES, 8, <ifelse(EVEX, yes, <
	vmovdqu8	M1, M1<>{%k2}{z}>, <
	VAND	eval(16 * DEG)<>(MASKP), M1, M1>)
	VMOVU	M1, eval(16 * DEG)<>(DST)>)
	AEGIS_VUPDATE>)

.Lfinal:
	C the Finalize's updates, the lengths in bits
	define(<OP>, <finish>)dnl
	lea	(,AD_LENGTH,8), FIRST
	lea	(,LENGTH,8), SECOND
	AEGIS_VENDS_UPDATES

	C the 16-byte tag, then the 32-byte tag's halves
	AEGIS_VTAGS(eval(64 + 2 * RATE))
	C no state, key, keystream or text left in the registers
	vzeroall
	ret
EPILOGUE($1)
	AEGIS_VCONSTANTS
	ifelse(CONTEXTS, loaded, <
	.p2align 5
C the context rows of the Init: instance I's block is I, 1
.Lcontexts:
	.byte 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	.byte 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>)
	ifelse($4:EVEX, open:no, <
C RATE bytes of ones, then RATE of zeros: from .Lmask + RATE - K on,
C the mask of the first K bytes of a block
.Lmask:
	.fill RATE, 1, 0xff
	.fill RATE, 1, 0>)>)
