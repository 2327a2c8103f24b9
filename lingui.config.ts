import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Words shared by the pages and the landing page's later parts (the showcase's plan cards, the
 * early-tester dialog): the answer labels, the sentences for the API's error codes and the effort words.
 * They are not on any page's first view, so they form a third catalogue, `labels`, which loads with the
 * pages catalogue and with those parts (src/client/lib/i18n.ts), not with the frame: the landing page's
 * first load stays under its JavaScript budget (bench/pages.ts).
 */
export const LABEL_SOURCES = [
  'src/client/lib/answerLabels.ts',
  'src/client/lib/errors.ts',
  'src/client/lib/effort.ts',
];

/**
 * The interface text of the landing page and the frame around every page (header, footer, dialogs,
 * shared components): the catalogue every page loads first. Everything else (questionnaire, plan,
 * challenges, browse, blog, My Workouts) is in the `pages` catalogue, which loads with the first of
 * those (src/client/lib/i18n.ts, withPageMessages), keeping it off the landing page; the training
 * history's text is in a fourth, `history`, loaded with that page only.
 * tests/unit/catalogues.test.ts checks that nothing the landing page or a frame-only dialog imports
 * takes its text from the `pages` catalogue.
 */
export const FRAME_SOURCES = [
  'src/client/App.tsx',
  'src/client/main.tsx',
  'src/client/routes.tsx',
  'src/client/components',
  'src/client/lib',
  'src/client/features/landing',
  'src/client/pages/HomePage.tsx',
  'src/client/pages/NotFoundPage.tsx',
];

/**
 * The training history's own text (src/client/pages/HistoryPage.tsx and what only it shows): a catalogue
 * that loads with that page, so the plan page, which links to it, does not carry its words.
 */
export const HISTORY_SOURCES = [
  'src/client/pages/HistoryPage.tsx',
  'src/client/features/training/ExerciseProgress.tsx',
  'src/client/features/training/LogTransfer.tsx',
  'src/client/features/training/SessionList.tsx',
  'src/client/features/training/useHistoryFormat.ts',
];

const config: LinguiConfig = {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: FRAME_SOURCES.map((source) => `<rootDir>/${source}`),
      exclude: LABEL_SOURCES.map((source) => `<rootDir>/${source}`),
    },
    {
      path: '<rootDir>/locales/{locale}/labels',
      include: LABEL_SOURCES.map((source) => `<rootDir>/${source}`),
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: ['<rootDir>/src/client'],
      exclude: [
        ...FRAME_SOURCES.map((source) =>
          /\.tsx?$/.test(source) ? `<rootDir>/${source}` : `<rootDir>/${source}/**`,
        ),
        ...HISTORY_SOURCES.map((source) => `<rootDir>/${source}`),
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/history',
      include: HISTORY_SOURCES.map((source) => `<rootDir>/${source}`),
    },
  ],
  format: formatter({ lineNumbers: false }),
};

export default config;
