// The PDF renderer's worker thread (pdfPool.ts): the server's sources are TypeScript, run through tsx, and a
// worker thread does not inherit the main thread's loader on Node 20, so it registers tsx itself first.
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorkerMain.ts');
