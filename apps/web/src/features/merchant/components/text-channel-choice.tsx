import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { type TextChannel, textChannels } from '@suavez/shared/domain/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { updateTextChannel } from '../api/update-text-channel.api';
import { merchantMessages } from '../merchant-messages';

const channelLabels: Readonly<Record<TextChannel, string>> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/**
 * 'Enviar o aviso por': SMS or WhatsApp (`PATCH /merchant/text-channel`). WhatsApp is offered only when the
 * server has a WhatsApp account (docs/notifications.md#text-messages); a merchant left on WhatsApp after it
 * was unconfigured is told that no text goes out.
 */
export function TextChannelChoice({ merchant }: { merchant: MerchantFull }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const choose = useMutation({
    mutationFn: (channel: TextChannel) => updateTextChannel(merchant.id, channel),
    onSuccess: (data) => queryClient.setQueryData(merchantFullKey(merchant.id), data),
    onError: (error) => handleError(error, merchantMessages.textChannelFailed),
  });
  const isStranded = merchant.textChannel === 'whatsapp' && !merchant.whatsAppAvailable;
  return (
    <fieldset className="mt-2 ms-4" aria-describedby="text-channel-help">
      <legend className="fs-6 mb-1">Enviar o aviso por</legend>
      {textChannels.map((channel) => (
        <Form.Check
          key={channel}
          inline
          type="radio"
          name="text-channel"
          id={`text-channel-${channel}`}
          label={channelLabels[channel]}
          checked={merchant.textChannel === channel}
          disabled={choose.isPending || (channel === 'whatsapp' && !merchant.whatsAppAvailable)}
          onChange={() => choose.mutate(channel)}
        />
      ))}
      <Form.Text id="text-channel-help" className={isStranded ? 'text-danger d-block' : 'd-block'}>
        {isStranded
          ? 'O WhatsApp não está mais disponível neste servidor: nenhum aviso por mensagem será enviado. Escolha SMS.'
          : merchant.whatsAppAvailable
            ? 'O WhatsApp usa a conta do SuaVez; o cliente recebe a mensagem no número que informou.'
            : 'O envio pelo WhatsApp não está disponível neste servidor.'}
      </Form.Text>
    </fieldset>
  );
}
