import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { getPublicMenu } from '@/api/get-public-menu.api';
import { setItemSoldOut } from '@/api/set-item-sold-out.api';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { hallMessages } from '../hall-messages';

export interface SoldOutDialogProps {
  merchantId: string;
  show: boolean;
  onClose: () => void;
}

const menuKey = (merchantId: string) => ['hall', 'menu', merchantId] as const;

/**
 * 'Esgotados' from the hall (docs/orders-and-bills.md#sold-out): the active menu's items by category, each
 * with a switch (on: 'Esgotado'): one tap marks it 'Esgotado' or back on sale (`PATCH /item/soldout`); open menus follow live.
 */
export function SoldOutDialog({ merchantId, show, onClose }: SoldOutDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const menu = useQuery({
    queryKey: menuKey(merchantId),
    queryFn: ({ signal }) => getPublicMenu(merchantId, signal),
    enabled: show && merchantId !== '',
  });
  useMerchantQueryError(menu, hallMessages.menuLoadFailed);
  const handleError = useMerchantErrorHandler();
  const toggle = useMutation({
    mutationFn: setItemSoldOut,
    onSuccess: (item) =>
      notify('success', item.soldOut ? hallMessages.soldOutDone : hallMessages.backOnSaleDone),
    onError: (error) => handleError(error, hallMessages.soldOutFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKey(merchantId) }),
  });

  return (
    <Modal show={show} onHide={onClose} scrollable fullscreen="sm-down" aria-labelledby={`${id}-title`}>
      <Modal.Header>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Itens esgotados
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={menu.isFetching}>
        {menu.isPending ? (
          <p className="d-flex align-items-center gap-2 mb-0" role="status">
            <Spinner as="span" size="sm" aria-hidden="true" /> Carregando cardápio...
          </p>
        ) : (menu.data ?? []).length === 0 ? (
          <p className="mb-0 text-body-secondary">Nenhum cardápio ativo.</p>
        ) : (
          (menu.data ?? []).map((category) => (
            <section key={category.id} aria-labelledby={`${id}-${category.id}`} className="mb-3">
              <h3 id={`${id}-${category.id}`} className="h6">
                {category.name}
              </h3>
              {category.items.map((item) => (
                <Form.Check
                  key={item.id}
                  type="switch"
                  role="switch"
                  id={`${id}-${item.id}`}
                  className="text-break"
                  label={
                    <>
                      <span className="visually-hidden">Esgotado </span>
                      {item.name}
                    </>
                  }
                  checked={item.soldOut}
                  disabled={toggle.isPending}
                  onChange={() => toggle.mutate({ id: item.id, soldOut: !item.soldOut })}
                />
              ))}
            </section>
          ))
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
