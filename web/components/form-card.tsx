// A form of the admin area as a card of its own, named by its heading (so a screen reader lists it
// among the page's forms); its fields are checked by the form, not the browser.
import { useId, type FormEvent, type ReactNode } from 'react';

type Props = { heading: string; onSubmit: (event: FormEvent) => void; children: ReactNode };

export function FormCard({ heading, onSubmit, children }: Props) {
  const headingId = useId();
  return (
    <form className="form admin-card" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId}>{heading}</h3>
      {children}
    </form>
  );
}
