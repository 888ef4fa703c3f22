import type { Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { expect, test } from './fixtures';

// Joining with FEATURE_SMS_VERIFICATION=true, against a server of its own started with that flag. The
// code is read back from the development outbox (GET /api/dev/sms).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: ConsumerServer | undefined;
let origin = '';
let merchantId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('consumer-sms', {
    FEATURE_SMS_VERIFICATION: 'true',
    SMS_PROVIDER: 'outbox',
  });
  origin = server.origin;
  const short = await fetch(`${origin}/api/merchant/short?shortId=praca`);
  merchantId = ((await short.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Fills the join form with a new phone and submits; answers the phone's digits. */
async function submitJoinForm(page: Page, name: string): Promise<string> {
  await page.goto(`${origin}/queue/join?merchant=${merchantId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeVisible();
  const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel('Seu número de celular').pressSequentially(phone);
  await page.getByLabel('Qual seu nome?').fill(name);
  await page.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
  await page.getByRole('button', { name: 'Entrar na fila' }).click();
  return phone;
}

async function codeSentTo(page: Page, phone: string): Promise<string> {
  const res = await page.request.get(`${origin}/api/dev/sms?phone=${phone}`);
  const [latest] = (await res.json()) as { body: string }[];
  const code = /(\d{6})/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const box = (page: Page, position: number) => page.getByRole('textbox', { name: `Dígito ${position} de 6` });

test('the code read back from the outbox is typed box by box and accepted', async ({
  page,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const phone = await submitJoinForm(page, 'Dora SMS');
  const dialog = page.getByRole('dialog', { name: 'Confirmar cadastro' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('(11) 9', { exact: false })).toBeVisible();
  await expect(dialog.getByText(/Você poderá pedir um novo código em \d+ s\./)).toBeVisible();
  await expect(box(page, 1)).toBeFocused();
  await a11y.check();

  // Non-digits are dropped; Backspace on an empty box clears the previous one and moves back.
  await page.keyboard.type('7a');
  await expect(box(page, 1)).toHaveValue('7');
  await expect(box(page, 2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(page, 1)).toHaveValue('');
  await expect(box(page, 1)).toBeFocused();

  const code = await codeSentTo(page, phone);
  await page.keyboard.type(code);
  await expect(page).toHaveURL(`${origin}/queue`);
  await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
});

test('a pasted code fills the boxes from the first and is accepted', async ({ page, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const phone = await submitJoinForm(page, 'Edu SMS');
  await expect(page.getByRole('dialog', { name: 'Confirmar cadastro' })).toBeVisible();
  const code = await codeSentTo(page, phone);
  // Paste into the fourth box, with spaces and text around it: the digits still start at the first box.
  await box(page, 4).focus();
  await box(page, 4).evaluate(
    (element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `Código: ${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await expect(page).toHaveURL(`${origin}/queue`);
  await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
});

test("a wrong code shows the server's message, stops the spinner, and the right one then works", async ({
  page,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of (400|404)/);
  const phone = await submitJoinForm(page, 'Fábio SMS');
  const dialog = page.getByRole('dialog', { name: 'Confirmar cadastro' });
  await expect(dialog).toBeVisible();
  const code = await codeSentTo(page, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.keyboard.type(wrong.slice(0, 5));
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await page.keyboard.type(wrong.slice(5));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Código incorreto. Você ainda tem 4 tentativas.' }),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(box(page, 1)).toHaveValue('');
  await expect(box(page, 1)).toBeEnabled();
  await a11y.check();

  // The right code, the last digit typed into the sixth box.
  await box(page, 1).focus();
  await page.keyboard.type(code.slice(0, 5));
  await box(page, 6).fill(code.slice(5));
  await expect(page).toHaveURL(`${origin}/queue`);
});

test("a known phone on a new device: a stranger's wrong code does not stop the owner, whose code opens their own entry", async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // The stranger's wrong code (400), and the owner's new device finding its entry already there (409, 404).
  browserErrors.allow(/Failed to load resource: the server responded with a status of (400|404|409)/);
  const phone = await submitJoinForm(page, 'Gina Dona');
  const dialog = page.getByRole('dialog', { name: 'Confirmar cadastro' });
  await expect(dialog).toBeVisible();
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type(await codeSentTo(page, phone));
  await expect(page).toHaveURL(`${origin}/queue`);
  await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();

  const newPhone = () =>
    browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
  const typeKnownPhone = async (target: Page, name: string) => {
    await target.goto(`${origin}/queue/join?merchant=${merchantId}`);
    await target.getByLabel('Seu número de celular').pressSequentially(phone);
    await target.getByLabel('Qual seu nome?').fill(name);
    await target.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
    await target.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(target.getByRole('dialog', { name: 'Confirmar cadastro' })).toBeVisible();
    await expect(box(target, 1)).toBeFocused();
  };
  const strangerPhone = await newPhone();
  const ownerNewPhone = await newPhone();
  try {
    // A stranger types Gina's number and guesses.
    const stranger = await strangerPhone.newPage();
    await typeKnownPhone(stranger, 'Intruso');
    const code = await codeSentTo(page, phone);
    await stranger.keyboard.type(code === '000000' ? '111111' : '000000');
    await expect(
      stranger.getByRole('alert').filter({ hasText: 'Código incorreto. Você ainda tem 4 tentativas.' }),
    ).toBeVisible();

    // Gina, on a new phone, types the code her phone received: her own entry opens.
    const owner = await ownerNewPhone.newPage();
    await typeKnownPhone(owner, 'Gina Dona');
    await owner.keyboard.type(await codeSentTo(owner, phone));
    await expect(owner).toHaveURL(`${origin}/queue`);
    await expect(owner.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
    await a11y.check(owner);
    // The stranger still has nothing.
    await stranger.goto(`${origin}/queue`);
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Nenhuma fila neste celular' }),
    ).toBeVisible();
  } finally {
    await strangerPhone.close();
    await ownerNewPhone.close();
  }
});
