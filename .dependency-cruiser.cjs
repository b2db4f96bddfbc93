/**
 * The one-way arrows of shared/design/architecture.md:
 *   apps/web -> store-features -> ui, api · apps/server -> api (contract only) · ui imports no workspace package;
 *   inside store-features: shop -> common, admin -> common, and the admin wing only from apps/web's admin routes.
 * `pnpm arrows` (part of `pnpm test`) fails when any import runs against them.
 */
const workspace = (name) => `^(packages|apps)/${name}/`;
/** A wing of packages/store-features/src: shop, admin or the common floor both stand on. */
const wing = (name) => `^packages/store-features/src/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-imports-no-workspace-package',
      comment: 'packages/ui knows nothing of the store: it imports no other workspace package.',
      severity: 'error',
      from: { path: workspace('ui') },
      to: { path: ['^(packages|apps)/', '^@aurora-store/'], pathNot: workspace('ui') },
    },
    {
      name: 'api-imports-no-ui-screens-or-apps',
      comment: 'packages/api is the contract and client: no UI, no screens, no apps, no React.',
      severity: 'error',
      from: { path: workspace('api') },
      to: {
        path: ['^(packages|apps)/', '^@aurora-store/', '(^|node_modules/)(react|react-dom)(/|$)'],
        pathNot: workspace('api'),
      },
    },
    {
      name: 'store-features-imports-only-ui-and-api',
      comment: 'Screens compose ui and api; they know no app, no route table, no jotai and no react-router.',
      severity: 'error',
      from: { path: workspace('store-features') },
      to: {
        path: [
          '^apps/',
          '^@aurora-store/(web|server)',
          '(^|node_modules/)(react-router|react-router-dom|jotai)(/|$)',
        ],
      },
    },
    {
      name: 'shop-does-not-import-admin',
      comment:
        "store-features' shop wing is what a shopper downloads: it never reaches into the admin wing (architecture.md).",
      severity: 'error',
      from: { path: wing('shop') },
      to: { path: wing('admin') },
    },
    {
      name: 'common-imports-neither-wing',
      comment:
        "store-features' common floor is shared by both wings, so it imports neither: a piece both need lives in common.",
      severity: 'error',
      from: { path: wing('common') },
      to: { path: [wing('shop'), wing('admin')] },
    },
    {
      name: 'admin-only-from-the-admin-routes',
      comment:
        "The admin wing is reached only through its entry, @aurora-store/store-features/admin, from apps/web's lazy admin routes: no admin code on a shopper's first visit.",
      severity: 'error',
      from: { pathNot: [wing('admin'), '^apps/web/src/routes/admin/'] },
      to: { path: wing('admin') },
    },
    {
      name: 'server-imports-only-the-contract',
      comment: 'apps/server depends on packages/api alone, and never on React.',
      severity: 'error',
      from: { path: workspace('server') },
      to: {
        path: [
          '^(packages|apps)/',
          '^@aurora-store/(ui|store-features|web)',
          '(^|node_modules/)(react|react-dom|react-aria-components)(/|$)',
        ],
        pathNot: [workspace('server'), workspace('api')],
      },
    },
    {
      name: 'server-uses-no-client-code',
      comment: 'The server takes the contract from packages/api, not the browser client.',
      severity: 'error',
      from: { path: workspace('server') },
      to: { path: '^packages/api/src/client/' },
    },
    {
      name: 'web-is-not-imported',
      comment: 'apps/web is the top of the house: nothing imports it.',
      severity: 'error',
      from: { pathNot: workspace('web') },
      to: { path: workspace('web') },
    },
    {
      name: 'web-does-not-import-the-server',
      severity: 'error',
      from: { path: workspace('web') },
      to: { path: workspace('server') },
    },
    {
      name: 'no-unresolvable',
      comment:
        'An import that resolves to nothing is a missing dependency (or an arrow this check cannot see).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
