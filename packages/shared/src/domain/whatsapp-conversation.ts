import { type WeeklySchedule, weekdayLabels, weekdays } from './opening-hours';
import type { QueueStatus } from './queue-status';
import { type WhatsAppCommand, whatsAppButtonIds } from './whatsapp-command';
import type { ConversationState } from './whatsapp-conversation-state';

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

/** What the server knows when a message arrives (gathered before the step, in the same transaction). */
export interface ConversationFacts {
  /** Whether the phone is Brazilian: only those may queue by WhatsApp for now. */
  isBrazilian: boolean;
  /** Whether the phone had written 'parar' before this message. */
  wasOptedOut: boolean;
  /**
   * The restaurant `fila {shortId}` names (for `join`), or the one that asked 'Para quantas pessoas?' (in
   * `asking_party`); null when there is none or it does not exist.
   */
  restaurant: ConversationRestaurant | null;
  /** The phone's active entry, at any restaurant; null when none. */
  entry: ConversationEntry | null;
}

/** What the server must do after the step, in the same transaction. */
export type ConversationEffect =
  | { kind: 'none' }
  /** Join the restaurant of `asking_party` with a party of `size` (1..20), as `POST /queue` does. */
  | { kind: 'join'; size: number }
  /** Quit the active entry with the reason 'Desistiu pelo WhatsApp'. */
  | { kind: 'quit' }
  /** Answer the active entry's call (→ ACCEPTED_RESTAURANT_CALL). */
  | { kind: 'answerCall' }
  /** No WhatsApp message to this phone until it writes again. */
  | { kind: 'optOut' };

/**
 * One step: the next state, the effect to apply, and the reply; a null reply means the effect's outcome
 * decides it (see {@link outcomeReply}), or that nothing is answered (a second 'parar').
 */
export interface ConversationStep {
  state: ConversationState;
  effect: ConversationEffect;
  reply: WhatsAppOutboundMessage | null;
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

/** Why a diner left through WhatsApp, as the host's card and history show it. */
export const WHATSAPP_QUIT_REASON = 'Desistiu pelo WhatsApp';

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

function text(value: string): WhatsAppOutboundMessage {
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

function closedReply(restaurant: ConversationRestaurant): WhatsAppOutboundMessage {
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

const stay = (state: ConversationState, reply: WhatsAppOutboundMessage): ConversationStep => ({
  state,
  effect: { kind: 'none' },
  reply,
});

// A command read in `idle` (also what `confirming_leave` falls back to for anything but yes or no).
function stepIdle(command: WhatsAppCommand, facts: ConversationFacts): ConversationStep {
  const { entry } = facts;
  switch (command.kind) {
    case 'join': {
      if (entry) return stay('idle', statusReply(entry));
      if (!facts.restaurant) return stay('idle', text(conversationTexts.restaurantNotFound));
      if (!facts.restaurant.isOpen) return stay('idle', closedReply(facts.restaurant));
      return stay(
        'asking_party',
        text(`Olá! Fila de ${facts.restaurant.name}. ${conversationTexts.askParty}`),
      );
    }
    case 'number':
      if (command.value === 1) return stepIdle({ kind: 'going' }, facts);
      if (command.value === 2) return stepIdle({ kind: 'leave', isButton: false }, facts);
      if (command.value === 3) return stepIdle({ kind: 'position' }, facts);
      return stay('idle', text(conversationTexts.help));
    case 'position':
      return stay('idle', entry ? statusReply(entry) : text(conversationTexts.notInQueue));
    case 'leave':
      if (!entry) return stay('idle', text(conversationTexts.notInQueue));
      if (command.isButton) return { state: 'idle', effect: { kind: 'quit' }, reply: null };
      return stay(
        'confirming_leave',
        text(`Quer sair da fila de ${entry.restaurantName}? ${conversationTexts.confirmLeave}`),
      );
    case 'going':
      if (!entry) return stay('idle', text(conversationTexts.notInQueue));
      if (entry.status !== 'CALLED') {
        const now = statusReply(entry);
        return stay(
          'idle',
          entry.status === 'ACCEPTED_RESTAURANT_CALL' ? now : text(conversationTexts.notCalled),
        );
      }
      return { state: 'idle', effect: { kind: 'answerCall' }, reply: null };
    case 'yes':
    case 'no':
    case 'help':
    case 'stop':
      return stay('idle', text(conversationTexts.help));
  }
}

/**
 * The conversation's step (docs/whatsapp.md#conversation): from where it stands, what the diner wrote and
 * what the server knows, the next state, the effect and the reply. Pure: the server applies the effect.
 */
export function step(
  state: ConversationState,
  command: WhatsAppCommand,
  facts: ConversationFacts,
): ConversationStep {
  if (command.kind === 'stop') {
    // A second 'parar' is not answered: the phone asked for silence already.
    if (facts.wasOptedOut) return { state: 'idle', effect: { kind: 'none' }, reply: null };
    return { state: 'idle', effect: { kind: 'optOut' }, reply: text(conversationTexts.optedOut) };
  }
  if (!facts.isBrazilian) return stay('idle', text(conversationTexts.foreign));
  switch (state) {
    case 'asking_party':
      if (command.kind === 'number') {
        if (command.value < 1 || command.value > MAX_PARTY_SIZE) {
          return stay('asking_party', text(conversationTexts.askPartyAgain));
        }
        return { state: 'idle', effect: { kind: 'join', size: command.value }, reply: null };
      }
      if (command.kind === 'join') return stepIdle(command, facts);
      if (command.kind === 'no') return stay('idle', text(conversationTexts.cancelledJoin));
      return stay('asking_party', text(conversationTexts.askPartyAgain));
    case 'confirming_leave':
      if (command.kind === 'yes') {
        if (!facts.entry) return stay('idle', text(conversationTexts.notInQueue));
        return { state: 'idle', effect: { kind: 'quit' }, reply: null };
      }
      if (command.kind === 'no') {
        return stay(
          'idle',
          facts.entry ? text(conversationTexts.stayed) : text(conversationTexts.notInQueue),
        );
      }
      return stepIdle(command, facts);
    case 'idle':
      return stepIdle(command, facts);
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
