import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse } from '@messageformat/parser';
import { LANGUAGES } from '@suavez/shared/domain/language';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withOwnRuntime } from '../../../catalogue-plugin';
import { keysIn, reachable, readSources, routerPages } from '../../../catalogue-source';
import { NAMESPACES } from './message-key';

// The catalogue check of docs/languages.md, part of `npm test`: every language says every message with the
// same placeholders; every key the code names exists and every message is used; each page's bundle holds
// every namespace its code can show; and no visible text of the diner's pages is written in the code.

const src = fileURLToPath(new URL('../../', import.meta.url));
const locales = join(src, 'locales');
const bundles = JSON.parse(readFileSync(join(locales, 'bundles.json'), 'utf8')) as Record<string, string[]>;

function namespaceOf(language: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8'));
}

const sources = readSources(src);
const portuguese = Object.fromEntries(NAMESPACES.map((ns) => [ns, namespaceOf('pt-BR', ns)]));
const allKeys = new Set(
  NAMESPACES.flatMap((ns) => Object.keys(portuguese[ns] ?? {}).map((key) => `${ns}.${key}`)),
);

/** The placeholders of a message, sorted ('{name}', '{count, plural, …}' → ['count', 'name']). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly { type: string; arg?: string; cases?: { tokens: unknown[] }[] }[]) => {
    for (const token of tokens) {
      if (token.arg !== undefined) found.add(token.arg);
      for (const c of token.cases ?? []) walk(c.tokens as typeof tokens);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The keys a file names: string literals that are keys ('queue.title'), wherever they are written. */
const keysOf = (text: string) => keysIn(text, allKeys);

