import { traitsOf } from '../catalogue/traits';
import type { CatalogueExercise } from '../catalogue/types';
import { clauses, isHistory, isNegated, isSomeoneElse, matchesIn, type Side, sideIn } from './words';

/**
 * docs/coaching.md "Training around injuries": keywords in English and Spanish, what to avoid or limit,
 * and what to prefer. Rules are predicates over the catalogue's injury flags, so a new exercise is
 * covered by filling its flags, not by editing lists here.
 */
export type InjuryKey =
  | 'knee'
  | 'lower-back'
  | 'upper-back'
  | 'neck'
  | 'shoulder'
  | 'elbow'
  | 'wrist'
  | 'hip'
  | 'hip-flexor'
  | 'ankle'
  | 'foot';

export type InjuryRule = {
  key: InjuryKey;
  keywords: RegExp;
  avoid(exercise: CatalogueExercise): boolean;
  prefer(exercise: CatalogueExercise): boolean;
  /**
   * The plan promises "no jumping or running" for this injury (coach/write/text.ts, INJURY_ADVICE): no
   * exercise that jumps, lands or runs in any form may appear anywhere in it, finishers and warm-up
   * drills included. The checker holds every plan to it (rule 'promised-no-impact').
   */
  noImpact: boolean;
};

/** Running and running drills, including jogging on the spot and its variants (catalogue traits). */
export const isRunning = (e: CatalogueExercise) => traitsOf(e).running;

/** Jumping, landing or running in any form: what "no jumping or running" rules out. */
export const jumpsOrRuns = (e: CatalogueExercise) =>
  e.impact === 'high' || traitsOf(e).jumping || traitsOf(e).running;

