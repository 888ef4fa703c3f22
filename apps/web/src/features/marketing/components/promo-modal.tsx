import { MarketingDialog } from './marketing-dialog';

const founderBenefits = [
  'Contrato exclusivo de fundador',
  'Preço especial garantido durante toda a vigência do contrato',
  'Contato direto com o time de produto',
] as const;

/** The founders' offer shown to visitors who came through the QR business card (cookie `qrbc`). */
export function PromoModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <MarketingDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Oferta de fundadores"
      footer={
        <button type="button" className="btn btn-primary btn-lg w-100" onClick={onClose}>
          Continuar
        </button>
      }
    >
      <p>
        <span className="badge text-bg-warning me-1">Por tempo limitado</span>
        Os primeiros restaurantes a usar o SuaVez entram no plano de fundadores, com:
      </p>
      <ul className="list-unstyled mb-3">
        {founderBenefits.map((benefit) => (
          <li key={benefit} className="d-flex gap-2 mb-2">
            <span className="text-success fw-bold" aria-hidden="true">
              ✓
            </span>
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mb-0">
        Fale com a gente pelo formulário de contato ou pelo WhatsApp: o código da oferta vai junto na
        mensagem.
      </p>
    </MarketingDialog>
  );
}
