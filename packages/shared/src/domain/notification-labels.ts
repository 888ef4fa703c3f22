import type { DeliveryState, NotificationChannel, NotificationStatus, TextChannel } from './notification';

/** How the host's card names each channel (docs/notifications.md#host). */
export const notificationChannelLabels: Readonly<Record<NotificationChannel, string>> = {
  push: 'Notificação',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** How the host's card names where a notice stands, agreeing with a masculine channel ('o SMS'). */
export const notificationStatusLabels: Readonly<Record<NotificationStatus, string>> = {
  pending: 'Pendente',
  sent: 'Enviado',
  failed: 'Falhou',
  skipped: 'Não enviado',
};

/** The same, agreeing with a feminine channel ('a notificação'). */
const feminineStatusLabels: Readonly<Record<NotificationStatus, string>> = {
  pending: 'Pendente',
  sent: 'Enviada',
  failed: 'Falhou',
  skipped: 'Não enviada',
};

/** Where a notice of `channel` stands, in words that agree with the channel's name ('Notificação: Enviada'). */
export function notificationStatusLabel(channel: NotificationChannel, status: NotificationStatus): string {
  return (channel === 'push' ? feminineStatusLabels : notificationStatusLabels)[status];
}

/**
 * What the host's card adds beside a sent WhatsApp notice when its status callbacks said so
 * (docs/whatsapp.md#statuses): the message ('a mensagem') reached the phone, or was read.
 */
export const deliveryStateLabels: Readonly<Record<DeliveryState, string>> = {
  delivered: 'entregue',
  read: 'lida',
};

/** The merchant's automation NOTIFY_SMS as its switch says it, by the channel chosen. */
export const notifyByTextLabels: Readonly<Record<TextChannel, string>> = {
  sms: 'Avisar por SMS quando chamar',
  whatsapp: 'Avisar pelo WhatsApp quando chamar',
};
