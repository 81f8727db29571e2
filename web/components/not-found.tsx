// What an admin page says when the thing it shows is not there (never was, or removed since): so, and
// the way back to its list.
import { Link } from 'react-router';

type Props = { text: string; backTo: string; backLabel: string };

export function NotFound({ text, backTo, backLabel }: Props) {
  return (
    <div className="admin-section">
      <p role="alert">{text}</p>
      <Link to={backTo}>{backLabel}</Link>
    </div>
  );
}
