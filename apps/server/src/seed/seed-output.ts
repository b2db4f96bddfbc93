import type { AdminAccount } from './admin-account';
import { DEMO_SHOPPER_PASSWORD, demoShoppers } from './demo-shoppers';
import type { SeedSummary } from './seed-demo-store';

/** Where the seed reports: one-line facts go to the log, a generated password to a person's eyes, once. */
export interface SeedOutput {
  info(message: string): void;
  /** Printed as a box on the console, apart from the log lines, so the operator notices it. */
  notice(lines: readonly string[]): void;
}

/** The seed's output for a process: the given log for facts, the console for the box. */
export function consoleSeedOutput(log: (message: string) => void): SeedOutput {
  return { info: log, notice: (lines) => console.log(boxed(lines)) };
}

export function reportSeeded(output: SeedOutput, summary: SeedSummary): void {
  output.info(
    `Seeded the demo store: ${summary.products} products in ${summary.categories} categories, ` +
      `${summary.shoppers} demo shoppers, ${summary.orders} orders, ${summary.reviews} reviews, ` +
      `${summary.coupons} coupons`,
  );
  const firstShopper = demoShoppers[0]?.email ?? '';
  output.info(
    `Demo shoppers sign in with the password ${DEMO_SHOPPER_PASSWORD} (for example ${firstShopper})`,
  );
}

export function reportAdminCreated(output: SeedOutput, admin: AdminAccount): void {
  if (admin.generatedPassword === undefined) {
    output.info(`Created the administrator ${admin.email} with the password from ADMIN_PASSWORD`);
    return;
  }
  output.info(
    `Created the administrator ${admin.email} with a generated password, shown once on the console`,
  );
  output.notice([
    'Aurora Store administrator',
    '',
    `  email:    ${admin.email}`,
    `  password: ${admin.generatedPassword}`,
    '',
    'This password is shown only this once. Keep it somewhere safe,',
    'or set ADMIN_PASSWORD to choose it yourself.',
  ]);
}

export function boxed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}
