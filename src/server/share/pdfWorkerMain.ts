import { parentPort } from 'node:worker_threads';
import type { Language } from '../../contract/site';
import type { WorkoutPlan } from '../../contract/workout';
import { renderPlanPdf } from './pdf';

/** One render asked of this worker thread, and its answer (pdfPool.ts). */
export type PdfJob = { id: number; plan: WorkoutPlan; options: { language: Language; shareUrl: string } };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

// The whole render (QR code and PDFKit's layout, 0.5 to 1 s of CPU for a long plan) runs here, so the
// server's event loop keeps answering while it does (README "Abuse protection").
parentPort?.on('message', (job: PdfJob) => {
  renderPlanPdf(job.plan, job.options).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies PdfAnswer);
    },
    (error: unknown) => {
      parentPort?.postMessage({ id: job.id, error: String(error) } satisfies PdfAnswer);
    },
  );
});
