import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, isDinerPagePath, LANGUAGES, languageOfTag, negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it.each([
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['fr;q=0.9,es;q=0.8,en;q=0.85', 'en'],
    ['es;q=0,en', 'en'],
    ['*', 'pt-BR'],
    ['ES-419', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('answers null when nothing matches, or for no header', () => {
    expect(negotiateLanguage('de,fr;q=0.5')).toBeNull();
    expect(negotiateLanguage('')).toBeNull();
    expect(negotiateLanguage(undefined)).toBeNull();
    expect(negotiateLanguage('es;q=0')).toBeNull();
  });

  it('never throws and answers one of our languages or null, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const found = negotiateLanguage(header);
        expect(found === null || (LANGUAGES as readonly string[]).includes(found)).toBe(true);
      }),
    );
  });
});

describe('languageOfTag', () => {
  it('reads regional tags by their primary subtag', () => {
    expect(languageOfTag('es-UY')).toBe('es');
    expect(languageOfTag('pt')).toBe('pt-BR');
    expect(languageOfTag('it')).toBeNull();
  });
});

describe('chooseLanguage', () => {
  it('takes ?lang first, then the cookie, then the consumer, then Accept-Language, then pt-BR', () => {
    const all = { query: 'en', cookie: 'es', consumer: 'pt-BR', acceptLanguage: 'es' };
    expect(chooseLanguage(all)).toBe('en');
    expect(chooseLanguage({ ...all, query: undefined })).toBe('es');
    expect(chooseLanguage({ ...all, query: 'xx', cookie: undefined })).toBe('pt-BR');
    expect(chooseLanguage({ acceptLanguage: 'es-AR' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'de' })).toBe('pt-BR');
  });
});

describe('isDinerPagePath', () => {
  it("answers the diner's pages, not the merchant's or the site's", () => {
    for (const path of [
      '/queue/join',
      '/queue',
      '/queue/catalog',
      '/catalog',
      '/c/praca',
      '/reservar',
      '/reserva/1',
      '/entrar/x',
    ]) {
      expect(isDinerPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/merchant/queue',
      '/login/merchant',
      '/blog',
      '/queued',
      '/reservas',
      '/cadastro',
    ]) {
      expect(isDinerPagePath(path), path).toBe(false);
    }
  });
});
