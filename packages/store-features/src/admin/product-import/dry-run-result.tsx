import { Badge, Switch } from '@aurora-store/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { IMPORT_ROWS_PAGE_SIZE, importRowsPage, initialRowFilter, type RowFilter } from './import-rows';
import { ImportRowsTable } from './import-rows-table';
import { actionBadges, formatCount, summaryFigures } from './import-summary';
import { RowsPager } from './rows-pager';
import type { DryRun } from './use-product-import';

/**
 * What the dry run found: the figures, then the rows a page at a time (a 10,000-row file stays quick), the
 * errors first when there are some among valid rows.
 */
export function DryRunResult({ dryRun }: { dryRun: DryRun }) {
  const { summary } = dryRun;
  const [filter, setFilter] = useState<RowFilter>(() => initialRowFilter(summary.invalid, summary.rows));
  const [page, setPage] = useState(1);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  // The button that ran the check gives way to the result: focus goes to its heading, which is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const shown = importRowsPage(dryRun.rows, filter, page);
  const offersFilter = summary.invalid > 0 && summary.invalid < summary.rows;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="font-semibold text-foreground outline-0">
        Check result: {formatCount(summary.rows)} {summary.rows === 1 ? 'row' : 'rows'}
      </h3>
      <ul aria-label="Summary" className="flex flex-wrap gap-2">
        {summaryFigures(summary).map((figure) => (
          <li key={figure.action}>
            <Badge size="md" tone={figure.count > 0 ? actionBadges[figure.action].tone : 'neutral'}>
              {figure.label}
            </Badge>
          </li>
        ))}
      </ul>
      {offersFilter && (
        <Switch
          isSelected={filter === 'invalid'}
          onChange={(onlyErrors) => {
            setFilter(onlyErrors ? 'invalid' : 'all');
            setPage(1);
          }}
        >
          Show only rows with errors
        </Switch>
      )}
      {shown.total > 0 && (
        <>
          <div ref={tableRef} className="scroll-mt-4">
            <ImportRowsTable rows={shown.rows} />
          </div>
          {shown.total > IMPORT_ROWS_PAGE_SIZE && (
            <RowsPager
              page={shown.page}
              pageSize={IMPORT_ROWS_PAGE_SIZE}
              totalRows={shown.total}
              onPageChange={(next) => {
                setPage(next);
                // Next sits under the table: the new page is read from its top.
                tableRef.current?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
