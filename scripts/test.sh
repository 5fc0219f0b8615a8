#!/usr/bin/env bash
# The whole suite, as README says: unit and server integration tests (Vitest), then e2e in
# Chromium with accessibility checks (Playwright) against the built site.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/e2e.json

bash scripts/ensure-browser.sh || exit 1
npm run build >test-results/build.log 2>&1 || { tail -n 40 test-results/build.log; echo "build failed"; exit 1; }

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
unit=$?
npx playwright test
e2e=$?

node scripts/summarize-tests.mjs test-results/vitest.json test-results/e2e.json
[ $unit -eq 0 ] && [ $e2e -eq 0 ]
