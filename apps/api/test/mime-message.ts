// Enough of MIME (RFC 2045–2047) to read back what a mail library sends: folded headers, encoded words,
// multipart bodies, quoted-printable and base64.

/** A message's headers and its text and HTML bodies, decoded. */
export interface DecodedMessage {
  /** Header values by lower-case name, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  /** The text/html part, when there is one. */
  html: string | undefined;
}

/** Headers (unfolded, lower-case names, encoded words decoded) and the text and HTML bodies of a message. */
export function parseMessage(raw: string): DecodedMessage {
  const { headers, body } = splitHeaders(raw);
  const parts = bodyParts(headers, body);
  const text = parts.find((part) => part.type === 'text/plain')?.content ?? '';
  const html = parts.find((part) => part.type === 'text/html')?.content;
  return { headers, subject: headers.subject ?? '', text, html };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const separator = raw.indexOf('\r\n\r\n');
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bodyParts(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const part = splitHeaders(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
        return bodyParts(part.headers, part.body);
      });
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'utf8');
  return [{ type: contentType.split(';')[0]?.trim().toLowerCase() ?? '', content: bytes.toString('utf8') }];
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); the space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : quotedPrintableBytes(encoded.replaceAll('_', ' ')).toString('utf8'),
    );
}
