import { type ApiClient, isApiError, pictureSources, waitForBackend } from '@aurora-store/api';
import { mutate, preload } from 'swr';

/** A screen's read: its SWR key and the call behind it, shared by the screen's `useSWR` and its preload. */
export interface ScreenRead<Answer> {
  key: readonly unknown[];
  read: () => Promise<Answer>;
  /**
   * The images the screen shows first (its largest paint, the first cards' pictures): a preload fetches them
   * as soon as the answer is in, rather than once the screen has rendered their elements.
   */
  firstImages?: (answer: Answer) => readonly FirstImage[];
}

/** A picture a screen shows first, and how wide its slot draws it (the `sizes` its element will have). */
export interface FirstImage {
  src: string;
  sizes: string;
}

/**
 * A screen's first read, started beside the start-up gate's health check rather than after it (a round trip
 * sooner), may fail only because the backend is still waking. Then it waits for the backend as the gate does and
 * reads once more. A refusal (4xx) is the answer itself, and is not asked again.
 */
export async function readOnceBackendIsUp<Answer>(
  client: ApiClient,
  read: () => Promise<Answer>,
): Promise<Answer> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) throw error;
    await waitForBackend((signal) => client.health(signal));
    return read();
  }
}

/**
 * Starts a screen's read before the screen's own code has loaded (the app calls it as the first page's route
 * opens), so the answer and the screen's chunk arrive together rather than one after the other. The screen's
 * `useSWR` with the same key takes over the call under way.
 *
 * Settles once the answer is in SWR's cache, or the read has failed: a screen first rendered after that has the
 * answer from its first render on, and is spared the re-render `useSWR` makes when an answer comes, one long
 * task (SWR's updates are synchronous, so React cannot split that render into short tasks).
 */
export function preloadScreenRead<Answer>(
  client: ApiClient,
  { key, read, firstImages }: ScreenRead<Answer>,
): Promise<void> {
  const readAndFetchImages = async () => {
    const answer = await readOnceBackendIsUp(client, read);
    for (const image of firstImages?.(answer) ?? []) fetchImage(image);
    return answer;
  };
  return preload(key, readAndFetchImages).then(
    // Not read again: the screen's useSWR takes over this very call, which has answered.
    async (answer) => {
      await mutate(key, answer, { revalidate: false });
    },
    // A failure is the screen's to report when it takes the call over; here it is only marked as handled.
    () => undefined,
  );
}

/**
 * Into the browser's image cache, where the screen's <img> of the same address finds it. A stored photo is
 * preloaded as its <picture> will choose it: the AVIF source at the width `sizes` asks for (a browser that reads
 * no AVIF skips the preload, as its <picture> skips the source).
 */
function fetchImage({ src, sizes }: FirstImage): void {
  const avif = pictureSources(src)?.sources[0];
  if (!avif) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
    return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = avif.type;
  link.imageSrcset = avif.srcSet;
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
