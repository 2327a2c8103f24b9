import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { LoadProposal } from '../../../contract/loadProgression';

/** A load as people read it in the page's language: 22.5 in English, 22,5 in Spanish. */
export function formatLoad(load: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(load);
}

/**
 * "Last time: 3 × 10 at 20 kg · today: 22.5 kg": what the log says and what the double progression
 * proposes (src/contract/loadProgression.ts). Nothing when the exercise was never logged here.
 */
export function proposalText(i18n: I18n, proposal: LoadProposal): string {
  const locale = i18n.locale;
  if (proposal.kind === 'load') {
    const sets = proposal.last.sets;
    const reps = proposal.last.reps;
    const unit = proposal.unit;
    const last = formatLoad(proposal.last.load, locale);
    const today = formatLoad(proposal.load, locale);
    return proposal.raised
      ? i18n._(msg`Last time: ${sets} × ${reps} at ${last} ${unit} · today: ${today} ${unit}`)
      : i18n._(
          msg`Last time: ${sets} × ${reps} at ${last} ${unit} · today: the same ${today} ${unit}, aim for every rep`,
        );
  }
  if (proposal.kind === 'time') {
    const sets = proposal.last.sets;
    const last = proposal.last.seconds;
    const today = proposal.seconds;
    return proposal.raised
      ? i18n._(msg`Last time: ${sets} × ${last} s · today: ${today} s`)
      : i18n._(msg`Last time: ${sets} × ${last} s · today: ${today} s again`);
  }
  const sets = proposal.last.sets;
  const reps = proposal.last.reps;
  return proposal.topReached
    ? i18n._(msg`Last time: ${sets} × ${reps} · top of the range: slow the lowering to 3 seconds today`)
    : i18n._(msg`Last time: ${sets} × ${reps} · today: aim for the top of the range`);
}

export function LastTimeLine({ proposal }: { proposal: LoadProposal | null }) {
  const { i18n } = useLingui();
  if (!proposal) return null;
  return (
    <Text
      size="sm"
      c={proposal.kind !== 'reps' && proposal.raised ? 'teal' : undefined}
      fw={600}
      data-testid="last-time"
    >
      {proposalText(i18n, proposal)}
    </Text>
  );
}
