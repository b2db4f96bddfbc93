/** Where a chart will be, at its height, while its code loads or its turn to draw comes. */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div
      style={{ height }}
      className="animate-pulse rounded-control bg-elevated motion-reduce:animate-none"
    />
  );
}
