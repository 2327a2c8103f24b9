import { ownMention } from './words';

/**
 * Back pain with signs of a squeezed cauda equina or spinal cord (docs/coaching.md "Screening before
 * prescribing"; NICE CKS "Sciatica", red flags for cauda equina syndrome): numbness or tingling in both
 * legs, numbness in the saddle area, bladder or bowel control lost, leg weakness getting worse. Each sign
 * is two word lists that meet in one clause, in either order ("both legs tingling", "hormigueo en las dos
 * piernas", "no controlo bien la orina"), and the text must speak of the back somewhere; a negated sign
 * ("no numbness or tingling", "sin hormigueo") is not one. Two plain searches per sign, no pattern with a
 * gap between them (tests/unit/regex-safety.test.ts).
 */

const BACK =
  /\b(back|backache|lumbar|spine|spinal|sciatica|disc|disk|lumbago|espalda|lumbalgia|lumbares|ciatica|columna|disco|riñones|rinones)\b/;

/** Numbness, tingling, no feeling: the symptom word, read for negation. */
const NUMB =
  /\b(numb\w*|tingl\w*|pins and needles|no feeling|can'?t feel|cannot feel|hormigue\w*|dormid[oa]s?|duerme\w*|adormec\w*|entumec\w*|acorchad[oa]s?|no siento|sin sensibilidad|insensible)\b/;
/** Both legs or both feet: plural or said to be both. */
const LEGS =
  /\b(legs|feet|thighs|both (legs|feet)|piernas|pies|muslos|ambas piernas|las dos piernas|ambos pies|los dos pies|bilateral)\b/;
/** The saddle area, in clinical and plain words ("numb bum", "my bits", "around my butt"). */
const SADDLE =
  /\b(butt|butts|bum|bums|buttocks|backside|arse|bits|privates|private|nether regions|taint|undercarriage|sit bones|culo|trasero|nalgas|pompis|saddle|groin|crotch|genitals?|genital area|perineum|between my legs|between the legs|down there|private (parts|area)|inner thighs|entrepierna|genitales|zona genital|zona intima|partes intimas|perine|perineo|zona del sillin|entre las piernas|ingles?)\b/;
/** Saddle numbness from a bike seat is the seat, not the nerves. */
const BIKE =
  /\b(bike|bikes|cycl\w*|ride|rides|riding|saddle sore|bici\w*|ciclismo|rodillo|spinning|sillin de la bici)\b/;

/** Control lost or passing water hard: the symptom words. */
const CONTROL_LOST =
  /\b(harder|more difficult|difficult|struggl\w*|slower|lost|losing|loss of|lose|can'?t (control|hold|feel|go|pee)|cannot (control|hold|go)|no control|trouble|difficulty|hard to|accidents?|incontinen\w*|retention|wet myself|pierdo|perdi|perdida de|no controlo|no puedo (controlar|aguantar|orinar|hacer)|se me escapa\w*|incontinencia|dificultad|problemas? para|me cuesta|no aguanto)\b/;
/** The bladder or the bowel in plain and clinical words. */
const EXCRETION =
  /\b(bladder|bowels?|peeing|pee|urine|urinate|urinating|urinary|poo|poop|pooing|stools?|vejiga|orina|orinar|pis|pipi|esfinteres|esfinter|heces|caca|intestino|evacuar|mear)\b/;

/**
 * Passing water or stool changed, in plain words: harder to pee, dribbling, not feeling the need, a weak
 * stream, wetting oneself. One list: each is a symptom by itself, read for negation.
 */
const BLADDER_SIGN =
  /\b(harder to (pee|wee|go|start)|hard to (pee|wee|start peeing|get going)|struggl\w* to (pee|wee)|dribbl\w*|weak stream|wet (myself|the bed)|peed myself|pee(ing)? myself|can'?t tell when|don'?t know when i need|can'?t feel (when|the need|the urge|myself)|no feeling when|no noto (cuando|las ganas)|no siento (cuando|las ganas)|goteo|gotea\w*|me cuesta (orinar|mear|hacer pis)|me hago pis|me meo|no me entero (cuando|de cuando))\b/;

/** Weakness of a leg or foot, the symptom word. */
const WEAK =
  /\b(weak\w*|no strength|losing strength|debil\w*|debilidad|sin fuerza|menos fuerza|pierdo fuerza|perdiendo fuerza|flojas?|flojos?|foot drop|pie caido|dragging|drag my|arrastr\w*)\b/;
const LEG = /\b(legs?|foot|feet|knees? (give|buckle)|piernas?|pies?)\b/;
/** Getting worse: a weakness that progresses. */
const PROGRESSING =
  /\b(weaker|getting|worse|worsening|progressive|progressively|progressing|more and more|every (day|week)|each (day|week)|by the day|keeps|cada vez|empeora|empeorando|empeoran|mas debil|mas debiles|menos fuerza|perdiendo|losing|sigue|va a mas)\b/;

/** Whether the text holds a cauda equina or cord red flag with back pain (clauses from words.ts). */
export function readNerveRedFlag(all: readonly string[]): boolean {
  // The saddle and the bladder speak for themselves, in any order and without the word "back" (people
  // with cauda equina often lead with the legs): saddle numbness with a bladder sign or both legs, or a
  // bladder sign with both legs numb.
  const saddle = all.some((c) => ownMention([c], NUMB) !== null && SADDLE.test(c) && !BIKE.test(c));
  const plainBladder = ownMention(all, BLADDER_SIGN) !== null;
  const bladder =
    plainBladder || all.some((c) => ownMention([c], CONTROL_LOST) !== null && EXCRETION.test(c));
  const legs = all.some((c) => ownMention([c], NUMB) !== null && LEGS.test(c));
  if ((saddle && (bladder || legs)) || (plainBladder && legs)) return true;
  if (!all.some((clause) => BACK.test(clause))) return false;
  if (saddle || bladder) return true;
  for (const clause of all) {
    if (ownMention([clause], NUMB) && LEGS.test(clause)) return true;
    if (ownMention([clause], NUMB) && SADDLE.test(clause) && !BIKE.test(clause)) return true;
    if (ownMention([clause], CONTROL_LOST) && EXCRETION.test(clause)) return true;
    if (ownMention([clause], WEAK) && LEG.test(clause) && PROGRESSING.test(clause)) return true;
  }
  return false;
}
