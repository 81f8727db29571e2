// A screen's ways on, as large buttons one under the other; what else the stack holds follows them.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { links: { to: string; label: string }[]; children?: ReactNode };

export function PageLinks({ links, children }: Props) {
  return (
    <div className="button-stack">
      {links.map(({ to, label }) => (
        <Link key={to} to={to} className="button button-primary button-large">
          {label}
        </Link>
      ))}
      {children}
    </div>
  );
}
