import { FRAME_IMAGE_ATTRIBUTE } from '@aurora-store/api';
import { cn, Skeleton } from '@aurora-store/ui';

/**
 * An image place of a page's first frame (see FRAME_IMAGE_ATTRIBUTE): a skeleton block, which the server covers
 * with the picture when it knows it. Whatever it holds fills it, so give it the size and the corners of the
 * image the page will show there.
 */
export function FrameImagePlace({ index, className }: { index: number; className?: string }) {
  return (
    <div
      {...{ [FRAME_IMAGE_ATTRIBUTE]: index }}
      // The server's picture is an <img>, or a <picture> holding one: either way the <img> covers the place.
      className={cn(
        'relative overflow-hidden *:absolute *:inset-0 *:size-full [&_img]:size-full [&_img]:object-cover [&_source]:hidden',
        className,
      )}
    >
      <Skeleton shape="block" className="rounded-none" />
    </div>
  );
}
