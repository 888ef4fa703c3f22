import {
  type CallExpression,
  createSourceFile,
  type Expression,
  forEachChild,
  isCallExpression,
  isConditionalExpression,
  isIdentifier,
  isNoSubstitutionTemplateLiteral,
  isObjectLiteralExpression,
  isParenthesizedExpression,
  isPropertyAssignment,
  isShorthandPropertyAssignment,
  isSpreadAssignment,
  isStringLiteral,
  isTemplateExpression,
  type Node,
  ScriptTarget,
} from 'typescript';
import { describe, expect, it } from 'vitest';

// "A fetcher used by two features is one file" (docs/architecture.md, "The web app"), as a check that fails:
// no two `*.api.ts` files call the same endpoint (method, path and query names). A fetcher two features need
// lives once in `src/api/`; a feature's hook imports it.

/** Every `*.api.ts` file under src/, by its path from src/. */
const apiFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./**/*.api.ts', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice(2), text]),
);

/**
 * Endpoints called from two files on purpose, each with the reason. The diner's pages that read the public
 * restaurant (the menu, the join page, the status page's push card, the booking page) keep their own three
 * lines: shared, the fetcher would be a chunk of its own on each of them (scripts/check-bundle.mjs).
 */
const allowedTwice: Record<string, readonly string[]> = {
  'GET /merchant?id&public': [
    'features/bookings/api/get-booking-merchant.api.ts',
    'features/menu/api/get-public-merchant.api.ts',
    'features/queue/api/get-public-merchant.api.ts',
    'features/queue/api/get-push-card-merchant.api.ts',
  ],
  // Two endpoints, not one: `/bookings/availability` is a word where `/bookings/{id}` has an id, which a
  // `{param}` segment cannot tell apart.
  'GET /bookings/availability?date&merchantId&slot': [
    'features/bookings/api/get-booking-availability.api.ts',
    'features/bookings/api/get-booking.api.ts',
  ],
  'GET /bookings/{param}': [
    'features/bookings/api/get-booking-availability.api.ts',
    'features/bookings/api/get-booking.api.ts',
  ],
};

