/**
 * The independent judge: holds a plan (read only through its public PlanDraft shape) to a case's expectation
 * and to the invariants every plan must keep. Each failure names the rule and what the plan had, so a red case
 * says what to fix without opening the plan.
 */
import {
  CLEARANCE_REASONS,
  type Day,
  type Exercise,
  type PlanDraft,
  type Professional,
  planDraftSchema,
  type WorkoutRequestInput,
} from '../../src/contract/workout';
import type { Muscle } from '../../src/server/coach/catalogue/types';
import {
  catalogueEntry,
  factsOf,
  isBalanceWork,
  isGentleWalkingOrMobility,
  isIntervalDay,
  mentionsBalance,
  modalityOf,
} from './facts';
import type { CorpusCase, EnduranceRule, PlanFact } from './types';

export type Failure = { rule: string; message: string };

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CLEARANCE_CODES: ReadonlySet<string> = new Set(CLEARANCE_REASONS);
/** Reasons for which the joint-pain scale (4-5/10 acceptable) must not appear (docs/coaching.md). */
const CARDIAC: ReadonlySet<string> = new Set([
  'chest-symptoms',
  'dizziness-or-fainting',
  'palpitations',
  'heart-disease',
  'stroke',
  'uncontrolled-blood-pressure',
]);

const PROFESSIONAL_WORDS: Record<'en' | 'es', Record<Professional, RegExp>> = {
  en: {
    doctor: /doctor|physician|\bGP\b|cardiolog/i,
    'surgeon-or-physiotherapist': /surgeon|physio/i,
    physiotherapist: /physio/i,
    'obstetric-carer': /obstetric|midwife|gyn(a)?ecolog/i,
  },
  es: {
    doctor: /médic|doctor|cardiólog/i,
    'surgeon-or-physiotherapist': /cirujan|fisioterap/i,
    physiotherapist: /fisioterap/i,
    'obstetric-carer': /obstetr|matrona|comadrona|ginecólog/i,
  },
};

/** English words that have no place in a Spanish plan's screening or notes (issue: keys leaking into text). */
const ENGLISH_IN_SPANISH =
  /\b(the|you|your|please|with|and|strength|novice|beginner|intermediate|advanced|health|endurance|muscle)\b/i;

/** Words that make a clause of the notes a health disclosure, whose wording must never be quoted back. */
const HEALTH_WORDS =
  /pain|hurt|ache|sore|injur|surg|operat|pregnan|weeks|heart|chest|blood|pressure|\bbp\b|diabet|insulin|asthma|hernia|arthrit|osteo|sprain|stroke|faint|dizz|palpit|stent|bypass|doctor|physio|knee|lower back|upper back|bad back|back pain|shoulder|wrist|hip|ankle|elbow|neck|fasci|dolor|duele|lesi|operad|operaci|cirug|embaraz|semanas|coraz|pecho|tensi|presi|diabet|asma|artr|esguince|ictus|mare|desmay|infarto|médic|rodilla|espalda|lumbar|hombro|muñeca|cadera|tobillo|codo|cuello|cervical/i;

/**
 * Names of conditions a coach must be free to use in its own sentence ("you mentioned type 2 diabetes"): they
 * are cut out of the visitor's text before looking for quotes, so only the visitor's own phrasing counts.
 */
const MEDICAL_TERMS =
  /high blood pressure|blood pressure|type [12] diabetes|diabetes tipo [12]|rheumatoid arthritis|inguinal hernia|umbilical hernia|hernia umbilical|hernia discal|herniated disc|plantar fasciitis|fascitis plantar|placenta pr(a)?evia|placenta previa|pre-?eclampsia|insuficiencia card(i|í)aca|heart failure|heart attack|hipertensi(o|ó)n|tensi(o|ó)n alta|tennis elbow|codo de tenista|rotator cuff|carpal tunnel|hip flexor|flexor de la cadera|lower back|upper back|chest pain|dolor de pecho|dolor en el pecho|dolor tor(a|á)cico|shoulder impingement|exercise-induced asthma|asma inducida por el esfuerzo|osteoporosis|osteoarthritis|artrosis de cadera/giu;

