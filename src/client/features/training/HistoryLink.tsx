import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../../lib/language';

/**
 * The way to a plan's training history (pages/HistoryPage.tsx), on the plan page and in My Workouts.
 * Always there: a visitor on a new device reaches the import from it, and a button that appeared only
 * once the log was read would shift the page drawn by the server. It imports neither the history page
 * nor the log (the plan page's JavaScript budget, bench/pages.ts); My Workouts, which has room, passes
 * the number of sessions logged.
 */
export function HistoryLink({
  planId,
  count = 0,
  short = false,
  ...props
}: {
  planId: string;
  /** Sessions this device logged of the plan, shown when known. */
  count?: number;
  /** "History (3)", where a card leaves room for little more than a word. */
  short?: boolean;
} & ButtonProps) {
  const { t } = useLingui();
  const language = useLanguage();
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
