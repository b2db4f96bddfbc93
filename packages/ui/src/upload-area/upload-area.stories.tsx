import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UploadArea } from './upload-area';

const photo = (name: string, type = 'image/jpeg') => new File(['picture bytes'], name, { type });

/** The picker's input, which React Aria's FileTrigger keeps hidden beside its button. */
function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The upload area has a file input');
  return input;
}

function zone(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="upload-area-zone"]');
  if (!element) throw new Error('The upload area has a drop zone');
  return element;
}

/**
 * What a browser hands the page when files are dragged in from the desktop. A constructed transfer's files
 * have no file-system entry, which a real drag's have, so while it lasts they report being files.
 */
function withDesktopFiles(files: File[], during: (transfer: DataTransfer) => void) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const entryOf = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true }) as FileSystemEntry;
  try {
    during(transfer);
  } finally {
    if (entryOf) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entryOf);
  }
}

const drag = (element: Element, type: string, transfer: DataTransfer) =>
  element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));

const meta = {
  title: 'UI/UploadArea',
  component: UploadArea,
  tags: ['autodocs'],
  args: {
    label: 'Photos',
    description: 'JPEG, PNG or WebP, up to 10 MB each.',
    prompt: 'Drop photos here or paste them',
    triggerLabel: 'Choose photos',
    acceptedFileTypes: ['image/jpeg', 'image/png', 'image/webp'],
    allowsMultiple: true,
    onFiles: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing two photos in the picker gives both, in their order. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Choose photos' });
    await expect(choose).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 10 MB each.');
    await expect(canvas.getByText('Drop photos here or paste them')).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAttribute('multiple');

    const chosen = [photo('kettle.jpg'), photo('lid.png', 'image/png')];
    await userEvent.upload(input, chosen);
    await expect(args.onFiles).toHaveBeenCalledOnce();
    await expect(args.onFiles).toHaveBeenCalledWith(chosen);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Files dragged over the area mark it as the target; dropped, they are given like chosen ones. */
export const DropTarget: Story = {
  play: async ({ args, canvasElement }) => {
    const area = zone(canvasElement);
    const dropped = [photo('front.jpg'), photo('back.jpg')];
    withDesktopFiles(dropped, (transfer) => {
      drag(area, 'dragenter', transfer);
      drag(area, 'dragover', transfer);
    });
    await waitFor(() => expect(area).toHaveAttribute('data-drop-target', 'true'));
    withDesktopFiles(dropped, (transfer) => drag(area, 'drop', transfer));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledOnce());
    const [given] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(given.map((file) => file.name)).toEqual(['front.jpg', 'back.jpg']);
    await expect(area).not.toHaveAttribute('data-drop-target');
  },
};

/** One file at a time: of several chosen only the first is given. */
export const SingleFile: Story = {
  args: { allowsMultiple: false, label: 'Category photo', triggerLabel: 'Choose a photo' },
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    const first = photo('banner.jpg');
    await userEvent.upload(input, first);
    await expect(args.onFiles).toHaveBeenCalledWith([first]);
  },
};

/** The caller's refusals, one line a file, under the area; the button is described by them. */
export const Invalid: Story = {
  args: {
    errorMessage: [
      'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
      'poster.jpg: Images can be at most 10 MB',
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
    );
    await expect(alert).toHaveTextContent('poster.jpg: Images can be at most 10 MB');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(zone(canvasElement)).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toHaveAccessibleDescription(
      expect.stringContaining('logo.svg: Only JPEG'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    await expect(zone(canvasElement)).toHaveAttribute('data-disabled', 'true');
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/**
 * From the keyboard: Tab reaches the area's drop target first (its ring shows on the whole area), where
 * Ctrl+V pastes files; the next Tab reaches the picker's button.
 */
export const KeyboardAndPaste: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const area = zone(canvasElement);
    await expect(area).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(area).toHaveAttribute('data-focus-visible', 'true'));

    const pasted = photo('screenshot.png', 'image/png');
    const clipboard = new DataTransfer();
    clipboard.items.add(pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: clipboard }),
    );
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledOnce());
    const [given] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(given.map((file) => file.name)).toEqual(['screenshot.png']);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
  },
};

/** With `pasteScope="form"` a paste of files anywhere in the form is taken; a paste of text is not. */
export const PasteInForm: Story = {
  args: { pasteScope: 'form' },
  render: (args) => (
    <form className="flex flex-col gap-4">
      <label className="flex flex-col gap-1.5 text-foreground text-sm">
        Notes
        <input className="h-10 rounded-control border border-border-strong bg-surface px-3" />
      </label>
      <UploadArea {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('Brushed steel');
    await expect(notes).toHaveValue('Brushed steel');
    await expect(args.onFiles).not.toHaveBeenCalled();

    const clipboard = new DataTransfer();
    clipboard.items.add(photo('detail.jpg'));
    notes.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: clipboard }),
    );
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledOnce());
    await expect(notes).toHaveValue('Brushed steel');
  },
};
