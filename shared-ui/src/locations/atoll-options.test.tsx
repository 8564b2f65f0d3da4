import type { AtollIslandOption } from '@mv-admin/shared-api/locations';
import { screen, within } from '@testing-library/react';
import { Select } from 'antd';
import { renderWithProviders } from '../testing';
import { filterAtollIslandOption, toAtollGroupedOptions, toAtollOptions } from './atoll-options';

const atolls: AtollIslandOption[] = [
  {
    id: 1,
    name: 'Kaafu',
    code: 'K',
    islands: [
      { id: 10, name: 'Malé', active: true },
      { id: 11, name: 'Maafushi', active: false },
    ],
  },
  { id: 2, name: 'Addu', code: 'S', islands: [{ id: 20, name: 'Hithadhoo', active: true }] },
];

describe('toAtollGroupedOptions', () => {
  it('groups islands under "atoll (code)" and disables inactive ones', () => {
    const [kaafu, addu] = toAtollGroupedOptions(atolls);
    expect(kaafu.label).toBe('Kaafu (K)');
    expect(kaafu.options).toEqual([
      { label: 'Malé', value: 10, search: 'malé kaafu k', disabled: undefined },
      { label: 'Maafushi (inactive)', value: 11, search: 'maafushi kaafu k', disabled: true },
    ]);
    expect(addu.options.map((o) => o.value)).toEqual([20]);
  });

  it('can leave inactive islands out', () => {
    expect(toAtollGroupedOptions(atolls, { includeInactive: false })[0].options.map((o) => o.value)).toEqual([10]);
  });

  it('gives plain atoll options', () => {
    expect(toAtollOptions(atolls)).toEqual([
      { label: 'Kaafu (K)', value: 1, search: 'kaafu k' },
      { label: 'Addu (S)', value: 2, search: 'addu s' },
    ]);
  });
});

describe('filterAtollIslandOption', () => {
  const [kaafu] = toAtollGroupedOptions(atolls);
  it('matches island or atoll names, case-insensitively', () => {
    expect(filterAtollIslandOption('MAL', kaafu.options[0])).toBe(true);
    expect(filterAtollIslandOption('kaafu', kaafu.options[1])).toBe(true);
    expect(filterAtollIslandOption('kaafu', kaafu)).toBe(true);
    expect(filterAtollIslandOption('addu', kaafu.options[0])).toBe(false);
    expect(filterAtollIslandOption('  ', kaafu.options[0])).toBe(true);
  });

  it('filters a searchable antd Select by atoll name', async () => {
    const { user } = renderWithProviders(
      <Select aria-label="Island" style={{ width: 200 }} open options={toAtollGroupedOptions(atolls)} showSearch={{ filterOption: filterAtollIslandOption }} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Island' }), 'addu');
    expect(within(document.body).getByTitle('Hithadhoo')).toBeInTheDocument();
    expect(within(document.body).queryByTitle('Malé')).not.toBeInTheDocument();
  });
});
