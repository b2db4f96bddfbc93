import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone, StatusBadge } from '.';

const tones: Record<BadgeTone, string> = {
  neutral: 'Draft',
  info: 'Processing',
  success: 'Delivered',
  warning: 'Low stock',
  danger: 'Cancelled',
};

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'New', tone: 'neutral', size: 'sm' },
  argTypes: {
    tone: { control: 'inline-radio', options: Object.keys(tones) },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Every tone on every surface: axe checks each pairing reaches AA. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {['bg-background', 'bg-surface', 'bg-elevated'].map((surface) => (
        <div key={surface} className={`flex flex-wrap gap-2 rounded-control p-3 ${surface}`}>
          {Object.entries(tones).map(([tone, label]) => (
            <Badge key={tone} {...args} tone={tone as BadgeTone}>
              {label}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Cancelled')[0]).toHaveAttribute('data-tone', 'danger');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </div>
  ),
};

export const StatusBadges: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {Object.entries(tones).map(([tone, label]) => (
        <StatusBadge key={tone} {...args} tone={tone as BadgeTone}>
          {label}
        </StatusBadge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const delivered = canvas.getByText('Delivered');
    await expect(delivered).toHaveAttribute('data-slot', 'status-badge');
    // The dot is decoration: the name is the text alone.
    await expect(delivered).toHaveTextContent(/^Delivered$/);
  },
};