export function chosenMinutes(workoutTime: WorkoutRequestInput['workoutTime']): number {
  const text = String(workoutTime ?? '30-45').toLowerCase();
  const range = text.match(/(\d+)\s*[-–a]\s*(\d+)/);
  if (range) return Math.round((Number(range[1]) + Number(range[2])) / 2);
  const hours = text.match(/(\d+(?:[.,]\d+)?)\s*(h|hour|hora)/);
  if (hours) return Math.round(Number(hours[1]!.replace(',', '.')) * 60);
  const minutes = text.match(/\d+/);
  return minutes ? Number(minutes[0]) : 38;
}

function repsMid(reps: string | null): number {
  const numbers = (reps ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return 10;
  return numbers.length === 1 ? numbers[0]! : (numbers[0]! + numbers[1]!) / 2;
}

const ONE_SIDED =
  /per side|each side|per leg|each leg|per arm|each arm|por lado|cada lado|por pierna|cada pierna|por brazo|cada brazo/i;

/**
 * The corpus's own estimate of a session's length: about 3.5 s per repetition (both sides for one-sided work),
 * rest after every set, the warm-up and cool-down minutes the plan writes (5 and 3 when it writes none).
 */
export function estimateMinutes(day: Day): number {
  let seconds = 0;
  for (const exercise of day.exercises) {
    const sides = ONE_SIDED.test(`${exercise.reps ?? ''} ${exercise.text} ${exercise.notes ?? ''}`) ? 2 : 1;
    const work = exercise.durationSeconds ?? repsMid(exercise.reps) * 3.5;
    seconds += exercise.sets * (work * sides + exercise.restSeconds);
  }
  const minutesIn = (lines: string[], fallback: number) => {
    const written = lines
      .flatMap((line) => [...line.matchAll(/(\d+)\s*min/gi)].map((m) => Number(m[1])))
      .reduce((a, b) => a + b, 0);
    return written > 0 ? written : lines.length > 0 ? fallback : 0;
  };
  const rampUp = day.warmUp.some((line) => /ramp|aproximaci/i.test(line)) ? 2 : 0;
  return Math.round(seconds / 60 + minutesIn(day.warmUp, 5) + rampUp + minutesIn(day.coolDown, 3));
}

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();
}

function describe(exercise: Exercise): string {
  return (
    exercise.text ||
    `${exercise.name} (${exercise.sets} x ${exercise.reps ?? `${exercise.durationSeconds} s`})`
  );
}

function trainingDays(draft: PlanDraft): { day: Day; index: number }[] {
  return draft.schedule.map((day, index) => ({ day, index })).filter(({ day }) => day.kind === 'training');
}

function activeDays(draft: PlanDraft): { day: Day; index: number }[] {
  return draft.schedule.map((day, index) => ({ day, index })).filter(({ day }) => day.kind !== 'rest');
}

function dayLabel(index: number, day: Day): string {
  return `${DAY_NAMES[index] ?? `day ${index}`} (${day.name}, ${day.kind})`;
}

/** What the plan says to the visitor in its own words: overview, notes and screening sentences. */
function saidText(draft: PlanDraft): string {
  return [draft.overview, ...draft.notes, ...draft.screening.reasons.map((r) => r.text)].join('\n');
}

/** Every sentence of the plan except exercise cues (which describe form, not the visitor). */
function allText(draft: PlanDraft): string {
  return [
    saidText(draft),
    ...draft.schedule.flatMap((day) => [
      day.focus,
      ...day.warmUp,
      ...day.coolDown,
      ...day.exercises.map((e) => `${e.loadHint} ${e.notes ?? ''}`),
    ]),
  ].join('\n');
}

function weeklySets(draft: PlanDraft, muscles: readonly Muscle[]): number {
  let total = 0;
  for (const muscle of muscles) {
    for (const { day } of activeDays(draft)) {
      for (const exercise of day.exercises) {
        if (catalogueEntry(exercise)?.primary.includes(muscle)) total += exercise.sets;
      }
    }
  }
  return total / muscles.length;
}

