import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tablesKey } from '@/api/list-tables.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';

/**
 * One change to the tables: on success the list is read again; a refusal the owner can fix (400, 409) is
 * shown beside the form as the server words it, anything else goes to the merchant's error handler.
 */
export function useTableChange<Input, Output>(options: {
  run: (input: Input) => Promise<Output>;
  failure: string;
  onDone?: (output: Output) => void;
}) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: options.run,
    onMutate: () => setProblem(null),
    onSuccess: async (output) => {
      options.onDone?.(output);
      await queryClient.invalidateQueries({ queryKey: tablesKey });
    },
    onError: (error) => {
      if (isApiError(error, 400, 409)) setProblem(error.message);
      else handleError(error, options.failure);
    },
  });
  return { mutation, problem, clearProblem: () => setProblem(null) };
}
