import { useId } from 'react';
import { Svg } from './Icon.styles';
import { ICON_SHAPES, type IconName } from './iconShapes';

export type IconProps = {
  name: IconName;
  /** A CSS length, or a number of pixels. Defaults to 1.25em so the icon follows the text size. */
  size?: number | string;
  /** Gives the icon an accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
};

/** An inline SVG icon from the project's set, drawn in the current text colour. */
export function Icon({ name, size = '1.25em', title, className }: IconProps) {
  const titleId = useId();
  const dimension = typeof size === 'number' ? `${size}px` : size;
  const labelled = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
  return (
    <Svg
      className={className}
      width={dimension}
      height={dimension}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...labelled}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {ICON_SHAPES[name]}
    </Svg>
  );
}
