import { randomUUID } from 'node:crypto';
import type { ItemOptionGroupAnswer } from '@suavez/shared/contracts/catalog.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import type { ItemOptionGroup } from '@suavez/shared/domain/item-options';

/** An option group as a service receives it: prices in centavos, ids the editor sent back (or none). */
export interface OptionGroupValues {
  id?: string | undefined;
  name: string;
  min: number;
  max: number;
  options: { id?: string | undefined; name: string; priceCents: number }[];
}

/**
 * The groups to store, each group and option with an id: the id the editor sent when it names a group or
 * an option this item already has (so an open menu's choice still names it after an edit), a new random one
 * otherwise (an id of another item, a repeated one, none). The order is the editor's.
 */
export function assignOptionIds(
  groups: readonly OptionGroupValues[],
  current: readonly ItemOptionGroup[],
): ItemOptionGroup[] {
  const knownGroups = new Set(current.map((group) => group.id));
  const knownOptions = new Set(current.flatMap((group) => group.options.map((option) => option.id)));
  const used = new Set<string>();
  const keep = (id: string | undefined, known: Set<string>) => {
    const kept = id !== undefined && known.has(id) && !used.has(id) ? id : randomUUID();
    used.add(kept);
    return kept;
  };
  return groups.map((group) => ({
    id: keep(group.id, knownGroups),
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: keep(option.id, knownOptions),
      name: option.name,
      priceCents: option.priceCents,
    })),
  }));
}

/** Option groups as the menus answer them: prices in reais. */
export function toOptionGroupsAnswer(groups: readonly ItemOptionGroup[]): ItemOptionGroupAnswer[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: centsToReais(option.priceCents),
    })),
  }));
}
