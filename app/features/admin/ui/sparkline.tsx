/**
 * A keyword's positions over time as a small SVG line, position 1 at the top. Hand-written (a few
 * lines of geometry) rather than a chart library; the same numbers follow as a table.
 */
const WIDTH = 160;
const HEIGHT = 40;
const PAD = 3;

export interface SparkPoint {
  date: string;
  position: number;
}

export function Sparkline({ label, points }: { label: string; points: SparkPoint[] }) {
  if (points.length === 0) return <span className="text-xs text-slate-500">No data yet</span>;
  const positions = points.map((p) => p.position);
  const best = Math.min(...positions);
  const worst = Math.max(...positions);
  const span = Math.max(1, worst - best);
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (position: number) => PAD + ((position - best) / span) * (HEIGHT - 2 * PAD);
  const path = points.map((p, i) => `${x(i).toFixed(1)},${y(p.position).toFixed(1)}`).join(' ');
  const lastPoint = points.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={`${label}: position ${points[0]!.position} on ${points[0]!.date}, ${lastPoint.position} on ${lastPoint.date}; best ${best}, worst ${worst}.`}
      className="overflow-visible"
    >
      <polyline
        points={path}
        fill="none"
        stroke="#1f4470"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
      <circle cx={x(points.length - 1)} cy={y(lastPoint.position)} r="2.5" fill="#c8102e" />
    </svg>
  );
}
