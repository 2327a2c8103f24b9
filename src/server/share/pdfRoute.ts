import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { MANAGEMENT_KEY_HEADER, PUBLIC_ID_PATTERN } from '../../contract/constants';
import { languageSchema } from '../../contract/site';
import { planIdSchema } from '../../contract/workout';
import { errorBody, sendApiError } from '../api/errorResponses';
import type { OperationFacts } from '../api/openApiErrors';
import type { Config } from '../config';
import type { Sql } from '../db/connection';
import { managementKeyOf, markReaderDependent, readPlan } from '../privacy/reader';
import { renderPdfOffThread } from './pdfPool';

/** The plan id in the path of the file routes (the PDF, the calendar), as their OpenAPI operations document it. */
export const PLAN_ID_PATH_PARAMETER = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The plan's id.",
  schema: { type: 'string', pattern: PUBLIC_ID_PATTERN.source },
} as const;

/** The optional management key of the file routes: with it, the creator's whole plan (src/server/privacy/reader.ts). */
export const MANAGEMENT_KEY_HEADER_PARAMETER = {
  name: MANAGEMENT_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    "The plan's management key, from the device that made it: with it the file holds the creator's whole plan; without it, the public view (as `GET /workouts/{id}`).",
  schema: { type: 'string' },
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
      // The public view, unless the creator's device sends the management key (src/server/privacy/reader.ts).
      const read = await readPlan(deps.sql, id.data, managementKeyOf(request));
      markReaderDependent(reply, read);
      if (read.kind === 'not-found') return sendApiError(reply, 'PLAN_NOT_FOUND');
      if (read.kind === 'wrong-key') return sendApiError(reply, 'WRONG_MANAGEMENT_KEY');
      const { plan } = read;
      const language = params.data.language ?? params.data.lang ?? plan.language;
      // On a worker thread (pdfPool.ts); every renderer busy throws PdfBusyError, a 503 SERVER_BUSY.
      const pdf = await renderPdfOffThread(plan, {
        language,
        shareUrl: `${deps.config.publicUrl}/${language}/plan/${plan.id}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="workout-plan-${plan.id}.pdf"`)
        .header('cache-control', plan.view === 'owner' ? 'private, no-cache' : 'no-cache')
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
        'Header, overview, every day with exercises, rest and cues, progression weeks when present, the share link with a QR code, and the disclaimer. ' +
        "The plan's public view (as `GET /workouts/{id}`), or the creator's whole plan when the management key is sent in `x-management-key`.",
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
        MANAGEMENT_KEY_HEADER_PARAMETER,
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
  declared: { '403': "The management key sent is not this plan's", '404': 'Workout Plan Not Found' },
  limited: true,
  database: true,
};
