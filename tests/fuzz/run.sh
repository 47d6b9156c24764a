#! /bin/sh
# run.sh -- run each libFuzzer target for SECONDS (default 30) from its
# seed corpus.  Usage: run.sh BUILD_DIR [SECONDS] [TARGET...]
# New inputs go to a scratch copy of the corpus, never into the source
# tree.  A crash or a failed comparison stops with a non-zero status.
set -e
build=$1; shift
seconds=${1:-30}; test $# -gt 0 && shift
srcdir=$(cd "$(dirname "$0")" && pwd)
targets=${*:-$(cd "$build/tests/fuzz" && ls fuzz-* | grep -v '\.o$')}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for t in $targets; do
  mkdir -p "$scratch/$t"
  if test -d "$srcdir/corpus/$t"; then cp "$srcdir/corpus/$t"/* "$scratch/$t/" 2>/dev/null || true; fi
  echo "fuzzing $t for ${seconds}s"
  "$build/tests/fuzz/$t" -max_total_time="$seconds" -print_final_stats=1 \
    -max_len=4096 -artifact_prefix="$build/tests/fuzz/$t-" "$scratch/$t" 2>"$scratch/$t.log" || {
    tail -40 "$scratch/$t.log"; exit 1; }
  grep -E 'stat::number_of_executed_units|stat::new_units_added' "$scratch/$t.log" | tr '\n' ' '
  echo
done
