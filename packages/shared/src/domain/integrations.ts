/**
 * What an API key may do (docs/integrations.md#keys, rules §15): read or add to the queue, read the orders,
 * read or change the menu's sold out, read the bookings.
 */
export const apiKeyScopes = [
  'queue:read',
  'queue:write',
  'orders:read',
  'menu:read',
  'menu:write',
  'bookings:read',
] as const;

/** One scope. */
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The events a webhook endpoint may subscribe to (docs/integrations.md#webhooks, rules §15). */
export const webhookEventTypes = [
  'queue.joined',
  'queue.called',
  'queue.seated',
  'queue.left',
  'order.sent',
  'order.item.accepted',
  'order.item.delivered',
  'bill.requested',
  'payment.completed',
  'booking.created',
  'booking.canceled',
] as const;

/** One event type; `ping` is sent only by 'Testar' and needs no subscription. */
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What the test button sends. */
export const webhookPingType = 'ping' as const;

/** Where one delivery stands: waiting (or retrying), answered 2xx, or given up after its tries. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One delivery status. */
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
