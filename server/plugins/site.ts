// The event's setup as this instance holds it (server/features/setup/site-store.ts), read again
// whenever any instance changes it.
import type { Site } from '../../common/site.js';
import { holdSite } from '../features/setup/site-store.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event's setup as this instance last read it (server/features/setup/site-store.ts). */
    site: Site;
    /** Reads the setup again on this instance now (after its own change, before it answers). */
    reloadSite: () => Promise<void>;
  }
}

export const site = appPlugin('site', async (app) => {
  const held = await holdSite(app.db);
  app.decorate('site', { getter: () => held.current() });
  app.decorate('reloadSite', async () => {
    await held.reload();
  });
  // Any instance's change of the setup: read it again, then tell this instance's open screens.
  const { bus } = app;
  const stopSiteUpdates = bus.subscribe((event) => {
    if (event.type !== 'site') return;
    held.reload().then(
      () => bus.deliverHere({ type: 'site-loaded' }),
      (error: unknown) => app.log.warn({ err: error }, 'could not read the event setup'),
    );
  });
  app.addHook('onClose', async () => stopSiteUpdates());
});
