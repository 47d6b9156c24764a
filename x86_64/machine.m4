dnl x86_64/machine.m4 -- conventions of the x86_64 assembly (SysV ABI).
dnl See x86_64/README.
dnl Control-flow protection (asm.m4): the x86 feature property
dnl (GNU_PROPERTY_X86_FEATURE_1_AND) has the bits of __CET__, IBT 1 and
dnl SHSTK 2; with IBT every function starts with endbr64.  No function
dnl here reaches its return address other than by ret.
ifelse(eval(ASM_CET & 1), 1, <define(<ENTRY_PAD>, <endbr64>)>)dnl
ifelse(ASM_CET, 0, , <GNU_PROPERTY(0xc0000002, ASM_CET, 8)
>)dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore $1>)>)dnl
dnl The body of memxor and memxor3: DST = A ^ B over LENGTH bytes, with
dnl the names DST, A, B, LENGTH, OFF (offset of the next block), END
dnl (LENGTH rounded down to 16), NEXT, T0, T1 (scratch) and LAST (xmm:
dnl the last 16 bytes' result) defined by the file; A or B may be DST.
dnl 64 bytes per iteration go through unaligned 16-byte loads and
dnl stores; the ragged end is one 16-byte block computed from the
dnl original bytes before the loop, so it may overlap the last whole
dnl block; below 16 bytes, two overlapping words of 8, 4 or 2 bytes,
dnl both computed before either is stored, or one byte.
dnl MEMXOR_SMALL(reg0, reg1, size): the two words of SIZE bytes.
define(<MEMXOR_SMALL>, <
	mov	(A), $1
	mov	-$3(A, LENGTH), $2
	xor	(B), $1
	xor	-$3(B, LENGTH), $2
	mov	$1, (DST)
	mov	$2, -$3(DST, LENGTH)
	ret>)dnl
dnl MEMXOR_BLOCK(offset, xa, xb): 16 bytes at OFF + offset.
define(<MEMXOR_BLOCK>, <
	movdqu	$1(A, OFF), $2
	movdqu	$1(B, OFF), $3
	pxor	$3, $2
	movdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR_BODY>, <	cmp	$<>16, LENGTH
	jb	.Lsmall

	movdqu	-16(A, LENGTH), LAST
	movdqu	-16(B, LENGTH), %xmm5
	pxor	%xmm5, LAST
	mov	LENGTH, END
	and	$<>-16, END
	xor	OFF, OFF

.Loop64:
	lea	64(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop16
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	MEMXOR_BLOCK(16, %xmm2, %xmm3)
	MEMXOR_BLOCK(32, %xmm0, %xmm1)
	MEMXOR_BLOCK(48, %xmm2, %xmm3)
	mov	NEXT, OFF
	jmp	.Loop64

.Loop16:
	cmp	END, OFF
	jae	.Llast
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	add	$<>16, OFF
	jmp	.Loop16

.Llast:
	movdqu	LAST, -16(DST, LENGTH)
	ret

.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	MEMXOR_SMALL(T0, T1, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	MEMXOR_SMALL(%r9d, %r10d, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	MEMXOR_SMALL(%r9w, %r10w, 2)
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Lreturn
	movzbl	(A), %r9d
	xorb	(B), %r9b
	movb	%r9b, (DST)
.Lreturn:
	ret>)dnl
dnl
dnl The Tillich-Zémor hash (tz-mul-bytes.asm in pclmul, vpclmul).
dnl TZ_FOLD127(e, hsb, t0, t1): E holds field elements as [low, high]
dnl qwords in each 128-bit lane, possibly with bit 127 set; where it is,
dnl clear it and add x^63 + 1 (x^127 = x^63 + 1).  HSB is [0, 2^63] in
dnl each lane.  VEX encoding, any register width.
define(<TZ_FOLD127>, <
	vpand	$2, $1, $3
	vpxor	$3, $1, $1
	vpshufd	<$>0x4e, $3, $3
	vpsrlq	<$>63, $3, $4
	vpxor	$3, $1, $1
	vpxor	$4, $1, $1>)dnl
dnl TZ_MATRIX_BITS: the last seven bits of the byte matrices of the
dnl byte-at-a-time files (pclmul, vpclmul), with the file's NEXT_BIT and
dnl BIT_STEP(m0, m1, new m0) on the rows (X00, X01) and (X10, X11); the
dnl first entry of a row alternates with Y0, Y1 and ends there.
define(<TZ_MATRIX_BITS>, <forloop(<tz_bit>, 1, 7, <
	NEXT_BIT
	ifelse(eval(tz_bit % 2), 1, <BIT_STEP(X00, X01, Y0)
	BIT_STEP(X10, X11, Y1)>, <BIT_STEP(Y0, X01, X00)
	BIT_STEP(Y1, X11, X10)>)>)>)dnl
dnl
dnl SHA-2 with scalar rounds (rorx) and the message schedule of two
dnl blocks at once in AVX2, one block per 128-bit lane:
dnl x86_64/bmi2/sha256-compress.asm and sha512-compress.asm.  A 16-byte
dnl lane holds 16 / WORD schedule words, a "step"; w + k of both blocks
dnl go to a stack frame, 32 bytes per step (first block, then second),
dnl and the second block's rounds run from there after the first's.
dnl The file defines WORD (4 or 8 bytes), ROUNDS (64 or 80); STATE,
dnl BLOCKS, DATA, WKP (pointers); R0..R7, Y0, Y1, T1, T2 (registers of
dnl the word size) with TP the 64-bit register of T1; SIGMA0(x) and
dnl SIGMA1(x) through SHA2_SIGMA; X(n) and XL(n) (the ymm and xmm
dnl register of step n of the schedule), V0, BSWAP; SCHED(n) (step n of
dnl the schedule, ending with SHA2_WK(n)); the constants at .LK.
dnl
define(<SHA2_STEPS>, <eval(ROUNDS * WORD / 16)>)dnl
define(<SHA2_WK_SIZE>, <eval(2 * ROUNDS * WORD)>)dnl
define(<SHA2_DATA_SAVE>, <SHA2_WK_SIZE>)dnl
dnl The frame: w + k, then the saved data pointer; after the return
dnl address and six pushes it keeps %rsp 16-byte aligned.
define(<SHA2_FRAME>, <eval(SHA2_WK_SIZE + 8)>)dnl
define(<SHA2_VPADD>, <ifelse(WORD, 4, <vpaddd>, <vpaddq>)>)dnl
dnl
dnl SHA2_SIGMA(r1, r2, r3, x): T1 = x rotated right by r1, r2 and r3,
dnl xored.  Clobbers T2.
define(<SHA2_SIGMA>, <
	rorx	<$>$1, $4, T1
	rorx	<$>$2, $4, T2
	xor	T2, T1
	rorx	<$>$3, $4, T2
	xor	T2, T1>)dnl
dnl
dnl SHA2_ROUND(w + k, a, b, c, d, e, f, g, h, y_new, y_old): one round.
dnl h += w + k + S1(e) + Ch(e, f, g); d += h; h += S0(a) + Maj(a, b, c).
dnl Ch = ((f ^ g) & e) ^ g;
dnl Maj = ((a ^ b) & (b ^ c)) ^ b, with b ^ c left by the previous round.
dnl The order keeps the chain from e to the next e at five additions
dnl deep: h gathers w + k and Ch while S1(e) is computed.
define(<SHA2_ROUND>, <
	add	$1, $9			C h += w + k
	mov	$7, T1
	xor	$8, T1
	and	$6, T1
	xor	$8, T1			C Ch(e, f, g)
	add	T1, $9
	C S1(e)
	SIGMA1($6)
	add	T1, $9			C h is now t1
	add	$9, $5			C d += t1
	C S0(a)
	SIGMA0($2)
	mov	$2, $10
	xor	$3, $10			C a ^ b
	and	$10, $11
	xor	$3, $11			C Maj(a, b, c)
	add	$11, T1
	add	T1, $9>)dnl
dnl
dnl SHA2_REG(i): the register of a in round i (only i mod 8 matters);
dnl round i finds a in R(-i), b in R(1-i), ..., h in R(7-i).
define(<SHA2_REG>, <indir(<R>eval(((($1) % 8) + 8) % 8))>)dnl
dnl SHA2_ROUNDI(i, w + k): round i with the given w + k.
define(<SHA2_ROUNDI>, <SHA2_ROUND($2, SHA2_REG(0 - ($1)), SHA2_REG(1 - ($1)),
	SHA2_REG(2 - ($1)), SHA2_REG(3 - ($1)), SHA2_REG(4 - ($1)),
	SHA2_REG(5 - ($1)), SHA2_REG(6 - ($1)), SHA2_REG(7 - ($1)),
	ifelse(eval(($1) % 2), 0, <Y0, Y1>, <Y1, Y0>))>)dnl
dnl SHA2_STEP_ROUNDS(n): the first block's rounds of step n.
define(<SHA2_STEP_ROUNDS>, <forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * ($1) + j), eval(32 * ($1) + WORD * j)(%rsp))>)>)dnl
dnl
dnl SHA2_WK(n): w + k of step n of both blocks into the frame.
define(<SHA2_WK>, <
	vbroadcasti128	.LK+eval(16 * ($1))(%rip), V0
	SHA2_VPADD	V0, X($1), V0
	vmovdqu	V0, eval(32 * ($1))(%rsp)>)dnl
dnl SHA2_LOAD(n): step n of both blocks (DATA and TP), byte-swapped.
define(<SHA2_LOAD>, <
	vmovdqu	eval(16 * ($1))(DATA), XL($1)
	vinserti128	<$>1, eval(16 * ($1))(TP), X($1), X($1)
	vpshufb	BSWAP, X($1), X($1)
	SHA2_WK($1)>)dnl
dnl
dnl SHA2_STATE_LOAD: a..h from the state into R0..R7.
define(<SHA2_STATE_LOAD>, <forloop(<j>, 0, 7, <
	mov	eval(WORD * j)(STATE), indir(<R>j)>)>)dnl
dnl SHA2_ADD_STATE: a..h (back in R0..R7 after a multiple of 8 rounds)
dnl += the state, and stored.
define(<SHA2_ADD_STATE>, <forloop(<j>, 0, 7, <
	add	eval(WORD * j)(STATE), indir(<R>j)>)forloop(<j>, 0, 7, <
	mov	indir(<R>j), eval(WORD * j)(STATE)>)>)dnl
dnl
dnl SHA2_ENTER: returns at once for no blocks; saves the registers and
dnl makes the frame.
define(<SHA2_ENTER>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	<$>SHA2_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA2_FRAME>)>)dnl
dnl
dnl SHA2_BLOCKS: the state, updated with BLOCKS blocks from DATA.
define(<SHA2_BLOCKS>, <SHA2_STATE_LOAD

	ALIGN_FUNCTION
.Loop:
	C the second block, or the first again when it is the last
	lea	eval(16 * WORD)(DATA), TP
	cmp	<$>1, BLOCKS
	cmove	DATA, TP
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_LOAD(n)>)
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
	C Each step of rounds comes after the schedule WORD steps ahead,
	C which the processor runs beside the rounds.
