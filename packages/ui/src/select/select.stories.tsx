import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Select, SelectItem } from '.';

interface SortOrder {
  id: string;
  name: string;
}

const sortOrders: SortOrder[] = [
  { id: 'relevance', name: 'Relevance' },
  { id: 'price-asc', name: 'Price: low to high' },
  { id: 'price-desc', name: 'Price: high to low' },
  { id: 'newest', name: 'Newest' },
];

const meta = {
  title: 'UI/Select',
  component: Select<SortOrder>,
  tags: ['autodocs'],
  args: {
    label: 'Sort by',
    placeholder: 'Choose an order',
    items: sortOrders,
    children: (item) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<SortOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The trigger is named by the label and the current value (here the placeholder).
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Choose an order');

    await userEvent.click(trigger);
    // Shown at once: stories run with reduced motion, under which the list has no see-through first frame.
    await expect(await screen.findByRole('listbox', { name: 'Sort by' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Newest' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await expect(trigger).toHaveTextContent('Newest');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'price-asc', description: 'Applies to every page of results.' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Price: low to high');
    await userEvent.click(trigger);
    // The chosen option is marked selected for assistive technology, not only by its check.
    await expect(await screen.findByRole('option', { name: 'Price: low to high' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible');

    // Arrow Down opens the list on the first option; Enter picks the focused one and closes it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('option', { name: 'Relevance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('price-desc');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Typeahead on the closed trigger selects by the first letters.
    await userEvent.keyboard('n');
    await expect(args.onChange).toHaveBeenLastCalledWith('newest');
  },
};

/** Native validation: the error shows when the form is submitted without a choice. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose an order.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} className="w-full" />
      <Button type="submit">Apply</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Choose an order.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'relevance' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['newest'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await expect(await screen.findByRole('option', { name: 'Newest' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
