// No zod here: the landing page's example reads effort through the client's lib/effort.ts.

/** Effort as the coach writes it in reps in reserve: 'RIR 2' or 'RIR 2-3'. */
const RIR = /^RIR (\d+)(?:-(\d+))?$/;

/**
 * The reps in reserve an effort prescribes ('2', '2-3'; a range of one number is that number), or null when
 * the effort is something else ('Controlled', 'Easy: you can talk'). The web page and the PDF both say it
 * in plain words (src/client/lib/effort.ts, src/server/share/labels.ts) from this one reading.
 */
export function repsInReserve(effort: string): string | null {
  const match = RIR.exec(effort.trim());
  if (!match) return null;
  const low = match[1] as string;
  const high = match[2];
  return high && high !== low ? `${low}-${high}` : low;
}

/**
 * An exercise's line with its ' @ RIR 2-3' marker replaced by `, <words>` ('Goblet squat (3 x 10 @ RIR 2)'
 * becomes 'Goblet squat (3 x 10, stop 2 reps before failure)'); other lines stay as the coach wrote them.
 */
export function withEffortInWords(
  exercise: { text: string; effort: string },
  words: (reps: string) => string,
): string {
  const effort = exercise.effort.trim();
  const reps = repsInReserve(effort);
  const marker = ` @ ${effort}`;
  if (reps === null || !exercise.text.includes(marker)) return exercise.text;
  return exercise.text.replace(marker, () => `, ${words(reps)}`);
}
