// Products live in the sites module; the groups of those it does not know are kept here (`linkProductGroups`).
import type { Store } from '../../state/store.ts';
import { productById } from '../sites.resource.ts';
import { liveSites, sitesState } from '../sites/state.ts';
import { listAt } from './access.ts';
import { groupsOf, type ProductGroupLink } from './model.ts';

/**
 * The groups of one product, or undefined for no such product. A product of the sites module answers with
 * its own groupIDs and backup group; the links kept here stand for products that module does not know.
 */
export function productGroups(store: Store, productId: number) {
  const product = productById(store, productId);
  if (product) return { ownerId: product.clientId, groupIDs: product.groupIDs, backupGroupID: product.backupGroupID };
  return groupsOf(store).productGroups.find((l) => l.productId === productId);
}

/** Every product that uses a group (on its lines or as its backup group), by group id. */
export function productsByGroup(store: Store) {
  const byGroup = new Map<number, number[]>();
  const add = (productId: number, groupIDs: readonly number[], backupGroupID: number | null) => {
    for (const id of backupGroupID === null ? groupIDs : [...groupIDs, backupGroupID]) listAt(byGroup, id).push(productId);
  };
  const products = sitesState(store).products;
  for (const p of products) add(p.id, p.groupIDs, p.backupGroupID);
  for (const l of groupsOf(store).productGroups) if (!products.some((p) => p.id === l.productId)) add(l.productId, l.groupIDs, l.backupGroupID);
  return new Map([...byGroup].map(([id, list]) => [id, [...new Set(list)].sort((a, b) => a - b)]));
}

/** Live sites and their domains in a zone. */
export function zoneSiteCounts(store: Store, zoneId: number, zoneProductIds: ReadonlySet<number>) {
  const siteIds = new Set(liveSites(store).filter((s) => (s.zoneID !== undefined ? s.zoneID === zoneId : zoneProductIds.has(s.productID))).map((s) => s.id));
  return { sites: siteIds.size, domains: sitesState(store).domains.filter((d) => siteIds.has(d.siteId)).length };
}

/** Lets the sites module (or a test) record which groups a product resolves to. */
export function linkProductGroups(store: Store, link: ProductGroupLink) {
  const links = groupsOf(store).productGroups;
  const index = links.findIndex((l) => l.productId === link.productId);
  links.splice(index >= 0 ? index : links.length, 1, { ...link, groupIDs: [...link.groupIDs] });
  store.changed();
}
