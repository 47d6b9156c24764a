dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): alu6/sha256-compress.asm, alu6/sha512-compress.asm, avx512/sha512-compress.asm, bmi2/sha1-compress.asm, bmi2/sha256-compress.asm, bmi2/sha512-compress.asm.
dnl x86_64/m4/sha-pair.m4 -- the even spread of a block pair's schedule steps over the rounds.
dnl NP: the register of the next pair's second block, STATE's (STATE
dnl waits in the frame meanwhile).
define(<NP>, <%rdi>)dnl
dnl Where the pipelined pair loops (SHA2_BLOCKS, SHA1_PAIR_BODY) place
dnl the STEPS schedule steps of a pair, AHEAD of them computed ahead:
dnl PAIR_SPREAD_A(m, ahead, steps, lag): the step of the first block
dnl before (or inside) whose rounds step m (AHEAD..STEPS-1) is computed,
dnl evenly over steps 0 to STEPS-LAG-1 (at most m - LAG: steps
dnl m-LAG..m-1 are in the registers, and m is ready before its rounds).
dnl PAIR_SPREAD_B(m, ahead, steps): the step of the second block before
dnl whose rounds step m (0..AHEAD-1) of the next pair is computed,
dnl evenly over steps 1 to STEPS-1 (more than m: slot m's second-block
dnl words are used).
define(<PAIR_SPREAD_A>, <eval((($1) - ($2)) * (($3) - ($4)) / (($3) - ($2)))>)dnl
define(<PAIR_SPREAD_B>, <eval(1 + ($1) * (($3) - 1) / ($2))>)dnl
