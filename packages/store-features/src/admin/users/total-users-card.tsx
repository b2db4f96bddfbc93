import { cardVariants, cn, Skeleton } from '@aurora-store/ui';
import { UsersIcon } from '@aurora-store/ui/icons';

export interface TotalUsersCardProps {
  /** Every account in the store, whatever the list's search and filter; undefined until known. */
  total: number | undefined;
  /** The count could not be read. */
  isUnavailable: boolean;
}

const countFormat = new Intl.NumberFormat('en-US');

/** Spec section 2, Admin users: the Total Users card, drawn as the dashboard draws its figures. */
export function TotalUsersCard({ total, isUnavailable }: TotalUsersCardProps) {
  const figure = () => {
    if (total !== undefined) return countFormat.format(total);
    if (isUnavailable) return <span className="font-medium text-base text-muted">Not available</span>;
    return (
      <>
        <Skeleton className="h-8 w-16" />
        <span className="sr-only">Loading</span>
      </>
    );
  };
  return (
    <div data-slot="total-users" className={cn(cardVariants(), 'w-full gap-2 p-5 sm:max-w-72')}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted text-sm">Total Users</p>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-accent/15 text-accent"
        >
          <UsersIcon />
        </span>
      </div>
      <p className="flex min-h-8 items-center whitespace-nowrap font-bold text-2xl text-foreground tabular-nums">
        {figure()}
      </p>
    </div>
  );
}
