import { z } from 'zod';
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
  categoryId: z.uuid(),
});
export type Item = z.infer<typeof itemSchema>;

/** A category as the merchant edits it. */
export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  catalogId: z.uuid(),
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
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** `PATCH /category`: fields left out keep their value. */
export const updateCategoryBodySchema = z.object({
  id: uuid(),
  name: catalogNameSchema.optional(),
  description: descriptionSchema.optional(),
  active: z.boolean().optional(),
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
});
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;

/** `PATCH /item/order`: every (not deleted) item of the category, once, in the new order. */
export const reorderItemsBodySchema = z.object({
  categoryId: uuid(),
  itemIds: z.array(uuid()).max(1000),
});
export type ReorderItemsBody = z.input<typeof reorderItemsBodySchema>;

/** `DELETE /item/{id}`. */
export const deleteItemParamsSchema = z.object({ id: uuid() });

/** `GET /catalog?merchantId` and `GET /catalog/full?merchantId` (public). */
export const publicCatalogQuerySchema = z.object({ merchantId: uuid() });

/** `GET /catalog`: the active catalog's id and name (404 when the merchant has none). */
export const activeCatalogSchema = z.object({ id: z.uuid(), name: z.string() });
export type ActiveCatalog = z.infer<typeof activeCatalogSchema>;

/** An item as consumers see it: no kitchen or bookkeeping fields. */
export const publicItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string().nullable(),
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

/** `GET /catalog/full`: the active catalog's active categories with their active items, in order. */
export const publicMenuResponseSchema = z.array(publicCategorySchema);
export type PublicMenu = z.infer<typeof publicMenuResponseSchema>;
