#!/usr/bin/env bash
# The server integration suite again, on PostgreSQL (TEST_DATABASE_URL, default the machine's own).
set -uo pipefail
cd "$(dirname "$0")/.."
url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "starting PostgreSQL ..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || exit 1
fi
mkdir -p test-results
rm -f test-results/vitest-postgres.json
TEST_DATABASE_URL=$url npx vitest run --project server --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-postgres.json
