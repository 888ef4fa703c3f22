import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { findFreePort } from '../scripts/lib/server-process.mjs';
import { createSteak, json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginAsDemoMerchant } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The integrations, end to end (docs/integrations.md, issue 36): the owner makes an API key and an 'order.sent'
// webhook in 'Integrações', reading the key and the secret off the screen; the example POS bridge
// (examples/webhook-bridge/bridge.mjs) runs with that secret and answers 'Testar'; a diner on a 390 px phone
// orders an item with an option and a note at 'Mesa 7'; the bridge prints it, the deliveries list says
// 'Entregue', the key reads the order from /api/v1/orders, and the kitchen prints its 80 mm ticket. A server
// of its own, not in production (NODE_ENV=development, as every journey's server): only outside production
// does the SSRF guard let a webhook reach http://127.0.0.1, the guard itself unchanged.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: ConsumerServer | undefined;
let origin = '';
let bridge: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('integrations', {
    FEATURE_SMS_VERIFICATION: 'false',
    NODE_ENV: 'development',
  });
  origin = server.origin;
});

test.afterAll(async () => {
  if (bridge && bridge.exitCode === null && bridge.signalCode === null) {
    const gone = new Promise((resolve) => bridge?.once('exit', resolve));
    bridge.kill('SIGTERM');
    await gone;
  }
  await server?.stop();
});

