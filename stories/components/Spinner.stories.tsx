import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { LOADING_INDICATOR_DELAY_MS } from '../../contract/constants';
import { Spinner } from '../../src/components/Spinner';
import { useUiExample } from '../fixtures/uiExamples';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const DarkPanel = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary', delayMs: 0 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'inherit'] },
  },
  decorators: [
    (Story) => (
      <Row>
        <Story />
      </Row>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // A status with the translated "Loading…" for screen readers.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/.+/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </>
  ),
};

export const WithLabel: Story = {
  render: function Render(args) {
    const t = useUiExample();
    return <Spinner {...args} size="lg" label={t('loading_profiles')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/.+/);
  },
};

/** Inside a filled element the spinner takes the text colour. */
export const InheritColour: Story = {
  args: { tone: 'inherit', size: 'sm' },
  render: function Render(args) {
    const t = useUiExample();
    return (
      <DarkPanel>
        <Spinner {...args} label={t('loading_profiles')} />
        <span aria-hidden="true">{t('loading_profiles')}</span>
      </DarkPanel>
    );
  },
};

/** SPEC §7: loading indicators appear only after 200 ms, so quick loads never flash one. */
export const Delayed: Story = {
  args: { delayMs: LOADING_INDICATOR_DELAY_MS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByRole('status', {}, { timeout: LOADING_INDICATOR_DELAY_MS + 1000 })).toBeInTheDocument();
  },
};
