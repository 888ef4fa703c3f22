import type { ConversationWindowRow } from './whatsapp-window.repository';

/** How long after the diner's last message free text may go (WhatsApp's customer service window). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Why a reply was not sent (pt-BR, shown as the row's reason). */
export const replySkipReasons = {
  optedOut: 'O cliente pediu para não receber mensagens.',
  windowClosed: 'Mais de 24 horas desde a última mensagem do cliente; só o modelo aprovado pode ser enviado.',
  noChannel: 'O WhatsApp não está configurado neste servidor.',
} as const;

/** Whether free text may go to this conversation at `now`: it wrote within 24 hours and did not say 'parar'. */
export function isWhatsAppWindowOpen(conversation: ConversationWindowRow | undefined, now: Date): boolean {
  return (
    conversation !== undefined &&
    conversation.optedOutAt === null &&
    now.getTime() - conversation.lastInboundAt.getTime() < WHATSAPP_WINDOW_MS
  );
}

/**
 * Why a reply to this conversation would not go now, or null when it may. 'parar' is answered once: the
 * reply written with the opt-out (due at that very moment) still goes; any reply due later does not.
 */
export function findReplySkipReason(
  conversation: ConversationWindowRow | undefined,
  reply: { dueAt: Date },
  now: Date,
): string | null {
  if (!conversation || now.getTime() - conversation.lastInboundAt.getTime() >= WHATSAPP_WINDOW_MS) {
    return conversation?.optedOutAt ? replySkipReasons.optedOut : replySkipReasons.windowClosed;
  }
  const { optedOutAt } = conversation;
  if (optedOutAt && reply.dueAt.getTime() > optedOutAt.getTime()) return replySkipReasons.optedOut;
  return null;
}
