// Per-file mutation gate: Stryker's `thresholds.break` judges the overall score only, so this
// reads the JSON report of the last run and fails, naming them, when any mutated file of
// graphql/src scores below the same threshold. Score as Stryker counts it: (killed + timeout) /
// (killed + timeout + survived + no coverage); ignored mutants and errors do not count.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../stryker.config.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = resolve(root, config.jsonReporter.fileName);
const floor = config.thresholds.break;

/** Mutation score of one file's mutants, or null when none counts. */
function scoreOf(mutants) {
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return valid ? (100 * detected) / valid : null;
}

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const files = Object.entries(report.files).map(([name, file]) => ({ name, score: scoreOf(file.mutants) }));
const below = files.filter((f) => f.score !== null && f.score < floor);
const age = Math.round((Date.now() - statSync(reportPath).mtimeMs) / 1000);
for (const f of files) console.log(`${f.score === null ? '   -  ' : f.score.toFixed(2).padStart(6)} %  ${f.name}`);
if (below.length) {
  console.error(`mutation gate: below ${floor} %: ${below.map((f) => `${f.name} (${f.score.toFixed(2)} %)`).join(', ')} (report ${age} s old)`);
  process.exit(1);
}
console.log(`mutation gate: every file at ${floor} % or more (report ${age} s old)`);
