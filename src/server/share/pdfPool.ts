import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkoutPlan } from '../../contract/workout';
import type { PdfAnswer, PdfJob } from './pdfWorkerMain';

/**
 * PDFs are rendered on worker threads, never on the server's event loop (the blind security review of
 * 2026-11-26 measured 0.5 to 1.1 s of blocked loop per render): at most PDF_WORKERS renders at once, each
 * on its own thread, and at most PDF_QUEUE more waiting for one. Past that a render is refused at once
 * (PdfBusyError, answered 503 SERVER_BUSY with Retry-After), so a burst of PDF requests costs the
 * server a bounded amount of memory and CPU and never delays other answers. Workers start on the first
 * render and end when the server closes (app.ts). `npm run bench` reports the event loop's delay during
 * concurrent renders (bench/pdf.ts).
 */
export const PDF_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
export const PDF_QUEUE = 8;

export class PdfBusyError extends Error {
  constructor() {
    super('Every PDF renderer is busy');
  }
}

type Pending = { job: PdfJob; resolve(pdf: Buffer): void; reject(error: Error): void };
type Slot = { worker: Worker; current: Pending | null };

const slots: Slot[] = [];
const waiting: Pending[] = [];
let nextId = 1;

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(new URL('./pdfWorker.mjs', import.meta.url)), current: null };
  slot.worker.on('message', (answer: PdfAnswer) => {
    const done = slot.current;
    slot.current = null;
    if (done && done.job.id === answer.id) {
      if ('pdf' in answer)
        done.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else done.reject(new Error(`rendering the PDF failed: ${answer.error}`));
    }
    feed(slot);
  });
  // A worker that dies takes its render with it; a fresh one takes its place for the next.
  const lost = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.current?.reject(error);
    slot.current = null;
    if (waiting.length > 0) feed(startSlot());
  };
  slot.worker.on('error', lost);
  slot.worker.on('exit', (code) => lost(new Error(`the PDF worker exited (${code})`)));
  slots.push(slot);
  return slot;
}

function feed(slot: Slot): void {
  if (slot.current) return;
  const next = waiting.shift();
  if (!next) return;
  slot.current = next;
  slot.worker.postMessage(next.job);
}

/**
 * Renders a plan's PDF on a worker thread; PdfBusyError when every worker and queue place is taken. An
 * email's attachment (`wait`) queues past the cap instead: mail has its own caps, per client and per hour
 * (mailCaps.ts), and a message refused after its budget was charged would be lost.
 */
export function renderPdfOffThread(
  plan: WorkoutPlan,
  options: PdfJob['options'],
  { wait = false }: { wait?: boolean } = {},
): Promise<Buffer> {
  const busy = slots.filter((slot) => slot.current).length;
  if (!wait && busy + waiting.length >= PDF_WORKERS + PDF_QUEUE) return Promise.reject(new PdfBusyError());
  return new Promise<Buffer>((resolve, reject) => {
    waiting.push({ job: { id: nextId++, plan, options }, resolve, reject });
    const idle = slots.find((slot) => !slot.current);
    if (idle) feed(idle);
    else if (slots.length < PDF_WORKERS) feed(startSlot());
  });
}

/** Ends the workers (the server is closing); renders still waiting are refused. */
export async function closePdfWorkers(): Promise<void> {
  for (const pending of waiting.splice(0)) pending.reject(new PdfBusyError());
  const ending = slots.splice(0);
  await Promise.all(
    ending.map((slot) => {
      slot.worker.removeAllListeners('exit');
      slot.current?.reject(new PdfBusyError());
      return slot.worker.terminate();
    }),
  );
}
