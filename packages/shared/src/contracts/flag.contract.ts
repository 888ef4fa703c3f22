import { z } from 'zod';

/** Feature flags the client may ask for with the `x-feature-flag` header. */
export const featureFlags = ['SMS_VERIFICATION_ACCOUNT'] as const;

/** `GET /flag`: unknown flags answer `{value: false}`. */
export const flagResponseSchema = z.object({ value: z.boolean() });
export type FlagResponse = z.infer<typeof flagResponseSchema>;
