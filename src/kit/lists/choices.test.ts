// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import referer from '../../../forms/user/module-anti-referer.form.json';
import url from '../../../forms/user/module-url-redirect-url.form.json';
import cache from '../../../forms/user/site-cache-rule.form.json';
import { defineForm } from '../../schema-form/descriptor';
import { choiceNames } from './choices';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('choiceNames', () => {
  it('names a choice by its title, and leaves other values alone', () => {
    expect(choiceNames(defineForm(url))(['code'], 302)).toBe('302 temporary: asked again each time');
    expect(choiceNames(defineForm(referer))(['isBlack'], true)).toBe('Refuse links from the listed sites');
    expect(choiceNames(defineForm(url))(['source'], '/sale')).toBeUndefined();
    expect(choiceNames(defineForm(referer))(['referers', 0], 'a.example')).toBeUndefined();
  });

  it("names a choice by the form's ui:enumNames when it has no title", () => {
    expect(choiceNames(defineForm(cache))(['mode'], 'force')).toBe('Force');
    expect(choiceNames(defineForm(cache))(['type'], 'url')).toBe('URL path');
    expect(choiceNames(defineForm(cache))(['cacheTime'], 60)).toBeUndefined();
  });
});
