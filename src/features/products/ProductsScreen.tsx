// sitesManagement/productsList (client): the operator's products, every field of spec 3, from the products
// list descriptor (forms/client/lists/products.list.json) and its row form (forms/client/product.form.json).
import { useLingui } from '@lingui/react/macro';
import productsList from '../../../forms/client/lists/products.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { ClientList } from './client-lists';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Products`} description={t`The plans customers' sites are created under: where they are served, their limits, their traffic price and what happens when traffic runs out.`} />
      <ClientList list={defineList(productsList)} placeName={t`Products`} />
    </>
  );
}
