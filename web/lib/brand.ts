// URLs of the event's brand images; the server finds each by name in content/brand, whatever its type.
import type { Rso } from '../../common/teams';

export const SLOGAN_COUNT = 9;

export const brand = {
  eventLogo: '/brand/event-logo',
  productLogo: '/brand/product-logo',
  bannerLeft: '/brand/banner-left',
  bannerRight: '/brand/banner-right',
  welcome: '/brand/welcome',
  teamsAll: '/brand/teams-all',
  itinerary: '/brand/itinerary',
  comingSoon: '/brand/coming-soon',
  regionLogo: (rso: Rso) => `/brand/regions/${rso}`,
  teamImage: (rso: Rso) => `/brand/teams/${rso}`,
  slogan: (n: number) => `/brand/slogans/slogan-${n}`,
};
