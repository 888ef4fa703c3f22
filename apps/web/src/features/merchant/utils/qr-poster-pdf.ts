/**
 * A one-page PDF poster of a QR code, written by hand (docs/screens.md#links-and-qr-codes): the restaurant's
 * name, the code drawn as filled squares, a caption and the address, in the standard Helvetica fonts every
 * PDF reader has (no font is embedded, so text is limited to Windows-1252, which covers Portuguese). About
 * 3 KB, and no library in the merchant's bundle.
 */

/** The paper sizes offered, in PDF points (1/72 inch). */
export const posterPapers = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;

/** One of {@link posterPapers}. */
export type PosterPaper = keyof typeof posterPapers;

/** A QR code as dark runs of modules on one row, and its side in modules (quiet zone included). */
export interface QrMatrix {
  size: number;
  runs: { x: number; y: number; width: number }[];
}

/**
 * The modules of a QR code from the SVG that `qrcode.react` draws: its viewBox gives the side, and its
 * dark path is one `M{x} {y}h{width}v1H{x}z` (or `M{x},{y} h…`) per run of dark modules on a row.
 */
export function readQrMatrix(svg: SVGSVGElement): QrMatrix {
  const size = Number(svg.getAttribute('viewBox')?.split(/\s+/)[2]);
  const paths = [...svg.querySelectorAll('path')];
  // The first path is the light background (the whole square); the dark modules come last.
  const dark = paths.at(-1)?.getAttribute('d') ?? '';
  const runs = [...dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
  }));
  if (!Number.isFinite(size) || size <= 0 || runs.length === 0) throw new Error('QR code not drawn');
  return { size, runs };
}

/** Measures `text` in points at `fontSize` in Helvetica (bold or not). */
export type MeasureText = (text: string, fontSize: number, isBold: boolean) => number;

/**
 * Measures with the browser's Arial (Helvetica's metrics; Liberation Sans on Linux); without a canvas, an
 * average width that errs wide, so a long name shrinks rather than overflows.
 */
export const measureWithCanvas: MeasureText = (text, fontSize, isBold) => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return text.length * fontSize * 0.62;
  context.font = `${isBold ? 'bold ' : ''}${fontSize}px Arial, Helvetica, "Liberation Sans", sans-serif`;
  return context.measureText(text).width;
};

/** What the poster says and shows. */
export interface PosterContent {
  paper: PosterPaper;
  /** The restaurant's name, large, on top. */
  title: string;
  /** A second line under it ('Mesa 12'); none when absent. */
  subtitle?: string;
  /** Under the code: 'Escaneie para entrar na fila'. */
  caption: string;
  /** The address the code opens, small, at the bottom. */
  url: string;
  qr: QrMatrix;
}

// Windows-1252 bytes 0x80–0x9F for the characters it places there (the rest of Latin-1 maps to itself).
const cp1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text as Windows-1252 bytes (one char per byte); what it cannot hold becomes '?'. */
function toWinAnsi(text: string): string {
  let bytes = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const mapped =
      cp1252[char] ?? (code >= 0x20 && code <= 0xff && (code < 0x7f || code > 0x9f) ? code : 0x3f);
    bytes += String.fromCharCode(mapped);
  }
  return bytes;
}

/** A PDF literal string: parentheses and backslashes escaped, bytes kept as they are. */
const literal = (bytes: string) => `(${bytes.replace(/[\\()]/g, (c) => `\\${c}`)})`;

const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** The largest size from `max` down to `min` at which `text` fits `width`; cut with '…' below `min`. */
function fitText(
  text: string,
  options: { max: number; min: number; width: number; isBold: boolean; measure: MeasureText },
) {
  const { max, min, width, isBold, measure } = options;
  for (let size = max; size >= min; size -= 1) {
    if (measure(text, size, isBold) <= width) return { text, size };
  }
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`, min, isBold) > width) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size: min };
}

/** The poster as the bytes of a PDF 1.4 file. */
export function buildPosterPdf(
  content: PosterContent,
  measure: MeasureText = measureWithCanvas,
): Uint8Array<ArrayBuffer> {
  const [width, height] = posterPapers[content.paper];
  const scale = width / posterPapers.A4[0];
  const margin = 48 * scale;
  const textWidth = width - 2 * margin;
  const ops: string[] = [];
  const centred = (text: string, size: number, y: number, isBold: boolean) => {
    const x = (width - measure(text, size, isBold)) / 2;
    ops.push(
      `BT /${isBold ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td ${literal(toWinAnsi(text))} Tj ET`,
    );
  };

  let y = height - margin;
  const title = fitText(content.title, {
    max: 40 * scale,
    min: 14 * scale,
    width: textWidth,
    isBold: true,
    measure,
  });
  y -= title.size;
  centred(title.text, title.size, y, true);
  if (content.subtitle) {
    const subtitle = fitText(content.subtitle, {
      max: 30 * scale,
      min: 12 * scale,
      width: textWidth,
      isBold: true,
      measure,
    });
    y -= subtitle.size * 1.5;
    centred(subtitle.text, subtitle.size, y, true);
  }

  // The code: as wide as the page allows, leaving room for the caption and the address below.
  const qrSide = Math.min(width * 0.72, y - margin - 110 * scale);
  const cell = qrSide / content.qr.size;
  const qrLeft = (width - qrSide) / 2;
  const qrTop = y - 28 * scale;
  ops.push('0 g');
  for (const run of content.qr.runs) {
    // PDF's y grows upwards: a module's row counts down from the code's top edge.
    const bottom = qrTop - (run.y + 1) * cell;
    ops.push(`${n(qrLeft + run.x * cell)} ${n(bottom)} ${n(run.width * cell)} ${n(cell)} re`);
  }
  ops.push('f');

  const caption = fitText(content.caption, {
    max: 26 * scale,
    min: 12 * scale,
    width: textWidth,
    isBold: false,
    measure,
  });
  centred(caption.text, caption.size, qrTop - qrSide - 20 * scale - caption.size, false);
  const url = fitText(content.url, {
    max: 11 * scale,
    min: 6 * scale,
    width: textWidth,
    isBold: false,
    measure,
  });
  centred(url.text, url.size, margin, false);

  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(width)} ${n(height)}] ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(toWinAnsi(content.title))} /Producer (SuaVez) >>`,
  ];
  // A binary comment on the second line tells transfer tools the file is binary.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every char is one byte (toWinAnsi and ASCII): the offsets above are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
