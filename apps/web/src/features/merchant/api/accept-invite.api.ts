import {
  type AcceptInviteResponse,
  acceptInviteResponseSchema,
} from '@suavez/shared/contracts/staff.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /account/invite`: sets the invited person's password with the link's token; answers their e-mail. */
export function acceptInvite(token: string, password: string): Promise<AcceptInviteResponse> {
  return apiFetch('/account/invite', {
    method: 'POST',
    body: { token, password },
    schema: acceptInviteResponseSchema,
  });
}
