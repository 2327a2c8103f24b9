/**
 * `npm run bench`: every performance figure the issues ask for, in one table. Targets are reported,
 * not asserted: this machine is shared and noisy, so the figures are for reading, not for failing CI.
 */
import { benchBuiltinGeneration, benchStreamedGeneration } from './coach';
import { printTable, type Row } from './stats';

const rows: Row[] = [];
console.log('Measuring built-in generation...');
rows.push(...benchBuiltinGeneration());
console.log('Measuring the generation stream over HTTP...');
rows.push(...(await benchStreamedGeneration()));
console.log('');
printTable(rows);
process.exit(0);
