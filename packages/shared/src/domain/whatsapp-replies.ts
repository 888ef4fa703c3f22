import { type WeeklySchedule, weekdayLabels, weekdays } from './opening-hours';
import type { QueueStatus } from './queue-status';
import { whatsAppButtonIds } from './whatsapp-command';

// What the WhatsApp conversation says (docs/whatsapp.md#states-and-replies): every reply's words, kept apart
// from the machine that chooses them (whatsapp-conversation.ts).

/**
 * A WhatsApp message the outbox sends as it is (docs/whatsapp.md#replies): free text, or text with up to
 * three reply buttons (`id` comes back in the diner's answer, `title` is what the button says, ≤ 20 chars).
 */
export type WhatsAppOutboundMessage =
  | { type: 'text'; text: string }
  | { type: 'buttons'; text: string; buttons: { id: string; title: string }[] };

/** A restaurant as the conversation speaks of it. */
export interface ConversationRestaurant {
  name: string;
  isOpen: boolean;
  /** Its weekly shifts, listed when it is closed. */
  schedule: WeeklySchedule;
}

/** The phone's active queue entry as the diner sees it. */
export interface ConversationEntry {
  status: QueueStatus;
  restaurantName: string;
  /** Among the waiting parties (WAITING_CONFIRMATION, IN_QUEUE); null otherwise. */
  position: number | null;
  /** 'entre {min} e {max} min'; null without enough history. */
  waitEstimate: { minMinutes: number; maxMinutes: number } | null;
}

/** How an effect went, for its reply. */
export type EffectOutcome =
  | {
      kind: 'joined';
      entry: ConversationEntry;
      size: number;
      /** The one-time link that opens this diner's status page. */
      link: string;
    }
  | { kind: 'closed'; restaurant: ConversationRestaurant }
  | { kind: 'restaurantGone' }
  | { kind: 'alreadyInQueue' }
  | { kind: 'phoneInQueue' }
  | { kind: 'quit'; restaurantName: string }
  | { kind: 'answered'; restaurantName: string }
  /** The entry moved meanwhile (a deadline passed, the host acted): its status now, or null when over. */
  | { kind: 'refused'; entry: ConversationEntry | null };

/** The largest party one entry holds (docs/queue.md: slot 1..20). */
export const MAX_PARTY_SIZE = 20;

/** The conversation's texts (pt-BR, short; rules.md §14 gives some word for word). */
export const conversationTexts = {
  askParty: 'Para quantas pessoas?',
  askPartyAgain: `Responda com um número de 1 a ${MAX_PARTY_SIZE}. Para quantas pessoas?`,
  confirmLeave: 'Responda SIM para sair da fila.',
  stayed: 'Certo, você continua na fila.',
  cancelledJoin: 'Tudo bem, você não entrou na fila.',
  notInQueue:
    'Você não está em nenhuma fila agora. Para entrar, envie fila e o código do restaurante (está no cartaz).',
  notCalled: 'Ainda não é a sua vez: avisaremos aqui quando a sua mesa estiver pronta.',
  restaurantNotFound: 'Não encontrei esse restaurante. Confira o código no cartaz e envie fila e o código.',
  alreadyInQueue: 'Você já está em uma fila. Responda 3 para ver a sua posição.',
  phoneInQueue: 'Este telefone já está na fila deste restaurante.',
  optedOut: 'Pronto: você não receberá mais mensagens nossas por aqui. Para voltar, é só escrever.',
  foreign:
    'Por enquanto, a fila pelo WhatsApp aceita só números do Brasil. Entre pelo link ou QR code do restaurante.',
  help: [
    'Comandos:',
    '• fila e o código do restaurante: entrar na fila',
    '• 3 ou posição: ver a sua posição',
    '• 1 ou estou indo: responder à chamada',
    '• 2 ou sair: sair da fila',
    '• parar: não receber mais mensagens',
  ].join('\n'),
} as const;

/** The call's two buttons, as the call message and the status of a called entry carry them. */
export const callButtons = [
  { id: whatsAppButtonIds.going, title: 'Estou indo' },
  { id: whatsAppButtonIds.leave, title: 'Sair da fila' },
];

