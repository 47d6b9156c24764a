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
dnl The Tillich-Zémor hash (tz-mul-bytes.asm in avx, avx2, vpclmul).
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
dnl TZ_FOLD127_SPLIT(lo, hi, t0, t1): the same for elements whose low
dnl and high qwords are in LO and HI, lane by lane.
define(<TZ_FOLD127_SPLIT>, <
	vpsrlq	<$>63, $2, $3
	vpsllq	<$>63, $3, $4
	vpxor	$4, $2, $2
	vpxor	$4, $1, $1
	vpxor	$3, $1, $1>)dnl
