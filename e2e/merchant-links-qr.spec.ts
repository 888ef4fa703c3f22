import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { findFreePort } from '../scripts/lib/server-process.mjs';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoName, loginAsDemoMerchant } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { printCount, stubPrint, textsOutsidePoster } from './self-service';

// The restaurant's links and QR codes, and the one top bar (docs/screens.md#links-and-qr-codes,
// docs/screens.md#top-bar): a server of its own whose PUBLIC_URL is not the address the browser uses, so
// every link and code must come from the server. The host copies the menu link, prints and downloads the
// poster, makes a table's code; a diner joins with it and the check-in proposes the table.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The address people reach the service at, as the server is told: no browser ever opens it here. */
const PUBLIC_URL = 'https://fila.suavez.example';

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await findFreePort();
  server = await startConsumerServer(
    'merchant-links-qr',
    { PUBLIC_URL, FEATURE_SMS_VERIFICATION: 'false' },
    { port },
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The dark modules' path of the code qrcode.react draws for `value`, as the QR page draws it. */
function qrPathOf(value: string, size: number): string {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size, level: 'M', marginSize: 2 }));
  const path = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1])[1];
  if (!path) throw new Error(`no QR path in ${svg}`);
  return path;
}

async function savedBytes(download: Download): Promise<Buffer> {
  return readFileSync((await download.path()) as string);
}

