/**
 * The widths a story is pictured at. A component of the design system (the UI wing) is pictured once, at its
 * natural size in the runner's default page. A screen (Shop, Admin) is pictured at the widths the store is designed
 * for, 1440 and 375 px, unless the story pins a viewport of its own (its Mobile/Tablet/Desktop variants), which the
 * runner has already applied: then once, as it asks.
 */
export interface VisualShot {
  /** Added to the story id to name the reference: none for one picture, the width for one of several. */
  suffix: string;
  viewport?: { width: number; height: number };
}

const screenWidths: VisualShot[] = [
  { suffix: '-1440', viewport: { width: 1440, height: 900 } },
  { suffix: '-375', viewport: { width: 375, height: 812 } },
];

const designSystemWing = 'ui-';

/** The tag that puts a screen's story in the visual review. */
export const visualTag = 'visual';

/** A story of a screen (Shop, Admin), not of a design-system component. */
export const isScreen = (storyId: string) => !storyId.startsWith(designSystemWing);

/**
 * Whether a story is pictured: every story of the design system, and a screen's story tagged `visual` (the ids of
 * those, as Storybook's index reads the tags: tests/visual/pictured-stories.ts).
 */
export const isPictured = (storyId: string, picturedScreenStories: ReadonlySet<string>) =>
  !isScreen(storyId) || picturedScreenStories.has(storyId);

export function shotsFor(storyId: string, globals: Record<string, unknown>): VisualShot[] {
  const pinnedViewport = (globals.viewport as { value?: string } | undefined)?.value;
  if (pinnedViewport || !isScreen(storyId)) return [{ suffix: '' }];
  return screenWidths;
}
