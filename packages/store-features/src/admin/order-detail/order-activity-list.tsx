import type { AdminOrderDetail } from '@aurora-store/api';
import { LockIcon } from '@aurora-store/ui/icons';
import { OrderSection } from '../../common/order/order-section';
import { type ActivityChange, type ActivityNote, orderActivity } from './order-activity';
import { INTERNAL_NOTE_HINT } from './order-detail-messages';
import { OrderNoteForm } from './order-note-form';
import { formatAdminDateTime } from './order-time';

export interface OrderActivityListProps {
  order: AdminOrderDetail;
  onAddNote: (text: string) => Promise<void>;
}

/**
 * What happened to the order, as the server recorded it, oldest first: each change with who made it and when,
 * and the staff's internal notes; then the form to add one.
 */
export function OrderActivityList({ order, onAddNote }: OrderActivityListProps) {
  const entries = orderActivity(order.timeline);
  return (
    <OrderSection title="Activity">
      {entries.length > 0 ? (
        <ol aria-label="Recorded activity" className="flex flex-col gap-4">
          {entries.map((entry) =>
            entry.kind === 'note' ? (
              <NoteItem key={entry.key} note={entry} />
            ) : (
              <ChangeItem key={entry.key} change={entry} />
            ),
          )}
        </ol>
      ) : (
        <p className="text-muted text-sm">Nothing recorded yet.</p>
      )}
      <OrderNoteForm onAdd={onAddNote} />
    </OrderSection>
  );
}

function Byline({ actor, at }: { actor: string; at: string }) {
  return (
    <p className="text-muted text-sm">
      {actor} ·{' '}
      <time dateTime={at} className="whitespace-nowrap">
        {formatAdminDateTime(at)}
      </time>
    </p>
  );
}

function ChangeItem({ change }: { change: ActivityChange }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-pill bg-border-strong" />
      <div className="flex min-w-0 flex-col">
        <p className="text-foreground">{change.summary}</p>
        <Byline actor={change.actor} at={change.at} />
      </div>
    </li>
  );
}

function NoteItem({ note }: { note: ActivityNote }) {
  return (
    <li data-note="" className="flex flex-col gap-2 rounded-control border border-border bg-elevated p-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
          <LockIcon size="xs" className="text-accent" />
          Internal note
        </span>
        <span className="text-muted">{INTERNAL_NOTE_HINT}</span>
      </p>
      <p className="whitespace-pre-wrap break-words text-foreground">{note.text}</p>
      <Byline actor={note.actor} at={note.at} />
    </li>
  );
}
