import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, Me, PublicSite, SendCodeResult } from '../../../common/api';
import type { SendCodeInput, VerifyCodeInput } from '../../../common/auth';
import { makeMe, makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { answerPost, seenRequests, server } from '../../test/msw';
import { findToast, renderWithApp } from '../../test/render';
import { RegisterPage } from './register-page';

const BOT_CHECK_SECRET = 'bot-check-secret-of-these-tests';

/** The server's bot check: a genuine ALTCHA challenge, cheap enough to solve at once. */
const servesBotChecks = http.get('/api/auth/bot-check', async () =>
  HttpResponse.json(
    await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      counter: 3,
      data: { difficulty: 3 },
      hmacSignatureSecret: BOT_CHECK_SECRET,
      hmacKeySignatureSecret: BOT_CHECK_SECRET,
    }),
  ),
);

/** What the server would make of a send's bot check: a genuine solution, and its challenge's nonce. */
async function checkBotCheck(payload: string) {
  const { challenge, solution } = JSON.parse(payload) as {
    challenge: Challenge;
    solution: Solution;
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: BOT_CHECK_SECRET,
    hmacKeySignatureSecret: BOT_CHECK_SECRET,
  });
  return { verified: result.verified, nonce: challenge.parameters.nonce };
}

const codeSent = (resendAfterSeconds = 60) =>
  HttpResponse.json<SendCodeResult>({ resendAfterSeconds, expiresInSeconds: 300 });

const refusal = (status: number, error: ApiErrorBody['error']) =>
  HttpResponse.json<ApiErrorBody>({ error }, { status });

/** Answers each send-code with the next reply (the last one repeats); keeps what was sent. */
function answerSendCode(...replies: (() => Response)[]) {
  const received: SendCodeInput[] = [];
  server.use(
    http.post<never, SendCodeInput>('/api/auth/send-code', async ({ request }) => {
      received.push(await request.json());
      return replies[Math.min(received.length, replies.length) - 1]!();
    }),
  );
  return received;
}

function answerVerifyCode(reply: () => Response) {
  return answerPost<VerifyCodeInput>('/api/auth/verify-code', reply);
}

function ProfileScreen() {
  const { state } = useLocation() as { state: { phone?: string } | null };
  return <p>Profile screen for {state?.phone ?? 'nobody'}</p>;
}

/** The sign-in screen; with `site`, that setup as already read, and in `language`, as chosen. */
function renderRegister({
  site,
  language = 'en',
}: { site?: PublicSite; language?: 'en' | 'hi' } = {}) {
  const register = (
    <InLanguage language={language}>
      <RegisterPage />
    </InLanguage>
  );
  return renderWithApp(
    [
      { path: '/register', element: register },
      { path: '/profile', element: <ProfileScreen /> },
      { path: '/admin', element: <p>Admin area</p> },
      { path: '/home', element: <p>Home screen</p> },
    ],
    ['/register'],
    { site },
  );
}

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.type(screen.getByLabelText('Mobile number'), digits);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

beforeEach(() => {
  server.use(servesBotChecks);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in screen', () => {
  it('names a renamed event under its logo, above the card that signs in', () => {
    renderRegister({
      site: makeSite({ event: { name: 'Diwali Mela 2026 — Pune', timeZone: 'Asia/Kolkata' } }),
    });

    const name = screen.getByRole('heading', { level: 1, name: 'Diwali Mela 2026 — Pune' });
    expect(name).toBeVisible();
    const title = screen.getByRole('heading', { level: 2, name: 'Sign in' });
    expect(name.compareDocumentPosition(title)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('names the spec’s own event in Hindi to a reader in Hindi', async () => {
    renderRegister({
      site: makeSite({
        event: { name: 'Utsav 2025 — CSO Central Cluster', timeZone: 'Asia/Kolkata' },
      }),
      language: 'hi',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'उत्सव 2025 — सीएसओ सेंट्रल क्लस्टर' }),
    ).toBeVisible();
  });

  it('keeps digits only, at most 10 of them', () => {
    renderRegister();
    const phone = screen.getByLabelText('Mobile number');
    fireEvent.change(phone, { target: { value: '98a76-54 3210999' } });
    expect(phone).toHaveValue('9876543210');
  });

  it.each(['', '98765', '987654321'])(
    'refuses "%s" with the spec message and stays on the number',
    async (digits) => {
      renderRegister();
      fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: digits } });
      await act(async () => {
        screen.getByRole('button', { name: 'Send OTP' }).click();
      });
      expect(
        await screen.findByText('Please enter a valid 10-digit mobile number'),
      ).toBeInTheDocument();
      expect(screen.getByTestId('toast-error')).toBeInTheDocument();
      expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    },
  );
});