function totalSets(draft: PlanDraft): number {
  return activeDays(draft).reduce(
    (sum, { day }) => sum + day.exercises.reduce((s, e) => s + (catalogueEntry(e) ? e.sets : 0), 0),
    0,
  );
}

/** Invariants every plan keeps, whatever the case expects. */
function invariants(c: CorpusCase, draft: PlanDraft): Failure[] {
  const failures: Failure[] = [];
  const parsed = planDraftSchema.safeParse(draft);
  if (!parsed.success) {
    failures.push({
      rule: 'shape',
      message: `the plan does not match the contract: ${parsed.error.message}`,
    });
    return failures;
  }
  if (draft.schedule.length !== 7) {
    failures.push({
      rule: 'shape',
      message: `the schedule has ${draft.schedule.length} days, not 7 (Monday first)`,
    });
  }
  const { outcome, reasons } = draft.screening;
  const clearanceReasons = reasons.filter((r) => CLEARANCE_CODES.has(r.code));
  if (outcome === 'clearance' && clearanceReasons.length === 0) {
    failures.push({
      rule: 'screening-consistent',
      message: `outcome clearance without a clearance reason (reasons: ${reasons.map((r) => r.code).join(', ') || 'none'})`,
    });
  }
  if (outcome === 'adapted' && (reasons.length === 0 || clearanceReasons.length > 0)) {
    failures.push({
      rule: 'screening-consistent',
      message: `outcome adapted needs adaptation reasons only (reasons: ${reasons.map((r) => r.code).join(', ') || 'none'})`,
    });
  }
  if (outcome === 'clear' && reasons.length > 0) {
    failures.push({
      rule: 'screening-consistent',
      message: `outcome clear but reasons given: ${reasons.map((r) => r.code).join(', ')}`,
    });
  }
  if (outcome === 'clearance') failures.push(...clearanceInvariant(c, draft));
  failures.push(...privacyInvariant(c, draft));
  if ((c.request.language ?? 'en') === 'es') {
    for (const line of [...reasons.map((r) => r.text), ...draft.notes]) {
      const match = line.match(ENGLISH_IN_SPANISH);
      if (match) {
        failures.push({
          rule: 'spanish',
          message: `English word "${match[0]}" in a Spanish plan: "${line}"`,
        });
        break;
      }
    }
  }
  return failures;
}

/** A clearance-first plan prescribes at most gentle walking and mobility, and names who to see. */
function clearanceInvariant(c: CorpusCase, draft: PlanDraft): Failure[] {
  const failures: Failure[] = [];
  const language = c.request.language === 'es' ? 'es' : 'en';
  for (const reason of draft.screening.reasons.filter((r) => CLEARANCE_CODES.has(r.code))) {
    if (!reason.see) {
      failures.push({ rule: 'clearance-professional', message: `reason ${reason.code} names nobody to see` });
    } else if (!PROFESSIONAL_WORDS[language][reason.see].test(reason.text)) {
      failures.push({
        rule: 'clearance-professional',
        message: `reason ${reason.code} (see ${reason.see}) does not name the professional in its text: "${reason.text}"`,
      });
    }
  }
  for (const { day, index } of activeDays(draft)) {
    if (day.style === 'hiit' || isIntervalDay(day)) {
      failures.push({ rule: 'clearance-gentle', message: `${dayLabel(index, day)} is interval work` });
      continue;
    }
    const hard = day.exercises.find((e) => !isGentleWalkingOrMobility(e));
    if (hard) {
      failures.push({
        rule: 'clearance-gentle',
        message: `${dayLabel(index, day)} prescribes ${describe(hard)} (effort ${hard.effort}); only gentle walking and mobility are allowed`,
      });
    }
    const line = [...day.warmUp, ...day.coolDown].find((l) =>
      /jump|salt|burpee|sprint|interval|ramp|aproximaci/i.test(l),
    );
    if (line) {
      failures.push({
        rule: 'clearance-gentle',
        message: `${dayLabel(index, day)} warm-up/cool-down: "${line}"`,
      });
    }
  }
  return failures;
}

