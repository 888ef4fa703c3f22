import { escapeHtml } from '#api/modules/page-meta/page-template';

/** One e-mail's subject and bodies (the HTML says the same as the text). */
export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail whose link confirms the address (docs/email.md#confirmation). */
export function confirmationEmail(options: { email: string; url: string }): AccountEmail {
  return accountEmail({
    subject: 'Confirme seu e-mail no SuaVez',
    lead: `Para confirmar que ${options.email} é o seu e-mail de acesso ao SuaVez, abra o link abaixo. Ele vale por 48 horas.`,
    action: 'Confirmar e-mail',
    url: options.url,
    footer: 'Se você não criou uma conta no SuaVez, ignore esta mensagem.',
  });
}

/** The e-mail whose link lets the person choose a new password (docs/email.md#new-password). */
export function passwordResetEmail(options: { url: string }): AccountEmail {
  return accountEmail({
    subject: 'Crie uma nova senha no SuaVez',
    lead: 'Recebemos um pedido para criar uma nova senha de acesso ao SuaVez. Abra o link abaixo para escolher a nova senha. Ele vale por 1 hora e só pode ser usado uma vez.',
    action: 'Criar nova senha',
    url: options.url,
    footer: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  });
}

function accountEmail(parts: {
  subject: string;
  lead: string;
  action: string;
  url: string;
  footer: string;
}): AccountEmail {
  const text = `Olá!\n\n${parts.lead}\n\n${parts.url}\n\n${parts.footer}\n\nEquipe SuaVez\n`;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Olá!</p>',
    `<p>${escapeHtml(parts.lead)}</p>`,
    `<p><a href="${escapeHtml(parts.url)}">${escapeHtml(parts.action)}</a></p>`,
    `<p style="color: #555">Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(parts.url)}</p>`,
    `<p>${escapeHtml(parts.footer)}</p>`,
    '<p>Equipe SuaVez</p>',
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}
