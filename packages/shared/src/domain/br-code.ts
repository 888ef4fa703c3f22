/**
 * The Pix BR Code: an EMV merchant-presented QR code (EMVCo MPM) as the Central Bank's "Manual de Padrões
 * para Iniciação do Pix" defines it for a static code (docs/pix.md#br-code). Each field is ID (2 digits),
 * length (2 digits) and value; the last field is the CRC16-CCITT of everything before its value.
 */

/** The Pix GUI in the merchant account information (tag 26, field 00). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Most characters of a txid (tag 62, field 05) in a static code: letters and digits. */
export const PIX_TXID_MAX = 25;

/** What a static BR Code carries. `amountCents` absent: the payer types the amount. */
export type BrCodeInput = {
  key: string;
  /** The receiver's name, as the code carries it (no accents, ≤ 25). */
  name: string;
  /** The receiver's city (no accents, ≤ 15). */
  city: string;
  amountCents?: number;
  /** Identifies the charge to the receiver: 1..25 letters and digits, or '***' for none. */
  txid: string;
};

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`BR Code field ${id} longer than 99 characters`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Centavos as the code's amount: two decimals, a dot, no thousands separator ('1234.50'). */
export function formatBrCodeAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError('BR Code amount must be positive');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Builds the "Pix copia e cola" text (the QR code's content) of a static charge. */
export function buildBrCode(input: BrCodeInput): string {
  if (!/^([A-Za-z0-9]{1,25}|\*\*\*)$/.test(input.txid)) throw new RangeError('Invalid txid');
  if (input.name.length === 0 || input.name.length > 25) throw new RangeError('Invalid merchant name');
  if (input.city.length === 0 || input.city.length > 15) throw new RangeError('Invalid merchant city');
  const body = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amountCents === undefined ? '' : field('54', formatBrCodeAmount(input.amountCents)),
    field('58', 'BR'),
    field('59', input.name),
    field('60', input.city),
    field('62', field('05', input.txid)),
    '6304',
  ].join('');
  return body + crc16Ccitt(body);
}

/** A BR Code read back: its top-level fields, and nested ones of 26 and 62. */
export type ParsedBrCode = {
  fields: Map<string, string>;
  key: string | null;
  gui: string | null;
  amount: string | null;
  name: string | null;
  city: string | null;
  txid: string | null;
  crc: string;
};

/** Splits ID-length-value fields; throws when a length runs past the end. */
export function parseEmvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new SyntaxError(`Malformed EMV field at ${at}`);
    }
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Reads a BR Code and checks its CRC; throws `SyntaxError` on a malformed code or a wrong CRC. */
export function parseBrCode(payload: string): ParsedBrCode {
  if (!/6304[0-9A-F]{4}$/.test(payload)) throw new SyntaxError('BR Code without a CRC field');
  const crc = payload.slice(-4);
  if (crc16Ccitt(payload.slice(0, -4)) !== crc) throw new SyntaxError('BR Code CRC does not match');
  const fields = parseEmvFields(payload);
  const account = fields.has('26') ? parseEmvFields(fields.get('26') ?? '') : new Map<string, string>();
  const extra = fields.has('62') ? parseEmvFields(fields.get('62') ?? '') : new Map<string, string>();
  return {
    fields,
    gui: account.get('00') ?? null,
    key: account.get('01') ?? null,
    amount: fields.get('54') ?? null,
    name: fields.get('59') ?? null,
    city: fields.get('60') ?? null,
    txid: extra.get('05') ?? null,
    crc,
  };
}
