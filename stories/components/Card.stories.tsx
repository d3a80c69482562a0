import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Avatar } from '../../src/components/Avatar';
import { Badge } from '../../src/components/Badge';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { Icon } from '../../src/components/Icon';
import { Link } from '../../src/components/Link';
import { CommonKey, CommonText, MEMBER_NAMES } from '../fixtures/commonExamples';
import { IMAGES } from '../fixtures/images';

const Frame = styled.div`
  max-width: 24rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  max-width: 60rem;
  margin: 0;
  padding: 0;
`;

const Member = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  /* The whole card is the link's hit area (the "stretched link" pattern). */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { padding: 'md', interactive: false, as: 'div' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    children: { control: false },
  },
  render: (args) => (
    <Frame>
      <Card {...args}>
        <Card.Header>
          <h2>
            <CommonText k="premium_card_title" />
          </h2>
        </Card.Header>
        <Card.Body>
          <p>
            <CommonText k="premium_card_body" />
          </p>
        </Card.Body>
      </Card>
    </Frame>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Premium membership' })).toBeInTheDocument();
  },
};

export const Paddings: Story = {
  render: () => (
    <Grid>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} as="li" padding={padding}>
          <Card.Body>
            <p>
              <code>{padding}</code> <CommonText k="saved_message" />
            </p>
          </Card.Body>
        </Card>
      ))}
    </Grid>
  ),
};

/** All parts: full-bleed media, header, body and an actions footer. */
export const WithAllParts: Story = {
  render: (args) => (
    <Frame>
      <Card {...args} as="article">
        <Card.Media>
          <img src={IMAGES.sunset} alt="" width={640} height={360} />
        </Card.Media>
        <Card.Header>
          <h2>
            <CommonText k="premium_card_title" />
          </h2>
          <Badge count={46} tone="primary" />
        </Card.Header>
        <Card.Body>
          <p>
            <CommonText k="premium_card_body" />
          </p>
        </Card.Body>
        <Card.Footer>
          <Button href="#premium" iconStart={<Icon name="crown" />} fullWidth>
            <CommonKey k="premium" />
          </Button>
        </Card.Footer>
      </Card>
    </Frame>
  ),
};

/** A member card that is one big link; keyboard focus rings the whole card. */
export const Interactive: Story = {
  render: () => (
    <Grid>
      {([
        ['anna', IMAGES.anna],
        ['mark', IMAGES.mark],
        ['sofia', IMAGES.sofia],
      ] as const).map(([key, src]) => (
        <Card key={key} as="li" interactive>
          <Member>
            <Avatar src={src} name={MEMBER_NAMES[key]} size="lg" />
            <div>
              <Link href={`#members/${key}`}>{MEMBER_NAMES[key]}</Link>
              <Muted>
                <CommonKey k="online" />
              </Muted>
            </div>
          </Member>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('li');
    await expect(cards).toHaveLength(3);
    const link = within(canvasElement).getByRole('link', { name: MEMBER_NAMES.anna });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** Long German text and a very long name wrap inside the card at phone width. */
export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  render: function Render(args) {
    const titleId = useId();
    return (
      <Frame>
        <Card {...args} as="section" aria-labelledby={titleId}>
          <Card.Header>
            <h2 id={titleId}>{MEMBER_NAMES.long}</h2>
          </Card.Header>
          <Card.Body>
            <p>
              <CommonText k="long_text" />
            </p>
          </Card.Body>
          <Card.Footer>
            <Button variant="outline">
              <CommonKey k="cancel" />
            </Button>
            <Button>
              <CommonKey k="confirm" />
            </Button>
          </Card.Footer>
        </Card>
      </Frame>
    );
  },
};
