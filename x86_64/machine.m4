dnl x86_64/machine.m4 -- conventions of the x86_64 assembly (SysV ABI).
dnl See x86_64/README.
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore $1>)>)dnl
dnl forloop(var, from, to, body): BODY once for each VAR = FROM..TO.
define(<forloop>, <pushdef(<$1>, <$2>)_forloop(<$1>, <$2>, <$3>, <$4>)popdef(<$1>)>)dnl
define(<_forloop>, <$4<>ifelse($1, <$3>, ,
	<define(<$1>, incr($1))_forloop(<$1>, <$2>, <$3>, <$4>)>)>)dnl
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
