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
// 44 px target, axe finds nothing serious.

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

test('the host seats the party that fits a free table and the tile turns occupied, at 1024, 768 and 390 px', async ({
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

  for (const size of [
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
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
      await tileOf(hostPage, 'Sem área', 'Mesa 1').getByRole('button').click();
      const dialog = hostPage.getByRole('dialog', { name: 'Sentar na Mesa 1' });
      await expect(dialog.getByText('Ninguém na fila cabe nesta mesa agora.')).toBeVisible();
      await expectTouchableControls(hostPage);
      await a11y.check(hostPage);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
    });
  }
  await hostPage.context().close();
});
