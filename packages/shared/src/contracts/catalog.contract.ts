import { z } from 'zod';
import { findOptionGroupProblem, MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '../domain/item-options';
import { LANGUAGES } from '../domain/language';
import type { MenuTranslations, NameTranslations } from '../domain/menu-translations';
import { refuseUnsafeText } from '../domain/safe-text.schema';

/** Highest price of an item, in reais (docs/money.md#prices; the database stores centavos). */
export const MAX_ITEM_PRICE_REAIS = 100_000;

// Messages end without a period: the server's validation answer appends one.
const uuid = () => z.uuid({ error: 'Identificador inválido' });

/** A catalog, category or item name: trimmed, 1 to 80 characters, no control characters. */
export const catalogNameSchema = refuseUnsafeText(
  z
    .string({ error: 'Informe o nome' })
    .trim()
    .min(1, { error: 'Informe o nome' })
    .max(80, { error: 'O nome pode ter no máximo 80 caracteres' }),
  'O nome',
);

/**
 * A description: trimmed, up to 500 characters, empty when absent. The menu editor's field is a textarea,
 * so line breaks stay (CRLF is kept as LF); every other control character is refused.
 */
export const descriptionSchema = refuseUnsafeText(
  z
    .string({ error: 'A descrição deve ser um texto' })
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .trim()
    .max(500, { error: 'A descrição pode ter no máximo 500 caracteres' }),
  'A descrição',
  { allowLineBreaks: true },
);

/** A translated name: as a name, but blank means none (the diner reads the Portuguese). */
const translatedNameSchema = refuseUnsafeText(
  z
    .string({ error: 'O nome traduzido deve ser um texto' })
    .trim()
    .max(80, { error: 'O nome traduzido pode ter no máximo 80 caracteres' }),
  'O nome traduzido',
);

/** A translated description: as a description (line breaks kept), blank means none. */
const translatedDescriptionSchema = refuseUnsafeText(
  z
    .string({ error: 'A descrição traduzida deve ser um texto' })
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .trim()
    .max(500, { error: 'A descrição traduzida pode ter no máximo 500 caracteres' }),
  'A descrição traduzida',
  { allowLineBreaks: true },
);

/** Drops the blank texts and the languages left with none, so storage holds only what a diner can read. */
function withoutBlanks(value: Record<string, Record<string, string | undefined> | undefined>) {
  const kept: Record<string, Record<string, string>> = {};
  for (const [language, texts] of Object.entries(value)) {
    const filled = Object.entries(texts ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (filled.length > 0) kept[language] = Object.fromEntries(filled);
  }
  return kept;
}

const menuTextInputSchema = z.object({
  name: translatedNameSchema.optional(),
  description: translatedDescriptionSchema.optional(),
});
const nameInputSchema = z.object({ name: translatedNameSchema.optional() });
const translationsError = { error: 'As traduções devem ser um objeto com es e en' };

/**
 * A category's or item's name and description in Spanish and English (rules.md §16, docs/languages.md#menu):
 * each optional, blank ones dropped; the whole object replaces the stored one.
 */
export const menuTranslationsInputSchema = z
  .object({ es: menuTextInputSchema.optional(), en: menuTextInputSchema.optional() }, translationsError)
  .transform((value): MenuTranslations => withoutBlanks(value));

/** An option's or option group's name in Spanish and English, as `menuTranslationsInputSchema`. */
export const nameTranslationsInputSchema = z
  .object({ es: nameInputSchema.optional(), en: nameInputSchema.optional() }, translationsError)
  .transform((value): NameTranslations => withoutBlanks(value));

/** Translations as the merchant's reads answer them (`{}` when there are none). */
const menuTextSchema = z.object({ name: z.string().optional(), description: z.string().optional() });
const menuTranslationsSchema = z.object({ es: menuTextSchema.optional(), en: menuTextSchema.optional() });
const nameTextSchema = z.object({ name: z.string().optional() });
const nameTranslationsSchema = z.object({ es: nameTextSchema.optional(), en: nameTextSchema.optional() });

/** A price in reais, 0 to 100 000 (`32.9` is R$ 32,90). */
export const priceSchema = z
  .number({ error: 'Informe o preço em reais' })
  .min(0, { error: 'O preço não pode ser negativo' })
  .max(MAX_ITEM_PRICE_REAIS, { error: 'O preço pode ser no máximo R$ 100.000,00' });

/** Whether a text is an image address the menu may show: an http(s) URL, or a path of this site. */
export function isAllowedImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An image URL (http/https, or a path of this site such as '/images/demo/x.svg'); empty or null is none. */
export const imageUrlSchema = z
  .string({ error: 'A URL da imagem deve ser um texto' })
  .trim()
  .max(2048, { error: 'A URL da imagem pode ter no máximo 2048 caracteres' })
  .refine((value) => value === '' || isAllowedImageUrl(value), {
    error: 'A URL da imagem deve começar com http:// ou https://',
  })
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * One option as the menu editor sends it: a name and a price in reais (`0` when it costs nothing). `id`
 * keeps the id of an option this item already has (so a consumer's open menu still names it); any other
 * id, or none, gets a new one.
 */
export const optionInputSchema = z.object({
  id: uuid().optional(),
  name: catalogNameSchema,
  price: priceSchema,
  translations: nameTranslationsInputSchema.optional(),
});

/**
 * One option group as the menu editor sends it ('Ponto da carne', min 1 max 1): 1 to 20 options, in the
 * order given; 0 ≤ min ≤ max, max ≥ 1 and max ≤ the number of options. `id` as for options.
 */
export const optionGroupInputSchema = z
  .object({
    id: uuid().optional(),
    name: catalogNameSchema,
    translations: nameTranslationsInputSchema.optional(),
    min: z
      .number({ error: 'Informe o mínimo de escolhas' })
      .int({ error: 'O mínimo de escolhas é um número inteiro' })
      .min(0, { error: 'O mínimo de escolhas não pode ser negativo' })
      .max(MAX_OPTIONS_PER_GROUP, { error: `O mínimo de escolhas vai até ${MAX_OPTIONS_PER_GROUP}` }),
    max: z
      .number({ error: 'Informe o máximo de escolhas' })
      .int({ error: 'O máximo de escolhas é um número inteiro' })
      .min(1, { error: 'O máximo de escolhas deve ser pelo menos 1' })
      .max(MAX_OPTIONS_PER_GROUP, { error: `O máximo de escolhas vai até ${MAX_OPTIONS_PER_GROUP}` }),
    options: z
      .array(optionInputSchema, { error: 'Informe as opções do grupo' })
      .min(1, { error: 'Adicione pelo menos uma opção ao grupo' })
      .max(MAX_OPTIONS_PER_GROUP, { error: `Um grupo pode ter no máximo ${MAX_OPTIONS_PER_GROUP} opções` }),
  })
  .superRefine((group, ctx) => {
    const problem = findOptionGroupProblem(group);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: group });
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;

/** An item's option groups, in the order given (the editor reorders by sending them in a new order). */
export const optionGroupsInputSchema = z
  .array(optionGroupInputSchema, { error: 'Os grupos de opções devem ser uma lista' })
  .max(MAX_OPTION_GROUPS, { error: `Um item pode ter no máximo ${MAX_OPTION_GROUPS} grupos de opções` })
  .superRefine((groups, ctx) => {
    const names = new Set<string>();
    for (const group of groups) {
      if (typeof group?.name !== 'string') continue;
      const key = group.name.toLocaleLowerCase('pt-BR');
      if (names.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `O grupo '${group.name}' aparece mais de uma vez`,
          input: groups,
        });
        return;
      }
      names.add(key);
    }
  });

/**
 * One option as the menus answer it: a stable id (what `PUT /order` names), its name, its price in reais;
 * the merchant's reads add its `translations`, the diners' give `name` in the diner's language instead.
 */
export const itemOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  translations: nameTranslationsSchema.optional(),
});
export type ItemOptionAnswer = z.infer<typeof itemOptionSchema>;

