import type { HTMLAttributes, ReactNode } from 'react';
import { CardBody, CardFooter, CardHeader, CardMedia, CardRoot } from './Card.styles';

export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: CardPadding;
  /** Lifts on hover and rings when something inside has keyboard focus (a card that is, or holds, one link). */
  interactive?: boolean;
  children?: ReactNode;
};

type PartProps = HTMLAttributes<HTMLDivElement> & { children?: ReactNode };

function CardRootComponent({ as = 'div', padding = 'md', interactive = false, children, ...rest }: CardProps) {
  return (
    <CardRoot as={as} $padding={padding} $interactive={interactive} {...rest}>
      {children}
    </CardRoot>
  );
}
CardRootComponent.displayName = 'Card';

function Header(props: PartProps) {
  return <CardHeader {...props} />;
}
Header.displayName = 'Card.Header';

function Body(props: PartProps) {
  return <CardBody {...props} />;
}
Body.displayName = 'Card.Body';

function Footer(props: PartProps) {
  return <CardFooter {...props} />;
}
Footer.displayName = 'Card.Footer';

/** Full-bleed media (an image, a gallery) that meets the card's edges. */
function Media(props: PartProps) {
  return <CardMedia {...props} />;
}
Media.displayName = 'Card.Media';

/** A surface that groups related content, with optional Header, Body, Footer and Media parts. */
export const Card = Object.assign(CardRootComponent, { Header, Body, Footer, Media });
