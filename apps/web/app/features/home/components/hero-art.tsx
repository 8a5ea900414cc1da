/**
 * The hero's generated "photo": rooftops at dusk under a string of lights. Fixed art (no seed), an
 * inline SVG that scales to cover its box without shifting the layout.
 */
const WIDTH = 1280;
const HEIGHT = 560;

/** Points along a quadratic curve, for the bulbs of the string lights. */
function bulbs(from: [number, number], control: [number, number], to: [number, number], count: number) {
  return Array.from({ length: count }, (_, index) => {
    const t = (index + 0.5) / count;
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * control[0] + t ** 2 * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * control[1] + t ** 2 * to[1];
    return { x: Math.round(x), y: Math.round(y) + 7 };
  });
}

const STRINGS: [[number, number], [number, number], [number, number]][] = [
  [
    [-40, 70],
    [300, 250],
    [660, 96],
  ],
  [
    [620, 96],
    [980, 240],
    [1320, 60],
  ],
];

const LIGHTS = STRINGS.flatMap(([from, control, to]) => bulbs(from, control, to, 11));

const BOKEH = [
  { cx: 160, cy: 380, r: 60, o: 0.22 },
  { cx: 420, cy: 300, r: 34, o: 0.25 },
  { cx: 860, cy: 340, r: 80, o: 0.18 },
  { cx: 1080, cy: 260, r: 40, o: 0.26 },
  { cx: 1200, cy: 420, r: 70, o: 0.2 },
  { cx: 640, cy: 420, r: 46, o: 0.2 },
];

/** A simple skyline: x, width, height of each block. */
const BUILDINGS = [
  [0, 90, 120],
  [80, 70, 170],
  [140, 110, 110],
  [240, 60, 200],
  [290, 120, 140],
  [400, 80, 96],
  [470, 64, 180],
  [530, 140, 120],
  [660, 70, 210],
  [720, 110, 136],
  [820, 76, 168],
  [890, 130, 110],
  [1010, 66, 196],
  [1070, 110, 128],
  [1170, 60, 174],
  [1220, 80, 120],
] as const;

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a1d3b" />
          <stop offset="0.45" stopColor="#0b4aa0" />
          <stop offset="0.78" stopColor="#b4583a" />
          <stop offset="1" stopColor="#f3a35f" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#ffe7b0" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#ffcf7a" stopOpacity="0.45" />
          <stop offset="1" stopColor="#ffcf7a" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-bokeh">
          <stop offset="0" stopColor="#ffd9a8" stopOpacity="1" />
          <stop offset="0.7" stopColor="#ffb27a" stopOpacity="0.4" />
          <stop offset="1" stopColor="#ffb27a" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="1" r="0.7">
          <stop offset="0" stopColor="#ffd08a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ffd08a" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-windows-0" width="14" height="20" patternUnits="userSpaceOnUse">
          <rect x="4" y="5" width="5" height="8" rx="1" fill="#ffd48a" />
        </pattern>
        <pattern id="hero-windows-1" width="18" height="22" patternUnits="userSpaceOnUse">
          <rect x="3" y="6" width="8" height="6" rx="1" fill="#ffe2a8" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#hero-sky)" />
      <ellipse cx={900} cy={HEIGHT} rx={620} ry={260} fill="url(#hero-sun)" />
      {BOKEH.map((spot) => (
        <circle
          key={`${spot.cx}-${spot.cy}`}
          cx={spot.cx}
          cy={spot.cy}
          r={spot.r}
          fill="url(#hero-bokeh)"
          opacity={spot.o}
        />
      ))}
      <g fill="#0a1d3b" opacity={0.82}>
        {BUILDINGS.map(([x, width, height]) => (
          <rect key={x} x={x} y={HEIGHT - height} width={width} height={height} />
        ))}
      </g>
      <g>
        {BUILDINGS.map(([x, width, height], index) => (
          <rect
            key={x}
            x={x + 8}
            y={HEIGHT - height + 14}
            width={width - 16}
            height={height - 14}
            fill={`url(#hero-windows-${index % 2})`}
            opacity={index % 3 === 0 ? 0.5 : 0.3}
          />
        ))}
      </g>
      {STRINGS.map(([from, control, to]) => (
        <path
          key={from[0]}
          d={`M${from[0]} ${from[1]} Q${control[0]} ${control[1]} ${to[0]} ${to[1]}`}
          fill="none"
          stroke="#0a1d3b"
          strokeWidth={2}
          opacity={0.7}
        />
      ))}
      {LIGHTS.map((light) => (
        <g key={`${light.x}-${light.y}`}>
          <circle cx={light.x} cy={light.y} r={22} fill="url(#hero-glow)" />
          <circle cx={light.x} cy={light.y} r={4.5} fill="#fff4d6" />
        </g>
      ))}
    </svg>
  );
}
