import { z } from 'zod';
import { defaultFilters, readListQuery, writeListQuery } from './list-query';
import { listFilter, listFilters } from './list-filters';

const filters = z.object({
  atoll_id: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(['name', 'code']).default('name'),
});

const read = (search: string) => readListQuery(new URLSearchParams(search), filters);

describe('readListQuery', () => {
  it('reads page, size, search and filters', () => {
    expect(read('page=3&size=50&search=male&atoll_id=4&active=false&sort=code')).toEqual({
      page: 3,
      size: 50,
      search: 'male',
      filters: { atoll_id: 4, active: 'false', sort: 'code' },
    });
  });

  it('falls back to defaults for missing values', () => {
    expect(read('')).toEqual({ page: 1, size: 20, search: '', filters: { atoll_id: undefined, active: undefined, sort: 'name' } });
  });

  it('falls back to defaults for invalid values, one field at a time', () => {
    expect(read('page=-2&size=7&atoll_id=abc&active=maybe&sort=zzz')).toEqual({
      page: 1,
      size: 20,
      search: '',
      filters: { atoll_id: undefined, active: undefined, sort: 'name' },
    });
    expect(read('page=2.5&size=1000').page).toBe(1);
    expect(read('page=2.5&size=1000').size).toBe(20);
  });

  it('sanitises the search text', () => {
    expect(read(`search=${encodeURIComponent('  <b>addu</b>\n city ')}`).search).toBe('addu city');
  });

  it('works without a filter schema', () => {
    expect(readListQuery(new URLSearchParams('page=2&x=1'), undefined)).toEqual({ page: 2, size: 20, search: '', filters: {} });
  });

  it('honours a custom default size', () => {
    expect(readListQuery(new URLSearchParams(''), undefined, 50).size).toBe(50);
  });
});

describe('writeListQuery', () => {
  it('sets values and drops defaults and empties', () => {
    const next = writeListQuery(new URLSearchParams('page=4&search=x&keep=me'), { page: 1, search: '', atoll_id: 3, active: true, size: 20 });
    expect(next.toString()).toBe('keep=me&atoll_id=3&active=true');
  });

  it('round-trips through readListQuery', () => {
    const url = writeListQuery(new URLSearchParams(), { page: 2, size: 10, search: 'fu', atoll_id: 9, active: 'true' });
    expect(readListQuery(url, filters)).toEqual({ page: 2, size: 10, search: 'fu', filters: { atoll_id: 9, active: 'true', sort: 'name' } });
  });
});

describe('defaultFilters', () => {
  it('gives the values of an empty URL', () => {
    expect(defaultFilters(filters)).toEqual({ atoll_id: undefined, active: undefined, sort: 'name' });
  });
});

describe('listFilters', () => {
  it('builds a filter schema that reads ids and active flags from the URL', () => {
    const schema = listFilters({ island_id: listFilter.id(), is_active: listFilter.active() });
    expect(readListQuery(new URLSearchParams('island_id=4&is_active=false'), schema).filters).toEqual({ island_id: 4, is_active: 'false' });
    expect(readListQuery(new URLSearchParams('island_id=-1&is_active=maybe'), schema).filters).toEqual({ island_id: undefined, is_active: undefined });
  });
});
