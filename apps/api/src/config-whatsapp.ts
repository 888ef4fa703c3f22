import { isIP } from 'node:net';
import type { Language } from '@suavez/shared/domain/language';
import { z } from 'zod';
import { isPublicAddress } from './lib/network-address';

/** The Cloud API's address when `WHATSAPP_API_URL` is unset: Meta's Graph API, at the version we test against. */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The language of the call's template: it is approved in Brazilian Portuguese. */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'pt_BR';

/**
 * The WhatsApp Business (Cloud API) account that may carry the call's text in place of an SMS
 * (docs/notifications.md#text-messages). Every address comes from the environment, never from a request.
 */
export interface WhatsAppSettings {
  /** Base of the Graph API, without a trailing slash: `https://graph.facebook.com/v21.0`. */
  apiUrl: string;
  /** The business phone number's id; messages go to `{apiUrl}/{phoneNumberId}/messages`. */
  phoneNumberId: string;
  /** The system user's access token, sent as a bearer token; never logged. */
  token: string;
  /** The approved template's name; its body takes the restaurant's name and the status page's link. */
  template: string;
  /** The template's language code (`pt_BR`). */
  language: string;
  /**
   * The other languages the same template is approved in (`WHATSAPP_TEMPLATE_LANGUAGES`, Meta's codes:
   * `es`, `es_AR`, `en_US`…): a diner reading Spanish or English gets the call in theirs when it is listed,
   * in `language` otherwise (rules.md §16). Absent: only `pt_BR`.
   */
  templateLanguages?: readonly string[];
  /**
   * The conversation (docs/whatsapp.md), on when both secrets are set: `WHATSAPP_APP_SECRET` checks each
   * webhook delivery's `X-Hub-Signature-256`, `WHATSAPP_VERIFY_TOKEN` answers the subscription handshake,
   * and `WHATSAPP_NUMBER` (the business number, E.164 digits) builds the 'Entrar pelo WhatsApp' link.
   */
  inbound?: WhatsAppInboundSettings | undefined;
}

/** The two-way conversation's settings (docs/whatsapp.md#configuration). */
export interface WhatsAppInboundSettings {
  /** The Meta app's secret: the key of the HMAC-SHA256 in `X-Hub-Signature-256`; never logged. */
  appSecret: string;
  /** What the subscription handshake's `hub.verify_token` must equal. */
  verifyToken: string;
  /** The business number diners write to, E.164 digits without '+' (`5511999990000`); `wa.me/{number}`. */
  number: string;
}

/** The variables that configure WhatsApp, as the environment schema reads them; empty is the same as unset. */
export const whatsAppEnvShape = {
  WHATSAPP_API_URL: z.url().or(z.literal('')).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^(\d{5,30})?$/, 'WHATSAPP_PHONE_NUMBER_ID deve ter só dígitos')
    .optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{0,512}$/, 'WHATSAPP_TEMPLATE deve ser o nome do modelo: minúsculas, dígitos e _')
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .regex(
      /^([a-z]{2}(_[A-Z]{2})?(,[a-z]{2}(_[A-Z]{2})?)*)?$/,
      'WHATSAPP_TEMPLATE_LANGUAGES deve listar códigos de idioma do WhatsApp separados por vírgula (pt_BR,es,en_US)',
    )
    .optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^([1-9]\d{7,14})?$/, 'WHATSAPP_NUMBER deve ser o número em formato internacional, só dígitos')
    .optional(),
};

type WhatsAppEnv = { [K in keyof typeof whatsAppEnvShape]?: string | undefined };

/**
 * The WhatsApp account the environment names, or undefined when none is configured (then only SMS can
 * carry the call's text). The id, token and template come together or not at all; in production the API
 * address must be https. Throws a message that says what to fix.
 */
export function readWhatsAppSettings(env: WhatsAppEnv, isProduction: boolean): WhatsAppSettings | undefined {
  const parts = [env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_TOKEN, env.WHATSAPP_TEMPLATE];
  const given = parts.filter((part) => part !== undefined && part !== '').length;
  if (given === 0) return undefined;
  if (given < parts.length) {
    throw new Error(
      'WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN e WHATSAPP_TEMPLATE devem ser informados juntos.',
    );
  }
  const apiUrl = (env.WHATSAPP_API_URL || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, '');
  if (isProduction && !apiUrl.startsWith('https://')) {
    throw new Error('WHATSAPP_API_URL deve usar https em produção.');
  }
  if (isProduction && isInsideAddress(apiUrl)) {
    throw new Error(
      'WHATSAPP_API_URL não pode apontar para este servidor nem para uma rede privada em produção.',
    );
  }
  return {
    apiUrl,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID as string,
    token: env.WHATSAPP_TOKEN as string,
    template: env.WHATSAPP_TEMPLATE as string,
    language: WHATSAPP_TEMPLATE_LANGUAGE,
    ...(env.WHATSAPP_TEMPLATE_LANGUAGES
      ? { templateLanguages: env.WHATSAPP_TEMPLATE_LANGUAGES.split(',') }
      : {}),
    inbound: readInboundSettings(env),
  };
}

/** The first letters of Meta's language codes for each of the diner's languages. */
const templateLanguagePrefixes: Record<Language, string> = { 'pt-BR': 'pt', es: 'es', en: 'en' };

/**
 * The code a template message goes in for a diner reading `language`: the first listed in
 * `templateLanguages` of that language (`es_AR` or `es` for Spanish), else the template's own (`pt_BR`).
 */
export function templateLanguageFor(settings: WhatsAppSettings, language: Language): string {
  const prefix = templateLanguagePrefixes[language];
  const listed = (settings.templateLanguages ?? []).find(
    (code) => code === prefix || code.startsWith(`${prefix}_`),
  );
  return language === 'pt-BR' || !listed ? settings.language : listed;
}

/**
 * Whether a URL names this machine or a private network by itself (an IP literal that is not public,
 * `localhost` or a `.localhost`, `.local` or `.internal` name): the fakes' addresses, never Meta's.
 */
function isInsideAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return !isPublicAddress(host);
  return host === 'localhost' || /\.(localhost|local|internal)$/.test(host);
}

/** The conversation's settings: all three variables or none (then WhatsApp only carries the call). */
function readInboundSettings(env: WhatsAppEnv): WhatsAppInboundSettings | undefined {
  const parts = [env.WHATSAPP_APP_SECRET, env.WHATSAPP_VERIFY_TOKEN, env.WHATSAPP_NUMBER];
  const given = parts.filter((part) => part !== undefined && part !== '').length;
  if (given === 0) return undefined;
  if (given < parts.length) {
    throw new Error(
      'WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN e WHATSAPP_NUMBER devem ser informados juntos.',
    );
  }
  return {
    appSecret: env.WHATSAPP_APP_SECRET as string,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN as string,
    number: env.WHATSAPP_NUMBER as string,
  };
}
