// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountName, all, confirmation, email, MESSAGES, password, required, sixDigitCode } from './rules';

describe('required (shared check)', () => {
  it.each([
    ['', MESSAGES.required],
    ['a b', MESSAGES.wrongFormat],
    [' lead', MESSAGES.wrongFormat],
    ['tab\there', MESSAGES.wrongFormat],
    ['ok', null],
  ])('%j → %o', (value, expected) => expect(required(value)).toBe(expected));

  it('accepts every non-empty value without white space, refuses every value with some', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => !/\s/.test(s)), (s) => required(s) === null));
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => required(a + space + b) === MESSAGES.wrongFormat),
    );
  });
});

describe('email', () => {
  it.each(['mei.lin@harbor-tea.example', 'ops+alerts@northwind-cdn.example', 'a@b.co'])('accepts %s', (value) =>
    expect(email(value)).toBeNull(),
  );
  it.each(['mei.lin', 'mei@', '@example.com', 'mei@example', 'mei lin@example.com', 'mei@exa_mple.com'])('refuses %s', (value) =>
    expect(email(value)).not.toBeNull(),
  );
});

describe('password and confirmation', () => {
  it('needs at least 8 characters', () => {
    fc.assert(fc.property(fc.string({ minLength: 8 }), (s) => password(s) === null));
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 7 }), (s) => password(s) === MESSAGES.passwordLength));
    expect(password('')).toBe(MESSAGES.required);
  });
  it('the confirmation must equal the password', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => confirmation(s)(s) === null));
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => a === b || confirmation(a)(b) === MESSAGES.passwordMismatch),
    );
  });
});

describe('account names', () => {
  it.each([
    ['mei-lin', null],
    ['Ops2026', null],
    ['default', MESSAGES.accountNameDefault],
    ['Default', MESSAGES.accountNameDefault],
    ['mei_lin', MESSAGES.accountName],
    ['梅林', MESSAGES.accountName],
    ['mei lin', MESSAGES.accountName],
    ['', MESSAGES.required],
  ])('%j → %o', (value, expected) => expect(accountName(value)).toBe(expected));

  it('accepts any non-empty mix of letters, digits and hyphens except "default"', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), (s) => accountName(s) === (s.toLowerCase() === 'default' ? MESSAGES.accountNameDefault : null)),
    );
  });
});

describe('six-digit codes and composition', () => {
  it('accepts exactly six digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (s) => sixDigitCode(s) === null));
    expect(sixDigitCode('12345')).toBe(MESSAGES.code);
    expect(sixDigitCode('12a456')).toBe(MESSAGES.code);
  });
  it('reports the first failing rule', () => {
    expect(all(required, accountName)('a b')).toBe(MESSAGES.wrongFormat);
    expect(all(required, accountName)('a_b')).toBe(MESSAGES.accountName);
  });
});
