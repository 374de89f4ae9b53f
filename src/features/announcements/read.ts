/** The page of current announcements the banner reads (its first call leaves as the page starts: app/early-requests.ts). */
export const READ = { page: 1, pageSize: 20 } as const;
