import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../test/render';
import { TOAST_DURATION_MS, type ToastType } from './toast-kinds';
import { useToast } from './toast-provider';

function Trigger({ type, text }: { type: ToastType; text: string }) {
  const toast = useToast();
  return <button onClick={() => toast.show(text, type)}>show</button>;
}

// The toast list is fetched with the first toast; here it is at hand, as after the first screen.
beforeAll(async () => {
  await import('./toast-list');
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec durations', async () => {
    expect(TOAST_DURATION_MS).toEqual({ info: 3500, error: 4500, success: 3000 });
  });

  it.each([
    ['info', 3500],
    ['error', 4500],
    ['success', 3000],
  ] as const)('shows a %s toast for %i ms', async (type, duration) => {
    renderElement(<Trigger type={type} text={`A ${type} message`} />);
    await act(async () => {
      screen.getByRole('button', { name: 'show' }).click();
    });
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();
    expect(screen.getByTestId(`toast-${type}`)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(duration - 50);
    });
    expect(screen.queryByText(`A ${type} message`)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    // Radix lets the closing animation finish; with no animation in jsdom it unmounts at once.
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText(`A ${type} message`)).not.toBeInTheDocument();
  });

  it('throws when the hook is used outside its provider', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger type="info" text="x" />)).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
    spy.mockRestore();
  });
});

describe('a burst of toasts', () => {
  it('keeps only the newest 3 on screen', async () => {
    function Burst() {
      const toast = useToast();
      return (
        <button
          onClick={() =>
            ['one', 'two', 'three', 'four', 'five'].forEach((text) => toast.show(text, 'error'))
          }
        >
          burst
        </button>
      );
    }
    renderElement(<Burst />);
    await act(async () => {
      screen.getByRole('button', { name: 'burst' }).click();
    });
    expect(screen.getAllByTestId('toast-error')).toHaveLength(3);
    expect(screen.queryByText('one')).not.toBeInTheDocument();
    expect(screen.getByText('five')).toBeInTheDocument();
  });
});

describe('where toasts show', () => {
  it('starts them where the content starts, under the header and its logo', async () => {
    const main = document.createElement('main');
    main.getBoundingClientRect = () => ({ top: 124, bottom: 900 }) as DOMRect;
    document.body.append(main);
    try {
      renderElement(<Trigger type="success" text="Profile saved" />);
      await act(async () => {
        screen.getByRole('button', { name: 'show' }).click();
      });
      const viewport = document.querySelector<HTMLElement>('.toast-viewport')!;
      expect(viewport.style.top).toBe('124px');
      // Still announced: the toast is in the screen readers' region.
      expect(screen.getByRole('region')).toContainElement(screen.getByText('Profile saved'));
    } finally {
      main.remove();
    }
  });
});

describe('toasts on the sign-in and profile screens', () => {
  it('start under the event’s logo that opens the screen, while it is in view', async () => {
    const main = document.createElement('main');
    main.getBoundingClientRect = () => ({ top: 60, bottom: 900 }) as DOMRect;
    const logo = document.createElement('img');
    logo.className = 'register-logo';
    logo.getBoundingClientRect = () => ({ top: 80, bottom: 240 }) as DOMRect;
    main.append(logo);
    document.body.append(main);
    try {
      renderElement(<Trigger type="success" text="OTP sent" />);
      await act(async () => {
        screen.getByRole('button', { name: 'show' }).click();
      });
      expect(document.querySelector<HTMLElement>('.toast-viewport')!.style.top).toBe('240px');
    } finally {
      main.remove();
    }
  });
});
