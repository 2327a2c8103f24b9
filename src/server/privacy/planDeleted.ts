import type { FastifyBaseLogger } from 'fastify';
import { forgetDrawnPlan } from '../pageCache';
import { eraseOutboxMessagesOf } from '../share/email';

/**
 * What goes with a plan when it is deleted, beyond its row (README "Privacy": the address is erased "at
 * once if the plan is deleted"): the outbox messages written for it (DATA_DIR/outbox without SMTP_URL:
 * the onboarding mail holds the address and the screening reasons; the security review of 2026-11-27,
 * LOW-4) and its pages drawn on the server (pageCache.ts). The one place both deletion doors call
 * (routers/workouts.ts with the management key, routers/deletion.ts with the emailed link). The plan is
 * already gone when this runs: a failure to erase a file is logged and left to the retention sweep
 * (retention.ts), which erases every outbox message after its 30 days anyway.
 */
export async function afterPlanDeleted(
  context: { config: { dataDir: string }; log?: FastifyBaseLogger | undefined },
  planId: string,
): Promise<void> {
  forgetDrawnPlan(planId);
  try {
    await eraseOutboxMessagesOf(context.config.dataDir, planId);
  } catch (error) {
    context.log?.warn(
      { err: error },
      "erasing a deleted plan's outbox messages failed; the retention sweep will",
    );
  }
}
