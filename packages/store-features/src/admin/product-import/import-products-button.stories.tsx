import { PRODUCT_IMPORT_MAX_BYTES } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ImportProductsButton } from './import-products-button';
import {
  badRowsDryRun,
  csvFile,
  dryRunAnswer,
  expectToast,
  fileInputIn,
  findDialog,
  importedAnswer,
  importRefusedAnswer,
  importRoute,
  largeDryRun,
  missingColumnsAnswer,
  resetStoryState,
  sentBodies,
  sentCsv,
  validDryRun,
} from './stories-data';

const meta = {
  title: 'Admin/Product import',
  component: ImportProductsButton,
  tags: ['autodocs'],
  decorators: [withStore],
  args: { onImported: fn() },
  parameters: {
    layout: 'fullscreen',
    api: importRoute({ dryRun: dryRunAnswer(validDryRun), import: importedAnswer(validDryRun) }),
    docs: {
      description: {
        component:
          'Importing products from a CSV file: choose it, check it in a dry run, then import. Stories: ' +
          'the file chosen or dropped, the dry run busy, valid, with bad rows or refused, the import ' +
          'busy, done or refused, files refused, 10,000 rows, keyboard, and widths.',
      },
    },
  },
  beforeEach: resetStoryState,
} satisfies Meta<typeof ImportProductsButton>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function openWithFile(canvas: Canvas, file: File = csvFile()) {
  await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
  const dialog = await findDialog();
  await userEvent.upload(fileInputIn(dialog), file);
  return within(dialog);
}

async function checkedDialog(canvas: Canvas) {
  const dialog = await openWithFile(canvas);
  await userEvent.click(dialog.getByRole('button', { name: 'Check file' }));
  await dialog.findByRole('heading', { name: /^Check result/ });
  return dialog;
}

const dryRunBody = { csv: sentCsv, dryRun: true };
const importBody = { csv: sentCsv, dryRun: false };

export const Closed: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Before a file: what the file must hold and the template to start from. After: its name and size. */
export const FileChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialogElement = await findDialog();
    const dialog = within(dialogElement);
    await expect(dialog.getByText('No file chosen')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await expect(dialog.getByText(/Rows are matched by SKU/)).toBeVisible();
    const template = dialog.getByRole('link', { name: 'Download template CSV' });
    await expect(template).toHaveAttribute('download', 'products-template.csv');
    await expect(template.getAttribute('href')).toMatch(/^data:text\/csv;charset=utf-8,sku%2Cname%2C/);
    await userEvent.click(dialog.getByRole('button', { name: 'Expected columns' }));
    await expect(dialog.getByText(/one entry per line of the cell/)).toBeVisible();
    await expect(dialog.getByText('lowStockThreshold')).toBeVisible();

    await userEvent.upload(fileInputIn(dialogElement), csvFile());
    await expect(dialog.getByText('catalogue.csv')).toBeVisible();
    await expect(dialog.getByText(`(${csvFile().size} bytes)`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeEnabled();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** A file dragged from the desktop onto the drop area is taken as if chosen. */
export const FileDropped: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialog = within(await findDialog());
    const dropArea = dialog
      .getByText('Drop a CSV file here, or choose one.')
      .closest('[data-slot="drop-zone"]');
    if (!dropArea) throw new Error('The import dialog has no drop area');
    // What the browser hands the page when a file is dragged in from the desktop. A constructed transfer's
    // file has no file-system entry, which a real drag's has, so for this drop it reports being a file.
    const transfer = new DataTransfer();
    transfer.items.add(csvFile());
    const entryOf = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
    DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true }) as FileSystemEntry;
    try {
      for (const type of ['dragenter', 'dragover', 'drop']) {
        dropArea.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      }
    } finally {
      if (entryOf) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entryOf);
    }
    await expect(await dialog.findByText('catalogue.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeEnabled();
  },
};

