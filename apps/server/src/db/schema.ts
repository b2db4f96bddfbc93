import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide values that must survive restarts and be shared by every process (e.g. the JWT secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
