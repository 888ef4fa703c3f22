import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import type { MerchantPix } from '@suavez/shared/contracts/pix.contract';
import { pixKeyTypeLabels } from '@suavez/shared/domain/pix-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { deletePix } from '../api/delete-pix.api';
import { merchantSetupKey } from '../api/get-merchant-setup.api';
import { updatePix } from '../api/update-pix.api';
import { merchantMessages } from '../merchant-messages';
import { PixForm, type PixFormValues } from './pix-form';

/**
 * 'Pix': where the restaurant receives the diners' Pix (rules §10). Shows the key with its kind, the
 * receiver's name and city, 'Alterar' and 'Remover' (which asks first); without a key, the form.
 */
export function PixSettings({ merchant }: { merchant: MerchantFull }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const confirmTitleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const setPix = (pix: MerchantPix | null) => {
    queryClient.setQueryData<MerchantFull>(merchantFullKey(merchant.id), (current) =>
      current ? { ...current, pix } : current,
    );
    // 'Cadastre a chave Pix' on the setup checklist follows.
    void queryClient.invalidateQueries({ queryKey: merchantSetupKey(merchant.id) });
  };

  const save = useMutation({
    mutationFn: (values: PixFormValues) => updatePix(merchant.id, values),
    onMutate: () => setServerMessage(null),
    onSuccess: (pix) => {
      setPix(pix);
      setIsEditing(false);
      notify('success', merchantMessages.pixSaved);
    },
    // A refused key, name or city is said beside the form, in the server's words.
    onError: (error) => {
      if (isApiError(error, 400)) setServerMessage(error.message);
      else handleError(error, merchantMessages.pixSaveFailed);
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePix(merchant.id),
    onSuccess: () => {
      setPix(null);
      setIsConfirmingRemoval(false);
      notify('success', merchantMessages.pixRemoved);
    },
    onError: (error) => handleError(error, merchantMessages.pixRemoveFailed),
  });

  const { pix } = merchant;
  return (
    <div>
      <p className="text-body-secondary">
        Com a chave Pix, a conta do cliente mostra o QR code e o Pix copia e cola com o valor certo. Você
        confirma o recebimento no salão.
      </p>
      {pix && !isEditing ? (
        <>
          <dl className="row mb-3">
            <dt className="col-sm-4">Chave Pix</dt>
            <dd className="col-sm-8 text-break">
              {pix.key} <span className="badge text-bg-secondary">{pixKeyTypeLabels[pix.keyType]}</span>
            </dd>
            <dt className="col-sm-4">Nome do recebedor</dt>
            <dd className="col-sm-8">{pix.name}</dd>
            <dt className="col-sm-4">Cidade</dt>
            <dd className="col-sm-8 mb-0">{pix.city}</dd>
          </dl>
          <div className="d-flex gap-2">
            <Button variant="outline-primary" onClick={() => setIsEditing(true)}>
              Alterar
            </Button>
            <Button variant="outline-danger" onClick={() => setIsConfirmingRemoval(true)}>
              Remover
            </Button>
          </div>
        </>
      ) : (
        <PixForm
          initial={pix}
          isSaving={save.isPending}
          serverMessage={serverMessage}
          onSubmit={(values) => save.mutate(values)}
          onCancel={
            pix
              ? () => {
                  setIsEditing(false);
                  setServerMessage(null);
                }
              : undefined
          }
        />
      )}
      <Modal
        show={isConfirmingRemoval}
        onHide={remove.isPending ? () => undefined : () => setIsConfirmingRemoval(false)}
        centered
        aria-labelledby={confirmTitleId}
      >
        <Modal.Header>
          <Modal.Title id={confirmTitleId} as="h2" className="h5">
            Remover a chave Pix?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">A conta dos clientes deixará de oferecer o pagamento por Pix.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => setIsConfirmingRemoval(false)}
          >
            Cancelar
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Removendo...' : 'Remover chave'}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
