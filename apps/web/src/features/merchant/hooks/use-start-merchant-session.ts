import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { decodeTokenClaims, saveMerchantSession } from '@/lib/cookies';
import { getValidatedAccount } from '../api/get-validated-account.api';

/** The merchant id a token speaks for: its `merchant` claim, or the session check's answer. */
async function resolveMerchantId(token: string): Promise<{ merchantId: string; email?: string }> {
  const claim = decodeTokenClaims(token)?.merchant;
  if (typeof claim === 'string' && claim !== '') return { merchantId: claim };
  const answer = await getValidatedAccount(token);
  return { merchantId: answer.merchantId, email: answer.email };
}

/**
 * Starts the session a login or a sign-up answered (docs/access.md#merchant-sessions): stores it, forgets what
 * another session left in memory, and goes to the merchant's home.
 */
export function useStartMerchantSession(): (accessToken: string, email: string) => Promise<void> {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (accessToken, email) => {
      const resolved = await resolveMerchantId(accessToken);
      saveMerchantSession({
        token: accessToken,
        merchantId: resolved.merchantId,
        email: resolved.email ?? email.trim().toLowerCase(),
      });
      // Nothing another merchant's session left in memory may show on this one's screens.
      queryClient.clear();
      navigate('/merchant', { replace: true });
    },
    [navigate, queryClient],
  );
}
