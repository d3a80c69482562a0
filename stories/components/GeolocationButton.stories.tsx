import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { GeolocationButton } from '../../src/components/GeolocationButton';
import { GEOLOCATION_PERMISSIONS, GEOLOCATION_STATUSES } from '../../src/components/GeolocationButton/GeolocationButton';

const Frame = styled.div`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof GeolocationButton>;

/** The container's part: ask the browser (prompt → granted), then the server for the city. */
function Interactive({ onRequest, ...args }: Args) {
  const [state, setState] = useState<Pick<Args, 'permission' | 'status' | 'place'>>({ permission: 'prompt', status: 'idle' });
  return (
    <GeolocationButton
      {...args}
      {...state}
      onRequest={() => {
        onRequest();
        setState({ permission: 'granted', status: 'locating' });
        setTimeout(() => setState({ permission: 'granted', status: 'found', place: 'Haarlem, Noord-Holland' }), 300);
      }}
    />
  );
}

const meta = {
  title: 'Components/GeolocationButton',
  component: GeolocationButton,
  args: { permission: 'prompt', status: 'idle', onRequest: fn() },
  argTypes: {
    permission: { control: 'inline-radio', options: GEOLOCATION_PERMISSIONS },
    status: { control: 'inline-radio', options: GEOLOCATION_STATUSES },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof GeolocationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press "use my location": it reports locating, then the city found (never coordinates). */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your browser will ask/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Location found: Haarlem, Noord-Holland'));
  },
};

export const Prompt: Story = {};
export const Unknown: Story = { args: { permission: 'unknown' } };
export const Granted: Story = { args: { permission: 'granted' } };

export const Locating: Story = {
  args: { permission: 'granted', status: 'locating' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Finding your location/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Found: Story = { args: { permission: 'granted', status: 'found', place: 'Amsterdam, Noord-Holland, Netherlands' } };

/** The geocoder answered false (open sea, the poles). */
export const Failed: Story = { args: { permission: 'granted', status: 'failed' } };

/** SPEC §4: the browser's "denied": the button is off and the text says how to allow it. */
export const Denied: Story = {
  args: { permission: 'denied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Use my location' })).toBeDisabled();
    await expect(canvas.getByText(/Location access is blocked/)).toBeInTheDocument();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const Unsupported: Story = {
  args: { permission: 'unsupported' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Use my location' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { permission: 'denied', status: 'found', place: 'Garmisch-Partenkirchen-Oberammergau, Bayern, Deutschland' },
};
