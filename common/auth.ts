// Request shapes of sign-in, shared by the server's routes and the register screen (its answers'
// shapes are in api.ts, with the API's others).
import { z } from 'zod';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;

export const SendCodeInput = z.strictObject({
  phone: z.string().max(32),
  botCheck: z.string().max(4096),
});
export type SendCodeInput = z.infer<typeof SendCodeInput>;

export const VerifyCodeInput = z.strictObject({
  phone: z.string().max(32),
  code: z.string().max(32),
});
export type VerifyCodeInput = z.infer<typeof VerifyCodeInput>;
