import type { ReportPixBody } from '@suavez/shared/contracts/pix.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /order/pix/reported {orderId} | {queueId}`: the diner's 'Já paguei' (the hall sees 'Pix informado'). */
export async function reportPixPaid(body: ReportPixBody): Promise<void> {
  await apiFetch('/order/pix/reported', { method: 'POST', body });
}
