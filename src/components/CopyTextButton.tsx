// A button that copies a text (a secret, a CNAME, a call, a certificate chain) and says "Copied" for a moment
// after; `copiedProps` change its look meanwhile (another colour or variant).
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import type { ReactNode } from 'react';

export function CopyTextButton({ value, children, copiedProps, ...button }: ButtonProps & { value: string; children: ReactNode; copiedProps?: ButtonProps; 'aria-label'?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button {...button} {...(copied && copiedProps)} onClick={copy}>
          {copied ? <Trans>Copied</Trans> : children}
        </Button>
      )}
    </CopyButton>
  );
}