export const INJURY_RULES: InjuryRule[] = [
  {
    key: 'knee',
    keywords:
      /\bkne+s?\b|\bacl\b|\bmcl\b|\blca\b|menisc|patell|rodilla|menisco|rotula|ligamento cruzado|condromalacia/,
    // Deep loaded squats, uncontrolled lunges, jumping, running.
    avoid: (e) => e.kneeFlexion === 'deep' || jumpsOrRuns(e),
    noImpact: true,
    // Box squat to a high box, glute bridge, hip thrust, controlled step-up, terminal knee extension, calf raise.
    prefer: (e) =>
      e.impact === 'none' &&
      (e.pattern === 'glute' ||
        e.pattern === 'calf' ||
        (e.kneeFlexion === 'shallow' && e.pattern !== 'conditioning')),
  },
  {
    key: 'lower-back',
    noImpact: false,
    keywords:
      /lower back|low back|\bback\b|lumbar|lumbago|\bspine\b|spinal|\bdiscs?\b|herniated|sciatica|espalda|columna|hernia discal|hernia lumbar|hernia de disco|ciatica|lumbalgia/,
    // Heavy spinal loading and loaded spinal flexion.
    avoid: (e) => e.loadsSpine || e.spinalFlexionLoaded,
    // Split squat and single-leg work, bird dog, dead bug, side plank, glute bridge.
    prefer: (e) =>
      e.pattern === 'lunge' ||
      e.pattern === 'glute' ||
      e.pattern === 'core-anti-extension' ||
      e.pattern === 'core-anti-rotation',
  },
  {
    key: 'shoulder',
    noImpact: false,
    keywords: /shoulders?|rotator|\bcuff\b|labrum|impingement|hombros?|manguito|supraespinoso|pinzamiento/,
    // Behind-the-neck work, upright rows, deep dips, and loaded overhead pressing.
    avoid: (e) => e.shoulderRisk || (e.overhead && e.pattern === 'vertical-push'),
    // Landmine or neutral-grip press, floor press, face pull, band pull-apart.
    prefer: (e) =>
      e.primary.includes('rear-delts') ||
      (e.pattern === 'horizontal-push' && !e.shoulderRisk && e.equipment.length > 0),
  },
  {
    key: 'wrist',
    noImpact: false,
    keywords: /wrists?|carpal|munecas?|carpiano/,
    // Flat-palm push-ups and planks.
    avoid: (e) => e.wristLoad,
    // Handles or fists, forearm planks, neutral-grip dumbbells.
    prefer: (e) => !e.wristLoad && (e.pattern === 'horizontal-push' || e.pattern === 'core-anti-extension'),
  },
  {
    key: 'hip',
    noImpact: false,
    keywords: /\bhips?\b|cadera|trocanter|bursitis de cadera/,
    // Deep lunges.
    avoid: (e) => e.deepHipFlexion,
    // Supported or shallow lunges, step-ups.
    prefer: (e) =>
      (e.pattern === 'lunge' || e.pattern === 'squat') && !e.deepHipFlexion && e.kneeFlexion !== 'deep',
  },
  {
    key: 'ankle',
    keywords: /ankles?|achilles|tobillos?|aquiles/,
    // Not in the docs/coaching.md table; the same caution as for knees about landing and running.
    avoid: jumpsOrRuns,
    noImpact: true,
    prefer: (e) => e.impact === 'none',
  },
  {
    key: 'upper-back',
    noImpact: false,
    keywords:
      /upper back|mid back|middle back|thoracic|between (my )?shoulder blades|parte alta de la espalda|espalda alta|zona dorsal|dorsales|entre los omoplatos|escapulas/,
    // Like the lower back, heavy spinal loading and loaded flexion are the aggravators.
    avoid: (e) => e.loadsSpine || e.spinalFlexionLoaded,
    prefer: (e) => e.primary.includes('rear-delts') || e.pattern === 'horizontal-pull',
  },
  {
    key: 'neck',
    noImpact: false,
    keywords: /\bneck\b|cervical|whiplash|cuello|cervicales|latigazo/,
    // Loaded overhead pressing, behind-the-neck work and sit-ups that pull on the head.
    avoid: (e) =>
      e.shoulderRisk || (e.overhead && e.equipment.length > 0) || e.spinalFlexionLoaded || e.loadsSpine,
    prefer: (e) => e.primary.includes('rear-delts') || e.pattern === 'core-anti-extension',
  },
  {
    key: 'elbow',
    noImpact: false,
    keywords: /elbows?|tennis elbow|golfer'?s elbow|epicondyl|codos?|epicondil|epitroclea/,
    // Dips, skull crushers and overhead extensions load the painful tendons hardest.
    avoid: (e) => /dip|skull|overhead-triceps|triceps-extension|french|close-grip/.test(e.id),
    prefer: (e) => e.pattern !== 'triceps' && e.pattern !== 'biceps',
  },
  {
    key: 'hip-flexor',
    noImpact: false,
    keywords: /hip flexors?|psoas|iliopsoas|flexor(es)? de (la )?cadera/,
    // Deep hip flexion under load, hanging leg raises, sit-ups and fast knee drives.
    avoid: (e) =>
      e.deepHipFlexion ||
      e.spinalFlexionLoaded ||
      /mountain-climber|high-knees|leg-raise|knee-raise|v-up/.test(e.id),
    prefer: (e) => e.pattern === 'glute',
  },
  {
    key: 'foot',
    keywords:
      /plantar|fasciitis|fascitis|heel pain|heel spur|\bfoot\b|\bfeet\b|metatars|espolon|talon|fascia plantar|\bpies?\b|juanete|bunion/,
    // Impact and running; calf raises and cycling are fine.
    avoid: jumpsOrRuns,
    noImpact: true,
    prefer: (e) => e.impact === 'none',
  },
];

const HEALED =
  /fully (healed|recovered)|(fine|ok|okay|good|healed|recovered) now|all good now|no (pain|problems|issues) (now|anymore|since)|no longer (hurts|sore|painful)|ya (esta|estoy|estan) bien|ya no (me )?duele|recuperad[oa]s? del todo|totalmente recuperad|curad[oa]s?/;
