import type { MerchantSetup, MerchantSetupStep } from '@suavez/shared/contracts/merchant-setup.contract';
import { useId } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'wouter';
import { useMerchantSetupQuery } from '../api/get-merchant-setup.api';

/** A section of the home's settings that a step opens in place ('Horários de funcionamento', 'Pix'). */
export type SetupSettingsSection = 'hours' | 'pix';

interface SetupStep {
  key: MerchantSetupStep;
  label: string;
  /** A screen of its own, or a section of the home's settings (opened, then scrolled to). */
  to: { href: string } | { section: SetupSettingsSection };
}

/** The steps, in the order a new restaurant takes them (docs/screens.md#setup-checklist). */
export const setupSteps: readonly SetupStep[] = [
  { key: 'menuItem', label: 'Cadastre um item no cardápio', to: { href: '/merchant/catalogs' } },
  { key: 'openingHours', label: 'Defina os horários de funcionamento', to: { section: 'hours' } },
  { key: 'pixKey', label: 'Cadastre a chave Pix', to: { section: 'pix' } },
  { key: 'qrCode', label: 'Imprima o QR code', to: { href: '/merchant/qr' } },
  { key: 'team', label: 'Convide a equipe', to: { href: '/merchant/equipe' } },
];

/** The id of a settings section on the home, which a step's link scrolls to. */
export const settingsSectionId = (section: SetupSettingsSection) =>
  section === 'hours' ? 'horarios' : 'pix';

function StepLink({
  step,
  onOpenSettings,
}: {
  step: SetupStep;
  onOpenSettings: (section: SetupSettingsSection) => void;
}) {
  if ('href' in step.to) return <Link href={step.to.href}>{step.label}</Link>;
  const { section } = step.to;
  return (
    <a
      href={`#${settingsSectionId(section)}`}
      onClick={(event) => {
        // Opened and scrolled to without a history entry: the browser's back still leaves the home.
        event.preventDefault();
        onOpenSettings(section);
      }}
    >
      {step.label}
    </a>
  );
}

/**
 * 'Primeiros passos' on the owner's home (docs/screens.md#setup-checklist): the five steps of a new restaurant,
 * each ticked from the server's rows (`GET /merchant/setup`) and linked to where it is done; once all are done,
 * one line, 'Tudo pronto'. Nothing while it loads or when the read fails: the home works without it.
 */
export function SetupChecklist({
  merchantId,
  onOpenSettings,
}: {
  merchantId: string;
  onOpenSettings: (section: SetupSettingsSection) => void;
}) {
  const titleId = useId();
  const setup = useMerchantSetupQuery(merchantId, true);
  const data: MerchantSetup | undefined = setup.data;
  if (!data) return null;
  const doneCount = setupSteps.filter((step) => data[step.key]).length;
  if (doneCount === setupSteps.length) {
    return (
      <p className="merchant-setup-done text-success fw-semibold mb-4">
        <span aria-hidden="true">✓ </span>Tudo pronto: o restaurante já pode receber clientes.
      </p>
    );
  }
  return (
    <Card as="section" className="shadow-sm mb-4 border-primary-subtle" aria-labelledby={titleId}>
      <Card.Body>
        <h2 id={titleId} className="h5 mb-1">
          Primeiros passos
        </h2>
        <p className="text-body-secondary mb-2">
          {doneCount} de {setupSteps.length} feitos. Cada passo se marca sozinho quando você o conclui.
        </p>
        {/* The sentence above says it in words; the bar only shows it. */}
        <div className="progress mb-3" style={{ height: '0.5rem' }} aria-hidden="true">
          <div className="progress-bar" style={{ width: `${(doneCount / setupSteps.length) * 100}%` }} />
        </div>
        <ol className="list-unstyled mb-0">
          {setupSteps.map((step) => {
            const isDone = data[step.key];
            return (
              <li
                key={step.key}
                className="d-flex align-items-center gap-2 py-1"
                style={{ minHeight: '2.75rem' }}
                data-done={isDone}
              >
                <span
                  aria-hidden="true"
                  className={`merchant-setup-mark rounded-circle d-inline-flex justify-content-center align-items-center flex-shrink-0 ${isDone ? 'bg-success text-white' : 'border border-2 text-body-secondary'}`}
                  style={{ width: '1.5rem', height: '1.5rem' }}
                >
                  {isDone ? '✓' : ''}
                </span>
                <span className="visually-hidden">{isDone ? 'Feito: ' : 'A fazer: '}</span>
                <span className={isDone ? 'text-decoration-line-through text-body-secondary' : ''}>
                  <StepLink step={step} onOpenSettings={onOpenSettings} />
                </span>
              </li>
            );
          })}
        </ol>
      </Card.Body>
    </Card>
  );
}
