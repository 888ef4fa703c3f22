import type { Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, demoName } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTouchableControls } from './layout-checks';
import { logInMerchant } from './own-restaurant';

// Bookings, end to end (docs/bookings.md#as-telas): the owner imports tables and turns bookings on; a diner on a
// 390 px phone finds 'Reservar mesa' on the join page, books a time, sees the booking's page and downloads its
// .ics; the host sees it on 'Reservas' and marks 'Chegou'; the diner then orders at that table as a walk-in
// would; a second booking is cancelled by the diner. A server of its own (its own data folder with the demo
// restaurant, hours 11:00–23:00 every day), so no other journey closes the store or fills its tables.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsumerServer('bookings', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The diner's first free time on the day the journey books: today when one is left, else tomorrow. */
async function pickDay(page: Page, merchantId: string): Promise<'Hoje' | 'Amanhã'> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const res = await page.request.get(
    `${origin}/api/bookings/availability?merchantId=${merchantId}&date=${today}&slot=2`,
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  const { times } = (await res.json()) as { times: string[] };
  return times.length > 0 ? 'Hoje' : 'Amanhã';
}

/** On /reservar: the day's chip, the first free time, the phone and the name; ends on the booking's page. */
async function book(diner: Page, day: 'Hoje' | 'Amanhã', pick: 'first' | 'last'): Promise<string> {
  await diner.getByRole('button', { name: new RegExp(`^${day}, `) }).click();
  const times = diner.getByRole('group', { name: 'Horário' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  const time = pick === 'first' ? times.first() : times.last();
  const label = (await time.textContent()) ?? '';
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await diner.getByLabel('Seu número de celular').pressSequentially(phone);
  await diner.getByLabel('Qual seu nome?').fill('Helena Reserva');
  await diner.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(diner).toHaveURL(new RegExp(`${origin}/reserva/[0-9a-f-]{36}$`));
  return label;
}

test('a diner books a table, the host seats them on arrival, they order; a second booking is cancelled', async ({
  page,
  browser,
  a11y,
}) => {
  await logInMerchant(page, origin, demoLogin.email, demoLogin.password);
  const merchantId =
    (await page.context().cookies(origin)).find((cookie) => cookie.name === 'merchant_id')?.value ?? '';
  const bar = page.getByRole('navigation', { name: 'Estabelecimento' });

  await test.step('the owner imports tables and turns bookings on', async () => {
    await dismissToasts(page);
    await bar.getByRole('button', { name: 'Mais' }).click();
    await bar.getByRole('link', { name: 'Mesas' }).click();
    await page.getByRole('link', { name: 'Cadastrar mesas' }).click();
    await page.getByLabel('Uma linha por grupo de mesas').fill('Mesa R1..R3, 4 lugares');
    await page.getByRole('button', { name: 'Criar mesas' }).click();
    await expect(page.getByText('3 mesas criadas.')).toBeVisible();
    await dismissToasts(page);
    await bar.getByRole('button', { name: 'Mais' }).click();
    await bar.getByRole('link', { name: 'Reservas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    await expect(page.getByText('As reservas pelo app estão desligadas')).toBeVisible();
    await page.getByRole('switch', { name: 'Receber reservas pelo app' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações de reserva salvas.')).toBeVisible();
    await expect(page.getByText('As reservas pelo app estão desligadas')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Link de reservas' })).toHaveValue(
      `${origin}/reservar?merchant=${merchantId}`,
    );
    await a11y.check();
  });

  const diner = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      acceptDownloads: true,
    })
  ).newPage();
  const day = await pickDay(page, merchantId);
  let time = '';

  await test.step('a diner on a phone books a time and downloads the .ics', async () => {
    await diner.goto(`${origin}/queue/join?merchant=${merchantId}`);
    await diner.getByRole('link', { name: 'Reservar mesa' }).click();
    await expect(diner).toHaveURL(`${origin}/reservar?merchant=${merchantId}`);
    await expect(diner.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(diner.getByRole('group', { name: 'Horário' }).getByRole('button').first()).toBeVisible();
    await expectTouchableControls(diner);
    await a11y.check(diner);
    time = await book(diner, day, 'first');
    await expect(diner.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(diner.getByText('Confirmada')).toBeVisible();
    await expect(diner.getByText(time, { exact: true })).toBeVisible();
    await expect(diner.getByText('2 pessoas')).toBeVisible();
    // The tightest table that fits two: one of the demo's 2-tops (A1–A4), before the 4-top R tables.
    await expect(diner.getByText(/^A\d$/u)).toBeVisible();
    const download = diner.waitForEvent('download');
    await diner.getByRole('button', { name: 'Adicionar ao calendário' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reserva-\d{4}-\d{2}-\d{2}\.ics$/u);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/u);
    expect(ics).toContain(`SUMMARY:Reserva: ${demoName}\r\n`);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/u);
    await expectTouchableControls(diner);
    await a11y.check(diner);
  });

  await test.step("the host sees the booking on 'Reservas' and marks 'Chegou'", async () => {
    await page.reload();
    if (day === 'Amanhã') await page.getByRole('button', { name: 'Próximo dia' }).click();
    const row = page.getByRole('listitem', { name: `${time}, Helena Reserva` });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: /^Ligar para Helena Reserva/ })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    await dismissToasts(page);
    await row.getByRole('button', { name: 'Chegou' }).click();
    const dialog = page.getByRole('dialog', { name: 'Helena Reserva chegou' });
    await a11y.check();
    await dialog.getByRole('button', { name: 'Confirmar chegada' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cliente sentado à mesa.')).toBeVisible();
    await expect(row.getByText('Cliente chegou')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await a11y.check();
  });

  await test.step('the diner, seated, orders from the table menu as a walk-in does', async () => {
    await diner.reload();
    await expect(diner.getByText('Cliente chegou')).toBeVisible();
    await diner.goto(`${origin}/queue`);
    await diner.getByRole('link', { name: 'Ver cardápio' }).click();
    await expect(diner).toHaveURL(new RegExp(`${origin}/queue/catalog\\?qoid=`));
    const announcement = diner.getByRole('dialog', { name: 'Status da fila atualizado' });
    if (await announcement.isVisible())
      await announcement.getByRole('button', { name: 'Fechar' }).last().click();
    await diner.getByRole('searchbox', { name: 'Buscar item' }).fill('Bruschetta de tomate');
    await diner
      .getByRole('button', { name: /Bruschetta de tomate/ })
      .first()
      .click();
    const drawer = diner.getByRole('dialog', { name: 'Bruschetta de tomate' });
    await drawer.getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await expect(drawer).toBeHidden();
    await dismissToasts(diner);
    await diner.getByRole('button', { name: 'Ver pedido' }).click();
    const cart = diner.getByRole('dialog', { name: 'Seu pedido' });
    await cart.getByRole('button', { name: 'Enviar pedido' }).click();
    await diner
      .getByRole('dialog', { name: 'Confirmar pedido' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(diner.getByRole('alert').filter({ hasText: 'Pedido enviado com sucesso.' })).toBeVisible();
    await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (1)' })).toBeVisible();
  });

  await test.step('a second booking is cancelled by the diner', async () => {
    await diner.goto(`${origin}/reservar?merchant=${merchantId}`);
    const second = await book(diner, 'Amanhã', 'last');
    await expect(diner.getByText(second, { exact: true })).toBeVisible();
    await diner.getByRole('button', { name: 'Cancelar reserva' }).click();
    const question = diner.getByRole('dialog', { name: 'Cancelar reserva?' });
    await a11y.check(diner);
    await question.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(question).toBeHidden();
    await expect(diner.getByText('Cancelada')).toBeVisible();
    await expect(diner.getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);
    await expectTouchableControls(diner);
    await a11y.check(diner);
  });
  await diner.context().close();
});
