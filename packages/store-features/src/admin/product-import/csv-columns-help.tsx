import { Disclosure, LinkButton } from '@aurora-store/ui';
import { productCsvTemplateHref, TEMPLATE_FILE_NAME, templateColumns } from './import-template';

function ColumnNames({ names }: { names: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {names.map((name) => (
        <code key={name} className="rounded-sm bg-elevated px-1.5 py-0.5 font-mono text-foreground text-xs">
          {name}
        </code>
      ))}
    </span>
  );
}

/** What the file must hold: the columns, how rows meet the catalogue, how list cells are written, and a template. */
export function CsvColumnsHelp() {
  const { required, optional } = templateColumns();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Rows are matched by SKU: a SKU already in the catalogue updates that product, a new SKU creates one.
        Nothing is written until you confirm.
      </p>
      <Disclosure title="Expected columns" headingLevel={3} className="rounded-control border border-border">
        <div className="flex flex-col gap-3">
          <p className="flex flex-col gap-1">
            <span>The first row names the columns. Required:</span>
            <ColumnNames names={required} />
          </p>
          <p className="flex flex-col gap-1">
            <span>Optional (a missing column takes the product form's default):</span>
            <ColumnNames names={optional} />
          </p>
          <ul className="list-disc ps-5">
            <li>images, features, tags and specifications hold one entry per line of the cell.</li>
            <li>An image is its URL, a space, then its alt text; a specification is 'Name: value'.</li>
            <li>
              category is the category's slug; prices are in dollars; isActive and isFeatured are true or
              false.
            </li>
          </ul>
          <p>An export of the catalogue is in this format too: edit it and import it back.</p>
        </div>
      </Disclosure>
      <LinkButton
        variant="outline"
        size="sm"
        href={productCsvTemplateHref()}
        download={TEMPLATE_FILE_NAME}
        className="self-start"
      >
        Download template CSV
      </LinkButton>
    </div>
  );
}
