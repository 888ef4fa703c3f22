import type { MerchantAutomation, MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { notifyByTextLabels } from '@suavez/shared/domain/notification-labels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { toggleMerchantAutomation } from '../api/toggle-automation.api';
import { merchantMessages } from '../merchant-messages';
import { TextChannelChoice } from './text-channel-choice';

const switches: readonly { automation: MerchantAutomation; label: string; help: string }[] = [
  {
    automation: 'AUTO_ACCEPT_CONSUMER',
    label: 'Aceitar consumidores automaticamente',
    help: 'Quem entra na fila já fica na fila, sem esperar a sua confirmação.',
  },
  {
    automation: 'AUTO_QUEUE',
    label: 'Abrir a fila automaticamente',
    help: 'A fila abre sozinha nos horários de funcionamento.',
  },
  {
    automation: 'NOTIFY_SMS',
    label: notifyByTextLabels.sms,
    help: 'Ao chamar, o cliente recebe no celular uma mensagem com o link para responder, mesmo com a tela bloqueada.',
  },
  {
    automation: 'KITCHEN_PRINT_ON_ARRIVAL',
    label: 'Imprimir cada pedido ao chegar',
    help: 'A tela da Cozinha imprime a comanda de cada pedido novo uma vez, na impressora de 80 mm do aparelho.',
  },
];

/**
 * 'Automação': the switches of `PATCH /merchant/toggle/automation`, and which channel carries the call's
 * text message (docs/notifications.md#text-messages).
 */
export function AutomationSettings({ merchant }: { merchant: MerchantFull }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const toggle = useMutation({
    mutationFn: (automation: MerchantAutomation) => toggleMerchantAutomation(merchant.id, automation),
    onSuccess: (data) => queryClient.setQueryData(merchantFullKey(merchant.id), data),
    onError: (error) => handleError(error, merchantMessages.automationFailed),
  });
  const values: Record<MerchantAutomation, boolean> = {
    AUTO_ACCEPT_CONSUMER: merchant.autoAcceptConsumer,
    AUTO_QUEUE: merchant.autoQueue,
    NOTIFY_SMS: merchant.notifySms,
    KITCHEN_PRINT_ON_ARRIVAL: merchant.kitchenPrintOnArrival,
  };
  return (
    <div className="d-grid gap-3">
      {switches.map(({ automation, label, help }) => (
        <div key={automation}>
          <Form.Check
            type="switch"
            role="switch"
            id={`automation-${automation}`}
            // The text switch says the channel the merchant chose: 'por SMS' or 'pelo WhatsApp'.
            label={automation === 'NOTIFY_SMS' ? notifyByTextLabels[merchant.textChannel] : label}
            checked={values[automation]}
            disabled={toggle.isPending}
            aria-describedby={`automation-${automation}-help`}
            onChange={() => toggle.mutate(automation)}
          />
          <Form.Text id={`automation-${automation}-help`}>{help}</Form.Text>
          {automation === 'NOTIFY_SMS' && <TextChannelChoice merchant={merchant} />}
        </div>
      ))}
    </div>
  );
}
