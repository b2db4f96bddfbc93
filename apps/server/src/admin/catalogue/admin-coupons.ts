import {
  type AdminCouponFields,
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  type Coupon,
  centsToDollars,
  couponStatus,
  dollarsToCents,
} from '@aurora-store/api/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { coupons } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { recordAudit } from '../operations/audit';
import { changedFields } from './changed-fields';
import { isUniqueViolation } from './database-errors';

type CouponRow = typeof coupons.$inferSelect;

const CODE_INDEX = 'coupons_code_key';

/** A taken code is the code field's problem: the form shows it there, with everything typed kept. */
const codeTaken = () =>
  new HttpError(409, COUPON_CODE_TAKEN_MESSAGE, [{ field: 'code', message: COUPON_CODE_TAKEN_MESSAGE }]);

/** Money leaves in dollars; a percentage's value is whole percent, a fixed amount's is cents inside. */
export function toCouponAnswer(row: CouponRow, now: Date): Coupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'fixed' ? centsToDollars(row.value) : row.value,
    minimumAmount: centsToDollars(row.minimumAmountCents),
    maximumDiscount: row.maximumDiscountCents === null ? null : centsToDollars(row.maximumDiscountCents),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    userLimit: row.userLimit,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    isActive: row.isActive,
    status: couponStatus(row, now),
  };
}

/** What a form sets; usedCount is never among it. */
function couponColumns(fields: AdminCouponFields) {
  return {
    code: fields.code,
    description: fields.description,
    type: fields.type,
    value: fields.type === 'fixed' ? dollarsToCents(fields.value) : fields.value,
    minimumAmountCents: dollarsToCents(fields.minimumAmount),
    maximumDiscountCents: fields.maximumDiscount === null ? null : dollarsToCents(fields.maximumDiscount),
    usageLimit: fields.usageLimit,
    userLimit: fields.userLimit,
    validFrom: new Date(fields.validFrom),
    validUntil: new Date(fields.validUntil),
    isActive: fields.isActive,
  };
}

/** Every coupon, newest first. */
export async function listCoupons(db: AppDatabase, now: Date): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.id));
  return rows.map((row) => toCouponAnswer(row, now));
}

export function createCoupon(db: AppDatabase, actorId: string, fields: AdminCouponFields): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values(couponColumns(fields))
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw codeTaken();
    await recordAudit(tx, {
      actorId,
      action: 'coupon.create',
      objectType: 'coupon',
      objectId: row.id,
      details: { code: row.code },
    });
    return toCouponAnswer(row, new Date());
  });
}

export async function updateCoupon(
  db: AppDatabase,
  actorId: string,
  couponId: string,
  fields: AdminCouponFields,
): Promise<Coupon> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!current) throw notFound(COUPON_NOT_FOUND_MESSAGE);
      const columns = couponColumns(fields);
      const [row] = await tx
        .update(coupons)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(coupons.id, couponId))
        .returning();
      if (!row) throw notFound(COUPON_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        actorId,
        action: 'coupon.update',
        objectType: 'coupon',
        objectId: couponId,
        details: { changed: changedFields(current, columns) },
      });
      return toCouponAnswer(row, new Date());
    });
  } catch (error) {
    if (isUniqueViolation(error, CODE_INDEX)) throw codeTaken();
    throw error;
  }
}

/** Answers the coupon as it was. No order refers to a coupon, so nothing else changes. */
export function deleteCoupon(db: AppDatabase, actorId: string, couponId: string): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(coupons).where(eq(coupons.id, couponId)).returning();
    if (!row) throw notFound(COUPON_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      actorId,
      action: 'coupon.delete',
      objectType: 'coupon',
      objectId: couponId,
      details: { code: row.code },
    });
    return toCouponAnswer(row, new Date());
  });
}
