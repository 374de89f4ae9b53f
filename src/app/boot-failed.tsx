import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Root } from 'react-dom/client';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from './chunk-load';

/** The console's own code did not load (a new deployment, the network): reload once, else say so. */
export function bootFailed(root: Root, error: unknown): void {
  if (!isChunkLoadError(error)) throw error;
  const reloading = mayReloadForChunk();
  root.render(
    <main style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '20vh 1rem' }}>
      <h1 style={{ fontSize: '1.4rem' }}>
        {reloading ? i18n._(msg`The console has been updated`) : i18n._(msg`This page could not be loaded`)}
      </h1>
      <p role="status">
        {reloading ? i18n._(msg`Reloading the page to get the new version…`) : i18n._(msg`Check your connection, then reload the page.`)}
      </p>
    </main>,
  );
  if (reloading) setTimeout(() => reloadForChunk(), 1500);
}

