/**
 * The closed set of error codes the API answers with. The server maps each code to an HTTP status;
 * every error body is `{ code, message }` with the pt-BR message below (or a more specific one).
 */
export const errorMessages = {
  /** The request does not match its contract (query, body or headers). */
  VALIDATION_FAILED: 'Dados inválidos. Confira os campos e tente novamente.',
  /** The body is not valid JSON. */
  MALFORMED_BODY: 'O corpo da requisição não é um JSON válido.',
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'A requisição é grande demais.',
  /** The body was sent with a content type the server does not read. */
  UNSUPPORTED_MEDIA_TYPE: 'Formato de conteúdo não suportado.',
  /** No credentials, or credentials that are invalid or expired. */
  UNAUTHENTICATED: 'Sessão inválida ou expirada. Entre novamente.',
  /** Wrong e-mail or password on login. */
  INVALID_CREDENTIALS: 'E-mail ou senha inválidos.',
  /** Valid credentials, but the row belongs to someone else. */
  FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
  /** A state-changing call sent by another site's page (Sec-Fetch-Site or Origin), refused before it runs. */
  CROSS_SITE_REQUEST: 'Requisição de outro site recusada. Abra o SuaVez diretamente e tente novamente.',
  /** Valid merchant credentials on another merchant's catalog (the client expects 406 here). */
  CATALOG_FORBIDDEN: 'Este cardápio não pertence ao seu estabelecimento.',
  /** The row does not exist (or is not visible to the caller). */
  NOT_FOUND: 'Não encontrado.',
  /** The route does not exist. */
  ROUTE_NOT_FOUND: 'Rota não encontrada.',
  /** The action is not allowed from the row's current status (state machine refusal or lost race). */
  INVALID_TRANSITION: 'Esta ação não é permitida no status atual.',
  /** A uniqueness rule was hit (one active entry per consumer, one feedback per entry, ...). */
  CONFLICT: 'Este registro já existe.',
  /** Another device with this phone already holds an active entry at this restaurant (a phone is not a password). */
  PHONE_IN_QUEUE: 'Este telefone já está na fila deste restaurante.',
  /** An `Idempotency-Key` sent again with a different request (other order, item or route). */
  IDEMPOTENCY_KEY_REUSED:
    'Esta chave de idempotência já foi usada em outra requisição. Gere uma nova chave para uma nova ação.',
  /** A one-time sign-in link used before, expired or unknown (docs/whatsapp.md#one-time-link). */
  LINK_GONE: 'Este link já foi usado ou expirou. Peça um novo no WhatsApp.',
  /** Too many attempts from this address, phone or e-mail. */
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  /** Anything unexpected: the details stay in the server log, never in the answer. */
  INTERNAL: 'Erro interno. Tente novamente em instantes.',
  /** The server is shutting down or not ready yet. */
  UNAVAILABLE: 'Serviço indisponível no momento. Tente novamente em instantes.',
} as const;

/** One of the closed set of error codes. */
export type ErrorCode = keyof typeof errorMessages;

/**
 * Every error code, for exhaustive tests, documentation and the web app (which reads its own words for them,
 * in the diner's language, and need not download the Portuguese ones). Kept equal to the messages' keys by
 * the type below and errors.test.ts.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_BODY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'CATALOG_FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_TRANSITION',
  'CONFLICT',
  'PHONE_IN_QUEUE',
  'IDEMPOTENCY_KEY_REUSED',
  'LINK_GONE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const satisfies readonly ErrorCode[];
