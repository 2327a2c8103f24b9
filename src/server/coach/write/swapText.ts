import type { Language } from '../../../contract/site';
import type { SwapRelation } from '../../../contract/swap';
import type { Equipment } from '../catalogue/types';

/** The words of a swap's short label (build/alternatives.ts), in English and Spanish. */

const RELATION: Record<Language, Record<SwapRelation, string>> = {
  en: { easier: 'Easier', harder: 'Harder', 'same-level': 'Same level' },
  es: { easier: 'Más fácil', harder: 'Más difícil', 'same-level': 'Mismo nivel' },
};

const EQUIPMENT_WORDS: Record<Language, Record<Equipment, string>> = {
  en: {
    dumbbell: 'dumbbells',
    kettlebell: 'a kettlebell',
    barbell: 'a barbell',
    bench: 'a bench',
    'pull-up-bar': 'a pull-up bar',
    band: 'a resistance band',
    cable: 'a cable machine',
    machine: 'a machine',
    'cardio-machine': 'a cardio machine',
    suspension: 'a suspension trainer',
    bars: 'parallel bars',
    surface: 'a chair or step',
  },
  es: {
    dumbbell: 'mancuernas',
    kettlebell: 'una kettlebell',
    barbell: 'una barra',
    bench: 'un banco',
    'pull-up-bar': 'una barra de dominadas',
    band: 'una banda elástica',
    cable: 'una polea',
    machine: 'una máquina',
    'cardio-machine': 'una máquina de cardio',
    suspension: 'unas cintas de suspensión (TRX)',
    bars: 'barras paralelas',
    surface: 'una silla o un escalón',
  },
};

function list(language: Language, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'es' ? ' y ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

/** 'Easier · body weight', 'Mismo nivel · necesita mancuernas y un banco'. */
export function swapReason(
  language: Language,
  relation: SwapRelation,
  equipment: readonly Equipment[],
): string {
  const needs = equipment.map((item) => EQUIPMENT_WORDS[language][item]);
  const what =
    needs.length === 0
      ? language === 'es'
        ? 'peso corporal'
        : 'body weight'
      : `${language === 'es' ? 'necesita' : 'needs'} ${list(language, needs)}`;
  return `${RELATION[language][relation]} · ${what}`;
}

/** The effort of a hold that replaces repetitions (build/plan.ts writes the same word for timed work). */
export function holdEffort(language: Language): string {
  return language === 'es' ? 'Controlado' : 'Controlled';
}