/** The dry run is on its way: the button says so and the file cannot change under it. */
export const DryRunBusy: Story = {
  parameters: { api: importRoute({ dryRun: 'never' }) },
  play: async ({ canvas }) => {
    const dialog = await openWithFile(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Check file' }));
    const check = dialog.getByRole('button', { name: /Check file/ });
    await waitFor(() => expect(check).toHaveAttribute('data-pending', 'true'));
    await expect(dialog.getByRole('button', { name: 'Choose another file' })).toBeDisabled();
    await expect(screen.getByRole('dialog').querySelector('[aria-busy="true"]')).not.toBeNull();
    // The button goes pending at once; the file is read before its text is sent.
    await waitFor(() => expect(sentBodies).toHaveBeenCalledWith(dryRunBody));
  },
};

/** Every row valid: the figures, each row's result, an update's changed columns, and the import offered. */
export const DryRunAllValid: Story = {
  play: async ({ canvas }) => {
    const dialog = await checkedDialog(canvas);
    await expect(sentBodies).toHaveBeenCalledWith(dryRunBody);
    const summary = within(dialog.getByRole('list', { name: 'Summary' }));
    for (const figure of ['2 to create', '2 to update', '1 unchanged', '0 with errors']) {
      await expect(summary.getByText(figure)).toBeVisible();
    }
    const table = within(dialog.getByRole('grid', { name: 'Rows of the file' }));
    // React Aria's table fills its rows a render after the grid itself appears.
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(6));
    const speaker = within(table.getByRole('row', { name: /AUR-SP-002/ }));
    await expect(speaker.getByText('Update')).toHaveAttribute('data-tone', 'info');
    await expect(speaker.getByText('Changes price, stock')).toBeVisible();
    await expect(within(table.getByRole('row', { name: /AUR-HP-001/ })).getByText('Create')).toBeVisible();
    await expect(within(table.getByRole('row', { name: /AUR-MS-004/ })).getByText('Unchanged')).toBeVisible();
    // Nothing to filter when no row is wrong, and one page holds them all.
    await expect(dialog.queryByRole('switch')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('navigation', { name: 'Pages of rows' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Import 4 products' })).toBeEnabled();
    await expect(sentBodies).toHaveBeenCalledTimes(1);
  },
};

/** Some rows wrong: they show first, each error under its column, and the import stays disabled. */
export const DryRunWithBadRows: Story = {
  parameters: { api: importRoute({ dryRun: dryRunAnswer(badRowsDryRun) }) },
  play: async ({ canvas }) => {
    const dialog = await checkedDialog(canvas);
    await expect(dialog.getByText('2 with errors')).toHaveAttribute('data-tone', 'danger');
    const onlyErrors = dialog.getByRole('switch', { name: 'Show only rows with errors' });
    await expect(onlyErrors).toBeChecked();
    const table = within(dialog.getByRole('grid', { name: 'Rows of the file' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    const speaker = within(table.getByRole('row', { name: /AUR-SP-002/ }));
    await expect(speaker.getByText('Error')).toHaveAttribute('data-tone', 'danger');
    await expect(speaker.getByText('price')).toBeVisible();
    await expect(speaker.getByText(': Price must be a number')).toBeVisible();
    await expect(speaker.getByText('stock')).toBeVisible();
    await expect(
      within(table.getByRole('row', { name: /AUR-MS-004/ })).getByText(': Name is required'),
    ).toBeVisible();

    const importButton = dialog.getByRole('button', { name: 'Import 3 products' });
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(/^2 rows have errors\./);

    await userEvent.click(onlyErrors);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(6));
  },
};

/** The server refuses the file as a whole (missing columns): its words in the dialog, the file still chosen. */
export const WholeFileRefused: Story = {
  tags: ['visual'],
  parameters: { api: importRoute({ dryRun: missingColumnsAnswer }) },
  play: async ({ canvas }) => {
    const dialog = await openWithFile(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Check file' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The CSV is missing required columns: price, stock');
    await expect(alert).toHaveTextContent('stock: Column stock is missing');
    await expect(dialog.getByText('catalogue.csv')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeEnabled();
  },
};

/** The import is running: it cannot be cancelled or closed half-way. */
export const ImportBusy: Story = {
  parameters: { api: importRoute({ dryRun: dryRunAnswer(validDryRun), import: 'never' }) },
  play: async ({ canvas }) => {
    const dialog = await checkedDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Import 4 products' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Import 4 products/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await waitFor(() => expect(sentBodies).toHaveBeenLastCalledWith(importBody));
  },
};

/** Confirmed: the same text that was checked is imported, the server's message is toasted, the list is told. */
export const ImportSuccess: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await checkedDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Import 4 products' }));
    await expectToast('Import complete: 2 created, 2 updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onImported).toHaveBeenCalledOnce();
    await expect(sentBodies.mock.calls.map(([body]) => body)).toEqual([dryRunBody, importBody]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Import CSV' })).toHaveFocus());
  },
};

/** The server refuses the import (the catalogue changed since the check): its words, the dialog and file kept. */
export const ImportRefused: Story = {
  parameters: { api: importRoute({ dryRun: dryRunAnswer(validDryRun), import: importRefusedAnswer }) },
  play: async ({ canvas, args }) => {
    const dialog = await checkedDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Import 4 products' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('1 row has errors; nothing was imported');
    await expect(alert).toHaveTextContent('line 3: sku: SKU AUR-SP-002 was deleted since the check');
    await expect(dialog.getByText('catalogue.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Import 4 products' })).toBeEnabled();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

/** A file of another type is refused by name before any call (a picker's type filter is easily bypassed). */
export const WrongTypeRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialogElement = await findDialog();
    const dialog = within(dialogElement);
    const sheet = new File(['PK'], 'catalogue.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.setup({ applyAccept: false }).upload(fileInputIn(dialogElement), sheet);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'catalogue.xlsx is not a CSV file. Choose a file ending in .csv',
    );
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** A file over the limit is refused with both sizes before it is read or sent. */
export const TooLargeRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialogElement = await findDialog();
    const dialog = within(dialogElement);
    const large = csvFile();
    // The size a 20 MB file reports, without making the browser hold 20 MB.
    Object.defineProperty(large, 'size', { value: PRODUCT_IMPORT_MAX_BYTES + 4 * 1024 * 1024 });
    await userEvent.upload(fileInputIn(dialogElement), large);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'catalogue.csv is 20 MB; a CSV import takes at most 16 MB. Split it into smaller files.',
    );
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** 10,000 rows: the table shows 50 at a time, pages through them, and the errors filter keeps its own pages. */
export const LargeResult: Story = {
  parameters: { api: importRoute({ dryRun: dryRunAnswer(largeDryRun) }) },
  play: async ({ canvas }) => {
    const dialog = await openWithFile(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Check file' }));
    await dialog.findByRole('heading', { name: 'Check result: 10,000 rows' });
    await expect(dialog.getByText('400 with errors')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 9,600 products' })).toBeDisabled();
    const table = within(dialog.getByRole('grid', { name: 'Rows of the file' }));
    const pager = dialog.getByRole('navigation', { name: 'Pages of rows' });
    await expect(pager).toHaveTextContent('Rows 1–50 of 400Page 1 of 8');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(51));
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(pager).toHaveTextContent('Rows 51–100 of 400Page 2 of 8');
    await expect(table.getByRole('row', { name: /BULK-01258/ })).toBeVisible();

    await userEvent.click(dialog.getByRole('switch', { name: 'Show only rows with errors' }));
    // Another filter starts again at its first page.
    await expect(pager).toHaveTextContent('Rows 1–50 of 10,000Page 1 of 200');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(51));
    await expect(table.getByRole('row', { name: /BULK-00008/ })).toBeVisible();
  },
};

/** Keyboard only: open, choose (the picker itself is the system's), check, import; focus comes back. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Import CSV' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialogElement = await findDialog();
    const dialog = within(dialogElement);
    const choose = dialog.getByRole('button', { name: 'Choose CSV file' });
    await waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true));
    while (document.activeElement !== choose) await userEvent.tab();
    await expect(choose).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.upload(fileInputIn(dialogElement), csvFile());
    const check = dialog.getByRole('button', { name: 'Check file' });
    while (document.activeElement !== check) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The result takes focus from the button it replaced, so it is read out and Tab goes on from it.
    const heading = await dialog.findByRole('heading', { name: /^Check result/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const importButton = dialog.getByRole('button', { name: 'Import 4 products' });
    while (document.activeElement !== importButton) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onImported).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape, then Cancel: each closes without a call, focus back on Import CSV, and the next open starts afresh. */
export const FocusReturn: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Import CSV' });
    await openWithFile(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const dialog = within(await findDialog());
    await expect(dialog.getByText('No file chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(sentBodies).not.toHaveBeenCalled();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

export const FileChosenMobile: Story = { ...FileChosen, ...mobile };
export const FileChosenTablet: Story = { ...FileChosen, ...tablet };
export const FileChosenDesktop: Story = { ...FileChosen, ...desktop };
export const DryRunAllValidMobile: Story = { ...DryRunAllValid, ...mobile };
export const DryRunAllValidTablet: Story = { ...DryRunAllValid, ...tablet };
export const DryRunAllValidDesktop: Story = { ...DryRunAllValid, ...desktop };
export const DryRunWithBadRowsMobile: Story = { ...DryRunWithBadRows, ...mobile };
export const DryRunWithBadRowsTablet: Story = { ...DryRunWithBadRows, ...tablet };
export const DryRunWithBadRowsDesktop: Story = { ...DryRunWithBadRows, ...desktop };
export const WholeFileRefusedMobile: Story = { ...WholeFileRefused, ...mobile };
export const ImportRefusedMobile: Story = { ...ImportRefused, ...mobile };
export const LargeResultMobile: Story = { ...LargeResult, ...mobile };
export const LargeResultDesktop: Story = { ...LargeResult, ...desktop };
