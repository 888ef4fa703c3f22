import type { Locator, Page } from '@playwright/test';
import { dismissToasts, expect, test } from './fixtures';
import { newOwner, printCount, stubPrint, submitSignUp } from './self-service';

// A new restaurant is guided (docs/screens.md#setup-checklist): right after sign-up its home lists the five
// first steps, none done; the owner follows each link, does the step, and comes back to find it ticked, until
// the list folds into 'Tudo pronto'.

const owner = newOwner('Cantina dos Primeiros Passos', 'passos.test');

const steps = [
  'Cadastre um item no cardápio',
  'Defina os horários de funcionamento',
  'Cadastre a chave Pix',
  'Imprima o QR code',
  'Convide a equipe',
] as const;

/** The checklist's line of a step, which says 'Feito' or 'A fazer' before its link. */
const lineOf = (checklist: Locator, step: string) =>
  checklist.getByRole('listitem').filter({ hasText: step });

async function expectDone(checklist: Locator, done: readonly string[]): Promise<void> {
  for (const step of steps) {
    await expect(lineOf(checklist, step)).toContainText(done.includes(step) ? 'Feito:' : 'A fazer:');
  }
  await expect(checklist).toContainText(`${done.length} de 5 feitos`);
}

async function backHome(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Estabelecimento' })
    .getByRole('link', { name: 'SuaVez' })
    .click();
  await expect(page).toHaveURL(/\/merchant$/);
}

test('a new restaurant follows its setup checklist until everything is ready', async ({ page, a11y }) => {
  // Sign-up and the first screens of a new account, on a machine that may be busy.
  test.setTimeout(120_000);
  await page.goto('/cadastro');
  await submitSignUp(page, owner);
  const checklist = page.getByRole('region', { name: 'Primeiros passos' });
  const done: string[] = [];

  await test.step('the home lists the five steps, none done', async () => {
    await expectDone(checklist, done);
    await dismissToasts(page);
    await a11y.check();
  });

  await test.step('a dish on the menu', async () => {
    await checklist.getByRole('link', { name: 'Cadastre um item no cardápio' }).click();
    await expect(page).toHaveURL(/\/merchant\/catalogs$/);
    await page.getByRole('link', { name: 'Categorias e itens de Cardápio' }).click();
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    const category = page.getByRole('dialog', { name: 'Nova categoria' });
    await category.getByLabel('Nome', { exact: true }).fill('Pratos');
    await category.getByRole('button', { name: 'Salvar' }).click();
    await expect(category).toBeHidden();
    await page.getByRole('button', { name: '+ Item em Pratos' }).click();
    const item = page.getByRole('dialog', { name: 'Novo item' });
    await item.getByLabel('Nome', { exact: true }).fill('Feijoada');
    await item.getByLabel('Preço').fill('3990');
    // A dish starts as prepared.
    await expect(item.getByRole('switch', { name: 'Item precisa ser preparado' })).toBeChecked();
    await item.getByRole('button', { name: 'Salvar' }).click();
    await expect(item).toBeHidden();
    await backHome(page);
    done.push('Cadastre um item no cardápio');
    await expectDone(checklist, done);
  });

  await test.step('the opening hours, in place on the home', async () => {
    await checklist.getByRole('link', { name: 'Defina os horários de funcionamento' }).click();
    await expect(page.getByRole('button', { name: 'Horários de funcionamento' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Adicionar horário na Domingo' }).click();
    const form = page.getByRole('group', { name: 'Novo horário de Domingo' });
    await form.getByLabel('Abre às').fill('23:30');
    await form.getByLabel('Fecha às').fill('01:00');
    await form.getByRole('button', { name: 'Salvar' }).click();
    done.push('Defina os horários de funcionamento');
    await expectDone(checklist, done);
  });

  await test.step('the Pix key, in place on the home', async () => {
    await checklist.getByRole('link', { name: 'Cadastre a chave Pix' }).click();
    const form = page.getByRole('form', { name: 'Dados do Pix' });
    await form.getByLabel('Chave Pix').fill(owner.email);
    await form.getByLabel('Nome do recebedor').fill('Cantina dos Passos');
    await form.getByLabel('Cidade').fill('São Paulo');
    await form.getByRole('button', { name: 'Salvar' }).click();
    done.push('Cadastre a chave Pix');
    await expectDone(checklist, done);
  });

  await test.step('the QR code printed, back with the browser', async () => {
    await checklist.getByRole('link', { name: 'Imprima o QR code' }).click();
    await expect(page).toHaveURL(/\/merchant\/qr$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await stubPrint(page);
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await printCount(page)).toBe(1);
    // The browser's back returns home; the step ticks once the server has the note.
    await page.goBack();
    await expect(page).toHaveURL(/\/merchant$/);
    done.push('Imprima o QR code');
    await expectDone(checklist, done);
  });

  await test.step('a waiter invited: everything is ready', async () => {
    await checklist.getByRole('link', { name: 'Convide a equipe' }).click();
    await expect(page).toHaveURL(/\/merchant\/equipe$/);
    await page.getByLabel('Nome').fill('Gabi Garçom');
    await page.getByLabel('E-mail').fill(`gabi-${owner.email}`);
    await page.getByLabel('Função', { exact: true }).selectOption({ label: 'Garçom' });
    await page.getByRole('button', { name: 'Convidar' }).click();
    await expect(page.getByLabel('Link do convite')).toHaveValue(/\/convite\?token=/);
    await backHome(page);
    await expect(page.getByText('Tudo pronto: o restaurante já pode receber clientes.')).toBeVisible();
    await expect(checklist).toHaveCount(0);
    await dismissToasts(page);
    await a11y.check();
  });
});
