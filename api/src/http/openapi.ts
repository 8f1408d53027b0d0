// GET /api/openapi.json: the API described as OpenAPI 3.1 from the routes themselves, the zod
// schemas of their requests (./schemas.ts) and of their answers (the contract's, in ./envelope.ts's envelope)
// turned into JSON Schema and the signed-in ones marked with the bearer scheme, so that other clients can use it
// and the security suite walks every route, a route added later included.
import swagger from '@fastify/swagger';
import { apiFailureSchema } from '@moneta/shared/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/** The security requirement of a route behind requireAuth (auth/guard.ts). */
export const BEARER_SECURITY = [{ bearer: [] }];

/** The parts of a route schema that are zod schemas here, in the form OpenAPI takes. */
const ZOD_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** `schema` as JSON Schema, without the dialect line (the document names its own). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

/** Every refusal (4xx, 5xx), the same envelope on every route: declared here once rather than on each. */
const REFUSAL = {
  description: 'A refusal: the status says which, the message and field errors say why.',
  ...jsonSchema(apiFailureSchema, 'output'),
};

/** A route's answers as the document gives them: what the server sends is a schema's output. */
function describedResponses(response: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { default: REFUSAL };
  for (const [status, value] of Object.entries(response ?? {})) {
    out[status] = value instanceof z.ZodType ? jsonSchema(value, 'output') : value;
  }
  return out;
}

/** A route without a schema comes as undefined, whatever the type says. */
function described(schema: FastifySchema | undefined): FastifySchema {
  const out: Record<string, unknown> = { ...schema };
  for (const part of ZOD_PARTS) {
    const value = out[part];
    // What a client sends is the schema's input (a query integer is a string of digits, say).
    if (value instanceof z.ZodType) out[part] = jsonSchema(value, 'input');
  }
  out.response = describedResponses(out.response);
  return out;
}

/** The contract's version: its paths carry none, so a change that breaks clients must raise the major. */
const API_VERSION = '1.0.0';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Moneta API',
        version: API_VERSION,
        description:
          'Every answer is the envelope { success, message?, data?, errors? }; a signed-in route takes the access ' +
          'token of POST /api/auth/login as a bearer token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url }) => ({ schema: described(schema), url }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
