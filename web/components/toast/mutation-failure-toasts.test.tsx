// A write that fails says why in an error toast, through the query client's mutation cache: the
// server's words, the text for a code of the client's own, or the screen's fallback for a failure
// with no text of its own; and nothing when the screen says it itself.
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderElement } from '../../test/render';

function FailingWrite({ failure, fallback }: { failure: Error; fallback?: string }) {
  const write = useMutation({
    mutationFn: () => Promise.reject(failure),
    meta: { failureFallback: fallback },
  });
  return <button onClick={() => write.mutate()}>save</button>;
}

async function failWith(failure: Error, fallback?: string) {
  renderElement(<FailingWrite failure={failure} fallback={fallback} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
  return screen.findByTestId('toast-error');
}

// The toast list is fetched with the first toast; here it is at hand, as after the first screen.
beforeAll(async () => {
  await import('./toast-list');
});

describe('a failed write', () => {
  it('shows the server’s message', async () => {
    const toast = await failWith(
      new ApiError(409, 'last_admin', 'The last admin cannot be removed'),
    );
    expect(toast).toHaveTextContent('The last admin cannot be removed');
  });

  it('shows the text of a code the client gave it, such as an answer it could not read', async () => {
    const toast = await failWith(
      new ApiError(200, 'unexpected_response', 'Unexpected answer from /api/admin/admins: body'),
    );
    expect(toast).toHaveTextContent(
      'The server sent an answer this page cannot read. Please reload the page and try again.',
    );
  });

  it('shows the screen’s fallback for a failure with no text of its own', async () => {
    const toast = await failWith(new TypeError('x is undefined'), 'Could not save');
    expect(toast).toHaveTextContent('Could not save');
  });

  it('says something went wrong when the screen gave no fallback', async () => {
    const toast = await failWith(new TypeError('x is undefined'));
    expect(toast).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('a failed write its screen shows itself', () => {
  it('raises no toast', async () => {
    function InlineWrite() {
      const write = useMutation({
        mutationFn: () => Promise.reject(new TypeError('x is undefined')),
        meta: { toastOnError: false },
      });
      return (
        <>
          <button onClick={() => write.mutate()}>save</button>
          {write.isError && <p role="alert">Not saved</p>}
        </>
      );
    }
    renderElement(<InlineWrite />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });
});

describe('a failed write its screen shows itself when it is about a field', () => {
  function WriteFailingWith({ failure }: { failure: Error }) {
    const write = useMutation({
      mutationFn: () => Promise.reject(failure),
      meta: { toastOnError: (error) => !(error instanceof ApiError && error.field) },
    });
    return <button onClick={() => write.mutate()}>save</button>;
  }

  it('raises no toast for a refused field, and one for any other failure', async () => {
    const refused = new ApiError(400, 'invalid_profile', 'Name is too long', { field: 'name' });
    const view = renderElement(<WriteFailingWith failure={refused} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
    view.unmount();

    await failWith(new ApiError(500, 'internal', 'Something went wrong. Please try again.'));
  });
});
