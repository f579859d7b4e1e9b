import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSaleListItem, renderWithProviders } from '@/testing/test-utils';
import { ListingCard } from './listing-card';

const showCard = (overrides: Parameters<typeof buildSaleListItem>[0]) =>
  renderWithProviders(
    <ListingCard sale={buildSaleListItem(overrides)} imageSizes="300px" titleAs="h2" />,
  );

describe('listing card', () => {
  it('shows the monthly rent, and the purchase price of a listing that can be bought', () => {
    showCard({ title: '텐트', salePrice: 35_000, purchasePrice: 890_000 });

    expect(screen.getByRole('link', { name: '텐트' }).getAttribute('href')).toBe('/sale/detail/7');
    expect(screen.getByText('월 35,000원')).toBeTruthy();
    expect(screen.getByText('구매 890,000원')).toBeTruthy();
  });

  it('shows only the purchase price of a buy-only listing', () => {
    showCard({ title: '텐트', salePrice: 0, purchasePrice: 890_000, rentable: false });

    expect(screen.getByText('구매 890,000원')).toBeTruthy();
    expect(screen.queryByText(/^월 /)).toBeNull();
  });

  it('shows the rent alone of a listing that cannot be bought', () => {
    showCard({ title: '텐트', salePrice: 35_000 });

    expect(screen.getByText('월 35,000원')).toBeTruthy();
    expect(screen.queryByText(/^구매 /)).toBeNull();
  });
});
