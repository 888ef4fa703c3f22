// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { buildPosterPdf, type QrMatrix, readQrMatrix } from './qr-poster-pdf';

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
// Every character 0.5 em wide: the layout's arithmetic without a canvas.
const measure = (text: string, size: number) => text.length * size * 0.5;

const qr: QrMatrix = {
  size: 5,
  runs: [
    { x: 1, y: 1, width: 3 },
    { x: 2, y: 3, width: 1 },
  ],
};

function poster(overrides: Partial<Parameters<typeof buildPosterPdf>[0]> = {}) {
  return latin1(
    buildPosterPdf(
      {
        paper: 'A4',
        title: 'Cantina da Praça (Centro)',
        caption: 'Escaneie para entrar na fila',
        url: 'https://fila.example.com.br/queue/join?merchant=abc',
        qr,
        ...overrides,
      },
      measure,
    ),
  );
}

describe('the PDF poster (docs/screens.md#links-and-qr-codes)', () => {
  it('is a PDF whose cross-reference table points at each object', () => {
    const pdf = poster();
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)\n/)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    const length = Number(pdf.match(/<< \/Length (\d+) >>\nstream\n/)?.[1]);
    const start = (pdf.indexOf('stream\n') as number) + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('writes the name in Windows-1252 (accents kept, parentheses escaped) and the caption', () => {
    const pdf = poster();
    expect(pdf).toContain('(Cantina da Pra\xe7a \\(Centro\\)) Tj');
    expect(pdf).toContain('(Escaneie para entrar na fila) Tj');
    expect(pdf).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    // A character outside Windows-1252 becomes '?'.
    expect(poster({ title: 'Sushi 寿司' })).toContain('(Sushi ??) Tj');
  });

  it('draws one filled rectangle per run of dark modules, inside the page', () => {
    const pdf = poster();
    const rects = [...pdf.matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/gm)].map((m) =>
      m.slice(1).map(Number),
    );
    expect(rects).toHaveLength(2);
    const [first, second] = rects as number[][];
    // Same module size; the second run is one module wide, two rows lower.
    expect(first?.[2]).toBeCloseTo((second?.[2] ?? 0) * 3, 1);
    expect((first?.[1] ?? 0) - (second?.[1] ?? 0)).toBeCloseTo((second?.[3] ?? 0) * 2, 1);
    for (const [x, y, w, h] of rects as number[][]) {
      expect(x).toBeGreaterThan(0);
      expect((x ?? 0) + (w ?? 0)).toBeLessThan(595.28);
      expect(y).toBeGreaterThan(0);
      expect((y ?? 0) + (h ?? 0)).toBeLessThan(841.89);
    }
  });

  it('is A5 when asked, and fits a long name by shrinking it, then cutting it', () => {
    expect(poster({ paper: 'A5' })).toContain('/MediaBox [0 0 419.53 595.28]');
    const long = poster({ paper: 'A5', title: 'Restaurante '.repeat(12) });
    expect(long).toMatch(/\(Restaurante [^)]*\x85\) Tj/);
  });

  it('reads the modules of the code qrcode.react draws', () => {
    const { container } = render(
      <QRCodeSVG value="https://fila.example.com.br/c/praca" level="M" marginSize={2} />,
    );
    const matrix = readQrMatrix(container.querySelector('svg') as SVGSVGElement);
    // A QR code is 17 + 4 × version modules wide, plus a quiet zone of 2 on each side.
    expect((matrix.size - 4 - 17) % 4).toBe(0);
    // The top-left finder pattern: a run of 7 dark modules at the quiet zone's corner.
    expect(matrix.runs[0]).toEqual({ x: 2, y: 2, width: 7 });
  });
});
