import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from './access-app';
import type { Credentials } from './access-fixtures';

// Bad requests built from a route's own zod contracts and a valid request of its owner: a field replaced by
// a hostile value, a field missing, a body of the wrong shape, broken JSON, a wrong content type, a body
// over the limit, an unknown id, a NUL, garbled credentials. A request the contract would accept is sent
// only when it must still be refused (an unknown id, a NUL that PostgreSQL cannot store).

/** A valid request of the route's owner, split into the parts a mutation changes. */
export interface BaseRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  payload: unknown;
  headers: Record<string, string>;
  credentials: Credentials | null;
  /** Whether the route refuses a caller without credentials (401): garbled credentials must be refused. */
  needsCredentials: boolean;
}

/** A request to send, and whether it must be refused (4xx) rather than merely not crash. */
export interface Candidate {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  payload?: string;
  mustRefuse: boolean;
}

type Schema = z.ZodType;
type Json = unknown;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// A phone takes any mask ('(11) 98765-4321'): the server keeps its digits, so a NUL in it is only noise.
const MASKED = new Set(['phone']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Strings a careless server chokes on: NaN-ish, control characters, lone surrogates, RTL, emoji, huge. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e309',
    '0x1F',
    'true',
    '[]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u202emarrocos\u202c',
    'مرحبا بالعالم',
    '👩‍👩‍👧‍👦🍔',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-00000000000g',
    '123e4567-e89b-12d3-a456-42661417400',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(300, 5_000, 60_000).map((n) => '𝕏'.repeat(n)),
);

/** Numbers out of every range: negative, huge, fractional, beyond the safe integers. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a type a field did not ask for. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);

/** Query and path values: URLs carry text only, and a lone surrogate cannot be percent-encoded. */
const hostileUrlString = hostileString.filter(
  (value) => !LONE_SURROGATE.test(value) && value.length < 10_000,
);

function schemaOf(route: RouteEntry, part: 'querystring' | 'body' | 'params'): Schema | undefined {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return schema && typeof (schema as Schema).safeParse === 'function' ? (schema as Schema) : undefined;
}

/** Every property path a JSON schema declares (objects only), e.g. `orderQueue.id`. */
function declaredPaths(schema: Schema | undefined): string[][] {
  if (!schema) return [];
  const paths: string[][] = [];
  const walk = (node: Record<string, unknown>, prefix: string[]) => {
    for (const variant of [...((node.anyOf as Record<string, unknown>[]) ?? []), node]) {
      const properties = variant.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [key, child] of Object.entries(properties ?? {})) {
        paths.push([...prefix, key]);
        walk(child, [...prefix, key]);
      }
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>, []);
  return paths;
}

/** Every leaf path of a JSON value (array items included). */
function leafPaths(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  if (entries.length === 0) return prefix.length ? [prefix] : [];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function getAt(value: Json, path: string[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json> | undefined)?.[key], value);
}

/** A copy of `value` with `path` set to `next` (or removed when `next` is `undefined`). */
function setAt(value: Json, path: string[], next: Json | undefined): Json {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  const node: Record<string, Json> =
    value !== null && typeof value === 'object' ? structuredClone(value as Record<string, Json>) : {};
  if (rest.length === 0) {
    if (next === undefined) delete node[key];
    else node[key] = next;
  } else node[key] = setAt(node[key], rest, next);
  return node;
}

function uniquePaths(paths: string[][]): string[][] {
  const seen = new Map(paths.map((path) => [path.join('.'), path]));
  return [...seen.values()];
}

function isAccepted(schema: Schema | undefined, value: Json): boolean {
  return schema ? schema.safeParse(value).success : true;
}

