import type { Browser, Page } from '@playwright/test';
import { type A11y, dismissToasts, expect, test } from './fixtures';
import { expectTidyLayout, expectTouchableControls, expectWithinWidthAndOnce } from './layout-checks';
import { newOwner, submitSignUp } from './self-service';

// The floor (docs/tables.md#o-salão): a restaurant of its own (signed up here) imports its tables, two
// parties arrive at the door, and the host (a 'Recepção' login the owner invites) opens 'Mesas' from the
// bar: every table 'Livre', a tap on a free one offers the party that fits, 'Sentar' seats it and the tile
// turns 'Ocupada' with the name. The owner's floor, open on another device, follows by itself, and a tap on
// the occupied table opens the hall's table dialog (the host has no hall: the tile is only read). On the
// tablet lying down (1024), upright (768) and a phone (390): nothing scrolls sideways, every control is a
// 44 px target, axe finds nothing serious. Then a booking taken by phone (through the API, on the real clock)
// holds a free table: its tile says 'Reservada às …', and the host seats a walk-in there only after 'Sentar
// mesmo assim'. The floor also fits 360 px.

const owner = newOwner('Cantina do Salão', 'salao.test');
const host = { email: owner.email.replace('dono-', 'recepcao-'), password: 'senha-da-recepcao-1' };

/** Adds a walk-in of `slot` people (docs/queue.md#walk-ins) from the queue's screen. */
async function addWalkIn(page: Page, name: string, slot: number) {
  await page.goto('/merchant/queue');
  await dismissToasts(page);
  await page.getByRole('button', { name: '+ Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar à fila' });
  await dialog.getByLabel('Nome').fill(name);
  for (let size = 2; size < slot; size += 1)
    await dialog.getByRole('button', { name: 'Uma pessoa a mais' }).click();
  await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
  await expect(dialog).toBeHidden();
  await dismissToasts(page);
}

/** The tile of table `label` ('Mesa 2') in the list of its area. */
const tileOf = (page: Page, area: string, label: string) =>
  page
    .getByRole('list', { name: `Mesas: ${area}` })
    .getByRole('listitem')
    .filter({ hasText: label });

/** What a person can see and touch on the floor as it is now, at the page's size. */
async function expectFloorFits(page: Page, a11y: A11y, names: string[] = []) {
  await expectTidyLayout(page, names);
  await expectTouchableControls(page);
  await a11y.check(page);
}

/** The restaurant's wall clock now: its date 'YYYY-MM-DD', weekday ('monday') and minutes since midnight. */
function saoPauloNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The owner, through the API (docs/bookings.md): bookings on, held 120 min ahead, no lead time; a shift from
 * now to three hours on today's weekday; then a party of 2 booked by phone at the first free time. Answers
 * the booked table's label and the time.
 */
