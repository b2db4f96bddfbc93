import type { Meta } from '@storybook/react-vite';
import { withStore } from '../../common/story-support/with-store';
import { AdminLayout } from '../layout';
import { AdminCategoriesPage } from './admin-categories-page';
import { fakeCategoryServer } from './stories-data';

/**
 * What each story file of the categories page shares: the page as the app shows it (inside the admin frame,
 * at /admin/categories) over a fake category server of the file's own, put back as it was before each story.
 *
 * The server's routes go into the file's own `parameters`: Storybook writes a meta's doc comment into the
 * `parameters` it can see in the file, and one spread in from here would be replaced, not merged.
 */
export function categoriesPageMeta() {
  const server = fakeCategoryServer();
  const meta = {
    decorators: [withStore],
    render: () => (
      <AdminLayout currentPath="/admin/categories">
        <AdminCategoriesPage />
      </AdminLayout>
    ),
    beforeEach: () => server.reset(),
  } satisfies Meta<typeof AdminCategoriesPage>;
  return { server, meta };
}
