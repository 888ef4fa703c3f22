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
 * The home's links (docs/screens.md#links-and-qr-codes): the queue's join link, the menu's link and its short
 * link, made from the server's `PUBLIC_URL`, each with 'Copiar' and 'Enviar pelo WhatsApp'.
 */
export function MerchantLinksCard({ merchant }: { merchant: MerchantFull }) {
  const titleId = useId();
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={titleId}>
      <Card.Body>
        <h2 id={titleId} className="h5 mb-3">
          Links do restaurante
        </h2>
        {listMerchantLinks(merchant).map((link) => (
          <LinkRow key={link.label} link={link} />
        ))}
      </Card.Body>
    </Card>
  );
}
