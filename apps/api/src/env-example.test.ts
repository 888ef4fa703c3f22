import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `.env.example` is what an operator copies: it must name every variable the README's configuration table
// documents, so a variable added to one is not forgotten in the other.

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('.env.example', () => {
  it("lists every variable of the README's configuration table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('The API lives under'));
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]),
        ),
    );
    expect(documented.size).toBeGreaterThan(20);
    const listed = new Set(
      [...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
    );
    expect([...documented].filter((name) => !listed.has(name))).toEqual([]);
  });
});
