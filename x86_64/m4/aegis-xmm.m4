dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/aegis128l-absorb.asm, aesni/aegis128l-encrypt.asm, aesni/aegis128l-decrypt.asm, aesni/aegis128x2-absorb.asm, aesni/aegis128x2-encrypt.asm, aesni/aegis128x2-decrypt.asm, aesni/aegis128x2-init.asm, aesni/aegis128x4-absorb.asm, aesni/aegis128x4-encrypt.asm, aesni/aegis128x4-decrypt.asm, aesni/aegis128x4-init.asm, aesni/aegis256-absorb.asm, aesni/aegis256-encrypt.asm, aesni/aegis256-decrypt.asm, aesni/aegis256x2-absorb.asm, aesni/aegis256x2-encrypt.asm, aesni/aegis256x2-decrypt.asm, aesni/aegis256x2-init.asm, aesni/aegis256x4-absorb.asm, aesni/aegis256x4-encrypt.asm, aesni/aegis256x4-decrypt.asm, aesni/aegis256x4-init.asm, aesni/aegis128l-start.asm, aesni/aegis128l-finish.asm, aesni/aegis256-start.asm, aesni/aegis256-finish.asm, aesni/aegis128l-seal-message.asm, aesni/aegis128l-open-message.asm, aesni/aegis256-seal-message.asm, aesni/aegis256-open-message.asm, vaes512/aegis128l-absorb.asm, vaes512/aegis128l-encrypt.asm, vaes512/aegis128l-decrypt.asm, vaes512/aegis128l-start.asm, vaes512/aegis128l-finish.asm, vaes512/aegis128l-seal-message.asm, vaes512/aegis128l-open-message.asm, vaes512/aegis256-absorb.asm, vaes512/aegis256-encrypt.asm, vaes512/aegis256-decrypt.asm, vaes512/aegis256-start.asm, vaes512/aegis256-finish.asm, vaes512/aegis256-seal-message.asm, vaes512/aegis256-open-message.asm, vaes/aegis128l-absorb.asm, vaes/aegis128l-encrypt.asm, vaes/aegis128l-decrypt.asm, vaes/aegis128l-start.asm, vaes/aegis128l-finish.asm, vaes/aegis128l-seal-message.asm, vaes/aegis128l-open-message.asm.
dnl x86_64/m4/aegis-xmm.m4 -- AEGIS on xmm registers: the body of the
dnl block functions (src/functions.def, aegis128l_absorb and the
dnl others) of every variant, AEGIS_BLOCKS, and of the one-call seal
dnl and open, AEGIS_MESSAGE, with AES-NI (x86_64/aesni), AEGIS-128L's
dnl and AEGIS-256's with EVEX (x86_64/vaes512: EVEX below), and
dnl AEGIS-128L's with VEX on ymm (x86_64/vaes: VEX below).  The X forms
dnl run their instances one after the other, each over the whole call
dnl as AEGIS-128L (AEGIS-256) would with its own 16 bytes of each
dnl message block: the instances are independent, and the state of two
dnl does not fit in the sixteen xmm registers with what an update needs.
dnl
dnl The state stays in %xmm0 .. %xmm<LANES - 1> for the whole call.  An
dnl update is one AESENC a block: AESENC K, X makes X the round of X
dnl XOR K, so block I - 1's register, with block I as K, receives the
dnl new block I; only the last block is copied first (to T), since it
dnl is both the input of the new block 0 and the key of the new last
dnl one.  After an update block I is in register I - 1 (mod LANES): the
dnl turn of LANES blocks unrolls the updates with the names rotated
dnl (AEGIS_S), and ends with every block in its register again; a call
dnl that has fewer blocks left runs them one by one, each followed by
dnl the moves that put the blocks back.  AEGIS-256's blocks of text in
dnl AEGIS_RUN are AEGIS_STEP6's instead: new blocks in registers of their
dnl own, the last first, in turns of four whose register names
dnl (AEGIS_S6) come back to their start; AEGIS-128L's decrypted blocks
dnl are AEGIS_DECRYPT8's.  Both begin with the round that the new block
dnl 0 waits on.  With EVEX (x86_64/vaes512) every update is in place
dnl instead, no names rotated (AEGIS_EUPDATE).