/** The keys a file asks `t` for by name (`t('queue.title')`): each must exist. */
function keysAskedIn(text: string): string[] {
  return [...text.matchAll(/\bt\(\s*['"`]([^'"`]+)['"`]/g)].map((match) => match[1] ?? '');
}

/** Compiles messages as the plugin does and runs the module (its `export default` returned). */
function compiled(language: string, messages: Record<string, string>) {
  const code = withOwnRuntime(compileModule(new MessageFormat(language), messages));
  return new Function(code.replace('export default', 'return'))() as Record<string, (v?: object) => string>;
}

describe('compiled messages', () => {
  it("say plurals and ordinals by each language's rules, with numbers written its way", () => {
    const en = compiled('en', {
      guests: '{count, plural, =0 {no guests} one {# guest} other {# guests}}',
      place: "You're {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
    });
    expect([0, 1, 2, 1200].map((count) => en.guests?.({ count }))).toEqual([
      'no guests',
      '1 guest',
      '2 guests',
      '1,200 guests',
    ]);
    expect([1, 2, 3, 11, 22].map((n) => en.place?.({ n }))).toEqual([
      "You're 1st",
      "You're 2nd",
      "You're 3rd",
      "You're 11th",
      "You're 22nd",
    ]);
    const pt = compiled('pt', { people: '{count, plural, one {# pessoa} other {# pessoas}}' });
    expect([0, 1, 2, 1200].map((count) => pt.people?.({ count }))).toEqual([
      '0 pessoa',
      '1 pessoa',
      '2 pessoas',
      '1.200 pessoas',
    ]);
    const es = compiled('es', { people: '{count, plural, one {# persona} other {# personas}}' });
    expect([1, 3].map((count) => es.people?.({ count }))).toEqual(['1 persona', '3 personas']);
  });
});

describe('the catalogues (docs/languages.md)', () => {
  it('every language has every namespace, with the same keys as Portuguese', () => {
    for (const language of LANGUAGES) {
      for (const ns of NAMESPACES) {
        expect(Object.keys(namespaceOf(language, ns)).sort(), `${language}/${ns}.json`).toEqual(
          Object.keys(portuguese[ns] ?? {}).sort(),
        );
      }
    }
  });

  it('every message compiles in its language and has the placeholders of the Portuguese one', () => {
    for (const language of LANGUAGES) {
      const compiler = new MessageFormat(language.split('-')[0] ?? language);
      for (const ns of NAMESPACES) {
        for (const [key, message] of Object.entries(namespaceOf(language, ns))) {
          expect(() => compiler.compile(message), `${language} ${ns}.${key}`).not.toThrow();
          expect(placeholders(message), `${language} ${ns}.${key}`).toEqual(
            placeholders(portuguese[ns]?.[key] ?? ''),
          );
          expect(message.trim(), `${language} ${ns}.${key} is empty`).not.toBe('');
        }
      }
    }
  });

  it('every key the code names exists, and every message is used', () => {
    const asked = new Set(Object.values(sources).flatMap(keysAskedIn));
    expect([...asked].filter((key) => !allKeys.has(key)).sort(), 'keys missing from locales/pt-BR').toEqual(
      [],
    );
    const named = new Set(Object.values(sources).flatMap(keysOf));
    expect([...allKeys].filter((key) => !named.has(key)).sort(), 'messages nobody uses').toEqual([]);
  });

  it('each page loads a bundle that holds every namespace its code shows', () => {
    const pages = routerPages(sources);
    expect(pages.length).toBeGreaterThan(30);
    const entry = reachable(sources, ['main.tsx']);
    for (const { page, bundle } of pages) {
      expect(bundles[bundle], `${page}: bundle '${bundle}' is not in locales/bundles.json`).toBeDefined();
      const files = new Set([...reachable(sources, [page]), ...entry]);
      const missing = [...files].flatMap((file) =>
        keysOf(sources[file] ?? '')
          .map((key) => key.split('.')[0] ?? '')
          .filter((ns) => !bundles[bundle]?.includes(ns))
          .map((ns) => `${file} uses '${ns}'`),
      );
      expect([...new Set(missing)], `${page} loads '${bundle}'`).toEqual([]);
    }
  });
});

/** The diner's pages (rules.md §16): their code, and everything it reaches, shows no text of its own. */
const dinerPages = [
  'queue-join',
  'queue-status',
  'ordering-catalog',
  'shared-catalog',
  'checkout',
  'booking-new',
  'booking',
  'sign-in-link',
  'public-menu',
  'short-link',
].map((name) => `app/routes/${name}.page.tsx`);

/** Attributes a person reads or hears. */
const visibleAttributes = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
/** Attributes and callees whose strings nobody reads. */
const hiddenAttributes = new Set([
  'className',
  'id',
  'href',
  'to',
  'type',
  'name',
  'role',
  'variant',
  'as',
  'autoComplete',
  'inputMode',
  'lang',
  'rel',
  'target',
  'size',
  'data-testid',
  'key',
  'style',
  'pattern',
  'src',
  'method',
]);

/** Text in a string that reads as words for a person: a letter with an accent, or 'Capitalised words'. */
function looksLikeProse(text: string): boolean {
  return /[À-ÿ]/.test(text) || /^[A-Z][a-z]+(\s+\S+)+/.test(text.trim());
}

/** The visible texts written in a file: JSX text, visible attributes, and prose strings elsewhere. */
export function hardCodedTexts(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
    if (/i18n-ignore/.test(`${lines[line - 1] ?? ''}${lines[line] ?? ''}`)) return;
    found.push(`${path}:${line + 1} ${JSON.stringify(value.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (hiddenAttributes.has(name)) return;
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && /\p{L}/u.test(value.text) && visibleAttributes.has(name)) {
        report(value, value.text);
        return;
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      // Keys, logs and programmers' errors are not shown to a diner.
      if (/^(t|console\.\w+|new Error|Error)$/.test(callee)) return;
    }
    if (ts.isNewExpression(node) && node.expression.getText(file) === 'Error') return;
    // A property's name is a key, not a text (a map from the server's values to message keys).
    if (ts.isPropertyAssignment(node)) {
      visit(node.initializer);
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && looksLikeProse(node.text)) {
      report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (looksLikeProse(parts) || /\p{L}{2,}\s+\p{L}{2,}/u.test(parts)) report(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Files of the diner's pages still written in Portuguese in the code, while issue 37 is under way: the list
 * only shrinks (a file in it that no longer has a text fails the check, so it is taken off).
 */
const notYetTranslated: string[] = [
  'app/routes/booking-new.page.tsx',
  'app/toast-host.tsx',
  'components/forms/feedback-card.tsx',
  'components/pix/pix-code.tsx',
  'components/pix/pix-qr-code.tsx',
  'features/bookings/components/booking-deposit.tsx',
  'features/bookings/components/booking-new-screen.tsx',
  'features/bookings/components/booking-screen.tsx',
  'features/bookings/components/cancel-booking-dialog.tsx',
  'features/bookings/components/date-picker.tsx',
  'features/bookings/components/my-bookings.tsx',
  'features/bookings/components/party-stepper.tsx',
  'features/bookings/components/time-slots.tsx',
  'features/bookings/hooks/use-booking-flow.ts',
  'features/bookings/utils/booking-dates.ts',
  'features/bookings/utils/booking-status.ts',
  'features/bookings/utils/download-booking-ics.ts',
  'features/ordering/components/checkout-screen.tsx',
  'features/ordering/components/close-order-dialog.tsx',
  'features/ordering/components/group-share-dialog.tsx',
  'features/ordering/components/guest-code-dialog.tsx',
  'features/ordering/components/guest-join-screen.tsx',
  'features/ordering/components/invite-error-card.tsx',
  'features/ordering/components/pix-payment-section.tsx',
  'features/ordering/components/share-qr-code.tsx',
  'features/ordering/hooks/use-guest-join.ts',
  'features/ordering/utils/order-bill.ts',
  'features/queue/api/sign-in-with-link.api.ts',
  'features/queue/components/push-notifications-card.tsx',
  'features/queue/components/sign-in-link-screen.tsx',
  'features/queue/hooks/use-push-subscription.ts',
];

describe('the diner pages show no text written in the code', () => {
  const files = [...new Set([...reachable(sources, dinerPages), ...reachable(sources, ['main.tsx'])])].sort();
  const problems = files.flatMap((file) => hardCodedTexts(file, sources[file] ?? ''));
  const filesWithProblems = new Set(problems.map((problem) => problem.split(':')[0]));

  it('every visible text of the diner pages comes from the catalogues', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(problems.filter((problem) => !notYetTranslated.includes(problem.split(':')[0] ?? ''))).toEqual([]);
  });

  it('the list of files not yet translated only shrinks', () => {
    expect(notYetTranslated.filter((file) => !filesWithProblems.has(file))).toEqual([]);
  });

  it('finds JSX text, visible attributes and prose strings, and lets keys, classes and logs be', () => {
    const sample = [
      "const a = <p className='d-flex gap-2'>Entrar na fila</p>;",
      "const b = <input aria-label='Telefone' placeholder={t('queue.phone')} />;",
      "const c = t('queue.title');",
      "const d = 'Mesa para quantos?';",
      "console.error('Falhou ao carregar');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the check, not a template.
      'const e = `${count} pessoas na frente`;',
      "const f = 'btn btn-primary';",
      "// i18n-ignore: a brand\nconst g = 'SuaVez Pagamentos';",
    ].join('\n');
    expect(hardCodedTexts('x.tsx', sample)).toEqual([
      'x.tsx:1 "Entrar na fila"',
      'x.tsx:2 "Telefone"',
      'x.tsx:4 "Mesa para quantos?"',
      'x.tsx:6 "pessoas na frente"',
    ]);
  });
});
