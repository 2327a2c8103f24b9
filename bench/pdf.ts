import { monitorEventLoopDelay } from 'node:perf_hooks';
import { renderPlanPdf } from '../src/server/share/pdf';
import { PDF_QUEUE, PDF_WORKERS } from '../src/server/share/pdfPool';
import { openTestApp } from '../tests/helpers/app';
import { testDatabaseTargets } from '../tests/helpers/database';
import { type Row, row } from './stats';

/**
 * How long the server's event loop waits while PDFs render (issue 27, the blind security review: 0.5 to
 * 1.1 s of blocked loop per render when PDFKit ran on the main thread). As many PDFs of a long plan as
 * the renderers and their queue hold are asked for at once, three rounds; the loop's delay is sampled
 * meanwhile (perf_hooks.monitorEventLoopDelay), with the wall time of the whole burst beside it. Renders
 * run on worker threads (src/server/share/pdfPool.ts), so the loop should wait no longer than for any
 * other request.
 */
export async function benchPdfRenders(): Promise<Row[]> {
  const server = await openTestApp(testDatabaseTargets()[0]!);
  try {
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Bench', workoutDays: 6, workoutTime: '90' },
    });
    const { id } = made.json() as { id: string };
    const pdf = () => server.app.inject({ method: 'GET', url: `/api/workouts/${id}/pdf` });
    await pdf(); // the workers start
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const concurrent = PDF_WORKERS + PDF_QUEUE;
    delay.enable();
    const started = performance.now();
    let rendered = 0;
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: concurrent }, pdf));
      rendered += answers.filter((answer) => answer.statusCode === 200).length;
    }
    const wallMs = performance.now() - started;
    delay.disable();
    // For comparison: the same PDFs rendered on the main thread, as before the worker threads.
    const stored = (await server.app.inject({ method: 'GET', url: `/api/workouts/${id}` })).json();
    const onMain = monitorEventLoopDelay({ resolution: 10 });
    onMain.enable();
    for (let index = 0; index < 3; index += 1)
      await renderPlanPdf(stored, { language: 'en', shareUrl: `http://plans.test/en/plan/${id}` });
    onMain.disable();
    return [
      row('event-loop delay max while a PDF renders on the main thread (before)', onMain.max / 1e6, 'ms'),
      row(
        `event-loop delay p99 during ${concurrent} concurrent PDF renders`,
        delay.percentile(99) / 1e6,
        'ms',
        {
          max: 100,
        },
      ),
      row('event-loop delay max during concurrent PDF renders', delay.max / 1e6, 'ms', { max: 250 }),
      row(`PDFs rendered per second (${PDF_WORKERS} worker threads)`, rendered / (wallMs / 1000), '/s'),
    ];
  } finally {
    await server.close();
  }
}
