#!/usr/bin/env bash
# The server integration suite again, on PostgreSQL (TEST_DATABASE_URL, default the machine's own).
set -uo pipefail
cd "$(dirname "$0")/.."
url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
bash scripts/ensure-postgres.sh || exit 1
mkdir -p test-results
rm -f test-results/vitest-postgres.json
TEST_DATABASE_URL=$url npx vitest run --project server --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-postgres.json
