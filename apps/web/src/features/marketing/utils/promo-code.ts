function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The founders' promo code appended to the WhatsApp message (docs/screens.md#fixed-values): 'SV' and the
 * current minutes, hours, month (01..12) and weekday (0 = Sunday) of the visitor's clock, e.g.
 * 'SV0719112' on a Tuesday in November at 19:07. The team reads back when the offer was opened.
 */
export function buildPromoCode(now: Date): string {
  return `SV${pad2(now.getMinutes())}${pad2(now.getHours())}${pad2(now.getMonth() + 1)}${now.getDay()}`;
}

/** The message the contact modal's WhatsApp link pre-fills; with the promo flag, the code goes last. */
export function buildContactWhatsAppMessage(options: { isPromo: boolean; now: Date }): string {
  const message = 'Olá! Quero conhecer o SuaVez para o meu restaurante.';
  return options.isPromo
    ? `${message} Vim pela oferta de fundadores, código ${buildPromoCode(options.now)}.`
    : message;
}
