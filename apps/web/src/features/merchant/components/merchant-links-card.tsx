import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { useId } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { notify } from '@/lib/notify';
import { buildJoinUrl, buildMenuUrl, buildShortUrl, buildWhatsAppShareLink } from '../utils/merchant-links';

interface ShareableLink {
  label: string;
  url: string;
  /** The WhatsApp message, the link at its end. */
  message: string;
}

/** The home's three links: where each leads, and the message it goes out with. */
export function listMerchantLinks(merchant: MerchantFull): ShareableLink[] {
  const source = { publicUrl: merchant.publicUrl, merchantId: merchant.id, shortId: merchant.shortId };
  const name = merchant.name.trim();
  // The restaurant's name leads, so no article has to guess its gender ('do Cantina').
  return [
    { label: 'Link da fila', url: buildJoinUrl(source), message: 'entre na fila pelo celular em' },
    { label: 'Link do cardápio', url: buildMenuUrl(source), message: 'veja o cardápio em' },
    { label: 'Link curto do cardápio', url: buildShortUrl(source), message: 'cardápio em' },
  ].map((link) => ({ ...link, message: `${name}: ${link.message} ${link.url}` }));
}

function LinkRow({ link }: { link: ShareableLink }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify('success', 'Link copiado');
    } catch {
      // Clipboard blocked (an old browser, no permission): select the field so the menu copies it.
      const field = document.getElementById(id) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      notify('info', 'Selecione o link e copie');
    }
  };
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label className="fw-semibold mb-1">{link.label}</Form.Label>
      <InputGroup className="flex-wrap flex-md-nowrap">
        <Form.Control
          readOnly
          value={link.url}
          className="font-monospace small"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-primary" onClick={copy} aria-label={`Copiar ${link.label.toLowerCase()}`}>
          Copiar
        </Button>
        <a
          className="btn btn-outline-success"
          href={buildWhatsAppShareLink(link.message)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Enviar ${link.label.toLowerCase()} pelo WhatsApp`}
        >
          Enviar pelo WhatsApp
        </a>
      </InputGroup>
    </Form.Group>
  );
}

/**
 * The home's links (docs/screens.md#links-and-qr-codes): 'Ver como cliente' (the join page a diner's QR code
 * opens, in a new tab), then the queue's join link, the menu's link and its short link, made from the server's
 * `PUBLIC_URL`, each with 'Copiar' and 'Enviar pelo WhatsApp'.
 */
export function MerchantLinksCard({ merchant }: { merchant: MerchantFull }) {
  const titleId = useId();
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={titleId}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id={titleId} className="h5 mb-0">
            Links do restaurante
          </h2>
          {/* The diner's own pages, as a diner opens them from the QR code (a new tab keeps this one). */}
          <a
            className="btn btn-outline-primary d-inline-flex align-items-center"
            style={{ minHeight: '2.75rem' }}
            href={buildJoinUrl({ publicUrl: merchant.publicUrl, merchantId: merchant.id })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Ver como cliente (abre em nova aba)"
          >
            Ver como cliente
          </a>
        </div>
        {listMerchantLinks(merchant).map((link) => (
          <LinkRow key={link.label} link={link} />
        ))}
      </Card.Body>
    </Card>
  );
}
