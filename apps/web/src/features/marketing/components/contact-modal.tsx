import { buildWhatsAppUrl } from '@/components/ui/site-contact';
import { useContactForm } from '../hooks/use-contact-form';
import { buildContactWhatsAppMessage } from '../utils/promo-code';
import { ContactForm } from './contact-form';
import { MarketingDialog } from './marketing-dialog';

export interface ContactModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The promo flag: the WhatsApp message carries the promo code and the call sends `x-qrbc: true`. */
  isPromo: boolean;
  /** Called once a contact is stored (the campaign conversion). */
  onSent: () => void;
}

function ContactModalContent({ isPromo, onSent }: Pick<ContactModalProps, 'isPromo' | 'onSent'>) {
  const form = useContactForm({ isPromo, onSent });
  const whatsAppUrl = buildWhatsAppUrl(buildContactWhatsAppMessage({ isPromo, now: new Date() }));
  return (
    <>
      {form.step !== 2 && (
        <>
          <p className="mb-3">
            Deixe seu telefone e seu nome que a nossa equipe liga para você. Se preferir, chame a gente agora:
          </p>
          <a
            href={whatsAppUrl}
            className="btn btn-success w-100 mb-4"
            target="_blank"
            rel="noopener noreferrer"
          >
            Conversar pelo WhatsApp
          </a>
        </>
      )}
      <ContactForm form={form} />
    </>
  );
}

/** The contact modal: a WhatsApp link and the two-step form, with a 'Fechar' button. */
export function ContactModal({ isOpen, onClose, isPromo, onSent }: ContactModalProps) {
  return (
    <MarketingDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Fale com a gente"
      footer={
        <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <ContactModalContent isPromo={isPromo} onSent={onSent} />
    </MarketingDialog>
  );
}