/** No sentence of the plan quotes 15 or more characters of what the visitor wrote about their health. */
function privacyInvariant(c: CorpusCase, draft: PlanDraft): Failure[] {
  const request = c.request;
  const others = [
    request.fitnessGoal,
    request.fitnessLevel,
    request.workoutLocation,
    request.focusArea,
    request.workoutStyle,
  ]
    .filter((v): v is string => typeof v === 'string' && v.startsWith('other:'))
    .map((v) => v.slice(6));
  const clauses = [request.additionalNotes ?? '', ...others]
    .flatMap((text) => text.split(/[.,;:!?\n]|\by\b|\band\b|\bbut\b|\bpero\b/i))
    .filter((clause) => HEALTH_WORDS.test(clause));
  const sources = [request.injuryDetails ?? '', ...clauses]
    .map((text) => normalise(text).replace(MEDICAL_TERMS, '|'))
    .filter((s) => s.length >= 15);
  if (sources.length === 0) return [];
  const lines = [...draft.screening.reasons.map((r) => r.text), ...draft.notes, draft.overview];
  const normalisedLines = lines.map(normalise);
  for (const source of sources) {
    for (let start = 0; start + 15 <= source.length; start += 1) {
      const window = source.slice(start, start + 15);
      if (window.includes('|') || (window.match(/\p{L}/gu) ?? []).length < 8) continue;
      const at = normalisedLines.findIndex((line) => line.includes(window));
      if (at >= 0) {
        return [
          {
            rule: 'privacy',
            message: `the plan quotes the visitor's own words "${window}" in: "${lines[at]}"`,
          },
        ];
      }
    }
  }
  return [];
}

function checkEndurance(rule: EnduranceRule, draft: PlanDraft): Failure[] {
  const failures: Failure[] = [];
  const sessions = activeDays(draft)
    .map(({ day, index }) => {
      const work = day.exercises.filter((e) => modalityOf(e) === rule.modality);
      const seconds = work.reduce((s, e) => s + (e.durationSeconds ?? 0) * e.sets, 0);
      return { day, index, work, seconds };
    })
    .filter((s) => s.work.length > 0);
  if (sessions.length < rule.minSessions) {
    failures.push({
      rule: 'endurance-sessions',
      message: `${sessions.length} ${rule.modality} session(s) a week, at least ${rule.minSessions} expected (days: ${
        sessions.map((s) => DAY_NAMES[s.index]).join(', ') || 'none'
      })`,
    });
  }
  if (rule.longSession) {
    const named = sessions.some(({ day, work }) =>
      /long (run|ride|row|swim)|tirada larga|rodaje largo|carrera larga|salida larga|sesión larga/i.test(
        [day.focus, ...work.map((e) => `${e.name} ${e.text} ${e.notes ?? ''}`)].join(' '),
      ),
    );
    const sorted = sessions.map((s) => s.seconds).sort((a, b) => b - a);
    const longest = sorted[0] ?? 0;
    const next = sorted[1] ?? 0;
    const clearlyLonger = sorted.length >= 2 && longest >= next * 1.25;
    if (!named && !clearlyLonger) {
      failures.push({
        rule: 'endurance-long',
        message: `no long ${rule.modality} session: durations ${sorted.map((s) => Math.round(s / 60)).join(', ') || 'none'} min`,
      });
    }
  }
  if (rule.runWalk) {
    const text = [
      allText(draft),
      ...draft.schedule.flatMap((d) => d.exercises.map((e) => `${e.name} ${e.text} ${e.cues.join(' ')}`)),
    ].join('\n');
    if (
      !/run[- /]?walk|walk[- /]?run|jog[- /]?walk|walk[- /]?jog|alternat\w* (running|jogging|run|jog)\w* (and|with) walk|correr y caminar|caminar y correr|carrera[- /]caminata|trote[- /]caminata|camina[- /]corre|corre[- /]camina|alterna\w* .*(camin|trote|carrera|correr)/i.test(
        text,
      )
    ) {
      failures.push({ rule: 'endurance-run-walk', message: 'a beginner runner gets no run-walk intervals' });
    }
  }
  if (rule.minStrengthSessions !== undefined) {
    const strength = trainingDays(draft).filter(
      ({ day }) =>
        day.exercises.filter((e) => {
          const entry = catalogueEntry(e);
          return entry && entry.pattern !== 'conditioning' && entry.pattern !== 'mobility';
        }).length >= 2,
    );
    if (strength.length < rule.minStrengthSessions) {
      failures.push({
        rule: 'endurance-strength',
        message: `${strength.length} strength session(s), at least ${rule.minStrengthSessions} expected`,
      });
    }
  }
  if (rule.noJumpingCircuits) {
    for (const { day, index } of activeDays(draft)) {
      const jump = day.exercises.find((e) => factsOf(e, day).has('jumping'));
      if (jump) {
        failures.push({
          rule: 'endurance-no-jumping',
          message: `${dayLabel(index, day)} has ${describe(jump)}`,
        });
        break;
      }
    }
  }
  return failures;
}

