import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@mv-admin/shared-api';
import { Empty, ErrorState, Flex, LoadingState, Typography } from '@mv-admin/shared-ui';
import { parseSheetId, useTransferSheet } from '../api/sheet-details';
import { SheetItems } from '../components/sheet-items';

export const SHEET_LIST_PATH = '/billing/business-transfer-sheet';

export function BackToSheets() {
  return (
    <Link to={SHEET_LIST_PATH}>
      <ArrowLeftOutlined aria-hidden /> Business transfer sheets
    </Link>
  );
}

/** The page's frame while there is no sheet to show: its one h1, the way back, and the state. */
function SheetFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      <BackToSheets />
      {children}
    </Flex>
  );
}

/**
 * /billing/business-transfer-sheet/{id}/details: a sheet's header and its items (spec §2). A deep
 * link loads the sheet by the id in the path; an id that names no sheet (unknown, or not a
 * number) shows a not-found message in the layout; a failed load shows the reason with Retry.
 */
export function TransferSheetDetailsPage() {
  const { id: rawId } = useParams();
  const id = parseSheetId(rawId);
  const sheet = useTransferSheet(id);

  if (id === null || (sheet.error instanceof ApiError && sheet.error.status === 404)) {
    return (
      <SheetFrame title="Transfer sheet not found">
        <Empty description={`There is no transfer sheet with id “${rawId ?? ''}”. It may have been mistyped or never existed.`}>
          <Link to={SHEET_LIST_PATH}>See all transfer sheets</Link>
        </Empty>
      </SheetFrame>
    );
  }
  if (sheet.data) return <SheetItems sheet={sheet.data} header={<BackToSheets />} />;
  if (sheet.error) {
    return (
      <SheetFrame title="Transfer sheet">
        <ErrorState title="Could not load the transfer sheet" error={sheet.error} onRetry={() => void sheet.refetch()} />
      </SheetFrame>
    );
  }
  return (
    <SheetFrame title="Transfer sheet">
      <LoadingState label="Loading the transfer sheet…" />
    </SheetFrame>
  );
}
