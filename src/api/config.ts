// Where the API lives. The host prefix is set at deploy time in index.html
// (<meta name="parapet-api-host" content="https://api.example.net">) without rebuilding.
export const API_PREFIX = '/api/v1';
export const REQUEST_TIMEOUT_MS = 300_000;

export function apiHost(): string {
  if (typeof document === 'undefined') return '';
  const value = document.querySelector<HTMLMetaElement>('meta[name="parapet-api-host"]')?.content.trim() ?? '';
  return value.replace(/\/+$/, '');
}

export const apiBaseUrl = () => `${apiHost()}${API_PREFIX}`;
