// Types only: the consumer's pages leave zod out of their bundle (100 KB gzip budget).
import type { PushKeyResponse } from '@suavez/shared/contracts/push.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /push/key`: the server's VAPID key, which a browser subscribes with (applicationServerKey). */
export async function getPushKey(): Promise<string> {
  return (await apiFetch<PushKeyResponse>('/push/key')).publicKey;
}
