import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button';
import themeCss from '../theme.css?raw';
import { contrastGrade, contrastRatio, parseTokens, tokensWithPrefix } from './tokens';

/*
 * The design tokens as theme.css declares them: the page reads the stylesheet's text, so it cannot drift
 * from the theme. Swatches and samples use the declared values inline (Tailwind emits only the variables a
 * build uses), and every contrast ratio is computed here, as theme.test.ts checks them.
 */
const tokens = parseTokens(themeCss);
const token = (name: string) => tokens.get(name) ?? '';

const surfaces = ['background', 'surface', 'elevated', 'elevated-hover'];
const textColours = ['foreground', 'muted', 'primary', 'accent', 'danger', 'success', 'warning', 'info'];
const fills: [text: string, fill: string][] = [
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-primary', 'primary-pressed'],
  ['on-accent', 'accent'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['on-danger', 'danger-pressed'],
  ['on-success', 'success'],
  ['on-warning', 'warning'],
  ['on-info', 'info'],
];
const lines = ['focus-ring', 'border-strong', 'border'];

const ratio = (first: string, second: string) =>
  contrastRatio(token(`color-${first}`), token(`color-${second}`));
const format = (value: number) => `${value.toFixed(2)}:1`;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="font-semibold text-title">{title}</h2>
        <p className="max-w-prose text-muted">{description}</p>
      </header>
      {children}
    </section>
  );
}

