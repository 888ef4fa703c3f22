// The API's error messages in Spanish and English (rules.md §16, docs/languages.md#errors). The server
// writes its messages in Portuguese where it refuses something; these tables give the diner's calls the
// same sentence in their language, looked up by the Portuguese text (gettext's way: the source sentence is
// the key, so a refusal is written once, where it happens). error-texts.test.ts fails when a message a
// diner can meet has no translation here; one that is missing anyway falls back to its code's message in
// the diner's language, never to Portuguese.
import type { ErrorCode } from '@suavez/shared/errors';

/** One text in the two languages beside Portuguese. */
export interface TranslatedText {
  es: string;
  en: string;
}

/** Each error code's own message (`errorMessages` in @suavez/shared/errors), translated. */
export const errorCodeTexts: Readonly<Record<ErrorCode, TranslatedText>> = {
  VALIDATION_FAILED: {
    es: 'Datos inválidos. Revisa los campos e inténtalo de nuevo.',
    en: 'Some details are not valid. Check the fields and try again.',
  },
  MALFORMED_BODY: {
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  PAYLOAD_TOO_LARGE: { es: 'La solicitud es demasiado grande.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    es: 'Formato de contenido no admitido.',
    en: 'Content type not supported.',
  },
  UNAUTHENTICATED: {
    es: 'Sesión inválida o vencida. Vuelve a entrar.',
    en: 'Your session is invalid or has expired. Please start again.',
  },
  INVALID_CREDENTIALS: { es: 'Correo o contraseña incorrectos.', en: 'Wrong e-mail or password.' },
  FORBIDDEN: {
    es: 'No tienes permiso para acceder a esto.',
    en: 'You do not have permission to access this.',
  },
  CROSS_SITE_REQUEST: {
    es: 'Solicitud de otro sitio rechazada. Abre SuaVez directamente e inténtalo de nuevo.',
    en: 'Request from another site refused. Open SuaVez directly and try again.',
  },
  CATALOG_FORBIDDEN: {
    es: 'Este menú no pertenece a tu restaurante.',
    en: 'This menu does not belong to your restaurant.',
  },
  NOT_FOUND: { es: 'No encontrado.', en: 'Not found.' },
  ROUTE_NOT_FOUND: { es: 'Ruta no encontrada.', en: 'Route not found.' },
  INVALID_TRANSITION: {
    es: 'Esta acción no está permitida en el estado actual.',
    en: 'This action is not allowed right now.',
  },
  CONFLICT: { es: 'Este registro ya existe.', en: 'This already exists.' },
  PHONE_IN_QUEUE: {
    es: 'Este teléfono ya está en la fila de este restaurante.',
    en: 'This phone number is already in this restaurant’s queue.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    es: 'Esta clave de idempotencia ya se usó en otra solicitud. Genera una nueva para una nueva acción.',
    en: 'This idempotency key was already used for another request. Use a new key for a new action.',
  },
  LINK_GONE: {
    es: 'Este enlace ya se usó o venció. Pide uno nuevo por WhatsApp.',
    en: 'This link has already been used or has expired. Ask for a new one on WhatsApp.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espera un poco e inténtalo de nuevo.',
    en: 'Too many attempts. Wait a moment and try again.',
  },
  INTERNAL: {
    es: 'Error interno. Inténtalo de nuevo en unos instantes.',
    en: 'Something went wrong on our side. Try again in a moment.',
  },
  UNAVAILABLE: {
    es: 'Servicio no disponible en este momento. Inténtalo de nuevo en unos instantes.',
    en: 'The service is unavailable right now. Try again in a moment.',
  },
};

/**
 * The refusals a diner can meet (the join, the SMS code, the queue, the order, the bill and Pix, the
 * survey, bookings, notifications, the public menu) and the field messages of their requests, by their
 * Portuguese text.
 */
export const errorMessageTexts: Readonly<Record<string, TranslatedText>> = {
  // The phone, the name and the SMS code.
  'Muitas tentativas com este número. Aguarde alguns minutos e tente novamente.': {
    es: 'Demasiados intentos con este número. Espera unos minutos e inténtalo de nuevo.',
    en: 'Too many attempts with this number. Wait a few minutes and try again.',
  },
  'Não foi possível enviar o código por SMS agora. Tente novamente em instantes.': {
    es: 'No pudimos enviar el código por SMS ahora. Inténtalo de nuevo en unos instantes.',
    en: 'We could not send the code by SMS right now. Try again in a moment.',
  },
  'Cliente não encontrado.': { es: 'Cliente no encontrado.', en: 'Guest not found.' },
  'A verificação por SMS não está ativa.': {
    es: 'La verificación por SMS no está activa.',
    en: 'SMS verification is not turned on.',
  },
  'Enviamos muitos códigos para este número. Aguarde até uma hora e tente novamente.': {
    es: 'Enviamos muchos códigos a este número. Espera hasta una hora e inténtalo de nuevo.',
    en: 'We have sent many codes to this number. Wait up to an hour and try again.',
  },
  'Muitos códigos por SMS foram pedidos desta rede hoje. Tente novamente mais tarde.': {
    es: 'Se pidieron muchos códigos por SMS desde esta red hoy. Inténtalo de nuevo más tarde.',
    en: 'Too many SMS codes were requested from this network today. Try again later.',
  },
  'O envio de códigos por SMS está suspenso por hoje. Tente novamente mais tarde.': {
    es: 'El envío de códigos por SMS está suspendido por hoy. Inténtalo de nuevo más tarde.',
    en: 'Sending codes by SMS is paused for today. Try again later.',
  },
  'Nenhum código foi enviado para este número. Toque em "Reenviar código".': {
    es: 'No se envió ningún código a este número. Toca «Reenviar código».',
    en: 'No code was sent to this number. Tap “Resend code”.',
  },
  'Este código já foi usado. Toque em "Reenviar código" para receber outro.': {
    es: 'Este código ya se usó. Toca «Reenviar código» para recibir otro.',
    en: 'This code has already been used. Tap “Resend code” to get another.',
  },
  'Este código expirou. Toque em "Reenviar código" para receber outro.': {
    es: 'Este código venció. Toca «Reenviar código» para recibir otro.',
    en: 'This code has expired. Tap “Resend code” to get another.',
  },
  'Você errou o código muitas vezes. Toque em "Reenviar código" para receber outro.': {
    es: 'Escribiste mal el código demasiadas veces. Toca «Reenviar código» para recibir otro.',
    en: 'You got the code wrong too many times. Tap “Resend code” to get another.',
  },
  'Este código foi digitado errado muitas vezes. Toque em "Reenviar código" para receber outro.': {
    es: 'Este código se escribió mal demasiadas veces. Toca «Reenviar código» para recibir otro.',
    en: 'This code was typed wrong too many times. Tap “Resend code” to get another.',
  },
  'Informe seu nome': { es: 'Escribe tu nombre', en: 'Enter your name' },
  'Informe o nome': { es: 'Escribe el nombre', en: 'Enter the name' },
  'Informe um celular válido com DDD.': {
    es: 'Escribe un celular brasileño válido con código de área (DDD).',
    en: 'Enter a valid Brazilian mobile number with its area code (DDD).',
  },
  'O código tem 6 dígitos': { es: 'El código tiene 6 dígitos', en: 'The code has 6 digits' },
  'Idioma desconhecido: use pt-BR, es, en.': {
    es: 'Idioma desconocido: usa pt-BR, es o en.',
    en: 'Unknown language: use pt-BR, es or en.',
  },
  'Cliente inválido': { es: 'Cliente inválido', en: 'Invalid guest' },
  'Link inválido': { es: 'Enlace inválido', en: 'Invalid link' },

  // The queue.
  'Restaurante não encontrado.': { es: 'Restaurante no encontrado.', en: 'Restaurant not found.' },
  'Restaurante inválido': { es: 'Restaurante inválido', en: 'Invalid restaurant' },
  'Identificador do estabelecimento inválido': {
    es: 'Identificador del restaurante inválido',
    en: 'Invalid restaurant id',
  },
  'Você não está em nenhuma fila no momento.': {
    es: 'No estás en ninguna fila en este momento.',
    en: 'You are not in any queue right now.',
  },
  'Você ainda não entrou em nenhuma fila.': {
    es: 'Todavía no entraste en ninguna fila.',
    en: 'You have not joined a queue yet.',
  },
  'Convite não encontrado ou encerrado.': {
    es: 'Invitación no encontrada o ya cerrada.',
    en: 'Invitation not found or already closed.',
  },
  'Fila não encontrada.': { es: 'Fila no encontrada.', en: 'Queue not found.' },
  'Fila inválida': { es: 'Fila inválida', en: 'Invalid queue' },
  'Você já está em uma fila. Acompanhe ou saia dela antes de entrar em outra.': {
    es: 'Ya estás en una fila. Síguela o sal de ella antes de entrar en otra.',
    en: 'You are already in a queue. Follow it or leave it before joining another.',
  },
  'O restaurante está fechado no momento e não está recebendo clientes na fila.': {
    es: 'El restaurante está cerrado en este momento y no recibe clientes en la fila.',
    en: 'The restaurant is closed right now and is not taking guests in its queue.',
  },
  'Só o estabelecimento informa a mesa.': {
    es: 'Solo el restaurante indica la mesa.',
    en: 'Only the restaurant can set the table.',
  },
  'Só é possível mudar a mesa de um cliente que está sentado (check-in).': {
    es: 'Solo se puede cambiar la mesa de un cliente que ya está sentado (check-in).',
    en: 'A table can only be changed for a guest who is already seated (checked in).',
  },
  'Tamanho de mesa inválido: use 1, 2, 3, 4 ou 5 (cinco ou mais)': {
    es: 'Tamaño de mesa inválido: usa 1, 2, 3, 4 o 5 (cinco o más)',
    en: 'Invalid party size: use 1, 2, 3, 4 or 5 (five or more)',
  },
  'Use answer=true; para recusar a chamada, saia da fila': {
    es: 'Usa answer=true; para rechazar el llamado, sal de la fila',
    en: 'Use answer=true; to turn down the call, leave the queue',
  },
  'Informe para quantas pessoas é a mesa': {
    es: 'Indica para cuántas personas es la mesa',
    en: 'Say how many people the table is for',
  },
  'Motivo inválido': { es: 'Motivo inválido', en: 'Invalid reason' },
  'Informe o motivo': { es: 'Indica el motivo', en: 'Give a reason' },
  'O motivo pode ter no máximo 200 caracteres': {
    es: 'El motivo puede tener como máximo 200 caracteres',
    en: 'The reason can be at most 200 characters long',
  },

  // The order, the bill and Pix.
  'Você ainda não tem um pedido nesta mesa.': {
    es: 'Todavía no tienes un pedido en esta mesa.',
    en: 'You do not have an order at this table yet.',
  },
  'Pedido não encontrado.': { es: 'Pedido no encontrado.', en: 'Order not found.' },
  'Os pedidos só podem ser feitos depois do check-in na mesa.': {
    es: 'Solo puedes pedir después del check-in en la mesa.',
    en: 'You can order once you have checked in at your table.',
  },
  'O pedido já foi finalizado.': { es: 'El pedido ya se cerró.', en: 'This order is already closed.' },
  'Este item não está disponível no cardápio.': {
    es: 'Este plato no está disponible en el menú.',
    en: 'This item is not available on the menu.',
  },
  'Item esgotado': { es: 'Agotado', en: 'Sold out' },
  'Não é mais possível desfazer a entrega deste item.': {
    es: 'Ya no se puede deshacer la entrega de este plato.',
    en: 'The delivery of this item can no longer be undone.',
  },
  'Seu carrinho está vazio.': { es: 'Tu carrito está vacío.', en: 'Your cart is empty.' },
  'Só é possível pedir a conta quando todos os itens foram entregues, recusados ou cancelados.': {
    es: 'Solo puedes pedir la cuenta cuando todos los platos fueron entregados, rechazados o cancelados.',
    en: 'You can ask for the bill once every item has been delivered, refused or cancelled.',
  },
  'Este pedido não pertence a esta fila.': {
    es: 'Este pedido no pertenece a esta fila.',
    en: 'This order does not belong to this queue.',
  },
  'Há pedidos não fechados nesta mesa: feche todos os pedidos antes do checkout.': {
    es: 'Hay pedidos sin cerrar en esta mesa: cierra todos los pedidos antes de salir.',
    en: 'There are open orders at this table: close them all before checking out.',
  },
  'Só é possível remover itens que ainda não foram enviados.': {
    es: 'Solo puedes quitar platos que todavía no se enviaron.',
    en: 'You can only remove items that have not been sent yet.',
  },
  'Só é possível pedir o cancelamento de itens aguardando confirmação do restaurante.': {
    es: 'Solo puedes pedir que se cancelen platos que esperan la confirmación del restaurante.',
    en: 'You can only ask to cancel items still waiting for the restaurant to confirm them.',
  },
  'Uma das opções escolhidas não existe neste item. Atualize o cardápio e escolha de novo.': {
    es: 'Una de las opciones elegidas no existe en este plato. Actualiza el menú y vuelve a elegir.',
    en: 'One of the options you chose no longer exists for this item. Refresh the menu and choose again.',
  },
  'As opções devem ser uma lista': { es: 'Las opciones deben ser una lista', en: 'Options must be a list' },
  'Opções demais': { es: 'Demasiadas opciones', en: 'Too many options' },
  'Status de pedido inválido': { es: 'Estado de pedido inválido', en: 'Invalid order status' },
  'Informe a taxa de serviço': { es: 'Indica la tasa de servicio', en: 'Give the service fee' },
  'A taxa de serviço vai de 0 a 100': {
    es: 'La tasa de servicio va de 0 a 100',
    en: 'The service fee goes from 0 to 100',
  },
  'A taxa de serviço é um número inteiro': {
    es: 'La tasa de servicio es un número entero',
    en: 'The service fee is a whole number',
  },
  'Forma de pagamento inválida: use PIX ou OTHER': {
    es: 'Forma de pago inválida: usa PIX u OTHER',
    en: 'Invalid payment method: use PIX or OTHER',
  },
  'Informe orderId ou queueId (um dos dois)': {
    es: 'Indica orderId o queueId (uno de los dos)',
    en: 'Give orderId or queueId (one of the two)',
  },
  'Idempotency-Key: de 1 a 200 caracteres visíveis, sem espaços': {
    es: 'Idempotency-Key: de 1 a 200 caracteres visibles, sin espacios',
    en: 'Idempotency-Key: 1 to 200 visible characters, no spaces',
  },
  'Informe a chave Pix': { es: 'Indica la clave Pix', en: 'Give the Pix key' },
  'O restaurante ainda não recebe Pix por aqui.': {
    es: 'El restaurante todavía no recibe Pix por aquí.',
    en: 'The restaurant does not take Pix here yet.',
  },
  'Peça a conta antes de pagar: a taxa de serviço ainda não foi escolhida.': {
    es: 'Pide la cuenta antes de pagar: todavía no se eligió la tasa de servicio.',
    en: 'Ask for the bill before paying: the service fee has not been chosen yet.',
  },
  'Esta conta já está paga.': { es: 'Esta cuenta ya está pagada.', en: 'This bill is already paid.' },
  'Alguém da mesa ainda não pediu a conta.': {
    es: 'Alguien de la mesa todavía no pidió la cuenta.',
    en: 'Someone at the table has not asked for the bill yet.',
  },
  'Não há valor a pagar.': { es: 'No hay nada que pagar.', en: 'There is nothing to pay.' },
  'Nenhuma conta desta mesa foi pedida ainda.': {
    es: 'Todavía no se pidió ninguna cuenta en esta mesa.',
    en: 'No bill has been asked for at this table yet.',
  },
  'Não há conta aguardando pagamento para informar.': {
    es: 'No hay ninguna cuenta esperando pago para avisar.',
    en: 'There is no bill waiting for payment to report.',
  },
  'O pedido ainda está aberto: finalize-o antes de registrar o pagamento.': {
    es: 'El pedido todavía está abierto: ciérralo antes de registrar el pago.',
    en: 'The order is still open: close it before recording the payment.',
  },
  'Este pedido não pode receber pagamento agora.': {
    es: 'Este pedido no puede recibir pagos ahora.',
    en: 'This order cannot take a payment right now.',
  },
  'O sinal da reserva já cobre a conta da mesa.': {
    es: 'La seña de la reserva ya cubre la cuenta de la mesa.',
    en: 'The booking deposit already covers the table’s bill.',
  },
  'Assinatura inválida.': { es: 'Firma inválida.', en: 'Invalid signature.' },

  // The survey.
  'Você já avaliou esta visita. Obrigado!': {
    es: 'Ya calificaste esta visita. ¡Gracias!',
    en: 'You have already rated this visit. Thank you!',
  },
  'A avaliação fica disponível depois do check-in.': {
    es: 'La calificación está disponible después del check-in.',
    en: 'Rating opens after you check in.',
  },
  'Não há avaliação disponível para esta fila.': {
    es: 'No hay calificación disponible para esta fila.',
    en: 'There is no rating to give for this queue.',
  },
  'Dê uma nota de 1 a 5': { es: 'Da una nota de 1 a 5', en: 'Give a rating from 1 to 5' },

  // Bookings.
  'O cliente desta reserva já está em uma fila: faça o check-in por ela ou remova-o antes.': {
    es: 'El cliente de esta reserva ya está en una fila: haz el check-in por ella o quítalo antes.',
    en: 'This booking’s guest is already in a queue: check them in there or remove them first.',
  },
  'Esta reserva não está aguardando o sinal.': {
    es: 'Esta reserva no está esperando la seña.',
    en: 'This booking is not waiting for a deposit.',
  },
  'A reserva já começou: fale com o restaurante.': {
    es: 'La reserva ya empezó: habla con el restaurante.',
    en: 'The booking has already started: talk to the restaurant.',
  },
  'Esta reserva não permite esta ação no status atual.': {
    es: 'Esta reserva no permite esta acción en su estado actual.',
    en: 'This booking does not allow this action right now.',
  },
  'Este restaurante não está recebendo reservas.': {
    es: 'Este restaurante no está recibiendo reservas.',
    en: 'This restaurant is not taking bookings.',
  },
  'Horário indisponível.': { es: 'Horario no disponible.', en: 'That time is not available.' },
  'A reserva é para ao menos 1 pessoa': {
    es: 'La reserva es para al menos 1 persona',
    en: 'A booking is for at least 1 person',
  },
  'Informe para quantas pessoas': { es: 'Indica para cuántas personas', en: 'Say for how many people' },
  'Informe a data': { es: 'Indica la fecha', en: 'Give the date' },
  'Informe a data no formato AAAA-MM-DD': {
    es: 'Indica la fecha en el formato AAAA-MM-DD',
    en: 'Give the date as YYYY-MM-DD',
  },
  'Data inválida': { es: 'Fecha inválida', en: 'Invalid date' },
  'Informe o horário': { es: 'Indica el horario', en: 'Give the time' },
  'Informe o horário no formato HH:MM': {
    es: 'Indica el horario en el formato HH:MM',
    en: 'Give the time as HH:MM',
  },
  'Informe se as reservas estão ativas': {
    es: 'Indica si las reservas están activas',
    en: 'Say whether bookings are on',
  },
  'O intervalo entre horários é de 15, 30 ou 60 minutos': {
    es: 'El intervalo entre horarios es de 15, 30 o 60 minutos',
    en: 'Time slots are 15, 30 or 60 minutes apart',
  },
  'Informe se o sinal já foi pago': {
    es: 'Indica si la seña ya se pagó',
    en: 'Say whether the deposit has been paid',
  },
  'Reserva inválida': { es: 'Reserva inválida', en: 'Invalid booking' },

  // Notifications on this phone.
  'Endereço de notificação inválido.': {
    es: 'Dirección de notificación inválida.',
    en: 'Invalid notification address.',
  },
  'Endereço de notificação inválido': {
    es: 'Dirección de notificación inválida',
    en: 'Invalid notification address',
  },
  'Endereço de notificação longo demais': {
    es: 'Dirección de notificación demasiado larga',
    en: 'Notification address too long',
  },
  'Informe o endereço de notificação': {
    es: 'Indica la dirección de notificación',
    en: 'Give the notification address',
  },
  'O endereço de notificação deve usar https.': {
    es: 'La dirección de notificación debe usar https.',
    en: 'The notification address must use https.',
  },
  'Este serviço de notificação não é aceito.': {
    es: 'Este servicio de notificaciones no se acepta.',
    en: 'This notification service is not accepted.',
  },
  'Chave de notificação inválida.': {
    es: 'Clave de notificación inválida.',
    en: 'Invalid notification key.',
  },
  'Chave de notificação inválida': { es: 'Clave de notificación inválida', en: 'Invalid notification key' },
  'Muitas alterações nas notificações deste aparelho. Aguarde alguns minutos e tente novamente.': {
    es: 'Demasiados cambios en las notificaciones de este teléfono. Espera unos minutos e inténtalo de nuevo.',
    en: 'Too many notification changes on this device. Wait a few minutes and try again.',
  },

  // The menu and the service.
  'Somente um cardápio pode estar ativo.': {
    es: 'Solo un menú puede estar activo.',
    en: 'Only one menu can be active.',
  },
  'Cardápio não encontrado.': { es: 'Menú no encontrado.', en: 'Menu not found.' },
  'Muito movimento agora. Tente novamente em alguns segundos.': {
    es: 'Hay mucho movimiento ahora. Inténtalo de nuevo en unos segundos.',
    en: 'We are very busy right now. Try again in a few seconds.',
  },
};

/** Messages with a number in them: the Portuguese sentence's shape and its translation for that number. */
export const errorMessagePatterns: ReadonlyArray<{
  pt: RegExp;
  text: (count: number) => TranslatedText;
}> = [
  {
    // verify-consumer-code.service.ts wrongCodeMessage
    pt: /^Código incorreto\. Você ainda tem (\d+) tentativas?\.$/,
    text: (n) => ({
      es: `Código incorrecto. Te ${n === 1 ? 'queda 1 intento' : `quedan ${n} intentos`}.`,
      en: `Wrong code. You have ${n} ${n === 1 ? 'attempt' : 'attempts'} left.`,
    }),
  },
  {
    // resend-verification-code.service.ts resendTooSoonMessage
    pt: /^Aguarde (\d+) segundos? para pedir um novo código\.$/,
    text: (n) => ({
      es: `Espera ${n} ${n === 1 ? 'segundo' : 'segundos'} para pedir un código nuevo.`,
      en: `Wait ${n} ${n === 1 ? 'second' : 'seconds'} to ask for a new code.`,
    }),
  },
  {
    // create-booking.service.ts: the restaurant's largest party.
    pt: /^As reservas são para até (\d+) pessoas\.$/,
    text: (n) => ({
      es: `Las reservas son para hasta ${n} personas.`,
      en: `Bookings are for up to ${n} people.`,
    }),
  },
];
