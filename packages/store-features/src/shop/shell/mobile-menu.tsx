import type { Currency, PublicUser } from '@aurora-store/api';
import { Button, IconButton, LinkButton } from '@aurora-store/ui';
import { CloseIcon, MenuIcon } from '@aurora-store/ui/icons';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CurrencyToggle } from './currency-toggle';
import { MainNavLinks } from './main-nav-links';
import { accountLinks, signedOutLinks } from './shell-links';

export interface MobileMenuProps {
  user: PublicUser | null;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  onLogout: () => void;
}

/**
 * The collapsible menu of narrow screens (below md): the nav links, the currency toggle and the account
 * links, opened by a button that says whether it is open. Escape or following a link closes it.
 */
export function MobileMenu({ user, currency, onCurrencyChange, onLogout }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    toggleRef.current?.focus();
  };

  return (
    <div className="md:hidden">
      <IconButton
        ref={toggleRef}
        variant="ghost"
        className="size-9 sm:size-10"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      {isOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the links and buttons inside.
        <div
          id={panelId}
          onKeyDown={closeOnEscape}
          className="absolute inset-x-0 top-full z-40 flex flex-col gap-4 border-border border-b bg-surface px-4 py-4 shadow-overlay"
        >
          <nav aria-label="Main">
            <MainNavLinks user={user} isStacked onFollow={close} />
          </nav>
          <div className="flex items-center justify-between gap-3 border-border border-t ps-4 pt-4">
            <span className="text-muted text-sm">Prices in</span>
            <CurrencyToggle currency={currency} onCurrencyChange={onCurrencyChange} />
          </div>
          <nav aria-label="Account" className="flex flex-col gap-1 border-border border-t pt-4">
            {user ? (
              <>
                {accountLinks.map((link) => (
                  <LinkButton
                    key={link.href}
                    href={link.href}
                    variant="ghost"
                    onPress={close}
                    className="w-full justify-start"
                  >
                    {link.label}
                  </LinkButton>
                ))}
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  onPress={() => {
                    close();
                    onLogout();
                  }}
                >
                  Logout
                </Button>
              </>
            ) : (
              signedOutLinks.map((link, index) => (
                <LinkButton
                  key={link.href}
                  href={link.href}
                  variant={index === 0 ? 'outline' : 'primary'}
                  onPress={close}
                  className="w-full"
                >
                  {link.label}
                </LinkButton>
              ))
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
