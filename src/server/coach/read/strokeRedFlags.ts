import { ownMention } from './words';

/**
 * Warning signs of a stroke or a TIA (docs/coaching.md "Screening before prescribing"; NHS "Stroke" and
 * "Transient ischaemic attack": the FAST signs, face drooping, arm weakness, speech, and sudden loss of
 * sight, even when they pass within minutes). A TIA is an emergency warning of a stroke to come: a doctor
 * urgently, the same day when recent, never a training plan. Read as kinds, not phrases: a face that
 * droops or goes numb; an arm, leg or side of the body numb or weak on one side only; speech slurred,
 * lost or garbled; the sight lost in one eye or suddenly. Clauses come from words.ts and are read for
 * negation and for someone else ("my dad had slurred speech") by ownMention. Plain searches, no gap
 * patterns (tests/unit/regex-safety.test.ts).
 */

/** The face, and a face that droops, drops, goes numb or crooked. */
const FACE = /\b(face|mouth|lip|lips|cara|boca|labio|labios|rostro)\b/;
const FACE_SIGN =
  /\b(droop\w*|dropp?ed|sagg?\w*|numb\w*|tingl\w*|crooked|lopsided|paraly\w*|froze|frozen|caid[oa]s?|cayo|cae|torcid[oa]s?|torcio|dormid[oa]|durmio|duerme|adormec\w*|entumec\w*|acorchad[oa]|paraliz\w*|hormigue\w*)\b/;
/** One side only: the mark that tells a stroke from a sore arm. */
const ONE_SIDE =
  /\b(one side|left side|right side|half of my|half my|one half|un lado|lado (izquierdo|derecho)|la mitad|medio cuerpo|media cara|un costado)\b/;
const LIMB = /\b(arm|arms|hand|leg|side|body|brazo|mano|pierna|cuerpo|lado|costado)\b/;
const LIMB_SIGN =
  /\b(numb\w*|weak\w*|heavy|dead|tingl\w*|paraly\w*|no strength|could(n'?t| not) (move|lift)|dormid[oa]s?|durmio|duerme|adormec\w*|entumec\w*|debil\w*|sin fuerza|no (podia|pude) (mover|levantar)|paraliz\w*|hormigue\w*|pesad[oa]s?)\b/;
/** An arm asleep from lying on it is the nerve pressed, not the brain. */
const ASLEEP_ON =
  /\b(sleep\w* on|slept on|lying on|lay on|leaning on|al dormir|durmiendo|dormi sobre|apoyad[oa])\b/;
/** Speech slurred, lost or garbled. */
const SPEECH =
  /\b(slurr\w*|garbled|could(n'?t| not) (speak|talk|get (the |my )?words out)|lost my (speech|words|voice)|words (came|come|were) out (wrong|funny|jumbled)|speech (went|was) (funny|weird|strange|wrong)|trouble (speaking|talking)|no (podia|pude|me salian las|salian las) (hablar|palabras)|arrastraba las palabras|se me trababa la lengua|hablaba (raro|mal|con lengua de trapo)|no me salian las palabras|perdi el habla)\b/;
/** Sight lost suddenly or in one eye (a migraine aura or a floater is not this; the eye says it). */
const SIGHT =
  /\b(lost (the )?(vision|sight)|went blind|blind in one eye|vision went black in one eye|(vision|sight) (went|cut out|disappeared) in one eye|sudden(ly)? (lost|blind)|perdi la vista|me quede ciego|me quede ciega|no veia (de|por) un ojo|vista de un ojo|ciego de un ojo|ciega de un ojo)\b/;

/** Whether the text tells of a stroke or TIA warning sign in the visitor, now or lately. */
export function readStrokeWarning(all: readonly string[]): boolean {
  if (all.some((clause) => FACE.test(clause) && ownMention([clause], FACE_SIGN) !== null)) return true;
  if (
    all.some(
      (clause) =>
        ONE_SIDE.test(clause) &&
        LIMB.test(clause) &&
        !ASLEEP_ON.test(clause) &&
        ownMention([clause], LIMB_SIGN) !== null,
    )
  )
    return true;
  return ownMention(all, SPEECH) !== null || ownMention(all, SIGHT) !== null;
}
