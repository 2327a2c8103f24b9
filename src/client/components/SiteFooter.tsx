import { Trans } from '@lingui/react/macro';
import { Container, Group, Text } from '@mantine/core';
import { SocialLinks } from './SocialLinks';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size="lg" py="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>© {year} Workout Coach. Not medical advice.</Trans>
        </Text>
        <SocialLinks />
      </Group>
    </Container>
  );
}
