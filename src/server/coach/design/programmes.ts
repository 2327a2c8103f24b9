import type { Language } from '../../../contract/site';
import { CLEARANCE_REASONS } from '../../../contract/workout';
import type { Profile } from '../read/profile';
import { populationOf, type SpecialPopulation, type SpecialPopulationKind } from './populations';

/**
 * A programme for each population of docs/coaching.md "More people the coach must serve": its own pool
 * of exercises by role (not the general pool with a filter), its days, session length and dose. The
 * builder (build/programme.ts) takes, for each slot, the first exercise of its list the visitor can do
 * (equipment, place, injuries, and every population's rules in design/populations.ts).
 */

export type SlotRole = 'strength' | 'aerobic' | 'intervals' | 'balance' | 'mobility' | 'breathing';
export type ProgrammeSlot = { role: SlotRole; ids: readonly string[] };

export type Programme = {
  kind: SpecialPopulationKind;
  /** The session's name, "A"/"B" added for the two strength sessions. */
  name: Record<Language, string>;
  /** Name of the lighter days (aerobic and mobility). */
  easyName: Record<Language, string>;
  /** Strength sessions (A and B, alternated); an empty list means every day is a light day. */
  sessions: readonly (readonly ProgrammeSlot[])[];
  /** The light day: aerobic work and mobility. */
  easy: readonly ProgrammeSlot[];
  /** Most training days a week, and how many of them are strength days. */
  maxDays: number;
  strengthDays: number;
  /** Longest session in minutes; sessions shorter than chosen on purpose say so. */
  maxMinutes: number;
  /** Sessions are short and gentle on purpose: they do not fill the chosen time. */
  gentle: boolean;
  sets: number;
  reps: [number, number];
  rir: number;
  rest: number;
  /** Minutes of aerobic work in one session (a strength day in a week with light days needs none). */
  aerobicMinutes: [number, number];
};

// ---------------------------------------------------------------- the pools, by role
const SEATED_PUSH = ['machine-chest-press', 'seated-band-chest-press', 'seated-push-up'];
const SEATED_PRESS = [
  'machine-shoulder-press',
  'dumbbell-shoulder-press',
  'seated-band-chest-press',
  'seated-push-up',
];
const SEATED_ROW = ['seated-cable-row', 'machine-row', 'seated-band-row', 'seated-towel-pull-apart'];
const SEATED_PULLDOWN = [
  'lat-pulldown',
  'neutral-grip-lat-pulldown',
  'seated-band-pulldown',
  'seated-towel-pull-apart',
];
/** Rotator cuff and the back of the shoulder: pushing balanced by pulling (Martin Ginis et al. 2018). */
const CUFF = ['seated-band-external-rotation', 'reverse-pec-deck', 'seated-towel-pull-apart'];
const SEATED_BICEPS = ['seated-dumbbell-curl', 'machine-preacher-curl', 'towel-biceps-curl'];
const SEATED_TRICEPS = ['seated-dumbbell-triceps-extension', 'seated-push-up'];
const SEATED_TRUNK = ['seated-pallof-press', 'seated-lean-back'];
const SEATED_LEGS = ['leg-extension', 'seated-knee-extension'];
const SEATED_AEROBIC = ['arm-ergometer', 'wheelchair-push', 'seated-punches'];
/** Arm work for someone who lost a leg: no wheelchair assumed. */
const ARM_AEROBIC = ['arm-ergometer', 'seated-punches'];
/** Bouts at a breathlessness of 4-6/10 (COPD). */
const BREATHLESS_BOUTS = [
  'stationary-bike-intervals',
  'cycling-intervals',
  'brisk-walk',
  'marching-in-place',
];
const SEATED_MOBILITY = ['seated-trunk-rotation', 'seated-chest-opener', 'seated-side-reach'];
const CHAIR_SQUAT = ['sit-to-stand', 'box-squat', 'seated-knee-extension'];
const SUPPORTED_BALANCE_1 = ['single-leg-stand-supported', 'tandem-stand-supported', 'supported-side-step'];
const SUPPORTED_BALANCE_2 = ['supported-side-step', 'heel-to-toe-walk', 'tandem-stand-supported'];
/**
 * Balance with both feet down and a support at hand, for those who fall or use a walking aid and those
 * with foot drop or poor balance: no standing on one leg and no heel-to-toe walking, even supported
 * (docs/coaching.md "More people the coach must serve", frailty and MS).
 */
