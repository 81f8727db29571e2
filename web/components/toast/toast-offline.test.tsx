// A toast raised when the toasts' own code cannot be fetched (the network has just dropped) still
// shows its text, and the app around it keeps running.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./toast-list');
  vi.resetModules();
});

it('shows the text plainly when the toast list cannot be loaded', async () => {
  vi.resetModules();
  vi.doMock('./toast-list', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const { useToast } = await import('./toast-provider');
  const { renderElement } = await import('../../test/render');
  function Trigger() {
    const toast = useToast();
    return (
      <button onClick={() => toast.show('Network error. Please check your connection.', 'error')}>
        show
      </button>
    );
  }
  renderElement(<Trigger />);
  await act(async () => {
    screen.getByRole('button', { name: 'show' }).click();
  });
  expect(
    await screen.findByText('Network error. Please check your connection.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('toast-error')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'show' })).toBeInTheDocument();
});
