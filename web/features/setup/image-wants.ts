// What each place for an image wants, said to the organiser before they choose one: a logo or a
// picture, the least size that stays sharp, and how large the screens show it. The sizes are twice
// what the screens draw (SiteImage's width and height where each is shown, and their stylesheets'
// widest), so a phone's sharper pixels get their own; the server keeps at most 1280 px a side.
import type { BrandSlot } from '../../../common/event';

/** How a place shows its image: up to a width, in a box, at a height, or across a phone. */
type Shown =
  | { as: 'wide'; width: number }
  | { as: 'box'; width: number; height: number }
  | { as: 'tall'; height: number }
  | { as: 'phone' };

export type ImageWants = {
  /** A logo is best drawn with a clear background (PNG, SVG); a picture is a photo or a poster. */
  kind: 'logo' | 'picture';
  /** The least size, in pixels, that looks sharp where it is shown. */
  width: number;
  height: number;
  shown: Shown;
};

export const BRAND_WANTS: Record<BrandSlot, ImageWants> = {
  // The landing page's logo, min(100%, 420px) wide at 2:1 (screens.css .landing-logo).
  eventLogo: { kind: 'logo', width: 840, height: 420, shown: { as: 'wide', width: 420 } },
  // Home's product logo, min(60vw, 320px) wide at 3:1 (home.css).
  productLogo: { kind: 'logo', width: 640, height: 214, shown: { as: 'wide', width: 320 } },
  // The header's banners, 180 × 60 (header.tsx).
  bannerLeft: {
    kind: 'logo',
    width: 360,
    height: 120,
    shown: { as: 'box', width: 180, height: 60 },
  },
  bannerRight: {
    kind: 'logo',
    width: 360,
    height: 120,
    shown: { as: 'box', width: 180, height: 60 },
  },
  // The first screen's picture, up to 640 px wide at 8:5 (screens.css .landing-welcome).
  welcome: { kind: 'picture', width: 1280, height: 800, shown: { as: 'wide', width: 640 } },
  // The Teams screen's picture, up to 960 px wide at 3:2 (teams.css).
  teamsAll: { kind: 'picture', width: 1200, height: 800, shown: { as: 'wide', width: 960 } },
  // The posters fill a phone's width, tall (poster-page.tsx).
  itinerary: { kind: 'picture', width: 900, height: 1400, shown: { as: 'phone' } },
  comingSoon: { kind: 'picture', width: 900, height: 1200, shown: { as: 'phone' } },
};

export const TEAM_WANTS: Record<'logo' | 'poster', ImageWants> = {
  // Home's team logo, 110 px square (region-logo.tsx).
  logo: { kind: 'logo', width: 240, height: 240, shown: { as: 'box', width: 110, height: 110 } },
  // The Teams screen's carousel, 300 px tall (footer-carousel.tsx).
  poster: { kind: 'picture', width: 450, height: 600, shown: { as: 'tall', height: 300 } },
};

/** Whether a chosen image of this size is smaller than the place wants (a drawing scales: never). */
export const isTooSmall = (wants: ImageWants, width: number, height: number, type: string) =>
  type !== 'image/svg+xml' && (width < wants.width || height < wants.height);
