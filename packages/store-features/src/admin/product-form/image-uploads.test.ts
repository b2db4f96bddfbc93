import { describe, expect, it } from 'vitest';
import {
  finishUpload,
  isAnyUploadRunning,
  isBlankImageRow,
  MAX_PARALLEL_UPLOADS,
  placeUploads,
  refuseUpload,
  uploadsToStart,
  uploadTargets,
} from './image-uploads';
import type { ImageRow } from './product-form-values';

const blank = (key: string): ImageRow => ({ key, url: '', alt: '' });
const kettle: ImageRow = { key: 'kettle', url: '/media/kettle', alt: 'Kettle' };
const upload = { fileName: 'front.jpg', preview: 'blob:front', isUploading: true };

function keys(...names: string[]) {
  const queue = [...names];
  return () => queue.shift() ?? 'out-of-keys';
}

describe('uploadTargets', () => {
  it("fills the form's empty first row with the first file, then adds rows", () => {
    expect(uploadTargets([blank('first')], 3, keys('new-1', 'new-2'))).toEqual(['first', 'new-1', 'new-2']);
  });

  it('adds rows after the ones written in', () => {
    expect(uploadTargets([kettle], 2, keys('new-1', 'new-2'))).toEqual(['new-1', 'new-2']);
  });

  it('fills every blank row before adding one, in their order', () => {
    expect(uploadTargets([blank('a'), kettle, blank('b')], 3, keys('new-1'))).toEqual(['a', 'b', 'new-1']);
  });

  it('leaves a row with alt text, or with a photo on its way, alone', () => {
    const rows = [
      { key: 'alt', url: '', alt: 'Typed' },
      { ...blank('busy'), upload },
    ];
    expect(uploadTargets(rows, 1, keys('new-1'))).toEqual(['new-1']);
    expect(rows.map(isBlankImageRow)).toEqual([false, false]);
  });
});

describe('placeUploads', () => {
  it('puts each upload in its row, and a new key at the end', () => {
    const rows = placeUploads(
      [blank('first'), kettle],
      [
        { key: 'first', fileName: 'front.jpg', preview: 'blob:front' },
        { key: 'new-1', fileName: 'side.jpg', preview: 'blob:side' },
      ],
    );
    expect(rows).toEqual([
      {
        key: 'first',
        url: '',
        alt: '',
        upload: { fileName: 'front.jpg', preview: 'blob:front', isUploading: true },
      },
      kettle,
      {
        key: 'new-1',
        url: '',
        alt: '',
        upload: { fileName: 'side.jpg', preview: 'blob:side', isUploading: true },
      },
    ]);
    expect(isAnyUploadRunning(rows)).toBe(true);
  });
});

describe('finishUpload', () => {
  it("gives the row the stored photo's URL and keeps its preview and alt text", () => {
    const rows = finishUpload([kettle, { key: 'new', url: '', alt: 'Lid', upload }], 'new', '/media/lid');
    expect(rows[1]).toEqual({
      key: 'new',
      url: '/media/lid',
      alt: 'Lid',
      upload: { ...upload, isUploading: false },
    });
    expect(isAnyUploadRunning(rows)).toBe(false);
  });

  it('leaves a row whose URL was retyped meanwhile as typed', () => {
    const typed = { key: 'new', url: 'https://cdn.example.com/lid.jpg', alt: '' };
    expect(finishUpload([typed], 'new', '/media/lid')).toEqual([typed]);
  });
});

describe('refuseUpload', () => {
  it("removes the refused file's row", () => {
    expect(refuseUpload([kettle, { ...blank('new'), upload }], 'new')).toEqual([kettle]);
  });

  it('keeps the last row, without its file but with its alt text', () => {
    expect(refuseUpload([{ key: 'only', url: '', alt: 'Logo', upload }], 'only')).toEqual([
      { key: 'only', url: '', alt: 'Logo' },
    ]);
  });
});

describe('uploadsToStart', () => {
  it('runs at most three at a time', () => {
    expect(MAX_PARALLEL_UPLOADS).toBe(3);
    expect(uploadsToStart(10, 0)).toBe(3);
    expect(uploadsToStart(10, 2)).toBe(1);
    expect(uploadsToStart(10, 3)).toBe(0);
    expect(uploadsToStart(1, 0)).toBe(1);
    expect(uploadsToStart(0, 0)).toBe(0);
  });
});
