// A button in the app's look: primary, secondary or a link's, large on the player's screens. It
// does not send its form unless it is the form's submit.
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'button'>, 'type'> & {
  look: 'primary' | 'secondary' | 'link';
  large?: boolean;
  type?: 'button' | 'submit';
};

export function Button({ look, large = false, type = 'button', className, ...button }: Props) {
  const classes = ['button', `button-${look}`, large && 'button-large', className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...button} />;
}
