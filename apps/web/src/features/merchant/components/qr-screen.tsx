import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Link, useLocation } from 'wouter';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMerchantFullQuery } from '../api/get-merchant-full.api';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { merchantMessages } from '../merchant-messages';
import './qr-screen.css';

/** Size of the QR code on screen (docs/screens.md#fixed-values). */
const QR_SIZE_PX = 300;

/** The public join link a consumer's camera opens. */
export function buildJoinUrl(origin: string, merchantId: string): string {
  return `${origin}/queue/join?merchant=${encodeURIComponent(merchantId)}`;
}

/**
 * `/merchant/qr`: 'Fila do {nome}', the 300 px QR code of the join link and how to use it. The
 * 'Aviso' dialog comes first; after it, a click anywhere returns to /merchant. Prints on one A4 page.
 */
export function QrScreen() {
  const session = useMerchantSession();
  const merchant = useMerchantFullQuery(session.merchantId);
  useMerchantQueryError(merchant, merchantMessages.merchantLoadFailed);
  const [, navigate] = useLocation();
  const [isNoticeOpen, setIsNoticeOpen] = useState(true);
  const name = merchant.data?.name;
  useDocumentTitle(name ? `Fila do ${name}` : 'QR Code da fila');
  const joinUrl = buildJoinUrl(window.location.origin, session.merchantId);

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the specification's "click anywhere"; keyboard users have the 'Voltar' link. */}
      <main
        className="merchant-qr-page container d-flex flex-column align-items-center text-center"
        onClick={() => {
          if (!isNoticeOpen) navigate('/merchant');
        }}
      >
        <h1 className="display-6 fw-bold">
          {name ? (
            `Fila do ${name}`
          ) : (
            <span className="placeholder-glow">
              <span className="placeholder col-6" aria-hidden="true" />
              <span className="visually-hidden">Carregando...</span>
            </span>
          )}
        </h1>
        <figure className="merchant-qr-code" aria-label="QR Code para entrar na fila">
          <QRCodeSVG
            value={joinUrl}
            size={QR_SIZE_PX}
            level="M"
            marginSize={2}
            title="QR Code para entrar na fila"
          />
        </figure>
        <p className="merchant-qr-instruction lead">
          Aponte a câmera do celular para o QR Code e entre na fila.
        </p>
        <p className="merchant-qr-link small text-body-secondary text-break">{joinUrl}</p>
        <Link href="/merchant" className="btn btn-outline-secondary d-print-none">
          Voltar
        </Link>
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
            Mostre este QR Code aos seus clientes ou imprima esta página (Ctrl+P) e deixe-a à vista, na porta
            ou no balcão.
          </p>
          <p className="mb-0">
            Depois de fechar este aviso, clique em qualquer lugar da tela para voltar à página inicial.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setIsNoticeOpen(false)}>Entendi</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
