import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { withStore } from '../../common/story-support/with-store';
import type { AdminProductFormPage } from './admin-product-form-page';
import {
  CATEGORIES_ROUTE,
  CREATE_ROUTE,
  categoriesAnswer,
  PRODUCT_ROUTE,
  productAnswer,
  savedAnswer,
  UPDATE_ROUTE,
} from './stories-data';
import { recordingRoute } from './story-steps';

/**
 * What each story file of the product form shares: the store around the page, the app's callbacks as spies,
 * and a fake server of the file's own. It loads the categories and the edited product; its two saves answer
 * as the server does and remember each body sent (emptied before each story), so a story can check what the
 * form made of what was typed.
 *
 * The routes go into the file's own `parameters: { api: routes }`: Storybook writes a meta's doc comment into
 * the `parameters` it can see in the file, and one spread in from here would be replaced, not merged.
 */
export function productFormMeta() {
  const created = recordingRoute(({ body }) => ok(savedAnswer(body), 201));
  const updated = recordingRoute(({ body, params }) => ok(savedAnswer(body, params.id)));
  const routes: MockRoutes = {
    [CATEGORIES_ROUTE]: ok(categoriesAnswer),
    [PRODUCT_ROUTE]: ok(productAnswer),
    [CREATE_ROUTE]: created.handler,
    [UPDATE_ROUTE]: updated.handler,
  };
  const meta = {
    decorators: [withStore],
    args: { onNavigate: fn(), onDirtyChange: fn() },
    beforeEach: () => {
      created.reset();
      updated.reset();
    },
  } satisfies Meta<typeof AdminProductFormPage>;
  return { created, updated, routes, meta };
}