/** One option group as the menus answer it; `min` 0 is optional, otherwise required ('Obrigatório'). */
export const itemOptionGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: nameTranslationsSchema.optional(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(itemOptionSchema),
});
export type ItemOptionGroupAnswer = z.infer<typeof itemOptionGroupSchema>;

/** A catalog as the list shows it. */
export const catalogSummarySchema = z.object({ id: z.uuid(), name: z.string(), active: z.boolean() });
export type CatalogSummary = z.infer<typeof catalogSummarySchema>;

/** An item as the merchant edits it; `price` in reais, `image` null when none. */
export const itemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  prepared: z.boolean(),
  active: z.boolean(),
  /** 'Esgotado': still on the menus, but `PUT /order` refuses it (409); set by `PATCH /item/soldout`. */
  soldOut: z.boolean(),
  /** The option groups, in the merchant's order; empty when the item has none. */
  optionGroups: z.array(itemOptionGroupSchema),
  categoryId: z.uuid(),
  /** Its name and description in Spanish and English ('Outros idiomas'); `{}` when none. */
  translations: menuTranslationsSchema.default({}),
});
export type Item = z.infer<typeof itemSchema>;

/** A category as the merchant edits it. */
export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  catalogId: z.uuid(),
  /** Its name and description in Spanish and English; `{}` when none. */
  translations: menuTranslationsSchema.default({}),
});
export type Category = z.infer<typeof categorySchema>;

