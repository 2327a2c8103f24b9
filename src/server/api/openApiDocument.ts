import { generateOpenApiDocument } from 'trpc-to-openapi';
import { openApiCalendarPath } from '../share/calendarRoute';
import { openApiPdfPath } from '../share/pdfRoute';
import { appRouter } from '../trpc/router';
import {
  moreRequestExamples,
  type OperationExample,
  requestExamples,
  responseExamples,
  sharedExamples,
} from './documentExamples';

export type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

/** Where the API is, relative to the host that serves the document, so "Try it" works wherever it is read. */
export const API_SERVER_URL = '/api';

const TAGS = [
  {
    name: 'workouts',
    description:
      "Plans: generate one from the onboarding answers, read it, download it as PDF or as a calendar, email it, build its four-week progression; the creator's management key lists, unlists or deletes it.",
  },
  { name: 'ratings', description: 'Star ratings and written reviews of a plan.' },
  {
    name: 'challenges',
    description: "Group challenges: people follow one plan's four progression weeks together.",
  },
  {
    name: 'participants',
    description: "Joining a challenge, and each participant's completed exercises.",
  },
  {
    name: 'screening',
    description: 'Before a plan: whether the health text needs a follow-up question.',
  },
  { name: 'videos', description: 'Demonstration videos for exercises.' },
  { name: 'early-testers', description: 'Registration for the beta.' },
  { name: 'system', description: 'Health, site configuration and an example plan.' },
];

const DESCRIPTION =
  'Everything the web app does, as REST: generate a plan, read and share it, rate it, build a four-week progression, ' +
  'run group challenges and track completion. No accounts: a plan or challenge id is the key, ' +
  "and a plan's private management key (returned once, when it is made) lets its creator list, unlist or delete it. " +
  'Every error is one JSON shape: `error` (a sentence to show), `code` (a stable code to act on), `message` (the same ' +
  'sentence) and, for invalid input, `issues`. Every call is charged to a per-minute budget of its kind, per client: ' +
  'the `RateLimit-Policy` and `RateLimit` headers say which and what is left. An integrator given an API key by the ' +
  "operator sends it as `Authorization: Bearer <key>` and spends the key's own budgets instead of its address's.";

type Json = Record<string, unknown>;

/**
 * The docs page at /api/docs (@scalar/fastify-api-reference). Everything it loads comes from this server:
 * no fonts from the vendor's servers, no telemetry, and none of the vendor's own features (its AI agent,
 * its developer toolbar with "Deploy", "Open in client"), which are not ours to offer and call its
 * services. tests/e2e/api-docs.test.ts checks that no request leaves for another host.
 */
export const scalarConfiguration = {
  url: `${API_SERVER_URL}/openapi.json`,
  title: 'Workout Coach API',
  pageTitle: 'Workout Coach API',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never' as const,
  agent: { disabled: true },
  documentDownloadType: 'json' as const,
};

/**
 * The OpenAPI document of /api, generated from the procedures' zod schemas (their `.describe()` and
 * `.meta()` become the field descriptions, examples and named components) by trpc-to-openapi, then
 * completed here with what the schemas cannot say: the relative server, tag descriptions, the PDF and calendar routes,
 * no security, and an example for every request body and JSON answer (documentExamples.ts).
 */
export function buildOpenApiDocument(options: { publicUrl: string }): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Workout Coach API',
    description: DESCRIPTION,
    version: '1.0.0',
    baseUrl: API_SERVER_URL,
    contact: { name: 'Workout Coach', url: options.publicUrl },
    // No procedure needs credentials: without this, trpc-to-openapi declares a bearer scheme nobody uses.
    securitySchemes: {},
  });
  document.servers = [{ url: API_SERVER_URL, description: 'This server' }];
  document.tags = TAGS;
  document.security = [];
  // Copies: the document is completed in place (errors, limits, HEAD), and each app builds its own.
  Object.assign(document.paths ?? {}, structuredClone(openApiPdfPath), structuredClone(openApiCalendarPath));
  const components = (document.components ?? {}) as Json;
  delete components.securitySchemes;
  components.examples = sharedExamples;
  document.components = components;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Json>)) {
      describeParameters(operation);
      addExamples(operation);
    }
  }
  return document;
}

/** A parameter says what it is where readers look first, not only inside its schema. */
function describeParameters(operation: Json): void {
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    const schema = parameter.schema as Json | undefined;
    if (parameter.description === undefined && typeof schema?.description === 'string') {
      parameter.description = schema.description;
    }
  }
}

function addExamples(operation: Json): void {
  const operationId = operation.operationId as string;
  const body = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content?.[
    'application/json'
  ];
  if (body && operationId in requestExamples) {
    const more = moreRequestExamples[operationId];
    if (more)
      body.examples = { default: { summary: 'The answers', value: requestExamples[operationId] }, ...more };
    else body.example = requestExamples[operationId];
    // The same value lives in the media type, where clients and "Try it" look for it.
    delete (body.schema as Json | undefined)?.examples;
  }
  const success = (operation.responses as Record<string, { content?: Record<string, Json> }>)['200']
    ?.content?.['application/json'];
  const example = responseExamples[operationId];
  if (success && example) Object.assign(success, mediaTypeExample(example));
}

function mediaTypeExample(example: OperationExample): Json {
  if ('shared' in example) {
    return { examples: { [example.shared]: { $ref: `#/components/examples/${example.shared}` } } };
  }
  if (example.summary) return { examples: { example: { summary: example.summary, value: example.value } } };
  return { example: example.value };
}
