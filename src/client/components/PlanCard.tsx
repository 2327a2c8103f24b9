import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Rating, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PlanSummary } from '../../contract/workout';
import { localizedPath, useLanguage } from '../lib/language';
import { userText } from '../lib/userText';

/**
 * Short labels for the answer keys a summary can carry, one table per field because a key can
 * mean different things ('strength' is both a goal and a style). Badges need a word or two, so these
 * are shorter than the questionnaire's option labels. Old keys (loseWeight, fullBody...) map to the same text.
 */
type Field = 'goal' | 'level' | 'focus' | 'style';
const LABELS: Record<Field, Record<string, MessageDescriptor>> = {
  goal: {
    muscle: msg`Build muscle`,
    buildMuscle: msg`Build muscle`,
    loss: msg`Lose weight`,
    loseWeight: msg`Lose weight`,
    endurance: msg`Improve endurance`,
    improveEndurance: msg`Improve endurance`,
    tone: msg`Tone up`,
    strength: msg`Get stronger`,
    getStronger: msg`Get stronger`,
    stayHealthy: msg`Stay healthy`,
  },
  level: {
    novice: msg`Novice`,
    beginner: msg`Beginner`,
    intermediate: msg`Intermediate`,
    advanced: msg`Advanced`,
  },
  focus: {
    'full-body': msg`Full body`,
    fullBody: msg`Full body`,
    'upper-body': msg`Upper body`,
    upperBody: msg`Upper body`,
    'lower-body': msg`Lower body`,
    lowerBody: msg`Lower body`,
    core: msg`Core`,
    back: msg`Back`,
    chest: msg`Chest`,
    arms: msg`Arms`,
    legs: msg`Legs`,
    glutes: msg`Glutes`,
    shoulders: msg`Shoulders`,
  },
  style: {
    // docs/product.md section 3: these three style keys are labelled by what they train.
    traditional: msg`Strength`,
    circuit: msg`Balanced`,
    supersets: msg`Functional`,
    hiit: msg`HIIT`,
    strength: msg`Strength`,
    balanced: msg`Balanced`,
    cardio: msg`Cardio`,
    flexibility: msg`Flexibility`,
    functional: msg`Functional`,
  },
};

/** 'other:free text' shows the free text; an unknown key is split into words ('someNewKey' becomes 'Some new key'). */
function optionLabel(i18n: I18n, field: Field, value: string): string {
  if (value.startsWith('other:')) return value.slice('other:'.length).trim();
  const descriptor = LABELS[field][value];
  if (descriptor) return i18n._(descriptor);
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatShortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Stars (rounded to the nearest half) plus the exact figure; hidden entirely for unrated plans. */
function PlanRating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const { i18n, t } = useLingui();
  if (!(averageRating > 0)) return null;
  const stars = Math.round(averageRating * 2) / 2;
  const score = i18n.number(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group gap={6} wrap="nowrap">
      {/* Read-only Rating renders no inputs; the figure beside it carries the meaning for screen readers. */}
      <Rating value={stars} fractions={2} readOnly size="sm" aria-hidden="true" />
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
    { field: 'level' as const, value: plan.fitnessLevel, color: 'blue' },
    { field: 'focus' as const, value: plan.focusArea, color: 'teal' },
    { field: 'style' as const, value: plan.workoutStyle, color: 'grape' },
    // 'none' is the default focus; a badge saying so tells the reader nothing.
  ].filter((badge) => badge.value && badge.value !== 'none');

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
          {optionLabel(i18n, 'goal', plan.fitnessGoal)}
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
                {optionLabel(i18n, badge.field, badge.value)}
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
