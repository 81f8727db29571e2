// The way to Engage's code from the first screen, loaded once an activity runs (live-activities.ts
// says when): its banner, Home's cards and its screens, through one module so that the first
// screen names Engage's code once.
import { lazy } from 'react';

export const loadEngage = () => import('../features/engage/engage-entry');

/** The banners of the live activities; with `cards`, Home's card for each. */
export const EngageLive = lazy(loadEngage);
