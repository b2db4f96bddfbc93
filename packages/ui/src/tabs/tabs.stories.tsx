import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args} className="max-w-lg">
      <TabList aria-label="Product information">
        <Tab id="description">Description</Tab>
        <Tab id="specifications">Specifications</Tab>
        <Tab id="reviews">Reviews</Tab>
      </TabList>
      <TabPanel id="description">A lightweight shell for wet, windy days.</TabPanel>
      <TabPanel id="specifications">Weight 320 g · Recycled nylon · Machine washable.</TabPanel>
      <TabPanel id="reviews">No reviews yet.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first tab, once it is there: React Aria builds a tab list's collection in a render after the list's own, and
 * a production build can start the play between the two (the list is in the page, its tabs are not yet).
 */
const findTabs = (canvas: ReturnType<typeof within>) => canvas.findByRole('tab', { name: 'Description' });

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const first = await findTabs(canvas);
    // The first tab is selected as the collection settles, a render after it is there.
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('A lightweight shell');

    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('reviews');
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('No reviews yet.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await findTabs(canvas);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible');

    // Arrows move between tabs and select as they go; End jumps to the last.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();

    // Tab leaves the list for the panel, which takes focus because it holds nothing focusable.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await findTabs(canvas);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['reviews'] },
  play: async ({ canvas, userEvent }) => {
    await findTabs(canvas);
    const reviews = canvas.getByRole('tab', { name: 'Reviews' });
    await expect(reviews).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reviews);
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTabs(canvas);
    const tab = canvas.getByRole('tab', { name: 'Specifications' });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered');
  },
};
