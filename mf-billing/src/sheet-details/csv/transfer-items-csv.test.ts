import { atollMovers, january, januaryItems } from '../../shared/testing/billing-fixtures';
import { csvCell, toCsv } from '@mv-admin/shared-api/csv';
import { TRANSFER_ITEMS_CSV_HEADER, transferItemsCsv, transferItemsFileName } from './transfer-items-csv';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const lines = (csv: string) => csv.split('\r\n');

describe('transferItemsCsv', () => {
  it('names its columns like the item table and writes one line per item, CRLF-terminated', () => {
    const csv = transferItemsCsv(januaryItems, NOW);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)[0]).toBe(
      'Billed provider,Business name,Email,Item type,Profit percentage,Total jobs,Billed amount,Paid amount,Outstanding,Status,Overdue date,Overdue,Remarks',
    );
    expect(lines(csv)).toHaveLength(januaryItems.length + 2); // header, items, and the empty string after the last CRLF
  });

  it('writes exact decimals from integer cents (10 + 20 cents, 10.05, 1.15) and the rate in percent', () => {
    const [, movers, lagoon, coral] = lines(transferItemsCsv(januaryItems, NOW));
    expect(movers).toBe('Atoll Movers,Atoll Movers Pvt Ltd,atoll@example.mv,Premium,7.50%,1,0.10,0.00,0.10,Outstanding,2025-02-15T23:59:59+05:00,yes,');
    expect(lagoon).toBe('Blue Lagoon,,blue@example.mv,Starter,12.50%,1,0.20,0.20,0.00,Settled,2025-02-15T23:59:59+05:00,no,Paid by bank transfer');
    expect(coral).toBe(
      'Coral Freight,"Coral, ""Freight"" & Co",coral@example.mv,Standard,10.00%,2,10.05,1.15,8.90,Failed,2025-02-15T23:59:59+05:00,no,Transfer rejected: name mismatch',
    );
  });

  it('keeps negative amounts as numbers and defuses text a spreadsheet would run as a formula', () => {
    const csv = transferItemsCsv(
      [
        {
          ...atollMovers,
          billed_amount: 0,
          paid_amount: 5,
          billedServiceProvider: { ...atollMovers.billedServiceProvider, name: '=HYPERLINK("http://x")' },
          remarks: '-1+2',
        },
      ],
      NOW,
    );
    const [, row] = lines(csv);
    expect(row).toBe(
      `"'=HYPERLINK(""http://x"")",Atoll Movers Pvt Ltd,atoll@example.mv,Premium,7.50%,1,0.00,0.05,-0.05,Outstanding,2025-02-15T23:59:59+05:00,yes,'-1+2`,
    );
  });

  it('is just the header for no items', () => {
    expect(transferItemsCsv([], NOW)).toBe(`${TRANSFER_ITEMS_CSV_HEADER.join(',')}\r\n`);
  });

  it('names the file after the batch', () => {
    expect(transferItemsFileName(january)).toBe('BTS-2025-01-items.csv');
    expect(transferItemsFileName({ batch_name: 'BTS 2025/01' })).toBe('BTS_2025_01-items.csv');
  });
});

describe('csv text', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell({ text: 'a,b' })).toBe('"a,b"');
    expect(csvCell({ text: 'say "hi"' })).toBe('"say ""hi"""');
    expect(csvCell({ text: 'two\nlines' })).toBe('"two\nlines"');
    expect(csvCell({ number: '-0.05' })).toBe('-0.05');
    expect(toCsv(['A', 'B'], [[{ text: 'x' }, { number: '1.00' }]])).toBe('A,B\r\nx,1.00\r\n');
  });
});
