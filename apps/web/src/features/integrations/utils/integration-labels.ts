import type {
  ApiKeyScope,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@suavez/shared/domain/integrations';

/** What each API key scope lets a tool do, in the owner's words (docs/integrations.md#keys). */
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'queue:read': 'Ver a fila',
  'queue:write': 'Colocar na fila',
  'orders:read': 'Ver os pedidos',
  'menu:read': 'Ver o cardápio',
  'menu:write': 'Marcar itens esgotados',
  'bookings:read': 'Ver as reservas',
};

/** What each webhook event announces (docs/integrations.md#webhooks). */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'queue.joined': 'Cliente entrou na fila',
  'queue.called': 'Cliente chamado',
  'queue.seated': 'Cliente sentou',
  'queue.left': 'Cliente saiu da fila',
  'order.sent': 'Pedido enviado',
  'order.item.accepted': 'Item aceito pela cozinha',
  'order.item.delivered': 'Item entregue',
  'bill.requested': 'Conta pedida',
  'payment.completed': 'Pagamento concluído',
  'booking.created': 'Reserva feita',
  'booking.canceled': 'Reserva cancelada',
};

/** Where one delivery stands, as the owner reads it. */
export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Aguardando',
  delivered: 'Entregue',
  failed: 'Falhou',
};

/** The label of a delivered type: an event's, 'Teste' for the ping, else the type itself. */
export function describeWebhookType(type: string): string {
  if (type === 'ping') return 'Teste';
  return Object.hasOwn(webhookEventLabels, type) ? webhookEventLabels[type as WebhookEventType] : type;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** '02/12/2026, 08:15' in Brasília's time, or 'Nunca' when there is no instant. */
export function formatIntegrationDate(iso: string | null | undefined, none = 'Nunca'): string {
  return iso ? dateTime.format(new Date(iso)) : none;
}
