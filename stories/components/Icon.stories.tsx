import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { ICON_NAMES, Icon } from '../../src/components/Icon';
import { useCommonExample } from '../fixtures/commonExamples';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Accent = styled.span`
  font-size: 1.5rem;
  color: ${({ theme }) => theme.color.danger};
`;

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'heart', size: 32 },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="heart"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '32px');
  },
};

/** With a title the icon is an image with an accessible name; without one it is decorative. */
export const WithTitle: Story = {
  render: function Render(args) {
    const t = useCommonExample();
    return <Icon {...args} name="crown" title={t('premium_card_title')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /premium/i })).toBeInTheDocument();
  },
};

/** Icons take the current text colour and follow the font size (default 1.25em). */
export const InheritsColourAndSize: Story = {
  render: () => (
    <Row>
      <span style={{ fontSize: '1rem' }}>
        <Icon name="flame" />
      </span>
      <Accent>
        <Icon name="flame" />
      </Accent>
      <span style={{ fontSize: '2.5rem' }}>
        <Icon name="flame" />
      </span>
    </Row>
  ),
};

/** Every icon of the set, with its name as developers use it. */
export const AllIcons: Story = {
  render: () => (
    <Gallery>
      {ICON_NAMES.map((name) => (
        <Tile key={name}>
          <Icon name={name} size={28} />
          <code>{name}</code>
        </Tile>
      ))}
    </Gallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(ICON_NAMES.length);
  },
};
