// MSG91's Flow API: a DLT-registered template whose variable "otp" carries the code.
import type { SmsConfig } from '../config.js';
import { postToProvider } from './post-to-provider.js';
import { SmsError, type SmsSender } from './sms-types.js';

export function msg91Sender(config: Extract<SmsConfig, { provider: 'msg91' }>): SmsSender {
  return {
    async send({ to, code }) {
      const response = await postToProvider(
        config.url,
        {
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: config.templateId,
            short_url: '0',
            // MSG91 wants the number with its country code and without the plus.
            recipients: [{ mobiles: to.replace(/^\+/, ''), otp: code }],
          }),
        },
        config.timeoutMs,
      );
      const body = (await response.json().catch(() => null)) as {
        type?: string;
        message?: string;
      } | null;
      if (body?.type !== 'success') {
        throw new SmsError(
          `The SMS provider refused the message${body?.message ? `: ${body.message}` : ''}`,
        );
      }
    },
  };
}
