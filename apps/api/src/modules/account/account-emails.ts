import { type LinkEmail, linkEmail } from '#api/modules/email/link-email';

/** The e-mail whose link confirms the address (docs/email.md#confirmation). */
export function confirmationEmail(options: { email: string; url: string }): LinkEmail {
  return linkEmail({
    subject: 'Confirme seu e-mail no SuaVez',
    lead: `Para confirmar que ${options.email} é o seu e-mail de acesso ao SuaVez, abra o link abaixo. Ele vale por 48 horas.`,
    action: 'Confirmar e-mail',
    url: options.url,
    footer: 'Se você não criou uma conta no SuaVez, ignore esta mensagem.',
  });
}

/** The e-mail whose link lets the person choose a new password (docs/email.md#new-password). */
export function passwordResetEmail(options: { url: string }): LinkEmail {
  return linkEmail({
    subject: 'Crie uma nova senha no SuaVez',
    lead: 'Recebemos um pedido para criar uma nova senha de acesso ao SuaVez. Abra o link abaixo para escolher a nova senha. Ele vale por 1 hora e só pode ser usado uma vez.',
    action: 'Criar nova senha',
    url: options.url,
    footer: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  });
}
