import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config = {
  framework: '@storybook/react-vite',
  // One Storybook for the design system and every screen built on it.
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/store-features/src/**/*.stories.@(ts|tsx)',
  ],
  // Product images the story fixtures point at (/api/images/products/*.svg), drawn by our own server.
  staticDirs: [{ from: '../packages/store-features/story-assets', to: '/' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    // These machines have no way out to the internet; don't wait on a telemetry request.
    disableTelemetry: true,
  },
  // Here rather than in a vite config so `storybook dev`, `storybook build` and the Vitest story project
  // (the addon applies viteFinal) compile the same Tailwind.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [tailwindcss()] });
  },
} satisfies StorybookConfig;

export default config;
