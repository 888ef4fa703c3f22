import { z } from 'zod';
import { textChannels } from '../domain/notification';
import { weekDayWorkshiftSchema } from './work-shift.contract';

/** A WhatsApp business number as the links take it: E.164 digits without '+'. */
export const whatsAppNumberSchema = z.string().regex(/^[1-9]\d{7,14}$/);

/** `GET /merchant?id&public=true`: anyone may read a merchant's public profile. */
export const publicMerchantQuerySchema = z.object({
  id: z.uuid({ error: 'Identificador inválido' }),
  // The specification's client always sends `public=true`; this call answers the public view either way.
  public: z.enum(['true', 'false']).optional(),
});

/**
 * A merchant as consumers and visitors see it: no settings, no flags, and no short id but for the WhatsApp
 * offer (`fila {shortId}` is what the diner writes there).
 */
export const publicMerchantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  icon: z.string().nullable(),
  /** Effective open state now: the manual flag, or automation inside a shift (docs/queue.md#open-state). */
  isOpen: z.boolean(),
  /** Every weekday, `monday` to `sunday`, with its shifts (`{}` when closed that day). */
  weekDayWorkshift: weekDayWorkshiftSchema,
  /**
   * Whether a call also reaches the consumer's phone by text message (automation NOTIFY_SMS, on a channel the
   * server can send: docs/notifications.md#text-messages), so the status page can say so.
   */
  notifySms: z.boolean(),
  /** Which text channel carries it: `sms` or `whatsapp`. */
  textChannel: z.enum(textChannels),
  /** Whether the restaurant takes bookings online (rules §13): the join page then offers 'Reservar mesa'. */
  bookingsEnabled: z.boolean().optional(),
  /** The largest party a booking may be for (the booking page's stepper). */
  bookingMaxPartySize: z.number().int().optional(),
  /** How many days ahead a booking may be made (the booking page's dates). */
  bookingMaxDaysAhead: z.number().int().optional(),
  /**
   * The restaurant's IANA time zone: its days and times are its own, not the phone's (the booking page's
   * 'Hoje' and 'Amanhã').
   */
  timeZone: z.string().optional(),
  /**
   * The business number diners write to, E.164 digits (`5511999990000`), when this server holds the
   * conversation (docs/whatsapp.md#where-diners-find-it): the join page then offers 'Entrar pelo WhatsApp',
   * `https://wa.me/{whatsAppNumber}?text=fila%20{shortId}`. Absent otherwise.
   */
  whatsAppNumber: whatsAppNumberSchema.optional(),
  /** The restaurant's short id, the code of `fila {shortId}`; present with `whatsAppNumber`. */
  shortId: z.string().optional(),
});
export type PublicMerchant = z.infer<typeof publicMerchantSchema>;

/** `GET /merchant/short?shortId`: case-insensitive; 404 'Cardápio não encontrado.' when unknown. */
export const shortLinkQuerySchema = z.object({
  shortId: z.string({ error: 'Informe o código curto' }).max(64, { error: 'Código curto inválido' }),
});

/** What a short link resolves to: the merchant's id. */
export const shortLinkResponseSchema = z.object({ id: z.uuid() });
export type ShortLinkResponse = z.infer<typeof shortLinkResponseSchema>;
