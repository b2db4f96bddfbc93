import {
  COUPON_EMAILED_MEANWHILE_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  type CouponMailing,
  couponMailingRefusal,
  couponStatus,
  NO_PROMOTION_SUBSCRIBERS_MESSAGE,
} from '@aurora-store/api/contract';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { coupons, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { queueMails } from '../../mail/mail-outbox';
import type { MailTransport } from '../../mail/mail-transport';
import { recordAudit } from '../operations/audit';
import { couponMailer } from './coupon-mail';

/** Mails per INSERT: 500 rows of 7 parameters stay far below PostgreSQL's 65,535 a statement. */
export const COUPON_MAIL_BATCH_SIZE = 500;

/** Who gets promotional mail: shoppers (not admins) who chose it, whose address is proven, still with us. */
const promotionSubscriber = and(
  eq(users.role, 'user'),
  eq(users.notifyPromotions, true),
  eq(users.isEmailVerified, true),
  isNull(users.deletedAt),
);

async function countSubscribers(db: AppDatabase): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(promotionSubscriber);
  return row?.total ?? 0;
}

export async function couponMailing(db: AppDatabase, couponId: string): Promise<CouponMailing> {
  const [coupon] = await db
    .select({ lastEmailedAt: coupons.lastEmailedAt, lastEmailedCount: coupons.lastEmailedCount })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) throw notFound(COUPON_NOT_FOUND_MESSAGE);
  return {
    recipients: await countSubscribers(db),
    lastEmailedAt: coupon.lastEmailedAt?.toISOString() ?? null,
    lastEmailedCount: coupon.lastEmailedCount,
  };
}

export interface CouponMailingSend {
  couponId: string;
  actorId: string;
  /** The last send the admin confirmed against (null: never sent); any other is a 409. */
  ifLastEmailedAt: Date | null;
  now: Date;
  storeTimeZone: string;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Sends the coupon to every subscriber: one mail each in the outbox, queued 500 to an INSERT, all in one
 * transaction under the coupon's row lock with its new last send. So either everyone's mail is queued and the
 * send recorded, or nothing is; and a second send racing this one waits for it, then finds the coupon emailed
 * meanwhile and is refused. Each mail's key names the coupon, this send and the person.
 */
export async function sendCouponMailing(
  db: AppDatabase,
  mail: Pick<MailTransport, 'publicUrl' | 'unsubscribeLinks' | 'wake'>,
  send: CouponMailingSend,
): Promise<{ code: string; sent: number; lastEmailedAt: Date }> {
  const result = await db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, send.couponId)).for('update');
    if (!coupon) throw notFound(COUPON_NOT_FOUND_MESSAGE);
    const refusal = couponMailingRefusal(couponStatus(coupon, send.now));
    if (refusal) throw badRequest(refusal);
    if (!sameInstant(coupon.lastEmailedAt, send.ifLastEmailedAt)) {
      throw conflict(COUPON_EMAILED_MEANWHILE_MESSAGE);
    }
    const mailFor = couponMailer(coupon, {
      publicUrl: mail.publicUrl,
      storeTimeZone: send.storeTimeZone,
      now: send.now,
    });

    const sendKey = `coupon-mail:${coupon.id}:${send.now.toISOString()}`;
    let sent = 0;
    let afterId: string | undefined;
    for (;;) {
      // By id, from where the last batch ended: each batch an index range, however many came before.
      const batch = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(afterId === undefined ? promotionSubscriber : and(promotionSubscriber, gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(COUPON_MAIL_BATCH_SIZE);
      if (batch.length === 0) break;
      sent += await queueMails(
        tx,
        batch.map((user) => ({
          message: mailFor({
            email: user.email,
            firstName: user.firstName,
            unsubscribe: mail.unsubscribeLinks(user.id, 'promotions'),
          }),
          dedupeKey: `${sendKey}:${user.id}`,
        })),
      );
      afterId = batch.at(-1)?.id;
      if (batch.length < COUPON_MAIL_BATCH_SIZE) break;
    }
    // Nobody to mail: no send to record, so the coupon's last send stays the true one.
    if (sent === 0) throw conflict(NO_PROMOTION_SUBSCRIBERS_MESSAGE);

    await tx
      .update(coupons)
      .set({ lastEmailedAt: send.now, lastEmailedCount: sent })
      .where(eq(coupons.id, coupon.id));
    await recordAudit(tx, {
      actorId: send.actorId,
      action: 'coupon.email',
      objectType: 'coupon',
      objectId: coupon.id,
      details: { recipients: sent },
    });
    return { code: coupon.code, sent, lastEmailedAt: send.now };
  });
  mail.wake();
  return result;
}
