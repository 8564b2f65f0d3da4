import { Modal, Typography } from 'antd';
import { GO_TO } from './shortcuts';

const LIST_KEYS: [string, string][] = [
  ['/', "Focus the list's search"],
  ['j / k', 'Move to the next / previous row'],
  ['Enter', 'Open the focused row'],
  ['x', 'Select or unselect the focused row'],
];
const GLOBAL_KEYS: [string, string][] = [
  ['Ctrl+K or ⌘K', 'Search screens and records'],
  ['?', 'Show these shortcuts'],
];

function Keys({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <table style={{ width: '100%', marginBottom: 16 }}>
        <tbody>
          {rows.map(([keys, what]) => (
            <tr key={keys}>
              <th scope="row" style={{ textAlign: 'start', width: 140, fontWeight: 'normal' }}>
                <Typography.Text keyboard>{keys}</Typography.Text>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Every keyboard shortcut (`?`, or "Shortcuts" at the foot of the menu); loaded when first opened. */
export default function ShortcutsDialog({ open, onClose, paths }: { open: boolean; onClose: () => void; paths: ReadonlySet<string> }) {
  return (
    <Modal title="Keyboard shortcuts" open={open} onCancel={onClose} footer={null}>
      <Keys
        title="Anywhere"
        rows={[...GLOBAL_KEYS, ...GO_TO.filter((g) => paths.has(g.path)).map((g): [string, string] => [`g then ${g.key}`, `Go to ${g.label}`])]}
      />
      <Keys title="In a list" rows={LIST_KEYS} />
    </Modal>
  );
}
