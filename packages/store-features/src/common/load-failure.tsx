import { Button, EmptyState, type EmptyStateProps } from '@aurora-store/ui';

export interface LoadFailureProps {
  /** The spec's failure message for what did not load. */
  title: string;
  onRetry: () => void;
  headingLevel?: EmptyStateProps['headingLevel'];
}

/** Where a list or panel should be, when it could not be loaded: the message, announced, and Retry. */
export function LoadFailure({ title, onRetry, headingLevel }: LoadFailureProps) {
  return (
    <div role="alert" className="rounded-card border border-border bg-surface">
      <EmptyState
        headingLevel={headingLevel}
        title={title}
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onPress={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
