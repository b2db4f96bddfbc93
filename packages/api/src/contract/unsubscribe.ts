import { z } from 'zod';
import { successEnvelopeSchema } from './envelope';
import { MAIL_PREFERENCES } from './mail-preferences';

/** The unsubscribe page's button: the token of the mail's link, as the link carried it. */
export const unsubscribeBodySchema = z.object({
  token: z
    .string({ error: 'Unsubscribe token is required' })
    .trim()
    .min(1, 'Unsubscribe token is required')
    .max(300),
});
export type UnsubscribeBody = z.input<typeof unsubscribeBodySchema>;

/** Which preference is now off; the message says it in words ('You will no longer receive …'). */
export const unsubscribeResponseSchema = successEnvelopeSchema(
  z.object({ preference: z.enum(MAIL_PREFERENCES) }),
);
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
