import { maskPhone } from '@suavez/shared/domain/phone';
import { usePushCardMerchantQuery } from '../api/get-push-card-merchant.api';
import { type PushState, usePushSubscription } from '../hooks/use-push-subscription';

export interface PushNotificationsCardProps {
  merchantId: string;
  /** The consumer's phone (digits), where a text message would go. */
  phone: string;
}

/** The sentence that asks for the permission (docs/notifications.md#web-push). */
export const PUSH_ASK_TEXT = 'Avisamos quando for sua vez, mesmo com a tela bloqueada.';

const pushLineStatus: Record<PushState, string> = {
  loading: '…',
  unsupported: 'indisponível neste navegador',
  'ios-home-screen': 'só pelo app na tela de início',
  denied: 'bloqueada',
  off: 'desativada',
  on: 'ativada',
};

/** What the card says and offers for the push state. */
function PushControls({ control }: { control: ReturnType<typeof usePushSubscription> }) {
  const { state, isBusy } = control;
  switch (state) {
    case 'loading':
      return null;
    case 'off':
      return (
        <>
          <p className="mb-2">{PUSH_ASK_TEXT}</p>
          <button
            key="enable"
            type="button"
            className="btn btn-primary"
            disabled={isBusy}
            onClick={() => void control.enable()}
          >
            Ativar notificações
          </button>
        </>
      );
    case 'on':
      return (
        <>
          <p className="mb-2">
            Notificações ativadas neste celular: avisamos aqui mesmo com a tela bloqueada.
          </p>
          <button
            key="disable"
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={isBusy}
            onClick={() => void control.disable()}
          >
            Desativar notificações
          </button>
        </>
      );
    case 'denied':
      return (
        <p className="mb-0">
          As notificações estão bloqueadas para este site. Para permitir: toque no ícone ao lado do endereço
          (cadeado ou ajustes), abra <strong>Permissões</strong> ou <strong>Configurações do site</strong>,
          escolha <strong>Permitir</strong> em Notificações e recarregue esta página.
        </p>
      );
    case 'ios-home-screen':
      return (
        <>
          <p className="fw-semibold mb-1">Adicionar à tela inicial</p>
          <p className="mb-0">
            No iPhone, a notificação com a tela bloqueada só chega pelo app do SuaVez na tela de início (iOS
            16.4 ou mais recente). Toque em <strong>Compartilhar</strong>, depois em{' '}
            <strong>Adicionar à Tela de Início</strong>, abra o SuaVez por lá e ative as notificações.
          </p>
        </>
      );
    case 'unsupported':
      return (
        <p className="mb-0">
          Este navegador não mostra notificações com a tela bloqueada: deixe esta página aberta para ouvir a
          chamada.
        </p>
      );
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

/**
 * 'Como vamos te chamar' on the status page, after joining: which channels will call the consumer (this
 * phone's notifications, a text message when the restaurant sends one, this page while open) and the switch
 * for push. Loaded lazily with the service worker's registration (the status page's JS budget).
 */
export function PushNotificationsCard({ merchantId, phone }: PushNotificationsCardProps) {
  const control = usePushSubscription();
  const merchant = usePushCardMerchantQuery(merchantId).data;
  const textLine = merchant?.notifySms
    ? `${merchant.textChannel === 'whatsapp' ? 'Mensagem no WhatsApp' : 'SMS'} para ${maskPhone(phone)}, quando for chamado`
    : null;
  return (
    <section className="card mb-4" aria-labelledby="push-card-title">
      <div className="card-body">
        <h2 id="push-card-title" className="h5 card-title">
          Como vamos te chamar
        </h2>
        <ul className="mb-3 ps-3">
          <li>
            Notificação neste celular: <strong>{pushLineStatus[control.state]}</strong>
          </li>
          {textLine ? <li>{textLine}</li> : null}
          <li>Nesta página, com som e vibração, enquanto ela estiver aberta</li>
        </ul>
        <PushControls control={control} />
        {control.error ? (
          <p role="alert" className="text-danger small mt-2 mb-0">
            {control.error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
