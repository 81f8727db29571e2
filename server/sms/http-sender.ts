// A generic gateway: POST {"to","text","code"} as JSON to SMS_HTTP_URL, with an optional header.
import type { SmsConfig } from '../config.js';
import { postToProvider } from './post-to-provider.js';
import type { SmsSender } from './sms-types.js';

export function httpSender(config: Extract<SmsConfig, { provider: 'http' }>): SmsSender {
  return {
    async send({ to, text, code }) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.header) headers[config.header.name] = config.header.value;
      await postToProvider(
        config.url,
        { headers, body: JSON.stringify({ to, text, code }) },
        config.timeoutMs,
      );
    },
  };
}
