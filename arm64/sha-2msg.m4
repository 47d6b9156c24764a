dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): sha1/sha1-2compress.asm, sha2/sha256-2compress.asm.
dnl arm64/sha-2msg.m4 -- what the two-message SHA-1 and SHA-256 files
dnl share.
dnl
dnl SHA_2MSG_LOAD: the next block of each stream into M(0, s)-M(3, s),
dnl the user's schedule registers, as host-order words (the message
dnl words are big-endian); DATA_A and DATA_B move on by a block.
define(<SHA_2MSG_LOAD>, <
	ld1	{M(0, A).16b, M(1, A).16b, M(2, A).16b, M(3, A).16b}, [DATA_A], #64
	ld1	{M(0, B).16b, M(1, B).16b, M(2, B).16b, M(3, B).16b}, [DATA_B], #64
	forloop(<i>, 0, 3, <
	rev32	M(i, A).16b, M(i, A).16b
	rev32	M(i, B).16b, M(i, B).16b>)>)dnl
