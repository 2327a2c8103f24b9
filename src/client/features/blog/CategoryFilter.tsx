import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../content/blog/types';
import { useCategoryLabels } from './useCategoryLabels';

/** Toggle buttons: exactly one is pressed, 'All' when no category is chosen. */
export function CategoryFilter({
  active,
  onChange,
}: {
  active: BlogCategory | null;
  onChange(category: BlogCategory | null): void;
}) {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const options: { value: BlogCategory | null; label: string }[] = [
    { value: null, label: t`All` },
    ...BLOG_CATEGORIES.map((category) => ({ value: category, label: labels[category] })),
  ];
  return (
    <Group gap="xs" role="group" aria-label={t`Filter by category`}>
      {options.map(({ value, label }) => {
        const pressed = value === active;
        return (
          <Button
            key={value ?? 'all'}
            size="xs"
            radius="xl"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => onChange(value)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