const BOTH_FEET_BALANCE_1 = ['tandem-stand-supported', 'supported-side-step'];
const BOTH_FEET_BALANCE_2 = ['supported-side-step', 'tandem-stand-supported'];
const WALL_PUSH = ['machine-chest-press', 'wall-push-up', 'incline-push-up', 'seated-band-chest-press'];
const ROW = ['seated-cable-row', 'machine-row', 'seated-band-row', 'band-row', 'seated-towel-pull-apart'];
const LOW_IMPACT_AEROBIC = ['easy-cycling', 'elliptical', 'gentle-walk'];
const GENTLE_AEROBIC = ['gentle-walk', 'easy-cycling'];
const CALF = ['supported-calf-raise', 'seated-calf-raise'];
const BRIDGE = ['glute-bridge', 'side-lying-leg-raise'];
const HIP_SIDE = ['side-lying-leg-raise', 'standing-hip-abduction', 'hip-abduction-machine', 'clamshell'];
const GENTLE_MOBILITY = [
  'seated-trunk-rotation',
  'neck-and-shoulder-rolls',
  'seated-chest-opener',
  'standing-calf-stretch',
];
const BREATHING = ['diaphragmatic-breathing'];
const PELVIC_FLOOR = ['pelvic-floor-contractions'];

const s = (role: SlotRole, ids: readonly string[]): ProgrammeSlot => ({ role, ids });

const EASY_NAME = { en: 'Easy aerobic and mobility', es: 'Aeróbico suave y movilidad' };
const DOSE = { sets: 2, reps: [10, 15] as [number, number], rir: 3, rest: 75 };

