// The event's name as words on the screen, under its logo: a logo without lettering names nothing on
// a phone, and a renamed event is known by this line (the tab's title is out of sight there).
import { useTranslation } from 'react-i18next';
import { useSite } from '../lib/site-api';
import './event-name.css';

/**
 * The event's name in the reader's language: the spec's own event keeps its name in the
 * translations (brand.eventLogo, in English and Hindi); a renamed event is named as organisers typed
 * it. Undefined until the setup is read, so a renamed event never shows the standard name first.
 */
export function useEventName(): string | undefined {
  const { t, i18n } = useTranslation();
  const name = useSite()?.event.name;
  if (!name) return undefined;
  return name === i18n.getFixedT('en')('brand.eventLogo') ? t('brand.eventLogo') : name;
}

/** The event's name as the screen's heading, in the event's colours. */
export function EventName() {
  const name = useEventName();
  return name ? <h1 className="event-name">{name}</h1> : null;
}
