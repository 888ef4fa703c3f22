import { z } from 'zod';
import { textChannels } from '../domain/notification';
import { dayShiftsSchema, weekdaySchema } from '../domain/opening-hours.schema';
import { bookingSettingsSchema } from './bookings.contract';
import { whatsAppNumberSchema } from './merchant-public.contract';
import { merchantPixSchema } from './pix.contract';
import { weekDayWorkshiftSchema } from './work-shift.contract';

// Messages end without a period: the server's validation answer appends one.
const merchantId = () => z.uuid({ error: 'Identificador do estabelecimento inválido' });

/**
 * `?id=` of the merchant calls (docs/access.md#ids-are-not-credentials): must be the session's merchant (403
 * otherwise).
 */
export const merchantIdQuerySchema = z.object({ id: merchantId() });
export type MerchantIdQuery = z.infer<typeof merchantIdQuerySchema>;

/** A work shift with its weekday, as the `workShift` list has it. */
export const merchantWorkShiftSchema = z.object({
  weekday: weekdaySchema,
  open: z.string(),
  close: z.string(),
  /** The name `DELETE /merchant/workshift?workShift=` takes, e.g. 'friday-18:00-02:00'. */
  id: z.string(),
});
export type MerchantWorkShift = z.infer<typeof merchantWorkShiftSchema>;

/** `GET /merchant/full?id`: everything the merchant's home shows and edits. */
export const merchantFullSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  icon: z.string().nullable(),
  shortId: z.string(),
  /** IANA zone the merchant's times are shown in (default America/Sao_Paulo). */
  timeZone: z.string(),
  /** The manual flag. */
  open: z.boolean(),
  /** The effective state now: `open OR (autoQueue AND inside a shift)` (docs/queue.md#open-state). */
  isOpen: z.boolean(),
  autoAcceptConsumer: z.boolean(),
  autoQueue: z.boolean(),
  /** Automation NOTIFY_SMS: a call also sends a text message to the consumer's phone (docs/notifications.md). */
  notifySms: z.boolean(),
  /** Automation KITCHEN_PRINT_ON_ARRIVAL: the kitchen display prints each new order's ticket once (docs/integrations.md#ticket). */
  kitchenPrintOnArrival: z.boolean(),
  /** What carries that text: an SMS, or WhatsApp in its place. */
  textChannel: z.enum(textChannels),
  /** Whether this server has a WhatsApp provider configured: only then may `textChannel` become `whatsapp`. */
  whatsAppAvailable: z.boolean(),
  /**
   * The business number diners write to (E.164 digits) when this server holds the WhatsApp conversation:
   * the QR poster then offers 'Entrar pelo WhatsApp' (docs/whatsapp.md#where-diners-find-it). Absent otherwise.
   */
  whatsAppNumber: whatsAppNumberSchema.optional(),
  /** Every weekday, `monday` to `sunday`, with its shifts (`{}` when closed that day). */
  weekDayWorkshift: weekDayWorkshiftSchema,
  /** The same shifts as a list, Monday first, by opening time. */
  workShift: z.array(merchantWorkShiftSchema),
  /** Where the restaurant receives Pix (rules §10); null until set. */
  pix: merchantPixSchema.nullable(),
  /**
   * The address people reach the service at (`PUBLIC_URL`, no trailing slash): the home's links and the QR
   * codes are made from it, never from the address the merchant's browser happens to use
   * (docs/screens.md#links-and-qr-codes).
   */
  publicUrl: z.string(),
  /** The booking settings (rules §13 'Booking settings'); the defaults until the owner saves them. */
  bookings: bookingSettingsSchema,
});
export type MerchantFull = z.infer<typeof merchantFullSchema>;

/** Most shifts one weekday may have: more is a typo, not a restaurant. */
export const MAX_SHIFTS_PER_DAY = 12;

/**
 * `PATCH /merchant/workshift?id` body: replaces that weekday's shifts. Times 'HH:MM'; `close <= open`
 * ends the next day; shifts of one weekday must not overlap (400 with the pt-BR message).
 */
export const updateWorkShiftsBodySchema = z.object({
  weekday: weekdaySchema,
  workshifts: dayShiftsSchema.refine((shifts) => shifts.length <= MAX_SHIFTS_PER_DAY, {
    error: `Um dia pode ter no máximo ${MAX_SHIFTS_PER_DAY} horários`,
  }),
});
export type UpdateWorkShiftsBody = z.infer<typeof updateWorkShiftsBodySchema>;

/**
 * `DELETE /merchant/workshift?workShift=weekday-open-close&id`: removes the one shift named. The
 * specification's client also sends a body; the query alone decides, so a body is ignored.
 */
export const deleteWorkShiftQuerySchema = z.object({
  id: merchantId(),
  workShift: z
    .string({ error: 'Informe o horário a remover' })
    .max(64, { error: 'Horário inválido' })
    .regex(/^[a-z]+-\d{2}:\d{2}-\d{2}:\d{2}$/, {
      error: 'Horário inválido: use dia-abertura-fechamento, por exemplo monday-18:00-02:00',
    }),
});
export type DeleteWorkShiftQuery = z.infer<typeof deleteWorkShiftQuerySchema>;

/** The automation flags `PATCH /merchant/toggle/automation` flips. */
export const merchantAutomations = [
  'AUTO_ACCEPT_CONSUMER',
  'AUTO_QUEUE',
  'NOTIFY_SMS',
  'KITCHEN_PRINT_ON_ARRIVAL',
] as const;

/** One automation flag. */
export type MerchantAutomation = (typeof merchantAutomations)[number];

/** `PATCH /merchant/toggle/automation?automation&id`. */
export const toggleAutomationQuerySchema = z.object({
  id: merchantId(),
  automation: z.enum(merchantAutomations, {
    error: 'Automação inválida: use AUTO_ACCEPT_CONSUMER, AUTO_QUEUE, NOTIFY_SMS ou KITCHEN_PRINT_ON_ARRIVAL',
  }),
});
export type ToggleAutomationQuery = z.infer<typeof toggleAutomationQuerySchema>;

/**
 * `PATCH /merchant/text-channel?channel&id`: what carries the call's text message (automation NOTIFY_SMS).
 * `whatsapp` only when the server has a WhatsApp provider configured (409 otherwise).
 */
export const updateTextChannelQuerySchema = z.object({
  id: merchantId(),
  channel: z.enum(textChannels, { error: 'Canal inválido: use sms ou whatsapp' }),
});
export type UpdateTextChannelQuery = z.infer<typeof updateTextChannelQuerySchema>;
