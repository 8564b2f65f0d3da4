import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Segmented, Typography } from 'antd';
import { useState } from 'react';
import type { ColumnChoice, Density } from './column-view';

const DENSITY_OPTIONS: { label: string; value: Density }[] = [
  { label: 'Comfortable', value: 'large' },
  { label: 'Middle', value: 'middle' },
  { label: 'Compact', value: 'small' },
];

/**
 * The Columns popover (loaded on first use, opened by that click): a checkbox per column (at least
 * one stays), Up/Down to reorder (buttons, so the keyboard can do it), the density, and Reset.
 */
export default function ColumnSettingsPanel({ view, titles }: { view: ColumnChoice; titles: Record<string, string> }) {
  const [open, setOpen] = useState(true);
  const shown = view.order.filter((k) => view.visible.has(k));
  const toggle = (key: string, on: boolean) => {
    const next = view.order.filter((k) => (k === key ? on : view.visible.has(k)));
    if (next.length > 0) view.setColumns(next);
  };
  // Among the shown columns: a hidden one has no place in the URL (`cols` lists the shown ones).
  const move = (key: string, by: -1 | 1) => {
    const order = [...shown];
    const at = order.indexOf(key);
    const to = at + by;
    if (at < 0 || to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to]!, order[at]!];
    view.setColumns(order);
  };
  const content = (
    <Flex vertical gap="small" style={{ minWidth: 260 }}>
      <Typography.Text strong>Columns</Typography.Text>
      <ul aria-label="Columns" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {view.order.map((key) => (
          <li key={key}>
            <Flex align="center" justify="space-between" gap="small">
              <Checkbox
                checked={view.visible.has(key)}
                disabled={view.visible.has(key) && shown.length === 1}
                onChange={(event) => toggle(key, event.target.checked)}
              >
                {titles[key] ?? key}
              </Checkbox>
              <span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move ${titles[key] ?? key} up`}
                  disabled={shown.indexOf(key) <= 0}
                  onClick={() => move(key, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move ${titles[key] ?? key} down`}
                  disabled={!view.visible.has(key) || shown.indexOf(key) === shown.length - 1}
                  onClick={() => move(key, 1)}
                />
              </span>
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Text strong>Density</Typography.Text>
      <Segmented<Density> aria-label="Density" options={DENSITY_OPTIONS} value={view.density} onChange={view.setDensity} />
      <Button onClick={view.reset} disabled={!view.customised}>
        Reset
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Popover>
  );
}
