import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizedPath, useLanguage } from '../lib/language';
import { useLoadedWhen } from '../lib/useLoadedWhen';
import { LanguageSwitcher, ThemeToggle } from './HeaderControls';
import { DumbbellIcon } from './icons';

const loadAboutModal = () => import('./AboutModal');
const loadMobileMenu = () => import('./MobileMenu');

/** Below Mantine's `sm` breakpoint (48em): the burger menu, the full-screen chat, three showcase cards. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function SiteHeader() {
  const language = useLanguage();
  const { t } = useLingui();
  const [menuOpened, menu] = useDisclosure(false);
  const MobileMenu = useLoadedWhen(menuOpened, loadMobileMenu);
  const [aboutOpened, setAboutOpened] = useState(false);
  const AboutModal = useLoadedWhen(aboutOpened, loadAboutModal);
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
    <Box component="header" className="site-header">
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

        {/* Chosen by CSS, not by a media query in script, so the server's prerender is right at any width. */}
        <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label={t`Open menu`} />
        <Group gap="xs" component="nav" aria-label={t`Main`} visibleFrom="sm">
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
      </Group>

      {MobileMenu && (
        <MobileMenu opened={menuOpened} onClose={menu.close} links={links} onAbout={openAbout} />
      )}

      {AboutModal && (
        <AboutModal
          opened={aboutOpened}
          onClose={() => setAboutOpened(false)}
          onCreateWorkout={() => {
            setAboutOpened(false);
            void navigate(`${localizedPath(language)}?create=true`);
          }}
        />
      )}
    </Box>
  );
}
