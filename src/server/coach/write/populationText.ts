import type { Language } from '../../../contract/site';
import { positionOf } from '../design/exerciseFacts';
import type { SpecialPopulation } from '../design/populations';
import type { Programme } from '../design/programmes';
import type { PlanFacts } from './planFacts';
import { gentleWeekWords } from './text';

/**
 * What the coach says to the people of docs/coaching.md "More people the coach must serve", in English
 * and Spanish: why their plan looks as it does, what to watch for, and who to ask. Never the visitor's
 * own words.
 */

type Words = Record<Language, string>;
const say = (language: Language, words: Words) => words[language];

export function populationNotes(
  language: Language,
  populations: readonly SpecialPopulation[],
  facts: PlanFacts,
): string[] {
  const notes: string[] = [];
  for (const population of populations) {
    switch (population.kind) {
      case 'acute-illness':
        notes.push(
          say(
            language,
            population.illness === 'fever'
              ? {
                  en: `You are ill now: do not train with a fever, body aches or a chest infection. Rest, drink and sleep; the sessions here are only ${gentleWeekWords('en', facts)}, if you feel like it. Once you have had about 7 days without symptoms, come back for a gentle two-week return.`,
                  es: `Ahora estás enfermo: no entrenes con fiebre, dolores musculares o una infección en el pecho. Descansa, bebe y duerme; las sesiones de este plan son solo ${gentleWeekWords('es', facts)}, si te apetece. Cuando lleves unos 7 días sin síntomas, vuelve para una vuelta suave de dos semanas.`,
                }
              : {
                  en: 'After an illness, return gently: two weeks of short, easy walks and mobility before harder training. Stop and see a doctor on chest pain, palpitations or unusual breathlessness.',
                  es: 'Después de una enfermedad, vuelve poco a poco: dos semanas de paseos cortos y suaves y movilidad antes de entrenar más fuerte. Para y consulta a un médico si notas dolor en el pecho, palpitaciones o una falta de aire inusual.',
                },
          ),
        );
        break;
      case 'postpartum': {
        const early = population.weeksSinceBirth === null || population.weeksSinceBirth < 12;
        notes.push(
          say(language, {
            en: `After childbirth, build back gradually: breathing and pelvic-floor work and walking first, then low-impact strength.${early ? ' No running or jumping before about 12 weeks, and only without symptoms.' : ''}${population.caesarean ? ' A caesarean is surgery: follow your midwife’s or doctor’s advice on lifting.' : ''}`,
            es: `Después del parto, vuelve poco a poco: primero respiración, suelo pélvico y caminar, y luego fuerza de bajo impacto.${early ? ' Nada de correr ni saltar antes de unas 12 semanas, y solo sin síntomas.' : ''}${population.caesarean ? ' Una cesárea es una cirugía: sigue lo que te indique tu matrona (partera) o tu médico sobre cargar peso.' : ''}`,
          }),
        );
        if (population.separationOrLeaking)
          notes.push(
            say(language, {
              en: 'With an abdominal separation, leaking or heaviness, see a pelvic-health physiotherapist first; meanwhile the plan has no full planks, crunches or heavy straining.',
              es: 'Con separación abdominal, pérdidas de orina o sensación de peso, consulta primero a una fisioterapeuta de suelo pélvico; mientras tanto el plan no lleva planchas completas, abdominales de flexión ni esfuerzos fuertes.',
            }),
          );
        break;
      }
      case 'joint-replacement':
        notes.push(
          say(
            language,
            population.joint === 'hip' || population.joint === null
              ? {
                  en: "Your surgeon's precautions come first. For a hip: no bending the hip past 90 degrees, no crossing your legs and no turning the knee inwards, so no deep squats, low seats or figure-four stretches. Low-impact work only: no running or jumping without your surgeon's agreement.",
                  es: 'Las precauciones de tu cirujano van primero. En la cadera: no doblarla más de 90 grados, no cruzar las piernas ni girar la rodilla hacia dentro, así que nada de sentadillas profundas, asientos bajos ni estiramientos en figura de cuatro. Solo bajo impacto: nada de correr ni saltar sin el visto bueno de tu cirujano.',
                }
              : {
                  en: "Your surgeon's precautions come first. The plan is low-impact, with no deep bending or kneeling on the new joint, and no running or jumping without your surgeon's agreement.",
                  es: 'Las precauciones de tu cirujano van primero. El plan es de bajo impacto, sin flexiones profundas ni apoyar la rodilla sobre la articulación nueva, y sin correr ni saltar sin el visto bueno de tu cirujano.',
                },
          ),
        );
        break;
      case 'wheelchair': {
        const arms = facts.modalities.has('arm-cycle') || facts.modalities.has('wheel');
        notes.push(
          say(
            language,
            facts.strength
              ? {
                  en: `Everything is done seated: upper-body and trunk strength, with as much pulling and shoulder work as pushing to protect your shoulders${arms ? ', and arm-bike or wheeling aerobic work' : ''}.`,
                  es: `Todo se hace sentado: fuerza de tren superior y tronco, con tanto trabajo de tirón y de hombro como de empuje para proteger los hombros${arms ? ', y aeróbico con bici de brazos o desplazándote en la silla' : ''}.`,
                }
              : {
                  en: 'Everything is done seated. When you train for strength, keep as much pulling and shoulder work as pushing to protect your shoulders.',
                  es: 'Todo se hace sentado. Cuando entrenes la fuerza, haz tanto trabajo de tirón y de hombro como de empuje para proteger los hombros.',
                },
          ),
        );
        break;
      }
      case 'limb-loss':
        notes.push(
          say(
            language,
            !facts.strength
              ? {
                  en: 'Ask your prosthetist or physiotherapist how much to load the residual limb, and keep a support at hand for anything standing.',
                  es: 'Pregunta a tu protésico o fisioterapeuta cuánto cargar el muñón, y ten siempre un apoyo a mano para lo que hagas de pie.',
                }
              : population.limb === 'arm'
                ? {
                    en: 'The plan trains your legs and trunk fully and your upper body one arm at a time; ask your prosthetist or physiotherapist how to load the residual limb.',
                    es: 'El plan trabaja a fondo piernas y tronco, y el tren superior un brazo cada vez; pregunta a tu protésico o fisioterapeuta cómo cargar el muñón.',
                  }
                : {
                    en: 'The plan uses seated and supported exercises and trains both sides; ask your prosthetist or physiotherapist how much to load the residual limb. Keep a support at hand for anything standing.',
                    es: 'El plan usa ejercicios sentado y con apoyo y trabaja los dos lados; pregunta a tu protésico o fisioterapeuta cuánto cargar el muñón. Ten siempre un apoyo a mano para lo que hagas de pie.',
                  },
          ),
        );
        break;
      case 'neurological':
        notes.push(
          say(language, {
            en: `Train when your fatigue is lowest, keep cool (a fan, water, no hot rooms) and stop before you overheat.${population.footDropOrPoorBalance ? ' With foot drop or poor balance the exercises are seated or supported: no lunges or single-leg work.' : ''}`,
            es: `Entrena cuando menos cansancio tengas, mantente fresco (ventilador, agua, nada de salas calurosas) y para antes de acalorarte.${population.footDropOrPoorBalance ? ' Con pie caído o poco equilibrio los ejercicios son sentado o con apoyo: nada de zancadas ni trabajo a una pierna.' : ''}`,
          }),
        );
        break;
      case 'copd':
        notes.push(
          say(language, {
            en: `Work at a breathlessness of about 4-6 out of 10: in short bouts with easy breaks when a longer stretch is too much${facts.strength ? ', with long rests between strength sets' : ''} and breathing out through pursed lips. A pulmonary rehabilitation programme is the best start; ask your doctor or respiratory nurse.`,
            es: `Trabaja con una falta de aire de 4-6 sobre 10: en tramos cortos con pausas suaves si un tramo largo es demasiado${facts.strength ? ', con descansos largos entre series de fuerza' : ''} y espirando con los labios fruncidos. Un programa de rehabilitación respiratoria es el mejor comienzo; pregúntalo a tu médico o enfermera.`,
          }),
        );
        break;
      case 'cancer-treatment':
        notes.push(
          say(language, {
            en: `Moderate effort, adjusted to how tired you are each day: your oncology team's advice comes first.${population.lowBloodCounts ? ' With low blood counts, avoid crowded gyms and pools: train at home or at quiet times.' : ''}${population.catheterLine ? ' With a line in your arm, no heavy resistance on that arm and no swimming.' : ''}`,
            es: `Esfuerzo moderado, ajustado a tu cansancio de cada día: el consejo de tu equipo de oncología va primero.${population.lowBloodCounts ? ' Con las defensas bajas, evita gimnasios y piscinas concurridos: entrena en casa o en horas tranquilas.' : ''}${population.catheterLine ? ' Con una vía en el brazo, nada de cargas fuertes con ese brazo ni natación.' : ''}`,
          }),
        );
        break;
      case 'frailty-falls':
        notes.push(
          say(language, {
            en: `Keep a sturdy chair or counter within reach for every standing exercise. A fall in the last year is worth a falls assessment with your doctor, and tell them about any dizziness.${population.canGetUpFromFloor ? '' : ' The plan has no floor work.'}`,
            es: `Ten una silla firme o una encimera (mesada) al alcance en todos los ejercicios de pie. Una caída en el último año merece una valoración de caídas con tu médico; cuéntale también si te mareas.${population.canGetUpFromFloor ? '' : ' El plan no tiene ejercicios en el suelo.'}`,
          }),
        );
        break;
      case 'low-energy-intake': {
        // Kind and plain (Mountjoy et al. 2023): what the week is, why, and who can help; no label, no blame.
        const kinds = [
          ...(facts.strength ? [{ en: 'light strength work', es: 'fuerza suave' }] : []),
          ...(facts.modalities.has('walk') ? [{ en: 'easy walks', es: 'paseos suaves' }] : []),
        ].map((kind) => kind[language]);
        const held = kinds.length ? ` (${kinds.join(language === 'es' ? ' y ' : ' and ')})` : '';
        notes.push(
          say(language, {
            en: `From what you told us about eating, this plan is moderate activity for health${held}, not a weight-loss programme, and it adds no extra training: your body needs enough fuel first. You do not have to sort this out alone: your doctor or a registered dietitian can help.`,
            es: `Por lo que nos contaste sobre la comida, este plan es actividad moderada para la salud${held}, no un programa para perder peso, y no añade entrenamiento extra: tu cuerpo necesita primero energía suficiente. No tienes que resolverlo a solas: tu médico o un dietista-nutricionista pueden ayudarte.`,
          }),
        );
        break;
      }
      case 'severe-obesity': {
        const kinds = lowImpactKinds(language, facts);
        notes.push(
          say(language, {
            en: `Getting breathless on one flight of stairs is worth a check with your doctor before you start. The plan begins low-impact and moderate${kinds ? ` (${kinds})` : ''}, building over the weeks towards 150-250 minutes a week; no jumping or hard intervals for now.`,
            es: `Que te falte el aire al subir un piso de escaleras merece una revisión médica antes de empezar. El plan empieza con bajo impacto y esfuerzo moderado${kinds ? ` (${kinds})` : ''}, y con las semanas sube poco a poco hacia 150-250 minutos por semana; por ahora sin saltos ni intervalos intensos.`,
          }),
        );
        break;
      }
    }
  }
  return notes;
}

