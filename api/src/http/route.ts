// A route registered from its domain's table of calls (@moneta/shared/endpoints), the table the clients call
// through: the method and the path are written once, so a client and its route cannot drift apart.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { API_BASE, type Endpoint } from '@moneta/shared/endpoints';
import type { ZodTypeProvider } from './schemas';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;

/** A scope of routes, typed by the zod schemas its routes name. */
export type RoutesScope = FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>;

/**
 * The call's path under the scope's prefix (`/api/goals` holds `/goals/:id` as `/:id`). A call outside the
 * scope is a mistake of the code, refused when the app starts.
 */
export function pathUnder(prefix: string, call: Endpoint): string {
  const full = API_BASE + call.path;
  if (full !== prefix && !full.startsWith(`${prefix}/`)) {
    throw new Error(`${call.method} ${full} is not a route of the scope ${prefix}`);
  }
  // The scope's own path is registered as '/', which Fastify answers with and without the slash.
  return full.slice(prefix.length) || '/';
}

/** Registers `call`'s route in `scope`, with the options and handler Fastify's shorthand methods take. */
export function route<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  const Schema extends FastifySchema = FastifySchema,
>(
  scope: RoutesScope,
  call: Endpoint,
  options: RouteShorthandOptions<
    Server,
    Request,
    Reply,
    RouteGeneric,
    ContextConfig,
    Schema,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  handler: RouteHandlerMethod<
    Server,
    Request,
    Reply,
    RouteGeneric,
    ContextConfig,
    Schema,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
): void {
  scope.route<RouteGeneric, ContextConfig, Schema>({
    ...options,
    method: call.method,
    url: pathUnder(scope.prefix, call),
    handler,
  });
}
