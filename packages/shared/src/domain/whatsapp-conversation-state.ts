/**
 * Where a WhatsApp conversation stands between two messages (docs/whatsapp.md#conversation): nothing asked;
 * the restaurant named by `fila {shortId}` asked 'Para quantas pessoas?'; or 'Responda SIM para sair da fila'
 * asked. The machine that moves it is `whatsapp-conversation.ts`.
 */
export const conversationStates = ['idle', 'asking_party', 'confirming_leave'] as const;

/** One conversation state. */
export type ConversationState = (typeof conversationStates)[number];
