import type { CatalogueExercise } from './catalogue/types';

/**
 * docs/coaching.md "Training around injuries": keywords in English and Spanish, what to avoid or limit,
 * and what to prefer. Rules are predicates over the catalogue's injury flags, so a new exercise is
 * covered by filling its flags, not by editing lists here.
 */
export type InjuryKey = 'knee' | 'lower-back' | 'shoulder' | 'wrist' | 'hip' | 'ankle';

export type InjuryRule = {
  key: InjuryKey;
  keywords: RegExp;
  avoid(exercise: CatalogueExercise): boolean;
  prefer(exercise: CatalogueExercise): boolean;
};

const RUNNING = /(^|-)(jog|run|running|sprint|sprints)(-|$)/;

export const INJURY_RULES: InjuryRule[] = [
  {
    key: 'knee',
    keywords: /\bknees?\b|\bacl\b|\bmcl\b|menisc|patell|rodilla|menisco|r[oó]tula|ligamento cruzado/i,
    // Deep loaded squats, uncontrolled lunges, jumping, running.
    avoid: (e) => e.kneeFlexion === 'deep' || e.impact === 'high' || RUNNING.test(e.id),
    // Box squat to a high box, glute bridge, hip thrust, controlled step-up, terminal knee extension, calf raise.
    prefer: (e) =>
      e.impact === 'none' &&
      (e.pattern === 'glute' ||
        e.pattern === 'calf' ||
        (e.kneeFlexion === 'shallow' && e.pattern !== 'conditioning')),
  },
  {
    key: 'lower-back',
    keywords:
      /lower back|low back|\bback\b|lumbar|\bspine\b|spinal|\bdiscs?\b|herniat|sciatica|espalda|lumbar|columna|hernia|ci[aá]tica/i,
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
    keywords: /shoulders?|rotator|\bcuff\b|labrum|hombros?|manguito/i,
    // Behind-the-neck work, upright rows, deep dips, and loaded overhead pressing.
    avoid: (e) => e.shoulderRisk || (e.overhead && e.pattern === 'vertical-push'),
    // Landmine or neutral-grip press, floor press, face pull, band pull-apart.
    prefer: (e) =>
      e.primary.includes('rear-delts') ||
      (e.pattern === 'horizontal-push' && !e.shoulderRisk && e.equipment.length > 0),
  },
  {
    key: 'wrist',
    keywords: /wrists?|carpal|mu[ñn]ecas?|carpiano/i,
    // Flat-palm push-ups and planks.
    avoid: (e) => e.wristLoad,
    // Handles or fists, forearm planks, neutral-grip dumbbells.
    prefer: (e) => !e.wristLoad && (e.pattern === 'horizontal-push' || e.pattern === 'core-anti-extension'),
  },
  {
    key: 'hip',
    keywords: /\bhips?\b|cadera|hip flexor|flexor de cadera/i,
    // Deep lunges.
    avoid: (e) => e.deepHipFlexion,
    // Supported or shallow lunges, step-ups.
    prefer: (e) =>
      (e.pattern === 'lunge' || e.pattern === 'squat') && !e.deepHipFlexion && e.kneeFlexion !== 'deep',
  },
  {
    key: 'ankle',
    keywords: /ankles?|achilles|tobillos?|aquiles/i,
    // Not in the docs/coaching.md table; the same caution as for knees about landing and running.
    avoid: (e) => e.impact === 'high' || RUNNING.test(e.id),
    prefer: (e) => e.impact === 'none',
  },
];

/** Reasons to see a professional before training (docs/coaching.md red flags), in English and Spanish. */
const RED_FLAGS =
  /surgery|operated|operation|swell|swollen|lock(s|ing)?\b|giv(es|ing) way|chest pain|dizz|faint|cirug[ií]a|operad[oa]|operaci[oó]n|hinch|bloque|se me va|cede|fallo de rodilla|dolor (en el|de) pecho|dolor tor[aá]cico|mare|desmay|chronic|cr[oó]nic|\b([2-9]|\d{2,})\s*(months?|meses|years?|a[ñn]os)\b/i;

export type InjuryReading = {
  rules: InjuryRule[];
  /** The visitor described an injury the coach could not match to a rule. */
  uninterpreted: boolean;
  redFlag: boolean;
};

export function readInjuries(hasInjuries: string, details: string, notes = ''): InjuryReading {
  // Only read when the visitor says they have an injury: notes such as "get back in shape" are not injuries.
  const injuryText = hasInjuries === 'yes' ? `${details} ${notes}` : '';
  const rules = INJURY_RULES.filter((rule) => rule.keywords.test(injuryText));
  return {
    rules,
    uninterpreted: hasInjuries === 'yes' && rules.length === 0,
    redFlag: RED_FLAGS.test(injuryText),
  };
}

export function isAvoided(exercise: CatalogueExercise, rules: readonly InjuryRule[]): boolean {
  return rules.some((rule) => rule.avoid(exercise));
}
