/**
 * `pnpm chromatic`: publishes the Storybook to Chromatic for a team that has a project there (its token in
 * CHROMATIC_PROJECT_TOKEN), where changed stories are reviewed in Chromatic's own UI. Without a token there is
 * nothing to publish to: it says so in one line and succeeds, so CI can always call it.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}

// The ui package holds chromatic's pinned version and the command: build the Storybook, then publish that build.
const run = spawnSync('pnpm', ['--filter', '@aurora-store/ui', 'chromatic'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
