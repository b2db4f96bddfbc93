import { Footer } from '@aurora-store/store-features';
import type { ReactNode } from 'react';

/** Header, the screen, footer: the shopper area's layout, for the live app and the page's first frame alike. */
export function ShopperFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col">
      {/* Print Order prints the order, not the store around it. */}
      <div className="print:hidden">{header}</div>
      <div className="flex-1">{children}</div>
      <div className="print:hidden">
        <Footer />
      </div>
    </div>
  );
}
