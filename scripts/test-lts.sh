#!/usr/bin/env bash
# CI's second run of the Vitest suites (contract, server, web), on what production may run that
# `npm test` does not: the current Node LTS (scripts/node-lts.sh; the project's own Node 20 is past
# its end of life) and, for the server's integration tests, PostgreSQL (TEST_DATABASE_URL, default
# the machine's own) instead of the embedded database.
set -uo pipefail
cd "$(dirname "$0")/.."
url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
bash scripts/ensure-postgres.sh || exit 1
node=$(bash scripts/node-lts.sh) || { echo "the current Node LTS could not be installed"; exit 1; }
echo "on Node $("$node" --version), the server's tests on PostgreSQL"
mkdir -p test-results
rm -f test-results/vitest-lts.json
TEST_DATABASE_URL=$url "$node" node_modules/vitest/vitest.mjs run \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest-lts.json
