import { useTheme } from 'styled-components';
import { ArtSvg, Floating, Twinkle } from './LanderArt.styles';

export const LANDER_ART_VARIANTS = ['hearts', 'night', 'rings'] as const;
export type LanderArtVariant = (typeof LANDER_ART_VARIANTS)[number];

export interface LanderArtProps {
  variant: LanderArtVariant;
  className?: string;
}

const HEART = 'M0 -6C-3-11-12-9-12-2c0 6 8 11 12 15 4-4 12-9 12-15 0-7-9-9-12-4z';

/** Stars spread by a fixed pattern, so every render draws the same sky. */
const STARS = Array.from({ length: 14 }, (_, index) => ({
  x: (index * 73) % 400,
  y: 12 + ((index * 37) % 150),
  r: 1 + (index % 3) * 0.6,
  delay: (index % 5) * 0.6,
}));

/** City windows: a grid of lit and dark windows on each building. */
const BUILDINGS = [
  { x: 0, w: 60, h: 120 },
  { x: 64, w: 44, h: 170 },
  { x: 112, w: 70, h: 100 },
  { x: 186, w: 50, h: 200 },
  { x: 240, w: 66, h: 140 },
  { x: 310, w: 40, h: 180 },
  { x: 354, w: 46, h: 110 },
];

function Hearts() {
  const { color } = useTheme();
  const hearts = [
    { x: 90, y: 90, s: 3.2, fill: color.primary, delay: 0 },
    { x: 270, y: 70, s: 2, fill: color.secondary, delay: 1.2 },
    { x: 320, y: 210, s: 2.6, fill: color.primary, delay: 0.6 },
    { x: 160, y: 230, s: 1.6, fill: color.secondary, delay: 1.8 },
    { x: 220, y: 150, s: 1.2, fill: color.premium, delay: 2.4 },
  ];
  return (
    <>
      <circle cx="120" cy="140" r="120" fill={color.primary} opacity="0.1" />
      <circle cx="300" cy="120" r="90" fill={color.secondary} opacity="0.16" />
      {hearts.map((heart) => (
        <Floating key={`${heart.x}-${heart.y}`} style={{ animationDelay: `${heart.delay}s` }}>
          <path d={HEART} transform={`translate(${heart.x} ${heart.y}) scale(${heart.s})`} fill={heart.fill} opacity="0.85" />
        </Floating>
      ))}
    </>
  );
}

function Night() {
  const { color } = useTheme();
  return (
    <>
      <circle cx="320" cy="60" r="34" fill={color.premium} opacity="0.9" />
      <circle cx="336" cy="50" r="30" fill={color.dark} />
      {STARS.map((star) => (
        <Twinkle key={`${star.x}-${star.y}`} cx={star.x} cy={star.y} r={star.r} fill={color.onDark} style={{ animationDelay: `${star.delay}s` }} />
      ))}
      {BUILDINGS.map((building, index) => (
        <g key={building.x}>
          <rect x={building.x} y={300 - building.h} width={building.w} height={building.h} fill={color.onDark} opacity="0.12" />
          {Array.from({ length: Math.floor(building.h / 22) }, (_, row) =>
            Array.from({ length: Math.floor(building.w / 16) }, (_, column) =>
              (row * 7 + column * 3 + index) % 4 === 0 ? (
                <rect
                  key={`${row}-${column}`}
                  x={building.x + 5 + column * 16}
                  y={300 - building.h + 8 + row * 22}
                  width="7"
                  height="10"
                  fill={color.secondary}
                  opacity="0.75"
                />
              ) : null,
            ),
          )}
        </g>
      ))}
    </>
  );
}

function Rings() {
  const { color } = useTheme();
  return (
    <>
      {[140, 105, 70, 35].map((r, index) => (
        <circle key={r} cx="200" cy="150" r={r} fill="none" stroke={index % 2 ? color.secondary : color.primary} strokeWidth="2" opacity={0.2 + index * 0.15} />
      ))}
      {[0, 60, 135, 200, 290].map((angle, index) => {
        const radius = [140, 105, 70][index % 3] ?? 70;
        const x = 200 + radius * Math.cos((angle * Math.PI) / 180);
        const y = 150 + radius * Math.sin((angle * Math.PI) / 180);
        return (
          <Floating key={angle} style={{ animationDelay: `${index * 0.5}s` }}>
            <circle cx={x} cy={y} r="9" fill={index % 2 ? color.secondary : color.primary} />
          </Floating>
        );
      })}
      <path d={HEART} transform="translate(200 152) scale(2.4)" fill={color.primary} />
    </>
  );
}

/** Decorative artwork drawn from the theme's colours (no stock photos): hearts, a night sky over a city, or rings. */
export function LanderArt({ variant, className }: LanderArtProps) {
  return (
    <ArtSvg
      viewBox="0 0 400 300"
      // The rings must stay whole; the scenes may be cropped to fill their box.
      preserveAspectRatio={variant === 'rings' ? 'xMidYMid meet' : 'xMidYMid slice'}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-art={variant}
    >
      {variant === 'hearts' ? <Hearts /> : variant === 'night' ? <Night /> : <Rings />}
    </ArtSvg>
  );
}
