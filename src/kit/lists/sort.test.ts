// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listQuery } from './sort';

describe('listQuery', () => {
  it('sends the sort as one parameter, a leading minus for descending', () => {
    expect(listQuery({ page: 2, pageSize: 10, sortBy: 'type', orderBy: 'desc' }, { param: 'sort' })).toEqual({ page: 2, pageSize: 10, sort: '-type' });
    expect(listQuery({ page: 1, pageSize: 10, sortBy: 'name', orderBy: 'asc' }, { param: 'sort' })).toEqual({ page: 1, pageSize: 10, sort: 'name' });
    expect(listQuery({ page: 1, pageSize: 10 }, { param: 'sort' })).toEqual({ page: 1, pageSize: 10 });
  });
  it('leaves sortBy and orderBy alone for a list without sort', () => {
    expect(listQuery({ page: 1, pageSize: 10, sortBy: 'name', orderBy: 'asc' }, undefined)).toEqual({ page: 1, pageSize: 10, sortBy: 'name', orderBy: 'asc' });
  });
});
