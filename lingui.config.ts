import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src/client'] }],
  format: formatter({ lineNumbers: false }),
};

export default config;
