import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

function profileLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function SiteFooter() {
  const trpc = useTRPC();
  const site = useQuery(trpc.system.siteInfo.queryOptions());
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size="lg" py="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>© {year} Workout Coach. Not medical advice.</Trans>
        </Text>
        {site.data && site.data.socialUrls.length > 0 && (
          <Group gap="md">
            {site.data.socialUrls.map((url) => (
              <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer" size="sm">
                {profileLabel(url)}
              </Anchor>
            ))}
          </Group>
        )}
      </Group>
    </Container>
  );
}
