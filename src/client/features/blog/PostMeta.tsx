import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { Language } from '../../../contract/constants';
import { formatPostDate } from './blogPosts';

/** Date and read time, shared by the cards and the article header. */
export function PostMeta({
  date,
  readTimeMinutes,
  language,
  size = 'sm',
}: {
  date: string;
  readTimeMinutes: number;
  language: Language;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useLingui();
  const minutes = readTimeMinutes;
  return (
    <Group gap={6} wrap="wrap">
      <Text size={size} c="dimmed" component="time" dateTime={date}>
        {formatPostDate(date, language)}
      </Text>
      <Text size={size} c="dimmed" aria-hidden="true">
        ·
      </Text>
      <Text size={size} c="dimmed">
        {t`${minutes} min read`}
      </Text>
    </Group>
  );
}
