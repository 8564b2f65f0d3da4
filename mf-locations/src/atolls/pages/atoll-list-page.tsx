import { lazy } from 'react';
import { EditOutlined } from '@ant-design/icons';
import type { Atoll } from '@mv-admin/shared-api/locations';
import { Button } from '@mv-admin/shared-ui';
import { ListPage, useFormModal, useServerTable, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { atollListKey, fetchAtollPage } from '../api/atolls';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const AtollFormModal = lazy(() => import('../components/atoll-form-modal'));

const columns = (onEdit: (atoll: Atoll) => void): TableColumnsType<Atoll> => [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Code', dataIndex: 'code' },
  { title: 'Province', dataIndex: 'province', render: (province: string | null) => province || '-' },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, atoll) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${atoll.name}`} onClick={() => onEdit(atoll)} />,
  },
];

/** /admin/atoll: atolls with their code and province, searchable; create and edit in a modal. */
export function AtollListPage() {
  const table = useServerTable({ queryKey: atollListKey, fetchPage: fetchAtollPage, live: ['atoll'] });
  const modal = useFormModal<Atoll>();
  return (
    <ListPage list="atolls" title="Atolls" noun={{ one: 'atoll', other: 'atolls' }} table={table} columns={columns(modal.openEdit)} onCreate={modal.openCreate}>
      {modal.opened && <AtollFormModal open={modal.open} atoll={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
