import { Button } from '@aurora-store/ui';

/** A row a bulk action could not change: its id, what the admin knows it by, and the server's reason. */
export interface AdminBulkFailure {
  id: string;
  label: string;
  reason: string;
}

export interface AdminBulkFailuresProps {
  failures: readonly AdminBulkFailure[];
  /** 'order' or 'orders' for a count: the list's own noun. */
  noun: (count: number) => string;
  onDismiss: () => void;
}

/** The rows a bulk action could not change, each with the server's reason, until the admin dismisses them. */
export function AdminBulkFailures({ failures, noun, onDismiss }: AdminBulkFailuresProps) {
  if (failures.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-card border border-danger/50 bg-danger/10 px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-foreground text-sm">
          {failures.length} {noun(failures.length)} could not be changed:
        </p>
        <Button variant="ghost" size="sm" onPress={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-foreground text-sm">
        {failures.map((failure) => (
          <li key={failure.id}>
            <span className="font-medium">{failure.label}</span>: {failure.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
