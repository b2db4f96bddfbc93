import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SearchSuggestion } from '.';
import { SearchField, type SearchFieldProps } from './search-field';

interface Suggestion {
  id: string;
  name: string;
}

const suggestions: Suggestion[] = [
  { id: 'desk-lamp', name: 'Desk lamp' },
  { id: 'floor-lamp', name: 'Floor lamp' },
  { id: 'lantern', name: 'Lantern' },
  { id: 'linen-throw', name: 'Linen throw' },
  { id: 'wool-rug', name: 'Wool rug' },
];

/** The caller's side: it hears each keystroke and hands back the suggestions that match. */
function CallerFilteredSearch({ items, onInputChange, ...props }: SearchFieldProps<Suggestion>) {
  const [query, setQuery] = useState(props.defaultInputValue ?? '');
  const needle = query.trim().toLowerCase();
  const matches = needle === '' ? [] : [...items].filter((item) => item.name.toLowerCase().includes(needle));
  return (
    <SearchField
      {...props}
      items={matches}
      onInputChange={(text) => {
        setQuery(text);
        onInputChange?.(text);
      }}
    />
  );
}

const meta = {
  title: 'UI/SearchField',
  component: SearchField<Suggestion>,
  tags: ['autodocs'],
  args: {
    label: 'Search',
    placeholder: 'Lamps, rugs, throws…',
    items: suggestions,
    children: (item) => <SearchSuggestion id={item.id}>{item.name}</SearchSuggestion>,
    onInputChange: fn(),
    onSubmit: fn(),
    onSelectionChange: fn(),
  },
  render: (args) => <CallerFilteredSearch {...args} />,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField<Suggestion>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', 'Lamps, rugs, throws…');
  },
};

/** The caller passes back the suggestions that match what was typed; Arrow Down highlights the first. */
export const Suggesting: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'la');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(await screen.findAllByRole('option')).toHaveLength(3);

    // The highlight is virtual: focus stays in the input, which points at the option.
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Desk lamp' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('lamp');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('lamp');
    const list = await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Desk lamp',
      'Floor lamp',
    ]);
    await expect(input).toHaveAttribute('aria-controls', list.id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('floor-lamp');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Floor lamp');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const PickWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'rug');
    await userEvent.click(await screen.findByRole('option', { name: 'Wool rug' }));
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('wool-rug');
  },
};

/** Enter with nothing highlighted searches for the typed text, suggestions open or not. */
export const SubmitFreeText: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'lamp');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('lamp');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'blue velvet sofa{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('blue velvet sofa');
    await expect(input).toHaveValue('blue velvet sofa');
  },
};

export const NoSuggestions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'xylophone');
    await waitFor(() => expect(screen.getByText('No suggestions')).toBeVisible());
    await expect(screen.queryByRole('option', { name: /lamp/ })).toBeNull();

    // An empty box has nothing to say, so the list closes.
    await userEvent.clear(input);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await userEvent.type(input, 'xylophone{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('xylophone');
  },
};

/** The caller is fetching: the field shows a spinner, and the empty list says so. */
export const Loading: Story = {
  args: { isLoading: true, emptyMessage: 'Nothing matches' },
  render: (args) => <SearchField {...args} items={[]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'la');
    await waitFor(() => expect(screen.getByText('Loading suggestions…')).toBeVisible());
    await expect(screen.queryByText('Nothing matches')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'lamp' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Taking over from a plain box the person was typing in: focused with their text, the list opens at once. */
export const OpensWithTypedText: Story = {
  args: { defaultInputValue: 'la', autoFocus: true, opensWithTypedText: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    await expect(await screen.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
