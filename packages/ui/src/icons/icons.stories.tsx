import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import * as actionIcons from './action-icons';
import * as adminIcons from './admin-icons';
import * as brandIcons from './brand-icons';
import * as controlIcons from './control-icons';
import * as storeIcons from './store-icons';

type Glyph = ComponentType<{ className?: string }>;

/** Every set, as its module exports it; the controls' set is internal to ui, the others are `@aurora-store/ui/icons`. */
const iconSets = {
  control: { title: "Controls' glyphs (16 grid, internal)", glyphs: controlIcons },
  store: { title: "Store's glyphs (24 grid)", glyphs: storeIcons },
  admin: { title: "Admin sections' glyphs (24 grid, a module of their own)", glyphs: adminIcons },
  actions: { title: 'Action glyphs (24 grid)', glyphs: actionIcons },
  brands: { title: 'Brand marks (filled)', glyphs: brandIcons },
} satisfies Record<string, { title: string; glyphs: Record<string, Glyph> }>;

interface IconSheetProps {
  set: keyof typeof iconSets;
}

/** One set's glyphs with their names, for designers checking them side by side; they are decorative (aria-hidden). */
function IconSheet({ set }: IconSheetProps) {
  const { title, glyphs } = iconSets[set];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-title">{title}</h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
        {Object.entries(glyphs as Record<string, Glyph>).map(([name, Glyph]) => (
          <li
            key={name}
            className="flex items-center gap-3 rounded-control border border-border p-3 text-foreground"
          >
            <Glyph className="size-5 shrink-0" />
            <span className="text-caption text-muted">{name.replace(/Icon$/, '')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'UI/Foundations/Icons',
  component: IconSheet,
  tags: ['autodocs'],
  argTypes: {
    set: { control: 'select', options: Object.keys(iconSets) },
  },
  args: { set: 'control' },
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every glyph of the sheet is named and hidden from assistive technology (and, in old Edge, from Tab). */
async function expectSheet(canvasElement: HTMLElement, set: IconSheetProps['set'], aName: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(aName)).toBeVisible();
  const glyphs = canvasElement.querySelectorAll('svg');
  await expect(glyphs).toHaveLength(Object.keys(iconSets[set].glyphs).length);
  for (const glyph of glyphs) {
    await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    await expect(glyph).toHaveAttribute('focusable', 'false');
  }
}

export const ControlIcons: Story = {
  args: { set: 'control' },
  play: ({ canvasElement }) => expectSheet(canvasElement, 'control', 'Check'),
};

export const StoreIcons: Story = {
  args: { set: 'store' },
  play: ({ canvasElement }) => expectSheet(canvasElement, 'store', 'Cart'),
};

export const AdminIcons: Story = {
  args: { set: 'admin' },
  play: ({ canvasElement }) => expectSheet(canvasElement, 'admin', 'Dashboard'),
};

export const ActionIcons: Story = {
  args: { set: 'actions' },
  play: ({ canvasElement }) => expectSheet(canvasElement, 'actions', 'Trash'),
};

export const BrandIcons: Story = {
  args: { set: 'brands' },
  play: ({ canvasElement }) => expectSheet(canvasElement, 'brands', 'GitHub'),
};
