import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { siteSettings } from '../fixtures/site';

// The site's name mark, as the lander logo bar and the navigation show it, on the navigation colour.
const Bar = styled.div`
  background: ${({ theme }) => theme.color.navBackground};
  padding: ${({ theme }) => theme.space[3]};
`;

const meta = {
  title: 'Layout/SiteBrand',
  component: SiteBrand,
  decorators: [(Story) => <Bar><Story /></Bar>],
  args: { siteName: siteSettings.name, homeHref: '/' },
} satisfies Meta<typeof SiteBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const Compact: Story = { args: { compact: true } };

export const LongName: Story = { args: { siteName: 'Heartfelt Encounters International Dating Club' } };
