// API tokens (spec 7: apiTokens, apiToken): one screen for the user and client consoles. The calls are the
// same for both (the transport sends the on-screen console's token); what differs per console is here.
import type { Area } from '../../api/areas';

export interface ApiTokensConfig {
  /** Path below /{area}/ of the console's API documentation, when it has one. */
  apiDocPath?: string;
}

export const API_TOKENS_CONFIG: Partial<Record<Area, ApiTokensConfig>> = {
  user: { apiDocPath: 'userManagement/apiDoc' },
  client: {},
};

export const API_TOKENS_PATH = 'userManagement/apiTokenSetting';
