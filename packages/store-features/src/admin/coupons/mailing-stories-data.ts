import { ADMIN_COUPONS_PATH, type CouponMailing, couponEmailedMessage } from '@aurora-store/api';
import { failure, type MockAnswer, type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { couponList, everyStatusCoupons, LIST_ROUTE } from './stories-data';

export const MAILING_ROUTE = `GET ${ADMIN_COUPONS_PATH}/:id/mailing`;
export const SEND_MAILING_ROUTE = `POST ${ADMIN_COUPONS_PATH}/:id/mailing`;

/** An earlier send, on the stories' clock (UTC): four days before STORY_NOW. */
export const EARLIER_SEND = { lastEmailedAt: '2026-11-20T09:30:00.000Z', lastEmailedCount: 40 };

export const mailingAnswer = (mailing: CouponMailing) => ok({ success: true, data: mailing });

/** The coupon list and the mailing's count: the routes every mailing story needs, with `mailing` as its answer. */
export const mailingRoutes = (mailing: MockAnswer): MockRoutes => ({
  [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
  [MAILING_ROUTE]: mailing,
});

/**
 * A small mailing server: it counts `recipients`, sends as the real one does (refusing a confirmation that is
 * out of date) and records each body it was sent. `reset` runs before each story.
 */
export function mailingServer(recipients: number, send: 'sends' | 'never' = 'sends') {
  let last: Pick<CouponMailing, 'lastEmailedAt' | 'lastEmailedCount'> = {
    lastEmailedAt: null,
    lastEmailedCount: null,
  };
  const bodies: unknown[] = [];
  const routes: MockRoutes = {
    ...mailingRoutes('never'),
    [MAILING_ROUTE]: () => mailingAnswer({ recipients, ...last }),
    [SEND_MAILING_ROUTE]: ({ body, params }) => {
      bodies.push(body);
      const code = everyStatusCoupons.find((coupon) => coupon._id === params.id)?.code ?? '';
      if (send === 'never') return 'never';
      const confirmed = (body as { ifLastEmailedAt: string | null }).ifLastEmailedAt;
      if (confirmed !== last.lastEmailedAt) {
        return failure(
          409,
          'This coupon was emailed meanwhile: check when it last went out, then confirm again',
        );
      }
      last = { lastEmailedAt: '2026-11-24T12:00:00.000Z', lastEmailedCount: recipients };
      return ok({
        success: true,
        message: couponEmailedMessage(code, recipients),
        data: { sent: recipients, lastEmailedAt: last.lastEmailedAt },
      });
    },
  };
  return {
    routes,
    /** The bodies sent, oldest first. */
    bodies,
    /** Another admin's send, from now on: the next confirmation against the old state is refused. */
    sentElsewhere: () => {
      last = EARLIER_SEND;
    },
    reset: () => {
      last = { lastEmailedAt: null, lastEmailedCount: null };
      bodies.length = 0;
    },
  };
}
