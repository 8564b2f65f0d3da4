import { Button, Flex, Tag } from '@mv-admin/shared-ui';
import { AuditChanges, auditEntityLabels } from '@mv-admin/shared-ui/audit';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { activityFilters, activityListKey, type AuditEvent, fetchActivityPage } from '../api/activity';
import { activityColumns } from '../components/activity-columns';
import { ActivityFilters } from '../components/activity-filters';

/**
 * /admin/activity: the audit trail, newest first, paged by the server. Filters (staff member,
 * record type, action, days; a drawer's "all events" link adds the record's id) live in the URL;
 * a row expands to the fields its write changed, before -> after.
 */
export function ActivityPage() {
  const table = useServerTable({ queryKey: activityListKey, fetchPage: fetchActivityPage, filters: activityFilters });
  const view = {
    ...table,
    tableProps: {
      ...table.tableProps,
      expandable: { expandedRowRender: (event: AuditEvent) => <AuditChanges changes={event.changes} /> },
    },
  };
  return (
    <ListPage
      list="activity"
      title="Activity"
      noun={{ one: 'event', other: 'events' }}
      table={view}
      columns={activityColumns}
      searchable={false}
      intro={
        table.filters.entity_id && (
          // A drawer's "all events" link narrows the list to one record: say so, and let it go.
          <Flex gap="small" align="center">
            <Tag>
              Only {table.filters.entity_type ? auditEntityLabels[table.filters.entity_type] : 'record'} #{table.filters.entity_id}
            </Tag>
            <Button size="small" onClick={() => table.setFilter('entity_id', undefined)}>
              Show every record
            </Button>
          </Flex>
        )
      }
      filters={<ActivityFilters table={table} />}
    />
  );
}
