import { ApiError } from '@mv-admin/shared-api';
import { apiPage } from '@mv-admin/shared-ui/testing';
import { findRecord } from './find-record';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('findRecord', () => {
  it('reads pages of 100 until the record turns up', async () => {
    const fetchPage = jest
      .fn()
      .mockResolvedValueOnce(apiPage(rows(1, 100), { page: 1, size: 100, total: 250 }))
      .mockResolvedValueOnce(apiPage(rows(101, 100), { page: 2, size: 100, total: 250 }));
    await expect(findRecord(fetchPage, 150, 'Not found')).resolves.toEqual({ id: 150 });
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, size: 100 },
      { page: 2, size: 100 },
    ]);
  });

  it('is a 404 with the given message when no page holds it', async () => {
    const fetchPage = jest.fn().mockResolvedValue(apiPage(rows(1, 3), { size: 100 }));
    const error = await findRecord(fetchPage, 99, 'This application was not found.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'This application was not found.' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
