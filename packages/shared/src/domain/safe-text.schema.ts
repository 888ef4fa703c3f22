import type { z } from 'zod';
import { findUnsafeText, type SafeTextOptions, unsafeTextMessage } from './safe-text';

/**
 * `schema` (a trimmed text) refusing what {@link findUnsafeText} refuses, with a pt-BR message naming the
 * field as `subject` ('Seu nome', 'A descrição'). Line feeds stay only with `allowLineBreaks`.
 */
export function refuseUnsafeText<T extends z.ZodType<string>>(
  schema: T,
  subject: string,
  options: SafeTextOptions = {},
): T {
  return schema.superRefine((value, ctx) => {
    const reason = findUnsafeText(value, options);
    if (reason) ctx.addIssue({ code: 'custom', message: unsafeTextMessage(subject, reason), input: value });
  });
}