dnl Why each .asm file that reads this one is there, and what it
dnl measured (their headers point here).
dnl
dnl aesni/aegis128l-absorb.asm, aesni/aegis128l-decrypt.asm,
dnl   aesni/aegis128l-encrypt.asm, aesni/aegis256-absorb.asm,
dnl   aesni/aegis256-decrypt.asm, aesni/aegis256-encrypt.asm:
dnl Why: the draft's update is one AES round per state block, which is
dnl AESENC itself; the C twin runs the bitsliced round.  The state stays
dnl in registers for the whole call.
dnl aesni/aegis128l: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark -t westmere, medians of three runs; AMD EPYC,
dnl family 25 model 17, shared, load average about 8, 2026-11-29): seal
dnl 0.151, open 0.157 (libaegis 0.154, 0.161); a bound of 0.125 core
dnl cycles a byte (eight AESENC per 32 bytes, two a cycle); the C twin
dnl 18.2 (Intel Xeon, family 6 model 167).
dnl aesni/aegis256: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark -t westmere, medians of three runs; AMD EPYC,
dnl family 25 model 17, shared, load average about 8, 2026-11-29): seal
dnl 0.236, open 0.238 (libaegis 0.253, 0.242); each update waits for the
dnl last one's AESENC and PXOR into block 0, 5 core cycles a block, and
dnl the loop runs at that (doc/aegis.md); the C twin 32.4 (Intel Xeon,
dnl family 6 model 167).
dnl
dnl aesni/aegis128x2-absorb.asm, aesni/aegis128x2-decrypt.asm,
dnl   aesni/aegis128x2-encrypt.asm, aesni/aegis128x4-absorb.asm,
dnl   aesni/aegis128x4-decrypt.asm, aesni/aegis128x4-encrypt.asm:
dnl Why: for CPUs with AES-NI and no VAES (x86_64/vaes runs the
dnl instances side by side): each instance runs at the speed of
dnl AEGIS-128L with AES-NI, where the C twin runs the bitsliced round.
dnl aesni/aegis128x2: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians, SYMCRYPT_FAT_OVERRIDE=aes,pclmul,ssse3;
dnl Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.19, open
dnl 0.22; the C twin about 17.
dnl aesni/aegis128x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians, SYMCRYPT_FAT_OVERRIDE=aes,pclmul,ssse3;
dnl Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.21, open
dnl 0.24; the C twin about 17.
dnl
dnl aesni/aegis128x2-init.asm, aesni/aegis128x4-init.asm:
dnl Why: the ten updates of the initialisation in one call, not a call
dnl each with C code between them, which on short messages cost more
dnl than the updates.
dnl
dnl aesni/aegis256x2-absorb.asm, aesni/aegis256x2-decrypt.asm,
dnl   aesni/aegis256x2-encrypt.asm, aesni/aegis256x4-absorb.asm,
dnl   aesni/aegis256x4-decrypt.asm, aesni/aegis256x4-encrypt.asm:
dnl Why: for CPUs with AES-NI and no VAES (x86_64/vaes runs the
dnl instances side by side): each instance runs at the speed of
dnl AEGIS-256 with AES-NI, where the C twin runs the bitsliced round.
dnl aesni/aegis256x2: not measured (the benchmark had no AEGIS-256X2 row
dnl then); per instance as AEGIS-256X4.
dnl aesni/aegis256x4: Measured (TSC ticks per byte at 16 KiB,
dnl symcrypt-benchmark medians, SYMCRYPT_FAT_OVERRIDE=aes,pclmul,ssse3;
dnl Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.33, open
dnl 0.47; the C twin about 17.
dnl
dnl aesni/aegis256x2-init.asm, aesni/aegis256x4-init.asm:
dnl Why: the sixteen updates of the initialisation in one call, not a
dnl call each with C code between them, which on short messages cost
dnl more than the updates.
dnl
dnl aesni/aegis128l-start.asm, aesni/aegis128l-finish.asm,
dnl   aesni/aegis256-start.asm, aesni/aegis256-finish.asm:
dnl Why: the Init's and the Finalize's updates with their messages made
dnl in registers, where absorb would read them from blocks that C
dnl writes (up to 320 bytes of key and nonce), reads back and wipes,
dnl every message; figures in doc/aegis.md, section "Per message".
dnl
dnl aesni/aegis128l-seal-message.asm, aesni/aegis128l-open-message.asm,
dnl   aesni/aegis256-seal-message.asm, aesni/aegis256-open-message.asm:
dnl Why: seal and open of a whole message in one call, the state in
dnl registers from the Init to the tag, where start, absorb, encrypt
dnl (decrypt) and finish each load and store it and C builds the Init's
dnl blocks and reads the tag from memory; figures in doc/aegis.md,
dnl section "One call a message".
dnl
dnl vaes512/aegis128l-absorb.asm, vaes512/aegis128l-encrypt.asm,
dnl   vaes512/aegis128l-decrypt.asm, vaes512/aegis128l-start.asm,
dnl   vaes512/aegis128l-finish.asm, vaes512/aegis128l-seal-message.asm,
dnl   vaes512/aegis128l-open-message.asm, vaes512/aegis256-absorb.asm,
dnl   vaes512/aegis256-encrypt.asm, vaes512/aegis256-decrypt.asm,
dnl   vaes512/aegis256-start.asm, vaes512/aegis256-finish.asm,
dnl   vaes512/aegis256-seal-message.asm,
dnl   vaes512/aegis256-open-message.asm:
dnl Why: with EVEX on xmm (AVX-512VL) the update runs in place, no
dnl copies, block 0 (and 4) made from a zero-key round in one
dnl VPTERNLOGD, so the longest chain is the ring of rounds, and the
dnl keystream and the text fold in two VPTERNLOGD a half where AES-NI's
dnl code takes five or six logic instructions, which share Zen 4's
dnl vector pipes with the rounds; figures in doc/aegis.md, "EVEX on the
dnl avx512 tier".  absorb, start and finish are here also so that
dnl seal_message and open_message, which run only beside absorb's
dnl folder (src/functions.def), run from this one.  AEGIS-128L's absorb
dnl is AES-NI's form: with no keystream to fold, the zero-key round's
dnl XOR on the ring costs more than the copies save (AEGIS-128L's MAC
dnl of 16 KiB 0.107 TSC ticks a byte in this form, 0.116 with EVEX;
dnl AEGIS-256's 0.203 with EVEX, 0.225 without, so it keeps EVEX; AMD
dnl EPYC, family 25 model 17, 2026-11-29, doc/aegis.md, "AEGIS-MAC's
dnl ticks").  AEGIS-128L's encryption and decryption run their turns
dnl of four blocks on ymm, the blocks paired (AEGIS_PSTEP), the blocks
dnl left and the padded last one on xmm.
dnl vaes512/aegis128l: Measured (MB/s at 16 KiB, symcrypt-benchmark -t
dnl avx512 -r 9, one run on an otherwise idle machine; AMD EPYC, family
dnl 25 model 17, 2026-11-29): seal 21472, open 19659 (libaegis 16907
dnl and 16114); 5.50 and 6.01 core cycles a block of 32 bytes for the
dnl whole message, the paired ring's bound 5 (doc/aegis.md, "Zen 4's
dnl vector pipes and AEGIS-128L", "Open's other 0.7 cycles", "The
dnl issue's targets at the end").

dnl vaes/aegis128l-absorb.asm, vaes/aegis128l-encrypt.asm,
dnl   vaes/aegis128l-decrypt.asm, vaes/aegis128l-start.asm,
dnl   vaes/aegis128l-finish.asm, vaes/aegis128l-seal-message.asm,
dnl   vaes/aegis128l-open-message.asm:
dnl Why: on the avx2 tier (VAES and AVX2, no AVX-512: Zen 3, Intel's
dnl client cores) AEGIS-128L's encryption and decryption run their
dnl turns of four blocks on ymm, the blocks paired as vaes512's
dnl (AEGIS_VSTEP, VEX above): four VAESENC a block where AES-NI's
dnl update takes eight, with a swap and five logic instructions where
dnl AES-NI's take about ten.  absorb, start and finish are AES-NI's
dnl form, here so that seal_message and open_message, which run only
dnl beside absorb's folder (src/functions.def), run from this one.
dnl vaes/aegis128l: Measured (MB/s at 16 KiB, symcrypt-benchmark -t avx2
dnl -r 9, one run on an otherwise idle machine; AMD EPYC, family 25
dnl model 17, 2026-11-29): seal 21106, open 18042 (libaegis 16885 and
dnl 16109); llvm-mca 14's loop per block,
dnl znver3 8.0 and 7.7 (AES-NI's 9.0 and 8.0), icelake-client,
dnl tigerlake and alderlake 8.0 and 8.0 (9.0 and 9.0): doc/aegis.md,
dnl "VEX pairs on the avx2 tier".
dnl
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<SRC0>, <%r8>)		C the arguments, for the next instance
define(<DST0>, <%r9>)
define(<BLOCKS0>, <%r10>)
define(<LEFT>, <%r11>)		C instances left
define(<T>, <%xmm8>)		C the old last block during an update (EVEX: its zero-key round)
define(<M0>, <%xmm9>)		C the message blocks (the plaintext)
define(<M1>, <%xmm10>)
define(<Z0>, <%xmm11>)		C the keystream, then the ciphertext
define(<Z1>, <%xmm12>)
define(<CTX>, <%xmm13>)		C init: the instance's context block
define(<CTXP>, <%rax>)		C init: the context row
define(<U>, <%xmm14>)		C EVEX: the round of block 3 (eight lanes)
define(<NOKEY>, <%xmm15>)	C EVEX: zero, the key of the rounds of T and U

dnl AEGIS_S(i, r): the register of block I after R updates of a turn
dnl (R up to 4 LANES: AEGIS_ENDS unrolls more than a turn); with EVEX
dnl the updates are in place (AEGIS_EUPDATE) and block I stays in
dnl %xmm<I>.
define(<AEGIS_S>, <ifelse(EVEX, yes, <%xmm<>eval($1)>,
	<%xmm<>eval((4 * LANES + $1 - ($2)) % LANES)>)>)

dnl ZERO_KEY: yes where AEGIS_NEW's decrypting form for six lanes may
dnl take ZERO, a register of zeros that aesni/aegis256-open-message.asm
dnl names, as a key (AEGIS_MESSAGE); the block functions keep the form
dnl they were measured with.
define(<ZERO_KEY>, no)

dnl EVEX: yes in the functions of x86_64/vaes512 (AVX-512VL, EVEX on
dnl xmm): the updates in place with three-operand VAESENC and the
dnl blocks that take the message made as a round with a zero key XOR
dnl the old block XOR the message in one VPTERNLOGD (AEGIS_EUPDATE), the
dnl keystream and the text folded with VPTERNLOGD (AEGIS_FOLD).
define(<EVEX>, no)

dnl VEX: yes in AEGIS-128L's encryption and decryption of x86_64/vaes
dnl (VAES and AVX2, no AVX-512): their turns on ymm, the blocks paired
dnl as with EVEX, in AEGIS_VSTEP's VEX form; every other update is
dnl AES-NI's.
define(<VEX>, no)

dnl AEGIS_NEW(m, i, r): the new block I (0, or 4 for eight lanes) in
dnl block I - 1's register, R updates into the turn, with the message in
dnl M: the round of block I - 1 XOR block I XOR M.  Which of block I and
dnl M is the AESENC key and which is XORed after it sets the chain from
dnl update to update; each function has the form measured fastest
dnl (doc/aegis.md): decrypting, block I is the key and the plaintext,
dnl the last ready, is XORed after, but for AEGIS_MESSAGE's AEGIS-256,
dnl whose key is zero and block I XOR the plaintext XORed after (M
dnl clobbered); otherwise, AEGIS-128L, M is the key and block I is
dnl XORed after; AEGIS-256, M XOR block I is the key (M clobbered).
define(<AEGIS_NEW>, <ifelse(OP-LANES-ZERO_KEY, decrypt-6-yes, <
	pxor	AEGIS_S($2, $3), $1
	aesenc	ZERO, AEGIS_S(eval(($2 + LANES - 1) % LANES), $3)
	pxor	$1, AEGIS_S(eval(($2 + LANES - 1) % LANES), $3)>, OP, decrypt, <
	aesenc	AEGIS_S($2, $3), AEGIS_S(eval(($2 + LANES - 1) % LANES), $3)
	pxor	$1, AEGIS_S(eval(($2 + LANES - 1) % LANES), $3)>, LANES, 8, <
	aesenc	$1, AEGIS_S(eval($2 - 1), $3)
	pxor	AEGIS_S($2, $3), AEGIS_S(eval($2 - 1), $3)>, <
	pxor	AEGIS_S($2, $3), $1
	aesenc	$1, AEGIS_S(eval(LANES - 1), $3)>)>)

dnl AEGIS_EUPDATE: the draft's Update with EVEX, the message in M0 (and
dnl M1), every block in its own register: T and U the zero-key rounds
dnl of the last block and of block 3, then new blocks LANES - 1 down to
dnl 1 in place (VAESENC K, X, Y: Y the round of X XOR K), block 4 of
dnl eight U ^ S4 ^ M1, and block 0 T ^ S0 ^ M0.  Block 0 depends on
dnl itself through one instruction an update, not through a round: the
dnl longest chain is the ring of the blocks' rounds (doc/aegis.md, "The
dnl AEGIS-256 loop on Zen 4").  M0 and M1 are kept.
define(<AEGIS_EUPDATE>, <
	vaesenc	NOKEY, %xmm<>eval(LANES - 1), T
	ifelse(LANES, 8, <
	vaesenc	NOKEY, %xmm3, U>)
	forloop(<j>, 1, eval(LANES - 1), <ifelse(LANES:eval(LANES - j), 8:4, <
	vpternlogd	<$>0x96, M1, U, %xmm4>, <
	vaesenc	%xmm<>eval(LANES - j), %xmm<>eval(LANES - j - 1), %xmm<>eval(LANES - j)>)>)
	vpternlogd	<$>0x96, M0, T, %xmm0>)

dnl AEGIS_UPDATE(r): the draft's Update with the message in M0 (and M1
dnl for eight lanes); R updates into the turn.
define(<AEGIS_UPDATE>, <ifelse(EVEX, yes, <AEGIS_EUPDATE>, <
	movdqa	AEGIS_S(eval(LANES - 1), $1), T
	AEGIS_NEW(M0, 0, $1)
	forloop(<j>, 1, 3, <
	aesenc	AEGIS_S(j, $1), AEGIS_S(eval(j - 1), $1)>)
	ifelse(LANES, 8, <
	AEGIS_NEW(M1, 4, $1)
	forloop(<j>, 5, 6, <
	aesenc	AEGIS_S(j, $1), AEGIS_S(eval(j - 1), $1)>)
	aesenc	T, AEGIS_S(6, $1)>, <
	aesenc	AEGIS_S(4, $1), AEGIS_S(3, $1)
	aesenc	T, AEGIS_S(4, $1)>)>)>)