/** Starts the example bridge as its README says; answers what it has printed so far. */
function startBridge(secret: string, port: number): () => string {
  let printed = '';
  const child = spawn(process.execPath, ['examples/webhook-bridge/bridge.mjs'], {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  bridge = child;
  const append = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  return () => printed;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The value of the dialog's read-only field shown once ('Chave de API', 'Segredo de assinatura'). */
async function readSecretOnce(page: Page, title: string, label: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(
    dialog.getByText('Guarde agora: por segurança, isto não será mostrado de novo.'),
  ).toBeVisible();
  const value = await dialog.getByLabel(label).inputValue();
  await dialog.getByRole('button', { name: 'Já guardei' }).click();
  await expect(dialog).toBeHidden();
  return value;
}

/** Opens an endpoint's 'Entregas' and waits until `type`'s delivery is 'Entregue' with a 204. */
async function expectDelivered(page: Page, url: string, type: string) {
  await page
    .getByRole('list', { name: 'Webhooks' })
    .getByRole('button', { name: 'Entregas' })
    .click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: `Entregas para ${url}` });
  const row = dialog.getByRole('row').filter({ hasText: type });
  await expect(row).toContainText('Entregue');
  await expect(row.getByRole('cell').nth(3)).toHaveText('204');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
}

test('a key and a webhook made on the screen: the bridge prints the order, v1 reads it, the kitchen prints it', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // GET /order/info answers 404 before the diner's first order (the page then opens one).
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const run = Date.now().toString(36);
  const login = await loginAsDemoMerchant(page.context(), origin);
  const asOwner = { headers: { authorization: `Bearer ${login.accessToken}` } };
  const bridgePort = await findFreePort();
  const bridgeUrl = `http://127.0.0.1:${bridgePort}/suavez`;

  let key = '';
  await test.step("the owner makes a key 'Ver os pedidos' in 'Integrações' and reads it once", async () => {
    await page.goto(`${origin}/merchant/integracoes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
    await page.getByRole('button', { name: 'Nova chave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova chave' });
    await dialog.getByLabel('Nome').fill(`Caixa ${run}`);
    await dialog.getByLabel('Ver os pedidos').check();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Criar chave' }).click();
    key = await readSecretOnce(page, `Chave "Caixa ${run}" criada`, 'Chave de API');
    expect(key).toMatch(/^sv_[A-Za-z0-9_-]{43}$/);
    const row = page.getByRole('table', { name: 'Chaves de API' }).getByRole('row', { name: /Caixa/ });
    await expect(row).toContainText(`${key.slice(0, 10)}…`);
    await expect(row).toContainText('Ver os pedidos');
    await expect(row).not.toContainText(key);
  });

  let printed = () => '';
  await test.step("a webhook for 'Pedido enviado' to the bridge; the bridge starts with its secret; 'Testar' reaches it", async () => {
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByLabel('URL').fill(bridgeUrl);
    await dialog.getByLabel('Pedido enviado').check();
    await dialog.getByRole('button', { name: 'Criar webhook' }).click();
    const secret = await readSecretOnce(page, 'Webhook criado', 'Segredo de assinatura');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    printed = startBridge(secret, bridgePort);
    await expect.poll(printed).toContain(`Ponte ouvindo em http://127.0.0.1:${bridgePort}`);

    const endpoint = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem');
    await expect(endpoint).toContainText(bridgeUrl);
    await expect(endpoint).toContainText('Ativo');
    await expect(endpoint).toContainText('Pedido enviado');
    await endpoint.getByRole('button', { name: 'Testar' }).click();
    await expect(toast(page, 'Teste enviado. Veja o resultado em Entregas.')).toBeVisible();
    await dismissToasts(page);
    await expectDelivered(page, bridgeUrl, 'Teste');
    await a11y.check();
  });

  // An item of the journey's own with a required option, on the demo menu.
  const steakName = `Bife ${run}`;
  await createSteak(
    page.request,
    origin,
    { ...login, authorization: asOwner.headers.authorization },
    steakName,
  );

  const dinerName = `Iara ${run}`;
  const before = new Date().toISOString();
  const dinerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // The diner's phone is a context of its own: the fixture watches the tablet's; 404s as above.
  const dinerErrors: string[] = [];
  dinerContext.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) dinerErrors.push(message.text());
  });
  const diner = await dinerContext.newPage();
  let queueId = '';
  try {
    await test.step("a diner joins on a phone; the host seats them at 'Mesa 7'", async () => {
      await joinDemoQueueAsNewConsumer(diner, {
        origin,
        merchantId: login.merchantId,
        name: dinerName,
        slotLabel: '1 pessoa',
      });
      const consumerId = (await dinerContext.cookies(origin)).find((c) => c.name === 'user')?.value;
      queueId = (
        await json<{ id: string }>(diner.request.get(`${origin}/api/queue?consumerId=${consumerId}`))
      ).id;
      for (const action of ['accept', 'call', 'checkin']) {
        const table = action === 'checkin' ? '&table=7' : '';
        await json(page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}${table}`, asOwner));
      }
    });

    await test.step("the diner orders the steak 'Ao ponto', 'sem cebola', and sends it", async () => {
      await diner.goto(`${origin}/queue/catalog?qoid=${queueId}`);
      await expect(diner.getByText('Carrinho vazio')).toBeVisible();
      await diner.getByRole('searchbox', { name: 'Buscar item' }).fill(run);
      await diner.getByRole('button', { name: new RegExp(steakName) }).click();
      const drawer = diner.getByRole('dialog', { name: steakName });
      await drawer
        .getByRole('group', { name: /Ponto da carne/ })
        .getByRole('radio', { name: 'Ao ponto' })
        .check();
      await drawer.getByLabel('Observação').fill('sem cebola');
      await drawer.getByRole('button', { name: 'Adicionar ao pedido' }).click();
      await expect(drawer).toBeHidden();
      await dismissToasts(diner);
      await diner.getByRole('button', { name: 'Ver pedido' }).click();
      const cart = diner.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByRole('heading', { name: 'Ainda não enviado (1)' })).toBeVisible();
      await cart.getByRole('button', { name: 'Enviar pedido' }).click();
      await diner
        .getByRole('dialog', { name: 'Confirmar pedido' })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      await expect(toast(diner, 'Pedido enviado com sucesso.')).toBeVisible();
      await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (1)' })).toBeVisible();
      await a11y.check(diner);
      expect(dinerErrors).toEqual([]);
    });
  } finally {
    await dinerContext.close();
  }

  await test.step('the bridge prints the order as a till would; the deliveries list says it was delivered', async () => {
    await expect.poll(printed, { timeout: 15_000 }).toContain('Subtotal:');
    const till = printed();
    expect(till).toContain('Mesa: 7');
    expect(till).toContain(`Cliente: ${dinerName}`);
    expect(till).toMatch(new RegExp(`1x ${steakName}\\s+R\\$\\s59,90`));
    expect(till).toContain('   - Ponto da carne: Ao ponto');
    expect(till).toContain('   Obs.: sem cebola');
    expect(till).toMatch(/Subtotal: R\$\s59,90/);
    await expectDelivered(page, bridgeUrl, 'Pedido enviado');
  });

  let unitId = '';
  await test.step("the key reads the order from /api/v1/orders; a key without 'orders:read' gets 403", async () => {
    const orders = await json<
      {
        queueId: string;
        table: string | null;
        status: string;
        consumer: { name: string };
        units: {
          id: string;
          name: string;
          options: { name: string }[];
          note: string | null;
          price: number;
          status: string;
        }[];
        subtotal: number;
      }[]
    >(
      page.request.get(`${origin}/api/v1/orders?since=${encodeURIComponent(before)}`, {
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    const order = orders.find((o) => o.queueId === queueId);
    expect(order).toMatchObject({
      table: '7',
      consumer: { name: dinerName },
      units: [
        {
          name: steakName,
          options: [expect.objectContaining({ name: 'Ao ponto' })],
          note: 'sem cebola',
          price: 59.9,
          status: 'SENT',
        },
      ],
      subtotal: 59.9,
    });
    unitId = order?.units[0]?.id ?? '';
    const other = await json<{ key: string }>(
      page.request.post(`${origin}/api/merchant/api-keys`, {
        ...asOwner,
        data: { name: `Totem ${run}`, scopes: ['queue:read'] },
      }),
    );
    const refused = await page.request.get(`${origin}/api/v1/orders?since=${encodeURIComponent(before)}`, {
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Esta chave de API não tem a permissão orders:read.',
    );
  });

  await test.step("the host accepts it and presses 'Imprimir' in the kitchen: the 80 mm ticket alone prints", async () => {
    await json(
      page.request.patch(
        `${origin}/api/order/item/accept?orderItemId=${unitId}&merchantId=${login.merchantId}`,
        asOwner,
      ),
    );
    // The browser's dialog stays shut: the page counts the calls.
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.goto(`${origin}/merchant/cozinha`);
    const table = page.getByRole('region', { name: `Mesa 7 · ${dinerName}` });
    await table.getByRole('button', { name: `Imprimir o pedido de ${dinerName}` }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const ticket = page.locator('.kitchen-print');
    await expect(ticket).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText('Mesa 7');
    await expect(ticket).toContainText(`Cliente: ${dinerName}`);
    await expect(ticket).toContainText(`1x ${steakName}`);
    await expect(ticket).toContainText('- Ponto da carne: Ao ponto');
    await expect(ticket).toContainText('Obs.: sem cebola');
    const print = await page.evaluate(() => {
      const element = document.querySelector('.kitchen-print') as HTMLElement;
      const style = getComputedStyle(element);
      const pageRules = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
        .map((rule) => ({
          name: rule.selectorText,
          size: rule.style.getPropertyValue('size'),
          margin: rule.style.margin,
        }));
      return {
        others: Array.from(document.body.children)
          .filter((child) => child !== element)
          .map((child) => getComputedStyle(child).display),
        width: element.getBoundingClientRect().width,
        font: style.fontFamily,
        page: style.getPropertyValue('page'),
        pageRules,
      };
    });
    expect(new Set(print.others)).toEqual(new Set(['none']));
    // 80 mm at 96 px per inch is 302 px; the ticket keeps to 72 mm.
    expect(print.width).toBeLessThanOrEqual(302);
    expect(print.font).toContain('monospace');
    expect(print.page).toBe('kitchen-ticket');
    expect(print.pageRules).toContainEqual({
      name: 'kitchen-ticket',
      size: expect.stringMatching(/^80mm /),
      margin: '0px',
    });

    // Chromium prints it on the page the CSS asks for: one 80 mm wide page.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const boxes = pdf.match(/\/MediaBox\s*\[[^\]]*\]/g) ?? [];
    expect(boxes).toHaveLength(1);
    const width = Number(/\[\s*0\s+0\s+([\d.]+)/.exec(boxes[0] ?? '')?.[1]);
    expect(width).toBeCloseTo((80 / 25.4) * 72, 0);
    await page.emulateMedia({ media: 'screen' });
    await expect(ticket).toBeHidden();
    await expect(table.getByText(steakName)).toBeVisible();
  });
});
