import type { CatalogueExercise, Equipment, Location, Muscle, Pattern } from './types';

/**
 * Exercises for the people of docs/coaching.md "More people the coach must serve": seated
 * work for wheelchair users and people with limb loss, chair-based and supported work for frailty and
 * multiple sclerosis, breathing and early core work after childbirth, arm-powered aerobic work, and the
 * gentle walk of a clearance-first plan. They are the programmes' own pool (design/programmes.ts): the
 * general plans never pick them (PROGRAMME_ONLY), so a healthy visitor's plan does not change.
 */

const EVERYWHERE: Location[] = ['gym', 'home', 'outdoor', 'hotel', 'office'];

type Spec = {
  id: string;
  name: [string, string];
  publicName?: [string, string];
  cues: [string[], string[]];
  pattern: Pattern;
  primary: Muscle[];
  secondary?: Muscle[];
  equipment?: Equipment[];
  locations?: Location[];
  measure?: 'reps' | 'time';
  compound?: boolean;
  progression?: 'load' | 'reps' | 'variation';
  overhead?: boolean;
  kneeFlexion?: 'none' | 'shallow';
  impact?: 'none' | 'low';
  easier?: string[];
  harder?: string[];
  video: [string, string];
};

function exercise(spec: Spec): CatalogueExercise {
  return {
    id: spec.id,
    name: { en: spec.name[0], es: spec.name[1] },
    ...(spec.publicName ? { publicName: { en: spec.publicName[0], es: spec.publicName[1] } } : {}),
    cues: { en: spec.cues[0], es: spec.cues[1] },
    pattern: spec.pattern,
    primary: spec.primary,
    secondary: spec.secondary ?? [],
    equipment: spec.equipment ?? [],
    locations: spec.locations ?? EVERYWHERE,
    minLevel: 'novice',
    maxLevel: 'advanced',
    measure: spec.measure ?? 'reps',
    compound: spec.compound ?? false,
    progression: spec.progression ?? 'reps',
    loadsSpine: false,
    spinalFlexionLoaded: false,
    kneeFlexion: spec.kneeFlexion ?? 'none',
    impact: spec.impact ?? 'none',
    wristLoad: false,
    overhead: spec.overhead ?? false,
    shoulderRisk: false,
    deepHipFlexion: false,
    easier: spec.easier ?? [],
    harder: spec.harder ?? [],
    videoQuery: { en: spec.video[0], es: spec.video[1] },
  };
}

