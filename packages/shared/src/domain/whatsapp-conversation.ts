import type { WhatsAppCommand } from './whatsapp-command';
import type { ConversationState } from './whatsapp-conversation-state';
import {
  type ConversationEntry,
  type ConversationRestaurant,
  closedReply,
  conversationTexts,
  MAX_PARTY_SIZE,
  statusReply,
  text,
  type WhatsAppOutboundMessage,
} from './whatsapp-replies';

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
 * decides it (`outcomeReply` in whatsapp-replies.ts), or that nothing is answered (a second 'parar').
 */
export interface ConversationStep {
  state: ConversationState;
  effect: ConversationEffect;
  reply: WhatsAppOutboundMessage | null;
}

/** Why a diner left through WhatsApp, as the host's card and history show it. */
export const WHATSAPP_QUIT_REASON = 'Desistiu pelo WhatsApp';

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