/** Builds the URL of a query (arrays become repeated keys). */
function toUrl(path: string, query: Record<string, Json>): string {
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`,
    ),
  );
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** The arbitrary of bad requests for one route, around its owner's valid request. */
export function badRequests(route: RouteEntry, base: BaseRequest): fc.Arbitrary<Candidate> {
  const querySchema = schemaOf(route, 'querystring');
  const bodySchema = schemaOf(route, 'body');
  const paramsSchema = schemaOf(route, 'params');
  const hasBody = !['GET', 'HEAD'].includes(base.method);
  const baseHeaders = {
    ...base.headers,
    ...(base.credentials?.authorization ? { authorization: base.credentials.authorization } : {}),
  };

  const candidate = (
    what: string,
    parts: {
      query?: Record<string, Json>;
      payload?: Json;
      rawBody?: string;
      contentType?: string;
      path?: string;
    },
    mustRefuse: boolean,
    overrides: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
  ): Candidate => {
    const payload =
      parts.rawBody ?? (parts.payload === undefined ? undefined : JSON.stringify(parts.payload));
    const headers: Record<string, string> = { ...baseHeaders, ...overrides.headers };
    if (base.method === 'PUT') headers['idempotency-key'] = randomUUID();
    if (payload !== undefined) headers['content-type'] = parts.contentType ?? 'application/json';
    return {
      what,
      method: base.method,
      url: toUrl(parts.path ?? base.path, parts.query ?? base.query),
      headers,
      cookies: overrides.cookies ?? base.credentials?.cookies ?? {},
      ...(payload === undefined ? {} : { payload }),
      mustRefuse,
    };
  };

  // A request the contract accepts is sent only when it must be refused anyway, or when it cannot write.
  const judged = (
    what: string,
    parts: { query?: Record<string, Json>; payload?: Json },
    isSemantic = false,
  ) => {
    const query = parts.query ?? base.query;
    const payload = parts.payload === undefined ? base.payload : parts.payload;
    const isValid = isAccepted(querySchema, query) && (!hasBody || isAccepted(bodySchema, payload));
    if (!isValid || isSemantic) return candidate(what, parts, true);
    return base.method === 'GET' ? candidate(what, parts, false) : null;
  };

  const arbitraries: fc.Arbitrary<Candidate | null>[] = [];
  const queryKeys = [
    ...new Set([...Object.keys(base.query), ...declaredPaths(querySchema).map((p) => p[0] as string)]),
  ];
  if (queryKeys.length > 0) {
    const key = fc.constantFrom(...queryKeys);
    arbitraries.push(
      fc
        .tuple(key, hostileUrlString)
        .map(([k, v]) => judged(`query ${k}=hostile`, { query: { ...base.query, [k]: v } })),
      fc
        .tuple(key, hostileUrlString)
        .map(([k, v]) =>
          judged(`query ${k} twice`, { query: { ...base.query, [k]: [String(base.query[k] ?? ''), v] } }),
        ),
      key.map((k) => {
        const { [k]: _removed, ...rest } = base.query;
        return judged(`query ${k} missing`, { query: rest });
      }),
    );
  }
  const uuidQueryKeys = Object.keys(base.query).filter((k) => UUID.test(String(base.query[k])));
  if (uuidQueryKeys.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...uuidQueryKeys)
        .map((k) => judged(`query ${k} unknown id`, { query: { ...base.query, [k]: randomUUID() } }, true)),
    );
  }
  const textQueryKeys = Object.keys(base.query).filter(
    (k) => typeof base.query[k] === 'string' && !MASKED.has(k),
  );
  if (textQueryKeys.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...textQueryKeys)
        .map((k) =>
          judged(`query ${k} with NUL`, { query: { ...base.query, [k]: `${base.query[k]}\u0000` } }, true),
        ),
    );
  }
  if (base.method === 'GET') {
    arbitraries.push(
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 8 }), hostileUrlString)
        .map(([k, v]) => judged('extra query field', { query: { ...base.query, [`x${k}`]: v } })),
    );
  }

  if (paramsSchema) {
    const [prefix, paramName] = route.url.split(/\/:/) as [string, string];
    arbitraries.push(
      hostileUrlString.map((value) => {
        const isValid = isAccepted(paramsSchema, { [paramName]: value });
        const path = `${prefix}/${encodeURIComponent(value)}`;
        return isValid ? null : candidate(`path ${paramName}=hostile`, { path }, true);
      }),
      // Broken percent-encoding and a parameter over the router's length limit never reach the route.
      fc
        .constantFrom('%', '%E0%A4%A', '%ZZ', 'x'.repeat(500))
        .map((raw) => candidate(`path ${paramName} undecodable`, { path: `${prefix}/${raw}` }, true)),
      fc
        .constant(null)
        .map(() => candidate(`path ${paramName} unknown id`, { path: `${prefix}/${randomUUID()}` }, true)),
    );
  }

  if (hasBody && bodySchema) {
    const paths = uniquePaths([...leafPaths(base.payload), ...declaredPaths(bodySchema)]);
    if (paths.length > 0) {
      const path = fc.constantFrom(...paths);
      arbitraries.push(
        fc
          .tuple(path, wrongValue)
          .map(([p, v]) => judged(`body ${p.join('.')} wrong`, { payload: setAt(base.payload, p, v) })),
        path.map((p) =>
          judged(`body ${p.join('.')} missing`, { payload: setAt(base.payload, p, undefined) }),
        ),
      );
    }
    const uuidPaths = leafPaths(base.payload).filter((p) => UUID.test(String(getAt(base.payload, p))));
    if (uuidPaths.length > 0) {
      arbitraries.push(
        fc
          .constantFrom(...uuidPaths)
          .map((p) =>
            judged(`body ${p.join('.')} unknown id`, { payload: setAt(base.payload, p, randomUUID()) }, true),
          ),
      );
    }
    const textPaths = leafPaths(base.payload).filter(
      (p) => typeof getAt(base.payload, p) === 'string' && !MASKED.has(p.at(-1) ?? ''),
    );
    if (textPaths.length > 0) {
      arbitraries.push(
        fc
          .constantFrom(...textPaths)
          .map((p) =>
            judged(
              `body ${p.join('.')} with NUL`,
              { payload: setAt(base.payload, p, `\u0000${getAt(base.payload, p)}`) },
              true,
            ),
          ),
      );
    }
    arbitraries.push(
      fc
        .constantFrom<Json>(null, [], 'texto', 42, true, {})
        .map((payload) => judged('body of the wrong shape', { payload })),
      // Deep nesting, sent as text: a recursive parser or validator would blow its stack.
      fc
        .constant(`${'['.repeat(5000)}${']'.repeat(5000)}`)
        .map((rawBody) => candidate('deeply nested body', { rawBody }, true)),
      fc
        .constant(null)
        .map(() =>
          candidate(
            'text/plain body',
            { rawBody: JSON.stringify(base.payload), contentType: 'text/plain' },
            true,
          ),
        ),
    );
  }

  if (hasBody) {
    const json = JSON.stringify(base.payload ?? {});
    arbitraries.push(
      fc
        .constantFrom('{', '{"a":', '[1,]', "{'a':1}", '\u0000', 'nul', '{"a":1}}', `${json.slice(0, -1)},}`)
        .map((rawBody) => candidate('malformed JSON', { rawBody }, true)),
      fc
        .constantFrom(
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'image/png',
        )
        .map((contentType) => candidate(`content type ${contentType}`, { rawBody: json, contentType }, true)),
      fc
        .constantFrom(70_000, 300_000)
        .map((size) =>
          candidate(
            'body over the limit',
            { rawBody: JSON.stringify({ ...(base.payload as object), pad: 'x'.repeat(size) }) },
            true,
          ),
        ),
    );
  }

  if (base.needsCredentials && base.credentials) {
    const { authorization, cookies } = base.credentials;
    arbitraries.push(
      fc.constantFrom('flip', 'drop-signature', 'alg-none').map((how) => {
        if (authorization) {
          const token = authorization.slice('Bearer '.length);
          const [head, body] = token.split('.');
          const garbled =
            how === 'flip'
              ? `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
              : how === 'drop-signature'
                ? `${head}.${body}.`
                : `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
          return candidate(`bearer ${how}`, {}, true, { headers: { authorization: `Bearer ${garbled}` } });
        }
        const garbledCookies = Object.fromEntries(
          Object.entries(cookies ?? {}).map(([name, value]) => [
            name,
            how === 'flip' ? `${value.slice(0, -2)}xx` : (value.split('.')[0] ?? value),
          ]),
        );
        return candidate(`cookie ${how}`, {}, true, { cookies: garbledCookies });
      }),
    );
  }

  if (arbitraries.length === 0) return fc.constant(candidate('no input to spoil', {}, false));
  return fc.oneof(...arbitraries).filter((c): c is Candidate => c !== null);
}
