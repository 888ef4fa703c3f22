/** Every status a queue entry can be in, in the order of the specification's catalogue. */
export const queueStatuses = [
  'IN_QUEUE',
  'WAITING_CONFIRMATION',
  'CANCELLED_BY_MERCHANT',
  'CANCELLED_BY_CONSUMER',
  'CALLED',
  'ACCEPTED_RESTAURANT_CALL',
  'DENIED_RESTAURANT_CALL',
  'CALLED_NOT_ANSWERED',
  'NOT_PRESENT',
  'CHECK_IN',
  'CHECK_OUT',
] as const;

/** A queue entry status. */
export type QueueStatus = (typeof queueStatuses)[number];

/**
 * Statuses of an entry that is still alive; a consumer has at most one entry in these
 * (docs/queue.md#one-active-entry).
 */
export const activeQueueStatuses = [
  'WAITING_CONFIRMATION',
  'IN_QUEUE',
  'CALLED',
  'ACCEPTED_RESTAURANT_CALL',
  'CHECK_IN',
] as const satisfies readonly QueueStatus[];

/** Statuses an entry never leaves (docs/queue.md#statuses). */
export const finalQueueStatuses = [
  'CANCELLED_BY_MERCHANT',
  'CANCELLED_BY_CONSUMER',
  'DENIED_RESTAURANT_CALL',
  'CALLED_NOT_ANSWERED',
  'NOT_PRESENT',
  'CHECK_OUT',
] as const satisfies readonly QueueStatus[];

/** An active queue status. */
export type ActiveQueueStatus = (typeof activeQueueStatuses)[number];

/** A final queue status. */
export type FinalQueueStatus = (typeof finalQueueStatuses)[number];

/** Whether the status is one of the active statuses. */
export function isActiveQueueStatus(status: QueueStatus): status is ActiveQueueStatus {
  return (activeQueueStatuses as readonly QueueStatus[]).includes(status);
}

/** Whether the status is one of the final statuses. */
export function isFinalQueueStatus(status: QueueStatus): status is FinalQueueStatus {
  return (finalQueueStatuses as readonly QueueStatus[]).includes(status);
}

/**
 * Badge labels the merchant sees, from the specification's catalogue. The specification gives NOT_PRESENT
 * empty labels; we show 'Não compareceu' instead, because a blank badge tells the merchant nothing.
 */
export const queueStatusMerchantLabels: Readonly<Record<QueueStatus, string>> = {
  IN_QUEUE: 'Na fila',
  WAITING_CONFIRMATION: 'Aguardando confirmação',
  CANCELLED_BY_MERCHANT: 'Removido da fila',
  CANCELLED_BY_CONSUMER: 'Saiu da fila',
  CALLED: 'Chamado',
  ACCEPTED_RESTAURANT_CALL: 'A caminho',
  DENIED_RESTAURANT_CALL: 'Recusou a chamada',
  CALLED_NOT_ANSWERED: 'Sem resposta',
  NOT_PRESENT: 'Não compareceu',
  CHECK_IN: 'Check-in',
  CHECK_OUT: 'Mesa encerrada',
};

/** A Bootstrap colour variant used for badges, alerts and the status button. */
export type StatusColor = 'primary' | 'success' | 'warning' | 'danger' | 'secondary' | 'info';

/** How the consumer's screens show one queue status (its words: `queueStatusConsumerTexts`). */
export type QueueStatusDisplay = {
  /** Colour of the badge, timeline dot and status button. */
  readonly color: StatusColor;
  /** A short symbol shown beside the label. */
  readonly icon: string;
  /** Whether the entry carries a reason worth showing (who ended it and why). */
  readonly hasReason: boolean;
};

