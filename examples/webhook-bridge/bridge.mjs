// A POS bridge in one file, with no dependency (docs/integrations.md#example): receives SuaVez webhooks,
// checks each Standard Webhooks signature, drops repeats and prints each `order.sent` as a till would.
//
//   WEBHOOK_SECRET=whsec_... PORT=4000 node examples/webhook-bridge/bridge.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** How far a delivery's timestamp may be from this machine's clock, either way (Standard Webhooks: 5 min). */
export const TOLERANCE_SECONDS = 5 * 60;

/** The largest body read: an order is a few kilobytes. */
const MAX_BODY_BYTES = 1024 * 1024;

/** How many delivery ids are remembered to drop repeats (at least once means some arrive twice). */
const REMEMBERED_IDS = 10_000;

/** The key an endpoint's secret stands for: the base64 after `whsec_`. */
function secretKey(secret) {
  if (!secret.startsWith('whsec_')) throw new Error('O segredo começa com whsec_.');
  return Buffer.from(secret.slice('whsec_'.length), 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, as the sender signs. */
export function signWebhook({ secret, id, timestamp, body }) {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * Checks one delivery: the three headers are there, the timestamp is within {@link TOLERANCE_SECONDS} of
 * `now` and one of the `v1` signatures (space separated, as a rotated secret sends two) matches, compared in
 * constant time. Answers `{ok: true}` or `{ok: false, reason}`.
 */
export function verifyWebhook({ secret, headers, body, now = Date.now() }) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'faltam os cabeçalhos webhook-*' };
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - seconds) > TOLERANCE_SECONDS) {
    return { ok: false, reason: 'horário fora da tolerância' };
  }
  const expected = Buffer.from(signWebhook({ secret, id, timestamp, body }).slice('v1,'.length), 'base64');
  const isValid = signatures.split(' ').some((entry) => {
    const [version, value = ''] = entry.split(',', 2);
    if (version !== 'v1') return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return isValid ? { ok: true, id } : { ok: false, reason: 'assinatura inválida' };
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An option as the order carries it: a name, or `{group, name}`. */
const optionText = (option) =>
  typeof option === 'string' ? option : [option.group, option.name].filter(Boolean).join(': ');

/**
 * The till's printout of one sent order (`order.sent`'s data: `orderId`, `table`, `consumer`, `units` with
 * prices in reais, as `GET /api/v1/orders` gives them): table, diner, each unit with its options and note,
 * and what these units add up to (summed in centavos, so 0.1 + 0.2 prints 0,30).
 */
export function formatOrderSent(order) {
  const units = order.units ?? [];
  const cents = (reais) => Math.round((reais ?? 0) * 100);
  const subtotalCents =
    order.subtotal == null ? units.reduce((sum, unit) => sum + cents(unit.price), 0) : cents(order.subtotal);
  const lines = [
    '================================',
    `PEDIDO ${String(order.orderId ?? order.id ?? '').slice(0, 8)}`,
    `Mesa: ${order.table ?? 'sem mesa'}`,
    `Cliente: ${order.consumer?.name ?? ''}`,
    '--------------------------------',
  ];
  for (const unit of units) {
    lines.push(`1x ${unit.name}  ${money.format(unit.price ?? 0)}`);
    for (const option of unit.options ?? []) lines.push(`   - ${optionText(option)}`);
    if (unit.note) lines.push(`   Obs.: ${unit.note}`);
  }
  lines.push('--------------------------------', `Subtotal: ${money.format(subtotalCents / 100)}`);
  return lines.join('\n');
}

/**
 * The bridge's HTTP server: `POST` any path with a signed delivery → 204 (a repeat too, so the sender stops);
 * a bad signature or an old timestamp → 401; a body that is not JSON → 400. Each new `order.sent` goes to
 * `print` (the console by default).
 */
export function createBridgeServer({ secret, print = console.log, now = () => Date.now() }) {
  secretKey(secret);
  const seen = new Set();
  return createServer((request, response) => {
    const answer = (status, text) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(text);
    };
    if (request.method !== 'POST') return answer(405, 'Use POST.');
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verdict = verifyWebhook({ secret, headers: request.headers, body, now: now() });
      if (!verdict.ok) return answer(401, verdict.reason);
      let event;
      try {
        event = JSON.parse(body);
      } catch {
        return answer(400, 'corpo não é JSON');
      }
      if (seen.has(verdict.id)) return answer(204, '');
      seen.add(verdict.id);
      if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value);
      if (event.type === 'order.sent') print(formatOrderSent(event.data ?? {}));
      answer(204, '');
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Defina WEBHOOK_SECRET com o segredo whsec_… mostrado ao criar o webhook.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4000);
  createBridgeServer({ secret }).listen(port, () => console.log(`Ponte ouvindo em http://127.0.0.1:${port}`));
}
