import { isApiError } from '../api/errors';

/**
 * For event handlers that await a mutation: the failure was already reported by the query client
 * (toast or dialog), so only a programming error goes on as an error.
 */
export async function reported<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (isApiError(error)) return undefined;
    throw error;
  }
}
