import { healthTextInput, healthTextOutput } from '../../contract/healthText';
import { readHealthTextForFollowUp } from '../coach/read/screening';
import { publicProcedure, router } from '../trpc/init';

/**
 * The coach's reading of health text before a plan is made (docs/coaching.md "Ask, don't guess"): the
 * chat asks the follow-ups this returns, and sends their answers in the plan request's
 * `screening.followUp`. Nothing is stored and the text is never echoed. A cheap read: charged to the
 * read budget (security/rateLimit.ts) although it is a POST, so the text stays out of URLs and logs.
 */
export const screeningRouter = router({
  readHealthText: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/screening/health-text',
        tags: ['screening'],
        summary: 'Does this health text need a follow-up question?',
        description:
          'Send the injury answer and text and the notes as the plan request would carry them. `reading` says what ' +
          'the coach made of them; when it could not place something health-related, `ask` lists the follow-ups ' +
          '(`textOnExertion`, `textSeenByDoctor`) to put to the visitor before generating, answered in the plan ' +
          'request\'s `screening.followUp`. Harmless text (a schedule, a sport, "I\'m fine") asks nothing. A plan ' +
          'requested without those answers stays cautious and says what was not understood. The text is neither ' +
          'stored nor returned.',
        protect: false,
      },
    })
    .input(healthTextInput)
    .output(healthTextOutput)
    .mutation(({ input }) => readHealthTextForFollowUp(input)),
});
