import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../lib/language';
import { useTheme } from '../lib/theme';
import { LanguageSwitcher, ThemeToggle, useThemeLabels } from './HeaderControls';

/** The header's menu on mobile, in its own module: the drawer's code loads when it is first opened. */
export default function MobileMenu({
  opened,
  onClose,
  links,
  onAbout,
}: {
  opened: boolean;
  onClose(): void;
  links: { to: string; label: string }[];
  onAbout(): void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const { setting } = useTheme();
  const labels = useThemeLabels();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Menu`} position="right" size="xs">
      <Stack component="nav" aria-label={t`Main`} gap="xs">
        <Button
          component={Link}
          to={localizedPath(language)}
          variant="subtle"
          onClick={onClose}
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
            onClick={onClose}
            justify="start"
          >
            {link.label}
          </Button>
        ))}
        <Button variant="subtle" onClick={onAbout} justify="start">
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
  );
}
