// The diner's texts (docs/languages.md): `src/locales/<language>/<namespace>.json` hold ICU MessageFormat
// messages; this plugin compiles them at build time (and in the dev server and the tests) into modules of
// plain functions, one module per language and bundle of namespaces (`src/locales/bundles.json`), so a
// phone downloads only its language's texts for the page it opens, and no message parser ever ships.
//
//   import { loaders } from 'virtual:catalogues';
//   const messages = (await loaders.es.queue()).default;   // { 'queue.title': (values) => '…', … }
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { keysByBundle } from './catalogue-source.ts';

const index = 'virtual:catalogues';
const prefix = 'virtual:catalogue/';

/** The languages (folders of `locales/`) and the bundles of namespaces a page may load. */
export function readCatalogueLayout(localesDir: string): {
  languages: string[];
  bundles: Record<string, string[]>;
} {
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const bundles = JSON.parse(readFileSync(join(localesDir, 'bundles.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return { languages, bundles };
}

/** One namespace's messages in one language, keyed `namespace.key`. */
export function readNamespace(
  localesDir: string,
  language: string,
  namespace: string,
): Record<string, string> {
  const file = join(localesDir, language, `${namespace}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text]));
}

/** The locale MessageFormat picks plural rules by: the language's own (`pt-BR` → `pt`). */
function pluralLocale(language: string): string {
  return language.split('-')[0] ?? language;
}

/**
 * What compiled messages call, in plain JavaScript: the same functions as @messageformat/runtime, with
 * plural rules from the browser's Intl.PluralRules instead of a table of every language's rules. Each
 * catalogue carries its own copy (a few hundred bytes): a page loads one, and no shared file is needed.
 */
const runtimeSource: Record<string, string> = {
  number: `const _nf = new Map();
const number = (lc, value, offset) => {
  if (!_nf.has(lc)) _nf.set(lc, new Intl.NumberFormat(lc));
  return _nf.get(lc).format(value - offset);
};`,
  plural: `const plural = (value, offset, rule, cases, isOrdinal) =>
  Object.hasOwn(cases, value) ? cases[value] : (cases[rule(value - offset, isOrdinal)] ?? cases.other);`,
  select: `const select = (value, cases) => (Object.hasOwn(cases, value) ? cases[value] : cases.other);`,
};

const pluralRuleSource = (name: string, locale: string) =>
  `const ${name} = ((c, o) => (n, ord) => (ord ? o : c).select(n))(new Intl.PluralRules(${locale}), new Intl.PluralRules(${locale}, { type: 'ordinal' }));`;

/** Replaces the compiled module's imports of @messageformat/runtime with the definitions above. */
export function withOwnRuntime(code: string): string {
  const definitions: string[] = [];
  const body = code
    .replace(/^import \{([^}]*)\} from "@messageformat\/runtime";\n/m, (_line, names: string) => {
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        const source = runtimeSource[name];
        if (!source) throw new Error(`catalogues: no runtime function '${name}'`);
        definitions.push(source);
      }
      return '';
    })
    .replace(
      /^import \{([^}]*)\} from "@messageformat\/runtime\/lib\/(?:cardinals|plurals)";\n/m,
      (_line, names: string) => {
        for (const name of names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          definitions.push(pluralRuleSource(name, JSON.stringify(name.replace(/_/g, '-'))));
        }
        return '';
      },
    );
  if (body.includes('@messageformat/')) throw new Error(`catalogues: unexpected import in\n${body}`);
  return `${definitions.join('\n')}\n${body}`;
}

export function cataloguePlugin(localesDir: string): Plugin {
  // In a build, each bundle holds only the messages its pages' code names (catalogue-source.ts): a page's
  // texts are the ones it can show, not its namespaces' whole. The dev server and the tests take them all.
  let trimmed: Map<string, Set<string>> | null = null;
  return {
    name: 'suavez-catalogues',
    enforce: 'pre',
    configResolved(config) {
      if (config.command === 'build') trimmed = keysByBundle(join(localesDir, '..'), localesDir);
    },
    resolveId(id) {
      if (id === index || id.startsWith(prefix)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:catalogue')) return null;
      const { languages, bundles } = readCatalogueLayout(localesDir);
      this.addWatchFile(join(localesDir, 'bundles.json'));
      if (id === `\0${index}`) {
        const table = languages.map((language) => {
          const entries = Object.keys(bundles).map(
            (bundle) =>
              `${JSON.stringify(bundle)}: () => import(${JSON.stringify(`${prefix}${language}/${bundle}`)})`,
          );
          return `${JSON.stringify(language)}: {${entries.join(', ')}}`;
        });
        return `export const loaders = {${table.join(',\n')}};\n`;
      }
      const [language = '', bundle = ''] = id.slice(`\0${prefix}`.length).split('/');
      const namespaces = bundles[bundle];
      if (!languages.includes(language) || !namespaces) {
        this.error(`catalogues: no language '${language}' or bundle '${bundle}' (src/locales)`);
      }
      const messages: Record<string, string> = {};
      for (const namespace of namespaces) {
        this.addWatchFile(join(localesDir, language, `${namespace}.json`));
        Object.assign(messages, readNamespace(localesDir, language, namespace));
      }
      const shown = trimmed?.get(bundle);
      if (trimmed) {
        for (const key of Object.keys(messages)) if (!shown?.has(key)) delete messages[key];
      }
      // Money is formatted by the app (lib/i18n/format.ts): messages take it as text.
      const compiler = new MessageFormat(pluralLocale(language), { strict: false });
      return withOwnRuntime(compileModule(compiler, messages));
    },
  };
}
