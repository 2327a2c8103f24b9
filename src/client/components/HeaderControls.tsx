import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../contract/constants';
import { switchLanguageInPath, useLanguage } from '../lib/language';
import { THEME_CYCLE, type ThemeSetting, useTheme } from '../lib/theme';
import { useHydrated } from '../lib/useHydrated';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

/** The header's language and theme controls, shared by the desktop bar and the mobile menu. */
export function useThemeLabels(): Record<ThemeSetting, string> {
  const { t } = useLingui();
  return { light: t`Light`, dark: t`Dark`, system: t`System` };
}

export function ThemeToggle() {
  const theme = useTheme();
  // The server cannot know the saved choice; it draws 'system', and so does hydration.
  const setting = useHydrated() ? theme.setting : 'system';
  const { setSetting } = theme;
  const labels = useThemeLabels();
  const { t } = useLingui();
  const next = THEME_CYCLE[setting];
  const icon = setting === 'light' ? <SunIcon /> : setting === 'dark' ? <MoonIcon /> : <MonitorIcon />;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setSetting(next)}
      aria-label={t`Theme: ${labels[setting]}. Switch to ${labels[next]}`}
      title={t`Theme: ${labels[setting]}`}
      data-testid="theme-toggle"
      data-theme-setting={setting}
    >
      {icon}
    </ActionIcon>
  );
}

export function LanguageSwitcher() {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { t } = useLingui();
  const names: Record<Language, string> = { en: 'English', es: 'Español' };
  return (
    <Group gap={4} role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          component={Link}
          to={`${switchLanguageInPath(pathname, language)}${search}${hash}`}
          size="compact-sm"
          variant={language === current ? 'filled' : 'subtle'}
          aria-current={language === current ? 'true' : undefined}
          aria-label={`${language.toUpperCase()} · ${names[language]}`}
          lang={language}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
