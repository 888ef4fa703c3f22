/**
 * A count with its word, singular or plural as pt-BR says it ('1 item', '3 itens', '0 mesas'): one glossary
 * for every screen, never 'item(s)'. `many` is given whole because pt-BR plurals are not one rule ('item' →
 * 'itens', 'pendente' → 'pendentes', 'pão' → 'pães').
 */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The word alone, agreeing with `n` ('aceito' / 'aceitos'). */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
