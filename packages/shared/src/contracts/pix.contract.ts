import { z } from 'zod';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyTypes, readPixKey, toBrCodeText } from '../domain/pix-key';

// Messages end without a period where the server's validation answer appends one.
const uuid = (message: string) => z.uuid({ error: message });

/** How a bill was paid, as the host records it or a Pix provider confirms it. */
export const paymentMethods = ['PIX', 'OTHER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Labels of the payment methods on screen and in reports. */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  PIX: 'Pix',
  OTHER: 'Outro meio',
};

/** A BR Code text (name or city): accents removed, 1..max characters the code accepts. */
function brCodeTextSchema(subject: string, max: number) {
  const capitalized = `${subject.slice(0, 1).toUpperCase()}${subject.slice(1)}`;
  return z.string({ error: `Informe ${subject}` }).transform((value, context) => {
    const plain = toBrCodeText(value);
    if (plain === null) {
      context.addIssue({
        code: 'custom',
        message: `${capitalized}: use só letras, números e espaços`,
      });
      return z.NEVER;
    }
    if (plain.length === 0) {
      context.addIssue({ code: 'custom', message: `Informe ${subject}` });
      return z.NEVER;
    }
    if (plain.length > max) {
      context.addIssue({
        code: 'custom',
        message: `${capitalized} pode ter no máximo ${max} caracteres`,
      });
      return z.NEVER;
    }
    return plain;
  });
}

/**
 * `PUT /merchant/pix?id {key, name, city}` (merchant): where the restaurant receives Pix. The key is read by
 * `readPixKey` (CPF/CNPJ check digits, e-mail, '+55' phone, random key); name ≤ 25 and city ≤ 15 are kept as
 * the BR Code carries them, accents removed (rules §10).
 */
export const updatePixBodySchema = z.object({
  key: z.string({ error: 'Informe a chave Pix' }).transform((value, context) => {
    const reading = readPixKey(value);
    if (!reading.ok) {
      context.addIssue({ code: 'custom', message: reading.message.replace(/\.$/, '') });
      return z.NEVER;
    }
    return reading;
  }),
  name: brCodeTextSchema('o nome do recebedor', PIX_NAME_MAX),
  city: brCodeTextSchema('a cidade do recebedor', PIX_CITY_MAX),
});
export type UpdatePixBody = z.input<typeof updatePixBodySchema>;

/** The restaurant's Pix data as `GET /merchant/full` and `PUT /merchant/pix` answer it. */
export const merchantPixSchema = z.object({
  key: z.string(),
  keyType: z.enum(pixKeyTypes),
  name: z.string(),
  city: z.string(),
});
export type MerchantPix = z.infer<typeof merchantPixSchema>;

/**
 * `GET /order/pix?orderId=` (one person's bill) or `?queueId=` (what the whole table still owes): exactly
 * one of the two.
 */
export const orderPixQuerySchema = z
  .object({
    orderId: uuid('Pedido inválido').optional(),
    queueId: uuid('Fila inválida').optional(),
  })
  .refine((query) => (query.orderId === undefined) !== (query.queueId === undefined), {
    message: 'Informe orderId ou queueId (um dos dois)',
  });
export type OrderPixQuery = z.infer<typeof orderPixQuerySchema>;

/**
 * A static Pix charge: the BR Code ('Pix copia e cola', the QR code's content), the amount in reais (the
 * bill's total with its service fee), the txid it carries, who receives, and the orders it pays.
 */
export const orderPixResponseSchema = z.object({
  payload: z.string(),
  amount: z.number().positive(),
  txid: z.string(),
  receiver: z.object({ name: z.string(), city: z.string() }),
  orderIds: z.array(z.uuid()),
  /**
   * The whole table's charge only: the paid deposit of the booking this table was seated from, in reais,
   * already taken off `amount` ('Sinal da reserva', docs/bookings.md#deposit); absent when none.
   */
  deposit: z.number().positive().optional(),
});
export type OrderPix = z.infer<typeof orderPixResponseSchema>;

/** `POST /order/pix/reported {orderId} | {queueId}`: the diner says 'Já paguei' (the hall sees 'Pix informado'). */
export const reportPixBodySchema = z
  .object({
    orderId: uuid('Pedido inválido').optional(),
    queueId: uuid('Fila inválida').optional(),
  })
  .refine((body) => (body.orderId === undefined) !== (body.queueId === undefined), {
    message: 'Informe orderId ou queueId (um dos dois)',
  });
export type ReportPixBody = z.infer<typeof reportPixBodySchema>;

/**
 * `PATCH /order/payment?merchantId {queueId, orderId?, method}` (merchant): the host confirms receipt of one
 * person's bill, or, without `orderId`, of every bill of the table asked for and not yet paid →
 * PAYMENT_COMPLETED with how it was paid.
 */
export const confirmPaymentQuerySchema = z.object({ merchantId: uuid('Estabelecimento inválido') });
export const confirmPaymentBodySchema = z.object({
  queueId: uuid('Fila inválida'),
  orderId: uuid('Pedido inválido').optional(),
  method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida: use PIX ou OTHER' }),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** How an order was paid, once it was (`payment` on the order). */
export const orderPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  /** What was received, in reais (the bill's total when it was confirmed). */
  amount: z.number(),
  paidAt: z.iso.datetime({ offset: true }),
  /** Who confirmed: the restaurant, or the Pix provider's notification. */
  confirmedBy: z.enum(['merchant', 'provider']),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
