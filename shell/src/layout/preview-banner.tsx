import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { setPreview, storedPreviews } from '../federation/channels';
import { loadedBuild, moduleFor } from '../federation/load-remote-module';
import { getRegistry } from '../federation/registry';

/**
 * On every page while this browser previews a build: "Previewing Locations 0.1.9 from <entry>"
 * with Stop (the page reloads on the live or canary build). The previewed module is loaded to
 * name its version: the build said so itself.
 */
export default function PreviewBanner() {
  // Read once per page view: starting or stopping a preview reloads the page.
  const [previews] = useState(() => Object.entries(storedPreviews()));
  const [, rerender] = useState(0);
  useEffect(() => {
    for (const [name] of previews) {
      const remote = getRegistry().find((r) => r.name === name);
      if (remote)
        void moduleFor(remote).then(
          () => rerender((n) => n + 1),
          () => rerender((n) => n + 1),
        );
    }
  }, [previews]);
  return previews.map(([name, entry]) => {
    const label = getRegistry().find((r) => r.name === name)?.label ?? name;
    const version = loadedBuild(name)?.version;
    return (
      <Alert
        key={name}
        type="warning"
        banner
        data-testid="preview-banner"
        message={`Previewing ${label}${version ? ` ${version}` : ''} from ${entry}`}
        action={
          <Button
            size="small"
            onClick={() => {
              setPreview(name, undefined);
              window.location.reload();
            }}
          >
            Stop preview
          </Button>
        }
      />
    );
  });
}