dnl AEGIS_KEYSTREAM(r): Z0 = S1 ^ S6 ^ (S2 & S3) and Z1 = S2 ^ S5 ^
dnl (S6 & S7) for eight lanes, Z0 = S1 ^ S4 ^ S5 ^ (S2 & S3) for six.
define(<AEGIS_KEYSTREAM>, <
	movdqa	AEGIS_S(2, $1), Z0
	pand	AEGIS_S(3, $1), Z0
	pxor	AEGIS_S(1, $1), Z0
	ifelse(LANES, 8, <
	pxor	AEGIS_S(6, $1), Z0
	movdqa	AEGIS_S(6, $1), Z1
	pand	AEGIS_S(7, $1), Z1
	pxor	AEGIS_S(2, $1), Z1
	pxor	AEGIS_S(5, $1), Z1>, <
	pxor	AEGIS_S(4, $1), Z0
	pxor	AEGIS_S(5, $1), Z0>)>)

dnl AEGIS_PLAINTEXT(r): the ciphertext in M0 (and M1) XORed with the
dnl keystream, as a tree of two levels of XOR after the AND (T is free
dnl until the update): the update's new block 0 (and 4) waits on the
dnl plaintext, and AEGIS_KEYSTREAM's chain of XORs would add one level (eight
dnl lanes) or two (six) to every update.
define(<AEGIS_PLAINTEXT>, <
	movdqa	AEGIS_S(2, $1), Z0
	pand	AEGIS_S(3, $1), Z0		C S2 & S3
	movdqa	AEGIS_S(1, $1), T
	ifelse(LANES, 8, <
	pxor	AEGIS_S(6, $1), T		C S1 ^ S6
	pxor	T, Z0
	pxor	Z0, M0				C plaintext 0
	movdqa	AEGIS_S(6, $1), Z1
	pand	AEGIS_S(7, $1), Z1		C S6 & S7
	movdqa	AEGIS_S(2, $1), T
	pxor	AEGIS_S(5, $1), T		C S2 ^ S5
	pxor	T, Z1
	pxor	Z1, M1				C plaintext 1>, <
	pxor	AEGIS_S(4, $1), T		C S1 ^ S4
	pxor	AEGIS_S(5, $1), M0		C ciphertext ^ S5
	pxor	T, Z0
	pxor	Z0, M0				C plaintext>)>)

dnl AEGIS_FOLD(x, y, r): with EVEX, R updates into the turn: X (the
dnl message or the ciphertext, Y its second half for eight lanes) XORed
dnl with the keystream in place: VPTERNLOGD 0x96 is the XOR of its
dnl three inputs, 0x78 the destination XOR the AND of the other two.
dnl Two instructions a half (three for six lanes) where AEGIS_KEYSTREAM
dnl and the XOR with the text take five (AEGIS_PLAINTEXT six).
define(<AEGIS_FOLD>, <ifelse(LANES, 8, <
	vpternlogd	<$>0x96, AEGIS_S(6, $3), AEGIS_S(1, $3), $1	C ^ S1 ^ S6
	vpternlogd	<$>0x78, AEGIS_S(3, $3), AEGIS_S(2, $3), $1	C ^ (S2 & S3)
	vpternlogd	<$>0x96, AEGIS_S(5, $3), AEGIS_S(2, $3), $2	C ^ S2 ^ S5
	vpternlogd	<$>0x78, AEGIS_S(7, $3), AEGIS_S(6, $3), $2	C ^ (S6 & S7)>, <
	vpternlogd	<$>0x96, AEGIS_S(5, $3), AEGIS_S(4, $3), $1	C ^ S4 ^ S5
	vpternlogd	<$>0x78, AEGIS_S(3, $3), AEGIS_S(2, $3), $1	C ^ (S2 & S3)
	vpxor	AEGIS_S(1, $3), $1, $1				C ^ S1>)>)

