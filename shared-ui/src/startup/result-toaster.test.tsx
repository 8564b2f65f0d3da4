import { render, screen } from '@testing-library/react';
import { publishResult } from '@mv-admin/shared-api';
import { act } from 'react';
import { FeedbackProvider } from '../feedback/feedback-provider';
import { ResultToaster } from './result-toaster';

describe('ResultToaster', () => {
  it("ends a failure's toast with its request's reference, and a success's without one", async () => {
    render(
      <FeedbackProvider>
        <ResultToaster />
      </FeedbackProvider>,
    );
    act(() =>
      publishResult(
        { status: 'fail', timestamp: 'toast-1', title: 'Something went wrong', description: 'Try again later.' },
        { shownInPlace: false, reference: '9f86d081' },
      ),
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    expect(screen.getByText('Reference: 9f86d081')).toBeInTheDocument();
    act(() => publishResult({ status: 'success', timestamp: 'toast-2', title: 'Atoll saved' }, { shownInPlace: false, reference: 'aaaaaaaa' }));
    expect(await screen.findByText('Atoll saved')).toBeInTheDocument();
    expect(screen.queryByText(/aaaaaaaa/)).not.toBeInTheDocument();
  });
});
