import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';

/** The glyphs the controls draw, for designers checking them side by side; they are decorative (aria-hidden). */
function IconSheet() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
      {Object.entries(icons).map(([name, Glyph]) => (
        <li
          key={name}
          className="flex items-center gap-3 rounded-control border border-border p-3 text-foreground"
        >
          <Glyph className="size-5 shrink-0" />
          <span className="text-caption text-muted">{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Foundations/Icons',
  component: IconSheet,
  tags: ['autodocs'],
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check')).toBeVisible();
    for (const glyph of canvasElement.querySelectorAll('svg')) {
      await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