dnl AEGIS_DECRYPT8(r, offset): AEGIS-128L's block at OFFSET from SRC
dnl (and DST) decrypted with AES-NI, R updates into the turn.  The
dnl round of block 7 with block 0 as its key, which with the plaintext
dnl XORed after it is the new block 0, comes first in the program: its
dnl chain, an AESENC and a PXOR an update, is one of the loop's longest,
dnl and the core issues the oldest of the rounds waiting first.  Each
dnl half of the plaintext is then the ciphertext XORed with two blocks
dnl and the AND in place, which needs no copies but the AND's
dnl (AEGIS_PLAINTEXT's tree takes two more); the other rounds as
dnl AEGIS_UPDATE's, the plaintext stored last (doc/aegis.md, "The loops'
dnl order on Zen 4").
dnl Each block is read before its output is stored: DST may be SRC.
define(<AEGIS_DECRYPT8>, <
	movdqu	$2<>(SRC), M0
	movdqu	eval($2 + 16 * DEG)<>(SRC), M1
	movdqa	AEGIS_S(7, $1), T
	aesenc	AEGIS_S(0, $1), AEGIS_S(7, $1)	C the round of block 7, block 0 its key
	movdqa	AEGIS_S(2, $1), Z0
	pand	AEGIS_S(3, $1), Z0		C S2 & S3
	pxor	AEGIS_S(6, $1), M0
	pxor	AEGIS_S(1, $1), M0
	pxor	Z0, M0				C plaintext 0
	movdqa	AEGIS_S(6, $1), Z1
	pand	T, Z1				C S6 & S7
	pxor	AEGIS_S(5, $1), M1
	pxor	AEGIS_S(2, $1), M1
	pxor	Z1, M1				C plaintext 1
	forloop(<j>, 1, 6, <
	aesenc	AEGIS_S(j, $1), AEGIS_S(eval(j - 1), $1)>)
	aesenc	T, AEGIS_S(6, $1)
	pxor	M0, AEGIS_S(7, $1)		C new block 0
	pxor	M1, AEGIS_S(3, $1)		C new block 4
	movdqu	M0, $2<>(DST)
	movdqu	M1, eval($2 + 16 * DEG)<>(DST)
>)dnl

dnl AEGIS_BLOCK(r, offset): one block at OFFSET from SRC (and DST), R
dnl updates into the turn; M1's 16 bytes are 16 DEG after M0's.  Each
dnl block is read before its output is stored: DST may be SRC.  For
dnl init the context block goes into blocks 3 and LANES - 1 first.
dnl Encrypting with EVEX the message is loaded twice, into M0 for the
dnl update and into Z0 (Z1) to become the ciphertext in place.
define(<AEGIS_BLOCK>, <ifelse(LANES-OP-EVEX, 8-decrypt-no, <AEGIS_DECRYPT8($@)>, <AEGIS_BLOCK_ANY($@)>)>)dnl
define(<AEGIS_BLOCK_ANY>, <ifelse(OP, init, <
	pxor	CTX, AEGIS_S(3, $1)
	pxor	CTX, AEGIS_S(eval(LANES - 1), $1)>)
	movdqu	$2<>(SRC), M0
	ifelse(LANES, 8, <
	movdqu	eval($2 + 16 * DEG)<>(SRC), M1>)
	ifelse(OP-EVEX, encrypt-yes, <
	movdqu	$2<>(SRC), Z0
	ifelse(LANES, 8, <
	movdqu	eval($2 + 16 * DEG)<>(SRC), Z1>)
	AEGIS_FOLD(Z0, Z1, $1)			C ciphertext
	movdqu	Z0, $2<>(DST)
	ifelse(LANES, 8, <
	movdqu	Z1, eval($2 + 16 * DEG)<>(DST)>)>)
	ifelse(OP-EVEX, encrypt-no, <AEGIS_KEYSTREAM($1)
	pxor	M0, Z0			C ciphertext
	movdqu	Z0, $2<>(DST)
	ifelse(LANES, 8, <
	pxor	M1, Z1
	movdqu	Z1, eval($2 + 16 * DEG)<>(DST)>)>)
	ifelse(OP, decrypt, <ifelse(EVEX, yes, <AEGIS_FOLD(M0, M1, $1)>, <AEGIS_PLAINTEXT($1)>)
	movdqu	M0, $2<>(DST)
	ifelse(LANES, 8, <
	movdqu	M1, eval($2 + 16 * DEG)<>(DST)>)>)
	AEGIS_UPDATE($1)>)

dnl AEGIS_PICK(n, list...): the Nth of LIST, from 0.
define(<AEGIS_PICK>, <ifelse($1, 0, <$2>, <AEGIS_PICK(decr($1), shift(shift($@)))>)>)dnl
dnl
dnl AEGIS_S6(i, k): the register of AEGIS-256's block I in AEGIS_RUN,
dnl K blocks into its turn of four; AEGIS_N6(i, k): the register that
dnl AEGIS_STEP6 makes new block I (2 .. 5) in.  A step leaves new
dnl block 0 in old block 5's register, new block 1 in old block 0's
dnl and new blocks 2 .. 5 in their AEGIS_N6 registers, and frees old
dnl blocks 1 .. 4's: the next step makes new block 5 in old block 1's
dnl register and new block I (2 .. 4) in old block I's.  Blocks 0, 1
dnl and 5 go round four registers and blocks 2, 3 and 4 two each, so
dnl four steps bring every block home to %xmm<I>, with no copies
dnl (T is one of the registers of block 3).
define(<AEGIS_S6>, <%xmm<>AEGIS_PICK(eval(6 * ($2) + $1),
	0, 1, 2, 3, 4, 5,
	5, 0, 10, 8, 7, 6,
	6, 5, 2, 3, 4, 1,
	1, 6, 10, 8, 7, 0)>)dnl
dnl S5K: AEGIS_STEP6's copy of block 5.
define(<S5K>, <%xmm12>)
define(<AEGIS_N6>, <%xmm<>AEGIS_PICK(eval(4 * ($2) + $1 - 2),
	10, 8, 7, 6,
	2, 3, 4, 1,
	10, 8, 7, 0,
	2, 3, 4, 5)>)dnl

dnl AEGIS_STEP6(offset, k): AEGIS-256's block at OFFSET from SRC (and
dnl DST) for AEGIS_RUN, OP encrypt or decrypt, K blocks into the turn
dnl (the registers AEGIS_S6 and AEGIS_N6).  The round of block 5 with
dnl block 0 as its key comes first in the program: XORed with the
dnl message (the plaintext) it is the new block 0, and its chain, an
dnl AESENC and a PXOR an update, is the loop's longest; so placed it is
dnl the oldest of the rounds waiting when block 0 is ready, and the
dnl core issues it before them (doc/aegis.md, "The loops' order on Zen
dnl 4").  It takes block 5's register, so block 5 is copied first (to
dnl S5K), for the key of new block 5 and the keystream.  The other new
dnl blocks are made from the last down, each in a register of its own,
dnl the keystream's reads of the old blocks between them ("The AEGIS-256
dnl loop on Zen 4"; why not for absorb and init: their updates are few
dnl and wait on each other).  S4 ^ S5 is made in S4's register once new
dnl block 4 has read it.  The message is read before the output is
dnl stored: DST may be SRC.
define(<AEGIS_STEP6>, <
	movdqu	$1<>(SRC), M0
	movdqa	AEGIS_S6(5, $2), S5K
	aesenc	AEGIS_S6(0, $2), AEGIS_S6(5, $2)	C the round of block 5, block 0 its key
	movdqa	AEGIS_S6(4, $2), AEGIS_N6(5, $2)
	aesenc	S5K, AEGIS_N6(5, $2)		C new block 5
	movdqa	AEGIS_S6(3, $2), AEGIS_N6(4, $2)
	aesenc	AEGIS_S6(4, $2), AEGIS_N6(4, $2)	C new block 4
	pxor	S5K, AEGIS_S6(4, $2)		C S4 ^ S5
	movdqa	AEGIS_S6(2, $2), Z0
	pand	AEGIS_S6(3, $2), Z0		C S2 & S3
	movdqa	AEGIS_S6(2, $2), AEGIS_N6(3, $2)
	aesenc	AEGIS_S6(3, $2), AEGIS_N6(3, $2)	C new block 3
	movdqa	AEGIS_S6(1, $2), AEGIS_N6(2, $2)
	aesenc	AEGIS_S6(2, $2), AEGIS_N6(2, $2)	C new block 2
	aesenc	AEGIS_S6(1, $2), AEGIS_S6(0, $2)	C new block 1
	pxor	AEGIS_S6(1, $2), AEGIS_S6(4, $2)
	pxor	AEGIS_S6(4, $2), Z0		C the keystream
	ifelse(OP, encrypt, <
	pxor	M0, Z0			C ciphertext
	movdqu	Z0, $1<>(DST)>, <
	pxor	Z0, M0			C plaintext
	movdqu	M0, $1<>(DST)>)
	pxor	M0, AEGIS_S6(5, $2)>)

