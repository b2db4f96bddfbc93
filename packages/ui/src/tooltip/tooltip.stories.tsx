import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button';
import { InfoIcon } from '../icons/control-icons';
import { Tooltip, TooltipTrigger } from '.';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { children: 'Prices include VAT' },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
  },
  render: (args) => (
    <div className="flex justify-center py-12">
      <TooltipTrigger delay={300}>
        <IconButton aria-label="About prices" variant="outline">
          <InfoIcon />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'About prices' });
    await expect(button).toHaveAttribute('data-focus-visible');
    // Keyboard focus shows the tooltip at once, and it describes the button.
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Prices include VAT');
    await expect(button).toHaveAccessibleDescription('Prices include VAT');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // React Aria shows a tooltip on hover only once a pointer has been used, so a click comes first.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'About prices' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Prices include VAT');
    await userEvent.unhover(canvas.getByRole('button', { name: 'About prices' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};
