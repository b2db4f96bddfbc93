import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The very rules `pnpm arrows` runs, proven against small trees shaped like this repository.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const healthyHouse: Record<string, string> = {
  'packages/ui/src/index.ts': "export * from './button';",
  'packages/ui/src/button.ts': 'export const Button = 1;',
  'packages/api/src/index.ts': "export * from './contract/index';",
  'packages/api/src/contract/index.ts': 'export const HEALTH_PATH = 1;',
  'packages/api/src/client/index.ts':
    "import { HEALTH_PATH } from '../contract/index'; export const client = HEALTH_PATH;",
  'packages/store-features/src/common/money.ts':
    "import { client } from '../../../api/src/client/index'; export const money = client;",
  'packages/store-features/src/shop/cart.ts':
    "import { Button } from '../../../ui/src/index'; import { money } from '../common/money'; export const Cart = [Button, money];",
  'packages/store-features/src/index.ts':
    "import { Cart } from './shop/cart'; import { money } from './common/money'; export const Screen = [Cart, money];",
  'packages/store-features/src/admin/orders.ts':
    "import { money } from '../common/money'; export const Orders = money;",
  'packages/store-features/src/admin/index.ts': "export { Orders } from './orders';",
  'apps/web/src/main.ts':
    "import { Screen } from '../../../packages/store-features/src/index'; export const admin = () => import('./routes/admin/admin-area'); export default Screen;",
  'apps/web/src/routes/admin/admin-area.ts':
    "import { Orders } from '../../../../../packages/store-features/src/admin/index'; export default Orders;",
  'apps/server/src/main.ts':
    "import { HEALTH_PATH } from '../../../packages/api/src/contract/index'; export default HEALTH_PATH;",
};

let houses: string[] = [];
afterEach(async () => {
  await Promise.all(houses.map((dir) => rm(dir, { recursive: true, force: true })));
  houses = [];
});

async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const baseDir = await mkdtemp(path.join(tmpdir(), 'aurora-arrows-'));
  houses.push(baseDir);
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(baseDir, file)), { recursive: true });
    await writeFile(path.join(baseDir, file), source);
  }
  const result = await cruise(['packages', 'apps'], {
    baseDir,
    validate: true,
    ruleSet: config.forbidden ? { forbidden: config.forbidden } : {},
    doNotFollow: { path: 'node_modules' },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`);
}

describe('the one-way arrows', () => {
  it('pass a house whose imports all point the right way', async () => {
    expect(await violationsIn(healthyHouse)).toEqual([]);
  });

  it.each([
    [
      'ui imports the api',
      'packages/ui/src/bad.ts',
      "import '../../api/src/index';",
      'ui-imports-no-workspace-package',
    ],
    [
      'ui imports a workspace package by name',
      'packages/ui/src/bad.ts',
      "import '@aurora-store/api';",
      'ui-imports-no-workspace-package',
    ],
    [
      'api imports a screen',
      'packages/api/src/bad.ts',
      "import '../../store-features/src/index';",
      'api-imports-no-ui-screens-or-apps',
    ],
    ['api imports React', 'packages/api/src/bad.ts', "import 'react';", 'api-imports-no-ui-screens-or-apps'],
    [
      'a screen imports the app',
      'packages/store-features/src/bad.ts',
      "import '../../../apps/web/src/main';",
      'store-features-imports-only-ui-and-api',
    ],
    [
      'a screen imports react-router',
      'packages/store-features/src/bad.ts',
      "import 'react-router-dom';",
      'store-features-imports-only-ui-and-api',
    ],
    [
      'a screen imports jotai',
      'packages/store-features/src/bad.ts',
      "import 'jotai';",
      'store-features-imports-only-ui-and-api',
    ],
    [
      'a shop screen imports an admin screen',
      'packages/store-features/src/shop/bad.ts',
      "import '../admin/orders';",
      'shop-does-not-import-admin',
    ],
    [
      'the common floor imports a shop screen',
      'packages/store-features/src/common/bad.ts',
      "import '../shop/cart';",
      'common-imports-neither-wing',
    ],
    [
      'the common floor imports an admin screen',
      'packages/store-features/src/common/bad.ts',
      "import '../admin/orders';",
      'common-imports-neither-wing',
    ],
    [
      "the shop's entry exports the admin wing",
      'packages/store-features/src/index.ts',
      "export * from './admin/index';",
      'admin-only-from-the-admin-routes',
    ],
    [
      'a shopper route imports the admin entry',
      'apps/web/src/routes/cart-route.ts',
      "import '../../../../packages/store-features/src/admin/index';",
      'admin-only-from-the-admin-routes',
    ],
    [
      'the server imports ui',
      'apps/server/src/bad.ts',
      "import '../../../packages/ui/src/index';",
      'server-imports-only-the-contract',
    ],
    [
      'the server imports the browser client',
      'apps/server/src/bad.ts',
      "import '../../../packages/api/src/client/index';",
      'server-uses-no-client-code',
    ],
    [
      'the server imports React',
      'apps/server/src/bad.ts',
      "import 'react';",
      'server-imports-only-the-contract',
    ],
    [
      'the web app imports the server',
      'apps/web/src/bad.ts',
      "import '../../server/src/main';",
      'web-does-not-import-the-server',
    ],
  ])('fail when %s', async (_case, file, source, rule) => {
    expect(await violationsIn({ ...healthyHouse, [file]: source })).toContain(`${rule}: ${file}`);
  });
});