describe('sending the one-time code', () => {
  it('sends the number with a solved bot check, then asks for the code it sent', async () => {
    const user = userEvent.setup();
    const sent = answerSendCode(() => codeSent());
    renderRegister();

    await sendCodeTo(user, '9876543210');

    expect(await screen.findByText('Code sent to +91 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    await findToast('success', 'OTP sent');
    expect(sent).toEqual([{ phone: '9876543210', botCheck: expect.any(String) as string }]);
    expect((await checkBotCheck(sent[0]!.botCheck)).verified).toBe(true);
  });

  it('solves a fresh bot check and sends again when the server finds the first too easy', async () => {
    const user = userEvent.setup();
    const sent = answerSendCode(
      () => refusal(400, { code: 'bot_check_too_easy', message: 'Security check failed.' }),
      () => codeSent(),
    );
    renderRegister();

    await sendCodeTo(user, '9876543210');

    expect(await screen.findByText('Code sent to +91 9876543210')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    const [first, second] = await Promise.all(sent.map((body) => checkBotCheck(body.botCheck)));
    expect(second!.verified).toBe(true);
    expect(second!.nonce).not.toBe(first!.nonce);
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('waits as long as a busy server asks, says so, and sends the same request again by itself', async () => {
    const user = userEvent.setup();
    const sent = answerSendCode(
      () =>
        refusal(503, {
          code: 'sign_in_busy',
          message: 'Many people are signing in right now.',
          params: { retryAfterSeconds: 1 },
        }),
      () => codeSent(),
    );
    renderRegister();

    await sendCodeTo(user, '9876543210');

    expect(
      await screen.findByText('Many people are signing in right now. Trying again in 1s…'),
    ).toHaveAttribute('role', 'status');
    expect(
      await screen.findByText('Code sent to +91 9876543210', {}, { timeout: 3000 }),
    ).toBeVisible();
    // The same bot check both times: a request the server did not take spent nothing.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(screen.queryByText(/Many people are signing in/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('tells a number asked too often when it may ask again, and stays on the number', async () => {
    // Only the clock is fixed (10:00 in India, the event's time zone), so the time shown is known.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-01T04:30:00Z'));
    server.use(http.get('/api/site', () => HttpResponse.json<PublicSite>(makeSite())));
    const user = userEvent.setup();
    answerSendCode(() =>
      refusal(429, {
        code: 'too_many_attempts',
        message: 'Too many attempts. Please try again in 15 minutes',
        params: { retryAfterSeconds: 900, minutes: 15 },
      }),
    );
    renderRegister();

    await sendCodeTo(user, '9876543210');

    await findToast('error', 'Too many attempts. Please try again in 15 minutes');
    expect(
      await screen.findByText(/^You can ask for a new code at 10:15\sam\.$/i),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByText(/Code sent to/)).not.toBeInTheDocument();
  });

  it('says the connection failed when the code cannot be sent, and lets the user try again', async () => {
    const user = userEvent.setup();
    answerSendCode(() => HttpResponse.error());
    renderRegister();

    await sendCodeTo(user, '9876543210');

    await findToast('error', 'Network error. Please check your connection.');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });
});

describe('resending the code', () => {
  it('counts down on a disabled button, then sends a new code with a new bot check', async () => {
    // Timers move with the test's clock; they also creep on by themselves, so waiting still works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const sent = answerSendCode(() => codeSent(30));
    renderRegister();
    await sendCodeTo(user, '9876543210');

    const resend = await screen.findByRole('button', { name: 'Resend OTP in 30s' });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(resend).toHaveTextContent('Resend OTP in 20s');
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(resend).toHaveTextContent('Resend OTP in 1s');
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend).toHaveTextContent(/^Resend OTP$/);
    expect(resend).toBeEnabled();

    await user.click(resend);

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.phone).toBe('9876543210');
    const [first, second] = await Promise.all(sent.map((body) => checkBotCheck(body.botCheck)));
    expect(second!.verified).toBe(true);
    expect(second!.nonce).not.toBe(first!.nonce);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  });
});

describe('verifying the code', () => {
  async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
    answerSendCode(() => codeSent());
    renderRegister();
    await sendCodeTo(user, '9876543210');
    return screen.findByRole('textbox', { name: 'One-time code' });
  }

  it('signs in with the right code and goes on to the profile with the phone', async () => {
    const user = userEvent.setup();
    const checked = answerVerifyCode(() =>
      HttpResponse.json<Me>(makeMe({ phoneNumber: '+919876543210', profile: null })),
    );
    const code = await reachCodeStep(user);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Profile screen for +919876543210')).toBeInTheDocument();
    await findToast('success', 'Verified');
    expect(checked).toEqual([{ phone: '9876543210', code: '123456' }]);
  });

  it.each([
    ['an organiser without a profile', { isAdmin: true, profile: null }, 'Admin area'],
    ['someone who has a profile', {}, 'Home screen'],
  ])('signs %s in and goes on to where they start', async (_who, me, screenText) => {
    const user = userEvent.setup();
    answerVerifyCode(() => HttpResponse.json<Me>(makeMe(me)));
    const code = await reachCodeStep(user);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(screenText)).toBeInTheDocument();
    expect(screen.queryByText(/Profile screen/)).not.toBeInTheDocument();
  });

  it.each([
    ['invalid_otp', 'Invalid OTP'],
    ['otp_expired', 'Code expired. Please request a new one'],
  ])('shows the server’s %s refusal and stays on the code', async (errorCode, message) => {
    const user = userEvent.setup();
    const checked = answerVerifyCode(() => refusal(400, { code: errorCode, message }));
    const code = await reachCodeStep(user);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await findToast('error', message);
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toHaveValue('000000');
    expect(screen.queryByText(/Profile screen/)).not.toBeInTheDocument();
    expect(checked).toEqual([{ phone: '9876543210', code: '000000' }]);
    expect(seenRequests.filter((seen) => seen.endsWith('/verify-code'))).toHaveLength(1);
  });

  it.each([
    [4, 'Invalid OTP. 4 tries left'],
    [1, 'Invalid OTP. 1 try left'],
  ])('says how many tries the code has left after a wrong one (%i)', async (triesLeft, text) => {
    const user = userEvent.setup();
    answerVerifyCode(() =>
      refusal(400, { code: 'invalid_otp', message: text, params: { triesLeft } }),
    );
    await user.type(await reachCodeStep(user), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('error', text);
  });

  it('refuses a code shorter than 6 digits beside the field and sends nothing, so no try is spent', async () => {
    const user = userEvent.setup();
    const checked = answerVerifyCode(() => HttpResponse.json<Me>(makeMe()));
    const code = await reachCodeStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code.');
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription('Enter all 6 digits of the code.');
    expect(code).toHaveFocus();
    expect(checked).toEqual([]);
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();

    // Typing clears the message; the whole code is sent.
    await user.type(code, '3456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(checked).toEqual([{ phone: '9876543210', code: '123456' }]);
  });

  it('fills in and sends the code the phone reads from the SMS, and stops listening on leaving', async () => {
    const user = userEvent.setup();
    const checked = answerVerifyCode(() => HttpResponse.json<Me>(makeMe()));
    let signal: AbortSignal | undefined;
    let deliver: (credential: { code: string }) => void = () => {};
    vi.stubGlobal('OTPCredential', class {});
    const get = vi.fn((options: { signal: AbortSignal }) => {
      signal = options.signal;
      return new Promise((resolve) => (deliver = resolve));
    });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      await reachCodeStep(user);
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
      await act(async () => deliver({ code: '654321' }));
      expect(await screen.findByText('Home screen')).toBeInTheDocument();
      expect(checked).toEqual([{ phone: '9876543210', code: '654321' }]);
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });
});
