import { Button, CommandPalette, CommandPaletteAwaited, MenuItem, MenuSection } from '@aurora-store/ui';
import { useEffect, useState } from 'react';
import { matchingPages, type PaletteItem, paletteSearchText } from './palette-items';
import { usePaletteSearch } from './use-palette-search';

const LABEL = 'Go to anything';

/** Ctrl+K, or ⌘K on a Mac: the shortcut every admin tool has taught its users. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** On a phone the detail goes under the name, so an order number is never cut short. */
function ItemContent({ item }: { item: PaletteItem }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
      <span className="truncate">{item.label}</span>
      {item.detail && (
        <span className="truncate text-muted text-xs sm:ms-auto sm:shrink-0">{item.detail}</span>
      )}
    </span>
  );
}

function PaletteSection({ title, items }: { title: string; items: PaletteItem[] }) {
  if (items.length === 0) return null;
  return (
    <MenuSection title={title}>
      {items.map((item) => (
        <MenuItem key={item.id} id={item.id} href={item.href} textValue={item.label}>
          <ItemContent item={item} />
        </MenuItem>
      ))}
    </MenuSection>
  );
}

const KINDS = [
  { kind: 'orders', title: 'Orders' },
  { kind: 'products', title: 'Products' },
  { kind: 'customers', title: 'Customers' },
] as const;

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
  const awaited = KINDS.filter(({ kind }) => results.stale[kind] && results[kind].length > 0);

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
        // An earlier text's answer stays in sight until this one's comes, but cannot be picked: a quick ArrowDown and
        // Enter must not open an order the admin did not ask for.
        awaited={
          awaited.length > 0
            ? awaited.map(({ kind, title }) => (
                <CommandPaletteAwaited
                  key={kind}
                  title={title}
                  items={results[kind].map((item) => ({ id: item.id, content: <ItemContent item={item} /> }))}
                />
              ))
            : undefined
        }
        footer="↑ ↓ to move · Enter to open · Esc to close"
      >
        <PaletteSection title="Pages" items={pages} />
        {KINDS.map(({ kind, title }) => (
          <PaletteSection key={kind} title={title} items={results.stale[kind] ? [] : results[kind]} />
        ))}
      </CommandPalette>
    </>
  );
}