/** A plain text reply. */
export function text(value: string): WhatsAppOutboundMessage {
  return { type: 'text', text: value };
}

/** A restaurant's week as the closed reply lists it ('Sexta: 18:00–23:00'), or a line saying none. */
export function formatWeeklyHours(schedule: WeeklySchedule): string {
  const lines = weekdays.flatMap((day) => {
    const shifts = schedule[day] ?? [];
    if (shifts.length === 0) return [];
    return [`${weekdayLabels[day]}: ${shifts.map((s) => `${s.open}–${s.close}`).join(', ')}`];
  });
  return lines.length > 0 ? lines.join('\n') : 'O restaurante não publicou horários.';
}

/** A closed restaurant's reply: the week's hours. */
export function closedReply(restaurant: ConversationRestaurant): WhatsAppOutboundMessage {
  return text(
    `${restaurant.name} está fechado agora e não está recebendo clientes na fila. Horários:\n${formatWeeklyHours(restaurant.schedule)}`,
  );
}

function estimateText(entry: ConversationEntry): string {
  const estimate = entry.waitEstimate;
  return estimate ? ` Espera estimada: entre ${estimate.minMinutes} e ${estimate.maxMinutes} min.` : '';
}

/** The reply that tells the diner where their entry stands (position, estimate, or the call's buttons). */
export function statusReply(entry: ConversationEntry): WhatsAppOutboundMessage {
  const name = entry.restaurantName;
  switch (entry.status) {
    case 'WAITING_CONFIRMATION':
      return text(`Você está na fila de ${name}, aguardando a confirmação do restaurante.`);
    case 'IN_QUEUE': {
      const position = entry.position === null ? '' : ` Sua posição: ${entry.position}º.`;
      return text(`Você está na fila de ${name}.${position}${estimateText(entry)}`);
    }
    case 'CALLED':
      return {
        type: 'buttons',
        text: `Sua mesa em ${name} está pronta! Responda em até 5 minutos.`,
        buttons: callButtons,
      };
    case 'ACCEPTED_RESTAURANT_CALL':
      return text(`${name} já sabe que você está a caminho. Ao chegar, procure a recepção.`);
    case 'CHECK_IN':
      return text(`Você já está na mesa em ${name}. Bom apetite!`);
    case 'CANCELLED_BY_MERCHANT':
    case 'CANCELLED_BY_CONSUMER':
    case 'DENIED_RESTAURANT_CALL':
    case 'CALLED_NOT_ANSWERED':
    case 'NOT_PRESENT':
    case 'CHECK_OUT':
      return text(conversationTexts.notInQueue);
  }
}

/** The reply once an effect was applied (what `step` left as null). */
export function outcomeReply(outcome: EffectOutcome): WhatsAppOutboundMessage {
  switch (outcome.kind) {
    case 'joined': {
      const { entry } = outcome;
      const people = outcome.size === 1 ? '1 pessoa' : `${outcome.size} pessoas`;
      const where =
        entry.status === 'WAITING_CONFIRMATION'
          ? ' Aguarde a confirmação do restaurante.'
          : `${entry.position === null ? '' : ` Sua posição: ${entry.position}º.`}${estimateText(entry)}`;
      return text(
        `Pronto! Você entrou na fila de ${entry.restaurantName} para ${people}.${where}\nAcompanhe pelo navegador (link de uso único, vale 24 horas): ${outcome.link}\nResponda 3 para ver a posição ou 2 para sair.`,
      );
    }
    case 'closed':
      return closedReply(outcome.restaurant);
    case 'restaurantGone':
      return text(conversationTexts.restaurantNotFound);
    case 'alreadyInQueue':
      return text(conversationTexts.alreadyInQueue);
    case 'phoneInQueue':
      return text(conversationTexts.phoneInQueue);
    case 'quit':
      return text(`Pronto, você saiu da fila de ${outcome.restaurantName}.`);
    case 'answered':
      return text(
        `Ótimo! ${outcome.restaurantName} já sabe que você está a caminho. Você tem 5 minutos para chegar.`,
      );
    case 'refused':
      return outcome.entry ? statusReply(outcome.entry) : text(conversationTexts.notInQueue);
  }
}
