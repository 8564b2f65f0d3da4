import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, type InputRef, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { lazy, Suspense, type ReactNode, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '../feedback';
import type { ListName } from '@mv-admin/shared-api/views';
import { ColumnSettings } from './column-settings';
import { columnKey, isMovable, useColumnView } from './column-view';
import type { BulkAction } from './bulk-bar';
import { ExportButton } from './export-button';
import { SavedViews } from './saved-views';
import { useSelectionColumn } from './selection-column';
import { useListKeys } from './use-list-keys';
import type { ServerTableView } from './use-server-table';

// The bulk bar (its dialogs and report) loads once a row is first chosen.
// A notice above the rows (others' new records, a failed refresh): antd's Alert, from its own cut,
// loads when one is first shown (the first rows draw none).
const ListNotice = lazy(() => import('../alert').then((m) => ({ default: m.Alert })));
const BulkBar = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkBar })));

/** How a list names its rows: `{ one: 'atoll', other: 'atolls' }`. */
export interface ListNoun {
  one: string;
  other: string;
}

export interface ListPageProps<T> {
  title: string;
  noun: ListNoun;
  /** The result of useServerTable. */
  table: ServerTableView<T>;
  columns: TableColumnsType<T>;
  /** Filter controls shown after the search box. */
  filters?: ReactNode;
  /** Shown between the title and the toolbar: a tool that belongs to the screen, e.g. a price check. */
  intro?: ReactNode;
  /** The list's name (contract/lists.ts, issue 35): shows the saved views control and the Export button (`GET /exports/<list>`). */
  list?: ListName;
  /** Off where the screen has an export of its own (a transfer sheet's items). */
  exportable?: boolean;
  /** Enter on the row the keyboard focused (j/k): open it, as a click on its link or Edit does. */
  onOpenRow?: (row: T) => void;
  /** Actions on the chosen rows (a `selectable` table): shows the bulk bar. */
  bulkActions?: BulkAction[];
  /** Shows a primary "New <noun>" button. */
  onCreate?: () => void;
  /** false: no search box (a list whose call has no text search). */
  searchable?: boolean;
  /** Rendered after the table: the create/edit modal. */
  children?: ReactNode;
}

function EmptyRows<T>({ table, noun, onCreate }: Pick<ListPageProps<T>, 'table' | 'noun' | 'onCreate'>) {
  if (!table.hasActiveFilters) {
    return (
      <Empty description={`No ${noun.other} yet`}>
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            New {noun.one}
          </Button>
        )}
      </Empty>
    );
  }
  const description = table.appliedSearch ? `No results for “${table.appliedSearch}”` : `No ${noun.other} match these filters`;
  return (
    <Empty description={description}>
      <Button onClick={table.clearFilters}>Clear filters</Button>
    </Empty>
  );
}

/**
 * The layout of every list screen: a title, an optional `intro`, a toolbar (search box, filter slots, a primary
 * "New …" button) and the table, with its states: a spinner on the first load, an error with
 * Retry (ApiError message) instead of the rows (or above them when a refresh of rows already
 * shown fails), and an empty state that says whether nothing exists yet or nothing matches (with
 * "Clear filters"). Children render after the table (modals).
 */
export function ListPage<T extends object>({
  title,
  noun,
  table,
  columns,
  filters,
  intro,
  onCreate,
  onOpenRow,
  searchable = true,
  list,
  exportable = true,
  bulkActions,
  children,
}: ListPageProps<T>) {
  const view = useColumnView(table.sortColumns?.(columns) ?? columns);
  const searchRef = useRef<InputRef>(null);
  const rows = (table.tableProps.dataSource ?? []) as readonly T[];
  const selection = table.selection;
  const focused = useListKeys({
    rows,
    searchRef,
    onOpen: onOpenRow,
    onToggle: selection && ((row: T) => selection.toggle(row, !selection.isSelected(row))),
  });
  const selectColumn = useSelectionColumn(selection, noun, rows);
  // Kept once shown: after an action the selection is cleared and the bar shows its report.
  const [bulkUsed, setBulkUsed] = useState(false);
  if (!bulkUsed && selection && selection.count > 0) setBulkUsed(true);
  const onRow: TableProps<T>['onRow'] = (row, index) => ({
    ...table.tableProps.onRow?.(row, index),
    ...(index === focused ? { 'data-row-focused': 'true', 'aria-current': 'true', style: { outline: '2px solid #1677ff', outlineOffset: -2 } } : {}),
  });
  const titles = Object.fromEntries(columns.filter(isMovable).map((c) => [columnKey(c)!, String(c.title)]));
  const retry = (
    <Button size="small" onClick={table.refetch}>
      Retry
    </Button>
  );
  let body: ReactNode;
  if (table.error && !table.page) body = <ErrorState title={`Could not load ${noun.other}`} error={table.error} onRetry={table.refetch} />;
  else if (table.isPending) body = <LoadingState label={`Loading ${noun.other}…`} />;
  else
    body = (
      <>
        {/* A failed refresh keeps the rows already shown, with the reason and a retry above them. */}
        {/* Others' new records wait here, so the rows under the cursor stay put until asked for. */}
        <Suspense fallback={null}>
          {table.live && table.live.newCount > 0 && (
            <ListNotice
              type="info"
              role="status"
              title={`${table.live.newCount} new ${table.live.newCount === 1 ? noun.one : noun.other}`}
              action={
                <Button size="small" type="primary" onClick={table.live.showNew}>
                  Show
                </Button>
              }
            />
          )}
          {table.error && (
            <ListNotice type="warning" showIcon role="alert" title={`Could not refresh ${noun.other}`} description={table.error.message} action={retry} />
          )}
        </Suspense>
        <Table<T>
          {...table.tableProps}
          columns={selectColumn ? [selectColumn, ...view.columns] : view.columns}
          size={view.density}
          onRow={onRow}
          scroll={{ x: 'max-content' }}
          // The sort hint on the arrows only: a header's own tooltip (Maldives time) stays alone.
          showSorterTooltip={{ target: 'sorter-icon' }}
          locale={{ emptyText: <EmptyRows table={table} noun={noun} onCreate={onCreate} /> }}
        />
      </>
    );

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {intro}
      <Flex wrap gap="small" align="center">
        {searchable && (
          <Input.Search
            ref={searchRef}
            allowClear
            aria-label={`Search ${noun.other}`}
            placeholder={`Search ${noun.other}`}
            value={table.search}
            onChange={(event) => table.setSearch(event.target.value)}
            onSearch={(value) => table.setSearch(value, { immediate: true })}
            style={{ width: 280, maxWidth: '100%' }}
          />
        )}
        {filters}
        <Flex gap="small" style={{ marginInlineStart: 'auto' }}>
          {list && <SavedViews list={list} />}
          <ColumnSettings view={view} titles={titles} />
          {list && exportable && (
            <ExportButton
              list={list}
              query={table.query}
              columns={view.customised ? view.columns.map((c) => columnKey(c)).filter((k): k is string => k !== undefined && k !== 'actions') : undefined}
              selectedIds={selection && !selection.allMatching ? selection.selectedIds : undefined}
            />
          )}
        </Flex>
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            New {noun.one}
          </Button>
        )}
      </Flex>
      {table.selection && bulkActions && bulkUsed && (
        <Suspense fallback={null}>
          <BulkBar selection={table.selection} noun={noun} actions={bulkActions} onDone={table.refetch} />
        </Suspense>
      )}
      {body}
      {/* Modals are usually loaded on first use (useFormModal's `opened`). */}
      <Suspense fallback={null}>{children}</Suspense>
    </Flex>
  );
}
