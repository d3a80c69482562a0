import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { SearchFilters } from '../../src/components/SearchFilters';
import { defaultFilters, narrowFilters, regions, searchGenders, siteCountries } from '../fixtures/members';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof SearchFilters>;

/** The container's part: the submitted filters become the search's filters. */
function Interactive({ filters: initial, onFiltersChange, ...args }: Args) {
  const [filters, setFilters] = useState(initial);
  return (
    <SearchFilters
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchFilters',
  component: SearchFilters,
  args: {
    filters: defaultFilters,
    onFiltersChange: fn(),
    genders: searchGenders,
    countries: siteCountries,
    regions,
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
} satisfies Meta<typeof SearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choose gender, country, region and ages, then "Show members". A new country clears the region; the ages keep
 * a valid range (a minimum above the maximum lifts the maximum).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Show me'), 'man');
    await userEvent.selectOptions(canvas.getByLabelText('Region'), 'NL-UT');
    await userEvent.selectOptions(canvas.getByLabelText('Age from'), '50');
    await expect(canvas.getByLabelText('Age to')).toHaveValue('50');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      gender: 'man',
      country: 'NL',
      countryregion: 'NL-UT',
      min_age: 50,
      max_age: 50,
    });
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'DE');
    await expect(canvas.getByLabelText('Region')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), '');
    await expect(canvas.getByLabelText('Region')).toBeDisabled();
  },
};

/** Nothing chosen: everyone, all countries, the whole age range. */
export const Empty: Story = { args: { filters: {} } };

export const Narrow: Story = { args: { filters: narrowFilters } };

/** On phones the form folds behind a summary of the filters in force. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('Women · Netherlands · 25–45 years');
    await expect(canvas.queryByRole('combobox', { name: 'Show me' })).toBeNull();
    await userEvent.click(toggle);
    await userEvent.selectOptions(canvas.getByLabelText('Show me'), 'couple');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('Couples · Netherlands');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { filters: { ...defaultFilters, countryregion: 'NL-NB' } },
};
