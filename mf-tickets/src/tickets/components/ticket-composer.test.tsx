import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { adminReply } from '../../shared/testing/ticket-fixtures';
import { fakePngFile, pdfFile, pngFile } from '../../shared/testing/files';
import { TicketComposer } from './ticket-composer';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const picked = () => screen.queryAllByText(/\.(png|pdf)$/).map((node) => node.textContent);

describe('TicketComposer', () => {
  it('sends the cleaned text with the picked files in one request, then empties the form', async () => {
    const send = jest.spyOn(ticketsApi, 'sendTicketMessage').mockResolvedValue(adminReply);
    const { user } = renderWithProviders(<TicketComposer chatId={302} />);
    await user.type(messageBox(), '  Please see <b>the</b> invoice  ');
    const png = pngFile();
    const pdf = pdfFile();
    await user.upload(fileInput(), [png, pdf]);
    await waitFor(() => expect(picked()).toEqual(['screenshot.png', 'invoice.pdf']));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ body: { chat_id: 302, message: 'Please see the invoice', file: [png, pdf] } }));
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(picked()).toEqual([]);
  });

  it('refuses files by content, size and count with the documents messages', async () => {
    const { user } = renderWithProviders(<TicketComposer chatId={302} />);
    await user.upload(fileInput(), [pngFile('ok.png'), fakePngFile('fake.png')]);
    expect(await screen.findByText('fake.png: Only PNG, JPEG, WebP and PDF files are allowed')).toBeInTheDocument();
    await waitFor(() => expect(picked()).toEqual(['ok.png']));

    await user.upload(
      fileInput(),
      [1, 2, 3, 4, 5].map((n) => pngFile(`more-${n}.png`)),
    );
    expect(await screen.findByText('At most 5 files can be uploaded at once')).toBeInTheDocument();
    await waitFor(() => expect(picked()).toHaveLength(5));
  });

  it('asks for a message or a file before sending anything', async () => {
    const send = jest.spyOn(ticketsApi, 'sendTicketMessage');
    const { user } = renderWithProviders(<TicketComposer chatId={302} />);
    await user.type(messageBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or attach a file')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the text and the files when the server refuses them, with its message', async () => {
    jest
      .spyOn(ticketsApi, 'sendTicketMessage')
      .mockRejectedValue(
        apiError(415, 'Only PNG, JPEG, WebP and PDF files are allowed', [{ path: ['file'], message: 'Only PNG, JPEG, WebP and PDF files are allowed' }]),
      );
    const { user } = renderWithProviders(<TicketComposer chatId={302} />);
    await user.type(messageBox(), 'Here it is');
    await user.upload(fileInput(), pngFile());
    await waitFor(() => expect(picked()).toEqual(['screenshot.png']));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Only PNG, JPEG, WebP and PDF files are allowed')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Here it is');
    expect(picked()).toEqual(['screenshot.png']);
  });

  it('keeps the text when the connection fails, and says why', async () => {
    jest.spyOn(ticketsApi, 'sendTicketMessage').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<TicketComposer chatId={302} />);
    await user.type(messageBox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message was not sent')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Hello');
  });
});
