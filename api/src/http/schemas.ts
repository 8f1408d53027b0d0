// Route schemas: a route names the zod schemas of its query and body once; Fastify validates the
// request with them (after the onRequest auth check, so a caller without a token learns nothing of a body's
// rules) and the same schemas describe the route in /api/openapi.json (./openapi.ts).
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { parseBody } from './validate';

/** Types a handler's request.query and request.body as its schemas' parsed output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The request part becomes the schema's output (unknown keys stripped); a refusal is parseBody's 422. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Answers are written as they are, whatever the route's response schema says: those schemas describe the API
 * (/api/openapi.json, proven by the tests), while serialising from them (fast-json-stringify) would silently drop
 * a key they do not name or coerce a value of another type.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