function Swatch({ color, className = 'size-10' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-control border border-border ${className}`}
      style={{ background: color }}
    />
  );
}

const th = 'border-border border-b px-3 py-2 text-left font-medium text-muted text-sm';
const td = 'border-border border-b px-3 py-2 align-middle text-sm';

function ColourTokens() {
  const colours = tokensWithPrefix(tokens, 'color-');
  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Colour tokens"
        description="Every colour of the theme, darkest surfaces first. Each is a CSS variable (--color-name) and a utility (bg-name, text-name, border-name)."
      >
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
          {colours.map(([name, value]) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-card border border-border bg-surface p-3"
            >
              <Swatch color={value} />
              <span className="flex min-w-0 flex-col">
                <code className="font-mono text-sm">--{name}</code>
                <span className="truncate font-mono text-muted text-xs">{value}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Text on surfaces"
        description="Contrast ratio of each text colour on each surface. WCAG AA asks 4.5:1 for body text; every pair here reaches it."
      >
        <div className="overflow-x-auto">
          <table className="border-collapse">
            <caption className="sr-only">Contrast of text colours on surfaces</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Text
                </th>
                {surfaces.map((surface) => (
                  <th key={surface} scope="col" className={th}>
                    on {surface}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {textColours.map((text) => (
                <tr key={text}>
                  <th scope="row" className={`${td} text-left font-mono font-normal`}>
                    {text}
                  </th>
                  {surfaces.map((surface) => {
                    const value = ratio(text, surface);
                    return (
                      <td key={surface} className={td}>
                        <span
                          className="inline-flex items-baseline gap-2 rounded-control px-2 py-1"
                          style={{ background: token(`color-${surface}`), color: token(`color-${text}`) }}
                        >
                          <span className="font-semibold">Aa</span>
                          <span className="tabular-nums">{format(value)}</span>
                          <span className="text-xs">{contrastGrade(value, 'text')}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        title="Text on fills"
        description="Each on-* colour on the fills it labels (buttons, badges, toasts), at every state."
      >
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
          {fills.map(([text, fill]) => {
            const value = ratio(text, fill);
            return (
              <li
                key={`${text}-${fill}`}
                className="flex flex-col gap-1 rounded-card p-3"
                style={{ background: token(`color-${fill}`), color: token(`color-${text}`) }}
              >
                <span className="font-mono text-sm">
                  {text} on {fill}
                </span>
                <span className="font-semibold tabular-nums">
                  {format(value)} · {contrastGrade(value, 'text')}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        title="Focus ring and control edges"
        description="WCAG 1.4.11 asks 3:1 for what identifies a control or its focus: focus-ring and border-strong reach it on every surface. border only separates content, so it need not."
      >
        <div className="overflow-x-auto">
          <table className="border-collapse">
            <caption className="sr-only">Contrast of lines against surfaces</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Line
                </th>
                {surfaces.map((surface) => (
                  <th key={surface} scope="col" className={th}>
                    on {surface}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line}>
                  <th scope="row" className={`${td} text-left font-mono font-normal`}>
                    {line}
                  </th>
                  {surfaces.map((surface) => {
                    const value = ratio(line, surface);
                    return (
                      <td key={surface} className={td}>
                        <span className="inline-flex items-center gap-2">
                          <span
                            aria-hidden="true"
                            className="inline-block size-8 rounded-control"
                            style={{
                              background: token(`color-${surface}`),
                              boxShadow: `inset 0 0 0 2px ${token(`color-${line}`)}`,
                            }}
                          />
                          <span className="tabular-nums">{format(value)}</span>
                          <span className="text-muted text-xs">
                            {line === 'border' ? 'decorative' : contrastGrade(value, 'line')}
                          </span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}

function TypeScale() {
  const fonts = tokensWithPrefix(tokens, 'font-');
  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Type scale"
        description="The roles screens use most, as utilities (text-caption, text-body, text-title, text-display); Tailwind's xs to 9xl scale stays available. Display is fluid between 2rem and 3.5rem."
      >
        <ul className="flex flex-col gap-6">
          {tokensWithPrefix(tokens, 'text-').map(([name, size]) => {
            const style: CSSProperties = {
              fontSize: size,
              lineHeight: token(`${name}--line-height`) || undefined,
              fontWeight: token(`${name}--font-weight`) || undefined,
              letterSpacing: token(`${name}--letter-spacing`) || undefined,
            };
            const details = ['line-height', 'font-weight', 'letter-spacing']
              .map((modifier) => [modifier, token(`${name}--${modifier}`)])
              .filter(([, value]) => value)
              .map(([modifier, value]) => `${modifier} ${value}`);
            return (
              <li key={name} className="flex flex-col gap-1 border-border border-b pb-4">
                <span className="font-mono text-muted text-xs">
                  {name} · {size}
                  {details.length > 0 && ` · ${details.join(' · ')}`}
                </span>
                <span style={style}>The aurora lights the night sky</span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        title="Fonts"
        description="System fonts: nothing to download, and they render well everywhere."
      >
        <ul className="flex flex-col gap-3">
          {fonts.map(([name, value]) => (
            <li key={name} className="flex flex-col gap-1">
              <span className="font-mono text-muted text-xs">--{name}</span>
              <span className="text-lg" style={{ fontFamily: value }}>
                Aurora Store 0123456789 $79.00
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** Tailwind's spacing unit: the theme keeps its default unless theme.css sets `--spacing`. */
const spacingUnit = token('spacing') || '0.25rem';
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 10, 12, 16, 24];

function Spacing() {
  return (
    <Section
      title="Spacing"
      description={`Tailwind's scale: every step is a multiple of --spacing (${spacingUnit}), so p-4 is 1rem. Gaps, paddings, margins and sizes all use it.`}
    >
      <ul className="flex flex-col gap-2">
        {spacingSteps.map((step) => (
          <li key={step} className="grid grid-cols-[4rem_7rem_1fr] items-center gap-3">
            <code className="font-mono text-sm">{step}</code>
            <span className="font-mono text-muted text-xs">
              calc({spacingUnit} * {step})
            </span>
            <span
              aria-hidden="true"
              className="block h-3 rounded-pill bg-primary"
              style={{ width: `calc(${spacingUnit} * ${step})` }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RadiusAndShadow() {
  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Radius"
        description="rounded-control for buttons and fields, rounded-card for cards and dialogs, rounded-pill for badges and tags."
      >
        <ul className="flex flex-wrap gap-6">
          {tokensWithPrefix(tokens, 'radius-').map(([name, value]) => (
            <li key={name} className="flex flex-col items-start gap-2">
              <span
                aria-hidden="true"
                className="block h-16 w-28 border-2 border-border-strong bg-elevated"
                style={{ borderRadius: value }}
              />
              <code className="font-mono text-sm">--{name}</code>
              <span className="font-mono text-muted text-xs">{value}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Shadow"
        description="shadow-raised lifts controls and cards, shadow-overlay sets popovers and dialogs apart, shadow-glow marks the aurora's highlights."
      >
        <ul className="flex flex-wrap gap-8">
          {tokensWithPrefix(tokens, 'shadow-').map(([name, value]) => (
            <li key={name} className="flex flex-col items-start gap-2">
              <span
                aria-hidden="true"
                className="block h-16 w-28 rounded-card bg-elevated"
                style={{ boxShadow: value }}
              />
              <code className="font-mono text-sm">--{name}</code>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Motion() {
  const [moved, setMoved] = useState(false);
  const durations = tokensWithPrefix(tokens, 'transition-duration-');
  const easings = tokensWithPrefix(tokens, 'ease-');
  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Motion"
        description="Durations (duration-fast, duration-base, duration-slow) and easings (ease-standard, ease-emphasized). Under prefers-reduced-motion every transition and animation stops, so the dots below jump instead."
      >
        <div>
          <Button variant="secondary" onPress={() => setMoved((value) => !value)}>
            {moved ? 'Move back' : 'Play'}
          </Button>
        </div>
        <ul className="flex flex-col gap-3">
          {durations.flatMap(([duration, time]) =>
            easings.map(([easing, curve]) => (
              <li key={`${duration}-${easing}`} className="grid grid-cols-[22rem_1fr] items-center gap-3">
                <span className="font-mono text-sm">
                  {duration.replace('transition-duration-', 'duration-')} ({time}) · {easing}
                </span>
                <span className="relative block h-4 w-64 rounded-pill bg-surface">
                  <span
                    aria-hidden="true"
                    className="absolute top-0 left-0 block size-4 rounded-pill bg-primary"
                    style={{
                      transform: moved ? 'translateX(15rem)' : 'translateX(0)',
                      transitionProperty: 'transform',
                      transitionDuration: time,
                      transitionTimingFunction: curve,
                    }}
                  />
                </span>
              </li>
            )),
          )}
        </ul>
        <dl className="grid grid-cols-[16rem_1fr] gap-x-3 gap-y-1 text-sm">
          {easings.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono">--{name}</dt>
              <dd className="font-mono text-muted">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        title="Animations"
        description="The aurora's three slow drifts (unrelated periods, so it never visibly loops), the skeleton shimmer and the indeterminate progress slide."
      >
        <dl className="grid grid-cols-[16rem_1fr] gap-x-3 gap-y-1 text-sm">
          {tokensWithPrefix(tokens, 'animate-').map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd className="font-mono text-muted">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

const meta = {
  title: 'UI/Foundations/Tokens',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Aurora's design tokens, read from `theme.css`: colours with their WCAG contrast ratios, the type scale, spacing, radius, shadow and motion. Apps override any of them as CSS variables.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Contrast of text colours on surfaces' })).toBeVisible();
    const foregroundRow = canvas.getByRole('row', { name: /^foreground/ });
    await expect(foregroundRow).toHaveTextContent(/AAA/);
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const SpacingScale: Story = { name: 'Spacing', render: () => <Spacing /> };

export const RadiusAndShadows: Story = { name: 'Radius and shadow', render: () => <RadiusAndShadow /> };

export const MotionTokens: Story = {
  name: 'Motion',
  render: () => <Motion />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByRole('button', { name: 'Move back' })).toBeVisible();
  },
};
