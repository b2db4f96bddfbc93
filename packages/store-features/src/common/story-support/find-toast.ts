import { screen } from 'storybook/test';

/** A toast with this title: found once the toast region has it (the region is there only while it has toasts). */
export const findToast = (title: string) =>
  screen.findByText(title, { selector: '[data-slot=toast] *' }, { timeout: 5000 });