function programmeFor(population: SpecialPopulation): Programme {
  switch (population.kind) {
    case 'acute-illness': {
      // A fever or aches: no training, breathing and gentle mobility only if they feel like it. A cold
      // above the neck or the return after an infection: short easy walks, two weeks before more
      // (Primos 1996; Salman et al. 2021).
      const fever = population.illness === 'fever';
      return {
        kind: population.kind,
        name: { en: 'Rest and gentle return', es: 'Descanso y vuelta suave' },
        easyName: fever
          ? { en: 'Rest: breathing and gentle mobility', es: 'Descanso: respiración y movilidad suave' }
          : { en: 'Gentle walk and mobility', es: 'Paseo suave y movilidad' },
        sessions: [],
        easy: fever
          ? [s('breathing', BREATHING), s('mobility', GENTLE_MOBILITY), s('mobility', GENTLE_MOBILITY)]
          : [s('aerobic', ['gentle-walk']), s('breathing', BREATHING), s('mobility', GENTLE_MOBILITY)],
        maxDays: fever ? 2 : 3,
        strengthDays: 0,
        maxMinutes: fever ? 10 : 20,
        gentle: true,
        ...DOSE,
        aerobicMinutes: [5, 15],
      };
    }
    case 'postpartum': {
      const early = population.weeksSinceBirth === null || population.weeksSinceBirth < 12;
      const core =
        population.separationOrLeaking || early ? ['heel-slides', 'bird-dog'] : ['dead-bug', 'bird-dog'];
      return {
        kind: population.kind,
        name: { en: 'Postnatal strength', es: 'Fuerza posparto' },
        easyName: { en: 'Walk, breathing and pelvic floor', es: 'Paseo, respiración y suelo pélvico' },
        sessions: [
          [
            s('breathing', BREATHING),
            s('breathing', PELVIC_FLOOR),
            s('strength', BRIDGE),
            s('strength', ['sit-to-stand', 'box-squat', 'goblet-squat']),
            s('strength', ROW),
            s('strength', core),
            s('aerobic', ['gentle-walk', 'easy-cycling']),
          ],
          [
            s('breathing', BREATHING),
            s('breathing', PELVIC_FLOOR),
            s('strength', ['step-up-supported', 'low-step-up', 'box-squat']),
            s('strength', WALL_PUSH),
            s('strength', HIP_SIDE),
            s('strength', [...core].reverse()),
            s('aerobic', ['gentle-walk', 'easy-cycling']),
          ],
        ],
        easy: [s('aerobic', ['gentle-walk']), s('breathing', PELVIC_FLOOR), s('mobility', GENTLE_MOBILITY)],
        maxDays: 4,
        strengthDays: early ? 2 : 3,
        maxMinutes: early ? 30 : 45,
        gentle: early,
        ...DOSE,
        aerobicMinutes: [10, 30],
      };
    }
    case 'joint-replacement':
      return {
        kind: population.kind,
        name: { en: 'Strength after your joint replacement', es: 'Fuerza tras tu prótesis' },
        easyName: EASY_NAME,
        sessions: [
          [
            s('strength', ['sit-to-stand', 'box-squat', 'leg-extension']),
            s('strength', WALL_PUSH),
            s('strength', HIP_SIDE),
            s('strength', ROW),
            s('strength', CALF),
            s('aerobic', LOW_IMPACT_AEROBIC),
          ],
          [
            s('strength', ['step-up-supported', 'seated-knee-extension', 'leg-extension']),
            s('strength', SEATED_PULLDOWN),
            s('strength', ['glute-bridge', 'standing-glute-kickback', 'hip-abduction-machine']),
            s('strength', SEATED_PRESS),
            s('balance', SUPPORTED_BALANCE_1),
            s('aerobic', LOW_IMPACT_AEROBIC),
          ],
        ],
        easy: [s('aerobic', LOW_IMPACT_AEROBIC), s('mobility', GENTLE_MOBILITY)],
        maxDays: 5,
        strengthDays: 3,
        maxMinutes: 60,
        gentle: false,
        ...DOSE,
        aerobicMinutes: [10, 30],
      };
    case 'wheelchair': {
      const legs = population.legFunction === 'some' ? [s('strength', SEATED_LEGS)] : [];
      // 3 sets for each working muscle group twice a week and 20-30 minutes of arm or wheeling aerobic
      // work (Martin Ginis et al. 2018); pulls and cuff work at least match the pushes.
      return {
        kind: population.kind,
        name: { en: 'Seated strength', es: 'Fuerza sentado' },
        easyName: { en: 'Arm aerobic and seated mobility', es: 'Aeróbico de brazos y movilidad sentado' },
        sessions: [
          [
            s('strength', SEATED_PUSH),
            s('strength', SEATED_ROW),
            s('strength', CUFF),
            s('strength', SEATED_PULLDOWN),
            s('strength', SEATED_TRUNK),
            ...legs,
            s('aerobic', SEATED_AEROBIC),
          ],
          [
            s('strength', SEATED_PRESS),
            s('strength', SEATED_PULLDOWN),
            s('strength', CUFF),
            s('strength', SEATED_BICEPS),
            s('strength', SEATED_TRICEPS),
            s('strength', [...SEATED_TRUNK].reverse()),
            ...legs,
            s('aerobic', SEATED_AEROBIC),
          ],
        ],
        easy: [s('aerobic', SEATED_AEROBIC), s('mobility', SEATED_MOBILITY), s('mobility', SEATED_MOBILITY)],
        maxDays: 5,
        strengthDays: 2,
        maxMinutes: 75,
        gentle: false,
        sets: 3,
        reps: [8, 12],
        rir: 2,
        rest: 75,
        aerobicMinutes: [20, 30],
      };
    }
    case 'limb-loss':
      if (population.limb === 'arm')
        return {
          kind: population.kind,
          name: { en: 'Strength', es: 'Fuerza' },
          easyName: EASY_NAME,
          sessions: [
            [
              s('strength', ['box-squat', 'sit-to-stand', 'leg-press']),
              s('strength', ['glute-bridge', 'hip-thrust']),
              s('strength', ['seated-leg-curl', 'lying-leg-curl', 'side-lying-leg-raise']),
              s('strength', ['seated-dumbbell-curl', 'machine-preacher-curl', 'towel-biceps-curl']),
              s('balance', SUPPORTED_BALANCE_1),
              s('aerobic', LOW_IMPACT_AEROBIC),
            ],
            [
              s('strength', ['step-up-supported', 'leg-press', 'sit-to-stand']),
              s('strength', ['standing-calf-raise', 'supported-calf-raise']),
              s('strength', HIP_SIDE),
              s('strength', ['seated-lean-back']),
              s('balance', SUPPORTED_BALANCE_2),
              s('aerobic', LOW_IMPACT_AEROBIC),
            ],
          ],
          easy: [s('aerobic', LOW_IMPACT_AEROBIC), s('mobility', GENTLE_MOBILITY)],
          maxDays: 4,
          strengthDays: 3,
          maxMinutes: 60,
          gentle: false,
          ...DOSE,
          aerobicMinutes: [10, 30],
        };
      // Seated and supported, both sides: the residual limb is trained as the prosthetist advises.
      return {
        kind: population.kind,
        name: { en: 'Seated and supported strength', es: 'Fuerza sentado y con apoyo' },
        easyName: { en: 'Arm aerobic and seated mobility', es: 'Aeróbico de brazos y movilidad sentado' },
        sessions: [
          [
            s('strength', SEATED_PUSH),
            s('strength', SEATED_ROW),
            // Below the knee, with a prosthesis, both legs push together: a leg press or a squat to a box.
            s(
              'strength',
              population.limb === 'belowKnee' ? ['leg-press', 'box-squat', 'sit-to-stand'] : ['glute-bridge'],
            ),
            // Above the knee there is no knee on that side to extend: the hip works instead, seated.
            s(
              'strength',
              population.limb === 'aboveKnee'
                ? ['seated-march', 'hip-abduction-machine', 'side-lying-leg-raise']
                : ['seated-knee-extension', 'leg-extension'],
            ),
            s('strength', SEATED_TRUNK),
            s('aerobic', ARM_AEROBIC),
          ],
          [
            s('strength', SEATED_PRESS),
            s('strength', SEATED_PULLDOWN),
            s('strength', ['side-lying-leg-raise', 'hip-abduction-machine']),
            s('strength', CUFF),
            s('strength', [...SEATED_TRUNK].reverse()),
            s('aerobic', ARM_AEROBIC),
          ],
        ],
        easy: [s('aerobic', ARM_AEROBIC), s('mobility', SEATED_MOBILITY)],
        maxDays: 4,
        strengthDays: 3,
        maxMinutes: 60,
        gentle: false,
        ...DOSE,
        aerobicMinutes: [10, 25],
      };
    case 'neurological': {
      const supported = population.footDropOrPoorBalance;
      // 2-3 days of 10-30 minutes of moderate aerobic work and 2-3 of resistance (Kalb et al. 2020).
      return {
        kind: population.kind,
        name: supported
          ? { en: 'Seated and supported strength', es: 'Fuerza sentado y con apoyo' }
          : { en: 'Strength and balance', es: 'Fuerza y equilibrio' },
        easyName: EASY_NAME,
        sessions: [
          [
            s('strength', supported ? CHAIR_SQUAT : ['box-squat', 'sit-to-stand', 'goblet-squat']),
            s('strength', SEATED_PUSH),
            s('strength', SEATED_ROW),
            s('strength', supported ? SEATED_LEGS : ['step-up-supported', 'leg-extension']),
            s('balance', supported ? BOTH_FEET_BALANCE_1 : SUPPORTED_BALANCE_1),
            s('aerobic', ['easy-cycling', 'arm-ergometer', 'seated-march']),
          ],
          [
            s(
              'strength',
              supported ? ['seated-knee-extension', 'sit-to-stand'] : ['glute-bridge', 'sit-to-stand'],
            ),
            s('strength', SEATED_PULLDOWN),
            s('strength', SEATED_PRESS),
            s('strength', SEATED_TRUNK),
            s('balance', supported ? BOTH_FEET_BALANCE_2 : SUPPORTED_BALANCE_2),
            s('aerobic', ['easy-cycling', 'arm-ergometer', 'seated-march']),
          ],
        ],
        easy: [
          s('aerobic', ['easy-cycling', 'arm-ergometer', 'seated-march']),
          s('mobility', SEATED_MOBILITY),
        ],
        maxDays: 3,
        strengthDays: 2,
        maxMinutes: 45,
        gentle: false,
        ...DOSE,
        aerobicMinutes: [10, 30],
      };
    }
    case 'copd':
      // Endurance at a breathlessness of 4-6/10, in intervals when continuous work is too much, limb
      // resistance and longer rests (Spruit et al. 2013).
      return {
        kind: population.kind,
        name: { en: 'Breathing, walking and strength', es: 'Respiración, paseo y fuerza' },
        easyName: { en: 'Walk and breathing', es: 'Paseo y respiración' },
        sessions: [
          [
            s('breathing', BREATHING),
            s('intervals', BREATHLESS_BOUTS),
            s('strength', CHAIR_SQUAT),
            s('strength', WALL_PUSH),
            s('strength', ROW),
            s('strength', CALF),
          ],
          [
            s('breathing', BREATHING),
            s('intervals', [...BREATHLESS_BOUTS].reverse()),
            s('strength', ['step-up-supported', 'leg-extension', 'seated-knee-extension']),
            s('strength', SEATED_PULLDOWN),
            s('strength', ['seated-dumbbell-curl', 'towel-biceps-curl']),
            s('strength', HIP_SIDE),
          ],
        ],
        easy: [s('aerobic', GENTLE_AEROBIC), s('breathing', BREATHING), s('mobility', GENTLE_MOBILITY)],
        maxDays: 5,
        strengthDays: 2,
        maxMinutes: 60,
        gentle: false,
        sets: 2,
        reps: [10, 15],
        rir: 3,
        rest: 120,
        aerobicMinutes: [10, 30],
      };
    case 'cancer-treatment':
      // 30 minutes of moderate aerobic work three times a week, resistance twice: 2 sets of 8-15
      // (Campbell et al. 2019).
      return {
        kind: population.kind,
        name: { en: 'Moderate strength and walking', es: 'Fuerza moderada y paseo' },
        easyName: EASY_NAME,
        sessions: [
          [
            s('strength', ['sit-to-stand', 'box-squat', 'leg-press', 'goblet-squat']),
            s('strength', WALL_PUSH),
            s('strength', ROW),
            s('strength', BRIDGE),
            s('aerobic', GENTLE_AEROBIC),
          ],
          [
            s('strength', ['step-up-supported', 'leg-extension', 'seated-knee-extension']),
            s('strength', SEATED_PULLDOWN),
            s('strength', CALF),
            s('strength', ['bird-dog', 'seated-lean-back']),
            s('aerobic', GENTLE_AEROBIC),
          ],
        ],
        easy: [s('aerobic', GENTLE_AEROBIC), s('mobility', GENTLE_MOBILITY)],
        maxDays: 4,
        strengthDays: 2,
        maxMinutes: 45,
        gentle: false,
        sets: 2,
        reps: [8, 15],
        rir: 3,
        rest: 90,
        aerobicMinutes: [15, 30],
      };
    case 'frailty-falls':
      // Chair-based strength, balance always with a support at hand, walking as able (Sherrington et
      // al. 2019).
      return {
        kind: population.kind,
        name: { en: 'Chair strength and balance', es: 'Fuerza en silla y equilibrio' },
        easyName: { en: 'Short walk and supported balance', es: 'Paseo corto y equilibrio con apoyo' },
        sessions: [
          [
            s('strength', ['sit-to-stand', 'seated-knee-extension']),
            s('balance', BOTH_FEET_BALANCE_1),
            s('strength', ['wall-push-up', 'seated-band-chest-press', 'seated-push-up']),
            s('strength', CALF),
            s('balance', BOTH_FEET_BALANCE_2),
            s('strength', ['seated-band-row', 'seated-towel-pull-apart']),
            s('aerobic', ['gentle-walk', 'seated-march']),
          ],
          [
            s('strength', ['seated-knee-extension', 'sit-to-stand']),
            s('balance', BOTH_FEET_BALANCE_2),
            s('strength', ['seated-band-row', 'seated-towel-pull-apart']),
            s('strength', ['supported-side-step', 'standing-hip-abduction']),
            s('balance', BOTH_FEET_BALANCE_1),
            s('strength', ['seated-dumbbell-curl', 'towel-biceps-curl']),
            s('aerobic', ['gentle-walk', 'seated-march']),
          ],
        ],
        easy: [s('aerobic', ['gentle-walk', 'seated-march']), s('balance', BOTH_FEET_BALANCE_1)],
        maxDays: 3,
        strengthDays: 3,
        maxMinutes: 40,
        gentle: false,
        sets: 2,
        reps: [8, 12],
        rir: 3,
        rest: 75,
        aerobicMinutes: [5, 15],
      };
    case 'low-energy-intake':
      // Moderate activity for health, no extra volume (Mountjoy et al. 2023).
      return {
        kind: population.kind,
        name: { en: 'Moderate strength for health', es: 'Fuerza moderada para la salud' },
        easyName: { en: 'Easy walk and mobility', es: 'Paseo suave y movilidad' },
        sessions: [
          [
            s('strength', ['goblet-squat', 'box-squat', 'sit-to-stand']),
            s('strength', WALL_PUSH),
            s('strength', ROW),
            s('strength', BRIDGE),
            s('mobility', GENTLE_MOBILITY),
          ],
        ],
        easy: [s('aerobic', ['gentle-walk']), s('mobility', GENTLE_MOBILITY)],
        maxDays: 3,
        strengthDays: 2,
        maxMinutes: 40,
        gentle: true,
        ...DOSE,
        aerobicMinutes: [10, 20],
      };
    case 'severe-obesity':
      // Low-impact, moderate activity, building towards 150-250 minutes a week (Donnelly et al. 2009).
      return {
        kind: population.kind,
        name: { en: 'Low-impact strength', es: 'Fuerza de bajo impacto' },
        easyName: { en: 'Low-impact aerobic', es: 'Aeróbico de bajo impacto' },
        sessions: [
          [
            s('strength', ['sit-to-stand', 'box-squat', 'leg-extension']),
            s('strength', WALL_PUSH),
            s('strength', ROW),
            s('strength', CALF),
            s('aerobic', LOW_IMPACT_AEROBIC),
          ],
          [
            s('strength', ['leg-extension', 'seated-knee-extension', 'step-up-supported']),
            s('strength', SEATED_PULLDOWN),
            s('strength', SEATED_PRESS),
            s('strength', SEATED_TRUNK),
            s('aerobic', LOW_IMPACT_AEROBIC),
          ],
        ],
        easy: [s('aerobic', LOW_IMPACT_AEROBIC), s('mobility', GENTLE_MOBILITY)],
        maxDays: 5,
        strengthDays: 3,
        maxMinutes: 45,
        gentle: false,
        ...DOSE,
        aerobicMinutes: [10, 25],
      };
  }
}

