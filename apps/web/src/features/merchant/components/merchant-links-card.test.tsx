// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { MerchantLinksCard } from './merchant-links-card';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const merchant = merchantFullFixture({
  id: merchantId,
  name: 'Cantina da Praça',
  shortId: 'praca',
  publicUrl: 'https://fila.example.com.br',
});

describe("the home's links (docs/screens.md#links-and-qr-codes)", () => {
  it('shows the join, menu and short links made from PUBLIC_URL, never from the browser address', () => {
    mockApi({});
    renderScreen(<MerchantLinksCard merchant={merchant} />, { path: '/merchant' });
    const card = screen.getByRole('region', { name: 'Links do restaurante' });
    const value = (name: string) => (within(card).getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(value('Link da fila')).toBe(`https://fila.example.com.br/queue/join?merchant=${merchantId}`);
    expect(value('Link do cardápio')).toBe(`https://fila.example.com.br/catalog?merchant=${merchantId}`);
    expect(value('Link curto do cardápio')).toBe('https://fila.example.com.br/c/praca');
    expect(card.textContent).not.toContain(window.location.origin);
  });

  it("'Ver como cliente' opens the diner's join page in a new tab", () => {
    mockApi({});
    renderScreen(<MerchantLinksCard merchant={merchant} />, { path: '/merchant' });
    const preview = screen.getByRole('link', { name: 'Ver como cliente (abre em nova aba)' });
    expect(preview.getAttribute('href')).toBe(
      `https://fila.example.com.br/queue/join?merchant=${merchantId}`,
    );
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.textContent).toBe('Ver como cliente');
  });

  it("copies a link, and 'Enviar pelo WhatsApp' opens wa.me with the link in the text", async () => {
    mockApi({});
    const { user } = renderScreen(<MerchantLinksCard merchant={merchant} />, { path: '/merchant' });
    await user.click(screen.getByRole('button', { name: 'Copiar link do cardápio' }));
    expect(await navigator.clipboard.readText()).toBe(
      `https://fila.example.com.br/catalog?merchant=${merchantId}`,
    );
    expect(await screen.findByText('Link copiado')).toBeTruthy();
    const whatsApp = screen.getByRole('link', { name: 'Enviar link curto do cardápio pelo WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      'Cantina da Praça: cardápio em https://fila.example.com.br/c/praca',
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
  });
});
