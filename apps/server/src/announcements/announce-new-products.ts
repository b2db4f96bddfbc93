import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { categories, products, users } from '../db/schema';
import { queueMails } from '../mail/mail-outbox';
import type { MailTransport } from '../mail/mail-transport';
import { joinCategory, visibleToShoppers } from '../products/product-view';
import { storeToday } from '../settings/store-today';
import { databaseNow, readProgress, saveProgress, settledUntil } from './announcement-progress';
import { type AnnouncedProduct, newProductsMailing } from './new-products-mail';

/** The newest products a mail lists; the rest of a big day (an import) is one link to the catalogue. */
export const MAX_LISTED_PRODUCTS = 12;

/** Subscribers read, and their mails written, per statement: 10,000 subscribers are 20 round trips each way. */
const SUBSCRIBER_BATCH = 500;

/** Any fixed number, the same in every process: "AUNP". */
export const ANNOUNCEMENT_LOCK_ID = 0x41554e50;

export interface AnnouncementContext {
  db: AppDatabase;
  mail: Pick<MailTransport, 'publicUrl' | 'unsubscribeLinks' | 'wake'>;
  storeTimeZone: string;
}

export type AnnouncementOutcome =
  /** Another process holds the lock and does the work. */
  | { status: 'busy' }
  /** The first run: it marks where announcing starts, so a store's existing catalogue is never announced. */
  | { status: 'started' }
  /** Today's mailing went already: what came on sale since waits for tomorrow's. */
  | { status: 'mailed-today' }
  | { status: 'nothing-new' }
  | { status: 'mailed'; products: number; mails: number };

/**
 * One run of the daily announcement. Under a lock taken with a try in its own transaction (one process at a
 * time, as the media sweep), it finds the products that went on sale since the last run and are still for sale,
 * and queues one mail per opted-in shopper listing them, in the transaction that records the run, so a run that
 * fails sends nothing and the next one tries again. `now` names the store's day, for once a day.
 */
export async function announceNewProducts(
  { db, mail, storeTimeZone }: AnnouncementContext,
  now: Date = new Date(),
): Promise<AnnouncementOutcome> {
  const today = storeToday(storeTimeZone, now);
  const outcome = await db.transaction(async (tx): Promise<AnnouncementOutcome> => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ANNOUNCEMENT_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return { status: 'busy' };
    const { announcedThrough, mailedOn } = await readProgress(tx);
    if (announcedThrough === undefined) {
      await saveProgress(tx, { announcedThrough: await databaseNow(tx) });
      return { status: 'started' };
    }
    if (mailedOn === today) return { status: 'mailed-today' };
    const until = await settledUntil(tx);
    const { listed, total } = await productsOnSaleBetween(tx, announcedThrough, until);
    if (total === 0) {
      await saveProgress(tx, { announcedThrough: until });
      return { status: 'nothing-new' };
    }
    const mails = await mailSubscribers(tx, mail, today, newProductsMailing(listed, total, mail.publicUrl));
    await saveProgress(tx, { announcedThrough: until, mailedOn: today });
    return { status: 'mailed', products: total, mails };
  });
  if (outcome.status === 'mailed' && outcome.mails > 0) mail.wake();
  return outcome;
}

/** The products that went on sale in [from, until) and shoppers can still see: the newest few, and how many. */
async function productsOnSaleBetween(
  tx: AppDatabase,
  from: string,
  until: string,
): Promise<{ listed: AnnouncedProduct[]; total: number }> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
      total: sql<number>`(count(*) over ())::integer`,
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(
      and(
        visibleToShoppers,
        gte(products.firstOnSaleAt, sql`${from}::timestamptz`),
        lt(products.firstOnSaleAt, sql`${until}::timestamptz`),
      ),
    )
    .orderBy(desc(products.firstOnSaleAt), asc(products.id))
    .limit(MAX_LISTED_PRODUCTS);
  return {
    listed: rows.map((row) => ({
      id: row.id,
      name: row.name,
      priceCents: row.priceCents,
      imageUrl: row.images[0]?.url,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Queues the mailing for every shopper who chose "New product announcements" and still has an account, a batch
 * at a time in the order of their ids. Each mail's key names the shopper and the day, so a day never has two.
 */
async function mailSubscribers(
  tx: AppDatabase,
  mail: AnnouncementContext['mail'],
  today: string,
  mailFor: ReturnType<typeof newProductsMailing>,
): Promise<number> {
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.role, 'user'),
          eq(users.notifyNewProducts, true),
          isNull(users.deletedAt),
          after === undefined ? undefined : gt(users.id, after),
        ),
      )
      .orderBy(asc(users.id))
      .limit(SUBSCRIBER_BATCH);
    queued += await queueMails(
      tx,
      batch.map((user) => ({
        message: mailFor({
          to: user.email,
          firstName: user.firstName,
          unsubscribe: mail.unsubscribeLinks(user.id, 'newProducts'),
        }),
        dedupeKey: `new-products:${user.id}:${today}`,
      })),
    );
    after = batch.at(-1)?.id;
    if (batch.length < SUBSCRIBER_BATCH) return queued;
  }
}
