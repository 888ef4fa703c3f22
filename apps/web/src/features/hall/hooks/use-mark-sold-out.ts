import { useMutation } from '@tanstack/react-query';
import { setItemSoldOut } from '@/api/set-item-sold-out.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { hallMessages } from '../hall-messages';

/** Marks menu items 'Esgotado' from the hall's refusal (docs/orders-and-bills.md#table-dialog). */
export function useMarkSoldOut() {
  const handleError = useMerchantErrorHandler();
  return useMutation({
    mutationFn: (itemIds: readonly string[]) =>
      Promise.all(itemIds.map((id) => setItemSoldOut({ id, soldOut: true }))),
    onSuccess: (items) =>
      notify('success', items.length === 1 ? hallMessages.soldOutDone : hallMessages.soldOutManyDone),
    onError: (error) => handleError(error, hallMessages.soldOutFailed),
  });
}
