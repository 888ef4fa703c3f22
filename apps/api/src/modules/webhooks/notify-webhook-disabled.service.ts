import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { EmailProvider } from '#api/modules/email/email-provider';
import { type LinkEmail, linkEmail } from '#api/modules/email/link-email';
import { findWebhookOwners } from './webhooks.repository';

/** The e-mail that tells the owners an endpoint was turned off, why, and where to turn it on again. */
export function webhookDisabledEmail(options: {
  restaurant: string;
  url: string;
  reason: string;
  link: string;
}): LinkEmail {
  return linkEmail({
    subject: `Webhook desligado no SuaVez: ${options.restaurant}`,
    lead:
      `Paramos de enviar os eventos de ${options.restaurant} para ${options.url}. ${options.reason} ` +
      'Os pedidos e a fila seguem no SuaVez, mas seu sistema (caixa, impressora, integração) não os recebe. ' +
      "Corrija o servidor e ligue o webhook de novo em 'Integrações'; as entregas que falharam podem ser reenviadas de lá.",
    action: 'Abrir Integrações',
    url: options.link,
    footer: 'Você recebe este aviso por ser dono(a) do restaurante no SuaVez.',
  });
}

/**
 * Tells the restaurant's owners by e-mail that `endpointId` was turned off after failing in a row
 * (docs/integrations.md#delivery): the screen says why too, but an owner who does not open it would not
 * know the POS stopped getting orders. A failure to send is logged; the endpoint stays off either way.
 */
export async function notifyWebhookDisabled(
  options: { db: Db; email: EmailProvider; publicUrl: string; log: FastifyBaseLogger },
  endpointId: string,
  reason: string,
): Promise<number> {
  const owners = await findWebhookOwners(options.db, endpointId);
  if (!owners) return 0;
  const message = webhookDisabledEmail({
    restaurant: owners.restaurant,
    url: owners.url,
    reason,
    link: `${options.publicUrl}/merchant/integracoes`,
  });
  let sent = 0;
  for (const to of owners.emails) {
    try {
      await options.email.send(to, message.subject, message.text, message.html);
      sent += 1;
    } catch (error) {
      options.log.error({ err: error, endpointId }, 'falha ao avisar o dono de um webhook desligado');
    }
  }
  return sent;
}
