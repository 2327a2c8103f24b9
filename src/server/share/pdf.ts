import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { styleWasChosen } from '../../contract/answers';
import { stillFrames } from '../../contract/demonstrations/still';
import type { Language } from '../../contract/site';
import type { Day, WorkoutPlan } from '../../contract/workout';
import { drawStill } from './demonstrationStills';
import {
  answerWords,
  plainExerciseLine,
  type ScreeningNoticeText,
  SHARE_LABELS,
  screeningNoticeText,
} from './labels';

/** A key frame's side in points: big enough to read the position, small enough to keep a day on a page. */
const FRAME_SIZE = 40;

/**
 * The plan as a printable PDF: the coach's screening notice when there is one, header and chips, overview
 * and notes, every day with its exercises, rest and cues, the progression weeks when they exist, the share
 * link with a QR code, the disclaimer.
 */
export async function renderPlanPdf(
  plan: WorkoutPlan,
  options: { language: Language; shareUrl: string },
): Promise<Buffer> {
  const labels = SHARE_LABELS[options.language];
  const qr = await QRCode.toBuffer(options.shareUrl, { margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    // The plan's own date, not the time of drawing: the same plan draws the same bytes, so its ETag holds
    // (share/pdfRoute.ts).
    info: {
      Title: `${labels.title}: ${plan.userName}`,
      Author: 'Workout Coach',
      CreationDate: new Date(plan.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const heading = (text: string, size = 15) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor('#1c4f8a')
      .text(text)
      .fillColor('black')
      .moveDown(0.2);
  };
  const body = (text: string, size = 10) => doc.font('Helvetica').fontSize(size).text(text, { lineGap: 1.5 });

  // The coach's screening comes first, before the title: someone who must see a professional reads that first.
  const notice = screeningNoticeText(plan, options.language);
  if (notice) writeScreeningNotice(doc, notice);

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(`${labels.title}: ${answerWords(options.language, 'fitnessGoal', plan.fitnessGoal)}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`${labels.by} ${plan.userName} · ${labels.planId} ${plan.id}`)
    .fillColor('black');
  doc.moveDown(0.4);
  body(
    [
      `${plan.daysPerWeek} ${labels.daysPerWeek}`,
      `${plan.sessionMinutes} ${labels.minutes}`,
      // Only a style the visitor chose (src/contract/answers.ts DEFAULT_STYLE).
      ...(styleWasChosen(plan.workoutStyle)
        ? [answerWords(options.language, 'workoutStyle', plan.workoutStyle)]
        : []),
      answerWords(options.language, 'fitnessLevel', plan.fitnessLevel),
    ].join('  ·  '),
    11,
  );

  heading(labels.overview!);
  body(plan.overview);
  if (plan.notes.length) {
    heading(labels.notes!, 12);
    for (const note of plan.notes) body(`• ${note}`);
  }

  heading(labels.schedule!);
  for (const day of plan.schedule) writeDay(doc, day, options.language, labels, heading, body);

  if (plan.progressionWeeks.length) {
    doc.addPage();
    heading(labels.progression!, 17);
    for (const week of plan.progressionWeeks) {
      heading(`${labels.week} ${week.weekNumber}`, 14);
      body(week.overview);
      for (const day of week.schedule) {
        doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(`${day.name}: ${day.focus}`);
        for (const exercise of day.exercises)
          body(`• ${plainExerciseLine(options.language, exercise)}: ${exercise.weightHint}`, 9.5);
      }
    }
  }

  if (doc.y > doc.page.height - 260) doc.addPage();
  heading(labels.share!);
  body(options.shareUrl, 11);
  doc.moveDown(0.3).image(qr, { width: 110 });
  doc.moveDown(0.5);
  heading(labels.safety!, 12);
  body(plan.disclaimer, 9.5);

  doc.end();
  return done;
}

function writeDay(
  doc: PDFKit.PDFDocument,
  day: Day,
  language: Language,
  labels: Record<string, string>,
  heading: (text: string, size?: number) => void,
  body: (text: string, size?: number) => PDFKit.PDFDocument,
) {
  heading(`${day.name}: ${day.focus}`, 12);
  if (day.kind === 'rest') {
    body(labels.rest!);
    return;
  }
  if (day.warmUp.length) body(`${labels.warmUp}: ${day.warmUp.join('; ')}`, 9);
  const left = doc.page.margins.left;
  const fullWidth = doc.page.width - left - doc.page.margins.right;
  for (const exercise of day.exercises) {
    if (doc.y > doc.page.height - 90) doc.addPage();
    // The demonstration's first two key frames (the start and the turning point), small, left of the text.
    const frames = exercise.catalogId ? stillFrames(exercise.catalogId) : null;
    const shown = Math.min(frames?.shapes.length ?? 0, 2);
    const top = doc.y;
    const inset = shown ? FRAME_SIZE * shown + 2 * (shown - 1) + 8 : 0;
    for (let index = 0; frames && index < shown; index++)
      drawStill(doc, frames, index, left + index * (FRAME_SIZE + 2), top, FRAME_SIZE);
    const width = fullWidth - inset;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`• ${plainExerciseLine(language, exercise)}`, left + inset, top, {
        width,
        continued: exercise.restSeconds > 0,
      });
    if (exercise.restSeconds > 0)
      doc.font('Helvetica').text(`  (${labels.restSeconds} ${exercise.restSeconds} s)`, { width });
    if (exercise.cues.length)
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#444')
        .text(`   ${exercise.cues.join(' · ')}`, left + inset, undefined, { width })
        .fillColor('black');
    doc.x = left;
    if (inset) doc.y = Math.max(doc.y, top + FRAME_SIZE + 2);
  }
  if (day.coolDown.length) body(`${labels.coolDown}: ${day.coolDown.join('; ')}`, 9);
}

/** A box with a coloured bar down its left side: red when clearance comes first, blue when adapted. */
function writeScreeningNotice(doc: PDFKit.PDFDocument, notice: ScreeningNoticeText) {
  const color = notice.outcome === 'clearance' ? '#a51d1d' : '#1c4f8a';
  const left = doc.page.margins.left;
  const inset = left + 16;
  const width = doc.page.width - doc.page.margins.right - inset;
  const top = doc.y;
  const page = doc.page;
  doc
    .font('Helvetica-Bold')
    .fontSize(notice.outcome === 'clearance' ? 15 : 13)
    .fillColor(color)
    .text(notice.title, inset, top, { width })
    .fillColor('black')
    .moveDown(0.3);
  for (const reason of notice.reasons) {
    doc.font('Helvetica').fontSize(10.5).text(`• ${reason.text}`, inset, undefined, { width, lineGap: 1.5 });
    if (reason.see)
      doc.font('Helvetica-Bold').fontSize(9.5).text(`   ${reason.see}`, inset, undefined, { width });
    doc.moveDown(0.2);
  }
  if (notice.meanwhile)
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(notice.meanwhile, inset, undefined, { width, lineGap: 1.5 });
  // A notice long enough to run onto a second page keeps its words and loses only the bar.
  if (doc.page === page)
    doc
      .rect(left, top, 4, doc.y - top)
      .fill(color)
      .fillColor('black');
  doc.x = left;
  doc.moveDown(1);
}