dnl AEGIS_BACK6: after AEGIS_STEP6(offset, 0), the new blocks back to
dnl %xmm0 .. %xmm5 (block 1 first: block 0 goes to its register).
define(<AEGIS_BACK6>, <
	movdqa	%xmm0, %xmm1
	movdqa	%xmm5, %xmm0
	forloop(<i>, 2, 5, <
	movdqa	AEGIS_N6(i, 0), %xmm<>i>)>)dnl

dnl AEGIS_BACK: after one update, block I from register I - 1 back to I
dnl (with EVEX, where the update is in place, nothing).
define(<AEGIS_BACK>, <ifelse(EVEX, no, <
	movdqa	%xmm<>eval(LANES - 1), T
	forloop(<i>, 1, eval(LANES - 1), <
	movdqa	%xmm<>eval(LANES - 1 - i), %xmm<>eval(LANES - i)>)
	movdqa	T, %xmm0>)>)

dnl AEGIS_STEP(offset): one block at OFFSET, the state in %xmm0 ..
dnl %xmm<LANES - 1> before and after.
define(<AEGIS_STEP>, <ifelse(LANES-OP-EVEX, 6-encrypt-no, <AEGIS_STEP6($1, 0)
	AEGIS_BACK6>,
	LANES-OP-EVEX, 6-decrypt-no, <AEGIS_STEP6($1, 0)
	AEGIS_BACK6>, <AEGIS_BLOCK(0, $1)
	AEGIS_BACK>)>)

dnl AEGIS-128L's encryption and decryption with EVEX run their turns on
dnl ymm, the blocks paired (AEGIS_PSTEP): P0 = [S0, S4], P1 = [S1, S5], P2 = [S2, S6]
dnl and P3 = [S3, S7], low lane first, in two sets of registers, PA and
dnl PB, each step reading one and writing the other.  Every new pair
dnl but P0 is the round of the pair before it, keyed by itself, one
dnl VAESENC for two blocks; new P0 is the round of P3 with its lanes
dnl swapped ([S7, S3]), XOR P0 XOR the message's 32 bytes, the only
dnl update that crosses lanes.  Four VAESENC on ymm, three VPTERNLOGD
dnl and two lane swaps a block where the xmm update and fold take eight
dnl VAESENC and six VPTERNLOGD: Zen 4 runs two VAESENC a cycle on the two vector
dnl pipes that also take half of the logic instructions that wait on
dnl the rounds, and with eight rounds a block those decide the loop's
dnl speed, not its chain; with four they do not (doc/aegis.md, "Zen 4's
dnl vector pipes and AEGIS-128L").  The ring is then four rounds, the
dnl swap and the XOR for four blocks: 5 cycles a block where the xmm
dnl ring is 4.25, and where the xmm loop runs about 5.9 (encrypting).
define(<PA0>, <%ymm16>)		C the pairs, one set
define(<PA1>, <%ymm17>)
define(<PA2>, <%ymm18>)
define(<PA3>, <%ymm19>)
define(<PB0>, <%ymm20>)		C and the other
define(<PB1>, <%ymm21>)
define(<PB2>, <%ymm22>)
define(<PB3>, <%ymm23>)
define(<PM>, <%ymm24>)		C the message's 32 bytes
define(<PZ>, <%ymm25>)		C the message, then the ciphertext
define(<PW>, <%ymm26>)		C P2 with its lanes swapped: [S6, S2]
define(<NOKEYY>, <%ymm15>)	C NOKEY whole: zero

dnl AEGIS_P(set, i): pair I of SET (PA or PB).
define(<AEGIS_P>, <$1$2>)

dnl AEGIS_PAIRS_IN: the pairs of PA from the blocks in %xmm0 .. %xmm7.
define(<AEGIS_PAIRS_IN>, <forloop(<i>, 0, 3, <
	vinserti32x4	<$>1, %xmm<>eval(i + 4), %ymm<>i, AEGIS_P(PA, i)>)>)

dnl AEGIS_PAIRS_OUT: the blocks back in %xmm0 .. %xmm7 from PA (xmm
dnl moves, which leave the upper halves of %ymm0 .. %ymm3 zero for the
dnl SSE code after), and the registers of the pairs and of the text
dnl zeroed (no state, keystream or text left in them; AEGIS_CLEAR's
dnl VZEROALL does not reach them: x86_64/README).
define(<AEGIS_PAIRS_OUT>, <forloop(<i>, 0, 3, <
	vmovdqa64	%xmm<>eval(16 + i), %xmm<>i
	vextracti32x4	<$>1, AEGIS_P(PA, i), %xmm<>eval(i + 4)>)
	CLEAR_HIGH(16, 26)>)

dnl AEGIS_PSTEP(p, q, offset): one block at OFFSET from SRC (and DST),
dnl OP encrypt or decrypt, the pairs read from set P (PA or PB) and the
dnl new ones written to set Q.  The rounds come first in the program,
dnl the swap that begins the ring's longest link first of all; the
dnl keystream, which reads the old pairs, after them: on Zen 4 the core
dnl gives the pipes to the oldest ready instructions, so the rounds,
dnl ready at the same time as the keystream, go first.  Encrypting, new
dnl P0's XOR takes the message; decrypting, it waits for the plaintext,
dnl two logic instructions after the old pairs, not on the ring, and is
dnl placed after the plaintext's store (measured faster on Zen 4:
dnl doc/aegis.md, "Open's other 0.7 cycles").  The block is read before
dnl its output is stored: DST may be SRC.
define(<AEGIS_PSTEP>, <ifelse(OP, encrypt, <
	vmovdqu64	$3<>(SRC), PM>)
	vmovdqu64	$3<>(SRC), PZ
	vshufi64x2	<$>1, AEGIS_P($1, 3), AEGIS_P($1, 3), AEGIS_P($2, 0)	C [S7, S3]
	vaesenc	NOKEYY, AEGIS_P($2, 0), AEGIS_P($2, 0)		C their rounds, zero key
	ifelse(OP, encrypt, <
	vpternlogd	<$>0x96, PM, AEGIS_P($1, 0), AEGIS_P($2, 0)	C new [S0, S4]>)
	vaesenc	AEGIS_P($1, 3), AEGIS_P($1, 2), AEGIS_P($2, 3)		C new [S3, S7]
	vaesenc	AEGIS_P($1, 2), AEGIS_P($1, 1), AEGIS_P($2, 2)		C new [S2, S6]
	vaesenc	AEGIS_P($1, 1), AEGIS_P($1, 0), AEGIS_P($2, 1)		C new [S1, S5]
	vshufi64x2	<$>1, AEGIS_P($1, 2), AEGIS_P($1, 2), PW		C [S6, S2]
	vpternlogd	<$>0x96, PW, AEGIS_P($1, 1), PZ		C ^ [S1 ^ S6, S5 ^ S2]
	vpternlogd	<$>0x78, AEGIS_P($1, 3), AEGIS_P($1, 2), PZ	C ^ [S2 & S3, S6 & S7]
	vmovdqu64	PZ, $3<>(DST)
	ifelse(OP, decrypt, <
	vpternlogd	<$>0x96, PZ, AEGIS_P($1, 0), AEGIS_P($2, 0)	C new [S0, S4]
>)>)

