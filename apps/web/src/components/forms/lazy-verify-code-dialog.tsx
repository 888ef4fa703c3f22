import { lazy, Suspense } from 'react';
import type { VerifyCodeDialogProps } from './verify-code-dialog';

// The SMS code is asked only when verification is on and this device has not proven the phone: its dialog
// downloads then, keeping it out of the join and booking pages' first scripts (README.md#front-end).
const VerifyCodeDialog = lazy(async () => ({
  default: (await import('./verify-code-dialog')).VerifyCodeDialog,
}));

/** {@link VerifyCodeDialog}, downloaded when first shown. */
export function LazyVerifyCodeDialog(props: VerifyCodeDialogProps) {
  return (
    <Suspense fallback={null}>
      <VerifyCodeDialog {...props} />
    </Suspense>
  );
}
