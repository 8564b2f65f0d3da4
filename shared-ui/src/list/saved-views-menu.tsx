import { type ListName, type SavedView, savedViewInputSchema, VIEW_NAME_MAX, viewsApi } from '@mv-admin/shared-api/views';
import { Button, Checkbox, Dropdown, Form, Input, type MenuProps } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../feedback';
import { EntityFormModal } from '../form/entity-form-modal';
import { zodRule } from '../form/zod-rule';

/** What the Save/Rename dialog edits: the contract's rules for a view's name. */
const viewFormSchema = savedViewInputSchema.pick({ name: true, is_default: true });

export interface SavedViewsMenuProps {
  list: ListName;
  views: readonly SavedView[];
  /** The current URL's view query (viewQueryOf). */
  current: string;
  /** The button's text: the view the URL matches, or "Views". */
  label: string;
  refresh: () => void;
}

/**
 * The Views menu and its Save/Rename dialog: loaded on the first click of the Views button (a
 * menu, a form and a dialog weigh 60 KB gzip that no list needs for its first rows), and opened
 * at once by that click.
 */
export default function SavedViewsMenu({ list, views, current, label, refresh }: SavedViewsMenuProps) {
  const [, setParams] = useSearchParams();
  const { message, confirm } = useFeedback();
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState<SavedView | 'new' | null>(null);

  const failed = (error: unknown) => message.error(error instanceof Error ? error.message : 'The view could not be saved.');
  // Through the one form dialog: the name's rules, a server error on its field, a 412 shown.
  const save = async (values: { name: string; is_default: boolean }, version: number | null | undefined) => {
    if (editing && editing !== 'new') await viewsApi.updateSavedView({ params: { view_id: editing.id }, body: values, ifMatch: version });
    else await viewsApi.createSavedView({ body: { list, name: values.name, query: current, is_default: values.is_default } });
    refresh();
  };
  const patch = (view: SavedView, body: { is_default: boolean }) => viewsApi.updateSavedView({ params: { view_id: view.id }, body }).then(refresh, failed);
  const remove = async (view: SavedView) => {
    if (!(await confirm({ title: `Delete the view “${view.name}”?`, okText: 'Delete', okButtonProps: { danger: true } }))) return;
    await viewsApi.deleteSavedView({ params: { view_id: view.id } }).then(refresh, failed);
  };
  const copyLink = async (view: SavedView) => {
    const url = `${window.location.origin}${window.location.pathname}${view.query ? `?${view.query}` : ''}`;
    await navigator.clipboard.writeText(url).then(
      () => message.success('Link copied'),
      () => message.error('The link could not be copied'),
    );
  };

  const items: MenuProps['items'] = [
    ...views.map((view) => ({
      key: `view-${view.id}`,
      label: view.is_default ? `${view.name} (default)` : view.name,
      children: [
        { key: `open-${view.id}`, label: 'Open', onClick: () => setParams(new URLSearchParams(view.query)) },
        { key: `copy-${view.id}`, label: 'Copy link', onClick: () => void copyLink(view) },
        {
          key: `rename-${view.id}`,
          label: 'Rename…',
          onClick: () => setEditing(view),
        },
        {
          key: `default-${view.id}`,
          label: view.is_default ? 'Unset default' : 'Make default',
          onClick: () => void patch(view, { is_default: !view.is_default }),
        },
        { key: `delete-${view.id}`, label: 'Delete…', danger: true, onClick: () => void remove(view) },
      ],
    })),
    ...(views.length ? [{ type: 'divider' as const }] : []),
    { key: 'save', label: 'Save view…', onClick: () => setEditing('new') },
  ];

  return (
    <>
      <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} trigger={['click']} open={open} onOpenChange={setOpen}>
        <Button>{label}</Button>
      </Dropdown>
      {editing && (
        <EntityFormModal
          title={editing === 'new' ? 'Save view' : 'Rename view'}
          open
          schema={viewFormSchema}
          initialValues={editing === 'new' ? { name: '', is_default: false } : { name: editing.name, is_default: editing.is_default }}
          version={editing === 'new' ? undefined : editing.version}
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          <Form.Item name="name" label="Name" rules={[zodRule(viewFormSchema, 'name')]}>
            <Input autoFocus maxLength={VIEW_NAME_MAX} />
          </Form.Item>
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>Make default</Checkbox>
          </Form.Item>
        </EntityFormModal>
      )}
    </>
  );
}
