dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/chacha-core.asm -- one ChaCha block in the general
C registers.
C
C Why: on AMD Zen 5 a vector integer operation takes two cycles, so
C x86_64/chacha-core.asm's rows run a chain twice as long as the twelve
C one-cycle operations a half round of four scalar quarter rounds
C needs; the C code runs those, but with three words moved through the
C stack inside the rounds.  Here (x86_64/m4/chacha-gpr.m4) only word 11
C lives in the frame, which Zen 5 renames like a register.  Only the
C zen5 row of src/models.tab chooses the folder.
C
C Measured: doc/x86_64-stream.md, "Zen 5: one block in the general
C registers".

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-gpr.m4>)dnl
CHACHA_GPR_REGS

define(<SAVE_ARGS>, <mov	%rdi, OUT_SAVE>)

PROLOGUE(_symcrypt_chacha_core)
	CHACHA_GPR_BLOCK
	C Feed-forward to DST: word by word, each read from SRC before it is
	C written (DST may be SRC)
	CHACHA_GPR_OUT(OUT_SAVE, , )
	CHACHA_GPR_LEAVE
EPILOGUE(_symcrypt_chacha_core)
