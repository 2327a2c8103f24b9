import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../../lib/language';
import { useTrainingLog } from './log';

/**
 * The way to a plan's training history (pages/HistoryPage.tsx), on the plan page and in My Workouts.
 * Always there, with the count of sessions this device logged once it is known: a visitor on a new
 * device reaches the import from it, and the button does not appear late and shift the page. It pulls in
 * the log only (a few kB), never the history page or its chart.
 */
export function HistoryLink({
  planId,
  short = false,
  ...props
}: {
  planId: string;
  /** "History (3)", where a card leaves room for little more than a word. */
  short?: boolean;
} & ButtonProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const count = useTrainingLog(planId).length;
  return (
    <Button component={Link} to={localizedPath(language, `/plan/${planId}/history`)} {...props}>
      {short
        ? count > 0
          ? t`History (${count})`
          : t`History`
        : count > 0
          ? t`Training history (${count})`
          : t`Training history`}
    </Button>
  );
}
