// Module boundaries, checked by `npm run lint` (dependency-cruiser): no import cycles, and the
// one-way walls of docs/architecture.md ("Folders"). scripts/boundaries-fixture/ breaks each rule on purpose, and
// scripts/boundaries.test.ts checks that every rule reports it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Modules import each other in one direction only.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'web/ never imports server/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'server/ (and the tools beside it) never import web/.',
      from: { path: '^(server|scripts|bench)/' },
      to: { path: '^web/' },
    },
    {
      name: 'common-imports-neither',
      severity: 'error',
      comment: 'common/ is what both sides share: it imports neither side.',
      from: { path: '^common/' },
      to: { path: '^(web|server)/' },
    },
    {
      name: 'common-no-node',
      severity: 'error',
      comment: 'common/ runs in the browser too: no Node built-ins.',
      from: { path: '^common/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'feature-not-into-other-routes',
      severity: 'error',
      comment: "A server feature uses another feature's services, never its routes.",
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/[^/]+/routes\\.ts$', pathNot: '^server/features/$1/' },
    },
    {
      name: 'feature-not-into-other-screens',
      severity: 'error',
      comment: "A web feature never imports another feature's screen (its route).",
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/[^/]+/[^/]+-page\\.tsx$', pathNot: '^web/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // TypeScript's resolution: the server's ESM imports name the .js file a .ts one compiles to.
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
