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