forloop(<n>, 0, eval(SHA2_STEPS - WORD - 1), <
	SCHED(eval(n + WORD))
	SHA2_STEP_ROUNDS(n)>)
forloop(<n>, eval(SHA2_STEPS - WORD), eval(SHA2_STEPS - 1), <
	SHA2_STEP_ROUNDS(n)>)
	SHA2_ADD_STATE
	sub	<$>1, BLOCKS
	jz	.Lend

	C The second block: its w + k are ready, 16 bytes into each step;
	C a loop of eight rounds keeps the code small.
	mov	DATA, SHA2_DATA_SAVE<>(%rsp)
	lea	16(%rsp), WKP
	mov	R1, Y1
	xor	R2, Y1
.Lsecond:
forloop(<i>, 0, 7, <
	SHA2_ROUNDI(i, eval(32 * (i * WORD / 16) + WORD * (i % (16 / WORD)))(WKP))>)
	sub	<$>-eval(16 * WORD), WKP
	lea	SHA2_WK_SIZE + 16(%rsp), TP
	cmp	TP, WKP
	jne	.Lsecond
	SHA2_ADD_STATE
	mov	SHA2_DATA_SAVE<>(%rsp), DATA
	add	<$>eval(32 * WORD), DATA
	sub	<$>1, BLOCKS
	jnz	.Loop
