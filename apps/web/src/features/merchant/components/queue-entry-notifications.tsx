import type { EntryNotification } from '@suavez/shared/contracts/queue-merchant.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationStatus,
  notificationChannels,
} from '@suavez/shared/domain/notification';
import {
  deliveryStateLabels,
  notificationChannelLabels,
  notificationStatusLabel,
} from '@suavez/shared/domain/notification-labels';

/** One notice as the card reads it (the queue's `notifications`; a skipped one reads 'Não enviado(a)'). */
export type EntryNotificationView = Omit<EntryNotification, 'status'> & { status: NotificationStatus };

const statusColors: Readonly<Record<NotificationStatus, string>> = {
  pending: 'text-bg-warning',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  skipped: 'text-bg-secondary',
};

const kindNames: Readonly<Record<NotificationKind, string>> = {
  called: 'da chamada',
  almost: 'de que está quase na vez',
  deadline: 'do último minuto',
  booking_confirmed: 'da reserva',
  booking_reminder: 'do lembrete da reserva',
  reply: 'da resposta no WhatsApp',
};

/**
 * The notice each channel shows: the call's when there is one (what tells the host whether to shout the
 * name), else the latest.
 */
export function pickChannelNotices(
  notifications: readonly EntryNotificationView[],
): { channel: NotificationChannel; notice: EntryNotificationView }[] {
  return notificationChannels.flatMap((channel) => {
    const ofChannel = notifications.filter((notice) => notice.channel === channel);
    const notice =
      ofChannel.find((candidate) => candidate.kind === 'called') ??
      [...ofChannel].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
    return notice ? [{ channel, notice }] : [];
  });
}

/** ' · lida às 12:03' when WhatsApp said a sent message reached the phone or was read; else nothing. */
function deliveryText(notice: EntryNotificationView, timeZone: string): string {
  if (notice.status !== 'sent' || !notice.delivery || !notice.deliveryAt) return '';
  return ` · ${deliveryStateLabels[notice.delivery]} às ${formatTime(new Date(notice.deliveryAt), timeZone)}`;
}

/**
 * Whether the call reached the consumer's phone, per channel: 'Enviado', 'Falhou', 'Pendente' or 'Não
 * enviado' ('Enviada', 'Não enviada' for 'Notificação'), with the time (docs/notifications.md#host), and
 * for WhatsApp 'entregue' or 'lida' with its time once the status callbacks say so (docs/whatsapp.md#statuses).
 * Nothing when no notice was written.
 */
export function QueueEntryNotifications({
  notifications,
  timeZone,
}: {
  notifications: readonly EntryNotificationView[];
  timeZone: string;
}) {
  const shown = pickChannelNotices(notifications);
  if (shown.length === 0) return null;
  return (
    <ul className="list-inline small mb-3" aria-label="Avisos ao cliente">
      {shown.map(({ channel, notice }) => {
        const time = formatTime(new Date(notice.at), timeZone);
        const status = notificationStatusLabel(channel, notice.status);
        return (
          <li
            key={channel}
            className={`list-inline-item badge ${statusColors[notice.status]}`}
            title={`Aviso ${kindNames[notice.kind]} (${notificationChannelLabels[channel]})`}
          >
            {`${notificationChannelLabels[channel]}: ${status} às ${time}${deliveryText(notice, timeZone)}`}
          </li>
        );
      })}
    </ul>
  );
}
