import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import {
  fakeMediaServer,
  MEDIA_ROUTE,
  photoFile,
  photoInputIn,
  storedPhotoUrl,
  svgFile,
} from '../shared/photo-story-support';
import { AdminProductFormPage } from './admin-product-form-page';
import { editedProduct } from './stories-data';
import { productFormMeta } from './story-meta';
import { fill, findForm, section } from './story-steps';

const { updated, routes, meta: formMeta } = productFormMeta();
const media = fakeMediaServer();

/** Photos uploaded into the Images section: chosen, dropped or pasted, each filling a row (issue 39). */
const meta = {
  title: 'Admin/Product form/Photos',
  component: AdminProductFormPage,
  tags: ['autodocs'],
  ...formMeta,
  beforeEach: () => {
    media.reset();
    return formMeta.beforeEach();
  },
  parameters: {
    api: { ...routes, [MEDIA_ROUTE]: media.handler },
    docs: {
      description: {
        component:
          'Product photos uploaded from the product form. Stories: two photos chosen at once, files ' +
          'refused for their type or size, a photo still uploading, the keyboard path and a pasted ' +
          'screenshot, and a phone.',
      },
    },
  },
} satisfies Meta<typeof AdminProductFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const imageUrls = (images: Canvas) =>
  images
    .getAllByRole('textbox', { name: 'Image URL' })
    .map((field: HTMLElement) => (field as HTMLInputElement).value);

const uploadZone = (container: HTMLElement) => {
  const zone = container.querySelector('[data-slot="upload-area-zone"]');
  if (!zone) throw new Error('The Images section has an upload area');
  return zone;
};

/**
 * Files dragged in from the desktop and dropped on the area. A constructed transfer's files have no
 * file-system entry, which a real drag's have, so while it lasts they report being files.
 */
function dropFiles(zone: Element, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const entryOf = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true }) as FileSystemEntry;
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  } finally {
    if (entryOf) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entryOf);
  }
}

const row = (images: Canvas, number: number) =>
  within(images.getByRole('group', { name: `Image ${number}` }));

/** Two photos chosen at once: the empty first row takes the first, a new row the second; then their URLs. */
export const TwoPhotosChosen: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const form = await findForm(canvas, 'New product');
    const images = section(form, 'Images');
    const choose = images.getByRole('button', { name: 'Choose photos' });
    await expect(choose).toHaveAccessibleDescription(
      'JPEG, PNG, WebP, AVIF or GIF, at most 10 MB and 40 megapixels each.',
    );
    const files = [await photoFile('lamp-front.jpg', '#1d4ed8'), await photoFile('lamp-side.jpg', '#b45309')];
    await userEvent.upload(photoInputIn(canvasElement), files);

    await waitFor(() =>
      expect(imageUrls(images)).toEqual([storedPhotoUrl('lamp-front.jpg'), storedPhotoUrl('lamp-side.jpg')]),
    );
    await expect(media.uploaded).toEqual(['lamp-front.jpg', 'lamp-side.jpg']);
    // Each row shows its file from memory, never the fallback.
    for (const number of [1, 2]) {
      await waitFor(() =>
        expect(row(images, number).getByRole('img', { name: `Preview of image ${number}` })).toHaveAttribute(
          'data-slot',
          'image',
        ),
      );
      await expect(row(images, number).getByRole('img').getAttribute('src')).toMatch(/^blob:/);
    }
    await expect(images.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(images.getByRole('alert')).toBeEmptyDOMElement();

    // The URL field stays editable as before: a URL typed over it is the row's, and previews as one.
    const firstUrl = row(images, 1).getByRole('textbox', { name: 'Image URL' });
    await expect(firstUrl).not.toHaveAttribute('readonly');
    await userEvent.clear(firstUrl);
    await fill(firstUrl, '/api/images/products/missing.svg');
    await waitFor(() =>
      expect(row(images, 1).getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute(
        'data-slot',
        'image-fallback',
      ),
    );
  },
};

/**
 * Four files dropped on the kettle's form: two stored, an SVG refused (415) and one too large (413). The
 * refusals are listed on the area by file name; their rows leave, and everything typed stays.
 */
