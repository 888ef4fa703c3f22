import { vi } from 'vitest';

/** One request the screen sent, as the mock saw it. */
export interface ApiCall {
  method: string;
  /** The path under /api, without the query: '/consumer/verify-code'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  headers: Headers;
}

/** An answer: a Response as it is, undefined for an empty 204, anything else as a 200 JSON body. */
export type ApiAnswer = Response | object | string | number | boolean | null | undefined;

/** An answer computed from the request, possibly later. */
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** What a route answers: a fixed answer or a handler. */
export type ApiRoute = ApiHandler | ApiAnswer;

/** The network as a screen sees it in a test. */
export interface MockedApi {
  /** Every request, in the order sent. */
  calls: ApiCall[];
  /** The requests to one route, 'POST /consumer'. */
  callsTo: (route: string) => ApiCall[];
}

/** Requests no route answered, in the current test (the setup fails the test on any). */
const unhandled: string[] = [];

/** An error (or any) answer with a JSON body: `reply(409, {code, message})`. */
export function reply(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise to answer a request with later, to see a screen while its call is on the way. */
export function deferred<T = ApiAnswer>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function toResponse(answer: ApiAnswer): Response {
  if (answer instanceof Response) return answer;
  return answer === undefined ? new Response(null, { status: 204 }) : reply(200, answer);
}

/**
 * What the merchant screens' top bar reads on every screen (docs/screens.md#top-bar), answered when a test
 * names no answer of its own, and then not recorded: a screen's test is about the screen's calls.
 */
const chromeRoutes: Record<string, ApiAnswer> = {
  'GET /queue/counts': { waiting: 0, seatedTables: 0, pendingItems: 0 },
};

/**
 * Replaces `fetch` for the current test: each request goes to the route named by its method and path under
 * /api ('GET /queue'; the handler reads the query itself), and is recorded. A request no route names
 * answers 501 and fails the test (the top bar's reads excepted: {@link chromeRoutes}).
 */
export function mockApi(routes: Record<string, ApiRoute>): MockedApi {
  const calls: ApiCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const chrome = chromeRoutes[`${method} ${path}`];
    if (chrome !== undefined && !Object.hasOwn(routes, `${method} ${path}`)) return toResponse(chrome);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call = {
      method,
      path,
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = `${method} ${path}`;
    if (!Object.hasOwn(routes, route)) {
      unhandled.push(`${route}?${url.searchParams}`);
      return reply(501, { message: `no mocked answer for ${route}` });
    }
    const handler = routes[route];
    return toResponse(typeof handler === 'function' ? await (handler as ApiHandler)(call) : handler);
  };
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  return { calls, callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route) };
}

/** The requests of the test that no route answered; empties the list. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