const HURT_WORDS =
  /pain|hurt|killing|kills|matando|\bmata\b|sore|injur|problem|issue|bad|weak|tight|stiff|strain|tear|torn|broke|fractur|surgery|tendin|bursit|acts? up|plays? up|bother|niggl|twinge|click|achy|rehab|fall|fell|caida|me da guerra|dolor|duele|lesion|lesionad|molest|mal\b|debil|rigid|contractur|rotura|rot[oa]|fractura|cirugia|operad|tendinitis|bursitis|sobrecarga/;

/** "Back to football", "came back", "years back": the sense of "back" that is not the body. */
function notTheBack(clause: string, index: number): boolean {
  const before = clause.slice(Math.max(0, index - 12), index);
  const after = clause.slice(index + 'back'.length, index + 'back'.length + 12);
  return (
    /\b(to|into|in|on|then|home|from|at|again|and forth|when|after)\b/.test(
      after.trim().split(' ')[0] ?? '',
    ) ||
    /\b(get|gets|getting|got|come|coming|came|go|going|went|be|being|been|way|bounced?|bouncing|fully|am|i'm|im|is|was|are|ago|years|months|weeks|step(ped)?|hold|held|holding|cut|pay)\s$/.test(
      before,
    )
  );
}

export type InjuryFinding = { key: InjuryKey; side: Side | null };

export type InjuryReading = {
  rules: InjuryRule[];
  found: InjuryFinding[];
  /** Every injury the text named was negated ("no knee or back problems"). */
  allNegated: boolean;
};

/**
 * The injuries the visitor has, read clause by clause: "no knee or back issues, just a sore left
 * shoulder" is the left shoulder only; "my knees are fine" is nothing. The injury answer is read as
 * written; in the notes, a body part counts only beside a word of pain or injury ("I want a strong
 * back" is a wish, not an injury).
 */
export function readInjuries(details: string, notes = '', otherTexts: readonly string[] = []): InjuryReading {
  const found: InjuryFinding[] = [];
  let mentioned = 0;
  const read = (text: string, needsHurtWord: boolean) => {
    const list = clauses(text);
    for (const [index, clause] of list.entries()) {
      // "sprained my ankle last year, fine now": healed, in the clause or the one after it.
      const next = list[index + 1] ?? '';
      if (HEALED.test(clause) || HEALED.test(next) || isHistory(clause, next)) {
        mentioned += 1;
        continue;
      }
      for (const rule of INJURY_RULES) {
        for (const at of matchesIn(clause, rule.keywords)) {
          if (
            rule.key === 'lower-back' &&
            /upper back|parte alta de la espalda|espalda alta|dorsal/.test(clause) &&
            !/lower|lumbar|baja/.test(clause)
          )
            continue;
          if (rule.key === 'hip' && /hip flexor|psoas|flexor(es)? de (la )?cadera/.test(clause)) continue;
          if (rule.key === 'lower-back' && at[0] === 'back' && notTheBack(clause, at.index)) continue;
          if (needsHurtWord && !HURT_WORDS.test(clause)) continue;
          mentioned += 1;
          if (isNegated(clause, at) || isSomeoneElse(clause, at)) continue;
          if (!found.some((finding) => finding.key === rule.key))
            found.push({ key: rule.key, side: sideIn(clause) });
          break;
        }
      }
    }
  };
  read(details, false);
  read(notes, true);
  for (const text of otherTexts) read(text, true);
  return {
    found,
    rules: INJURY_RULES.filter((rule) => found.some((finding) => finding.key === rule.key)),
    allNegated: mentioned > 0 && found.length === 0,
  };
}

export function isAvoided(exercise: CatalogueExercise, rules: readonly InjuryRule[]): boolean {
  return rules.some((rule) => rule.avoid(exercise));
}
