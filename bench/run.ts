/**
 * `npm run bench`: every performance figure the issues ask for, in one table. Targets are reported,
 * not asserted: this machine is shared and noisy, so the figures are for reading, not for failing CI.
 */
import { benchBuiltinGeneration, benchStreamedGeneration } from './coach';
import { benchCommunityAtScale } from './community';
import { benchDemonstrations } from './demonstrations';
import { benchLoad } from './load';
import { benchPages } from './pages';
import { benchPdfRenders } from './pdf';
import { benchHostileText } from './redos';
import { printTable, type Row } from './stats';

const rows: Row[] = [];
console.log('Measuring built-in generation...');
rows.push(...benchBuiltinGeneration());
rows.push(...benchDemonstrations());
// `npm run bench -- coach`: the coach's figures alone (a few seconds), without the server and the pages.
if (process.argv.includes('coach')) {
  printTable(rows);
  process.exit(0);
}
console.log('Measuring the generation stream over HTTP...');
rows.push(...(await benchStreamedGeneration()));
console.log(
  'Measuring server CPU for the longest and worst text each call accepts (ReDoS analyser attacks)...',
);
rows.push(...(await benchHostileText()));
console.log('Measuring the event loop while PDFs render on worker threads...');
rows.push(...(await benchPdfRenders()));
console.log('Building the client; measuring page JS and Lighthouse on the landing and plan pages...');
rows.push(...(await benchPages()));
// Real PostgreSQL for the scale figures: BENCH_DATABASE_URL, else the local server when it answers.
const benchDatabase = process.env.BENCH_DATABASE_URL ?? (await localPostgres());
console.log('Measuring the lists at a million plans...');
rows.push(...(await benchCommunityAtScale(benchDatabase)));
console.log('Load runs: our server, the bare stack, /trpc, the embedded database (about 4 minutes)...');
rows.push(...(await benchLoad(benchDatabase)));
console.log('');
printTable(rows);
process.exit(0);

async function localPostgres(): Promise<string | undefined> {
  const url = 'postgres://root@127.0.0.1:5432/test';
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch {
    return undefined;
  } finally {
    await sql.end();
  }
}