export const adaptedExercises: CatalogueExercise[] = [
  // ---------------------------------------------------------------- gentle and arm-powered aerobic work
  exercise({
    id: 'gentle-walk',
    name: ['Easy walk', 'Paseo suave'],
    cues: [
      [
        'Walk at an easy pace: you can talk in full sentences',
        'Keep it flat and short at first; turn back whenever you like',
        'Stand tall, relax your shoulders and breathe easily',
        'Stop and rest if you feel unwell, dizzy or short of breath',
      ],
      [
        'Camina a paso tranquilo: puedes hablar con frases completas',
        'Al principio, terreno llano y trayectos cortos; vuelve cuando quieras',
        'Mantente erguido, relaja los hombros y respira con calma',
        'Para y descansa si te encuentras mal, te mareas o te falta el aire',
      ],
    ],
    pattern: 'conditioning',
    primary: ['cardio'],
    measure: 'time',
    impact: 'low',
    video: ['gentle walking for health beginners', 'caminar suave para la salud principiantes'],
  }),
  exercise({
    id: 'wheelchair-push',
    name: ['Wheelchair pushing', 'Desplazamiento en silla de ruedas'],
    publicName: ['Arm-powered steady cardio', 'Cardio continuo con los brazos'],
    cues: [
      [
        'Push on a flat, smooth route at a pace where you can still talk',
        'Use long, smooth strokes from the top of the rim',
        'Let your hands drift down and back before the next stroke',
        'Sit tall with your shoulders down, away from your ears',
      ],
      [
        'Impúlsate por un recorrido llano y liso, a un ritmo que te deje hablar',
        'Haz impulsos largos y suaves desde la parte alta del aro',
        'Deja que las manos bajen y vuelvan atrás antes del siguiente impulso',
        'Siéntate erguido con los hombros bajos, lejos de las orejas',
      ],
    ],
    pattern: 'conditioning',
    primary: ['cardio'],
    secondary: ['shoulders', 'triceps', 'chest'],
    measure: 'time',
    locations: ['gym', 'home', 'outdoor', 'hotel'],
    video: ['wheelchair propulsion technique exercise', 'técnica de propulsión en silla de ruedas'],
  }),
  exercise({
    id: 'arm-ergometer',
    name: ['Arm bike (arm ergometer)', 'Bicicleta de brazos (ergómetro de brazos)'],
    cues: [
      [
        'Sit square to the machine with the handles at shoulder height',
        'Turn the handles smoothly at a steady, comfortable speed',
        'Keep your shoulders down and your back tall',
        'Pick a resistance you can keep while talking',
      ],
      [
        'Siéntate de frente a la máquina con las manivelas a la altura de los hombros',
        'Gira las manivelas con suavidad a un ritmo constante y cómodo',
        'Mantén los hombros bajos y la espalda erguida',
        'Elige una resistencia que puedas mantener hablando',
      ],
    ],
    pattern: 'conditioning',
    primary: ['cardio'],
    secondary: ['shoulders', 'upper-back'],
    equipment: ['cardio-machine'],
    locations: ['gym'],
    measure: 'time',
    video: ['arm ergometer upper body bike exercise', 'ergómetro de brazos ejercicio'],
  }),
  exercise({
    id: 'seated-punches',
    name: ['Seated punches', 'Puñetazos sentado'],
    cues: [
      [
        'Sit tall near the front of the seat, feet or footplates steady',
        'Punch forward one arm after the other at a brisk, even rhythm',
        'Turn your trunk a little with each punch if you can',
        'Keep breathing; slow down if you cannot talk',
      ],
      [
        'Siéntate erguido en la parte delantera del asiento, con los pies o reposapiés firmes',
        'Lanza puñetazos al frente con un brazo y luego con el otro, a ritmo vivo y regular',
        'Gira un poco el tronco con cada golpe si puedes',
        'No dejes de respirar; baja el ritmo si no puedes hablar',
      ],
    ],
    pattern: 'conditioning',
    primary: ['cardio'],
    secondary: ['shoulders'],
    measure: 'time',
    video: ['seated boxing exercise chair cardio', 'boxeo sentado ejercicio en silla'],
  }),
  exercise({
    id: 'seated-march',
    name: ['Seated march', 'Marcha sentado'],
    cues: [
      [
        'Sit tall on a sturdy chair without leaning on the backrest',
        'Lift one knee, lower it, then the other, as if marching',
        'Swing your arms along to raise the pace',
        'Keep your trunk still and breathe steadily',
      ],
      [
        'Siéntate erguido en una silla firme sin apoyarte en el respaldo',
        'Sube una rodilla, bájala y luego la otra, como si marcharas',
        'Acompaña con los brazos para subir el ritmo',
        'Mantén el tronco quieto y respira de forma regular',
      ],
    ],
    pattern: 'conditioning',
    primary: ['cardio'],
    secondary: ['hip-flexors', 'quads'],
    measure: 'time',
    video: ['seated marching exercise chair', 'marcha sentado ejercicio en silla'],
  }),
  // ---------------------------------------------------------------- seated strength: upper body
  exercise({
    id: 'seated-band-row',
    name: ['Seated band row', 'Remo sentado con banda'],
    cues: [
      [
        'Anchor the band at chest height in front of you and sit tall',
        'Pull the handles to your ribs, elbows close to your sides',
        'Squeeze your shoulder blades together for a moment',
        'Let your arms straighten slowly',
      ],
      [
        'Sujeta la banda a la altura del pecho delante de ti y siéntate erguido',
        'Tira de las asas hacia las costillas, con los codos pegados al cuerpo',
        'Junta las escápulas un instante',
        'Deja que los brazos se estiren despacio',
      ],
    ],
    pattern: 'horizontal-pull',
    primary: ['upper-back', 'lats'],
    secondary: ['biceps', 'rear-delts'],
    equipment: ['band'],
    compound: true,
    video: ['seated resistance band row', 'remo sentado con banda elástica'],
  }),
  exercise({
    id: 'seated-band-pulldown',
    name: ['Seated band pulldown', 'Jalón sentado con banda'],
    cues: [
      [
        'Anchor the band high above you and sit tall beneath it',
        'Pull your elbows down towards your hips',
        'Keep your chest up and your neck long',
        'Let the band lift your arms back up slowly',
      ],
      [
        'Sujeta la banda en alto por encima de ti y siéntate erguido debajo',
        'Lleva los codos hacia abajo, hacia las caderas',
        'Mantén el pecho alto y el cuello largo',
        'Deja que la banda te suba los brazos despacio',
      ],
    ],
    pattern: 'vertical-pull',
    primary: ['lats'],
    secondary: ['biceps', 'upper-back'],
    equipment: ['band'],
    compound: true,
    video: ['seated resistance band lat pulldown', 'jalón sentado con banda elástica'],
  }),
  exercise({
    id: 'seated-band-chest-press',
    name: ['Seated band chest press', 'Press de pecho sentado con banda'],
    cues: [
      [
        'Wrap the band behind your backrest or upper back and sit tall',
        'Press both hands forward to straight arms at chest height',
        'Keep your shoulders down and your wrists straight',
        'Bring your hands back slowly to your chest',
      ],
      [
        'Pasa la banda por detrás del respaldo o de la espalda y siéntate erguido',
        'Empuja con las dos manos al frente hasta estirar los brazos a la altura del pecho',
        'Mantén los hombros bajos y las muñecas rectas',
        'Vuelve despacio con las manos al pecho',
      ],
    ],
    pattern: 'horizontal-push',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    equipment: ['band'],
    compound: true,
    video: ['seated resistance band chest press', 'press de pecho sentado con banda'],
  }),
  exercise({
    id: 'seated-push-up',
    name: ['Seated push-up (chair lift)', 'Elevación en silla con los brazos'],
    cues: [
      [
        'Sit on a sturdy chair with armrests, or your locked wheelchair',
        'Place your hands on the armrests or wheels beside your hips',
        'Straighten your arms to lift your body a little off the seat',
        'Lower yourself slowly back down',
      ],
      [
        'Siéntate en una silla firme con reposabrazos, o en tu silla de ruedas frenada',
        'Apoya las manos en los reposabrazos o en las ruedas, junto a las caderas',
        'Estira los brazos para despegar un poco el cuerpo del asiento',
        'Baja despacio hasta volver a sentarte',
      ],
    ],
    pattern: 'triceps',
    primary: ['triceps'],
    secondary: ['chest', 'shoulders'],
    compound: true,
    video: ['seated push up chair depression lift', 'elevación en silla con brazos ejercicio'],
  }),
  exercise({
    id: 'seated-dumbbell-curl',
    name: ['Seated dumbbell curl', 'Curl de bíceps sentado con mancuernas'],
    cues: [
      [
        'Sit tall with a dumbbell in each hand, arms by your sides',
        'Bend your elbows to bring the weights to your shoulders',
        'Keep your elbows still beside your body',
        'Lower slowly to straight arms',
      ],
      [
        'Siéntate erguido con una mancuerna en cada mano y los brazos a los lados',
        'Flexiona los codos para llevar las mancuernas a los hombros',
        'Mantén los codos quietos junto al cuerpo',
        'Baja despacio hasta estirar los brazos',
      ],
    ],
    pattern: 'biceps',
    primary: ['biceps'],
    secondary: ['forearms'],
    equipment: ['dumbbell'],
    progression: 'load',
    video: ['seated dumbbell biceps curl', 'curl de bíceps sentado con mancuernas'],
  }),
  exercise({
    id: 'seated-dumbbell-triceps-extension',
    name: ['Seated dumbbell triceps extension', 'Extensión de tríceps sentado con mancuerna'],
    cues: [
      [
        'Sit tall and hold one dumbbell with both hands above your head',
        'Bend your elbows to lower it behind your head',
        'Keep your elbows pointing forward, close to your head',
        'Straighten your arms to lift it back up',
      ],
      [
        'Siéntate erguido y sujeta una mancuerna con las dos manos por encima de la cabeza',
        'Flexiona los codos para bajarla por detrás de la cabeza',
        'Mantén los codos al frente, cerca de la cabeza',
        'Estira los brazos para subirla de nuevo',
      ],
    ],
    pattern: 'triceps',
    primary: ['triceps'],
    equipment: ['dumbbell'],
    overhead: true,
    progression: 'load',
    video: ['seated dumbbell overhead triceps extension', 'extensión de tríceps sentado con mancuerna'],
  }),
  exercise({
    id: 'seated-band-external-rotation',
    name: ['Seated band external rotation', 'Rotación externa sentado con banda'],
    cues: [
      [
        'Sit tall holding a band in both hands, elbows bent at your sides',
        'Turn your forearms outwards, stretching the band',
        'Keep your elbows pinned to your sides',
        'Return slowly; it should feel light',
      ],
      [
        'Siéntate erguido con una banda en las dos manos y los codos flexionados a los lados',
        'Gira los antebrazos hacia fuera estirando la banda',
        'Mantén los codos pegados al cuerpo',
        'Vuelve despacio; debe sentirse ligero',
      ],
    ],
    pattern: 'shoulder-isolation',
    primary: ['rear-delts'],
    secondary: ['upper-back'],
    equipment: ['band'],
    video: ['seated band external rotation rotator cuff', 'rotación externa con banda manguito rotador'],
  }),
  exercise({
    id: 'seated-towel-pull-apart',
    name: ['Seated towel pull-apart', 'Tirón de toalla sentado'],
    cues: [
      [
        'Sit tall holding a towel in both hands at chest height, arms straight',
        'Pull your hands apart hard, as if to pull the towel apart',
        'Squeeze your shoulder blades together and hold',
        'Relax, breathe, and repeat',
      ],
      [
        'Siéntate erguido con una toalla en las dos manos a la altura del pecho, brazos estirados',
        'Tira con fuerza hacia fuera, como si quisieras romper la toalla',
        'Junta las escápulas y aguanta',
        'Relaja, respira y repite',
      ],
    ],
    pattern: 'shoulder-isolation',
    primary: ['rear-delts'],
    secondary: ['upper-back'],
    measure: 'time',
    video: ['seated towel pull apart isometric', 'tirón de toalla isométrico sentado'],
  }),
  // ---------------------------------------------------------------- seated trunk and legs
  exercise({
    id: 'seated-pallof-press',
    name: ['Seated band anti-rotation press', 'Press antirrotación sentado con banda'],
    cues: [
      [
        'Anchor a band at chest height to one side and sit tall',
        'Hold it at your chest and press it straight out in front',
        'Do not let the band turn your trunk',
        'Bring it back slowly; repeat, then face the other way',
      ],
      [
        'Sujeta una banda a la altura del pecho a un lado y siéntate erguido',
        'Llévala al pecho y empújala recta al frente',
        'No dejes que la banda te gire el tronco',
        'Vuelve despacio; repite y cambia de lado',
      ],
    ],
    pattern: 'core-anti-rotation',
    primary: ['obliques'],
    secondary: ['abs'],
    equipment: ['band'],
    video: ['seated pallof press band', 'press pallof sentado con banda'],
  }),
  exercise({
    id: 'seated-lean-back',
    name: ['Seated lean-back hold', 'Inclinación atrás sentado'],
    cues: [
      [
        'Sit tall near the front of the seat, arms crossed on your chest',
        'Lean back a little, only as far as you can control',
        'Hold, breathing steadily; do not push your belly out',
        'Come back up to sitting tall',
      ],
      [
        'Siéntate erguido en la parte delantera del asiento, con los brazos cruzados en el pecho',
        'Inclínate un poco hacia atrás, solo hasta donde controles',
        'Aguanta respirando con calma, sin sacar la tripa',
        'Vuelve a sentarte erguido',
      ],
    ],
    pattern: 'core-anti-extension',
    primary: ['abs'],
    secondary: ['obliques'],
    measure: 'time',
    video: ['seated lean back core exercise chair', 'inclinación atrás sentado ejercicio de core'],
  }),
  exercise({
    id: 'seated-knee-extension',
    name: ['Seated knee extension', 'Extensión de rodilla sentado'],
    cues: [
      [
        'Sit tall on a sturdy chair, feet flat on the floor',
        'Straighten one knee until the leg is level, toes up',
        'Hold for a moment, squeezing the front of the thigh',
        'Lower slowly; repeat, then switch legs',
      ],
      [
        'Siéntate erguido en una silla firme, con los pies apoyados',
        'Estira una rodilla hasta dejar la pierna horizontal, con la punta hacia arriba',
        'Aguanta un momento apretando la parte delantera del muslo',
        'Baja despacio; repite y cambia de pierna',
      ],
    ],
    pattern: 'squat',
    primary: ['quads'],
    video: ['seated knee extension exercise chair', 'extensión de rodilla sentado en silla'],
  }),
  // ---------------------------------------------------------------- supported standing work and balance
  exercise({
    id: 'supported-calf-raise',
    name: ['Supported calf raise', 'Elevación de talones con apoyo'],
    cues: [
      [
        'Stand behind a sturdy chair or at a counter, both hands resting on it',
        'Rise onto the balls of your feet',
        'Pause at the top, then lower slowly',
        'Hold on as firmly as you need',
      ],
      [
        'Ponte tras una silla firme o junto a una encimera (mesada), con las dos manos apoyadas',
        'Sube sobre la punta de los pies',
        'Para arriba un instante y baja despacio',
        'Agárrate todo lo que necesites',
      ],
    ],
    pattern: 'calf',
    primary: ['calves'],
    equipment: ['surface'],
    video: ['supported calf raise chair seniors', 'elevación de talones con apoyo en silla mayores'],
  }),
  exercise({
    id: 'supported-side-step',
    name: ['Side steps along a counter', 'Pasos laterales junto a una encimera (mesada)'],
    cues: [
      [
        'Face a kitchen counter or a wall with both hands resting on it',
        'Step sideways, bringing the other foot to meet it',
        'Keep your toes pointing forward and stand tall',
        'Go one way, then come back the other way',
      ],
      [
        'Ponte de cara a una encimera (mesada) o a una pared con las dos manos apoyadas',
        'Da un paso lateral y junta el otro pie',
        'Mantén las puntas al frente y el cuerpo erguido',
        'Ve hacia un lado y vuelve hacia el otro',
      ],
    ],
    pattern: 'balance',
    primary: ['glutes'],
    secondary: ['adductors'],
    measure: 'time',
    video: [
      'side stepping balance exercise seniors counter',
      'pasos laterales ejercicio de equilibrio mayores',
    ],
  }),
  exercise({
    id: 'tandem-stand-supported',
    name: ['Heel-to-toe stand with support', 'Equilibrio en tándem con apoyo'],
    cues: [
      [
        'Stand at a counter with one hand resting on it',
        'Place one foot directly in front of the other, heel to toe',
        'Look ahead and stand tall; hold on whenever you wobble',
        'Hold, then swap which foot is in front',
      ],
      [
        'Ponte junto a una encimera (mesada) con una mano apoyada',
        'Pon un pie justo delante del otro, talón con punta',
        'Mira al frente y mantente erguido; agárrate siempre que te tambalees',
        'Aguanta y cambia el pie de delante',
      ],
    ],
    pattern: 'balance',
    primary: ['calves'],
    secondary: ['glutes'],
    measure: 'time',
    video: ['tandem stance balance exercise support', 'equilibrio en tándem con apoyo ejercicio'],
  }),
  // ---------------------------------------------------------------- breathing, early core and seated mobility
  exercise({
    id: 'diaphragmatic-breathing',
    name: ['Belly breathing', 'Respiración abdominal'],
    cues: [
      [
        'Sit comfortably with one hand on your chest and one on your belly',
        'Breathe in through your nose; let the belly rise, not the chest',
        'Breathe out slowly through pursed lips, twice as long',
        'Let your pelvic floor relax on the breath in and lift gently on the breath out',
      ],
      [
        'Siéntate cómodo con una mano en el pecho y otra en el abdomen',
        'Inspira por la nariz; que suba el abdomen, no el pecho',
        'Espira despacio con los labios fruncidos, el doble de tiempo',
        'Relaja el suelo pélvico al inspirar y elévalo suave al espirar',
      ],
    ],
    pattern: 'mobility',
    primary: ['abs'],
    secondary: ['pelvic-floor'],
    measure: 'time',
    video: ['diaphragmatic breathing pursed lip breathing', 'respiración diafragmática labios fruncidos'],
  }),
  exercise({
    id: 'heel-slides',
    name: ['Heel slides', 'Deslizamiento de talones'],
    cues: [
      [
        'Lie on your back, knees bent, feet flat',
        'Breathe out, gently draw your lower belly in and lift the pelvic floor',
        'Slide one heel away until the leg is nearly straight, then back',
        'Keep your back still and your belly flat; switch legs',
      ],
      [
        'Túmbate boca arriba con las rodillas flexionadas y los pies apoyados',
        'Al espirar, mete suave la parte baja del abdomen y eleva el suelo pélvico',
        'Desliza un talón hasta casi estirar la pierna y vuelve',
        'Mantén la espalda quieta y el abdomen plano; cambia de pierna',
      ],
    ],
    pattern: 'core-anti-extension',
    primary: ['abs'],
    secondary: ['pelvic-floor'],
    video: ['heel slides postpartum core exercise', 'deslizamiento de talones abdomen posparto'],
  }),
  exercise({
    id: 'seated-trunk-rotation',
    name: ['Seated trunk rotation', 'Rotación de tronco sentado'],
    cues: [
      [
        'Sit tall with your arms crossed on your chest',
        'Turn your upper body slowly to one side as far as is comfortable',
        'Breathe out as you turn; come back to the middle',
        'Turn to the other side',
      ],
      [
        'Siéntate erguido con los brazos cruzados en el pecho',
        'Gira despacio la parte alta del cuerpo hacia un lado, hasta donde estés cómodo',
        'Espira al girar y vuelve al centro',
        'Gira hacia el otro lado',
      ],
    ],
    pattern: 'mobility',
    primary: ['obliques'],
    secondary: ['upper-back'],
    measure: 'time',
    video: ['seated trunk rotation stretch chair', 'rotación de tronco sentado estiramiento'],
  }),
  exercise({
    id: 'seated-chest-opener',
    name: ['Seated chest opener', 'Estiramiento de pecho sentado'],
    cues: [
      [
        'Sit tall and clasp your hands behind your lower back or the seat',
        'Draw your shoulders back and down, lifting your chest',
        'Breathe slowly and hold where you feel a gentle stretch',
        'Release and relax your shoulders',
      ],
      [
        'Siéntate erguido y entrelaza las manos detrás de la zona lumbar o del asiento',
        'Lleva los hombros atrás y abajo, elevando el pecho',
        'Respira despacio y mantén donde notes un estiramiento suave',
        'Suelta y relaja los hombros',
      ],
    ],
    pattern: 'mobility',
    primary: ['chest'],
    secondary: ['shoulders'],
    measure: 'time',
    video: ['seated chest stretch chair', 'estiramiento de pecho sentado en silla'],
  }),
  exercise({
    id: 'seated-side-reach',
    name: ['Seated side reach', 'Estiramiento lateral sentado'],
    cues: [
      [
        'Sit tall with both sitting bones on the seat',
        'Reach one arm up and over to the opposite side',
        'Breathe into the stretched side for a few breaths',
        'Come back up slowly and switch sides',
      ],
      [
        'Siéntate erguido con los dos isquiones apoyados',
        'Lleva un brazo arriba y por encima hacia el lado contrario',
        'Respira hacia el costado estirado durante unas respiraciones',
        'Vuelve despacio y cambia de lado',
      ],
    ],
    pattern: 'mobility',
    primary: ['obliques'],
    secondary: ['lats'],
    measure: 'time',
    video: ['seated side bend stretch chair', 'estiramiento lateral sentado en silla'],
  }),
];

/** The programmes' own exercises: general plans never pick them (build/plan.ts availableExercises). */
export const PROGRAMME_ONLY: ReadonlySet<string> = new Set(adaptedExercises.map((e) => e.id));
