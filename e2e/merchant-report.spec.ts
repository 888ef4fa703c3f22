import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { demoName, loginAsDemoMerchant } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The host warns a called consumer on WhatsApp, and the merchant user reads the report's
// indicators, with a chart, and takes them to a spreadsheet (docs/reports.md).

/**
 * A consumer with a known phone joins the demo queue through the API; answers the entry id and the digits.
 */
async function joinWithPhone(request: APIRequestContext, merchantId: string, name: string) {
  const digits = `219${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const consumer = await request.post('/api/consumer', { data: { phone: digits, name } });
  expect(consumer.ok(), await consumer.text()).toBeTruthy();
  const { id } = (await consumer.json()) as { id: string };
  const join = await request.post('/api/queue', {
    data: { merchant: { id: merchantId }, consumer: { id }, slot: 2 },
  });
  expect(join.status(), await join.text()).toBe(201);
  const entry = (await join.json()) as { id: string; status: string };
  return { queueId: entry.id, status: entry.status, digits };
}

test("a called consumer's WhatsApp link; the report's indicators, chart and CSV", async ({
  page,
  playwright,
  a11y,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const login = await loginAsDemoMerchant(page.context(), baseURL as string);
  const bearer = { authorization: `Bearer ${login.accessToken}` };
  const name = `Zeca Report${Date.now().toString(36)}`;
  const consumerContext = await playwright.request.newContext({ baseURL: baseURL as string });
  const consumer = await joinWithPhone(consumerContext, login.merchantId, name);
  await consumerContext.dispose();

  await test.step("a called consumer's card opens WhatsApp with the call's message", async () => {
    // merchant-operations.spec.ts may have the demo restaurant accepting joins by itself at this moment.
    const actions = consumer.status === 'IN_QUEUE' ? ['call'] : ['accept', 'call'];
    for (const action of actions) {
      const res = await page.request.post(`/api/queue/${action}?queueId=${consumer.queueId}`, {
        headers: bearer,
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.goto('/merchant/queue');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Chamado', { exact: true })).toBeVisible();
    const link = card.getByRole('link', { name: /^Avisar pelo WhatsApp/ });
    await expect(link).toHaveText('Avisar pelo WhatsApp');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    const list = await page.request.get(`/api/queue/current?merchantId=${login.merchantId}&status=CALLED`, {
      headers: bearer,
    });
    const entry = ((await list.json()) as { id: string; deadlineAt: string }[]).find(
      (row) => row.id === consumer.queueId,
    );
    const deadline = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(entry?.deadlineAt as string));
    // The restaurant's name leads (no guessed article) and the link opens the consumer's status page.
    const statusUrl = `${new URL(page.url()).origin}/queue`;
    const text = `Olá, Zeca! ${demoName}: sua mesa está pronta. Responda ao chamado até ${deadline}: ${statusUrl}`;
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/55${consumer.digits}?text=${encodeURIComponent(text)}`,
    );
    await dismissToasts(page);
    await a11y.check();
  });

  await test.step('the report shows the indicators and a chart, and exports them as CSV', async () => {
    await page.goto('/merchant');
    await page.getByRole('main').getByRole('button', { name: 'Relatório' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relatório' });
    // It opens on the last 7 days, today included, already fetched (docs/reports.md#the-period).
    const today = await dialog.getByLabel('Data final').inputValue();
    const weekAgo = new Date(`${today}T12:00:00Z`);
    weekAgo.setUTCDate(weekAgo.getUTCDate() - 6);
    await expect(dialog.getByLabel('Data inicial')).toHaveValue(weekAgo.toISOString().slice(0, 10));
    await expect(dialog.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    // A period longer than the API allows is refused before any call.
    await dialog.getByLabel('Data inicial').fill('2024-01-01');
    await dialog.getByLabel('Data final').fill('2025-01-02');
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('O período do relatório pode ter no máximo 366 dias.');
    await dialog.getByLabel('Data inicial').fill(today);
    await dialog.getByLabel('Data final').fill(today);
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await expect(dialog.getByRole('heading', { name: 'Indicadores do período' })).toBeVisible();
    await expect(dialog.getByText('Espera média até a chamada', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Conta média por pessoa', { exact: true })).toBeVisible();
    const chart = dialog.getByRole('img', { name: /^Chegadas por hora\. Maior valor: \d+, \d+ cliente/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(24);
    await dialog.getByLabel('Agrupar por').selectOption('weekday');
    await dialog.getByLabel('Gráfico').selectOption('wait');
    await expect(
      dialog.getByRole('img', { name: /^Espera média até a chamada por dia da semana/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('img').locator('rect')).toHaveCount(7);
    await expect(dialog.getByRole('table', { name: 'Indicadores por dia da semana' })).toBeVisible();
    await dismissToasts(page);
    await a11y.check();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^relatorio-suavez-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFFRelatório SuaVez;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Relatório SuaVez;\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
    expect(lines).toContain('Fuso horário;America/Sao_Paulo');
    // Today's consumers include the one just called.
    const joined = Number(
      lines.find((line) => line.startsWith('Clientes que entraram na fila;'))?.split(';')[1],
    );
    expect(joined).toBeGreaterThanOrEqual(1);
    expect(lines.find((line) => line.startsWith('Clientes chamados;'))).toMatch(
      /^Clientes chamados;[1-9]\d*$/,
    );
    expect(lines.filter((line) => /^\d{2}h;/.test(line))).toHaveLength(24);
    expect(lines).toContain(
      'Dia da semana;Chegadas;Chamados;Espera média (min);Espera p90 (min);Desistências;Taxa de desistência (%);Não comparecimentos;Taxa de não comparecimento (%)',
    );
  });

  await test.step('on a phone the report fills the screen and its controls stay within reach', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = page.getByRole('dialog', { name: 'Relatório' });
    const box = await dialog.locator('.modal-content').boundingBox();
    expect(box?.width).toBe(390);
    await expect(dialog.getByRole('img').first()).toBeVisible();
    await dialog.getByRole('table', { name: 'Indicadores por dia da semana' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Exportar CSV' })).toBeInViewport();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toHaveCount(0);
  });

  // The called consumer leaves the demo queue, so other journeys never see them.
  await page.request.post(`/api/queue/remove?queueId=${consumer.queueId}&reason=Outros`, { headers: bearer });
});