/** Which population's programme leads when several apply; every population's rules still hold. */
const LEAD_ORDER: readonly SpecialPopulationKind[] = [
  'acute-illness',
  'low-energy-intake',
  'wheelchair',
  'limb-loss',
  'frailty-falls',
  'neurological',
  'cancer-treatment',
  'copd',
  'postpartum',
  'joint-replacement',
  'severe-obesity',
];

/** The programme this visitor's plan is built from, or null for the general plans. */
export function programmeOf(profile: Pick<Profile, 'special'>): Programme | null {
  for (const kind of LEAD_ORDER) {
    const population = populationOf(profile.special, kind);
    if (population) return programmeFor(population);
  }
  return null;
}

/** The programme a plan is built from: none while a professional's clearance comes first. */
export function activeProgramme(profile: Pick<Profile, 'special' | 'screening'>): Programme | null {
  if (profile.screening.outcome !== 'clearance') return programmeOf(profile);
  // Disordered eating asks for a doctor first, and its plan is already the kind one of very low intake
  // (no weight-loss programme, no extra volume, where to get help): the gentle days of the clearance
  // plan would give more training, not less (issue 25, second review).
  const onlyEating = profile.screening.reasons.every(
    (reason) => reason.code === 'disordered-eating' || !CLEARANCE.has(reason.code),
  );
  const lowIntake = populationOf(profile.special, 'low-energy-intake');
  return onlyEating && lowIntake ? programmeFor(lowIntake) : null;
}
const CLEARANCE: ReadonlySet<string> = new Set(CLEARANCE_REASONS);

/** Training days a programme gives for the days asked. */
export const programmeDays = (programme: Programme, days: number) => Math.min(days, programme.maxDays);
