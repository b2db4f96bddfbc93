import { useEffect, useState } from 'react';
import { barRuns, type Code128Encoder, loadCode128Encoder, loadedCode128Encoder } from './barcode';

/** Ten modules of white each side: the quiet zone a scanner needs to find where the code starts and ends. */
const QUIET_ZONE = 10;
/** The bars' height in modules; about a quarter of the width, comfortably above the 15% scanners ask for. */
const BAR_HEIGHT = 40;

/** The encoder, at once when already loaded (printing loads it first), else once it arrives. */
function useCode128Encoder(): Code128Encoder | null {
  const [encoder, setEncoder] = useState(loadedCode128Encoder);
  useEffect(() => {
    if (encoder) return;
    let isCurrent = true;
    loadCode128Encoder().then(
      (loaded) => {
        if (isCurrent) setEncoder(() => loaded);
      },
      // Without the library the paper still carries the order number in text.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [encoder]);
  return encoder;
}

/**
 * An order number as a Code 128 barcode, drawn as SVG (sharp at any printer's resolution): black bars on
 * white. Until the library has loaded, an empty space of the barcode's height holds the layout still.
 */
export function OrderBarcode({ value }: { value: string }) {
  const encoder = useCode128Encoder();
  const modules = encoder?.(value) ?? null;
  if (!encoder) return <div aria-hidden="true" className="h-14" />;
  if (!modules) return null;
  const width = modules.length + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={`Barcode of order ${value}`}
      data-slot="order-barcode"
      viewBox={`0 0 ${width} ${BAR_HEIGHT}`}
      shapeRendering="crispEdges"
      className="h-14 w-auto max-w-full bg-white"
      style={{ aspectRatio: `${width} / ${BAR_HEIGHT}` }}
    >
      {barRuns(modules).map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET_ZONE} y={0} width={bar.width} height={BAR_HEIGHT} fill="#000" />
      ))}
    </svg>
  );
}
