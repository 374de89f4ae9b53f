// The validators of spec section 5 that the account screens use. Each answers null (valid) or the
// message to show next to the field. They are shared with the schema forms (named formats).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Rule = (value: string) => MessageDescriptor | null;

export const MESSAGES = {
  required: msg`This field is required.`,
  wrongFormat: msg`The format is wrong.`,
  email: msg`The email format is incorrect.`,
  passwordLength: msg`The password must have at least 8 characters.`,
  passwordMismatch: msg`The passwords do not match`,
  accountName: msg`An account name may contain only letters A-Z, digits and hyphens, such as jun-chen.`,
  accountNameDefault: msg`"default" cannot be used as a name.`,
  code: msg`Enter the 6-digit code.`,
} satisfies Record<string, MessageDescriptor>;

export const PASSWORD_MIN_LENGTH = 8;

/** Empty gives 'required'; a value containing a space gives 'wrongFormat'. */
export const required: Rule = (value) => {
  if (value === '') return MESSAGES.required;
  if (/\s/.test(value)) return MESSAGES.wrongFormat;
  return null;
};

/** Empty gives 'required'; spaces are allowed (free text such as a company name). */
export const requiredText: Rule = (value) => (value.trim() === '' ? MESSAGES.required : null);

// The WHATWG "valid e-mail address" production, as browsers check <input type=email>.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const email: Rule = (value) => required(value) ?? (EMAIL.test(value) ? null : MESSAGES.email);

export const password: Rule = (value) =>
  value === '' ? MESSAGES.required : value.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordLength : null;

export const confirmation =
  (original: string): Rule =>
  (value) =>
    value === '' ? MESSAGES.required : value !== original ? MESSAGES.passwordMismatch : null;

/** Its own message for any other character, a space included (spec 5), instead of the generic "wrong format". */
export const accountName: Rule = (value) => {
  if (value === '') return MESSAGES.required;
  if (!/^[A-Za-z0-9-]+$/.test(value)) return MESSAGES.accountName;
  if (value.toLowerCase() === 'default') return MESSAGES.accountNameDefault;
  return null;
};

export const sixDigitCode: Rule = (value) => (value === '' ? MESSAGES.required : /^\d{6}$/.test(value) ? null : MESSAGES.code);

/** Several rules, first failure wins. */
export const all =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const result = rule(value);
      if (result) return result;
    }
    return null;
  };

// Values that land in a mail header or an Nginx directive (issue 24, item 8): the contract's HeaderSafeText and
// NginxPath (openapi/components/schemas/common.yaml) name these rules, with the same characters as their patterns.
export const SAFE_TEXT_MESSAGES = {
  headerSafeText: msg`Line breaks and other control characters are not allowed here.`,
  nginxPath: msg`Enter an absolute path (starting with /) without spaces, quotes, semicolons, braces, # or backslashes.`,
} satisfies Record<string, MessageDescriptor>;

/** A control character (U+0000 to U+001F, U+007F: CR, LF, NUL, tab...), found by its code. */
const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A text that may become a mail header: no control character (CR, LF, NUL, tab...). */
export const headerSafeText: Rule = (value) => (hasControlCharacter(value) ? SAFE_TEXT_MESSAGES.headerSafeText : null);

/** An absolute path written into an Nginx directive: nothing that ends the directive or starts a block or a comment. */
export const nginxPath: Rule = (value) => (/^\/[^\s;{}#"'`\\]*$/.test(value) && !hasControlCharacter(value) ? null : SAFE_TEXT_MESSAGES.nginxPath);
