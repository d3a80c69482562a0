import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../../src/components/Icon';
import { PackageList } from '../../src/components/PackageList';
import { PageSection } from '../../src/components/PageSection';
import { EmptyState } from '../../src/components/PageSection/PageSection.styles';
import { PremiumBenefits } from '../../src/components/PremiumBenefits';
import { bigPackages, creditPackages, creditsHrefs, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

function Packages({ big = false }: { big?: boolean }) {
  const { t } = useTranslation('credits');
  return (
    <PackageList
      packages={big ? bigPackages('EUR') : creditPackages('EUR')}
      packageHref={(item) => `${creditsHrefs.credits}/${item.id}`}
      label={t('packages.title')}
    />
  );
}

function NoPackages() {
  const { t } = useTranslation('credits');
  return (
    <EmptyState>
      <Icon name="coins" size="2rem" />
      <p>{t('packages.empty')}</p>
    </EmptyState>
  );
}

/** The titles come from the credits namespace, as on the screens that use the section. */
function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('credits');
  return <PageSection title={t(titleKey)}>{children}</PageSection>;
}

const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: { title: 'Credit packages' },
  render: () => (
    <Titled titleKey="packages.title">
      <Packages />
    </Titled>
  ),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled part of a credits page: its h2 names the region, so screen readers can jump to it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Credit packages' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Credit packages' })).toBeInTheDocument();
    await expect(within(region).getAllByRole('link', { name: /Choose/ }).length).toBeGreaterThan(0);
  },
};

export const Benefits: Story = {
  render: () => (
    <Titled titleKey="premium.benefits_title">
      <PremiumBenefits layout="grid" />
    </Titled>
  ),
};

/** The shared empty state inside a section. */
export const Empty: Story = {
  render: () => (
    <Titled titleKey="packages.title">
      <NoPackages />
    </Titled>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no packages available/)).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  render: () => (
    <Titled titleKey="pricing.minimum_title">
      <Packages big />
    </Titled>
  ),
};