/** A category with its items, in the merchant's order. */
export const categoryWithItemsSchema = categorySchema.extend({ items: z.array(itemSchema) });
export type CategoryWithItems = z.infer<typeof categoryWithItemsSchema>;

/** `GET /catalog/merchant/all`: a catalog with every category and (not deleted) item, in order. */
export const catalogDetailSchema = catalogSummarySchema.extend({
  categories: z.array(categoryWithItemsSchema),
});
export type CatalogDetail = z.infer<typeof catalogDetailSchema>;

/** `GET /catalog/list?merchantId`. */
export const listCatalogsQuerySchema = z.object({ merchantId: uuid() });
export const listCatalogsResponseSchema = z.array(catalogSummarySchema);

/** `POST /catalog`: activating the new catalog deactivates the others. */
export const createCatalogBodySchema = z.object({
  merchantId: uuid(),
  name: catalogNameSchema,
  active: z.boolean().default(false),
});
export type CreateCatalogBody = z.input<typeof createCatalogBodySchema>;

/** `PATCH /catalog?merchantId`: fields left out keep their value. */
export const updateCatalogQuerySchema = z.object({ merchantId: uuid() });
export const updateCatalogBodySchema = z.object({
  id: uuid(),
  name: catalogNameSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateCatalogBody = z.input<typeof updateCatalogBodySchema>;

/** `GET /catalog/merchant/all?id&merchantId`. */
export const getCatalogQuerySchema = z.object({ id: uuid(), merchantId: uuid() });

/** `POST /category`. */
export const createCategoryBodySchema = z.object({
  catalogId: uuid(),
  name: catalogNameSchema,
  description: descriptionSchema.default(''),
  active: z.boolean().default(true),
  translations: menuTranslationsInputSchema.optional(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** `PATCH /category`: fields left out keep their value. */
export const updateCategoryBodySchema = z.object({
  id: uuid(),
  name: catalogNameSchema.optional(),
  description: descriptionSchema.optional(),
  active: z.boolean().optional(),
  translations: menuTranslationsInputSchema.optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

/** `PATCH /category/order`: every category of the catalog, once, in the new order. */
export const reorderCategoriesBodySchema = z.object({
  catalogId: uuid(),
  categoryIds: z.array(uuid()).max(500),
});
export type ReorderCategoriesBody = z.input<typeof reorderCategoriesBodySchema>;

/** `POST /item`: `price` in reais. */
export const createItemBodySchema = z.object({
  categoryId: uuid(),
  name: catalogNameSchema,
  description: descriptionSchema.default(''),
  price: priceSchema,
  prepared: z.boolean().default(false),
  image: imageUrlSchema.optional().transform((value) => value ?? null),
  active: z.boolean().default(true),
  optionGroups: optionGroupsInputSchema.default([]),
  translations: menuTranslationsInputSchema.optional(),
});
export type CreateItemBody = z.input<typeof createItemBodySchema>;

/** `PATCH /item`: `{id}` plus the fields to change; a new `categoryId` moves it to the end of that category. */
export const updateItemBodySchema = z.object({
  id: uuid(),
  categoryId: uuid().optional(),
  name: catalogNameSchema.optional(),
  description: descriptionSchema.optional(),
  price: priceSchema.optional(),
  prepared: z.boolean().optional(),
  image: imageUrlSchema.optional(),
  active: z.boolean().optional(),
  /** The whole list, replacing the item's (`[]` removes every group); units already ordered keep copies. */
  optionGroups: optionGroupsInputSchema.optional(),
  translations: menuTranslationsInputSchema.optional(),
});
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;

/** `PATCH /item/soldout?id&soldOut=true|false`: marks an item 'Esgotado', or available again. */
export const itemSoldOutQuerySchema = z.object({
  id: uuid(),
  soldOut: z
    .enum(['true', 'false'], { error: 'Informe soldOut=true ou soldOut=false' })
    .transform((value) => value === 'true'),
});
export type ItemSoldOutQuery = z.input<typeof itemSoldOutQuerySchema>;

/** `PATCH /item/order`: every (not deleted) item of the category, once, in the new order. */
export const reorderItemsBodySchema = z.object({
  categoryId: uuid(),
  itemIds: z.array(uuid()).max(1000),
});
export type ReorderItemsBody = z.input<typeof reorderItemsBodySchema>;

/** `DELETE /item/{id}`. */
export const deleteItemParamsSchema = z.object({ id: uuid() });

/**
 * `GET /catalog?merchantId` and `GET /catalog/full?merchantId[&lang]` (public): `lang` names the language of
 * the menu's texts (else the call's Accept-Language, else pt-BR; rules.md §16).
 */
export const publicCatalogQuerySchema = z.object({
  merchantId: uuid(),
  lang: z.enum(LANGUAGES, { error: `Idioma desconhecido: use ${LANGUAGES.join(', ')}.` }).optional(),
});

/** `GET /catalog`: the active catalog's id and name (404 when the merchant has none). */
export const activeCatalogSchema = z.object({ id: z.uuid(), name: z.string() });
export type ActiveCatalog = z.infer<typeof activeCatalogSchema>;

/**
 * An item as consumers see it: no kitchen or bookkeeping fields. A sold-out item is listed with `soldOut`
 * ('Esgotado', greyed, cannot be added); its option groups are what the item drawer asks.
 */
export const publicItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  soldOut: z.boolean(),
  optionGroups: z.array(itemOptionGroupSchema),
  categoryId: z.uuid(),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

/** A category as consumers see it, with its active items in the merchant's order. */
export const publicCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  catalogId: z.uuid(),
  items: z.array(publicItemSchema),
});
export type PublicCategory = z.infer<typeof publicCategorySchema>;

/**
 * `GET /catalog/full`: the active catalog's active categories with their active items, in order; names and
 * descriptions in the language of the call's `Accept-Language` where the restaurant gave one, else
 * Portuguese (rules.md §16; the answer varies by Accept-Language).
 */
export const publicMenuResponseSchema = z.array(publicCategorySchema);
export type PublicMenu = z.infer<typeof publicMenuResponseSchema>;
