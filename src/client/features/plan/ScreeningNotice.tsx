import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { SVGProps } from 'react';
import { SHARED_PLAN_NOTICE } from '../../../contract/privacy';
import type { Language } from '../../../contract/site';
import type { Professional, Screening, WorkoutPlan } from '../../../contract/workout';
import { useLanguage } from '../../lib/language';

/** Who to see, as the visitor reads it; the coach's sentence names them too, this makes it easy to scan. */
const PROFESSIONAL_LABELS: Record<Professional, MessageDescriptor> = {
  doctor: msg`Your doctor`,
  'surgeon-or-physiotherapist': msg`Your surgeon or physiotherapist`,
  physiotherapist: msg`A physiotherapist`,
  'obstetric-carer': msg`Whoever looks after your pregnancy (obstetrician or midwife)`,
};

export function professionalLabel(i18n: I18n, see: Professional): string {
  return i18n._(PROFESSIONAL_LABELS[see]);
}

/** Inline, like components/icons.tsx, so no icon library lands in the bundle. */
function WarningIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}

/**
 * The coach's screening outcome (docs/coaching.md "Screening before prescribing"), the first thing on the
 * plan page. 'clearance' is a prominent notice: each reason in the coach's words, who to see, and what the
 * plan holds meanwhile; 'adapted' is a calmer one listing what the plan was adapted to; 'clear' and plans
 * made before screening (null) show nothing. A static page has nothing to interrupt, so it is a region
 * with a heading, found by landmark and heading navigation, not a live role="alert".
 * The reasons are the plan's text, so they carry the plan's language; the frame is in the visitor's.
 */
export function ScreeningNotice({
  screening,
  planLanguage,
}: {
  screening: Screening | null;
  planLanguage: Language;
}) {
  const { t, i18n } = useLingui();
  if (!screening || screening.outcome === 'clear') return null;

  if (screening.outcome === 'clearance') {
    return (
      <Alert
        role="region"
        variant="light"
        color="red"
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        icon={<WarningIcon />}
        data-testid="screening-notice"
        data-outcome="clearance"
        style={{ borderInlineStart: '6px solid var(--mantine-color-red-filled)' }}
        title={
          <Title order={2} size="h3" c="inherit">
            {t`See a professional before you train hard`}
          </Title>
        }
      >
        <Stack gap="sm">
          <List spacing="sm" size="md">
            {screening.reasons.map((reason) => (
              <List.Item key={`${reason.code}:${reason.text}`}>
                <Text lang={planLanguage} inherit>
                  {reason.text}
                </Text>
                {reason.see && (
                  <Text size="sm" fw={700} mt={2}>
                    {t`Who to see:`} {professionalLabel(i18n, reason.see)}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          <Text fw={600}>
            {t`Until a professional says you can, this plan holds only gentle walking and mobility: nothing hard, heavy or fast.`}
          </Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert
      role="region"
      variant="light"
      color="blue"
      radius="md"
      data-testid="screening-notice"
      data-outcome="adapted"
      title={
        <Title order={2} size="h4" c="inherit">
          {t`Adapted for you`}
        </Title>
      }
    >
      <List spacing={4} size="sm">
        {screening.reasons.map((reason) => (
          <List.Item key={`${reason.code}:${reason.text}`}>
            <Text lang={planLanguage} inherit>
              {reason.text}
            </Text>
            {reason.see && (
              <Text size="sm" fw={600}>
                {t`Check with:`} {professionalLabel(i18n, reason.see)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * What a plan page opens with: for its creator (the owner view, read with this device's management key),
 * the coach's screening notice; for anyone else (the public view, src/contract/privacy.ts), the same
 * neutral sentence on every plan, so that whether the coach adapted it to its creator's health is never
 * shown (README "Privacy").
 */
export function PlanHealthNotice({ plan }: { plan: Pick<WorkoutPlan, 'view' | 'screening' | 'language'> }) {
  const language = useLanguage();
  if (plan.view === 'owner')
    return <ScreeningNotice screening={plan.screening} planLanguage={plan.language} />;
  return (
    <Alert variant="light" color="blue" radius="md" data-testid="shared-plan-notice" role="note">
      <Text size="sm">{SHARED_PLAN_NOTICE[language]}</Text>
    </Alert>
  );
}
