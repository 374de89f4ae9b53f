// The demo accounts of the embedded backend's seed (also printed by npm start and listed in the README).
export const ACCOUNTS = {
  admin: { email: 'admin@parapet.example', password: 'Parapet-Admin-2026' },
  client: { email: 'ops@northwind-cdn.example', password: 'Northwind-Ops-2026' },
  reseller: { email: 'sales@skyline-resell.example', password: 'Skyline-Resell-2026' },
  user: { email: 'mei.lin@harbor-tea.example', password: 'Harbor-Tea-2026' },
  mailedCode: { email: 'kai.wu@harbor-tea.example', password: 'Harbor-Kai-2026' },
  authenticator: { email: 'ling.huang@lantern-books.example', password: 'Lantern-Books-2026' },
  newHire: { email: 'new.hire@harbor-tea.example' },
} as const;
