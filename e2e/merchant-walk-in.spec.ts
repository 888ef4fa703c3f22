import { dismissToasts, expect, test } from './fixtures';
import { expectToastsClearOfControls } from './layout-checks';
import { newOwner, submitSignUp } from './self-service';

// The party at the door (docs/queue.md#walk-ins), on the host stand's tablet held upright: a restaurant of
// its own (signed up here, its store still closed to online joins) adds two walk-ins with '+ Adicionar', one
// with a phone the card offers to call and message, and calls one of them like any other diner.

const owner = newOwner('Cantina da Porta', 'porta.test');

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test("the host adds the parties at the door with '+ Adicionar' and calls them like any other", async ({
  page,
  a11y,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  // The same phone twice: the server's 409, which the dialog shows.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 409/);
  await page.goto('/cadastro');
  await submitSignUp(page, owner);
  await dismissToasts(page);
  await page.goto('/merchant/queue');
  const cards = page.getByRole('region', { name: 'Clientes' }).getByRole('article');
  await expect(page.getByText('Fila vazia')).toBeVisible();

  await test.step("'+ Adicionar' opens a dialog that asks for the name first", async () => {
    const add = page.getByRole('button', { name: '+ Adicionar' });
    expect((await add.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à fila' });
    await expect(dialog.getByLabel('Nome')).toBeFocused();
    await a11y.check();
    // A refused submit sends nothing and says why.
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog.getByText('Informe o nome do cliente')).toBeVisible();
    await dialog.getByLabel('Nome').fill('Mariana Alves');
    await dialog.getByRole('button', { name: 'Uma pessoa a mais' }).click();
    for (const name of ['Uma pessoa a menos', 'Uma pessoa a mais']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByLabel('Celular (opcional)').fill('21987654321');
    await expect(dialog.getByLabel('Celular (opcional)')).toHaveValue('(21) 98765-4321');
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Mariana Alves entrou na fila' })).toBeVisible();
    // At the bottom, not over '+ Adicionar', the toolbar or the new card's buttons.
    await expectToastsClearOfControls(page);
  });

  await test.step('the card shows the party, its phone to call and WhatsApp, and who added it', async () => {
    const card = cards.filter({ hasText: 'Mariana Alves' });
    await expect(card).toContainText('Mesa para 3');
    await expect(card).toContainText('1º na fila');
    await expect(
      card.getByRole('link', { name: 'Ligar para Mariana Alves: (21) 98765-4321' }),
    ).toHaveAttribute('href', 'tel:21987654321');
    await expect(card.getByRole('link', { name: /WhatsApp de Mariana Alves/ })).toHaveAttribute(
      'href',
      'https://wa.me/5521987654321',
    );
    await expect(card).toContainText(/Adicionado por .+ às \d\d:\d\d/);
  });

  await test.step('a party without a phone goes after it; the same phone twice is refused in the dialog', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: '+ Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à fila' });
    await dialog.getByLabel('Nome').fill('Mariana de novo');
    await dialog.getByLabel('Celular (opcional)').fill('21987654321');
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Este telefone já está na fila deste restaurante.');
    await dialog.getByLabel('Nome').fill('José');
    await dialog.getByLabel('Celular (opcional)').fill('');
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog).toBeHidden();
    const jose = cards.filter({ hasText: 'José' });
    await expect(jose).toContainText('2º na fila');
    await expect(jose.getByRole('link', { name: /Ligar para/ })).toHaveCount(0);
    await expect(cards).toHaveCount(2);
  });

  await test.step("'Chamar' calls the walk-in like any other diner", async () => {
    await dismissToasts(page);
    const card = cards.filter({ hasText: 'Mariana Alves' });
    await card.getByRole('button', { name: 'Chamar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Chamado enviado a Mariana Alves' }),
    ).toBeVisible();
    await expectToastsClearOfControls(page);
    await expect(card).toContainText('Chamado');
    await expect(cards.filter({ hasText: 'José' })).toContainText('1º na fila');
    await a11y.check();
  });
});

test.describe('on a 360 px phone', () => {
  const phoneOwner = newOwner('Cantina do Balcão', 'balcao.test');
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the walk-in's toast covers none of the queue's buttons", async ({ page }) => {
    await page.goto('/cadastro');
    await submitSignUp(page, phoneOwner);
    await dismissToasts(page);
    await page.goto('/merchant/queue');
    await expect(page.getByText('Fila vazia')).toBeVisible();
    await page.getByRole('button', { name: '+ Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à fila' });
    await dialog.getByLabel('Nome').fill('Rita Lima');
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Rita Lima entrou na fila' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clientes' }).getByRole('article')).toHaveCount(1);
    await expectToastsClearOfControls(page);
  });
});
