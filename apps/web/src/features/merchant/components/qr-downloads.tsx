import { QRCodeCanvas } from 'qrcode.react';
import { type RefObject, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { notify } from '@/lib/notify';
import { downloadBlob, toFileName } from '../utils/download-file';
import { buildPosterPdf, type PosterPaper, readQrMatrix } from '../utils/qr-poster-pdf';

/** Side of the downloaded PNG, in pixels: sharp on a printed card of 10 cm. */
const PNG_SIZE_PX = 1024;

/** The caption of every poster: what the code is for. */
export const POSTER_CAPTION = 'Escaneie para entrar na fila';

export interface QrDownloadsProps {
  /** The address the code opens. */
  url: string;
  /** The code as shown on screen, whose modules the PDF draws. */
  svgRef: RefObject<SVGSVGElement | null>;
  /** The restaurant's name, the poster's title. */
  title: string;
  /** 'Mesa 12' on a table's poster. */
  subtitle?: string;
  /** Names the files and, after 'Baixar … ', the buttons for a screen reader ('da mesa 12'); none: the queue's. */
  of?: string;
  /** After a file was handed to the browser to save (the setup checklist's 'Imprima o QR code'). */
  onSaved?: () => void;
}

/**
 * 'Baixar PNG' (the code alone, from a canvas drawn off screen) and 'Baixar PDF' on A4 or A5 (the poster:
 * the restaurant's name, the code, 'Escaneie para entrar na fila' and the address), made in the browser
 * (docs/screens.md#links-and-qr-codes).
 */
export function QrDownloads({ url, svgRef, title, subtitle, of, onSaved }: QrDownloadsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileBase = toFileName(title, ...(subtitle ? [subtitle] : []));
  const labelOf = (what: string) => (of ? `${what} ${of}` : undefined);

  const downloadPng = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.toBlob((blob) => {
      if (blob) {
        downloadBlob(blob, `${fileBase}.png`);
        onSaved?.();
      } else notify('error', 'Não foi possível gerar a imagem');
    }, 'image/png');
  };

  const downloadPdf = (paper: PosterPaper) => {
    const svg = svgRef.current;
    if (!svg) return;
    const bytes = buildPosterPdf({
      paper,
      title,
      ...(subtitle ? { subtitle } : {}),
      caption: POSTER_CAPTION,
      url,
      qr: readQrMatrix(svg),
    });
    downloadBlob(new Blob([bytes], { type: 'application/pdf' }), `${fileBase}-${paper.toLowerCase()}.pdf`);
    onSaved?.();
  };

  return (
    <>
      <Button variant="outline-primary" onClick={downloadPng} aria-label={labelOf('Baixar PNG')}>
        Baixar PNG
      </Button>
      {(['A4', 'A5'] as const).map((paper) => (
        <Button
          key={paper}
          variant="outline-primary"
          onClick={() => downloadPdf(paper)}
          aria-label={labelOf(`Baixar PDF ${paper}`)}
        >
          Baixar PDF {paper}
        </Button>
      ))}
      <div hidden>
        <QRCodeCanvas ref={canvasRef} value={url} size={PNG_SIZE_PX} level="M" marginSize={4} />
      </div>
    </>
  );
}
