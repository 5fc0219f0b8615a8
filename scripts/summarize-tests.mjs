// Adds up the JSON reports of Vitest and Playwright runs into one closing line: "N passed, N failed",
// and counts the accessibility checks the Playwright run passed (each leaves an annotation).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let axeChecks = 0;

/** The axe runs of a Playwright report's tests, over its nested suites. */
function countAxe(suite) {
  let count = 0;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        count += (result.annotations ?? []).filter((annotation) => annotation.type === 'axe').length;
      }
    }
  }
  for (const child of suite.suites ?? []) count += countAxe(child);
  return count;
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`summary: ${file} is missing (that run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites) axeChecks += countAxe(suite);
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (axeChecks > 0) console.log(`axe: ${axeChecks} checks of a page or a state passed`);
