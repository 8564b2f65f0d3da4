import type { Job, JobParty } from '@mv-admin/shared-api/jobs';
import { Flex, formatDateTime, formatMvr, MaldivesTimeTitle, Typography } from '@mv-admin/shared-ui';
import { Descriptions, Rate, type DescriptionsProps } from '@mv-admin/shared-ui/detail';
import type { ReactNode } from 'react';
import { JobStatusTag, JobTypeTag } from './job-tags';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** Description items for the values that exist: a job without an address shows no empty row for it (dates always show). */
const present = (...entries: Array<[label: string, value: ReactNode | null | undefined]>): Item[] =>
  entries.flatMap(([label, value]) => (value === null || value === undefined || value === '' ? [] : [{ key: label, label, children: value }]));

const islandName = (island: Job['deliveryToIsland']) => (island ? `${island.name}, ${island.atoll.name} (${island.atoll.code})` : null);
// Every date a job has gets its row, '-' when it is missing (spec §9): an empty date says something.
const dates = (job: Job): Item[] =>
  (
    [
      ['Created', job.created_at],
      ['Scheduled', job.scheduled_job_date],
      ['Delivery', job.date_of_delivery],
      ['Completed', job.completed_at],
    ] as const
  ).map(([label, value]) => ({ key: label, label, children: formatDateTime(value) }));

function Party({ party }: { party: JobParty }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{party.name}</Typography.Text>
      {party.phone_number && <Typography.Link href={`tel:${party.phone_number}`}>{party.phone_number}</Typography.Link>}
      <Typography.Link href={`mailto:${party.email}`}>{party.email}</Typography.Link>
    </Flex>
  );
}

function Section({ title, items }: { title: ReactNode; items: Item[] }) {
  if (!items.length) return null;
  return <Descriptions title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h3>} size="small" bordered column={1} items={items} />;
}

/** Everything about a job but its history, documents and chats: facts, money, dates, people, places, packages, review. */
export function JobOverview({ job }: { job: Job }) {
  const { jobSubcategory: sub, businessLocation: location } = job;
  return (
    <Flex vertical gap="large">
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{job.job_description}</Typography.Paragraph>
      <Section
        title="Job"
        items={present(
          ['Status', <JobStatusTag key="s" status={job.status} />],
          ['Job type', <JobTypeTag key="t" type={job.job_type} />],
          ['Category', sub.jobCategory.name],
          ['Subcategory', sub.name],
          ['Workflow', sub.workflow.name],
          ['Budget', job.job_estimated_budget === null ? null : formatMvr(job.job_estimated_budget)],
          ['Total cost', job.job_total_cost === null ? null : formatMvr(job.job_total_cost)],
        )}
      />
      <Section title={<MaldivesTimeTitle>Dates</MaldivesTimeTitle>} items={dates(job)} />
      <Section
        title="People"
        items={present(
          ['Customer', <Party key="c" party={job.createdBy} />],
          ['Provider', job.serviceProvider && <Party key="p" party={job.serviceProvider} />],
        )}
      />
      {location && (
        <Section
          title="Business location"
          items={present(
            ['Name', location.name],
            ['Type', location.type],
            ['Road', location.road],
            ['Island', location.island.name],
            ['Atoll', `${location.island.atoll.name} (${location.island.atoll.code})`],
          )}
        />
      )}
      <Section
        title="Delivery"
        items={present(
          ['Item type', job.delivery_item_type],
          ['From', job.delivery_from_address],
          ['From island', islandName(job.deliveryFromIsland)],
          ['To', job.delivery_to_address],
          ['To island', islandName(job.deliveryToIsland)],
        )}
      />
      {job.packageConfigs.length > 0 && (
        <Section
          title="Packages"
          items={job.packageConfigs.map((config) => ({
            key: config.id,
            label: config.name,
            children: `${config.min_weight}-${config.max_weight} kg · ${formatMvr(config.price)} · ${config.deliverySlot.name}`,
          }))}
        />
      )}
      {job.review && (
        <Section
          title="Review"
          items={present(
            [
              'Rating',
              <Flex key="r" align="center" gap="small">
                <Rate disabled value={job.review.rating} aria-hidden />
                <Typography.Text>{job.review.rating} of 5</Typography.Text>
              </Flex>,
            ],
            ['Comment', job.review.description],
            ['Reviewed', formatDateTime(job.review.created_at)],
          )}
        />
      )}
    </Flex>
  );
}
