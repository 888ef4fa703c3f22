import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { PhotoUploadField } from '@/components/forms/photo-upload-field';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { updateAppearance } from '../api/update-appearance.api';
import { merchantMessages } from '../merchant-messages';

/** The restaurant's two pictures. */
type Picture = 'cover' | 'icon';

/** How each picture is named and shown. */
const pictures = {
  cover: {
    title: 'Foto de capa',
    current: 'Foto de capa atual',
    none: 'Sem foto de capa.',
    hint: 'Larga (até 1600 × 900): no alto da página da fila e na prévia dos links compartilhados.',
    upload: 'Enviar capa',
    remove: 'Remover capa',
    saved: merchantMessages.coverSaved,
    removed: merchantMessages.coverRemoved,
  },
  icon: {
    title: 'Ícone',
    current: 'Ícone atual',
    none: 'Sem ícone.',
    hint: 'Quadrado (recortado em 512 × 512): ao lado do nome, no cardápio e na tela inicial do celular.',
    upload: 'Enviar ícone',
    remove: 'Remover ícone',
    saved: merchantMessages.iconSaved,
    removed: merchantMessages.iconRemoved,
  },
} as const satisfies Record<Picture, Record<string, string>>;

/**
 * 'Foto de capa e ícone' (docs/photos.md#cover-and-icon): each picture's preview, 'Enviar capa' / 'Enviar
 * ícone' (the chosen photo is uploaded, then made the restaurant's at once) and 'Remover capa' / 'Remover
 * ícone'. The server takes only photos this restaurant uploaded; its refusals are shown here in its words.
 */
export function AppearanceSettings({ merchant }: { merchant: MerchantFull }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const id = useId();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Picture | null>(null);

  const save = useMutation({
    mutationFn: ({ picture, url }: { picture: Picture; url: string | null }) =>
      updateAppearance(merchant.id, { [picture]: url }),
    onMutate: () => setServerMessage(null),
    onSuccess: (data, { picture, url }) => {
      queryClient.setQueryData(merchantFullKey(merchant.id), data);
      notify('success', url ? pictures[picture].saved : pictures[picture].removed);
    },
    onError: (error) => {
      if (isApiError(error, 400)) setServerMessage(error.message);
      else handleError(error, merchantMessages.appearanceFailed);
    },
  });
  const isBusy = save.isPending || uploading !== null;

  return (
    <div>
      <p className="text-body-secondary">
        A capa e o ícone aparecem para os clientes na página da fila e no cardápio, e na prévia dos links que
        você compartilha (WhatsApp, Instagram, Facebook).
      </p>
      <div className="row g-4">
        {(['cover', 'icon'] as const).map((picture) => {
          const texts = pictures[picture];
          const url = merchant[picture];
          const headingId = `${id}-${picture}`;
          return (
            <section key={picture} aria-labelledby={headingId} className="col-md-6">
              <h3 id={headingId} className="h6">
                {texts.title}
              </h3>
              {url ? (
                <img
                  src={url}
                  alt={texts.current}
                  className={
                    picture === 'cover'
                      ? 'w-100 rounded border object-fit-cover mb-2'
                      : 'rounded-circle border object-fit-cover mb-2'
                  }
                  width={picture === 'cover' ? undefined : 96}
                  height={picture === 'cover' ? 140 : 96}
                />
              ) : (
                <p className="border rounded bg-body-tertiary text-body-secondary small p-3 mb-2">
                  {texts.none}
                </p>
              )}
              <p className="small text-body-secondary mb-2">{texts.hint}</p>
              <PhotoUploadField
                kind={picture}
                label={texts.upload}
                onBusyChange={(busy) => setUploading(busy ? picture : null)}
                onUploaded={(uploaded) => save.mutate({ picture, url: uploaded })}
              />
              {url ? (
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={isBusy}
                  onClick={() => save.mutate({ picture, url: null })}
                >
                  {texts.remove}
                </Button>
              ) : null}
            </section>
          );
        })}
      </div>
      <p role="status" className="small text-body-secondary mt-2 mb-0">
        {save.isPending ? 'Salvando…' : ''}
      </p>
      {serverMessage ? (
        <Alert variant="danger" className="mt-2 mb-0">
          {serverMessage}
        </Alert>
      ) : null}
    </div>
  );
}
