import type { FastifyInstance } from 'fastify';

/**
 * No request this API accepts nests deeper than a handful of levels. A body nested thousands deep
 * (`[[[[...]]]]`) parses, but every recursive walk over it afterwards (validation, coercion,
 * error formatting) can overflow the stack into a 500. It is refused up front with a 400.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/** The deepest nesting of arrays and objects in a JSON text, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92 /* \ */) index += 1;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 93 /* ] */ || code === 125 /* } */) depth -= 1;
  }
  return false;
}

function tooDeep(): Error {
  return Object.assign(new Error(TOO_DEEP_MESSAGE), { statusCode: 400, code: 'BODY_TOO_DEEP' });
}

function prototypeKey(): Error {
  return Object.assign(
    new Error('The request body has a "__proto__" or "constructor.prototype" key, which is refused.'),
    { statusCode: 400, code: 'INVALID_JSON' },
  );
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth check, for /api.
 * The tRPC plugin takes its bodies as text and parses them itself, and its queries carry JSON in
 * `?input=`: a hook checks those before tRPC reads them.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text)) {
      request.log.warn({ bytes: text.length }, 'refused a request body nested too deeply');
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // The parser's one error for invalid JSON and for a prototype key alike: valid JSON here means the
      // body was refused for its `__proto__`/`constructor.prototype` key, and the answer says so (issue 28).
      if (error && isValidJson(text)) return done(prototypeKey(), undefined);
      done(error, value);
    });
  });
  // Callback-style: an async hook would cost every request (REST included) a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.url.startsWith('/trpc')) return done();
    const input = (request.query as { input?: unknown } | undefined)?.input;
    const texts = [request.body, input].filter((value): value is string => typeof value === 'string');
    if (texts.some((text) => jsonDepthExceeds(text))) {
      request.log.warn({ bytes: texts.join('').length }, 'refused a tRPC input nested too deeply');
      return done(tooDeep());
    }
    done();
  });
}
