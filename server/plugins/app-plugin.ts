// Marks a plugin as one of the app's own, as fastify-plugin does: what it decorates and the hooks it
// adds belong to the whole app rather than to a scope of its own, so routes registered after it
// see them (Fastify's documented 'skip-override' property; docs/Reference/Plugins.md).
import type { FastifyPluginAsync } from 'fastify';

export function appPlugin(name: string, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    // The name Fastify gives the plugin in its errors and its plugin tree.
    [Symbol.for('fastify.display-name')]: name,
  });
}
