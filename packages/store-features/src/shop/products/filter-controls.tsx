import type { ProductsQuery } from '@aurora-store/api';
import { ALL_CATEGORIES, categoryLabel } from '@aurora-store/api';
import {
  Chip,
  ChipGroup,
  cn,
  NativeSelect,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
} from '@aurora-store/ui';
import { GridIcon, ListIcon } from '@aurora-store/ui/icons';
import type { Key } from 'react-aria-components';
import { categoryEmoji, PRICE_OPTIONS, SORT_OPTIONS } from './catalogue-options';

/**
 * The catalogue's controls (spec section 2, Products page), each on its own: a wide screen shows them in a row,
 * a phone folds the filters into a dialog (see ProductsFilters).
 */
export interface FilterControlProps {
  query: ProductsQuery;
  onChange: (change: Partial<ProductsQuery>) => void;
  className?: string;
}

/**
 * Until the categories are known, placeholders hold about the room their chips will take (the demo's four), so
 * where they wrap to a second line the page below does not jump when they arrive.
 */
const CHIP_PLACEHOLDER_WIDTHS = ['w-28', 'w-24', 'w-24', 'w-20'] as const;

const firstKey = (keys: 'all' | Set<Key>): string | undefined =>
  keys === 'all' ? undefined : [...keys].map(String)[0];

export function CategoryChips({
  query,
  categories,
  onChange,
  className,
}: FilterControlProps & {
  /** The server's category slugs, from the last list answer; undefined until the first answer is in. */
  categories: readonly string[] | undefined;
}) {
  // The chosen category keeps its chip even before (or without) the server listing it.
  const slugs = [
    ALL_CATEGORIES,
    ...new Set([...(categories ?? []), ...(query.category === ALL_CATEGORIES ? [] : [query.category])]),
  ];
  return (
    <ChipGroup
      label="Category"
      disallowEmptySelection
      selectedKeys={[query.category]}
      onSelectionChange={(keys) => {
        const category = firstKey(keys);
        if (category) onChange({ category });
      }}
      className={className}
    >
      {slugs.map((slug) => (
        <Chip key={slug} id={slug}>
          <span aria-hidden="true">{categoryEmoji(slug)}</span>
          {slug === ALL_CATEGORIES ? 'All' : categoryLabel(slug)}
        </Chip>
      ))}
      {categories === undefined &&
        CHIP_PLACEHOLDER_WIDTHS.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike and never reordered.
          <Skeleton key={index} shape="block" className={cn('h-7.5 rounded-pill', width)} />
        ))}
    </ChipGroup>
  );
}

/*
 * The browser's own selects: the catalogue is a first page, and React Aria's listbox would be a third of its
 * download.
 */
export function PriceSelect({ query, onChange, className }: FilterControlProps) {
  return (
    <NativeSelect
      label="Price"
      options={PRICE_OPTIONS}
      value={query.priceBand}
      onChange={(priceBand) => onChange({ priceBand })}
      className={className}
    />
  );
}

export function SortSelect({ query, onChange, className }: FilterControlProps) {
  return (
    <NativeSelect
      label="Sort by"
      options={SORT_OPTIONS}
      value={query.sort}
      onChange={(sort) => onChange({ sort })}
      className={className}
    />
  );
}

export function LayoutSwitch({ query, onChange, className }: FilterControlProps) {
  return (
    <ToggleButtonGroup
      aria-label="Layout"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[query.layout]}
      onSelectionChange={(keys) => {
        const layout = firstKey(keys);
        if (layout === 'grid' || layout === 'list') onChange({ layout });
      }}
      className={className}
    >
      <ToggleButton id="grid" size="icon" aria-label="Grid view">
        <GridIcon />
      </ToggleButton>
      <ToggleButton id="list" size="icon" aria-label="List view">
        <ListIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
