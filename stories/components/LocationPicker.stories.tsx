import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { LocationPicker } from '../../src/components/LocationPicker';
import { regions, siteCountries } from '../fixtures/members';

const Frame = styled.div`
  max-width: 56rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof LocationPicker>;

function Interactive({ value: initial, onChange, ...args }: Args) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      {...args}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** Server errors as the container passes them, translated. */
function WithServerErrors(args: Args) {
  const { t } = useTranslation('validation');
  return <Interactive {...args} errors={{ country: t('required'), region: t('region_invalid') }} />;
}

const meta = {
  title: 'Components/LocationPicker',
  component: LocationPicker,
  args: {
    value: { country: 'NL', region: 'NL-NH', city: 'Haarlem' },
    onChange: fn(),
    countries: siteCountries,
    regions,
    geolocation: { permission: 'prompt', status: 'idle', onRequest: fn() },
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new country clears the region; a country without a region list disables it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'DE');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'DE', region: null, city: 'Haarlem' });
    await userEvent.selectOptions(canvas.getByLabelText('Region'), 'DE-BE');
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Berlin');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'DE', region: 'DE-BE', city: 'Berlin' });
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'GB');
    await expect(canvas.getByLabelText('Region')).toBeDisabled();
  },
};

export const GeolocationDenied: Story = {
  args: { geolocation: { permission: 'denied', onRequest: fn() } },
};

export const WithoutGeolocation: Story = { args: { geolocation: undefined } };

export const WithErrors: Story = {
  args: { value: { country: 'NL', region: null, city: null } },
  render: (args) => <WithServerErrors {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: {
    value: { country: 'DE', region: 'DE-NW', city: 'Garmisch-Partenkirchen-Oberammergau' },
    geolocation: { permission: 'granted', status: 'found', place: 'Garmisch-Partenkirchen-Oberammergau, Bayern, Deutschland', onRequest: fn() },
  },
};
