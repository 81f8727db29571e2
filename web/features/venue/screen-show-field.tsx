// "Shows now": what a link's screens show at this moment, and the choice to change it: automatic
// (the live game, else the live activities and the standings in turn), the standings, the live
// game, or one live or scheduled activity. Sent with its own button, so trying the list with the
// keyboard never switches a screen in the middle of a session.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../../../common/engage';
import { SCREEN_SHOWS_FIXED } from '../../../common/engage';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { useToast } from '../../components/toast/toast-provider';
import { useShowOnScreen, type AdminScreenLink } from './venue-api';

const ACTIVITY = 'activity:';

type Props = {
  link: AdminScreenLink;
  /** The activities a screen can be told to show: live and scheduled ones. */
  activities: readonly AdminActivity[];
};

/** What a screen shows, in words: a fixed choice, or an activity's kind and title. */
function useShowName(activities: readonly AdminActivity[]) {
  const { t } = useTranslation();
  return (show: string) => {
    if (!show.startsWith(ACTIVITY))
      return t(`venueAdmin.screens.showChoices.${show as (typeof SCREEN_SHOWS_FIXED)[number]}`);
    // One that has ended shows no more: its screens show as automatic.
    const activity = activities.find(
      (item) => item.id === show.slice(ACTIVITY.length) && item.status !== 'ended',
    );
    return activity
      ? t('venueAdmin.screens.showActivity', {
          kind: t(`engage.kinds.${activity.kind}`),
          title: activity.title.en,
          status: t(`engage.status.${activity.status}`),
        })
      : t('venueAdmin.screens.showGone');
  };
}

export function ScreenShowField({ link, activities }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const nameOf = useShowName(activities);
  const [chosen, setChosen] = useState(link.shows);
  const offered = activities.filter((activity) => activity.status !== 'ended');
  const known =
    !chosen.startsWith(ACTIVITY) ||
    offered.some((activity) => `${ACTIVITY}${activity.id}` === chosen);
  const show = useShowOnScreen({
    onSuccess: (saved) => {
      setChosen(saved.shows);
      toast.show(
        t('venueAdmin.screens.shown', { name: saved.name, what: nameOf(saved.shows) }),
        'success',
      );
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    show.mutate({ id: link.id, show: chosen });
  }

  // Unnamed, so not a landmark of its own: its fieldset's legend groups it inside the link's article.
  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <fieldset className="venue-fieldset">
        <legend>{t('venueAdmin.screens.shows')}</legend>
        <p className="venue-note" role="status">
          {t('venueAdmin.screens.showsNow', { what: nameOf(link.shows) })}
        </p>
        <SelectField
          id={`${id}-show`}
          label={t('venueAdmin.screens.showChoose')}
          hint={t('venueAdmin.screens.showsHint')}
          error={null}
          optional
          value={chosen}
          onChange={setChosen}
        >
          {SCREEN_SHOWS_FIXED.map((fixed) => (
            <option key={fixed} value={fixed}>
              {nameOf(fixed)}
            </option>
          ))}
          {offered.length > 0 && (
            <optgroup label={t('venueAdmin.screens.showActivities')}>
              {offered.map((activity) => (
                <option key={activity.id} value={`${ACTIVITY}${activity.id}`}>
                  {nameOf(`${ACTIVITY}${activity.id}`)}
                </option>
              ))}
            </optgroup>
          )}
          {!known && <option value={chosen}>{t('venueAdmin.screens.showGone')}</option>}
        </SelectField>
        <div className="admin-toolbar">
          <Button
            type="submit"
            look="primary"
            disabled={show.isPending}
            aria-label={t('venueAdmin.screens.showNamed', { name: link.name })}
          >
            {t('venueAdmin.screens.show')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
