import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../../contract/constants';
import { localizedPath, switchLanguageInPath, useLanguage } from '../lib/language';
import { THEME_CYCLE, type ThemeSetting, useTheme } from '../lib/theme';
import { DumbbellIcon, MonitorIcon, MoonIcon, SunIcon } from './icons';

const AboutModal = lazy(() => import('./AboutModal'));

export const MOBILE_QUERY = '(max-width: 767.98px)';

function useThemeLabels(): Record<ThemeSetting, string> {
  const { t } = useLingui();
  return { light: t`Light`, dark: t`Dark`, system: t`System` };
}

function ThemeToggle() {
  const { setting, setSetting } = useTheme();
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

function LanguageSwitcher() {
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

export function SiteHeader() {
  const language = useLanguage();
  const { t } = useLingui();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpened, menu] = useDisclosure(false);
  const [aboutOpened, setAboutOpened] = useState(false);
  const { setting } = useTheme();
  const labels = useThemeLabels();
  const navigate = useNavigate();

  const links = [
    { to: localizedPath(language, '/my-workouts'), label: t`My Workouts` },
    { to: localizedPath(language, '/browse'), label: t`Browse Workouts` },
    { to: localizedPath(language, '/blog'), label: t`Blog` },
  ];

  const openAbout = () => {
    menu.close();
    setAboutOpened(true);
  };

  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton
          component={Link}
          to={localizedPath(language)}
          aria-label={t`Workout Coach home`}
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <DumbbellIcon width={26} height={26} />
          <Text fw={700} size="lg">
            Workout Coach
          </Text>
        </UnstyledButton>

        {isMobile ? (
          <Burger opened={menuOpened} onClick={menu.toggle} aria-label={t`Open menu`} />
        ) : (
          <Group gap="xs" component="nav" aria-label={t`Main`}>
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="subtle">
                {link.label}
              </Button>
            ))}
            <LanguageSwitcher />
            <ThemeToggle />
            <Button variant="default" onClick={openAbout}>
              <Trans>About</Trans>
            </Button>
          </Group>
        )}
      </Group>

      <Drawer opened={menuOpened} onClose={menu.close} title={t`Menu`} position="right" size="xs">
        <Stack component="nav" aria-label={t`Main`} gap="xs">
          <Button
            component={Link}
            to={localizedPath(language)}
            variant="subtle"
            onClick={menu.close}
            justify="start"
          >
            <Trans>Home</Trans>
          </Button>
          {links.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant="subtle"
              onClick={menu.close}
              justify="start"
            >
              {link.label}
            </Button>
          ))}
          <Button variant="subtle" onClick={openAbout} justify="start">
            <Trans>About</Trans>
          </Button>
          <Group justify="space-between">
            <LanguageSwitcher />
            <Group gap="xs">
              <Text size="sm" data-testid="theme-name">
                {labels[setting]}
              </Text>
              <ThemeToggle />
            </Group>
          </Group>
        </Stack>
      </Drawer>

      {aboutOpened && (
        <Suspense fallback={null}>
          <AboutModal
            opened={aboutOpened}
            onClose={() => setAboutOpened(false)}
            onCreateWorkout={() => {
              setAboutOpened(false);
              void navigate(`${localizedPath(language)}?create=true`);
            }}
          />
        </Suspense>
      )}
    </AppShell.Header>
  );
}
