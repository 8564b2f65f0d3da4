// Stands in for antd's Select inside Pagination in the browser builds (see create-config.cjs):
// the page-size changer is the only Select on a list without select filters, and antd's Select
// (with its virtual list and overflow, 31 KB gzip) would land on every list screen for it. A
// native <select> drawn with the theme's CSS variables: the same options, value and callback,
// keyboard and screen readers for free. Screens that use Select themselves still get antd's.
import * as React from 'react';

const HEIGHT = { small: 24, middle: 32, large: 40 };

/** The props antd's Pagination passes its size changer (antd/es/pagination/Pagination.js). */
export default function PaginationSizeSelect({ options = [], value, onChange, disabled, size, className, 'aria-label': ariaLabel }) {
  const height = HEIGHT[size] ?? HEIGHT.middle;
  return React.createElement(
    'select',
    {
      className,
      'aria-label': ariaLabel ?? 'Page size',
      disabled,
      value: value === undefined ? undefined : String(value),
      onChange: (event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange?.(chosen.value, chosen);
      },
      style: {
        height,
        paddingInline: 8,
        font: 'inherit',
        color: 'var(--ant-color-text)',
        background: disabled ? 'var(--ant-color-bg-container-disabled)' : 'var(--ant-color-bg-container)',
        border: '1px solid var(--ant-color-border)',
        borderRadius: 'var(--ant-border-radius)',
        cursor: disabled ? 'not-allowed' : 'pointer',
      },
    },
    options.map((option) => React.createElement('option', { key: String(option.value), value: String(option.value) }, option.label)),
  );
}