/** The paths an expression may stand for: string literals, both arms of a `?:`, else one unknown segment. */
function pathsOf(expression: Expression): string[] {
  if (isStringLiteral(expression) || isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (isParenthesizedExpression(expression)) return pathsOf(expression.expression);
  if (isConditionalExpression(expression))
    return [...pathsOf(expression.whenTrue), ...pathsOf(expression.whenFalse)];
  if (isTemplateExpression(expression)) {
    let paths = [expression.head.text];
    for (const span of expression.templateSpans) {
      const parts = pathsOf(span.expression);
      paths = paths.flatMap((path) => parts.map((part) => `${path}${part}${span.literal.text}`));
    }
    return paths;
  }
  return ['{param}'];
}

/** An option of the call's second argument: a property's string value, or the names of an object's keys. */
function optionOf(call: CallExpression, name: string): Expression | undefined {
  const options = call.arguments[1];
  if (!options || !isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
    if (isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return undefined;
}

/** The names of a query object's keys ('?' for what it spreads or cannot name). */
function queryNamesOf(query: Expression | undefined): string[] {
  if (!query) return [];
  if (!isObjectLiteralExpression(query)) return ['?'];
  return query.properties
    .map((property) => (isSpreadAssignment(property) ? '?' : (property.name?.getText() ?? '?')))
    .sort();
}

/** A call's function name when it is a plain identifier ('apiFetch', 'fetch', 'buildApiUrl'). */
const calleeOf = (node: Node) =>
  isCallExpression(node) && isIdentifier(node.expression) ? node.expression.text : undefined;

/**
 * The endpoints (`PATCH /item/soldout?id&soldOut`) a file calls: through `apiFetch(path, {method, query})`,
 * or, for what apiFetch cannot send (a file upload), `fetch(buildApiUrl(path, query), {method})`.
 */
function endpointsOf(path: string, text: string): string[] {
  const source = createSourceFile(path, text, ScriptTarget.Latest, true);
  const endpoints: string[] = [];
  const add = (call: CallExpression, url: Expression | undefined, query: Expression | undefined) => {
    const method = optionOf(call, 'method');
    const verb = method && isStringLiteral(method) ? method.text : 'GET';
    const names = queryNamesOf(query);
    for (const each of url ? pathsOf(url) : []) {
      endpoints.push(`${verb} ${each}${names.length > 0 ? `?${names.join('&')}` : ''}`);
    }
  };
  const visit = (node: Node) => {
    if (isCallExpression(node) && calleeOf(node) === 'apiFetch') {
      add(node, node.arguments[0], optionOf(node, 'query'));
    }
    const [target] = isCallExpression(node) && calleeOf(node) === 'fetch' ? node.arguments : [];
    if (isCallExpression(node) && target && isCallExpression(target) && calleeOf(target) === 'buildApiUrl') {
      add(node, target.arguments[0], target.arguments[1]);
    }
    forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(endpoints)];
}

/** Whether two endpoints may be the same call: a `{param}` segment matches any segment. */
function isSameEndpoint(a: string, b: string): boolean {
  const as = a.split('/');
  const bs = b.split('/');
  return (
    as.length === bs.length &&
    as.every((part, i) => part === bs[i] || part === '{param}' || bs[i] === '{param}')
  );
}

/** Each endpoint called from more than one file, with those files, less the allowed ones. */
function endpointsInTwoFiles(files: Record<string, string>): Record<string, string[]> {
  const calls = Object.entries(files).flatMap(([path, text]) =>
    endpointsOf(path, text).map((endpoint) => ({ path, endpoint })),
  );
  const repeated: Record<string, string[]> = {};
  for (const { path, endpoint } of calls) {
    const others = calls
      .filter((other) => other.path !== path && isSameEndpoint(other.endpoint, endpoint))
      .map((other) => other.path);
    if (others.length === 0) continue;
    const paths = [...new Set([path, ...others])].sort();
    const allowed = allowedTwice[endpoint];
    if (allowed && paths.every((file) => allowed.includes(file))) continue;
    repeated[endpoint] = paths;
  }
  return repeated;
}

describe('one fetcher per endpoint in the web app', () => {
  it('reads every fetcher', () => {
    expect(Object.keys(apiFiles).length).toBeGreaterThan(50);
    expect(endpointsOf('a.api.ts', apiFiles['api/set-item-sold-out.api.ts'] ?? '')).toEqual([
      'PATCH /item/soldout?id&soldOut',
    ]);
    expect(endpointsOf('a.api.ts', apiFiles['api/upload-photo.api.ts'] ?? '')).toEqual([
      'POST /merchant/photos?kind',
    ]);
  });

  it('no two *.api.ts files call the same endpoint (a shared fetcher lives in src/api/)', () => {
    expect(endpointsInTwoFiles(apiFiles)).toEqual({});
  });

  it('tells endpoints apart by method, path and query names, and sees through templates', () => {
    const files = {
      'features/a/api/x.api.ts': [
        "apiFetch('/item/soldout', { method: 'PATCH', query: { id, soldOut: String(s) } });",
        "apiFetch('/queue', { query: { queueId }, signal });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
        "apiFetch(`/order/item/${isUndo ? 'undeliver' : 'deliver'}`, { method: 'PATCH' });",
      ].join('\n'),
      'features/b/api/y.api.ts': [
        "apiFetch('/item/soldout', { method: 'PATCH', query: { soldOut, id } });",
        "apiFetch('/queue', { query: { consumerId }, signal });",
        "apiFetch('/queue', { method: 'POST', body });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
        "apiFetch(`/order/item/${action}`, { method: 'PATCH' });",
        "fetch(buildApiUrl('/merchant/photos', { kind }), { method: 'POST', body: form });",
      ].join('\n'),
    };
    expect(endpointsOf('x.api.ts', files['features/a/api/x.api.ts'])).toEqual([
      'PATCH /item/soldout?id&soldOut',
      'GET /queue?queueId',
      'PATCH /order/item/undeliver',
      'PATCH /order/item/deliver',
    ]);
    expect(endpointsOf('y.api.ts', files['features/b/api/y.api.ts'])).toContain('POST /merchant/photos?kind');
    expect(endpointsInTwoFiles(files)).toEqual({
      'PATCH /item/soldout?id&soldOut': ['features/a/api/x.api.ts', 'features/b/api/y.api.ts'],
      'PATCH /order/item/undeliver': ['features/a/api/x.api.ts', 'features/b/api/y.api.ts'],
      'PATCH /order/item/deliver': ['features/a/api/x.api.ts', 'features/b/api/y.api.ts'],
      'PATCH /order/item/{param}': ['features/a/api/x.api.ts', 'features/b/api/y.api.ts'],
    });
  });
});
