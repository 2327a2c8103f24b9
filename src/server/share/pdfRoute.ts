import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { PUBLIC_ID_PATTERN } from '../../contract/constants';
import { languageSchema } from '../../contract/site';
import { planIdSchema } from '../../contract/workout';
import { errorBody, sendApiError } from '../api/errorResponses';
import type { OperationFacts } from '../api/openApiErrors';
import type { Config } from '../config';
import type { Sql } from '../db/connection';
import { getPlan } from '../db/queries/workouts';
import { renderPlanPdf } from './pdf';

/** The plan id in the path of the file routes (the PDF, the calendar), as their OpenAPI operations document it. */
export const PLAN_ID_PATH_PARAMETER = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The plan's id.",
  schema: { type: 'string', pattern: PUBLIC_ID_PATTERN.source },
} as const;

/** What the file routes (the PDF, the calendar) are built with. */
export type FileRouteDeps = {
  sql: Sql;
  config: Config;
  /** Charges the call to the client's budget for its cost (app.ts): a read, or `render` for the PDF. */
  charge: preHandlerHookHandler;
};

/** `language` as on every other route; `lang`, its old name, still works so old links keep working. */
const query = z.object({ language: languageSchema.optional(), lang: languageSchema.optional() });

/**
 * GET /api/workouts/{id}/pdf: a binary answer, so a plain Fastify route beside the tRPC ones (which
 * speak JSON); it is added to the OpenAPI document by hand (openApiPdfPath).
 */
export function registerPdfRoute(app: FastifyInstance, deps: FileRouteDeps): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/api/workouts/:id/pdf',
    { preHandler: deps.charge },
    async (request, reply) => {
      const id = planIdSchema.safeParse(request.params.id);
      const params = query.safeParse(request.query);
      if (!id.success || !params.success) {
        const field = !id.success ? 'id' : params.error?.issues[0]?.path.join('.') || 'language';
        const why = !id.success ? 'is not a valid plan id' : 'must be en or es';
        const message = `Invalid input. ${field}: ${why}`;
        return reply
          .status(400)
          .send({ ...errorBody('INVALID_INPUT', message), issues: [{ path: field, message: why }] });
      }
      // A database outage throws here and the error handler answers 503 (api/errorResponses.ts).
      const plan = await getPlan(deps.sql, id.data);
      if (!plan) return sendApiError(reply, 'PLAN_NOT_FOUND');
      const language = params.data.language ?? params.data.lang ?? plan.language;
      const pdf = await renderPlanPdf(plan, {
        language,
        shareUrl: `${deps.config.publicUrl}/${language}/plan/${plan.id}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="workout-plan-${plan.id}.pdf"`)
        .header('cache-control', 'no-cache')
        .send(pdf);
    },
  );
}

export const openApiPdfPath = {
  '/workouts/{id}/pdf': {
    get: {
      operationId: 'workouts-pdf',
      summary: 'Download a plan as PDF',
      description:
        'Header, overview, every day with exercises, rest and cues, progression weeks when present, the share link with a QR code, and the disclaimer.',
      tags: ['workouts'],
      parameters: [
        PLAN_ID_PATH_PARAMETER,
        {
          name: 'language',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['en', 'es'] },
          description: 'Language of the labels; the plan text keeps its own.',
        },
      ],
      responses: {
        '200': {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        // The error responses are written by api/openApiErrors.ts from pdfOperationFacts.
      },
    },
  },
};

/** What the document cannot tell about the PDF route: it looks a plan up, is charged as a read, reads the database. */
export const pdfOperationFacts: OperationFacts = {
  declared: { '404': 'Workout Plan Not Found' },
  limited: true,
  database: true,
};
