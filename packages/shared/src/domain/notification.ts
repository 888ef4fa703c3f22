/**
 * The notices that reach a consumer's phone wherever it is (docs/notifications.md): the call, being second
 * in line, one minute left to answer a call; and a booking made, and its reminder two hours before
 * (docs/bookings.md#notices).
 */
export const notificationKinds = [
  'called',
  'almost',
  'deadline',
  'booking_confirmed',
  'booking_reminder',
  'reply',
] as const;

/** The notices about a booking rather than a queue entry. */
export const bookingNotificationKinds = ['booking_confirmed', 'booking_reminder'] as const;

/**
 * A WhatsApp conversation's answer (docs/whatsapp.md): about the inbound message that asked for it, not an
 * entry or a booking, sent through the same outbox so a crash between receiving and replying loses nothing
 * and sends nothing twice.
 */
export const replyNotificationKind = 'reply' as const;

/** One kind of notice. */
export type NotificationKind = (typeof notificationKinds)[number];

/** How a notice travels: Web Push to the consumer's browsers, a text message, or WhatsApp. */
export const notificationChannels = ['push', 'sms', 'whatsapp'] as const;

/** One channel. */
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * Where a notice stands: waiting (or retrying) in the outbox, handed to the channel, given up after its tries,
 * or not sent because it no longer applied (the consumer answered before the reminder, had no browser
 * subscribed, the merchant's budget was spent).
 */
export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;

/** One notice status. */
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The channels a merchant may choose for the call's text message (automation NOTIFY_SMS). */
export const textChannels = ['sms', 'whatsapp'] as const;

/** One text channel. */
export type TextChannel = (typeof textChannels)[number];

/**
 * What WhatsApp's status callbacks said of a message the outbox sent (docs/whatsapp.md#statuses): it reached
 * the phone, or it was read. Only ever moves forward.
 */
export const deliveryStates = ['delivered', 'read'] as const;

/** One delivery state. */
export type DeliveryState = (typeof deliveryStates)[number];
