#!/usr/bin/env bash
# Everything CI checks, in CI's order: lint, typecheck, the README's test command (`npm test`), the
# first-load budget, durability under kill -9 and load (reduced), then the Vitest suites again on the current
# Node LTS with the server's on PostgreSQL. `.ci/run` installs and runs this, so what passes here (`npm run validate`) is what
# passes in CI.
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS=0
step() {
  echo "::: $1 (${SECONDS}s)"
  shift
  "$@" || { echo "::: FAILED: $*"; node scripts/summarize-tests.mjs test-results/*.json 2>/dev/null; exit 1; }
}
step "lint" npm run lint
step "typecheck" npm run typecheck
step "test" npm test
step "first-load budget (160 KB)" npm run bench:bundle
# reduced (the full run's figures are in docs/benchmarks.md): every acknowledged write after kill -9
step "durability under kill -9, PostgreSQL and PGlite (reduced)" \
  npm run bench:durability -- --members 10 --examinees 60 --duration 16
# reduced: every operation under load answers, stack and baseline figures printed (judged in the full run)
step "load against the bare baselines, PostgreSQL and PGlite (reduced)" npm run bench:api -- --smoke
step "unit and server tests on Node LTS and PostgreSQL" bash scripts/test-lts.sh
echo "::: done in ${SECONDS}s"
node scripts/summarize-tests.mjs test-results/vitest.json test-results/e2e.json test-results/vitest-lts.json
