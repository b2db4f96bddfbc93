import { describe, expect, it } from 'vitest';
import { isProductFormDirty } from './product-form-dirty';
import { productToFormValues } from './product-form-values';
import { editedProduct } from './stories-data';

const loaded = () => productToFormValues(editedProduct);

describe('isProductFormDirty', () => {
  it('is clean as loaded, even with new row keys', () => {
    expect(isProductFormDirty(loaded(), loaded())).toBe(false);
  });

  it('is dirty after a field, a flag or a specification changes', () => {
    const saved = loaded();
    expect(isProductFormDirty(saved, { ...saved, price: '70' })).toBe(true);
    expect(isProductFormDirty(saved, { ...saved, isFeatured: true })).toBe(true);
    expect(isProductFormDirty(saved, { ...saved, specifications: [] })).toBe(true);
  });

  it('is dirty while a photo is on its way into a new row', () => {
    const saved = loaded();
    const uploading = {
      key: 'new',
      url: '',
      alt: '',
      upload: { fileName: 'a.jpg', preview: 'blob:a', isUploading: true },
    };
    expect(isProductFormDirty(saved, { ...saved, images: [...saved.images, uploading] })).toBe(true);
  });

  it('is dirty when the images change order, as that order is saved', () => {
    const saved = loaded();
    const [first, second, ...rest] = saved.images;
    if (!first || !second) throw new Error('The edited product has images');
    expect(isProductFormDirty(saved, { ...saved, images: [second, first, ...rest] })).toBe(true);
  });

  it('is clean after an empty row is added, as the save would not change', () => {
    const saved = loaded();
    const withBlankRows = {
      ...saved,
      images: [...saved.images, { key: 'new', url: '', alt: '' }],
      features: [...saved.features, { key: 'new-feature', text: '  ' }],
    };
    expect(isProductFormDirty(saved, withBlankRows)).toBe(false);
  });

  it('is dirty once something is typed into a new row', () => {
    const saved = loaded();
    const typed = { ...saved, tags: [...saved.tags, { key: 'new', text: 'gift' }] };
    expect(isProductFormDirty(saved, typed)).toBe(true);
  });
});
