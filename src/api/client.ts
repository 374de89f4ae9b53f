// The typed client (openapi-fetch) for hand-written calls; it goes through the one transport.
import createClient from 'openapi-fetch';
import { apiBaseUrl } from './config';
import type { paths } from './schema';
import { transportFetch } from './transport';

export const api = createClient<paths>({ baseUrl: '', fetch: transportFetch });
/** Every call resolves the base URL when it is made, so the deploy-time host prefix is honoured. */
export const callOptions = () => ({ baseUrl: apiBaseUrl() });
