import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
import './preview.css';

const preview: Preview = {
  parameters: {
    // An axe violation fails the story's test, in the Vitest run and in the Storybook UI alike.
    a11y: { test: 'error' },
    docs: { theme: themes.dark },
  },
  decorators: [
    // Every story sits on the app's dark surface, in the canvas and in docs pages (which are light).
    // `isolate` gives an AuroraBackground story a stacking context whose background it can sit on.
    (Story) => (
      <div className="isolate bg-background p-6 font-sans text-body text-foreground">
        <Story />
      </div>
    ),
  ],
};

export default preview;
