import { callApiForResponse } from '@mv-admin/shared-api';
import { downloadBlob } from '@mv-admin/shared-api/csv';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { ExportButton } from './export-button';

jest.mock('@mv-admin/shared-api', () => ({ ...jest.requireActual('@mv-admin/shared-api'), callApiForResponse: jest.fn() }));
jest.mock('@mv-admin/shared-api/csv', () => ({ ...jest.requireActual('@mv-admin/shared-api/csv'), downloadBlob: jest.fn() }));
const call = callApiForResponse as jest.Mock;
const download = downloadBlob as jest.Mock;

/** A streamed answer whose chunks the test sends one at a time. */
function streamed() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    // What fetch does to a body whose request is aborted.
    abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

beforeEach(() => {
  call.mockReset();
  download.mockReset();
});

it('sends the list query without page and size, counts rows as they arrive, then saves <list>-YYYY-MM-DD.csv', async () => {
  const answer = streamed();
  call.mockResolvedValue(answer.response);
  renderWithProviders(<ExportButton list="jobs" query={{ page: 3, size: 50, search: 'boat', status: ['posted'] }} columns={['id', 'title']} />);
  await userEvent.click(screen.getByRole('button', { name: /Export$/ }));
  expect(call.mock.calls[0][0].path).toBe('/exports/jobs');
  expect(call.mock.calls[0][1]).toEqual({ query: { search: 'boat', status: ['posted'], columns: 'id,title' } });
  answer.send('\uFEFFID,Title\r\n1,A\r\n2,B\r\n');
  expect(await screen.findByText('2 rows…')).toBeTruthy();
  answer.send('3,C\r\n');
  expect(await screen.findByText('3 rows…')).toBeTruthy();
  answer.end();
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  const [name, blob] = download.mock.calls[0] as [string, Blob];
  expect(name).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes)).toBe('ID,Title\r\n1,A\r\n2,B\r\n3,C\r\n');
  expect(screen.getByRole('button', { name: /Export$/ })).toBeTruthy();
});

it('Cancel aborts the request and saves nothing; a selection exports its ids', async () => {
  const answer = streamed();
  call.mockResolvedValue(answer.response);
  renderWithProviders(<ExportButton list="tickets" query={{}} selectedIds={[4, 9]} />);
  await userEvent.click(screen.getByRole('button', { name: /Export 2 selected/ }));
  expect(call.mock.calls[0][1]).toEqual({ query: { ids: '4,9' } });
  answer.send('Reference\r\nT-1\r\n');
  expect(await screen.findByText('1 row…')).toBeTruthy();
  const signal = call.mock.calls[0][2] as AbortSignal;
  signal.addEventListener('abort', answer.abort);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(signal.aborted).toBe(true);
  expect(await screen.findByRole('button', { name: /Export 2 selected/ })).toBeTruthy();
  expect(download).not.toHaveBeenCalled();
});

it('counts a row whose quoted cell holds line breaks once', async () => {
  const answer = streamed();
  call.mockResolvedValue(answer.response);
  renderWithProviders(<ExportButton list="tickets" query={{}} />);
  await userEvent.click(screen.getByRole('button', { name: /Export$/ }));
  answer.send('\uFEFFReference,Description\r\nT-1,"two\r\nlines, and a ""quote"""\r\nT-2,"one\nmore"\r\n');
  expect(await screen.findByText('2 rows…')).toBeTruthy();
  answer.end();
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
});

it('says how many selected rows a short file left out, for that selection only', async () => {
  const short = streamed();
  call.mockResolvedValueOnce(short.response);
  function Selecting() {
    const [ids, setIds] = useState([1, 2, 3]);
    return (
      <>
        <button type="button" onClick={() => setIds([1, 2])}>
          Unselect one
        </button>
        <ExportButton list="atolls" query={{ search: 'Ka' }} selectedIds={ids} />
      </>
    );
  }
  renderWithProviders(<Selecting />);
  await userEvent.click(screen.getByRole('button', { name: /Export 3 selected/ }));
  short.send('Name\r\nKaafu\r\nLaamu\r\n');
  short.end();
  expect(await screen.findByText("2 of 3 selected rows exported: 1 no longer matches the list's search and filters.")).toBeTruthy();
  expect(download).toHaveBeenCalledTimes(1);

  // Another selection: the message was about the last one.
  await userEvent.click(screen.getByRole('button', { name: 'Unselect one' }));
  expect(screen.queryByText(/selected rows exported/)).toBeNull();

  // A file with every selected row says nothing more.
  const whole = streamed();
  call.mockResolvedValueOnce(whole.response);
  await userEvent.click(screen.getByRole('button', { name: /Export 2 selected/ }));
  whole.send('Name\r\nKaafu\r\nLaamu\r\n');
  whole.end();
  await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('button', { name: /Export 2 selected/ })).toBeTruthy();
  expect(screen.queryByText(/selected rows exported/)).toBeNull();
});
