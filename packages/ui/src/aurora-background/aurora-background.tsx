import { cn } from '../lib/cn';

export interface AuroraBackgroundProps {
  className?: string;
}

/*
 * Soft radial glows instead of blurred shapes: a gradient that fades to transparent needs no `filter`, and
 * animating only transform and opacity keeps each glow on its own compositor layer, so drifting costs
 * no repaint. Under reduced motion each glow rests untransformed at `opacity-70`, the middle of its drift.
 */
const glow = 'absolute bg-radial-[closest-side] opacity-70 will-change-transform motion-reduce:animate-none';

/**
 * Decorative aurora light behind the page: fixed to the viewport, hidden from assistive technology and
 * transparent to the pointer. Render it once, first, inside the page's stacking context (`isolate` on the
 * shell); its `-z-10` puts it above that context's background and below everything else.
 *
 * It is the window's size (`100vw` by `100vh`), not the page's: a page that grows past the window as its data
 * comes gets a scrollbar on a desktop (and a phone's address bar comes and goes), and a glow placed in percent
 * of a box that narrows moves: a layout shift over most of the screen. A fixed box adds nothing to the page's
 * scrolling, so the strip under the scrollbar costs nothing.
 */
export function AuroraBackground({ className }: AuroraBackgroundProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="aurora-background"
      className={cn(
        'pointer-events-none fixed top-0 left-0 -z-10 h-screen w-screen overflow-hidden',
        className,
      )}
    >
      <div
        className={cn(
          glow,
          '-top-[30%] -left-[15%] h-[65%] w-[95%] from-primary/35 to-transparent animate-aurora-1',
        )}
      />
      <div
        className={cn(
          glow,
          '-top-[20%] -right-[20%] h-[60%] w-[80%] from-accent/35 to-transparent animate-aurora-2',
        )}
      />
      <div
        className={cn(
          glow,
          '-bottom-[35%] left-[5%] h-[65%] w-[90%] from-info/20 to-transparent animate-aurora-3',
        )}
      />
    </div>
  );
}
