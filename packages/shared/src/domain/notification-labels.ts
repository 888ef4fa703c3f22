import type { NotificationChannel, NotificationStatus, TextChannel } from './notification';

/** How the host's card names each channel (docs/notifications.md#host). */
export const notificationChannelLabels: Readonly<Record<NotificationChannel, string>> = {
  push: 'Notificação',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** How the host's card names where a notice stands. */
export const notificationStatusLabels: Readonly<Record<NotificationStatus, string>> = {
  pending: 'Pendente',
  sent: 'Enviado',
  failed: 'Falhou',
  skipped: 'Não enviado',
};

/** The merchant's automation NOTIFY_SMS as its switch says it, by the channel chosen. */
export const notifyByTextLabels: Readonly<Record<TextChannel, string>> = {
  sms: 'Avisar por SMS quando chamar',
  whatsapp: 'Avisar pelo WhatsApp quando chamar',
};
