import { beforeAll, describe, expect, it } from 'vitest';
import { followUpQuestion } from '../../src/client/features/onboarding/screeningLabels';
import { quoteOf } from '../../src/client/features/onboarding/useHealthTextCheck';
import { ALL_CATALOGUES, i18n, loadCatalogue } from '../../src/client/lib/i18n';
import type { Language } from '../../src/contract/site';
import { screeningAnswersSchema } from '../../src/contract/workout';
import { readInjuries } from '../../src/server/coach/read/injuries';
import { readHealthTextForFollowUp, screen } from '../../src/server/coach/read/screening';
import '../../src/server/coach/read/redFlags';

/**
 * A yes to "does what you wrote happen or get worse with effort?" (docs/coaching.md "Ask, don't guess",
 * review r2-journey defect 1): the question quotes what it asks about, and the plan's reason says what
 * the visitor said, as cautious as that, never chest symptoms nobody described. Texts written for this
 * file, in both languages.
 */

const noParq = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};
function onEffort(language: Language, injuryDetails: string, notes = '') {
  return screen({
    language,
    age: 38,
    injuryAnswer: 'yes',
    injuryDetails,
    notes,
    otherTexts: [],
    answers: screeningAnswersSchema.parse({
      conditions: [],
      parq: noParq,
      followUp: { textOnExertion: 'yes', textSeenByDoctor: 'no' },
    }),
  });
}
const CHEST_WORDS = /chest|breath|jaw|pecho|aire|mand[ií]bula|brazo|\barm\b/i;

describe('a yes on exertion to text about a body part: that part, not the heart', () => {
  // Parts no injury rule names: the follow-up is asked, and the caution is for that part.
  const cases: [Language, string, string][] = [
    ['es', 'el muslo me hace cosas raras desde hace meses', 'esa parte del cuerpo'],
    ['en', 'my thigh does something weird now and then', 'that part of your body'],
  ];
  it.each(cases)('%s: "%s"', (language, text, part) => {
    const result = onEffort(language, text);
    const codes = result.screening.reasons.map((reason) => reason.code);
    expect(codes).not.toContain('exertional-symptoms');
    expect(codes).toContain('part-on-exertion');
    expect(result.screening.outcome).not.toBe('clearance');
    const reason = result.screening.reasons.find((r) => r.code === 'part-on-exertion')!;
    expect(reason.text).toContain(part);
    expect(reason.text).not.toMatch(CHEST_WORDS);
    expect(reason.see).toBe('physiotherapist');
  });
});

describe('a yes on exertion to text the coach cannot place: said as exactly that', () => {
  const cases: [Language, string, RegExp][] = [
    ['en', 'the usual thing again, you know', /gets worse with effort/],
    ['es', 'lo de siempre otra vez', /empeora con el esfuerzo/],
  ];
  it.each(cases)('%s: "%s"', (language, text, said) => {
    const result = onEffort(language, text);
    const reason = result.screening.reasons[0]!;
    expect(reason.code).toBe('unplaced-on-exertion');
    expect(reason.text).toMatch(said);
    expect(reason.text).not.toMatch(CHEST_WORDS);
    expect(reason.see).toBe('doctor');
  });

  it('text that speaks of the chest or the breath is still read as symptoms on exertion', () => {
    const result = onEffort('es', 'algo raro en el pecho que no sé explicar');
    expect(result.screening.reasons.map((reason) => reason.code)).toContain('exertional-symptoms');
  });
});

describe('yeísmo: "y" written for "ll" is read as the word', () => {
  it.each([
    ['me duele la rodiya al bajar escaleras', 'knee'],
    ['el cueyo me da guerra', 'neck'],
  ])('"%s" is a %s injury', (text, key) => {
    expect(readInjuries(text).found.map((finding) => finding.key)).toContain(key);
  });
});

describe('the follow-up says what it asks about', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
  });

  it.each([
    ['Trabajo de pie. Tengo un dolor raro a veces cuando subo', 'Tengo un dolor raro a veces cuando subo'],
    ['I work shifts.   Something odd hurts when I climb', 'Something odd hurts when I climb'],
  ])('the reading points at the words it could not place, as written: "%s"', (notes, words) => {
    const reading = readHealthTextForFollowUp({ injuryDetails: '', additionalNotes: notes });
    expect(reading.followUpNeeded).toBe(true);
    const about = reading.about!;
    expect(about.field).toBe('additionalNotes');
    expect(notes.slice(about.start, about.end)).toBe(words);
  });

  it('a knee written "rodiya" is placed: no vague follow-up at all', () => {
    const reading = readHealthTextForFollowUp({
      hasInjuries: 'yes',
      injuryDetails: 'la rodiya derecha me truena al bajar escaleras',
      additionalNotes: '',
    });
    expect(reading.followUpNeeded).toBe(false);
  });

  it('a long answer is quoted shortened, at a word, as text', () => {
    const text = 'a <b>strange</b> pulling feeling low down on the right that comes and goes most evenings';
    const quote = quoteOf(text, 0, text.length)!;
    expect(quote.length).toBeLessThanOrEqual(61);
    expect(quote.endsWith('…')).toBe(true);
    expect(text.startsWith(quote.slice(0, -1))).toBe(true);
  });

  it.each([
    ['en', 'About what you wrote, “my knee clicks”: does it happen or get worse when you exert yourself?'],
    ['es', 'Sobre lo que escribiste, «my knee clicks»: ¿te pasa o empeora cuando haces un esfuerzo?'],
  ] as const)('%s: the question quotes the words', async (language, question) => {
    i18n.activate(language);
    expect(followUpQuestion(i18n, 'textOnExertion', 'my knee clicks')).toBe(question);
  });
});