async function bookNextTime(page: Page): Promise<{ table: string; time: string }> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'access_token')?.value;
  const merchantId = cookies.find((c) => c.name === 'merchant_id')?.value;
  if (!token || !merchantId) throw new Error('no merchant session in the browser');
  const headers = { authorization: `Bearer ${token}` };
  const settings = await page.request.put('/api/merchant/bookings', {
    headers,
    data: {
      enabled: true,
      slotMinutes: 15,
      durationMinutes: 60,
      minLeadMinutes: 0,
      maxDaysAhead: 30,
      maxPartySize: 8,
      holdMinutes: 120,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const now = saoPauloNow();
  const open = now.minutes - (now.minutes % 15);
  const shift = await page.request.patch(`/api/merchant/workshift?id=${merchantId}`, {
    headers,
    data: { weekday: now.weekday, workshifts: [{ open: hhmm(open), close: hhmm(open + 180) }] },
  });
  expect(shift.status(), await shift.text()).toBe(200);
  const free = await page.request.get(
    `/api/bookings/availability?merchantId=${merchantId}&date=${now.date}&slot=2`,
  );
  const [time] = ((await free.json()) as { times: string[] }).times;
  if (!time) throw new Error(`no free time today: ${await free.text()}`);
  const booking = await page.request.post('/api/merchant/bookings', {
    headers,
    data: { name: 'Clara Reserva', phone: '(11) 98765-4321', date: now.date, time, slot: 2 },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return { table: ((await booking.json()) as { table: string }).table, time };
}

/** The owner invites a host from 'Equipe'; the host sets a password and logs in on their own device. */
async function openHostPage(browser: Browser, ownerPage: Page, baseURL: string): Promise<Page> {
  await ownerPage.goto('/merchant/equipe');
  await ownerPage.getByLabel('Nome').fill('Hugo Recepção');
  await ownerPage.getByLabel('E-mail').fill(host.email);
  await ownerPage.getByLabel('Função', { exact: true }).selectOption({ label: 'Recepção' });
  await ownerPage.getByRole('button', { name: 'Convidar' }).click();
  const linkField = ownerPage.getByLabel('Link do convite');
  await expect(linkField).toHaveValue(/\/convite\?token=/);
  const invite = new URL(await linkField.inputValue());

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const hostPage = await context.newPage();
  await hostPage.goto(`${invite.pathname}${invite.search}`);
  await hostPage.getByLabel('Nova senha').fill(host.password);
  await hostPage.getByLabel('Repita a senha').fill(host.password);
  await hostPage.getByRole('button', { name: 'Criar senha' }).click();
  await expect(hostPage.getByText('Senha criada.')).toBeVisible();
  await hostPage.goto('/login/merchant');
  await hostPage.getByLabel('E-mail de acesso').fill(host.email);
  await hostPage.getByLabel('Senha').fill(host.password);
  await hostPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(hostPage).toHaveURL(/\/merchant$/);
  // The first screen of a fresh login may take a while on a busy machine.
  await expect(hostPage.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  return hostPage;
}

test('the host seats the party that fits a free table and the tile turns occupied, at 1024, 768, 390 and 360 px', async ({
  page,
  browser,
  baseURL,
  a11y,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/cadastro');
  await submitSignUp(page, owner);
  await dismissToasts(page);

  await test.step('the owner imports the tables; a party of 2 and one of 6 arrive', async () => {
    await page.goto('/merchant/mesas');
    await page
      .getByLabel('Uma linha por grupo de mesas')
      .fill('Mesa 1..3, 4 lugares\nMesa V1, 8 lugares, mínimo 5, Varanda');
    await page.getByRole('button', { name: 'Criar mesas' }).click();
    await expect(page.getByText('4 mesas criadas.')).toBeVisible();
    await addWalkIn(page, 'Rita Fonseca', 2);
    await addWalkIn(page, 'Família Lopes', 6);
  });

  const hostPage = await openHostPage(browser, page, baseURL ?? '');

  await test.step("the owner's 'Mesas' (under 'Mais' in the full bar) opens the floor", async () => {
    await page.goto('/merchant');
    const bar = page.getByRole('navigation', { name: 'Estabelecimento' });
    await bar.getByRole('button', { name: 'Mais' }).click();
    await bar.getByRole('link', { name: 'Mesas' }).click();
    await expect(page).toHaveURL(/\/merchant\/salao$/);
    await expect(page.getByRole('link', { name: 'Cadastrar mesas' })).toHaveAttribute(
      'href',
      '/merchant/mesas',
    );
    await expect(page.getByText('4 livres · 0 ocupadas · 0 reservadas')).toBeVisible();
  });

  await test.step("the host's 'Mesas' in the bar: every table free, by area", async () => {
    const bar = hostPage.getByRole('navigation', { name: 'Estabelecimento' });
    await bar.getByRole('link', { name: 'Mesas' }).click();
    await expect(hostPage).toHaveURL(/\/merchant\/salao$/);
    await expect(hostPage.getByRole('heading', { level: 1, name: 'Mesas' })).toBeVisible();
    await expect(hostPage.getByText('4 livres · 0 ocupadas · 0 reservadas')).toBeVisible();
    await expect(hostPage.getByRole('list', { name: 'Mesas: Sem área' }).getByRole('listitem')).toHaveText([
      /Mesa 1\s*Livre/,
      /Mesa 2\s*Livre/,
      /Mesa 3\s*Livre/,
    ]);
    await expect(tileOf(hostPage, 'Varanda', 'Mesa V1')).toContainText('Livre');
    // The definitions are the owner's.
    await expect(hostPage.getByRole('link', { name: 'Cadastrar mesas' })).toHaveCount(0);
    await expectFloorFits(hostPage, a11y);
  });

  await test.step('a free table offers the party that fits it; seating it turns the tile occupied', async () => {
    await tileOf(hostPage, 'Sem área', 'Mesa 2').getByRole('button').click();
    const dialog = hostPage.getByRole('dialog', { name: 'Sentar na Mesa 2' });
    // The party of six does not fit four seats.
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: /Rita Fonseca · 2 pessoas/ })).toBeChecked();
    await expectTouchableControls(hostPage);
    await a11y.check(hostPage);
    await dialog.getByRole('button', { name: 'Sentar Rita Fonseca' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      hostPage.getByRole('alert').filter({ hasText: 'Check-in de Rita Fonseca feito' }),
    ).toBeVisible();
    await dismissToasts(hostPage);
    const tile = tileOf(hostPage, 'Sem área', 'Mesa 2');
    await expect(tile).toContainText('Ocupada');
    await expect(tile).toContainText('Rita Fonseca · 2 pessoas');
    await expect(tile).toContainText('há menos de 1 min');
    await expect(hostPage.getByText('3 livres · 1 ocupada · 0 reservadas')).toBeVisible();
    // The host has no hall: the occupied table is only read.
    await expect(tile.getByRole('button')).toHaveCount(0);
  });

  await test.step("the owner's open floor follows; the occupied table opens the hall's table dialog", async () => {
    // No reload: the live stream (or, failing it, the 15 s poll) brings the check-in.
    const tile = tileOf(page, 'Sem área', 'Mesa 2');
    await expect(tile).toContainText('Rita Fonseca · 2 pessoas');
    await expect(page.getByText('3 livres · 1 ocupada · 0 reservadas')).toBeVisible();
    await tile.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Mesa 2 · Rita Fonseca' });
    await expect(dialog).toBeVisible();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectFloorFits(page, a11y, ['Rita Fonseca']);
  });

  let stillFree = 'Mesa 1';
  await test.step("a booking holds a free table: 'Reservada às …', seated only after 'Sentar mesmo assim'", async () => {
    await addWalkIn(page, 'Beto Reis', 2);
    const { table, time } = await bookNextTime(page);
    stillFree = table === '1' ? 'Mesa 3' : 'Mesa 1';
    const held = `Mesa ${table}`;
    await page.goto('/merchant/salao');
    await hostPage.reload();
    const tile = tileOf(hostPage, 'Sem área', held);
    await expect(tile).toContainText(`Reservada às ${time}`);
    await expect(hostPage.getByText('2 livres · 1 ocupada · 1 reservada')).toBeVisible();
    await tile.getByRole('button').click();
    const dialog = hostPage.getByRole('dialog', { name: `Sentar na ${held}` });
    await expect(dialog.getByText(`Mesa reservada às ${time}.`)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Beto Reis · 2 pessoas/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Sentar Beto Reis' })).toHaveCount(0);
    await expectTouchableControls(hostPage);
    await a11y.check(hostPage);
    await dialog.getByRole('button', { name: 'Sentar mesmo assim' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      hostPage.getByRole('alert').filter({ hasText: 'Check-in de Beto Reis feito' }),
    ).toBeVisible();
    await dismissToasts(hostPage);
    await expect(tile).toContainText('Beto Reis · 2 pessoas');
    await expect(hostPage.getByText('2 livres · 2 ocupadas · 0 reservadas')).toBeVisible();
  });

  for (const size of [
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    await test.step(`the floor fits ${size.width} px`, async () => {
      for (const shown of [page, hostPage]) {
        await shown.setViewportSize(size);
        const tile = tileOf(shown, 'Sem área', 'Mesa 2');
        await expect(tile).toContainText('Rita Fonseca');
        await expectWithinWidthAndOnce(
          shown,
          [tile, tileOf(shown, 'Varanda', 'Mesa V1')],
          'Rita Fonseca · 2 pessoas',
        );
        await expectFloorFits(shown, a11y, ['Rita Fonseca']);
      }
      await tileOf(hostPage, 'Sem área', stillFree).getByRole('button').click();
      const dialog = hostPage.getByRole('dialog', { name: `Sentar na ${stillFree}` });
      await expect(dialog.getByText('Ninguém na fila cabe nesta mesa agora.')).toBeVisible();
      await expectTouchableControls(hostPage);
      await a11y.check(hostPage);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
    });
  }
  await hostPage.context().close();
});
