import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useFilter } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { MenuItem, MenuSection } from '../menu';
import { CommandPalette, CommandPaletteAwaited, type CommandPaletteProps } from '.';

type HostProps = Pick<CommandPaletteProps, 'onAction' | 'awaited'> & {
  loadingMessage?: string;
  startOpen?: boolean;
};

/** A palette over static commands, narrowed as the person types (the caller owns the open state). */
function PaletteHost({ onAction, awaited, loadingMessage, startOpen = true }: HostProps) {
  const [isOpen, setIsOpen] = useState(startOpen);
  const [text, setText] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        Search…
      </Button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        label="Go to anything"
        placeholder="Type a page, an order number, a product…"
        inputValue={text}
        onInputChange={setText}
        filter={contains}
        onAction={onAction}
        emptyMessage="Nothing matches"
        loadingMessage={loadingMessage}
        awaited={awaited}
        footer="↑↓ to move, Enter to open, Esc to close"
      >
        <MenuSection title="Pages">
          <MenuItem id="dashboard">Dashboard</MenuItem>
          <MenuItem id="orders">Orders</MenuItem>
          <MenuItem id="products">Products</MenuItem>
        </MenuSection>
        <MenuSection title="Actions">
          <MenuItem id="new-product">Add Product</MenuItem>
        </MenuSection>
      </CommandPalette>
    </>
  );
}

const meta = {
  title: 'UI/CommandPalette',
  component: PaletteHost,
  args: { onAction: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaletteHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const palette = () => screen.findByRole('dialog', { name: 'Go to anything' });

export const Open: Story = {
  play: async () => {
    const dialog = within(await palette());
    await waitFor(() => expect(dialog.getByRole('searchbox', { name: 'Go to anything' })).toHaveFocus());
    await expect(dialog.getAllByRole('menuitem')).toHaveLength(4);
    // React Aria keeps a new overlay hidden until it has settled: up to 600 ms when it reads a viewport that
    // shrank after a text field's focus (as the test runner's resizes between stories can look) as a phone's
    // on-screen keyboard opening.
    await waitFor(() => expect(dialog.getByText('↑↓ to move, Enter to open, Esc to close')).toBeVisible());
  },
};

/** Typing narrows the list; the arrows move through it while focus stays in the box; Enter runs the item. */
export const TypeAndChoose: Story = {
  play: async ({ args }) => {
    const dialog = within(await palette());
    const box = dialog.getByRole('searchbox', { name: 'Go to anything' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('or');
    await waitFor(() =>
      expect(dialog.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Orders']),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveFocus();
    await waitFor(() =>
      expect(box).toHaveAttribute(
        'aria-activedescendant',
        dialog.getByRole('menuitem', { name: 'Orders' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('orders');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
  },
};

/** Nothing matches: the list says so. */
export const NothingMatches: Story = {
  play: async () => {
    const dialog = within(await palette());
    await userEvent.type(dialog.getByRole('searchbox'), 'zzz');
    // Looked up again until it shows: in a whole run the node first found was once not visible, printed empty
    // (as a node the list had replaced would be); run alone twice, it stayed the same node for 20 frames after.
    await waitFor(() => expect(dialog.getByText('Nothing matches')).toBeVisible());
  },
};

/** While the caller's search runs, the palette says so beside a still spinner. */
export const Loading: Story = {
  args: { loadingMessage: 'Searching…' },
  play: async () => {
    const dialog = within(await palette());
    await expect(dialog.getByRole('status')).toHaveTextContent('Searching…');
  },
};

/**
 * An earlier answer waits greyed under the list while the new one is on its way: in sight, but out of the
 * keyboard's and screen readers' way, so the arrows reach only the list's own items.
 */
export const Awaited: Story = {
  args: {
    loadingMessage: 'Searching…',
    awaited: (
      <CommandPaletteAwaited
        title="Orders"
        items={[
          { id: 'a', content: 'Order AUR-20261128-AAAAAA' },
          { id: 'b', content: 'Order AUR-20261128-BBBBBB' },
        ]}
      />
    ),
  },
  play: async ({ args }) => {
    const dialog = within(await palette());
    const box = dialog.getByRole('searchbox', { name: 'Go to anything' });
    await waitFor(() => expect(box).toHaveFocus());
    await waitFor(() => expect(dialog.getByText('Order AUR-20261128-AAAAAA')).toBeVisible());
    await expect(dialog.queryByRole('menuitem', { name: /AUR-/ })).not.toBeInTheDocument();
    await userEvent.keyboard('add');
    await waitFor(() =>
      expect(dialog.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add Product']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('new-product');
  },
};

/** Escape clears the text first, then closes, and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { startOpen: false },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Search…' });
    await userEvent.click(opener);
    const dialog = within(await palette());
    const box = dialog.getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('ord{Escape}');
    await expect(box).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
