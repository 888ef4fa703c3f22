import { canStaff, type StaffPermission } from '@suavez/shared/domain/staff';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError } from '#api/lib/app-error';
import type { MerchantSessionPrincipal } from '#api/modules/account/merchant-tokens';
import { readConsumerSessionOf } from './consumer-session';

/** A field of the validated request, by path: `query.id`, `body.merchantId`, `body.consumer.id`. */
export type RequestField = `${'query' | 'body'}.${string}`;

/**
 * A merchant route's guard (route `config.merchant`): the request must carry a valid merchant token (401
 * otherwise), the token's person must have a role the route allows (403), and a merchant it names must be
 * the token's (403, or 406 on the catalog calls).
 */
export interface MerchantGuard {
  /** What kind of call this is, which decides the roles that may make it (docs/access.md#staff-roles). */
  allow: StaffPermission;
  /** Where the request names its merchant (`query.id`); when present it must be the token's. */
  merchantIdIn?: RequestField;
  /** What naming another merchant answers: FORBIDDEN (403), or CATALOG_FORBIDDEN (406) on the catalog calls. */
  otherMerchant?: 'FORBIDDEN' | 'CATALOG_FORBIDDEN';
  /** A cookie that may carry the token when no header does (EventSource sends no header). */
  tokenCookie?: string;
}

/** A consumer route's guard (route `config.consumer`): the request must carry the consumer session (401). */
export interface ConsumerGuard {
  /**
   * Where the request names its consumer (`query.consumerId`); when present it must be the session's (403).
   */
  consumerIdIn?: RequestField;
}

const kMerchant = Symbol('merchant');
const kConsumerId = Symbol('consumerId');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a merchant calls this route; with `consumer` too, a request with a token is the merchant's. */
    merchant?: MerchantGuard;
    /** Only a consumer with a session calls this route (or, with `merchant` too, one without a token). */
    consumer?: ConsumerGuard;
  }
  interface FastifyRequest {
    /** The merchant the route's guard let in; reading it on a route without `config.merchant` throws. */
    readonly merchant: MerchantSessionPrincipal;
    /** The session's consumer the route's guard let in; reading it without `config.consumer` throws. */
    readonly consumerId: string;
    [kMerchant]: MerchantSessionPrincipal | null;
    [kConsumerId]: string | null;
  }
}

/** The bearer token of a request (`Authorization: Bearer`, or `x-access-token` as the session check sends). */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const alt = request.headers['x-access-token'];
  return typeof alt === 'string' && alt.length > 0 ? alt : undefined;
}

/** The merchant a guard let in, or undefined (a route open to a merchant or a consumer: check-in). */
export function findRequestMerchant(request: FastifyRequest): MerchantSessionPrincipal | undefined {
  return request[kMerchant] ?? undefined;
}

function readerOf(field: RequestField | undefined): ((request: FastifyRequest) => unknown) | undefined {
  if (!field) return undefined;
  const [source, ...path] = field.split('.');
  return (request) => {
    let value: unknown = source === 'query' ? request.query : request.body;
    for (const key of path) {
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    return value;
  };
}

function merchantCheck(guard: MerchantGuard) {
  const namedMerchant = readerOf(guard.merchantIdIn);
  return async (request: FastifyRequest, token: string | undefined): Promise<void> => {
    const principal = await request.server.ctx.tokens.verify(token);
    if (!canStaff(principal.role, guard.allow)) throw new AppError('FORBIDDEN');
    const named = namedMerchant?.(request);
    if (named !== undefined && named !== principal.merchantId) {
      throw new AppError(guard.otherMerchant ?? 'FORBIDDEN');
    }
    request[kMerchant] = principal;
  };
}

function consumerCheck(guard: ConsumerGuard) {
  const namedConsumer = readerOf(guard.consumerIdIn);
  return (request: FastifyRequest): void => {
    const session = readConsumerSessionOf(request);
    if (!session?.consumerId) throw new AppError('UNAUTHENTICATED');
    const named = namedConsumer?.(request);
    // A consumer id is not a credential: the one a request names must be the session's own, or the pending
    // id this device proved the phone with (which then names the same consumer: request.consumerId).
    if (named !== undefined && named !== session.consumerId && named !== session.provenAs) {
      throw new AppError('FORBIDDEN');
    }
    request[kConsumerId] = session.consumerId;
  };
}

/** Whether a zod schema (an object, or a union of them) declares the field at `path`. */
function declaresField(schema: unknown, path: readonly string[]): boolean {
  const node = schema as { shape?: Record<string, unknown>; options?: unknown[]; unwrap?: () => unknown };
  if (path.length === 0) return schema !== undefined;
  if (node?.options) return node.options.some((option) => declaresField(option, path));
  if (typeof node?.unwrap === 'function') return declaresField(node.unwrap(), path);
  const [key = '', ...rest] = path;
  return node?.shape !== undefined && declaresField(node.shape[key], rest);
}

/** Refuses to start with a guard that reads a field its route does not validate (a typo checks nothing). */
function assertValidated(route: RouteOptions, field: RequestField | undefined): void {
  if (!field) return;
  const [source, ...path] = field.split('.');
  const schema = source === 'query' ? route.schema?.querystring : route.schema?.body;
  if (!declaresField(schema, path)) {
    throw new Error(`${String(route.method)} ${route.url}: the guard reads ${field}, which its schema lacks`);
  }
}

/** The preHandler a route's `config` declares, or undefined for a route anyone may call. */
function guardOf(config: { merchant?: MerchantGuard; consumer?: ConsumerGuard } | undefined) {
  const { merchant, consumer } = config ?? {};
  if (!merchant && !consumer) return undefined;
  const checkMerchant = merchant && merchantCheck(merchant);
  const checkConsumer = consumer && consumerCheck(consumer);
  // A consumer's session is a signed cookie, checked without waiting on anything: a callback hook, so
  // the diners' polls pay no promise for it.
  if (checkConsumer && !checkMerchant) {
    const consumerGuard: preHandlerHookHandler = (request, _reply, done) => {
      try {
        checkConsumer(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    };
    return consumerGuard;
  }
  const guard: preHandlerAsyncHookHandler = async (request) => {
    const token =
      merchant &&
      (readBearerToken(request) ??
        (merchant.tokenCookie ? request.cookies[merchant.tokenCookie] : undefined));
    if (checkMerchant && (token || !checkConsumer)) return checkMerchant(request, token);
    checkConsumer?.(request);
  };
  return guard;
}

/**
 * Who may call each route, declared once in its `config` (`merchant`, `consumer`) and checked by one
 * preHandler put first on that route: after validation, as the handlers did (400 before 401); public
 * routes pay nothing. The handler reads `request.merchant` or `request.consumerId`.
 */
export function registerAuthGuards(app: FastifyInstance): void {
  app.decorateRequest(kMerchant, null);
  app.decorateRequest(kConsumerId, null);
  app.decorateRequest('merchant', {
    getter(this: FastifyRequest) {
      const principal = this[kMerchant];
      if (!principal) throw new Error(`${this.routeOptions.url}: request.merchant without config.merchant`);
      return principal;
    },
  });
  app.decorateRequest('consumerId', {
    getter(this: FastifyRequest) {
      const consumerId = this[kConsumerId];
      if (!consumerId) {
        throw new Error(`${this.routeOptions.url}: request.consumerId without config.consumer`);
      }
      return consumerId;
    },
  });
  app.addHook('onRoute', (route) => {
    assertValidated(route, route.config?.merchant?.merchantIdIn);
    assertValidated(route, route.config?.consumer?.consumerIdIn);
    const guard = guardOf(route.config);
    if (guard) route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
}
