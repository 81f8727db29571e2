import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RegisterPage } from './register-page';

function renderRegister() {
  return renderWithApp([{ path: '/register', element: <RegisterPage /> }], ['/register']);
}

describe('the sign-in screen', () => {
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
