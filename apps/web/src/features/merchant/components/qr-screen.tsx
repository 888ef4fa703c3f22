import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'wouter';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { merchantSetupKey } from '../api/get-merchant-setup.api';
import { recordQrPrinted } from '../api/record-qr-printed.api';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { merchantMessages } from '../merchant-messages';
import { buildJoinUrl } from '../utils/merchant-links';
import { POSTER_CAPTION, QrDownloads } from './qr-downloads';
import { QrWhatsAppOffer } from './qr-whatsapp-offer';
import { TableQrCodes } from './table-qr-codes';
import './qr-screen.css';

/** Size of the QR code on screen (docs/screens.md#fixed-values). */
const QR_SIZE_PX = 300;

function Placeholder() {
  return (
    <span className="placeholder-glow">
      <span className="placeholder col-6" aria-hidden="true" />
      <span className="visually-hidden">Carregando...</span>
    </span>
  );
}

/**
 * The owner printed or saved a code: the home's 'Imprima o QR code' ticks (docs/screens.md#setup-checklist).
 * Only the owner's setup counts it; a failure is ignored (the step stays open, nothing else depends on it).
 */
function useNoteQrPrinted(merchantId: string): () => void {
  const queryClient = useQueryClient();
  const isOwner = useCanStaff('settings');
  return () => {
    if (!isOwner) return;
    recordQrPrinted(merchantId).then(
      () => queryClient.invalidateQueries({ queryKey: merchantSetupKey(merchantId) }),
      () => undefined,
    );
  };
}

/**
 * `/merchant/qr` (docs/screens.md#links-and-qr-codes): 'Voltar para a home' on top, then the poster — 'Fila do
 * {nome}', the 300 px QR code of the join link made from the server's `PUBLIC_URL`, 'Escaneie para entrar na
 * fila' and how to use it, and when this server holds the WhatsApp conversation a smaller code and the words
 * for joining there — then what to do with it (a note on the page, never a dialog in the way),
 * 'Imprimir' (the poster alone on the page) and the downloads, and a code per table.
 */
export function QrScreen() {
  const session = useMerchantSession();
  const merchant = useMerchantFullQuery(session.merchantId);
  useMerchantQueryError(merchant, merchantMessages.merchantLoadFailed);
  const notePrinted = useNoteQrPrinted(session.merchantId);
  const svgRef = useRef<SVGSVGElement>(null);
  const data = merchant.data;
  const name = data?.name;
  useDocumentTitle(name ? `Fila do ${name}` : 'QR Code da fila');
  const source = data ? { publicUrl: data.publicUrl, merchantId: data.id } : null;
  const joinUrl = source ? buildJoinUrl(source) : null;

  return (
    <main className="merchant-qr-page container d-flex flex-column align-items-center text-center">
      <nav className="merchant-qr-back d-print-none align-self-start mb-3" aria-label="Navegação da página">
        <Link href="/merchant" className="btn btn-link ps-0">
          <span aria-hidden="true">← </span>Voltar para a home
        </Link>
      </nav>
      <section
        className="merchant-qr-poster d-flex flex-column align-items-center"
        aria-label="Cartaz da fila"
      >
        <h1 className="display-6 fw-bold">{name ? `Fila do ${name}` : <Placeholder />}</h1>
        <figure className="merchant-qr-code" aria-label="QR Code para entrar na fila">
          {joinUrl ? (
            <QRCodeSVG
              ref={svgRef}
              value={joinUrl}
              size={QR_SIZE_PX}
              level="M"
              marginSize={2}
              title="QR Code para entrar na fila"
            />
          ) : (
            <div className="merchant-qr-placeholder placeholder-glow" aria-busy="true">
              <span className="placeholder w-100 h-100" />
            </div>
          )}
        </figure>
        <p className="merchant-qr-caption h4 fw-semibold">{POSTER_CAPTION}</p>
        <p className="merchant-qr-instruction lead">
          Aponte a câmera do celular para o QR Code e entre na fila.
        </p>
        {joinUrl && <p className="merchant-qr-link small text-body-secondary text-break">{joinUrl}</p>}
        {data?.whatsAppNumber && <QrWhatsAppOffer number={data.whatsAppNumber} shortId={data.shortId} />}
      </section>
      <p className="merchant-qr-note d-print-none alert alert-info text-start mb-3" role="note">
        Mostre este QR Code aos seus clientes, ou use 'Imprimir' e deixe o cartaz à vista, na porta ou no
        balcão. 'Baixar' salva a imagem ou o cartaz em PDF (A4 ou A5).
      </p>
      <div className="merchant-qr-tools d-print-none d-flex flex-wrap justify-content-center gap-2 mb-3">
        <Button
          onClick={() => {
            window.print();
            notePrinted();
          }}
          disabled={!data}
        >
          Imprimir
        </Button>
        {data && joinUrl && (
          <QrDownloads url={joinUrl} svgRef={svgRef} title={data.name} onSaved={notePrinted} />
        )}
      </div>
      {data && source && (
        <TableQrCodes
          merchantId={data.id}
          restaurantName={data.name}
          buildUrl={(table) => buildJoinUrl(source, table)}
          onSaved={notePrinted}
        />
      )}
    </main>
  );
}