dnl AEGIS-128L's encryption and decryption with VEX (x86_64/vaes) pair
dnl the blocks as EVEX does, in %ymm0 .. %ymm15 and with no VPTERNLOGD:
dnl the pairs in %ymm0 .. %ymm3 (VA) and %ymm4 .. %ymm7 (VB), made in
dnl place from the blocks in %xmm0 .. %xmm7.  Encrypting, new P0 is
dnl the round of P3 swapped with P0 XOR the message's 32 bytes as its
dnl key, made off the ring, so the ring is four rounds and a swap for
dnl four blocks.  Decrypting, the key would wait for the plaintext and
dnl chain P0 to itself through a round every block; new P0 is instead
dnl the zero-key round of P3 swapped XOR (P0 XOR the plaintext), as
dnl with EVEX, one instruction more, measured faster (doc/aegis.md,
dnl "VEX pairs on the avx2 tier").  The keystream is a swap and three logic instructions, the
dnl text's XOR reads its 32 bytes from memory.
define(<VPA0>, <%ymm0>)		C the pairs, one set
define(<VPA1>, <%ymm1>)
define(<VPA2>, <%ymm2>)
define(<VPA3>, <%ymm3>)
define(<VPB0>, <%ymm4>)		C and the other
define(<VPB1>, <%ymm5>)
define(<VPB2>, <%ymm6>)
define(<VPB3>, <%ymm7>)
define(<VK>, <%ymm8>)		C P0 ^ the message; decrypting the AND, then P0 ^ the plaintext
define(<VZ>, <%ymm9>)		C the AND, then the ciphertext; decrypting the plaintext
define(<VW>, <%ymm10>)		C P2 swapped: [S6, S2], then the keystream
define(<VNOKEY>, <%ymm11>)	C decrypting: zero, the key of P3's round

dnl AEGIS_VP(set, i): pair I of SET (PA or PB) with VEX.
define(<AEGIS_VP>, <V$1$2>)

dnl AEGIS_VPAIRS_IN: the pairs of VPA from the blocks in %xmm0 ..
dnl %xmm7, in place; decrypting, VNOKEY zeroed.
define(<AEGIS_VPAIRS_IN>, <forloop(<i>, 0, 3, <
	vinserti128	<$>1, %xmm<>eval(i + 4), %ymm<>i, AEGIS_VP(PA, i)>)
	ifelse(OP, decrypt, <
	vpxor	VNOKEY, VNOKEY, VNOKEY>)>)

dnl AEGIS_VPAIRS_OUT: the blocks back in %xmm0 .. %xmm7 from VPA, and
dnl the upper halves of every ymm register zeroed (no state, keystream
dnl or text left there; the SSE code after runs with no penalty on
dnl Intel cores); AEGIS_CLEAR zeroes the lower halves.
define(<AEGIS_VPAIRS_OUT>, <forloop(<i>, 0, 3, <
	vextracti128	<$>1, AEGIS_VP(PA, i), %xmm<>eval(i + 4)>)
	vzeroupper>)

dnl AEGIS_VSTEP(p, q, offset): AEGIS_PSTEP with VEX.  New P0's round
dnl follows the swap, before the other rounds (the ring's longest link,
dnl as with EVEX); encrypting, its key is ready with the block;
dnl decrypting, the plaintext ^ P0 is XORed after it, the AND and two
dnl XORs after the old pairs.  The block is read before its output is
dnl stored: DST may be SRC.
define(<AEGIS_VSTEP>, <
	vperm2i128	<$>1, AEGIS_VP($1, 3), AEGIS_VP($1, 3), AEGIS_VP($2, 0)	C [S7, S3]
	ifelse(OP, encrypt, <
	vpxor	$3<>(SRC), AEGIS_VP($1, 0), VK		C [S0, S4] ^ the message
	vaesenc	VK, AEGIS_VP($2, 0), AEGIS_VP($2, 0)		C new [S0, S4]>, <
	vaesenc	VNOKEY, AEGIS_VP($2, 0), AEGIS_VP($2, 0)	C the round of [S7, S3], zero key>)
	vaesenc	AEGIS_VP($1, 3), AEGIS_VP($1, 2), AEGIS_VP($2, 3)		C new [S3, S7]
	vaesenc	AEGIS_VP($1, 2), AEGIS_VP($1, 1), AEGIS_VP($2, 2)		C new [S2, S6]
	vaesenc	AEGIS_VP($1, 1), AEGIS_VP($1, 0), AEGIS_VP($2, 1)		C new [S1, S5]
	vperm2i128	<$>1, AEGIS_VP($1, 2), AEGIS_VP($1, 2), VW		C [S6, S2]
	vpxor	AEGIS_VP($1, 1), VW, VW			C [S1 ^ S6, S5 ^ S2]
	ifelse(OP, encrypt, <
	vpand	AEGIS_VP($1, 3), AEGIS_VP($1, 2), VZ		C [S2 & S3, S6 & S7]
	vpxor	VZ, VW, VW				C the keystream
	vpxor	$3<>(SRC), VW, VZ			C the ciphertext>, <
	vpxor	$3<>(SRC), VW, VZ			C ^ the ciphertext
	vpand	AEGIS_VP($1, 3), AEGIS_VP($1, 2), VK		C [S2 & S3, S6 & S7]
	vpxor	VK, VZ, VZ				C the plaintext
	vpxor	VZ, AEGIS_VP($1, 0), VK			C [S0, S4] ^ the plaintext
	vpxor	VK, AEGIS_VP($2, 0), AEGIS_VP($2, 0)		C new [S0, S4]>)
	vmovdqu	VZ, $3<>(DST)>)

dnl AEGIS_PAIR_STEP(p, q, offset): AEGIS_PSTEP or AEGIS_VSTEP.
define(<AEGIS_PAIR_STEP>, <ifelse(EVEX, yes, <AEGIS_PSTEP($@)>, <AEGIS_VSTEP($@)>)>)

dnl AEGIS_RUN(op, label): BLOCKS whole blocks at SRC (and DST) through
dnl OP, the state in %xmm0 .. %xmm<LANES - 1> before and after: turns of
dnl TURN blocks unrolled (LANES, or four where RUN_STEP6 says AEGIS_STEP6
dnl or RUN_PAIRS says AEGIS_PAIR_STEP runs them), then the blocks left one
dnl by one.  LABEL makes the labels of each use its own.
define(<AEGIS_RUN>, <define(<OP>, <$1>)dnl
define(<RUN_STEP6>, ifelse(LANES-$1-EVEX, 6-encrypt-no, yes, LANES-$1-EVEX, 6-decrypt-no, yes, no))dnl
define(<RUN_PAIRS>, ifelse(EVEX-VEX, no-no, no, LANES-DEG, 8-1, ifelse($1, encrypt, yes, $1, decrypt, yes, no), no))dnl
define(<TURN>, ifelse(RUN_STEP6, yes, 4, RUN_PAIRS, yes, 4, LANES))
	cmp	<$>TURN, BLOCKS
	jb	.Lone_$2
	ifelse(RUN_PAIRS, yes, <ifelse(EVEX, yes, <AEGIS_PAIRS_IN>, <AEGIS_VPAIRS_IN>)>)
	ifelse(RUN_PAIRS-EVEX-$1, yes-yes-decrypt, <
	C the turn on 64 bytes: with the store above, measured faster
	.p2align 6>)

.Lturn_$2:
	forloop(<r>, 0, eval(TURN - 1), <ifelse(RUN_STEP6, yes, <AEGIS_STEP6(eval(RATE * r), r)>,
	RUN_PAIRS, yes, <ifelse(eval(r % 2), 0, <AEGIS_PAIR_STEP(PA, PB, eval(RATE * r))>,
	<AEGIS_PAIR_STEP(PB, PA, eval(RATE * r))>)>,
	<AEGIS_BLOCK(r, eval(RATE * r))>)>)
	add	<$>eval(RATE * TURN), SRC
	ifelse($1, absorb, , $1, init, , <
	add	<$>eval(RATE * TURN), DST>)
	sub	<$>TURN, BLOCKS
	cmp	<$>TURN, BLOCKS
	jae	.Lturn_$2
	ifelse(RUN_PAIRS, yes, <ifelse(EVEX, yes, <AEGIS_PAIRS_OUT>, <AEGIS_VPAIRS_OUT>)>)

.Lone_$2:
	test	BLOCKS, BLOCKS
	jz	.Ldone_$2
.Lone_loop_$2:
	AEGIS_STEP(0)
	add	<$>RATE, SRC
	ifelse($1, absorb, , $1, init, , <
	add	<$>RATE, DST>)
	dec	BLOCKS
	jnz	.Lone_loop_$2
.Ldone_$2:>)

