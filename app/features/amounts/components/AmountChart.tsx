import { useId } from "react";
import { barShares } from "../../../../core/amounts/report";

export interface ChartBar {
  key: string;
  label: string;
  value: number;
  /** The value as the bar's text ("1,250 kg"). */
  text: string;
}

const WIDTH = 640;
const ROW = 44;
const BAR = 18;
const TEXT_SPACE = 110;

/**
 * A horizontal bar chart drawn as SVG on the server, so it shows without JavaScript and prints: one bar per
 * entry, its label above it and its value beside it. It is an image with a title and a description for
 * screen readers; the data itself is the table next to it, so nothing is only in the picture.
 */
export function AmountChart({ bars, title, desc }: { bars: ChartBar[]; title: string; desc: string }) {
  const id = useId();
  const shares = barShares(bars.map((bar) => bar.value));
  const plot = WIDTH - TEXT_SPACE;
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <svg
      className="amount-chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      {bars.map((bar, index) => {
        const top = index * ROW;
        const length = Math.max(shares[index]! * plot, shares[index]! > 0 ? 2 : 0);
        return (
          <g key={bar.key}>
            <text x={0} y={top + 14} fontSize={13} fill="#1a1a1a">
              {bar.label}
            </text>
            <rect x={0} y={top + 20} width={length} height={BAR} fill="#1f5fa8" />
            <text x={length + 6} y={top + 34} fontSize={13} fill="#1a1a1a">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
