// A player's screen: its own look (its feature's class beside .page), the event's logo over it where
// the screen shows one, and its heading.
import type { ReactNode } from 'react';
import { EventLogo } from './event-logo';

type Props = {
  /** The screen's class: "events", "gallery". */
  name: string;
  title: string;
  /** The event's logo above the heading. */
  logo?: boolean;
  children: ReactNode;
};

export function Page({ name, title, logo = false, children }: Props) {
  return (
    <div className={`page ${name}`}>
      {logo && <EventLogo className="page-logo" />}
      <h1>{title}</h1>
      {children}
    </div>
  );
}
