// The event's logo beside the logo of the signed-in player's team (their regional office), in the
// order the screen shows them.
import { useMe } from '../features/auth/use-auth';
import { EventLogo } from './event-logo';
import { RegionLogo } from './region-logo';

export function LogoPair({ teamFirst }: { teamFirst: boolean }) {
  const { data: me } = useMe();
  const team = me?.profile?.team;
  const teamLogo = team && <RegionLogo team={team} />;
  return (
    <div className="logo-pair">
      {teamFirst && teamLogo}
      <EventLogo className="page-logo" />
      {!teamFirst && teamLogo}
    </div>
  );
}
