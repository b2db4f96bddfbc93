import type { BrowserCommand } from 'vitest/node';

/**
 * Moves Chromium's real pointer out of the story's frame, onto the runner's page around it (the window, 1600 x 1000,
 * is larger than any story's frame). Over the story, the real pointer hovered whatever a layout put under it, on a
 * timer of Chromium's own, and the same timer ended hovers a play had made: out of the frame it does neither.
 */
export const movePointerOutOfStory: BrowserCommand<[]> = async (context) => {
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const window = context.page.viewportSize();
  if (!box || !window) throw new Error('The story frame or the window has no size');
  const corners = [
    { x: window.width - 1, y: window.height - 1 },
    { x: 0, y: 0 },
    { x: window.width - 1, y: 0 },
    { x: 0, y: window.height - 1 },
  ];
  const outside = corners.find(
    ({ x, y }) => x < box.x || y < box.y || x >= box.x + box.width || y >= box.y + box.height,
  );
  if (!outside) throw new Error('The story frame fills the window: no place for the pointer outside it');
  await context.page.mouse.move(outside.x, outside.y);
};
