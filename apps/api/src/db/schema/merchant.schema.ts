import { type TextChannel, textChannels } from '@suavez/shared/domain/notification';
import { type Weekday, weekdays } from '@suavez/shared/domain/opening-hours';
import { type PixKeyType, pixKeyTypes } from '@suavez/shared/domain/pix-key';
import { type StaffRole, staffRoles } from '@suavez/shared/domain/staff';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, time, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/** A restaurant. `open` is the manual flag; the effective state is computed with the work shifts. */
export const merchants = pgTable(
  'merchants',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    icon: text('icon'),
    open: boolean('open').notNull().default(false),
    autoAcceptConsumer: boolean('auto_accept_consumer').notNull().default(false),
    autoQueue: boolean('auto_queue').notNull().default(false),
    /** Automation NOTIFY_SMS: a call also sends a text message to the consumer's phone (docs/notifications.md). */
    notifySms: boolean('notify_sms').notNull().default(false),
    /** Which provider carries that text: an SMS, or WhatsApp in its place. */
    textChannel: text('text_channel').$type<TextChannel>().notNull().default('sms'),
    /** The kitchen display prints each sent order's 80 mm ticket as it arrives (docs/integrations.md#ticket). */
    kitchenPrintOnArrival: boolean('kitchen_print_on_arrival').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    shortId: text('short_id').notNull(),
    /** Where the restaurant receives Pix (docs/pix.md#keys): the key as the BR Code carries it; null when unset. */
    pixKey: text('pix_key'),
    pixKeyType: text('pix_key_type').$type<PixKeyType>(),
    /** The receiver's name and city as the BR Code carries them (no accents, ≤ 25 and ≤ 15). */
    pixName: text('pix_name'),
    pixCity: text('pix_city'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('merchants_short_id_unique').on(t.shortId),
    check('merchants_short_id_format', sql`${t.shortId} ~ '^[a-z0-9]{5,8}$'`),
    check('merchants_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
    check('merchants_text_channel', isOneOf(t.textChannel, textChannels)),
    // The Pix data is all set or all unset: a charge needs every field.
    check(
      'merchants_pix_all_or_none',
      sql`(${t.pixKey} IS NULL AND ${t.pixKeyType} IS NULL AND ${t.pixName} IS NULL AND ${t.pixCity} IS NULL) OR (${t.pixKey} IS NOT NULL AND ${t.pixKeyType} IS NOT NULL AND ${t.pixName} IS NOT NULL AND ${t.pixCity} IS NOT NULL)`,
    ),
    check('merchants_pix_key_type', sql`${t.pixKeyType} IS NULL OR ${isOneOf(t.pixKeyType, pixKeyTypes)}`),
    check(
      'merchants_pix_lengths',
      sql`${t.pixKey} IS NULL OR (char_length(${t.pixKey}) BETWEEN 1 AND 77 AND char_length(${t.pixName}) BETWEEN 1 AND 25 AND char_length(${t.pixCity}) BETWEEN 1 AND 15)`,
    ),
  ],
);

/**
 * A person who logs in for a merchant, with a role (docs/access.md#staff-roles). E-mails are stored lower-case.
 * An invited person has no password until they use the one-time invite (only its SHA-256 is kept).
 */
export const merchantUsers = pgTable(
  'merchant_users',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull().default('owner'),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: utc('invite_expires_at'),
    /**
     * When the person opened a link sent to this address (docs/email.md#confirmation); null while unproven.
     * Users made before self sign-up were created by an operator and count as confirmed (migration 0013).
     */
    emailConfirmedAt: utc('email_confirmed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('merchant_users_email_unique').on(t.email),
    check('merchant_users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('merchant_users_role', isOneOf(t.role, staffRoles)),
    // Someone can log in, or holds an invite to set their password: never neither.
    check(
      'merchant_users_password_or_invite',
      sql`${t.passwordHash} IS NOT NULL OR ${t.inviteTokenHash} IS NOT NULL`,
    ),
    check(
      'merchant_users_invite_fields',
      sql`(${t.inviteTokenHash} IS NULL) = (${t.inviteExpiresAt} IS NULL)`,
    ),
    index('merchant_users_merchant_idx').on(t.merchantId),
    uniqueIndex('merchant_users_invite_token_unique').on(t.inviteTokenHash),
  ],
);

/** One opening interval of one weekday; `closesAt <= opensAt` means it ends the next day. */
export const workShifts = pgTable(
  'work_shifts',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    weekday: text('weekday').$type<Weekday>().notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('work_shifts_merchant_weekday_open_unique').on(t.merchantId, t.weekday, t.opensAt),
    check('work_shifts_weekday', isOneOf(t.weekday, weekdays)),
  ],
);

/**
 * One login of a merchant user: the token's `jti`. A token is valid only while its session is neither
 * revoked (logout, removal) nor expired, so a logout ends it on the server at once (docs/security.md).
 */
export const merchantSessions = pgTable(
  'merchant_sessions',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => merchantUsers.id, { onDelete: 'cascade' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    expiresAt: utc('expires_at').notNull(),
    revokedAt: utc('revoked_at'),
  },
  (t) => [
    index('merchant_sessions_user_idx').on(t.userId),
    index('merchant_sessions_expires_idx').on(t.expiresAt),
  ],
);