.Lend:>)dnl
dnl
dnl SHA2_LEAVE: clears the frame (w + k derive from the message),
dnl restores the registers and returns.
define(<SHA2_LEAVE>, <
	vpxor	V0, V0, V0
	mov	<$>SHA2_WK_SIZE, TP
.Lwipe:
	vmovdqu	V0, -32(%rsp, TP)
	sub	<$>32, TP
	jnz	.Lwipe
	vzeroupper
	add	<$>SHA2_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -SHA2_FRAME>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Ldone:
	ret>)dnl
dnl
dnl POLY1305_BLOCKS_64: the body of poly1305_blocks in radix 2^64, from
dnl the arguments in %rdi, %rsi, %rdx, %ecx to the ret (labels
dnl .Lp64_*).  One block is h = (h + m) r mod 2^130 - 5 with h in three
dnl 64-bit words and r in two: four 64x64-bit mul and two small imul,
dnl the partial reduction of the C twin (src/poly1305-64.c), so that
dnl both leave the same h (h2 at most 4).  x86_64/poly1305-blocks.asm
dnl is this alone; x86_64/avx512ifma runs it for short calls and tails.
define(<POLY1305_BLOCKS_64>, <dnl
pushdef(<CTX>, <%rdi>)dnl
pushdef(<BLOCKS>, <%rsi>)dnl
pushdef(<PADBIT>, <%rcx>)dnl
pushdef(<DATA>, <%r8>)dnl	moved from %rdx, which mul writes
pushdef(<R0>, <%r9>)dnl
pushdef(<R1>, <%r10>)dnl
pushdef(<S1>, <%r11>)dnl	r1 + r1 / 4
pushdef(<H0>, <%rbx>)dnl
pushdef(<H1>, <%rbp>)dnl
pushdef(<H2>, <%r12>)dnl
pushdef(<T0>, <%r13>)dnl	low word of d0 = h0 r0 + h1 s1
pushdef(<T1>, <%r14>)dnl	high word of d0
pushdef(<T2>, <%r15>)dnl	low word of d1 = h0 r1 + h1 r0 + h2 s1
dnl H1 holds the high word of d1 once h1 has gone into the products.
	test	BLOCKS, BLOCKS
	jz	.Lp64_return
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, DATA
	mov	%ecx, %ecx		C padbit is 32 bits: clear the upper half
	mov	(CTX), R0
	mov	8(CTX), R1
	mov	16(CTX), S1
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2

	ALIGN_FUNCTION
.Lp64_loop:
	C h += m + padbit 2^128
	add	(DATA), H0
	adc	8(DATA), H1
	adc	PADBIT, H2

	C d1 = h1 r0 + h0 r1
	mov	R0, %rax
	mul	H1
	mov	%rax, T2
	mov	%rdx, T1
	mov	R1, %rax
	mul	H0
	add	%rax, T2
	adc	%rdx, T1
	C d0 = h1 s1 + h0 r0; h1 r1 2^128 = h1 s1 since 2^128 = 5/4 mod p
	mov	S1, %rax
	mul	H1
	mov	T1, H1			C H1: high word of d1 from here
	mov	%rax, T0
	mov	%rdx, T1
	mov	R0, %rax
	mul	H0
	add	%rax, T0
	adc	%rdx, T1
	C d1 += h2 s1 (h2 at most 7: fits in 64 bits); h2 = h2 r0 + high(d1)
	mov	S1, %rax
	imul	H2, %rax
	imul	R0, H2
	add	%rax, T2
	adc	$<>0, H1
	add	T1, T2			C + high word of d0
	adc	H1, H2
	C h0 = low(d0), h1 = low(d1); fold bits 130 and up: 2^130 = 5 mod p,
	C c = 5 floor(h2 / 4) = floor(h2 / 4) + (h2 and -4)
	mov	H2, %rax
	mov	H2, %rdx
	shr	$<>2, %rax
	and	$<>-4, %rdx
	and	$<>3, H2
	add	%rdx, %rax
	add	%rax, T0
	mov	T0, H0
	adc	$<>0, T2
	mov	T2, H1
	adc	$<>0, H2

	add	$<>16, DATA
	dec	BLOCKS
	jnz	.Lp64_loop

	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lp64_return:
	ret
popdef(<CTX>, <BLOCKS>, <PADBIT>, <DATA>, <R0>, <R1>, <S1>, <H0>, <H1>, <H2>, <T0>, <T1>, <T2>)>)dnl
dnl
dnl XMM(reg): the low 128 bits of a ymm register.
define(<XMM>, <patsubst(<$1>, <ymm>, <xmm>)>)dnl
dnl
dnl TRANSPOSE8_STORE(x0, x1, x2, x3, t0, t1, offset), for the 8-block
dnl stream cores (AVX2): X0..X3 hold words offset/4 .. offset/4 + 3 of
dnl blocks 0..7 (block k in lane k); store each block's four words at
dnl DST + 64 * block + offset.  Clobbers all six registers.
define(<TRANSPOSE8_STORE>, <
	vpunpckldq $2, $1, $5		C t0 = (a0 b0 a1 b1 | a4 b4 a5 b5)
	vpunpckhdq $2, $1, $1		C x0 = (a2 b2 a3 b3 | a6 b6 a7 b7)
	vpunpckldq $4, $3, $6		C t1 = (c0 d0 c1 d1 | c4 d4 c5 d5)
	vpunpckhdq $4, $3, $3		C x2 = (c2 d2 c3 d3 | c6 d6 c7 d7)
	vpunpcklqdq $6, $5, $2		C x1 = blocks 0 | 4
	vpunpckhqdq $6, $5, $5		C t0 = blocks 1 | 5
	vpunpcklqdq $3, $1, $4		C x3 = blocks 2 | 6
	vpunpckhqdq $3, $1, $1		C x0 = blocks 3 | 7
	vmovdqu	XMM($2), $7(DST)
	vmovdqu	XMM($5), eval(64 + $7)(DST)
	vmovdqu	XMM($4), eval(128 + $7)(DST)
	vmovdqu	XMM($1), eval(192 + $7)(DST)
	vextracti128 $<>1, $2, eval(256 + $7)(DST)
	vextracti128 $<>1, $5, eval(320 + $7)(DST)
	vextracti128 $<>1, $4, eval(384 + $7)(DST)
	vextracti128 $<>1, $1, eval(448 + $7)(DST)>)dnl
