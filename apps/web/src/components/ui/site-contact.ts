/** The e-mail visitors, leads and restaurants write to (footers, contact failure toast). */
export const SITE_CONTACT_EMAIL = 'contato@suavez.app';

/** The e-mail of the person in charge of personal data (encarregado, LGPD art. 41). */
export const SITE_PRIVACY_EMAIL = 'privacidade@suavez.app';

/**
 * SuaVez's WhatsApp number in international digits (wa.me format). A placeholder in a valid Brazilian
 * mobile shape: replace it with the real business number before launch; nothing else holds it.
 */
export const SITE_WHATSAPP_NUMBER = '5511900000000';

/** SuaVez's Instagram profile. */
export const SITE_INSTAGRAM_URL = 'https://www.instagram.com/suavez.app';

/** A wa.me link that opens a chat with SuaVez, optionally with a pre-filled message. */
export function buildWhatsAppUrl(message?: string): string {
  const base = `https://wa.me/${SITE_WHATSAPP_NUMBER}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
