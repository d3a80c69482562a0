import { Block, Lines, type SkeletonShape } from './Skeleton.styles';

export interface SkeletonProps {
  /** CSS width; `text` defaults to the full width, `circle` to its height. */
  width?: string;
  /** CSS height; `text` defaults to one line of body text. */
  height?: string;
  shape?: SkeletonShape;
  /** For `text`: how many lines; the last one is shorter, like a paragraph's. */
  lines?: number;
  className?: string;
}

export interface SkeletonTextProps {
  lines?: number;
  /** Width of the last line. */
  lastLineWidth?: string;
  className?: string;
}

const TEXT_HEIGHT = '1em';

/**
 * A placeholder shape shown while content loads. Decorative (`aria-hidden`): the region that is loading
 * says so itself (`aria-busy`, or a Spinner's status text). The shimmer stops under reduced motion.
 */
export function Skeleton({ width, height, shape = 'rect', lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) return <SkeletonText lines={lines} className={className} />;
  const resolvedHeight = height ?? (shape === 'text' ? TEXT_HEIGHT : shape === 'circle' ? width ?? '3rem' : '6rem');
  const resolvedWidth = width ?? (shape === 'circle' ? resolvedHeight : '100%');
  return <Block aria-hidden="true" className={className} $shape={shape} $width={resolvedWidth} $height={resolvedHeight} />;
}

/** Lines of placeholder text, the last one shorter. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%', className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Block key={index} $shape="text" $width={index === count - 1 && count > 1 ? lastLineWidth : '100%'} $height={TEXT_HEIGHT} />
      ))}
    </Lines>
  );
}
