/**
 * Prints how the built-in coach fares on the corpus: `npx tsx tests/coach-corpus/report.ts`.
 * One line per failing case with its first failed expectation; `--all` prints every failure.
 */
import { CORPUS } from './cases';
import { runCase } from './run';

const all = process.argv.includes('--all');
let passed = 0;
const rows: string[] = [];
for (const c of CORPUS) {
  const { failures } = runCase(c);
  if (failures.length === 0) {
    passed += 1;
    continue;
  }
  const shown = all ? failures : failures.slice(0, 1);
  rows.push(`| ${c.id} | ${shown.map((f) => `${f.rule}: ${f.message}`.replace(/\|/g, '/')).join('<br>')} |`);
}
console.log(`${CORPUS.length} cases, ${passed} pass, ${CORPUS.length - passed} fail\n`);
console.log('| case | first failed expectation |\n|---|---|');
console.log(rows.join('\n'));