/** The colour, icon and reason of each status on the consumer's screens. */
export const queueStatusConsumerDisplay: Readonly<Record<QueueStatus, QueueStatusDisplay>> = {
  WAITING_CONFIRMATION: {
    color: 'warning',
    icon: '⏳',
    hasReason: false,
  },
  IN_QUEUE: {
    color: 'primary',
    icon: '🕒',
    hasReason: false,
  },
  CALLED: {
    color: 'success',
    icon: '🔔',
    hasReason: false,
  },
  ACCEPTED_RESTAURANT_CALL: {
    color: 'info',
    icon: '🚶',
    hasReason: false,
  },
  CHECK_IN: {
    color: 'success',
    icon: '✅',
    hasReason: false,
  },
  CHECK_OUT: {
    color: 'secondary',
    icon: '👋',
    hasReason: false,
  },
  CANCELLED_BY_MERCHANT: {
    color: 'danger',
    icon: '✖',
    hasReason: true,
  },
  CANCELLED_BY_CONSUMER: {
    color: 'secondary',
    icon: '↩',
    hasReason: true,
  },
  DENIED_RESTAURANT_CALL: {
    color: 'secondary',
    icon: '↩',
    hasReason: true,
  },
  CALLED_NOT_ANSWERED: {
    color: 'danger',
    icon: '⌛',
    hasReason: false,
  },
  NOT_PRESENT: {
    color: 'danger',
    icon: '⌛',
    hasReason: false,
  },
};

/**
 * What the consumer reads for each status, in pt-BR: the server's own messages name a status this way. The
 * diner's pages read them in the diner's language from their catalogues (apps/web/src/lib/queue-status-texts.ts).
 * The specification gives only IN_QUEUE's label ('Entrou na fila'); the rest is written here. The 5-minute
 * deadlines quoted match `CALL_ANSWER_DEADLINE_MS` and `ARRIVAL_DEADLINE_MS` in queue-machine.ts.
 */
export const queueStatusConsumerTexts: Readonly<Record<QueueStatus, { label: string; content: string }>> = {
  WAITING_CONFIRMATION: {
    label: 'Aguardando confirmação',
    content:
      'Seu pedido para entrar na fila foi enviado. Assim que o restaurante confirmar, você verá sua posição aqui.',
  },
  IN_QUEUE: {
    label: 'Entrou na fila',
    content: 'Você está na fila! Fique por perto: avisaremos aqui quando sua mesa estiver pronta.',
  },
  CALLED: {
    label: 'Sua mesa está pronta',
    content:
      'Chegou a sua vez! Confirme em até 5 minutos que você está a caminho, ou sua vez passará para o próximo.',
  },
  ACCEPTED_RESTAURANT_CALL: {
    label: 'A caminho',
    content:
      'O restaurante já sabe que você está a caminho. Você tem 5 minutos para chegar; ao chegar, toque em "Cheguei".',
  },
  CHECK_IN: {
    label: 'Check-in realizado',
    content: 'Que bom que você chegou! Aproveite sua refeição e faça seus pedidos pelo cardápio.',
  },
  CHECK_OUT: {
    label: 'Visita encerrada',
    content: 'Obrigado pela visita! Esperamos ver você de novo em breve.',
  },
  CANCELLED_BY_MERCHANT: {
    label: 'Removido da fila',
    content:
      'O restaurante tirou você da fila. Veja o motivo abaixo; se quiser, é só entrar na fila de novo.',
  },
  CANCELLED_BY_CONSUMER: {
    label: 'Você saiu da fila',
    content: 'Você saiu da fila. Quando quiser voltar, é só entrar na fila de novo.',
  },
  DENIED_RESTAURANT_CALL: {
    label: 'Chamada recusada',
    content:
      'Você recusou a chamada e sua vez foi passada adiante. Quando quiser, é só entrar na fila de novo.',
  },
  CALLED_NOT_ANSWERED: {
    label: 'Sem resposta',
    content:
      'O prazo para responder à chamada terminou e sua vez passou. Se ainda quiser uma mesa, entre na fila de novo.',
  },
  NOT_PRESENT: {
    label: 'Não compareceu',
    content:
      'O prazo para chegar ao restaurante terminou e sua vez passou. Se ainda quiser uma mesa, entre na fila de novo.',
  },
};