/** The low-impact kinds of work the week really holds: walking, cycling, machines, seated work. */
function lowImpactKinds(language: Language, facts: PlanFacts): string {
  const kinds: Words[] = [];
  if (facts.modalities.has('walk')) kinds.push({ en: 'walking', es: 'caminar' });
  if (facts.modalities.has('cycle')) kinds.push({ en: 'cycling', es: 'bici' });
  if (facts.machines) kinds.push({ en: 'machines', es: 'máquinas' });
  if (facts.entries.some((entry) => positionOf(entry) === 'seated' && entry.pattern !== 'mobility'))
    kinds.push({ en: 'seated work', es: 'trabajo sentado' });
  const words = kinds.map((kind) => kind[language]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${language === 'es' ? 'y' : 'and'} ${words[words.length - 1]}`;
}

/** The overview of a programme's plan. */
export function programmeOverview(
  language: Language,
  facts: { name: string; programme: Programme; trainingDays: number; minutes: number; rir: string },
): string {
  const who = facts.name
    ? language === 'es'
      ? `${facts.name}, este`
      : `${facts.name}, this`
    : language === 'es'
      ? 'Este'
      : 'This';
  const title = facts.programme.name[language].toLowerCase();
  if (language === 'es')
    return `${who} plan es un programa de ${title} de ${facts.trainingDays} ${facts.trainingDays === 1 ? 'día' : 'días'} por semana, con sesiones de hasta ${facts.minutes} minutos, hecho para tu situación y no adaptado de un plan general. El esfuerzo es moderado: deja ${facts.rir.replace('RIR ', '')} repeticiones en reserva (${facts.rir}) y sube las repeticiones antes que el peso. Las notas explican qué reglas sigue y con quién hablar.`;
  return `${who} plan is a ${facts.trainingDays}-day-a-week ${title} programme with sessions of up to ${facts.minutes} minutes, built for your situation rather than cut down from a general plan. Effort stays moderate: stop ${facts.rir.replace('RIR ', '')} reps short of failure (${facts.rir}) and add reps before load. The notes say which rules it follows and who to talk to.`;
}

/** Sessions shorter than the chosen time, on purpose. */
export function programmeShortNote(language: Language, minutes: number): string {
  return language === 'es'
    ? `Las sesiones duran como mucho ${minutes} minutos a propósito: para empezar, menos es más seguro.`
    : `Sessions last at most ${minutes} minutes on purpose: to start with, less is safer.`;
}

/** A warm-up that suits the programme: seated for those who train seated, slow walking otherwise. */
/** `armsFree` false: an arm with a line or a replaced shoulder is not swung in circles (design/populations.ts sparesAnArm). */
export function programmeWarmUp(
  language: Language,
  minutes: number,
  seated: boolean,
  armsFree = true,
): string[] {
  const general = Math.max(1, minutes - 1);
  if (seated)
    return language === 'es'
      ? [
          `${general} min de movimiento suave sentado: ${armsFree ? 'círculos de brazos, giros de hombros y de tronco' : 'respiración lenta y giros suaves del cuello'}`,
        ]
      : [
          `${general} min of easy seated movement: ${armsFree ? 'arm circles, shoulder rolls and trunk turns' : 'slow breathing and gentle neck turns'}`,
        ];
  return language === 'es'
    ? [`${general} min de paseo lento o marcha suave en el sitio${armsFree ? ', y círculos de brazos' : ''}`]
    : [`${general} min of slow walking or gentle marching on the spot${armsFree ? ', and arm circles' : ''}`];
}

export function programmeCoolDown(language: Language, minutes: number, seated: boolean): string[] {
  if (minutes <= 0) return [];
  const time = Math.max(1, Math.ceil(minutes / 2));
  if (seated)
    return language === 'es'
      ? [`${time} min de respiración lenta sentado y estiramientos suaves de brazos y pecho`]
      : [`${time} min of slow breathing, seated, and gentle arm and chest stretches`];
  return language === 'es'
    ? [`${time} min de paseo lento y respiración profunda`]
    : [`${time} min of slow walking and deep breathing`];
}

/** How hard the breathless bouts of a COPD session are, instead of "hard". */
export const BREATHLESS_EFFORT: Record<Language, string> = {
  en: 'Breathless 4-6 out of 10',
  es: 'Falta de aire 4-6 sobre 10',
};
export const MODERATE_EFFORT: Record<Language, string> = { en: 'Moderate', es: 'Moderado' };

/** A teenager's week: strength on 2-3 days, and a sport already played counts. */
export function youthWeekNote(language: Language, sport: boolean): string {
  if (sport)
    return language === 'es'
      ? 'Tu deporte ya cuenta como entrenamiento: el plan añade fuerza solo dos días, con 1-2 series por ejercicio, para que llegues descansado a tus entrenos y partidos. Las sesiones terminan cuando acaba la fuerza, sin correr para rellenar el tiempo.'
      : 'Your sport already counts as training: the plan adds strength on two days only, with 1-2 sets per exercise, so you arrive fresh for your practices and matches. Sessions end when the strength work is done, with no running to fill the time.';
  return language === 'es'
    ? 'A tu edad bastan 2-3 días de fuerza con 1-2 series por ejercicio; los demás días son de actividad suave y movilidad, o de jugar y moverte como más te guste. Las sesiones de fuerza terminan cuando acaba el trabajo, sin correr para rellenar el tiempo.'
    : 'At your age 2-3 strength days with 1-2 sets per exercise are plenty; the other days are easy activity and mobility, or play and move however you enjoy. Strength sessions end when the work is done, with no running to fill the time.';
}

/** The cautious week given when no plan met every rule (check/production.ts), told from its own days. */
export function cautiousOverview(language: Language, name: string, facts: PlanFacts): string {
  const week = gentleWeekWords(language, facts);
  return language === 'es'
    ? `${name ? `${name}, esta` : 'Esta'} semana es un comienzo prudente: ${week}, porque no pudimos preparar un plan más exigente que cumpliera todas nuestras reglas de seguridad para lo que nos contaste. Detente ante cualquier dolor en el pecho, mareo o falta de aire inusual.`
    : `${name ? `${name}, this` : 'This'} week is a cautious start: ${week}, because we could not build a harder plan that met every one of our safety rules for what you told us. Stop at any chest pain, dizziness or unusual breathlessness.`;
}

export function cautiousNote(language: Language, facts: PlanFacts, chosenMinutes: number): string {
  const short = facts.longestSession < chosenMinutes - 2;
  return language === 'es'
    ? `${short ? 'Las sesiones son cortas a propósito. ' : ''}Si quieres un plan más completo, revisa tus respuestas o pide consejo a un profesional del ejercicio.`
    : `${short ? 'Sessions are short on purpose. ' : ''}For a fuller plan, check your answers or ask an exercise professional for advice.`;
}
