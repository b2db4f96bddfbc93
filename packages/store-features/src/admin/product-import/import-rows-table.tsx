import type { ProductImportRow } from '@aurora-store/api';
import { Cell, Column, Row, StatusBadge, Table, TableBody, TableHeader } from '@aurora-store/ui';
import { changesText } from './import-rows';
import { actionBadges } from './import-summary';

function RowDetails({ row }: { row: ProductImportRow }) {
  if (row.errors.length > 0) {
    return (
      <ul className="flex flex-col gap-1">
        {row.errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            <code className="font-mono text-foreground text-xs">{error.field}</code>
            <span className="text-danger">: {error.message}</span>
          </li>
        ))}
      </ul>
    );
  }
  const changes = changesText(row.changes);
  return changes ? <p className="text-muted">{changes}</p> : null;
}

/*
 * Three columns, the result with its reasons under the badge: on a phone the whole verdict stays in view
 * instead of behind a sideways scroll, and a long error wraps in the widest column.
 */
const cellPadding = 'px-3 align-top';

/** One page of the dry run, row by row: where it is in the file, which product, and what the import would do. */
export function ImportRowsTable({ rows }: { rows: readonly ProductImportRow[] }) {
  return (
    <Table aria-label="Rows of the file">
      <TableHeader>
        <Column className="w-14 px-3 text-end">Line</Column>
        <Column isRowHeader className="px-3">
          Product
        </Column>
        <Column className="px-3">Result</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => {
          const badge = actionBadges[row.action];
          return (
            <Row id={row.line} data-action={row.action}>
              <Cell className={`${cellPadding} text-end text-muted tabular-nums`}>{row.line}</Cell>
              <Cell className={cellPadding}>
                <span className="block font-mono text-xs [overflow-wrap:anywhere]">{row.sku}</span>
                <span className="block break-words">{row.name}</span>
              </Cell>
              <Cell className={`${cellPadding} text-sm`}>
                <div className="flex flex-col items-start gap-1.5">
                  <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                  <RowDetails row={row} />
                </div>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
