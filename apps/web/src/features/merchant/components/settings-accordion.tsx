import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { Accordion } from 'react-bootstrap';
import { AppearanceSettings } from './appearance-settings';
import { AutomationSettings } from './automation-settings';
import { PixSettings } from './pix-settings';
import { WorkShiftsEditor } from './work-shifts-editor';

/**
 * The home's settings (docs/queue.md#open-state): 'Horários de funcionamento', 'Automação', 'Pix' and 'Foto de
 * capa e ícone' (docs/photos.md#cover-and-icon).
 */
export function SettingsAccordion({
  merchant,
  openSection,
  onOpenSectionChange,
}: {
  merchant: MerchantFull | undefined;
  /** The section open ('hours', 'pix'...), null for none: the setup checklist opens one. */
  openSection: string | null;
  onOpenSectionChange: (section: string | null) => void;
}) {
  if (!merchant) return null;
  return (
    <Accordion
      className="shadow-sm"
      activeKey={openSection}
      onSelect={(key) => onOpenSectionChange(typeof key === 'string' ? key : null)}
    >
      <Accordion.Item eventKey="hours" id="horarios">
        <Accordion.Header as="h2">Horários de funcionamento</Accordion.Header>
        <Accordion.Body className="pt-0">
          <WorkShiftsEditor merchant={merchant} />
        </Accordion.Body>
      </Accordion.Item>
      <Accordion.Item eventKey="automation">
        <Accordion.Header as="h2">Automação</Accordion.Header>
        <Accordion.Body>
          <AutomationSettings merchant={merchant} />
        </Accordion.Body>
      </Accordion.Item>
      <Accordion.Item eventKey="pix" id="pix">
        <Accordion.Header as="h2">Pix</Accordion.Header>
        <Accordion.Body>
          <PixSettings merchant={merchant} />
        </Accordion.Body>
      </Accordion.Item>
      <Accordion.Item eventKey="appearance">
        <Accordion.Header as="h2">Foto de capa e ícone</Accordion.Header>
        <Accordion.Body>
          <AppearanceSettings merchant={merchant} />
        </Accordion.Body>
      </Accordion.Item>
    </Accordion>
  );
}
