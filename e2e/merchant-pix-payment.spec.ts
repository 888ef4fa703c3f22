import type { Page } from '@playwright/test';
import { parseBrCode } from '../packages/shared/src/domain/br-code';
import { expectOk, json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTidyLayout, expectToastsClearOfControls } from './layout-checks';

// Paying the bill by Pix (docs/pix.md): the restaurant registers its key on the merchant home (a CPF with a
// wrong check digit is refused first), a seated diner asks for the bill on the phone and finds 'Pagar com
// Pix' with the QR code and the 'Pix copia e cola' text, copies it (the clipboard holds a BR Code with the
// bill's total and a valid CRC) and says 'Já paguei'; the hall shows 'Pix informado', the host records the
// payment received by Pix and checks the table out, and the diner's page, open all along, shows 'Pago com
// Pix'. A server of its own.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('merchant-pix-payment', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

// The demo menu's 'Carpaccio' (apps/api/src/db/seed/demo-menu.ts): R$ 39,90, with the default 12 % fee.
const carpaccio = { name: 'Carpaccio', cents: 3990 };
const totalCents = carpaccio.cents + Math.floor((carpaccio.cents * 12) / 100 + 0.5);
/** 'R$ 44,69' whatever space Intl put after 'R$'. */
const brl = (cents: number) =>
  new RegExp(`R\\$\\s${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);

/** GET /order/info answers 404 before a consumer's first order (the page then opens one). */
const expected404 = /Failed to load resource: the server responded with a status of 404/;

test('the diner pays the bill by Pix on the phone; the host records it and checks the table out', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(expected404);
  const merchant = await loginDemoThroughApi(page.request, origin);
  const run = Date.now().toString(36);
  const name = `Paula Pix ${run}`;

  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent(demoLogin.email)],
    ].map(([cookie = '', value = '']) => ({ name: cookie, value, url: origin, sameSite: 'Lax' as const })),
  );

  await test.step('the restaurant registers its Pix key on the merchant home', async () => {
    await page.goto(`${origin}/merchant`);
    await page.getByRole('button', { name: 'Pix', exact: true }).click();
    const form = page.getByRole('form', { name: 'Dados do Pix' });
    await expect(form).toBeVisible();
    await form.getByLabel('Chave Pix').fill('123.456.789-00');
    await form.getByLabel('Nome do recebedor').fill('Cantina da Praça');
    await form.getByLabel('Cidade').fill('São Paulo');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText(/CPF inválido: confira os dígitos/)).toBeVisible();
    await expect(form.getByLabel('Chave Pix')).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();
    await form.getByLabel('Chave Pix').fill('11.222.333/0001-81');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Dados do Pix salvos')).toBeVisible();
    await expect(page.getByText('11222333000181')).toBeVisible();
    await expect(page.getByText('Cantina da Praca')).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
    const full = await json<{ pix: unknown }>(
      page.request.get(`${origin}/api/merchant/full?id=${merchant.merchantId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
    expect(full.pix).toEqual({
      key: '11222333000181',
      keyType: 'CNPJ',
      name: 'Cantina da Praca',
      city: 'Sao Paulo',
    });
  });

  // The diner on a phone of their own: joined, seated and served through the API.
  const diner = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await diner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const phone = await diner.newPage();
  const dinerErrors: string[] = [];
  diner.on('console', (message) => {
    if (message.type() === 'error' && !expected404.test(message.text())) dinerErrors.push(message.text());
  });
  diner.on('weberror', (error) => dinerErrors.push(error.error().message));

  try {
    const number = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { id: consumerId } = await json<{ id: string }>(
      phone.request.post(`${origin}/api/consumer`, { data: { phone: number, name } }),
    );
    // The web app keeps the consumer's id in the 'user' cookie beside the API's session (docs/screens.md).
    await diner.addCookies([{ name: 'user', value: consumerId, url: origin, sameSite: 'Lax' }]);
    await expectOk(
      phone.request.post(`${origin}/api/queue`, {
        data: { merchant: { id: merchant.merchantId }, consumer: { id: consumerId }, slot: 1 },
      }),
    );
    const { id: queueId } = await json<{ id: string }>(
      phone.request.get(`${origin}/api/queue?consumerId=${consumerId}`),
    );
    for (const action of ['accept', 'call', 'checkin']) {
      await expectOk(
        page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
          headers: { authorization: merchant.authorization },
        }),
      );
    }
    const { id: orderId } = await json<{ id: string }>(
      phone.request.post(`${origin}/api/order`, { data: { consumerId, queueId } }),
    );
    const menu = await json<{ items: { id: string; name: string }[] }[]>(
      phone.request.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
    );
    const item = menu.flatMap((category) => category.items).find((entry) => entry.name === carpaccio.name);
    if (!item) throw new Error('the demo menu has no Carpaccio');
    const { id: unitId } = await json<{ id: string }>(
      phone.request.put(`${origin}/api/order`, {
        data: { orderQueue: { id: orderId }, item: { id: item.id } },
      }),
    );
    await expectOk(phone.request.post(`${origin}/api/order/sent?orderId=${orderId}`));
    for (const action of ['accept', 'deliver']) {
      await expectOk(
        page.request.patch(
          `${origin}/api/order/item/${action}?orderItemId=${unitId}&merchantId=${merchant.merchantId}`,
          { headers: { authorization: merchant.authorization } },
        ),
      );
    }

    await test.step('the diner asks for the bill and lands on it', async () => {
      await phone.goto(`${origin}/queue/catalog?qoid=${queueId}`);
      await expect(phone.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeVisible();
      await phone.getByRole('button', { name: 'Ver pedido' }).click();
      const cart = phone.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByRole('heading', { name: 'Entregue (1)' })).toBeVisible();
      await cart.getByRole('button', { name: 'Pedir a conta' }).click();
      const close = phone.getByRole('dialog', { name: 'Finalizar pedido' });
      await expect(close.getByRole('switch', { name: 'Incluir 12% de serviço (opcional)' })).toBeChecked();
      await close.getByRole('button', { name: 'Finalizar' }).click();
      await expect(phone).toHaveURL(/\/queue\/checkout\?order=/);
      // Marks this document: a reload would drop it.
      await phone.evaluate(() => Object.assign(window, { notReloaded: true }));
    });

    const pix = phone.getByRole('region', { name: 'Pagar com Pix' });

    await test.step("'Pagar com Pix' leads the bill: amount, QR code, 'Copiar código', 'Já paguei' on the first screen", async () => {
      await expect(pix).toBeVisible();
      const firstScreen = [
        pix.getByText(brl(totalCents)),
        pix.getByRole('img', { name: 'QR code do Pix' }),
        pix.getByRole('button', { name: 'Copiar código' }),
        pix.getByRole('button', { name: 'Já paguei' }),
      ];
      for (const part of firstScreen) await expect(part).toBeInViewport({ ratio: 1 });
      expect(await phone.evaluate(() => window.scrollY), 'the bill was not scrolled').toBe(0);
      // Below them: the line-by-line bill.
      const values = phone.getByRole('region', { name: 'Resumo de valores' });
      const jaPaguei = await firstScreen[3]?.boundingBox();
      expect((await values.boundingBox())?.y ?? 0).toBeGreaterThan(jaPaguei?.y ?? Infinity);
      // No survey while the bill waits for its payment.
      await expect(phone.getByRole('button', { name: 'Avaliar' })).toHaveCount(0);
    });

    await test.step("'Pagar com Pix': the QR code, the code copied, the amount in it", async () => {
      await expect(pix.getByText(brl(totalCents))).toBeVisible();
      await expect(pix.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
      await expect(pix.getByText('Recebedor: Cantina da Praca · Sao Paulo')).toBeVisible();
      const code = await pix.getByLabel('Pix copia e cola').inputValue();
      await dismissToasts(phone);
      await expectTidyLayout(phone, ['Pagar com Pix', 'Cantina da Praca', 'Estabelecimento']);
      await a11y.check(phone);
      await pix.getByRole('button', { name: 'Copiar código' }).click();
      await expect(toast(phone, 'Copiado!')).toBeVisible();
      // The toast covers neither the code nor a button.
      await expectToastsClearOfControls(phone);
      const copied = await phone.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(code);
      const brCode = parseBrCode(copied); // throws on a wrong CRC
      expect(brCode.gui).toBe('br.gov.bcb.pix');
      expect(brCode.key).toBe('11222333000181');
      expect(brCode.amount).toBe((totalCents / 100).toFixed(2));
      expect(brCode.name).toBe('Cantina da Praca');
      expect(brCode.city).toBe('Sao Paulo');
      const charge = await json<{ payload: string; txid: string }>(
        phone.request.get(`${origin}/api/order/pix?orderId=${orderId}`),
      );
      expect(charge.payload).toBe(copied);
      expect(brCode.txid).toBe(charge.txid);
      await pix.getByRole('button', { name: 'Já paguei' }).click();
      await expect(pix.getByRole('status')).toHaveText('Avisamos o restaurante. Aguarde a confirmação.');
      await dismissToasts(phone);
      await a11y.check(phone);
    });

    const tableName = name;

    await test.step("the hall shows 'Pix informado'; the host records the Pix and checks out", async () => {
      await page.goto(`${origin}/merchant/hall`);
      const tile = page.getByRole('button', { name: new RegExp(tableName) });
      await expect(tile).toContainText('Pix informado');
      await a11y.check();
      await tile.click();
      const dialog = page.getByRole('dialog', { name: tableName });
      await expect(dialog.getByText('Pix informado')).toBeVisible();
      await a11y.check();
      await dialog.getByRole('button', { name: 'Registrar pagamento', exact: true }).click();
      const payment = page.getByRole('dialog', { name: 'Registrar pagamento' });
      await expect(payment).toContainText(brl(totalCents));
      await a11y.check();
      await payment.getByRole('button', { name: 'Recebido por Pix' }).click();
      await expect(toast(page, 'Pagamento registrado')).toBeVisible();
      await expect(payment).toBeHidden();
      await expect(dialog.getByText('Pago (Pix)')).toBeVisible();
      await dialog.getByRole('button', { name: 'Encerrar mesa' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmação' });
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(toast(page, 'Mesa encerrada')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step("the diner's bill, open all along, shows 'Pago com Pix'", async () => {
      await expect(phone.getByRole('region', { name: 'Pagamento' })).toContainText('Pago com Pix', {
        timeout: 15_000,
      });
      await expect(pix).toBeHidden();
      expect(await phone.evaluate(() => 'notReloaded' in window)).toBe(true);
      // Paid: now the one survey of the visit, a short card.
      const survey = phone.getByRole('region', { name: 'Como foi sua experiência?' });
      await expect(survey).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Avaliar' })).toHaveCount(1);
      await a11y.check(phone);
    });

    await test.step('the report counts what was received by Pix', async () => {
      const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const insights = await json<{ tables: { received: { pix: number; pixOrders: number } } }>(
        page.request.get(
          `${origin}/api/queue/report/insights?id=${merchant.merchantId}&startDate=${today}&endDate=${today}`,
          { headers: { authorization: merchant.authorization } },
        ),
      );
      expect(insights.tables.received.pix).toBe(totalCents / 100);
      expect(insights.tables.received.pixOrders).toBe(1);
    });
    expect(dinerErrors, 'console errors on the diner’s phone').toEqual([]);
  } finally {
    await diner.close();
  }
});
