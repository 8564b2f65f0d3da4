import { EyeOutlined } from '@ant-design/icons';
import { usePresence } from '@mv-admin/shared-api/live';
import { meQuery } from '@mv-admin/shared-api/query';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';

/** The records whose drawers show who else has them open (the contract's PRESENCE_TYPES). */
export type PresenceRecordType = Parameters<typeof usePresence>[0];

export interface PresenceBarProps {
  type: PresenceRecordType;
  id: number | string | undefined;
  /** The signed-in admin is typing a reply in this record (a ticket's composer). */
  typing?: boolean;
}

/**
 * Who else has this record open now (issue 33): while mounted it reports the signed-in admin as
 * viewing (or typing) the record and lists the other staff the live stream reports, each with
 * "viewing" or "typing a reply". Renders nothing when nobody else is there or the stream is down.
 */
export function PresenceBar({ type, id, typing = false }: PresenceBarProps) {
  const me = useQuery(meQuery()).data;
  const viewers = usePresence(type, id === undefined ? undefined : String(id), typing ? 'typing' : 'viewing', me?.id);
  if (!viewers.length) return null;
  return (
    <Flex role="status" aria-label="Also here" gap="small" wrap align="center">
      <Typography.Text type="secondary">
        <EyeOutlined /> Also here:
      </Typography.Text>
      {viewers.map((viewer) => (
        <Tag key={viewer.user_id} color={viewer.state === 'typing' ? 'processing' : undefined} style={{ marginInlineEnd: 0 }}>
          {viewer.name} · {viewer.state === 'typing' ? 'typing a reply' : 'viewing'}
        </Tag>
      ))}
    </Flex>
  );
}
