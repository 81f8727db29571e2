// Calls of the sign-in flow.
import { Me, SendCodeResult } from '../../../common/api';
import { apiRequest } from '../../lib/api';

export function sendCode(phone: string, botCheck: string) {
  return apiRequest('/api/auth/send-code', SendCodeResult, {
    method: 'POST',
    body: { phone, botCheck },
  });
}

export function verifyCode(phone: string, code: string) {
  return apiRequest('/api/auth/verify-code', Me, { method: 'POST', body: { phone, code } });
}
