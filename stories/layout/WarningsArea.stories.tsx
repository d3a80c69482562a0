import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert } from '../../src/components/Alert';
import { WarningsArea } from '../../src/layout/WarningsArea';
import { placeholderWarnings } from '../fixtures/site';

const meta = {
  title: 'Layout/WarningsArea',
  component: WarningsArea,
  args: {
    children: (
      <>
        <Alert tone="warning" title={placeholderWarnings.photoTitle} onDismiss={fn()}>
          {placeholderWarnings.photoBody}
        </Alert>
        <Alert tone="info" title={placeholderWarnings.pushTitle}>
          {placeholderWarnings.pushBody}
        </Alert>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof WarningsArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

/** No alerts: nothing is rendered, so the page does not get an empty gap. */
export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-warnings-area]')).toBeNull();
  },
};
