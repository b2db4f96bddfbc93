import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from '.';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb href="#outerwear">Outerwear</Breadcrumb>
      <Breadcrumb>Aurora rain shell</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * React Aria builds the trail's collection in a render after the list's own, and a production build can start a
 * play between the two (the list is in the page, its links are not yet): each play waits for the links first.
 */

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Outerwear' })).toHaveAttribute(
      'href',
      '#outerwear',
    );
    // The current page is marked and is not a link anyone can follow.
    const current = canvas.getByText('Aurora rain shell');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const home = await canvas.findByRole('link', { name: 'Home' });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Outerwear' })).toHaveFocus();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
