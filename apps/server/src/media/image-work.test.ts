import { describe, expect, it } from 'vitest';
import { IMAGE_WORK_AT_ONCE, imageWork } from './image-work';

describe('imageWork', () => {
  it('decodes at most two pictures at once and runs the rest as they finish', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const jobs = [0, 1, 2, 3].map((job) =>
      imageWork(
        () =>
          new Promise<void>((resolve) => {
            started.push(job);
            finish.push(resolve);
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    expect(IMAGE_WORK_AT_ONCE).toBe(2);

    finish[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);

    for (const done of finish.slice(1)) done();
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (const done of finish.slice(3)) done();
    await Promise.all(jobs);
    expect(started).toEqual([0, 1, 2, 3]);
  });
});
