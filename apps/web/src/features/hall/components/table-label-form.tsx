import { MAX_TABLE_LABEL_LENGTH } from '@suavez/shared/contracts/queue-checkin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { hallKey } from '../api/list-hall-entries.api';
import { updateTableLabel } from '../api/update-table-label.api';
import { hallMessages } from '../hall-messages';

export interface TableLabelFormProps {
  queueId: string;
  merchantId: string;
  /** The label now; null when the table has none. */
  table: string | null;
}

/** 'Mesa' in the table dialog: gives or changes the seated table's label (docs/queue.md#table-labels). */
export function TableLabelForm({ queueId, merchantId, table }: TableLabelFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [label, setLabel] = useState(table ?? '');
  const save = useMutation({
    mutationFn: (next: string) => updateTableLabel(queueId, next),
    onSuccess: () => notify('success', hallMessages.tableLabelDone),
    // A refusal the host can act on ('Mesa ocupada.': docs/tables.md#seating) is said in the server's words.
    onError: (error) =>
      isApiError(error, 409)
        ? notify('error', error.message)
        : handleError(error, hallMessages.tableLabelFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hallKey(merchantId), exact: true }),
  });
  const trimmed = label.trim();
  return (
    <Form
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed !== '') save.mutate(trimmed);
      }}
    >
      <Form.Label htmlFor={`${id}-table`}>Mesa</Form.Label>
      <InputGroup>
        <Form.Control
          id={`${id}-table`}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          maxLength={MAX_TABLE_LABEL_LENGTH}
          autoComplete="off"
          placeholder="Ex.: 12"
        />
        <Button
          type="submit"
          variant="outline-primary"
          disabled={save.isPending || trimmed === '' || trimmed === table}
        >
          {save.isPending ? 'Salvando...' : 'Salvar mesa'}
        </Button>
      </InputGroup>
    </Form>
  );
}