dnl AEGIS_BLOCKS(name, lanes, degree, op, encoding): the function NAME,
dnl for the variant of LANES blocks (8: AEGIS-128, 6: AEGIS-256) and
dnl DEGREE instances (1, 2 or 4), OP absorb, encrypt, decrypt or init
dnl (the X forms' initialisation: absorb with the context row): (state,
dnl blocks, src), (state, blocks, dst, src) or (state, blocks, src,
dnl ctx); ENCODING evex for AEGIS-128L and AEGIS-256 in x86_64/vaes512
dnl (EVEX above), vex for AEGIS-128L's encryption and decryption in
dnl x86_64/vaes (VEX above), else empty.
define(<AEGIS_BLOCKS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<RATE>, eval(ifelse($2, 8, 32, 16) * $3))dnl
define(<NODST>, ifelse($4, absorb, 1, $4, init, 1, 0))dnl
define(<ZERO_KEY>, no)define(<EVEX>, ifelse($5, evex, yes, no))dnl
define(<VEX>, ifelse($5, vex, yes, no))dnl
PROLOGUE($1)
	AEGIS_EVEX_START
	ifelse(OP, init, <
	mov	%rcx, CTXP>)
	ifelse(NODST, 1, <
	mov	%rdx, SRC>)
	ifelse(DEG, 1, , <
	mov	SRC, SRC0
	mov	DST, DST0
	mov	BLOCKS, BLOCKS0
	mov	<$>DEG, LEFT
.Linstance:>)
	forloop(<i>, 0, eval(LANES - 1), <
	movdqu	eval(16 * DEG * i)<>(STATE), %xmm<>i>)
	ifelse(OP, init, <
	movdqu	(CTXP), CTX>)
	AEGIS_RUN(OP, <blocks>)
	forloop(<i>, 0, eval(LANES - 1), <
	movdqu	%xmm<>i, eval(16 * DEG * i)<>(STATE)>)
	ifelse(DEG, 1, , <
	C the next instance: its blocks and message bytes 16 further on
	dec	LEFT
	jz	.Lend
	add	<$>16, STATE
	add	<$>16, SRC0
	add	<$>16, DST0
	ifelse(OP, init, <
	add	<$>16, CTXP>)
	mov	SRC0, SRC
	mov	DST0, DST
	mov	BLOCKS0, BLOCKS
	jmp	.Linstance
.Lend:>)
	C no state or keystream left in the registers
	AEGIS_CLEAR(12)
	ret
EPILOGUE($1)>)

dnl AEGIS_EVEX_START: with EVEX, NOKEY zeroed.
define(<AEGIS_EVEX_START>, <ifelse(EVEX, yes, <
	vpxor	NOKEY, NOKEY, NOKEY>)>)

dnl AEGIS_CLEAR(last): %xmm0 .. %xmm<LAST> zeroed; with EVEX, which also
dnl used U and NOKEY, every vector register below %xmm16 whole
dnl (VZEROALL, which also clears the upper halves, x86_64/README).
define(<AEGIS_CLEAR>, <ifelse(EVEX, yes, <
	vzeroall>, <forloop(<i>, 0, $1, <
	pxor	%xmm<>i, %xmm<>i>)>)>)

dnl The registers of AEGIS_ENDS: the key and nonce (start), or the
dnl message block (finish), kept for every update.
define(<KEY>, <%rsi>)
define(<NONCE>, <%rdx>)
define(<FIRST>, <%rsi>)
define(<SECOND>, <%rdx>)
define(<MK>, <%xmm12>)		C 128L start: the key; 256: K0
define(<MN>, <%xmm11>)		C 128L start: the nonce; 256: K1
define(<MF>, <%xmm11>)		C finish: the message block

dnl AEGIS-256's start names two more, MKN0 and MKN1 (K0 ^ N0, K1 ^ N1).
dnl
dnl AEGIS_LENGTHS(first, second): in MF the Finalize's message, block 2
dnl (eight lanes) or 3 (six) XOR LE64(FIRST) || LE64(SECOND).
define(<AEGIS_LENGTHS>, <
	movq	$1, MF
	movq	$2, T
	punpcklqdq	T, MF
	pxor	%xmm<>ifelse(LANES, 8, 2, 3), MF>)

dnl AEGIS_KEY_MESSAGE(k): for six lanes, the message of the Init's
dnl update K: K0, K1, K0 ^ N0, K1 ^ N1 in turn.
define(<AEGIS_KEY_MESSAGE>, <ifelse(eval(($1) % 4), 0, MK, eval(($1) % 4), 1, MN,
	eval(($1) % 4), 2, MKN0, MKN1)>)

dnl AEGIS_ENDS(name, lanes, op, encoding): the function NAME for one
dnl instance of the variant of LANES blocks, OP start (the draft's Init
dnl after its first blocks: (state, key, nonce)) or finish (the seven
dnl updates of its Finalize: (state, first, second)), ENCODING as for
dnl AEGIS_BLOCKS.  Every update is unrolled, the register names rotated
dnl (AEGIS_S); the blocks are stored from where the last update left
dnl them.
define(<AEGIS_ENDS>, <define(<LANES>, <$2>)define(<DEG>, 1)define(<OP>, <$3>)dnl
define(<EVEX>, ifelse($4, evex, yes, no))define(<VEX>, no)dnl
define(<NUPD>, ifelse($3, finish, 7, $2, 8, 10, 16))dnl
PROLOGUE($1)
	AEGIS_EVEX_START
	forloop(<i>, 0, eval(LANES - 1), <
	movdqu	eval(16 * i)<>(STATE), %xmm<>i>)
	ifelse($3, start, <ifelse(LANES, 8, <
	movdqu	(KEY), MK
	movdqu	(NONCE), MN>, <
	movdqu	(KEY), MK
	movdqu	16(KEY), MN
	movdqu	(NONCE), MKN0
	movdqu	16(NONCE), MKN1
	pxor	MK, MKN0		C K0 ^ N0
	pxor	MN, MKN1		C K1 ^ N1>)>, <
	AEGIS_LENGTHS(FIRST, SECOND)>)
	forloop(<r>, 0, eval(NUPD - 1), <ifelse($3, start, <ifelse(LANES, 8, <
	movdqa	MN, M0
	movdqa	MK, M1>, <
	movdqa	AEGIS_KEY_MESSAGE(r), M0>)>, <
	movdqa	MF, M0
	ifelse(LANES, 8, <
	movdqa	MF, M1>)>)
	AEGIS_UPDATE(r)>)
	forloop(<i>, 0, eval(LANES - 1), <
	movdqu	AEGIS_S(i, NUPD), eval(16 * i)<>(STATE)>)
	C no state, key or message left in the registers
	AEGIS_CLEAR(13)
	ret
EPILOGUE($1)>)

dnl The registers of AEGIS_MESSAGE.
define(<WORK>, <%rdi>)
define(<AD_LENGTH>, <%r11>)
define(<LENGTH>, <%r10>)
define(<MASKP>, <%rax>)		C where the mask of the last block starts
define(<MASK>, <%xmm13>)	C the bytes of the last block that are text

