// Twilio's Messages API.
import type { SmsConfig } from '../config.js';
import { postToProvider } from './post-to-provider.js';
import type { SmsSender } from './sms-types.js';

export function twilioSender(config: Extract<SmsConfig, { provider: 'twilio' }>): SmsSender {
  const url = `${config.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization =
    'Basic ' + Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send({ to, text }) {
      await postToProvider(
        url,
        {
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: config.from, Body: text }).toString(),
        },
        config.timeoutMs,
      );
    },
  };
}
