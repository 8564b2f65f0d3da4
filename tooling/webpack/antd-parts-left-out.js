// Stands in for antd parts no screen of this admin uses but whose parents import them for every
// use (see create-config.cjs): Typography's in-place editor (it brings TextArea) and copy button
// (three icons), and Input.OTP (its input and styles), on every page that shows text or an input.
// Using one of them fails loudly instead of rendering without it.
import * as React from 'react';

export default function LeftOutAntdPart() {
  throw new Error(
    "This antd part (Typography editable or copyable, Input.OTP) is left out of the admin's browser builds: see tooling/webpack/create-config.cjs.",
  );
}

void React;
