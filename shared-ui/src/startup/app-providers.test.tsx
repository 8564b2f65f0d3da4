import { render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  it("gives every password field's show/hide button a target of at least 24 x 24 px (WCAG 2.5.8)", () => {
    render(
      <AppProviders>
        <Input.Password aria-label="Password" />
      </AppProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Show' });
    const box = toggle.firstElementChild as HTMLElement;
    expect(box.style.minWidth).toBe('24px');
    expect(box.style.minHeight).toBe('24px');
    expect(box.querySelector('[aria-label="eye-invisible"]')).not.toBeNull();
  });
});