dnl
dnl The 16-block stream cores (AVX-512) keep word i of sixteen blocks
dnl in register Z(base + i), block k in lane k, with BASE 0 (and 16
dnl for a second group of blocks), and read the state at SRC.
dnl Z(i): the zmm register numbered by the expression I.
define(<Z>, <%zmm<>eval($1)>)dnl
dnl
dnl COUNTERS16(i, lo, hi, blocks): the 64-bit block counter of words I
dnl and I + 1 of SRC, plus the sixteen words at BLOCKS (block numbers)
dnl lane by lane, carrying from LO (word I) into HI (word I + 1).
dnl Needs the constant .Lone (1).
define(<COUNTERS16>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	$4(%rip), $2, $2
	vpcmpud	$<>1, $4(%rip), $2, %k1	C carry where lo + k is below k
	vpbroadcastd eval(4 * $1 + 4)(SRC), $3
	vpaddd	.Lone(%rip){1to16}, $3, $3{%k1}>)dnl
dnl
dnl LOAD16(base, i): every word of SRC but the counter words I and
dnl I + 1 into its register.
define(<LOAD16>, <forloop(<w>, 0, 15, <ifelse(w, $2, , w, eval($2 + 1), , <
	vpbroadcastd eval(4 * w)(SRC), Z($1 + w)>)>)>)dnl
