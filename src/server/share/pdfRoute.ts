import { createHash } from 'node:crypto';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { MANAGEMENT_KEY_HEADER, PUBLIC_ID_PATTERN } from '../../contract/constants';
import { languageSchema } from '../../contract/site';
import { planIdSchema } from '../../contract/workout';
import { errorBody, sendApiError } from '../api/errorResponses';
import { entityTag, matches } from '../api/http';
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

/**
 * The tags of PDFs drawn by this process, by what they were drawn from (the plan as read, the language,
 * the link): a client that still holds the current one gets its 304 without the ~70 ms of drawing. Kept
 * per process, so a new version of the drawing never answers with an old tag; at most this many.
 */
const REMEMBERED_PDF_TAGS = 1000;
const pdfTags = new Map<string, string>();

function rememberTag(source: string, tag: string): void {
  pdfTags.delete(source);
  pdfTags.set(source, tag);
  if (pdfTags.size > REMEMBERED_PDF_TAGS) pdfTags.delete(pdfTags.keys().next().value!);
}

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
      const shareUrl = `${deps.config.publicUrl}/${language}/plan/${plan.id}`;
      reply.header('cache-control', plan.view === 'owner' ? 'private, no-cache' : 'no-cache');
      // The same plan draws the same bytes (share/pdf.ts dates it by the plan), so the tag of the bytes
      // is the validator: an unchanged PDF is a 304 without its 90-140 kB (issue 28, item 7).
      const source = createHash('sha256')
        .update(JSON.stringify([plan, language, shareUrl]))
        .digest('base64url');
      const ifNoneMatch = request.headers['if-none-match'];
      const known = pdfTags.get(source);
      if (known && ifNoneMatch && matches(ifNoneMatch, known))
        return reply.code(304).header('etag', known).send();
      // On a worker thread (pdfPool.ts); every renderer busy throws PdfBusyError, a 503 SERVER_BUSY.
      const pdf = await renderPdfOffThread(plan, { language, shareUrl });
      const tag = entityTag(pdf);
      rememberTag(source, tag);
      reply.header('etag', tag);
      if (ifNoneMatch && matches(ifNoneMatch, tag)) return reply.code(304).send();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="workout-plan-${plan.id}.pdf"`)
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
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'The `ETag` of a copy you hold: a 304 without the file if it is still current.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': {
          description: 'The PDF',
          headers: { ETag: { $ref: '#/components/headers/ETag' } },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '304': {
          description: 'Not modified: the `If-None-Match` tag still matches; no body.',
          headers: { ETag: { $ref: '#/components/headers/ETag' } },
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
