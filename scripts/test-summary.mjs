// Adds up the JSON reports of every suite into one closing line: "tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(
      `${file}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed`,
    );
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}

if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
