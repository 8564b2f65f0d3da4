import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { RemoteEntry } from '@mv-admin/shared-api';
import { previewRefusal, setPreview, signedInUserId } from '../federation/channels';
import { getPreviewPolicy } from '../federation/registry';

/**
 * "Preview a build" in About: the entry URL of another build of one module, for this browser
 * only. Refused with the reason when the registry does not allow this admin or that origin (the
 * CSP would block the script anyway); accepted, the page reloads running it, with the banner.
 */
export function PreviewForm({ registry }: { registry: RemoteEntry[] }) {
  const [name, setName] = useState(registry[0]?.name);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string>();
  const policy = getPreviewPolicy();
  if (!policy || registry.length === 0) return null;

  const start = () => {
    const refusal = previewRefusal(entry.trim(), policy, signedInUserId());
    if (refusal || !name) {
      setError(refusal);
      return;
    }
    setPreview(name, entry.trim());
    window.location.reload();
  };
  return (
    <section aria-labelledby="preview-title" style={{ marginTop: 16 }}>
      <Typography.Title level={5} id="preview-title">
        Preview a build
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Runs another build of one module in this browser only, until you stop it or sign out. Allowed origins: {policy.origins.join(', ')}.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Select
          aria-label="Module to preview"
          value={name}
          onChange={setName}
          style={{ width: 200 }}
          options={registry.map((r) => ({ value: r.name, label: r.label }))}
        />
        <Input
          aria-label="Entry URL of the build"
          placeholder="https://…/remoteEntry.js"
          value={entry}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setEntry(event.target.value);
            setError(undefined);
          }}
          onPressEnter={start}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button onClick={start}>Preview</Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </section>
  );
}
