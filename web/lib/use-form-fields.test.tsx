// A form built on useFormFields: its request is checked before it is sent, a server's refusal of a
// field shows beside that field, and editing a field forgets its error.
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField } from '../components/form-field';
import { renderElement } from '../test/render';
import { ApiError } from './api';
import { useFormFields } from './use-form-fields';

const TitleInput = z.object({ title: z.string().trim().min(1, 'Give it a title') });

function TitleForm({ send }: { send: (input: { title: string }) => Promise<unknown> }) {
  const form = useFormFields({
    initial: { title: '' },
    schema: TitleInput,
    toInput: (fields) => fields,
    refusalCode: 'invalid_setup',
  });
  const save = useMutation({ mutationFn: send, onError: form.refuse });
  return (
    <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate>
      <FormField id={form.idOf('title')} label="Title" error={form.errorOf('title')}>
        {(control) => (
          <input
            {...control}
            value={form.fields.title}
            onChange={(event) => form.change({ title: event.target.value })}
          />
        )}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form of fields', () => {
  it('names a field the schema refuses, with the keyboard on it, and sends nothing', async () => {
    const sent: unknown[] = [];
    renderElement(<TitleForm send={async (input) => sent.push(input)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give it a title')).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the checked request, and shows the server’s refusal of a field beside it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderElement(
      <TitleForm
        send={(input) => {
          sent.push(input);
          return Promise.reject(
            new ApiError(400, 'invalid_setup', 'title', {
              field: 'title',
              params: { reason: 'invalidMobile' },
            }),
          );
        }}
      />,
    );
    await user.type(screen.getByLabelText(/^Title/), '  Opening ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    expect(sent).toEqual([{ title: 'Opening' }]);
    await user.type(screen.getByLabelText(/^Title/), 's');
    expect(screen.queryByText('Please enter a valid 10-digit mobile number')).toBeNull();
  });
});