/**
 * Judges one plan against its case. `control` is the plan for the same request without the notes and focus
 * area; it is needed only by `emphasis`.
 */
export function judge(c: CorpusCase, draft: PlanDraft, control?: PlanDraft): Failure[] {
  const failures = invariants(c, draft);
  if (failures.some((f) => f.rule === 'shape')) return failures;
  const expect = c.expect;
  const { outcome, reasons } = draft.screening;
  const codes = reasons.map((r) => r.code);
  const codeList = codes.join(', ') || 'none';
  const out: Failure[] = [];

  if (outcome !== expect.outcome) {
    out.push({
      rule: 'outcome',
      message: `outcome ${outcome}, expected ${expect.outcome} (reasons: ${codeList})`,
    });
  }
  for (const rule of expect.reasons ?? []) {
    const any = typeof rule === 'string' ? [rule] : rule;
    if (!any.some((code) => codes.includes(code))) {
      out.push({
        rule: 'reason-present',
        message: `reason ${any.join(' or ')} missing (reasons: ${codeList})`,
      });
    }
  }
  for (const code of expect.absentReasons ?? []) {
    if (codes.includes(code))
      out.push({ rule: 'reason-absent', message: `reason ${code} should not be given` });
  }
  for (const professional of expect.see ?? []) {
    if (!reasons.some((r) => r.see === professional)) {
      out.push({
        rule: 'see',
        message: `no reason says to see ${professional} (see: ${reasons.map((r) => r.see ?? '-').join(', ') || 'none'})`,
      });
    }
  }
  const cardiac = (expect.reasons ?? []).flat().some((code) => CARDIAC.has(code));
  const painScale = [draft.overview, ...draft.notes, ...reasons.map((r) => r.text)].find((line) =>
    /\b4\s*(-|–|a|to)\s*5\b/i.test(line),
  );
  if (cardiac && painScale) {
    out.push({
      rule: 'pain-scale',
      message: `the joint-pain scale is for joints and muscles, never chest pain or dizziness: "${painScale}"`,
    });
  }
  for (const pattern of expect.reasonTextNot ?? []) {
    const reason = reasons.find((r) => pattern.test(r.text));
    if (reason)
      out.push({ rule: 'reason-text', message: `reason ${reason.code} says ${pattern}: "${reason.text}"` });
  }

  for (const fact of expect.never ?? []) {
    const found = findFact(draft, fact);
    if (found) out.push({ rule: `never:${fact}`, message: `${found.where} has ${describe(found.exercise)}` });
  }
  for (const fact of expect.include ?? []) {
    if (!findFact(draft, fact))
      out.push({ rule: `include:${fact}`, message: `no exercise with ${fact} in the week` });
  }

  if (expect.balanceEverySession) {
    for (const { day, index } of trainingDays(draft)) {
      if (!day.warmUp.some(mentionsBalance) && !day.exercises.some(isBalanceWork)) {
        out.push({ rule: 'balance', message: `${dayLabel(index, day)} has no balance work` });
        break;
      }
    }
  }
  if (expect.maxIntervalDays !== undefined) {
    const days = activeDays(draft).filter(({ day }) => isIntervalDay(day));
    if (days.length > expect.maxIntervalDays) {
      out.push({
        rule: 'interval-days',
        message: `${days.length} interval days (${days.map((d) => DAY_NAMES[d.index]).join(', ')}), at most ${expect.maxIntervalDays}`,
      });
    }
  }
  const minutes = chosenMinutes(c.request.workoutTime);
  const shortDays = new Set((expect.dayMaxMinutes ?? []).map((d) => d.day as number));
  for (const { day: index, minutes: max } of expect.dayMaxMinutes ?? []) {
    const day = draft.schedule[index];
    if (!day || day.kind === 'rest') continue;
    const estimate = estimateMinutes(day);
    if (day.estimatedMinutes > max + 1 || estimate > max * 1.2) {
      out.push({
        rule: 'day-minutes',
        message: `${dayLabel(index, day)} lasts ${day.estimatedMinutes} min by the plan (${estimate} by the corpus), at most ${max}`,
      });
    }
  }
  if (
    expect.fillsTime &&
    !/shorter|less time|fewer minutes|más cort|menos tiempo|menos minutos/i.test(draft.notes.join(' '))
  ) {
    for (const { day, index } of trainingDays(draft)) {
      if (shortDays.has(index)) continue;
      const estimate = estimateMinutes(day);
      const slack = Math.max(2, Math.ceil(minutes * 0.1));
      if (Math.abs(day.estimatedMinutes - minutes) > slack || Math.abs(estimate - minutes) > minutes * 0.25) {
        out.push({
          rule: 'fills-time',
          message: `${dayLabel(index, day)}: ${day.estimatedMinutes} min by the plan, ${estimate} by the corpus, for ${minutes} chosen`,
        });
        break;
      }
    }
  }
  if (expect.endurance) out.push(...checkEndurance(expect.endurance, draft));
  if (expect.emphasis) {
    const { muscles, over } = expect.emphasis;
    const mine = weeklySets(draft, muscles);
    const other = weeklySets(draft, over);
    if (mine <= other) {
      out.push({
        rule: 'emphasis',
        message: `${muscles.join('+')} get ${mine} weekly sets per muscle, ${over.join('+')} ${other}; the emphasis should show`,
      });
    } else if (control) {
      const share = mine / Math.max(1, totalSets(draft));
      const before = weeklySets(control, muscles) / Math.max(1, totalSets(control));
      if (share <= before) {
        out.push({
          rule: 'emphasis',
          message: `${muscles.join('+')} share of weekly sets ${(share * 100).toFixed(0)}%, no more than without the wish (${(before * 100).toFixed(0)}%)`,
        });
      }
    }
  }
  const said = saidText(draft);
  for (const pattern of expect.saidBack ?? []) {
    if (!pattern.test(said))
      out.push({ rule: 'said-back', message: `neither overview nor notes say ${pattern}` });
  }
  const everything = allText(draft);
  for (const pattern of expect.notMentions ?? []) {
    const match = everything.match(pattern);
    if (match) {
      const line = everything.split('\n').find((l) => pattern.test(l)) ?? match[0];
      out.push({ rule: 'not-mentions', message: `the plan says ${pattern}: "${line}"` });
    }
  }
  return [...out, ...failures];
}

function findFact(draft: PlanDraft, fact: PlanFact): { where: string; exercise: Exercise } | null {
  for (const { day, index } of activeDays(draft)) {
    for (const exercise of day.exercises) {
      if (factsOf(exercise, day).has(fact)) return { where: dayLabel(index, day), exercise };
    }
  }
  return null;
}
