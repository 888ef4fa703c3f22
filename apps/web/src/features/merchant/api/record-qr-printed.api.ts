import { apiFetch } from '@/lib/api-client';

/**
 * `POST /merchant/qr/printed?merchantId` (204): the queue's QR code was printed or saved, which ticks 'Imprima o
 * QR code' on the home (docs/screens.md#setup-checklist).
 */
export async function recordQrPrinted(merchantId: string): Promise<void> {
  await apiFetch('/merchant/qr/printed', { method: 'POST', query: { merchantId } });
}
