import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import {
  findDeadlineExtensionRefusal,
  hasExtendableDeadline,
} from '@suavez/shared/domain/queue-deadline-extension';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { extendQueueDeadline } from '../api/extend-queue-deadline.api';

export interface ExtendDeadlineButtonProps {
  entry: MerchantQueueEntry;
  merchantId: string;
  timeZone: string;
}

/**
 * '+5 min' on a called or on-the-way card (docs/notifications.md#more-time): 5 more minutes to answer or to
 * arrive, twice at most; then disabled, with the reason beside it. Shows until when the consumer has.
 * A refusal (409: a third time, or the consumer answered or left meanwhile) toasts the server's reason.
 */
export function ExtendDeadlineButton({ entry, merchantId, timeZone }: ExtendDeadlineButtonProps) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const hintId = useId();
  const extend = useMutation({
    mutationFn: () => extendQueueDeadline(entry.id),
    onSuccess: (result) =>
      notify(
        'success',
        `Mais 5 minutos para ${entry.consumer.name}: até ${formatTime(new Date(result.deadlineAt), timeZone)}`,
      ),
    onError: (error) => {
      if (isApiError(error, 409)) notify('error', error.message, { toastId: `extend:${entry.id}` });
      else handleError(error, 'Erro ao dar mais tempo ao cliente');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentQueueKeyPrefix(merchantId) }),
  });
  if (!hasExtendableDeadline(entry.status) || entry.deadlineAt === null) return null;
  const refusal = findDeadlineExtensionRefusal(entry.status, entry.deadlineExtensions);
  const deadline = formatTime(new Date(entry.deadlineAt), timeZone);

  return (
    <>
      <Button
        variant="outline-primary"
        disabled={refusal !== null || extend.isPending}
        aria-describedby={hintId}
        onClick={() => extend.mutate()}
      >
        {extend.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        +5 min
      </Button>
      <span id={hintId} className="w-100 order-last small text-body-secondary">
        {refusal ?? `${entry.status === 'CALLED' ? 'Responder' : 'Chegar'} até ${deadline}`}
      </span>
    </>
  );
}
