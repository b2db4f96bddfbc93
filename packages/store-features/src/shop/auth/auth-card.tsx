import { Card, CardBody, CardFooter, CardHeader, cn } from '@aurora-store/ui';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  /** The screen's one h1. */
  title: string;
  description: string;
  children: ReactNode;
  /** The way to the other auth screen ("Don't have an account? Sign up"). */
  footer?: ReactNode;
  /** Registration's two-column name row needs more room than a login. */
  width?: 'narrow' | 'wide';
}

/** The card every auth screen sits in, centred in the page between the store's header and footer. */
export function AuthCard({ title, description, children, footer, width = 'narrow' }: AuthCardProps) {
  return (
    <main className="flex justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card variant="raised" className={cn('w-full', width === 'wide' ? 'max-w-xl' : 'max-w-md')}>
        <CardHeader className="flex-col items-stretch px-6 pt-7 sm:px-8">
          <h1 className="font-semibold text-2xl text-foreground">{title}</h1>
          <p className="text-muted text-sm">{description}</p>
        </CardHeader>
        <CardBody className="flex flex-col gap-6 px-6 py-6 text-foreground sm:px-8">{children}</CardBody>
        {footer && (
          <CardFooter className="justify-center px-6 py-4 text-center text-muted text-sm sm:px-8">
            {footer}
          </CardFooter>
        )}
      </Card>
    </main>
  );
}