test('the host shares the links, prints and downloads the poster, and seats a table from its own code', async ({
  page,
  browser,
  a11y,
}) => {
  const { merchantId } = await loginAsDemoMerchant(page.context(), origin);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const joinUrl = `${PUBLIC_URL}/queue/join?merchant=${merchantId}`;
  const menuUrl = `${PUBLIC_URL}/catalog?merchant=${merchantId}`;
  const nav = page.getByRole('navigation', { name: 'Estabelecimento' });

  await test.step('the home shows the links made from PUBLIC_URL; the menu link is copied', async () => {
    await page.goto(`${origin}/merchant`);
    // The first page of a server that has just started (its code, a cold database) may take a while.
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible({ timeout: 30_000 });
    const links = page.getByRole('region', { name: 'Links do restaurante' });
    await expect(links.getByRole('textbox', { name: 'Link da fila' })).toHaveValue(joinUrl);
    await expect(links.getByRole('textbox', { name: 'Link do cardápio' })).toHaveValue(menuUrl);
    await expect(links.getByRole('textbox', { name: 'Link curto do cardápio' })).toHaveValue(
      `${PUBLIC_URL}/c/praca`,
    );
    await links.getByRole('button', { name: 'Copiar link do cardápio' }).click();
    await expect(toast(page, 'Link copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(menuUrl);
    const whatsApp = links.getByRole('link', { name: 'Enviar link do cardápio pelo WhatsApp' });
    await expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${demoName}: veja o cardápio em ${menuUrl}`)}`,
    );
    await dismissToasts(page);
    await a11y.check();
  });

  await test.step('the QR page encodes the PUBLIC_URL join link and prints the poster alone', async () => {
    await page.getByRole('link', { name: 'Gerar QRCode' }).click();
    await expect(page).toHaveURL(`${origin}/merchant/qr`);
    const poster = page.getByRole('region', { name: 'Cartaz da fila' });
    await expect(poster.getByRole('heading', { level: 1, name: `Fila do ${demoName}` })).toBeVisible();
    await expect(poster.getByText(joinUrl, { exact: true })).toBeVisible();
    await expect(poster.getByText('Escaneie para entrar na fila')).toBeVisible();
    const code = poster.getByRole('img', { name: 'QR Code para entrar na fila' });
    await expect(code.locator('path').nth(1)).toHaveAttribute('d', qrPathOf(joinUrl, 300));
    await dismissToasts(page);
    await a11y.check();

    // 'Imprimir' opens the browser's print dialog (counted here instead).
    await stubPrint(page);
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await printCount(page)).toBe(1);
    await expect(page).toHaveURL(`${origin}/merchant/qr`);

    await page.emulateMedia({ media: 'print' });
    await expect(poster).toBeVisible();
    await expect(code).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    // Every piece of text on paper is the poster's.
    expect(await textsOutsidePoster(page)).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
    await expect(nav).toBeVisible();
  });

  await test.step('the PNG and the A4 PDF poster download', async () => {
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PNG' }).first().click(),
    ]);
    expect(png.suggestedFilename()).toBe('cantina-da-praca.png');
    expect((await savedBytes(png)).subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF A4' }).first().click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('cantina-da-praca-a4.pdf');
    const text = (await savedBytes(pdf)).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // Helvetica's WinAnsi encoding keeps the 'ç' as one byte.
    expect(text).toContain(`(${demoName}) Tj`);
    expect(text).toContain('(Escaneie para entrar na fila) Tj');
    expect(text).toContain(`(${joinUrl}) Tj`);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  const tableUrl = `${joinUrl}&table=12`;
  await test.step("a table's code carries its label", async () => {
    const tables = page.getByRole('region', { name: 'QR Code por mesa' });
    await tables.getByLabel('Etiqueta da mesa').fill('12');
    await tables.getByRole('button', { name: 'Adicionar mesa' }).click();
    const card = tables.getByRole('article', { name: 'Mesa 12' });
    await expect(card.getByText(tableUrl, { exact: true })).toBeVisible();
    const tableCode = card.getByRole('img', { name: 'QR Code da mesa 12' });
    await expect(tableCode.locator('path').nth(1)).toHaveAttribute('d', qrPathOf(tableUrl, 160));
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar PDF A5 da mesa 12' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('cantina-da-praca-mesa-12-a5.pdf');
    expect((await savedBytes(pdf)).toString('latin1')).toContain('(Mesa 12) Tj');
    await dismissToasts(page);
    await a11y.check();
  });

  const name = `Mesa QR ${Date.now().toString(36)}`;
  await test.step('a diner joins from the table code; the top bar counts them', async () => {
    const diner = await browser.newContext();
    const phone = await diner.newPage();
    // The code's address on this test's server: the same path and query.
    await phone.goto(`${origin}${new URL(tableUrl).pathname}${new URL(tableUrl).search}`);
    await expect(phone.getByText('Mesa 12', { exact: true })).toBeVisible();
    await phone
      .getByLabel('Seu número de celular')
      .pressSequentially(`119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await phone.getByLabel('Qual seu nome?').fill(name);
    await phone.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
    await phone.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(phone).toHaveURL(`${origin}/queue`);
    await diner.close();

    await page.goto(`${origin}/merchant`);
    const queueLink = nav.getByRole('link', { name: 'Fila', exact: true });
    await expect(queueLink).toHaveAccessibleDescription(/^[1-9]\d* clientes? na fila agora$/);
  });

  await test.step('the check-in proposes the table; the top bar navigates and counts the table', async () => {
    await nav.getByRole('link', { name: 'Fila', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/merchant/queue`);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Mesa 12');
    await card.getByRole('button', { name: 'Aceitar' }).click();
    await expect(toast(page, 'entrou na fila')).toBeVisible();
    await card.getByRole('button', { name: 'Chamar' }).click();
    await expect(toast(page, 'Chamado enviado a')).toBeVisible();
    await card.getByRole('button', { name: 'Check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check-in' });
    await expect(dialog.getByLabel('Mesa (opcional)')).toHaveValue('12');
    await dialog.getByRole('button', { name: 'Confirmar check-in' }).click();
    await expect(toast(page, 'Check-in de')).toBeVisible();
    await expect(card).toHaveCount(0);

    const hallLink = nav.getByRole('link', { name: 'Salão', exact: true });
    await expect(hallLink).toHaveAccessibleDescription(/^[1-9]\d* mesas? no salão$/);
    await hallLink.click();
    await expect(page).toHaveURL(`${origin}/merchant/hall`);
    await expect(page.getByText(`Mesa 12 · ${name}`)).toBeVisible();
    await expect(hallLink).toHaveAttribute('aria-current', 'page');
    await dismissToasts(page);
    await a11y.check();

    // By keyboard too.
    await nav.getByRole('link', { name: 'Cozinha', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/merchant/cozinha`);
    await expect(nav.getByRole('link', { name: 'Cozinha', exact: true })).toHaveAccessibleDescription(
      /^(nenhum item|\d+ itens?) a preparar$/,
    );
    // The owner's menus are under 'Mais' on a tablet.
    await nav.getByRole('button', { name: 'Mais' }).click();
    await nav.getByRole('link', { name: 'Cardápio', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/merchant/catalogs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cardápio' })).toBeVisible();
    await nav.getByRole('link', { name: 'Início', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/merchant`);
  });
});
