import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadRefusal } from '../shared/photo-upload';
import { type PlacedUpload, uploadsToStart, uploadTargets } from './image-uploads';
import { type ImageRow, newRowKey, type RowKey } from './product-form-values';
import type { ProductFormEdits } from './use-product-form';

/** Sends one photo; resolves with the stored photo's URL (`/media/{id}`), rejects with the refusal. */
export type UploadPhoto = (file: File) => Promise<string>;

interface Job {
  key: RowKey;
  file: File;
}

/**
 * Photos given to the Images section: each file gets its row at once (with a local preview and a busy state),
 * then its upload, at most MAX_PARALLEL_UPLOADS at a time. An answer fills its row's URL; a refusal removes
 * the row and is listed, by file name, on the upload area until the next files come.
 */
export function useImageUploads(rows: readonly ImageRow[], edits: ProductFormEdits, upload: UploadPhoto) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const waiting = useRef<Job[]>([]);
  const running = useRef(0);
  const isMounted = useRef(true);
  const previews = useRef(new Set<string>());
  const latest = useRef({ edits, upload });
  latest.current = { edits, upload };

  const pump = useCallback(() => {
    const starting = waiting.current.splice(0, uploadsToStart(waiting.current.length, running.current));
    for (const { key, file } of starting) {
      running.current += 1;
      latest.current
        .upload(file)
        .then(
          (url) => {
            if (isMounted.current) latest.current.edits.finishUpload(key, url);
          },
          (error: unknown) => {
            if (!isMounted.current) return;
            latest.current.edits.refuseUpload(key);
            setRefusals((previous) => [...previous, uploadRefusal(file.name, error)]);
          },
        )
        .finally(() => {
          running.current -= 1;
          if (isMounted.current) pump();
        });
    }
  }, []);

  const addPhotos = (files: File[]) => {
    const keys = uploadTargets(rows, files.length, newRowKey);
    const placed: PlacedUpload[] = files.map((file, index) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: keys[index] ?? newRowKey(), fileName: file.name, preview };
    });
    setRefusals([]);
    edits.startUploads(placed);
    waiting.current.push(...placed.map(({ key }, index) => ({ key, file: files[index] as File })));
    pump();
  };

  // A preview no row shows any more (its URL was retyped, its row removed or refused) lets its file go.
  useEffect(() => {
    const shown = new Set(rows.flatMap((row) => (row.upload ? [row.upload.preview] : [])));
    for (const preview of previews.current) {
      if (shown.has(preview)) continue;
      URL.revokeObjectURL(preview);
      previews.current.delete(preview);
    }
  }, [rows]);

  useEffect(() => {
    isMounted.current = true;
    const owned = previews.current;
    return () => {
      isMounted.current = false;
      waiting.current = [];
      for (const preview of owned) URL.revokeObjectURL(preview);
      owned.clear();
    };
  }, []);

  return { addPhotos, refusals };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
