import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { AuroraBackground } from './aurora-background';

const meta = {
  title: 'UI/AuroraBackground',
  component: AuroraBackground,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // It is fixed to the viewport: in docs each story gets its own frame instead of covering the page.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof AuroraBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BehindContent: Story = {
  args: {},
  render: (args) => (
    <>
      <AuroraBackground {...args} />
      <main className="mx-auto flex min-h-[360px] max-w-2xl flex-col items-start justify-center gap-4 py-12">
        <h1 className="text-display text-foreground">Light that moves slowly</h1>
        <p className="text-body text-muted">
          The aurora drifts behind the page without catching a pointer or a screen reader, and stands still
          for anyone who asks their system for reduced motion.
        </p>
        <Button>Explore</Button>
      </main>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const aurora = canvasElement.querySelector<HTMLElement>('[data-slot="aurora-background"]');
    await expect(aurora).toHaveAttribute('aria-hidden', 'true');
    await expect(aurora).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });

    // The light sits behind the content: the pointer finds the button, not the aurora.
    const button = canvas.getByRole('button', { name: 'Explore' });
    const { x, y, width, height } = button.getBoundingClientRect();
    await expect(button.contains(document.elementFromPoint(x + width / 2, y + height / 2))).toBe(true);
  },
};
