import type { JobType } from '@mv-admin/shared-api/catalog';
import type { JobStatus } from '@mv-admin/shared-api/jobs';
import { sanitizeText } from '@mv-admin/shared-ui';
import { ChoiceFilter, Input, Select } from '@mv-admin/shared-ui/list';
import { useEffect, useState } from 'react';
import { JOB_STATUS_DISPLAY, JOB_STATUS_ORDER, JOB_TYPE_LABELS } from '../format/job-labels';

const statusOptions = JOB_STATUS_ORDER.map((status) => ({ value: status, label: JOB_STATUS_DISPLAY[status].label }));
const typeOptions = (Object.keys(JOB_TYPE_LABELS) as JobType[]).map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** Any number of statuses (spec §4); none means all. */
export function JobStatusFilter({ value, onChange }: { value?: JobStatus[]; onChange: (statuses: JobStatus[] | undefined) => void }) {
  return (
    <Select<JobStatus[]>
      mode="multiple"
      aria-label="Filter by status"
      placeholder="All statuses"
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      options={statusOptions}
      value={value ?? []}
      onChange={(next) => onChange(next.length ? next : undefined)}
      style={{ minWidth: 220 }}
    />
  );
}

export function JobTypeFilter({ value, onChange }: { value?: JobType; onChange: (type: JobType | undefined) => void }) {
  return <ChoiceFilter label="Filter by job type" placeholder="All job types" options={typeOptions} value={value} onChange={onChange} />;
}

/** The job ids in a pasted text ('#12, 15 and 18' -> [12, 15, 18]), each once, at most 100 (the API's limit). */
export function parseJobIds(text: string): number[] {
  const ids = (sanitizeText(text, 'search').match(/\d+/g) ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 100);
}

/** A box for a list of job ids (pasted from a ticket, say), applied on Enter or when leaving the box. */
export function JobIdListFilter({ value, onChange }: { value?: number[]; onChange: (ids: number[] | undefined) => void }) {
  const applied = value?.join(', ') ?? '';
  const [text, setText] = useState(applied);
  // The URL is the truth: Back, a link or "Clear filters" replace what the box shows.
  useEffect(() => setText(applied), [applied]);
  const apply = (raw: string) => {
    const ids = parseJobIds(raw);
    setText(ids.join(', '));
    if (ids.join(',') !== (value ?? []).join(',')) onChange(ids.length ? ids : undefined);
  };
  return (
    <Input
      aria-label="Filter by job IDs"
      placeholder="Job IDs, e.g. 12, 15"
      allowClear
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (!event.target.value) apply('');
      }}
      onPressEnter={() => apply(text)}
      onBlur={() => apply(text)}
      style={{ width: 200 }}
    />
  );
}
