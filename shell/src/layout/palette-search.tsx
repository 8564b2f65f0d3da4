import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, type AutoCompleteProps, Input, type InputRef } from 'antd';
import { type CSSProperties, type RefObject, useEffect, useMemo } from 'react';
import { sanitizeText } from '@mv-admin/shared-ui/sanitize';
import { flattenMenu, type MenuEntry } from './menu';
import { useRecordSearch } from './use-record-search';

export interface PaletteSearchProps {
  menu: MenuEntry[];
  query: string;
  onQuery: (query: string) => void;
  /** A screen or record was chosen: its path. */
  onChosen: (path: string) => void;
  onBlur: () => void;
  inputRef: RefObject<InputRef | null>;
  compact: boolean;
  style: CSSProperties;
}

/**
 * The header's command palette (issue 35): the admin's screens whose name matches, and records
 * (GET /search) once two characters are typed. Loaded when the search box is first focused (or
 * Ctrl+K): antd's AutoComplete brings Select, 31 KB gzip that a page's first paint does not need.
 * It takes over from the plain box with the text typed so far, the focus and the list open.
 */
export default function PaletteSearch({ menu, query, onQuery, onChosen, onBlur, inputRef, compact, style }: PaletteSearchProps) {
  const records = useRecordSearch(query);
  const options = useMemo((): AutoCompleteProps['options'] => {
    const typed = sanitizeText(query, 'search').toLowerCase();
    const screens = flattenMenu(menu)
      .filter((l) => l.label.toLowerCase().includes(typed))
      .map((l) => ({ value: l.key, label: l.label }));
    if (!records.length) return screens;
    return [
      ...(screens.length ? [{ label: 'Screens', options: screens }] : []),
      {
        label: 'Records',
        options: records.map((hit) => ({
          value: hit.path,
          label: (
            <span>
              {hit.title} <span style={{ opacity: 0.65 }}>{hit.subtitle ? `· ${hit.subtitle}` : ''}</span>
            </span>
          ),
        })),
      },
    ];
  }, [menu, query, records]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes over from the plain box
  useEffect(() => inputRef.current?.focus({ cursor: 'end' }), []);
  return (
    <AutoComplete
      options={options}
      value={query}
      onSearch={onQuery}
      onSelect={onChosen}
      onBlur={onBlur}
      defaultOpen={query.length > 0}
      popupMatchSelectWidth={compact ? false : undefined}
      style={style}
    >
      <Input ref={inputRef} prefix={<SearchOutlined />} placeholder="Search screens and records (Ctrl+K)" aria-label="Search screens" allowClear />
    </AutoComplete>
  );
}
