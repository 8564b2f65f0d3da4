import { type ListName, type SavedView, viewsApi } from '@mv-admin/shared-api/views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dropdown, Form, Input, Modal, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../feedback';

/** The URL search string a view keeps: the list's parameters without the page, in a stable order. */
export function viewQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => key !== 'page'));
  kept.sort();
  return kept.toString();
}

const sameQuery = (a: string, b: string) => viewQueryOf(new URLSearchParams(a)) === viewQueryOf(new URLSearchParams(b));

export interface SavedViewsProps {
  list: ListName;
}

/**
 * The "Views" control of a list's toolbar (issue 35, shape 5): the caller's saved views of `list`.
 * Picking one navigates to `?<query>`; a list opened with no parameters applies the default
 * (replacing the history entry); the button shows the view the URL matches.
 */
export function SavedViews({ list }: SavedViewsProps) {
  const [params, setParams] = useSearchParams();
  const { message, confirm } = useFeedback();
  const client = useQueryClient();
  const key = ['saved-views', list];
  const views = useQuery({ queryKey: key, queryFn: ({ signal }) => viewsApi.listSavedViews({ query: { list } }, signal) });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const [editing, setEditing] = useState<SavedView | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string; is_default: boolean }>();
  const current = viewQueryOf(params);
  const matching = views.data?.find((v) => sameQuery(v.query, current));

  // Opened bare: the default view, once, without a history entry of the bare URL.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !views.data) return;
    applied.current = true;
    const fallback = views.data.find((v) => v.is_default);
    if (fallback && current === '') setParams(new URLSearchParams(fallback.query), { replace: true });
  }, [views.data, current, setParams]);

  const failed = (error: unknown) => message.error(error instanceof Error ? error.message : 'The view could not be saved.');
  const save = useMutation({
    mutationFn: (values: { name: string; is_default: boolean }) =>
      editing && editing !== 'new'
        ? viewsApi.updateSavedView({ params: { view_id: editing.id }, body: values })
        : viewsApi.createSavedView({ body: { list, name: values.name, query: current, is_default: values.is_default } }),
    onSuccess: () => {
      setEditing(null);
      refresh();
    },
    onError: failed,
  });
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
    ...(views.data ?? []).map((view) => ({
      key: `view-${view.id}`,
      label: view.is_default ? `${view.name} (default)` : view.name,
      children: [
        { key: `open-${view.id}`, label: 'Open', onClick: () => setParams(new URLSearchParams(view.query)) },
        { key: `copy-${view.id}`, label: 'Copy link', onClick: () => void copyLink(view) },
        {
          key: `rename-${view.id}`,
          label: 'Rename…',
          onClick: () => (form.setFieldsValue({ name: view.name, is_default: view.is_default }), setEditing(view)),
        },
        {
          key: `default-${view.id}`,
          label: view.is_default ? 'Unset default' : 'Make default',
          onClick: () => void patch(view, { is_default: !view.is_default }),
        },
        { key: `delete-${view.id}`, label: 'Delete…', danger: true, onClick: () => void remove(view) },
      ],
    })),
    ...(views.data?.length ? [{ type: 'divider' as const }] : []),
    { key: 'save', label: 'Save view…', onClick: () => (form.resetFields(), setEditing('new')) },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button>{matching ? `View: ${matching.name}` : 'Views'}</Button>
      </Dropdown>
      <Modal
        title={editing === 'new' ? 'Save view' : 'Rename view'}
        open={editing !== null}
        okText="Save"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ name: '', is_default: false }} onFinish={(values) => save.mutate(values)}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }, { max: 60 }]}>
            <Input autoFocus maxLength={60} />
          </Form.Item>
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>Make default</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
