/** Reasons a consumer picks when leaving the queue or refusing a call; the first is the default. */
export const quitReasons = [
  'Tempo de espera',
  'Encontrei outra opção',
  'Outro compromisso',
  'Outros',
] as const;

/** Reason pre-selected in the consumer's quit dialog. */
export const DEFAULT_QUIT_REASON = quitReasons[0];

/** Reasons a merchant picks when removing an entry ('Remover'); the first is the default. */
export const removeReasons = [
  'Não compareceu',
  'Solicitação do cliente',
  'Mesa indisponível',
  'Encerrando a operação',
  'Outros',
] as const;

/** Reason pre-selected in the merchant's remove dialog (docs/queue.md#reasons). */
export const DEFAULT_REMOVE_REASON = removeReasons[0];

/** Reasons a merchant picks when refusing a join request ('Recusar'); the first is the default. */
export const refuseReasons = [
  'Encerrando a operação',
  'Restaurante lotado',
  'Tamanho da mesa indisponível',
  'Outros',
] as const;

/** Reason pre-selected in the merchant's refuse dialog (docs/queue.md#reasons). */
export const DEFAULT_REFUSE_REASON = refuseReasons[0];

/** Reasons offered when closing the store also empties the queue; the first is the default. */
export const purgeReasons = ['Falta de insumos', 'Problemas internos', 'Outros'] as const;

/** Reason pre-selected in the close-store dialog (docs/queue.md#reasons). */
export const DEFAULT_PURGE_REASON = purgeReasons[0];

/** A consumer's quit reason. */
export type QuitReason = (typeof quitReasons)[number];

/** A merchant's remove reason. */
export type RemoveReason = (typeof removeReasons)[number];

/** A merchant's refuse reason. */
export type RefuseReason = (typeof refuseReasons)[number];

/** A merchant's purge reason. */
export type PurgeReason = (typeof purgeReasons)[number];
