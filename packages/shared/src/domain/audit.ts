/**
 * The audit trail (docs/audit.md): what a restaurant's staff did, one code per merchant action. A call that
 * changes several targets (a purge, a whole table's payment) records one row per target; a reorder records
 * one row for the list.
 */
export const auditActions = [
  // The queue (the host).
  'queue.add',
  'queue.accept',
  'queue.refuse',
  'queue.call',
  'queue.remove',
  'queue.extend',
  'queue.checkin',
  'queue.purge',
  'queue.table',
  // The hall and the kitchen (the waiter, the kitchen).
  'order.item.accept',
  'order.item.refuse',
  'order.item.start',
  'order.item.deliver',
  'order.item.undeliver',
  'order.item.cancel',
  'order.status',
  'order.payment',
  'queue.checkout',
  'item.soldout',
  // The store and its settings (the owner; the host opens and closes).
  'store.open',
  'settings.workshift',
  'settings.workshift_delete',
  'settings.automation',
  'settings.text_channel',
  'settings.pix',
  'settings.pix_delete',
  'settings.cover',
  'settings.cover_delete',
  'settings.icon',
  'settings.icon_delete',
  // The queue's QR code printed or downloaded (the home's setup checklist reads it).
  'qr.print',
  // Menus.
  'menu.catalog_create',
  'menu.catalog_update',
  'menu.category_create',
  'menu.category_update',
  'menu.category_order',
  'menu.item_create',
  'menu.item_update',
  'menu.item_order',
  'menu.item_delete',
  'menu.photo',
  // Staff.
  'staff.invite',
  'staff.role',
  'staff.remove',
  // The tables the owner defines (docs/tables.md).
  'table.create',
  'table.update',
  'table.delete',
  'table.import',
  // Bookings (docs/bookings.md): the owner's settings, and the host's day.
  'settings.bookings',
  'booking.create',
  'booking.arrive',
  'booking.no_show',
  'booking.cancel',
  'booking.deposit',
  // Webhooks (docs/integrations.md#webhooks).
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.test',
  'webhook.retry',
  // Integrations (docs/integrations.md#keys): the owner's API keys.
  'api_key.create',
  'api_key.revoke',
] as const;

/** One kind of recorded action. */
export type AuditAction = (typeof auditActions)[number];

/** What an action was done to. */
export const auditTargetKinds = [
  'queue_entry',
  'order_item',
  'order',
  'merchant',
  'catalog',
  'category',
  'item',
  'photo',
  'staff',
  'table',
  'booking',
  'webhook',
  'api_key',
] as const;

/** One kind of target. */
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** How the history screen names each action (pt-BR, past tense). */
export const auditActionLabels: Record<AuditAction, string> = {
  'queue.add': 'Adicionou um cliente à fila',
  'queue.accept': 'Aceitou na fila',
  'queue.refuse': 'Recusou a entrada na fila',
  'queue.call': 'Chamou o cliente',
  'queue.remove': 'Removeu da fila',
  'queue.extend': 'Deu mais 5 minutos',
  'queue.checkin': 'Fez o check-in',
  'queue.purge': 'Desfez a fila',
  'queue.table': 'Mudou a mesa',
  'order.item.accept': 'Aceitou um item',
  'order.item.refuse': 'Recusou um item',
  'order.item.start': 'Começou a preparar um item',
  'order.item.deliver': 'Marcou um item como entregue',
  'order.item.undeliver': 'Desfez a entrega de um item',
  'order.item.cancel': 'Cancelou um item',
  'order.status': 'Mudou o status de um pedido',
  'order.payment': 'Registrou um pagamento',
  'queue.checkout': 'Fez o checkout da mesa',
  'item.soldout': 'Mudou um item de esgotado',
  'store.open': 'Abriu ou fechou a loja',
  'settings.workshift': 'Mudou os horários de funcionamento',
  'settings.workshift_delete': 'Removeu um horário de funcionamento',
  'settings.automation': 'Mudou uma automação',
  'settings.text_channel': 'Mudou o canal das mensagens',
  'settings.pix': 'Definiu a chave Pix',
  'settings.pix_delete': 'Removeu a chave Pix',
  'settings.cover': 'Trocou a foto de capa',
  'settings.cover_delete': 'Removeu a foto de capa',
  'settings.icon': 'Trocou o ícone',
  'settings.icon_delete': 'Removeu o ícone',
  'qr.print': 'Imprimiu ou baixou o QR Code da fila',
  'menu.catalog_create': 'Criou um cardápio',
  'menu.catalog_update': 'Alterou um cardápio',
  'menu.category_create': 'Criou uma categoria',
  'menu.category_update': 'Alterou uma categoria',
  'menu.category_order': 'Reordenou as categorias',
  'menu.item_create': 'Criou um item do cardápio',
  'menu.item_update': 'Alterou um item do cardápio',
  'menu.item_order': 'Reordenou os itens',
  'menu.item_delete': 'Removeu um item do cardápio',
  'menu.photo': 'Enviou uma foto',
  'staff.invite': 'Convidou uma pessoa',
  'staff.role': 'Mudou a função de uma pessoa',
  'staff.remove': 'Removeu uma pessoa da equipe',
  'table.create': 'Criou uma mesa',
  'table.update': 'Alterou uma mesa',
  'table.delete': 'Removeu uma mesa',
  'table.import': 'Importou mesas',
  'settings.bookings': 'Mudou as reservas',
  'booking.create': 'Anotou uma reserva',
  'booking.arrive': 'Recebeu uma reserva',
  'booking.no_show': 'Marcou que a reserva não veio',
  'booking.cancel': 'Cancelou uma reserva',
  'booking.deposit': 'Confirmou o sinal de uma reserva',
  'webhook.create': 'Criou um webhook',
  'webhook.update': 'Alterou um webhook',
  'webhook.delete': 'Removeu um webhook',
  'webhook.test': 'Testou um webhook',
  'webhook.retry': 'Reenviou uma entrega de webhook',
  'api_key.create': 'Criou uma chave de API',
  'api_key.revoke': 'Revogou uma chave de API',
};

/** Whether a value is a known action code (a stored row written by an older or newer version may not be). */
export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (auditActions as readonly string[]).includes(value);
}

/**
 * The actions on a diner that the queue card and the table dialog show with who made them ('Chamado por Ana
 * às 20:14'); the table dialog also shows the latest unit refused.
 */
export const queueStaffActions = [
  'queue.add',
  'queue.accept',
  'queue.call',
  'queue.refuse',
  'queue.remove',
  'queue.checkin',
  'order.item.refuse',
] as const satisfies readonly AuditAction[];

/** One of {@link queueStaffActions}. */
export type QueueStaffAction = (typeof queueStaffActions)[number];

/** Each of {@link queueStaffActions} as a past participle, before 'por {nome} às {hora}'. */
export const queueStaffActionLabels: Record<QueueStaffAction, string> = {
  'queue.add': 'Adicionado',
  'queue.accept': 'Aceito',
  'queue.call': 'Chamado',
  'queue.refuse': 'Recusado',
  'queue.remove': 'Removido',
  'queue.checkin': 'Recebido',
  'order.item.refuse': 'Item recusado',
};
