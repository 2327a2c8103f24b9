import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { styleWasChosen } from '../../contract/answers';
import type { PlanSummary } from '../../contract/workout';
import { answerLabel } from '../lib/answerLabels';
import { localizedPath, useLanguage } from '../lib/language';
import { userText } from '../lib/userText';
import { Stars } from './Stars';

function formatShortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Stars (rounded to the nearest half) plus the exact figure; hidden entirely for unrated plans. */
function PlanRating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const { i18n, t } = useLingui();
  if (!(averageRating > 0)) return null;
  const score = i18n.number(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group gap={6} wrap="nowrap">
      {/* The figure beside the stars carries the meaning for screen readers. */}
      <Stars value={averageRating} />
      <Text size="sm" fw={600} aria-hidden="true">
        {score}
      </Text>
      <VisuallyHidden>{t`Rated ${score} out of 5`}</VisuallyHidden>
      <Text size="sm" c="dimmed">
        (<Plural value={reviewCount} one="# review" other="# reviews" />)
      </Text>
    </Group>
  );
}

/** One public plan: used by the browse page and the landing page's showcase. */
export function PlanCard({ plan, headingOrder = 3 }: { plan: PlanSummary; headingOrder?: 2 | 3 | 4 }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const titleId = useId();
  // An element, not a string: <Trans> never reads tags in it (lib/userText.tsx).
  const userName = userText(plan.userName);
  const badges = [
    { field: 'fitnessLevel' as const, value: plan.fitnessLevel, color: 'blue' },
    { field: 'focusArea' as const, value: plan.focusArea, color: 'teal' },
    { field: 'workoutStyle' as const, value: plan.workoutStyle, color: 'grape' },
    // 'none' is the default focus; a badge saying so tells the reader nothing. The default style may not
    // have been chosen at all (src/contract/answers.ts DEFAULT_STYLE).
  ].filter(
    (badge) =>
      badge.value &&
      badge.value !== 'none' &&
      (badge.field !== 'workoutStyle' || styleWasChosen(badge.value)),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
          {answerLabel(i18n, 'fitnessGoal', plan.fitnessGoal)}
        </Title>
        <PlanRating averageRating={plan.averageRating} reviewCount={plan.reviewCount} />
        <Text size="sm" c="dimmed">
          <Trans>by {userName}</Trans>
          {' · '}
          <time dateTime={plan.createdAt}>{formatShortDate(plan.createdAt, language)}</time>
        </Text>
        {badges.length > 0 && (
          <Group gap={6}>
            {badges.map((badge) => (
              <Badge key={badge.field} variant="light" color={badge.color} maw="100%">
                {answerLabel(i18n, badge.field, badge.value)}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" lineClamp={3}>
          {plan.overview}
        </Text>
        <Button
          component={Link}
          to={localizedPath(language, `/plan/${plan.id}`)}
          variant="light"
          mt="auto"
          fullWidth
          aria-describedby={titleId}
        >
          <Trans>View workout</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
