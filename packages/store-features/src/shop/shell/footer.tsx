import { Container, cn, focusRing } from '@aurora-store/ui';
import { LogoMark } from '@aurora-store/ui/icons';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-aria-components';
import { footerQuickLinks } from './shell-links';

/** The shopper footer of spec section 2: quick links and static contact text. */
export function Footer() {
  return (
    <footer className="border-border border-t bg-surface">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-semibold text-foreground text-lg">
            <LogoMark />
            Aurora Store
          </p>
          <p className="max-w-sm text-muted text-sm">
            Electronics, accessories, clothing and home goods, delivered to your door.
          </p>
        </div>
        <FooterColumn landmark="nav" title="Quick Links">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-1">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={({ isFocusVisible }) =>
                    cn(
                      focusRing({ isFocusVisible }),
                      'rounded-sm text-muted text-sm hover:text-foreground hover:underline',
                    )
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn landmark="section" title="Contact Us">
          <address className="flex flex-col gap-2 text-muted text-sm not-italic">
            <span>support@aurora-store.example</span>
            <span>+1 (555) 014-2026</span>
            <span>100 Aurora Way, Portland, OR 97201</span>
          </address>
        </FooterColumn>
      </Container>
      <div className="border-border border-t">
        <Container className="py-4 text-muted text-xs">
          © {new Date().getFullYear()} Aurora Store. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}

interface FooterColumnProps {
  /** The links are the footer's navigation; the contact text is a plain section. */
  landmark: 'nav' | 'section';
  title: string;
  children: ReactNode;
}

/** A titled column of the footer, named by its heading for screen readers. */
function FooterColumn({ landmark: Landmark, title, children }: FooterColumnProps) {
  const titleId = useId();
  return (
    <Landmark aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold text-foreground text-sm">
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
