import type { ItemOptionGroup } from '@suavez/shared/domain/item-options';
import type { MenuTranslations } from '@suavez/shared/domain/menu-translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.schema';
import { utc, uuidPk } from './sql-helpers';

/** A merchant's menu. Only one is active per merchant (partial unique index). */
export const catalogs = pgTable(
  'catalogs',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogs_one_active_per_merchant').on(t.merchantId).where(sql`${t.active}`),
    index('catalogs_merchant_idx').on(t.merchantId),
    check('catalogs_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

/** A section of a menu, in the merchant's order (`position`). */
export const categories = pgTable(
  'categories',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Its name and description in other languages (rules.md §16): `{es: {name, description}, en: …}`. */
    translations: jsonb('translations').$type<MenuTranslations>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('categories_catalog_idx').on(t.catalogId, t.position),
    check('categories_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
    check('categories_description_length', sql`char_length(${t.description}) <= 500`),
    check('categories_translations', sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);

/**
 * A dish or drink. Price in centavos. Deleted items that orders refer to are hidden (`deletedAt`). Its option
 * groups live on the row (`{id, name, min, max, options: [{id, name, priceCents}]}`, in the merchant's order):
 * they are read and written with the item, and units copy what they chose.
 */
export const items = pgTable(
  'items',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Its name and description in other languages (rules.md §16): `{es: {name, description}, en: …}`. */
    translations: jsonb('translations').$type<MenuTranslations>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    prepared: boolean('prepared').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** 'Esgotado': listed on the menus but not orderable (checked in the statement that adds a unit). */
    soldOut: boolean('sold_out').notNull().default(false),
    optionGroups: jsonb('option_groups').$type<ItemOptionGroup[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    deletedAt: utc('deleted_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('items_category_idx').on(t.categoryId, t.position),
    check('items_price_range', sql`${t.priceCents} BETWEEN 0 AND 10000000`),
    check('items_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
    check('items_description_length', sql`char_length(${t.description}) <= 500`),
    check('items_image_url', sql`${t.image} IS NULL OR ${t.image} ~ '^(https?://|/)'`),
    check('items_option_groups', sql`jsonb_typeof(${t.optionGroups}) = 'array'`),
    check('items_translations', sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);
