// Mobile numbers: what the sign-in form accepts and how both sides turn it into +91XXXXXXXXXX.

export const MOBILE_DIGITS = 10;
const COUNTRY_PREFIX = '+91';
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/** What the phone field keeps of a keystroke or paste: digits only, at most 10. */
export function keepMobileDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** Leading zeros stripped and +91 prefixed, unless the number already starts with +. */
export function normalisePhone(input: string): string {
  const trimmed = input.replace(/[\s-]/g, '');
  if (trimmed.startsWith('+')) return trimmed;
  return COUNTRY_PREFIX + trimmed.replace(/^0+/, '');
}

/** An Indian mobile number: +91 followed by 10 digits starting 6-9. */
export function isValidMobile(phone: string): boolean {
  return INDIAN_MOBILE.test(phone);
}
