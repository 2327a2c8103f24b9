import type { FastifyRequest } from 'fastify';

/**
 * What a request log line says about the request. The query string is left out: the web app's plan
 * generation is a tRPC subscription, a GET whose query carries the whole questionnaire (the email, the
 * injury details, the health notes), and Fastify would otherwise write it to the log at info level with
 * every request. Paths hold only public ids.
 */
export function requestLogFields(request: FastifyRequest) {
  const [path = '', query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    host: request.host,
    remoteAddress: request.ip,
  };
}
