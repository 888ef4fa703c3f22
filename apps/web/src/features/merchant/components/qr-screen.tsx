import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Link, useLocation } from 'wouter';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { merchantMessages } from '../merchant-messages';
import { buildJoinUrl } from '../utils/merchant-links';
import { POSTER_CAPTION, QrDownloads } from './qr-downloads';
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
 * `/merchant/qr` (docs/screens.md#links-and-qr-codes): the poster — 'Fila do {nome}', the 300 px QR code of
 * the join link made from the server's `PUBLIC_URL`, 'Escaneie para entrar na fila' and how to use it —
 * then 'Imprimir' (the poster alone on the page) and the downloads, and a code per table. The 'Aviso' dialog
 * comes first; after it, a click on the poster returns to /merchant (the tools below it do not).
 */
export function QrScreen() {
  const session = useMerchantSession();
  const merchant = useMerchantFullQuery(session.merchantId);
  useMerchantQueryError(merchant, merchantMessages.merchantLoadFailed);
  const [, navigate] = useLocation();
  const [isNoticeOpen, setIsNoticeOpen] = useState(true);
  const svgRef = useRef<SVGSVGElement>(null);
  const data = merchant.data;
  const name = data?.name;
  useDocumentTitle(name ? `Fila do ${name}` : 'QR Code da fila');
  const source = data ? { publicUrl: data.publicUrl, merchantId: data.id } : null;
  const joinUrl = source ? buildJoinUrl(source) : null;

  return (
    <>
      <main className="merchant-qr-page container d-flex flex-column align-items-center text-center">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the specification's "click anywhere"; keyboard users have the 'Voltar' link. */}
        <section
          className="merchant-qr-poster d-flex flex-column align-items-center"
          aria-label="Cartaz da fila"
          onClick={() => {
            if (!isNoticeOpen) navigate('/merchant');
          }}
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
        </section>
        <div className="merchant-qr-tools d-print-none d-flex flex-wrap justify-content-center gap-2 mb-3">
          <Button onClick={() => window.print()} disabled={!data}>
            Imprimir
          </Button>
          {data && joinUrl && <QrDownloads url={joinUrl} svgRef={svgRef} title={data.name} />}
          <Link href="/merchant" className="btn btn-outline-secondary">
            Voltar
          </Link>
        </div>
        {data && source && (
          <TableQrCodes
            merchantId={data.id}
            restaurantName={data.name}
            buildUrl={(table) => buildJoinUrl(source, table)}
          />
        )}
      </main>
      <Modal
        show={isNoticeOpen}
        onHide={() => setIsNoticeOpen(false)}
        centered
        aria-labelledby="qr-notice-title"
      >
        <Modal.Header>
          <Modal.Title id="qr-notice-title" as="h2" className="h5">
            Aviso
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Mostre este QR Code aos seus clientes, ou use 'Imprimir' e deixe o cartaz à vista, na porta ou no
            balcão. 'Baixar' salva a imagem ou o cartaz em PDF (A4 ou A5).
          </p>
          <p className="mb-0">Depois de fechar este aviso, clique no cartaz para voltar à página inicial.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setIsNoticeOpen(false)}>Entendi</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
