import { Anchor, Group } from '@mantine/core';
import { useSiteInfo } from '../lib/siteQueries';

function profileLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The developer's profiles from site configuration (SOCIAL_URLS), each in a new tab; nothing when none. */
export function SocialLinks() {
  const site = useSiteInfo();
  const urls = site.data?.socialUrls ?? [];
  if (urls.length === 0) return null;
  return (
    <Group gap="md">
      {urls.map((url) => (
        <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {profileLabel(url)}
        </Anchor>
      ))}
    </Group>
  );
}
