import type { PublicUser } from '@aurora-store/api';
import { useId } from 'react';
import { ResendVerificationButton } from './resend-verification-button';

export interface EmailVerificationNoticeProps {
  /** The signed-in shopper as last known: the notice shows only while their address is unverified. */
  user: PublicUser;
}

/** Tells a shopper whose address is not verified yet where the link went, and offers a new one. */
export function EmailVerificationNotice({ user }: EmailVerificationNoticeProps) {
  const headingId = useId();
  if (user.isEmailVerified) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-control border border-border border-s-4 border-s-warning bg-surface px-4 py-4 sm:flex-row sm:items-center sm:justify-between forced-colors:border-[CanvasText]"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="font-semibold text-foreground">
          Please verify your email address
        </h2>
        <p className="text-muted text-sm">
          We sent a verification link to <span className="break-words text-foreground">{user.email}</span>.
          Open it to confirm the address is yours; a link works for 48 hours.
        </p>
      </div>
      <ResendVerificationButton size="sm" className="self-start sm:self-center" />
    </section>
  );
}
