import { escapeHtml } from '#api/modules/page-meta/page-template';

/** One e-mail's subject and bodies (the HTML says the same as the text). */
export interface LinkEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The house's e-mail to a person about one thing to do (docs/email.md): a greeting, what happened, one link
 * with its address written out (a button that does not open still leaves it), a footer, the team's name.
 */
export function linkEmail(parts: {
  subject: string;
  lead: string;
  action: string;
  url: string;
  footer: string;
}): LinkEmail {
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
