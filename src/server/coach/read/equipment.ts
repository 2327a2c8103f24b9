import type { EquipmentKey } from '../../../contract/answers';
import type { Equipment, Location } from '../catalogue/types';

/**
 * Every equipment value the questionnaire can send (the per-location lists and the older wider list
 * of docs/product.md section 3) mapped onto the catalogue's canonical equipment.
 */
export const EQUIPMENT_KEY_MAP: Record<EquipmentKey, Equipment[]> = {
  none: [],
  'small-space': [],
  'office-chair': ['surface'],
  dumbbells: ['dumbbell'],
  lightDumbbells: ['dumbbell'],
  kettlebells: ['kettlebell'],
  barbell: ['barbell'],
  bench: ['bench'],
  'pull-up-bar': ['pull-up-bar'],
  'resistance-bands': ['band'],
  'suspension-trainer': ['suspension'],
  gymnasticsRings: ['suspension'],
  'park-equipment': ['pull-up-bar', 'bars'],
  cable: ['cable'],
  cardioMachines: ['cardio-machine'],
  // A typical hotel gym: dumbbells, a bench, cardio machines and often one cable or machine station.
  'hotel-gym': ['dumbbell', 'bench', 'cardio-machine', 'machine'],
  gymMembership: [
    'dumbbell',
    'kettlebell',
    'barbell',
    'bench',
    'pull-up-bar',
    'band',
    'cable',
    'machine',
    'cardio-machine',
    'bars',
  ],
};

const FULL_GYM = EQUIPMENT_KEY_MAP.gymMembership!;

/** Free-text equipment ('other:...') in English or Spanish. */
const EQUIPMENT_WORDS: [RegExp, Equipment[]][] = [
  [/dumb ?bell|mancuern/i, ['dumbbell']],
  [/kettle|pesa rusa/i, ['kettlebell']],
  [/barbell|\bbarra (ol[ií]mpica|de pesas)|olympic bar/i, ['barbell']],
  [/bench|banco/i, ['bench']],
  [/pull.?up|chin.?up|dominad|barra fija/i, ['pull-up-bar']],
  [/band|el[aá]stic|goma/i, ['band']],
  [/trx|suspension|suspensi[oó]n|rings?\b|anillas/i, ['suspension']],
  [/cable|polea/i, ['cable']],
  [/treadmill|bike|bicicleta|rower|remo|elliptical|el[ií]ptica|cinta/i, ['cardio-machine']],
  [/dip|paralel/i, ['bars']],
  [/chair|silla|step|box|caj[oó]n|stair|escaler/i, ['surface']],
];

export type EquipmentReading = { equipment: Set<Equipment>; unreadOther: string[] };

/**
 * What the visitor has. A gym has everything; other places have what was ticked, plus a sturdy surface
 * (a chair, a step, a park bench), which every place offers.
 */
export function readEquipment(location: Location, keys: readonly string[]): EquipmentReading {
  const equipment = new Set<Equipment>(['surface']);
  const unreadOther: string[] = [];
  if (location === 'gym') for (const item of FULL_GYM) equipment.add(item);
  for (const key of keys) {
    if (key.startsWith('other:')) {
      const text = key.slice('other:'.length);
      const matches = EQUIPMENT_WORDS.filter(([pattern]) => pattern.test(text)).flatMap(([, items]) => items);
      if (matches.length === 0 && text.trim()) unreadOther.push(text.trim());
      for (const item of matches) equipment.add(item);
      continue;
    }
    for (const item of (EQUIPMENT_KEY_MAP as Record<string, Equipment[]>)[key] ?? []) equipment.add(item);
  }
  return { equipment, unreadOther };
}
