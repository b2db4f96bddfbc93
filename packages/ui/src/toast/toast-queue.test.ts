import { describe, expect, it } from 'vitest';
import { createToastQueue, MAX_VISIBLE_TOASTS, TOAST_TIMEOUT_MS } from './toast-queue';

describe('createToastQueue', () => {
  it('gives every toast the 4 second timeout', () => {
    const queue = createToastQueue();
    queue.add({ title: 'Saved', variant: 'success' });
    expect(queue.visibleToasts[0]).toMatchObject({
      content: { title: 'Saved', variant: 'success' },
      timeout: TOAST_TIMEOUT_MS,
    });
    expect(TOAST_TIMEOUT_MS).toBe(4000);
  });

  it('takes a plain string as the title', () => {
    const queue = createToastQueue();
    queue.add('Added to cart');
    expect(queue.visibleToasts[0]?.content).toEqual({ title: 'Added to cart' });
  });

  it('lets a caller choose another timeout', () => {
    const queue = createToastQueue();
    queue.add('Copied', { timeout: 8000 });
    expect(queue.visibleToasts[0]?.timeout).toBe(8000);
  });

  it('shows the newest 20 at once; an older one comes back when a newer one closes', () => {
    const queue = createToastQueue();
    const keys = Array.from({ length: MAX_VISIBLE_TOASTS + 1 }, (_, index) => queue.add(`Toast ${index}`));
    const titles = () => queue.visibleToasts.map((toast) => toast.content.title);
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Toast 20');
    expect(titles()).not.toContain('Toast 0');

    const newestKey = keys.at(-1);
    if (newestKey) queue.close(newestKey);
    expect(titles()).toHaveLength(20);
    expect(titles()).toContain('Toast 0');
  });
});
