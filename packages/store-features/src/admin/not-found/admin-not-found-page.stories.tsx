import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile } from '../../common/story-support/viewports';
import { AdminLayout } from '../layout';
import { AdminNotFoundPage } from './admin-not-found-page';

const meta = {
  title: 'Admin/Not Found',
  component: AdminNotFoundPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The admin's page for a path no admin screen has, inside the admin frame, with the way back to " +
          'the dashboard. Stories: the page at the default, phone and desktop widths.',
      },
    },
  },
  // As the app shows it: inside the admin frame, at a path no admin screen has.
  render: () => (
    <AdminLayout currentPath="/admin/unknown">
      <AdminNotFoundPage />
    </AdminLayout>
  ),
} satisfies Meta<typeof AdminNotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the admin frame: the way back is the dashboard, and no section is marked current. */
export const InAdminLayout: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(canvas.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

export const InAdminLayoutMobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
};

export const InAdminLayoutDesktop: Story = { ...InAdminLayout, ...desktop };