dnl AEGIS_MESSAGE(name, lanes, op, encoding): the function NAME, OP seal
dnl or open of one whole message for one instance of the variant of
dnl LANES blocks: (work, ad_length, ad, length, dst, src), WORK as
dnl src/functions.def says, ENCODING as for AEGIS_BLOCKS.  The state is in registers from the Init
dnl to the tag.  The Init's first blocks are put where its updates,
dnl their names rotated (AEGIS_S) from R0 on, leave each block in its
dnl own register (R0 + the updates is a multiple of LANES); the
dnl associated data and the text run through AEGIS_RUN, their padded
dnl last blocks one update each; the Finalize's seven updates leave
dnl the blocks rotated, and the tags are read from there.
define(<AEGIS_MESSAGE>, <define(<LANES>, <$2>)define(<DEG>, 1)dnl
define(<RATE>, ifelse($2, 8, 32, 16))define(<OP>, <absorb>)dnl
define(<NUPD>, ifelse($2, 8, 10, 16))dnl
define(<R0>, eval(LANES - NUPD % LANES))dnl
define(<LAST>, eval(64 + RATE))dnl
define(<TAGS>, eval(64 + 2 * RATE))dnl
define(<ZERO_KEY>, yes)define(<EVEX>, ifelse($4, evex, yes, no))dnl
define(<VEX>, ifelse($4, vex, yes, no))dnl
PROLOGUE($1)
	ifelse($3-LANES-EVEX, open-6-no, <
	pxor	ZERO, ZERO>)
	AEGIS_EVEX_START
	mov	%rsi, AD_LENGTH
	mov	%rcx, LENGTH
	ifelse(LANES, 8, <
	C the Init: S0 = S4 = K ^ N, S1 = S3 = C1, S2 = C0, S5 = S7 =
	C K ^ C0, S6 = K ^ C1; each update's message N, K
	movdqu	32(WORK), M0
	movdqu	(WORK), M1
	movdqa	.Lc0(%rip), AEGIS_S(2, R0)
	movdqa	.Lc1(%rip), AEGIS_S(1, R0)
	movdqa	AEGIS_S(1, R0), AEGIS_S(3, R0)
	movdqa	M1, AEGIS_S(0, R0)
	pxor	M0, AEGIS_S(0, R0)
	movdqa	AEGIS_S(0, R0), AEGIS_S(4, R0)
	movdqa	M1, AEGIS_S(5, R0)
	pxor	AEGIS_S(2, R0), AEGIS_S(5, R0)
	movdqa	M1, AEGIS_S(6, R0)
	pxor	AEGIS_S(1, R0), AEGIS_S(6, R0)
	movdqa	AEGIS_S(5, R0), AEGIS_S(7, R0)
	forloop(<r>, R0, eval(R0 + NUPD - 1), <AEGIS_UPDATE(r)>)>, <
	C the Init: S0 = K0 ^ N0, S1 = K1 ^ N1, S2 = C1, S3 = C0,
	C S4 = K0 ^ C0, S5 = K1 ^ C1; the updates' messages K0, K1,
	C K0 ^ N0, K1 ^ N1 in turn, each copied to M0, which the update
	C clobbers
	movdqu	(WORK), MK
	movdqu	16(WORK), MN
	movdqu	32(WORK), MKN0
	movdqu	48(WORK), MKN1
	pxor	MK, MKN0
	pxor	MN, MKN1
	movdqa	MKN0, AEGIS_S(0, R0)
	movdqa	MKN1, AEGIS_S(1, R0)
	movdqa	.Lc1(%rip), AEGIS_S(2, R0)
	movdqa	.Lc0(%rip), AEGIS_S(3, R0)
	movdqa	MK, AEGIS_S(4, R0)
	pxor	AEGIS_S(3, R0), AEGIS_S(4, R0)
	movdqa	MN, AEGIS_S(5, R0)
	pxor	AEGIS_S(2, R0), AEGIS_S(5, R0)
	forloop(<r>, R0, eval(R0 + NUPD - 1), <
	movdqa	AEGIS_KEY_MESSAGE(eval(r - R0)), M0
	AEGIS_UPDATE(r)>)>)

	C the associated data's whole blocks, then its padded last block
	mov	%rdx, SRC
	mov	AD_LENGTH, BLOCKS
	shr	<$>ifelse(LANES, 8, 5, 4), BLOCKS
	AEGIS_RUN(absorb, <ad>)
	test	<$>eval(RATE - 1), AD_LENGTH
	jz	.Ltext
	lea	64(WORK), SRC
	AEGIS_STEP(0)

.Ltext:
	mov	%r9, SRC
	mov	%r8, DST
	mov	LENGTH, BLOCKS
	shr	<$>ifelse(LANES, 8, 5, 4), BLOCKS
	ifelse($3, seal, <
	AEGIS_RUN(encrypt, <text>)
	C the padded last block, encrypted where it is
	test	<$>eval(RATE - 1), LENGTH
	jz	.Lfinalize
	lea	LAST<>(WORK), SRC
	mov	SRC, DST
	AEGIS_STEP(0)>, <
	AEGIS_RUN(decrypt, <text>)
	C the padded last block: its plaintext with the bytes past the
	C text zeroed (the mask from .Lmask + 32 - the text's last bytes)
	C before it is stored where the block was and absorbed
	mov	LENGTH, BLOCKS
	and	<$>eval(RATE - 1), BLOCKS
	jz	.Lfinalize
	lea	.Lmask+32(%rip), MASKP
	sub	BLOCKS, MASKP
	movdqu	LAST<>(WORK), M0
	ifelse(LANES, 8, <
	movdqu	eval(LAST + 16)<>(WORK), M1>)
	ifelse(EVEX, yes, <AEGIS_FOLD(M0, M1, 0)>, <AEGIS_PLAINTEXT(0)>)
	movdqu	(MASKP), MASK
	pand	MASK, M0
	movdqu	M0, LAST<>(WORK)
	ifelse(LANES, 8, <
	movdqu	16(MASKP), MASK
	pand	MASK, M1
	movdqu	M1, eval(LAST + 16)<>(WORK)>)
	AEGIS_UPDATE(0)
	AEGIS_BACK>)

.Lfinalize:
	define(<OP>, <absorb>)
	C the Finalize's message, of the lengths in bits
	shl	<$>3, AD_LENGTH
	shl	<$>3, LENGTH
	AEGIS_LENGTHS(AD_LENGTH, LENGTH)
	ifelse(LANES, 8, <
	movdqa	MF, M0
	movdqa	MF, M1
	forloop(<r>, 0, 6, <AEGIS_UPDATE(r)>)>, <
	forloop(<r>, 0, 6, <
	movdqa	MF, M0
	AEGIS_UPDATE(r)>)>)

	C the 16-byte tag, the XOR of blocks 0 .. 6 (0 .. 5), and the
	C 32-byte one, the XOR of the first half of the blocks, then of
	C the second
	movdqa	AEGIS_S(0, 7), Z0
	forloop(<j>, 1, eval(LANES / 2 - 1), <
	pxor	AEGIS_S(j, 7), Z0>)
	movdqa	AEGIS_S(eval(LANES / 2), 7), Z1
	forloop(<j>, eval(LANES / 2 + 1), eval(LANES - 1), <
	pxor	AEGIS_S(j, 7), Z1>)
	movdqu	Z0, eval(TAGS + 16)<>(WORK)
	movdqu	Z1, eval(TAGS + 32)<>(WORK)
	pxor	Z1, Z0
	ifelse(LANES, 8, <
	pxor	AEGIS_S(7, 7), Z0		C block 7 is not in the 16-byte tag>)
	movdqu	Z0, TAGS<>(WORK)

	C no state, key, keystream or text left in the registers
	AEGIS_CLEAR(14)
	ret
EPILOGUE($1)

	RODATA
	.p2align 4
C the draft's C0 and C1
.Lc0:
	.byte 0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d
	.byte 0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62
.Lc1:
	.byte 0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1
	.byte 0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd
C thirty-two bytes of ones, then thirty-two of zeros: from .Lmask +
C 32 - K on, the mask of the first K bytes of a block
.Lmask:
	.fill 32, 1, 0xff
	.fill 32, 1, 0>)
