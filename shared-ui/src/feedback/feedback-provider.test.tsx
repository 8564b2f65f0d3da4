import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { FeedbackProvider, useFeedback } from './feedback-provider';

function Screen() {
  const feedback = useFeedback();
  const [count, setCount] = useState(0);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => feedback.notification.error({ title: 'Could not save the sheet' })}>
        Fail
      </button>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Count {count}
      </button>
      <button type="button" onClick={async () => setAnswer(String(await feedback.confirm({ title: 'Delete the ticket?' })))}>
        Delete
      </button>
      <p>answer {answer}</p>
    </>
  );
}

/** Keeps the feedback of its first render, as a handler made before the feedback code loaded would. */
function StaleScreen() {
  const first = useRef(useFeedback());
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => first.current.message.info('Loaded')}>
        Load
      </button>
      <button type="button" onClick={async () => setAnswer(String(await first.current.confirm({ title: 'Delete the view?' })))}>
        Delete
      </button>
      <p>answer {answer}</p>
    </>
  );
}

describe('FeedbackProvider', () => {
  it('shows a toast, and the page keeps rendering afterwards', async () => {
    const errors = jest.spyOn(console, 'error');
    render(
      <FeedbackProvider>
        <Screen />
      </FeedbackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Could not save the sheet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(await screen.findByRole('button', { name: 'Count 1' })).toBeInTheDocument();
    // The first toast once re-rendered the provider without end and froze navigation.
    expect(errors.mock.calls.filter((args) => String(args[0]).includes('Maximum update depth'))).toEqual([]);
    errors.mockRestore();
  });

  it('resolves a confirmation with the choice', async () => {
    render(
      <FeedbackProvider>
        <Screen />
      </FeedbackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the ticket?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('answer true')).toBeInTheDocument();
  });

  it('opens a confirmation asked through a handler made before the feedback code loaded', async () => {
    // Such a handler held the loader of a render without the code: it waited for a load that
    // had already happened, and the dialog never opened.
    render(
      <FeedbackProvider>
        <StaleScreen />
      </FeedbackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the view?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('answer true')).toBeInTheDocument();
  });
});
