# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# aegis-vectors.py -- writes tests/aegis-vectors.txt from the "Test
# Vectors" section of draft-irtf-cfrg-aegis-aead (DRAFT: its Markdown
# source, from github.com/cfrg/draft-irtf-cfrg-aegis-aead, commit
# 35cf57df7a41, 2025-12-27), at development time, never by the tests:
#   python3 tests/aegis-vectors.py DRAFT > tests/aegis-vectors.txt
import re
import sys

NAMES = {"AEGIS-128L": "aegis128l", "AEGIS-256": "aegis256",
         "AEGIS-128X2": "aegis128x2", "AEGIS-128X4": "aegis128x4",
         "AEGIS-256X2": "aegis256x2", "AEGIS-256X4": "aegis256x4"}


def fields(block):
    """The NAME : HEX fields of a test-vectors block, continuation
    lines joined; an empty field is "-"."""
    out, name = {}, None
    for line in block.splitlines():
        m = re.match(r"^\s*([A-Za-z0-9\[\],]+)\s*:\s*([0-9a-f]*)\s*$", line)
        if m:
            name = m.group(1)
            out[name] = m.group(2)
        elif re.match(r"^\s+[0-9a-f]+\s*$", line) and name:
            out[name] += line.strip()
        elif line.strip() == "After Update:":
            name = None
            out = {k + ("'" if not k.endswith("'") else ""): v
                   for k, v in out.items()} | {"_after": "1"}
    return {k: (v if v else "-") for k, v in out.items()}


def main():
    text = open(sys.argv[1]).read()
    text = text[text.index("\n# Test Vectors"):]
    section = sub = None
    print("# draft-irtf-cfrg-aegis-aead (the CFRG's text, section \"Test Vectors\"),")
    print("# every vector, written by tests/aegis-vectors.py from the draft's source:")
    print("#   python3 tests/aegis-vectors.py DRAFT > tests/aegis-vectors.txt")
    print("# (DRAFT: the draft's Markdown source, cfrg/draft-irtf-cfrg-aegis-aead")
    print("# on GitHub, commit 35cf57df7a41 of 2025-12-27)")
    print("# Lines (\"-\" an empty string):")
    print("#   aesround IN RK OUT")
    print("#   update VARIANT STATE MESSAGE STATE_AFTER  (the blocks S0.. in order)")
    print("#   aead VARIANT KEY NONCE AD MSG CT TAG128 TAG256  (MSG \"-\" with CT not:")
    print("#     the vector must fail to verify)")
    print("#   mac VARIANT KEY NONCE DATA TAG128 TAG256")
    parts = re.split(r"\n(#+ [^\n]*)\n", text)
    for i in range(1, len(parts), 2):
        head, body = parts[i], parts[i + 1]
        if head.startswith("## "):
            section = head[3:].strip()
        sub = head.lstrip("#").strip()
        for block in re.findall(r"~~~ test-vectors\n(.*?)~~~", body, re.S):
            f = fields(block)
            if section == "AESRound Test Vector":
                print("aesround", f["in"], f["rk"], f["out"])
                continue
            if section == "AEGISMAC Test Vectors":
                name = NAMES[sub.split()[0].replace("AEGISMAC", "AEGIS")]
                print("mac", name, f["key"], f["nonce"], f["data"],
                      f["tag128"], f["tag256"])
                continue
            name = NAMES[section.split()[0]]
            if sub == "Update Test Vector":
                before = "".join(f[k] for k in sorted(f) if re.match(r"^S\d'$", k))
                after = "".join(f[k] for k in sorted(f) if re.match(r"^S\d$", k))
                msg = "".join(f[k] for k in ("M0'", "M1'", "M'") if k in f)
                print("update", name, before, msg, after)
                continue
            if sub == "Initial State" or "key" not in f or "tag128" not in f:
                continue
            print("aead", name, f["key"], f["nonce"], f["ad"],
                  f.get("msg", "-"), f["ct"], f["tag128"], f["tag256"])


main()
