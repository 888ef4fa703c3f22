import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { merchantBookingsKeyPrefix } from '../api/list-merchant-bookings.api';

/**
 * One host action on a booking ('Chegou', 'Não veio', 'Cancelar'): on success a toast and the day read again;
 * a refusal (a booking another device moved, a table taken: 400, 409) says the server's words, and the
 * day is read again so the screen shows what is true now.
 */
export function useBookingAction<Input>(
  run: (input: Input) => Promise<unknown>,
  success: string,
  failure: string,
) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify('success', success),
    onError: (error) => {
      if (isApiError(error, 400, 409))
        notify('error', error.message, { toastId: `booking:${error.message}` });
      else handleError(error, failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantBookingsKeyPrefix }),
  });
}
