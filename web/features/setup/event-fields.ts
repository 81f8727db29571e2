// The event's settings as its form holds them, from the setup and back to the EventSettingsInput
// the server takes: a page left to the standard text is null.
import type { i18n as I18n } from 'i18next';
import type { PublicSite } from '../../../common/api';
import type { ItineraryRow } from '../../../common/event-itinerary';

export const PAGE_KINDS = ['terms', 'privacy'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

type PageFields = { standard: boolean; en: string; hi: string };

/** One row of the itinerary as its fields hold it; `id` keeps a row's fields with it as it moves. */
export type ItineraryRowFields = ItineraryRow & { id: number };

export type EventFields = {
  name: string;
  timeZone: string;
  selfPhotoUrl: string;
  eventPhotoUrl: string;
  /** The photo walls' approved photos as an album in the app. */
  album: boolean;
  pages: Record<PageKind, PageFields>;
  selfie: boolean;
  contactEn: string;
  contactHi: string;
  webOtpLine: boolean;
  firstDay: string;
  lastDay: string;
  itinerary: ItineraryRowFields[];
};

let nextRowId = 0;

/** A row's fields with an id of their own on this page. */
export const rowFields = (row: ItineraryRow): ItineraryRowFields => ({ ...row, id: nextRowId++ });

export function eventFieldsOf(site: PublicSite): EventFields {
  const page = (text: { en: string; hi: string } | null): PageFields =>
    text ? { standard: false, ...text } : { standard: true, en: '', hi: '' };
  return {
    name: site.event.name,
    timeZone: site.event.timeZone,
    selfPhotoUrl: site.gallery.selfPhotoUrl,
    eventPhotoUrl: site.gallery.eventPhotoUrl,
    album: site.gallery.album,
    pages: { terms: page(site.pages.terms), privacy: page(site.pages.privacy) },
    selfie: site.profile.selfie,
    contactEn: site.contact.en,
    contactHi: site.contact.hi,
    webOtpLine: site.signIn.webOtpLine,
    firstDay: site.schedule.dates.first,
    lastDay: site.schedule.dates.last,
    itinerary: site.schedule.itinerary.map(rowFields),
  };
}

export function toEventSettingsInput(fields: EventFields) {
  const page = ({ standard, en, hi }: PageFields) => (standard ? null : { en, hi });
  return {
    event: { name: fields.name, timeZone: fields.timeZone },
    gallery: {
      selfPhotoUrl: fields.selfPhotoUrl,
      eventPhotoUrl: fields.eventPhotoUrl,
      album: fields.album,
    },
    pages: { terms: page(fields.pages.terms), privacy: page(fields.pages.privacy) },
    profile: { selfie: fields.selfie },
    contact: { en: fields.contactEn, hi: fields.contactHi },
    signIn: { webOtpLine: fields.webOtpLine },
    schedule: {
      dates: { first: fields.firstDay, last: fields.lastDay },
      itinerary: fields.itinerary.map(({ day, time, what }) => ({ day, time, what })),
    },
  };
}

/**
 * A page's standard text in a language, paragraphs separated by a blank line: where an organiser's
 * own text starts. The standard texts come in every language with their bundle (legal-bundle.ts).
 */
export function standardPageText(i18n: I18n, kind: PageKind, language: 'en' | 'hi'): string {
  const paragraphs: unknown = i18n.getFixedT(language)(`legal.${kind}`, { returnObjects: true });
  return Array.isArray(paragraphs) ? paragraphs.join('\n\n') : '';
}

/**
 * Current names of zones that browsers' time zone lists (ICU's) still give by their old ones: an
 * organiser looking for Kolkata finds it. Both names work everywhere.
 */
const RENAMED_ZONES: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** The IANA time zones the browser knows, by their current names, for the field's suggestions. */
export function knownTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(zones.map((zone) => RENAMED_ZONES[zone] ?? zone))].sort();
}
