/**
 * The name a visitor gives, read out of how people answer "What's your name?" (review r2-journey 4:
 * "soy Marisol jaja" became "Plan de soy Marisol jaja"). One owner for the chat, the form and the API:
 * an introduction before the name ("soy", "me llamo", "mi nombre es", "I'm", "my name is", "call me"),
 * a greeting before it and laughter or filler after it (jaja, jeje, lol, haha, xd) are not the name; what
 * follows a clause break ("soy Ana, tengo 34") is not either. What is left and is still a sentence (more
 * words than a name has) is asked again by the chat.
 */

/** Greetings that may open the answer: "hola, soy Ana", "hi! I'm Jo". */
const GREETING = /^(?:hola|holi|buenas|buenos dias|buenas tardes|hey|hi|hello|hiya|holaa+)\b[\s,!.:;-]*/iu;
/** Introductions in English and Spanish, as a class of openings rather than one phrase each. */
const INTRODUCTION =
  /^(?:(?:yo\s+)?soy|me\s+llamo|mi\s+nombre\s+es|me\s+dicen|ll[aá]mame|i\s*'?\s*m|i\s+am|my\s+name\s*'?s|my\s+name\s+is|name\s*'?s|call\s+me|it\s*'?s)\b[\s,:-]*/iu;
/** Laughter and filler: "jaja", "jeje", "jsjs", "haha", "hehe", "lol", "xd", "lmao", "jajaja"... */
const FILLER =
  /^(?:(?:j[aeiso])+j?|(?:h[ae])+h?|lo+l|x+d+|lmao|rofl|:\)|:d|;\)|xq|pues|bueno|ok|okay|jiji)$/iu;
/** Words that make a clause of what follows: a name does not have them. */
const SENTENCE_WORDS = /^(?:que|quien|cuando|porque|who|which|that|because|when|want|wants|quiero|quiere)$/iu;
/** A name has a few words; more is a sentence ("soy la que te escribió ayer por lo del plan"). */
const NAME_WORDS = 4;

export type NameReading = { name: string; sentence: boolean };

/** The name in an answer to "What's your name?", and whether it still reads as a sentence. */
export function readName(text: string): NameReading {
  let rest = text.replace(/\s+/g, ' ').trim();
  rest = rest.replace(GREETING, '');
  rest = rest.replace(INTRODUCTION, '');
  // What follows a clause break is something else: "Ana, tengo 34", "Jo. I want to get fit".
  rest = rest.split(/\s*[,.;!?¡¿()]\s*/u)[0] ?? '';
  const words = rest.split(' ').filter((word) => word && !FILLER.test(word.replace(/[!?.,…]+$/u, '')));
  // Emoji and symbols at the ends are not the name either.
  const name = words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.'’-]+$/gu, '');
  // A relative or a verb's object joins a sentence, not a name: "la que te escribió", "the guy who".
  const joined = words.some((word) => SENTENCE_WORDS.test(word));
  return { name, sentence: words.length > NAME_WORDS || joined };
}

/** The name to keep: the name read out of the answer, or the answer as given when nothing was left. */
export function spokenName(text: string): string {
  const { name } = readName(text);
  return name || text.trim();
}
