# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# aegis-wycheproof.py -- writes tests/aegis-wycheproof.txt from Project
# Wycheproof's AEGIS-128L and AEGIS-256 files (github.com/C2SP/wycheproof,
# testvectors_v1/aegis128L_test.json and aegis256_test.json, commit
# dac1dd4729fd of 2026-08-18), every test case, the invalid ones too,
# at development time, never by the tests:
#   python3 tests/aegis-wycheproof.py aegis128L_test.json \
#     aegis256_test.json > tests/aegis-wycheproof.txt
# (Wycheproof's aegis128_test.json is the original AEGIS-128, which
# this library does not have.)
import json
import sys

NAMES = {"AEGIS128L": "aegis128l", "AEGIS256": "aegis256"}


def main():
    print("# Project Wycheproof's AEGIS test vectors (github.com/C2SP/wycheproof,")
    print("# testvectors_v1/aegis128L_test.json and aegis256_test.json, commit")
    print("# dac1dd4729fd), every test case, written by tests/aegis-wycheproof.py:")
    print("#   python3 tests/aegis-wycheproof.py aegis128L_test.json \\")
    print("#     aegis256_test.json > tests/aegis-wycheproof.txt")
    print("# Lines (\"-\" an empty string):")
    print("#   wycheproof VARIANT TCID KEY NONCE AD MSG CT TAG RESULT")
    print("# RESULT is \"valid\" (seal gives CT and TAG, open gives MSG) or")
    print("# \"invalid\" (open of CT and TAG must fail).")
    for name in sys.argv[1:]:
        data = json.load(open(name))
        variant = NAMES[data["algorithm"]]
        for group in data["testGroups"]:
            for t in group["tests"]:
                if t["result"] not in ("valid", "invalid"):
                    raise ValueError("%s: test %d: result %s"
                                     % (name, t["tcId"], t["result"]))
                print("wycheproof", variant, t["tcId"],
                      *(t[k] or "-" for k in ("key", "iv", "aad", "msg",
                                               "ct", "tag")),
                      t["result"])


main()
