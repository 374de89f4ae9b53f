// Tags (sites and domains): no spaces, at most 64 characters, at most 100 (the contract's limits).
import { msg } from '@lingui/core/macro';

export const tagsRule = (tags: string[]) => {
  if (tags.length > 100) return msg`At most 100 tags.`;
  if (tags.some((tag) => /\s/.test(tag))) return msg`A tag cannot contain spaces.`;
  if (tags.some((tag) => tag.length > 64)) return msg`A tag has at most 64 characters.`;
  return null;
};
