module libsymcrypt/tools/benchmark/go-tzhash

go 1.20

require github.com/nspcc-dev/tzhash v1.8.0

require golang.org/x/sys v0.17.0 // indirect
