import { Button, CommandPalette, MenuItem, MenuSection } from '@aurora-store/ui';
import { useEffect, useState } from 'react';
import { matchingPages, type PaletteItem, paletteSearchText } from './palette-items';
import { usePaletteSearch } from './use-palette-search';

const LABEL = 'Go to anything';

/** Ctrl+K, or ⌘K on a Mac: the shortcut every admin tool has taught its users. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

function PaletteSection({
  title,
  items,
  isStale = false,
}: {
  title: string;
  items: PaletteItem[];
  /** The items answer an earlier text: shown dimmed, and the keyboard and pointer pass them by. */
  isStale?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <MenuSection title={title}>
      {items.map((item) => (
        <MenuItem key={item.id} id={item.id} href={item.href} textValue={item.label} isDisabled={isStale}>
          {/* On a phone the detail goes under the name, so an order number is never cut short. */}
          <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
            <span className="truncate">{item.label}</span>
            {item.detail && (
              <span className="truncate text-muted text-xs sm:ms-auto sm:shrink-0">{item.detail}</span>
            )}
          </span>
        </MenuItem>
      ))}
    </MenuSection>
  );
}

/**
 * The admin's command palette (issue 15): a Search button in the sidebar and Ctrl/⌘+K on every admin page open
 * it; typing narrows the admin's pages and, from two characters, finds orders by number or customer, products by
 * name or SKU, and customers by name or email. Enter opens the one chosen.
 */
export function AdminCommandPalette() {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const results = usePaletteSearch(isOpen ? text : '');

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setIsOpen((open) => !open);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  const open = (isNowOpen: boolean) => {
    setIsOpen(isNowOpen);
    if (!isNowOpen) setText('');
  };
  const isSearchable = paletteSearchText(text) !== undefined;
  const pages = matchingPages(text);
  const found = pages.length + results.orders.length + results.products.length + results.customers.length;

  return (
    <>
      <Button variant="secondary" size="sm" className="w-full justify-between" onPress={() => open(true)}>
        Search…
        <kbd className="rounded border border-border px-1.5 font-sans text-muted text-xs">Ctrl K</kbd>
      </Button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={open}
        label={LABEL}
        placeholder="Pages, orders, products, customers…"
        inputValue={text}
        onInputChange={setText}
        emptyMessage={
          results.isSearching
            ? 'Searching…'
            : results.hasFailed
              ? 'The search failed. Check the connection and type again.'
              : isSearchable
                ? `Nothing matches “${text.trim()}”`
                : 'No page has that name'
        }
        // With nothing listed yet the list itself says Searching…; with results, a line above them does.
        loadingMessage={results.isSearching && found > 0 ? 'Searching…' : undefined}
        footer="↑ ↓ to move · Enter to open · Esc to close"
      >
        <PaletteSection title="Pages" items={pages} />
        <PaletteSection title="Orders" items={results.orders} isStale={results.stale.orders} />
        <PaletteSection title="Products" items={results.products} isStale={results.stale.products} />
        <PaletteSection title="Customers" items={results.customers} isStale={results.stale.customers} />
      </CommandPalette>
    </>
  );
}
