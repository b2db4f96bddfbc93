import type { ReactElement } from 'react';
import type { MockRoutes } from '../../common/story-support/mock-routes';
import { withStore } from '../../common/story-support/with-store';

/** A list's fake server in its stories: its routes, and a reset between stories. */
export interface FakeListServer {
  routes: MockRoutes;
  reset: () => void;
}

/**
 * What every story file of an admin list shares in its meta: the store around the screen, the screen rendered at
 * its URL in the admin frame, and the file's fake server reset before each story. Each file adds its title,
 * component, args and `parameters` (the server's routes): Storybook writes a meta's doc comment into the
 * `parameters` it sees in the file, so parameters brought in from here would be replaced, not merged.
 */
export function listStoryMeta<Args>(render: (args: Args) => ReactElement, server: FakeListServer) {
  return {
    decorators: [withStore],
    render,
    beforeEach: server.reset,
  };
}
