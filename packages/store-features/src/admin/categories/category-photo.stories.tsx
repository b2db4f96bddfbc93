import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import {
  fakeMediaServer,
  MEDIA_ROUTE,
  photoFile,
  photoInputIn,
  storedPhotoUrl,
  svgFile,
} from '../shared/photo-story-support';
import { AdminCategoriesPage } from './admin-categories-page';
import { categoriesPageMeta } from './page-story-meta';
import { CREATE_ROUTE } from './stories-data';
import { cardOf, expectDialogGone, findOpenDialog, findToast } from './story-steps';

const { server, meta: pageMeta } = categoriesPageMeta();
const media = fakeMediaServer();

/** A category's photo uploaded from its modal: one file, which fills the Image URL (issue 39). */
const meta = {
  title: 'Admin/Categories/Photo',
  component: AdminCategoriesPage,
  tags: ['autodocs'],
  ...pageMeta,
  beforeEach: () => {
    media.reset();
    return pageMeta.beforeEach();
  },
  parameters: {
    layout: 'fullscreen',
    api: { ...server.routes, [MEDIA_ROUTE]: media.handler },
    docs: {
      description: {
        component:
          "A category's photo, uploaded from its modal. Stories: a chosen photo filling Image URL, an SVG " +
          'the server refuses, and the modal while the upload is on its way.',
      },
    },
  },
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ADD = 'Add New Category';

async function openAdd(canvas: Canvas) {
  await canvas.findByRole('list', { name: 'Categories' });
  await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
  return findOpenDialog(ADD);
}

const dialogElement = () => {
  const element = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('The category modal is open');
  return element;
};
const imageField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Image URL' });

/** A photo chosen in the modal fills Image URL with the stored photo's address, which is what is saved. */
export const AddWithPhoto: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('Kitchen');
    const choose = dialog.getByRole('button', { name: 'Choose a photo' });
    await expect(choose).toHaveAccessibleDescription(
      'JPEG, PNG, WebP, AVIF or GIF, at most 10 MB and 40 megapixels each.',
    );
    await expect(photoInputIn(dialogElement())).not.toHaveAttribute('multiple');
    await userEvent.upload(photoInputIn(dialogElement()), await photoFile('kitchen.jpg', '#c2410c'));

    await waitFor(() => expect(imageField(dialog)).toHaveValue(storedPhotoUrl('kitchen.jpg')));
    await expect(media.uploaded).toEqual(['kitchen.jpg']);
    await expect(dialog.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));

    await expect(await findToast('Category created successfully')).toBeVisible();
    await expectDialogGone(ADD);
    await expect(server.requestsTo(CREATE_ROUTE).map((request) => request.body)).toEqual([
      { name: 'Kitchen', description: '', image: storedPhotoUrl('kitchen.jpg'), isActive: true },
    ]);
    await expect(cardOf(canvasElement, 'Kitchen').getByText('Active')).toBeVisible();
  },
};

/** An SVG dropped on the area is refused in the server's words, on the area; what was typed stays. */
export const PhotoRefused: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('Kitchen');
    const zone = dialogElement().querySelector('[data-slot="upload-area-zone"]');
    if (!zone) throw new Error('The modal has an upload area');
    const transfer = new DataTransfer();
    transfer.items.add(svgFile('logo.svg'));
    // A constructed transfer's file has no file-system entry, which a real drag's has.
    const entryOf = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
    DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true }) as FileSystemEntry;
    try {
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    } finally {
      if (entryOf) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entryOf);
    }

    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
      ),
    );
    await expect(imageField(dialog)).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Category Name' })).toHaveValue('Kitchen');
  },
};

/** While the photo is on its way the modal says so, and Create waits for it on the Image URL field. */
export const PhotoUploading: Story = {
  parameters: { api: { ...server.routes, [MEDIA_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('Kitchen');
    await userEvent.upload(photoInputIn(dialogElement()), await photoFile('kitchen.jpg', '#c2410c'));
    await expect(await dialog.findByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(imageField(dialog)).toHaveFocus());
    await expect(imageField(dialog)).toHaveAccessibleDescription(expect.stringContaining('Still uploading'));
    await expect(server.requestsTo(CREATE_ROUTE)).toHaveLength(0);
  },
};
