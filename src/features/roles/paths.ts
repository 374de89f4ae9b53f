// Where the roles screens live in each console (spec 2): the end user's userManagement/roles/list, /create and
// /edit/{id}; the client's userManagement/roles, its editor beside it. Kept apart from config.ts (the meta-role
// labels) so that the screen registries, in the entry chunk, take only these paths.
export const ROLE_PATHS = {
  user: { listPath: 'userManagement/roles/list', createPath: 'userManagement/roles/create', editPath: 'userManagement/roles/edit' },
  client: { listPath: 'userManagement/roles', createPath: 'userManagement/roles/create', editPath: 'userManagement/roles/edit' },
} as const;
