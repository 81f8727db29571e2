// Calls of the sign-in flow.
import type { Me } from '../../../common/api';
import type { SendCodeResult } from '../../../common/auth';
import { apiRequest } from '../../lib/api';

export function sendCode(phone: string, botCheck: string) {
  return apiRequest<SendCodeResult>('/api/auth/send-code', {
    method: 'POST',
    body: { phone, botCheck },
  });
}

export function verifyCode(phone: string, code: string) {
  return apiRequest<Me>('/api/auth/verify-code', { method: 'POST', body: { phone, code } });
}

export function signOut() {
  return apiRequest<null>('/api/auth/sign-out', { method: 'POST' });
}
