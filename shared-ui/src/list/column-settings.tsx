import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ColumnChoice } from './column-view';

const loadPanel = () => import('./column-settings-panel');
const ColumnSettingsPanel = lazy(loadPanel);

/**
 * The "Columns" control of a list's toolbar: which columns show, in which order, and the table's
 * density (kept in the URL by useColumnView). The popover's code loads on first use.
 */
export function ColumnSettings({ view, titles }: { view: ColumnChoice; titles: Record<string, string> }) {
  const [used, setUsed] = useState(false);
  const button = (
    <Button icon={<SettingOutlined />} loading={used} onMouseEnter={() => void loadPanel()} onFocus={() => void loadPanel()} onClick={() => setUsed(true)}>
      Columns
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ColumnSettingsPanel view={view} titles={titles} />
    </Suspense>
  );
}