dnl
dnl FEED16(base, i, lo, hi): the feed-forward: the words of SRC added,
dnl but LO and HI to the counter words I and I + 1.
define(<FEED16>, <forloop(<w>, 0, 15, <ifelse(w, $2, <
	vpaddd	$3, Z($1 + w), Z($1 + w)>, w, eval($2 + 1), <
	vpaddd	$4, Z($1 + w), Z($1 + w)>, <
	vpaddd	eval(4 * w)(SRC){1to16}, Z($1 + w), Z($1 + w)>)>)>)dnl
dnl
dnl The ChaCha rounds on this layout, for G groups of sixteen blocks.
dnl CHACHA_QA(q, s) .. CHACHA_QD(q, s): the words of quarter round Q
dnl (0..4G - 1; group q / 4) of a column (S = 0) or diagonal (S = 1)
dnl round.
define(<CHACHA_QA>, <Z(16 * ($1 / 4) + $1 % 4)>)dnl
define(<CHACHA_QB>, <Z(16 * ($1 / 4) + 4 + ($1 + $2) % 4)>)dnl
define(<CHACHA_QC>, <Z(16 * ($1 / 4) + 8 + ($1 + 2 * $2) % 4)>)dnl
define(<CHACHA_QD>, <Z(16 * ($1 / 4) + 12 + ($1 + 3 * $2) % 4)>)dnl
dnl
dnl CHACHA_ARX(x, y, z, n, s, g): x += y; z ^= x; z <<<= n, in the 4G
dnl quarter rounds of round S, where X, Y, Z name the words' roles;
dnl each operation for every quarter round before the next.
define(<CHACHA_ARX>, <forloop(<q>, 0, eval(4 * $6 - 1), <
	vpaddd	$2(q, $5), $1(q, $5), $1(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vpxord	$1(q, $5), $3(q, $5), $3(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vprold	$<>$4, $3(q, $5), $3(q, $5)>)>)dnl
dnl
dnl CHACHA_ROUND(s, g): a column or diagonal round of G groups.
define(<CHACHA_ROUND>, <
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 16, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 12, $1, $2)
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 8, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 7, $1, $2)>)dnl
dnl
dnl (A forloop body must not end in a C comment: it would swallow the
dnl rest of the loop.)
dnl
dnl TRANSPOSE16_STORE: store block k (lane k of %zmm0..%zmm15) at
dnl DST + 64 * k.  Clobbers every zmm register.
define(<TRANSPOSE16_STORE>, <
	C Within each 128-bit lane l, a 4x4 transpose per group of four
	C words a, b, c, d: afterwards Z(4g + j) holds words 4g..4g+3 of
	C block 4l + j in lane l.
	forloop(<g>, 0, 3, <
	vpunpckldq Z(4*g+1), Z(4*g), Z(16+4*g)	C (a0 b0 a1 b1)
	vpunpckhdq Z(4*g+1), Z(4*g), Z(17+4*g)	C (a2 b2 a3 b3)
	vpunpckldq Z(4*g+3), Z(4*g+2), Z(18+4*g)	C (c0 d0 c1 d1)
	vpunpckhdq Z(4*g+3), Z(4*g+2), Z(19+4*g)	C (c2 d2 c3 d3)
>)
	forloop(<g>, 0, 3, <
	vpunpcklqdq Z(18+4*g), Z(16+4*g), Z(4*g)	C (a0 b0 c0 d0)
	vpunpckhqdq Z(18+4*g), Z(16+4*g), Z(4*g+1)	C (a1 b1 c1 d1)
	vpunpcklqdq Z(19+4*g), Z(17+4*g), Z(4*g+2)	C (a2 b2 c2 d2)
	vpunpckhqdq Z(19+4*g), Z(17+4*g), Z(4*g+3)	C (a3 b3 c3 d3)
>)
	C Then a 4x4 transpose of 128-bit lanes over the groups: A..D =
	C Z(j), Z(4 + j), Z(8 + j), Z(12 + j) give blocks j, j + 4, j + 8,
	C j + 12.
	forloop(<j>, 0, 3, <
	vshufi32x4 $<>0x44, Z(4+j), Z(j), Z(16+4*j)	C (A0 A1 B0 B1)
	vshufi32x4 $<>0xee, Z(4+j), Z(j), Z(17+4*j)	C (A2 A3 B2 B3)
	vshufi32x4 $<>0x44, Z(12+j), Z(8+j), Z(18+4*j)	C (C0 C1 D0 D1)
	vshufi32x4 $<>0xee, Z(12+j), Z(8+j), Z(19+4*j)	C (C2 C3 D2 D3)
	vshufi32x4 $<>0x88, Z(18+4*j), Z(16+4*j), Z(j)	C (A0 B0 C0 D0)
	vshufi32x4 $<>0xdd, Z(18+4*j), Z(16+4*j), Z(4+j)	C (A1 B1 C1 D1)
	vshufi32x4 $<>0x88, Z(19+4*j), Z(17+4*j), Z(8+j)	C (A2 B2 C2 D2)
	vshufi32x4 $<>0xdd, Z(19+4*j), Z(17+4*j), Z(12+j)	C (A3 B3 C3 D3)
	vmovdqu64 Z(j), eval(64 * j)(DST)
	vmovdqu64 Z(4+j), eval(64 * (j + 4))(DST)
	vmovdqu64 Z(8+j), eval(64 * (j + 8))(DST)
	vmovdqu64 Z(12+j), eval(64 * (j + 12))(DST)>)>)dnl
dnl SHA256_K: the 64 round constants of SHA-256 (FIPS 180-4, 4.2.2),
dnl for the sha_ni and bmi2 files.
define(<SHA256_K>, <
	.long	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
>)dnl
