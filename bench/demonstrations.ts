import zlib from 'node:zlib';
import { DEMONSTRATIONS } from '../src/contract/demonstrations/exercises';
import { percentile, type Row, row } from './stats';

/**
 * Issue 30: what one exercise's demonstration weighs, gzip: its key frames, tempo and props as the
 * client holds them (the rig and the drawing code are shared by all, in the same lazy chunk).
 */
export function benchDemonstrations(): Row[] {
  const sizes = Object.values(DEMONSTRATIONS).map(
    (demo) => zlib.gzipSync(Buffer.from(JSON.stringify(demo))).length,
  );
  return [
    row('demonstrations (one per catalogue exercise)', sizes.length, 'exercises'),
    row('demonstration data, median (gzip)', percentile(sizes, 50) / 1024, 'kB', { max: 4 }),
    row('demonstration data, largest (gzip)', Math.max(...sizes) / 1024, 'kB', { max: 4 }),
  ];
}
