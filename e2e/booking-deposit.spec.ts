import type { Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTouchableControls } from './layout-checks';
import { logInMerchant } from './own-restaurant';

// The booking deposit, end to end (docs/bookings.md#deposit): the owner registers a Pix key, tables and
// bookings with 'Sinal (R$)'; a diner on a 390 px phone books and sees the deposit's Pix (amount, QR, 'Copiar
// código', time left); the host confirms it on 'Reservas' ('Aguardando sinal' → 'Confirmar sinal'); the
// diner's page, polling, shows it confirmed. A server of its own, as the bookings journey.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsumerServer('booking-deposit', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** 'Hoje' when a time is left today at the restaurant, else 'Amanhã'. */
async function pickDay(page: Page, merchantId: string): Promise<'Hoje' | 'Amanhã'> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const res = await page.request.get(
    `${origin}/api/bookings/availability?merchantId=${merchantId}&date=${today}&slot=2`,
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  const { times } = (await res.json()) as { times: string[] };
  return times.length > 0 ? 'Hoje' : 'Amanhã';
}

test('a booking waits for its Pix deposit, and the host confirms it', async ({ page, browser, a11y }) => {
  await logInMerchant(page, origin, demoLogin.email, demoLogin.password);
  const merchantId =
    (await page.context().cookies(origin)).find((cookie) => cookie.name === 'merchant_id')?.value ?? '';
  const bar = page.getByRole('navigation', { name: 'Estabelecimento' });

  await test.step('the owner sets the Pix key, the tables and a R$ 25,00 deposit', async () => {
    await page.goto(`${origin}/merchant`);
    await page.getByRole('button', { name: 'Pix', exact: true }).click();
    const form = page.getByRole('form', { name: 'Dados do Pix' });
    await form.getByLabel('Chave Pix').fill('11.222.333/0001-81');
    await form.getByLabel('Nome do recebedor').fill('Cantina da Praça');
    await form.getByLabel('Cidade').fill('São Paulo');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('11222333000181')).toBeVisible();
    await dismissToasts(page);
    await bar.getByRole('button', { name: 'Mais' }).click();
    await bar.getByRole('link', { name: 'Mesas' }).click();
    await page.getByRole('link', { name: 'Cadastrar mesas' }).click();
    await page.getByLabel('Uma linha por grupo de mesas').fill('Mesa S1..S2, 4 lugares');
    await page.getByRole('button', { name: 'Criar mesas' }).click();
    await expect(page.getByText('2 mesas criadas.')).toBeVisible();
    await dismissToasts(page);
    await bar.getByRole('button', { name: 'Mais' }).click();
    await bar.getByRole('link', { name: 'Reservas' }).click();
    await page.getByRole('switch', { name: 'Receber reservas pelo app' }).check();
    await page.getByLabel('Sinal (R$)').fill('25,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações de reserva salvas.')).toBeVisible();
    await dismissToasts(page);
  });

  const diner = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
  ).newPage();
  const day = await pickDay(page, merchantId);
  let time = '';

  await test.step("the diner books and sees the deposit's Pix with the time left", async () => {
    await diner.goto(`${origin}/reservar?merchant=${merchantId}`);
    await diner.getByRole('button', { name: new RegExp(`^${day}, `) }).click();
    const first = diner.getByRole('group', { name: 'Horário' }).getByRole('button').first();
    await expect(first).toBeVisible();
    time = (await first.textContent()) ?? '';
    await first.click();
    await diner.getByLabel('Seu número de celular').pressSequentially(phone);
    await diner.getByLabel('Qual seu nome?').fill('Sara Sinal');
    await diner.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(diner).toHaveURL(new RegExp(`${origin}/reserva/[0-9a-f-]{36}$`));
    await expect(diner.getByText('Aguardando sinal')).toBeVisible();
    const panel = diner.getByRole('region', { name: 'Pague o sinal para confirmar' });
    await expect(panel.getByText('R$ 25,00')).toBeVisible();
    await expect(panel.getByText(/Pague em até 15 min/u)).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveText(/^Faltam 1[45]:\d{2}$/u);
    await expect(panel.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    const code = await panel.getByLabel('Pix copia e cola').inputValue();
    expect(code).toMatch(/^000201/u);
    expect(code).toContain('540525.00');
    await panel.getByRole('button', { name: 'Copiar código' }).click();
    await expect(diner.getByText('Copiado!')).toBeVisible();
    await expectTouchableControls(diner);
    await a11y.check(diner);
  });

  await test.step("the host confirms the deposit on 'Reservas'; the diner's page follows", async () => {
    await page.reload();
    if (day === 'Amanhã') await page.getByRole('button', { name: 'Próximo dia' }).click();
    const row = page.getByRole('listitem', { name: `${time}, Sara Sinal` });
    await expect(row.getByText('Aguardando sinal')).toBeVisible();
    await a11y.check();
    await row.getByRole('button', { name: 'Confirmar o sinal de Sara Sinal' }).click();
    await expect(page.getByText('Sinal confirmado.')).toBeVisible();
    await expect(row.getByText('Confirmada')).toBeVisible();
    await expect(row.getByRole('button', { name: /Confirmar o sinal/u })).toBeHidden();
    await expect(diner.getByText('Confirmada')).toBeVisible({ timeout: 15_000 });
    await expect(diner.getByText('Sinal de R$ 25,00 pago.')).toBeVisible();
    await expect(diner.getByRole('button', { name: 'Copiar código' })).toBeHidden();
    await a11y.check(diner);
  });
});