export const PhotosRefused: Story = {
  tags: ['visual'],
  args: { productId: editedProduct._id },
  play: async ({ canvas, canvasElement }) => {
    const form = await findForm(canvas, 'Edit product');
    const name = form.getByRole('textbox', { name: 'Product Name' });
    await userEvent.clear(name);
    await fill(name, 'Pour-Over Kettle, matte');
    const images = section(form, 'Images');
    const before = imageUrls(images);

    dropFiles(uploadZone(canvasElement), [
      await photoFile('kettle-top.jpg', '#0f766e'),
      svgFile('logo.svg'),
      await photoFile('huge-poster.jpg', '#7c3aed'),
      await photoFile('kettle-base.jpg', '#be123c'),
    ]);

    const alert = images.getByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
        'huge-poster.jpg: Images can be at most 10 MB',
      ]),
    );
    await waitFor(() =>
      expect(imageUrls(images)).toEqual([
        ...before,
        storedPhotoUrl('kettle-top.jpg'),
        storedPhotoUrl('kettle-base.jpg'),
      ]),
    );
    await expect(name).toHaveValue('Pour-Over Kettle, matte');
    await expect(images.getAllByRole('group', { name: /^Image \d$/ })).toHaveLength(5);

    await fill(row(images, 4).getByRole('textbox', { name: 'Alt text' }), 'Kettle from above');
    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(updated.bodies).toHaveLength(1));
    const [body] = updated.bodies as { images: { url: string; alt: string }[] }[];
    await expect(body?.images[3]).toEqual({
      url: storedPhotoUrl('kettle-top.jpg'),
      alt: 'Kettle from above',
    });
  },
};

/**
 * The upload has not answered: the row says which file is on its way, its alt text can be written, its URL
 * waits; a save is refused on that row ("Still uploading") and nothing is sent.
 */
export const StillUploading: Story = {
  args: { productId: editedProduct._id },
  parameters: { api: { ...routes, [MEDIA_ROUTE]: 'never' } },
  play: async ({ canvas, canvasElement }) => {
    const form = await findForm(canvas, 'Edit product');
    const images = section(form, 'Images');
    await userEvent.upload(photoInputIn(canvasElement), await photoFile('kettle-lid.jpg', '#334155'));

    const fourth = row(images, 4);
    await expect(await fourth.findByRole('progressbar', { name: 'Uploading kettle-lid.jpg' })).toBeVisible();
    await expect(fourth.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('readonly');
    const alt = fourth.getByRole('textbox', { name: 'Alt text' });
    await fill(alt, 'The kettle lid');
    await expect(alt).toHaveValue('The kettle lid');

    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    const url = fourth.getByRole('textbox', { name: 'Image URL' });
    await waitFor(() => expect(url).toHaveFocus());
    await expect(url).toHaveAccessibleDescription('Still uploading');
    await expect(updated.bodies).toHaveLength(0);
  },
};

/**
 * From the keyboard alone: Tab reaches the area (its ring) and then "Choose photos"; a photo picked there
 * fills the empty first row, and a screenshot pasted while typing its alt text adds another.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await findForm(canvas, 'New product');
    const images = section(form, 'Images');
    await userEvent.click(form.getByRole('spinbutton', { name: 'Low Stock Threshold' }));
    await userEvent.tab();
    const zone = uploadZone(canvasElement);
    await waitFor(() => expect(zone).toHaveAttribute('data-focus-visible', 'true'));
    await userEvent.tab();
    const choose = images.getByRole('button', { name: 'Choose photos' });
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAttribute('data-focus-visible', 'true');

    // What the picker Enter opens gives back.
    await userEvent.upload(photoInputIn(canvasElement), await photoFile('lamp.jpg', '#15803d'));
    await waitFor(() => expect(imageUrls(images)).toEqual([storedPhotoUrl('lamp.jpg')]));

    const alt = row(images, 1).getByRole('textbox', { name: 'Alt text' });
    await userEvent.click(alt);
    await userEvent.keyboard('Lamp, lit');
    const clipboard = new DataTransfer();
    clipboard.items.add(await photoFile('screenshot.png', '#9333ea', 'image/png'));
    alt.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: clipboard }),
    );
    await waitFor(() =>
      expect(imageUrls(images)).toEqual([storedPhotoUrl('lamp.jpg'), storedPhotoUrl('screenshot.png')]),
    );
    await expect(alt).toHaveValue('Lamp, lit');
  },
};

export const PhotosRefusedMobile: Story = { ...PhotosRefused, ...mobile };
