import { useState } from 'react';
import type { ProductTypeV2, ProductV2 } from '../../../shared/api/catalog.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { callOperation, operations } from '../../../shared/api/operations.ts';
import { TraceabilityType } from '../../../shared/compliance/limits/traceability.ts';
import { centsToInput } from '../../../shared/money.ts';
import { formatAmount } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { everyProduct, useBackOfficeBlocked, useStoreRead, useStoreSave } from './kit/back-office-queries.ts';
import { chosenIds, FormReader, shown } from './kit/form-values.ts';
import { PriceHistory } from './PriceHistory.tsx';
import { RecordForm, type FormFieldSpec, type FormValues } from './kit/RecordForm.tsx';
import { RecordList } from './kit/RecordList.tsx';

/** What each traceability type is called at the counter; 7 to 9 are Canopy's, for the limits that count them apart. */
const traceabilityNames: Record<number, string> = {
  [TraceabilityType.other]: 'Other',
  [TraceabilityType.usableMarijuana]: 'Usable marijuana (flower)',
  [TraceabilityType.solidEdible]: 'Solid infused edible',
  [TraceabilityType.liquidEdible]: 'Liquid infused edible',
  [TraceabilityType.extractForInhalation]: 'Extract for inhalation',
  [TraceabilityType.topical]: 'Infused topical',
  [TraceabilityType.sample]: 'Sample',
  [TraceabilityType.immaturePlant]: 'Immature plant (clones)',
  [TraceabilityType.seed]: 'Seed',
  [TraceabilityType.otherwiseTaken]: 'Otherwise taken (capsules, patches)',
};
const traceabilityOptions = Object.entries(traceabilityNames).map(([value, label]) => ({ value, label: `${value} · ${label}` }));

const unitOptions = [
  { value: String(WeightUnit.unit), label: 'By the unit' }, { value: String(WeightUnit.gram), label: 'By the gram' },
  { value: String(WeightUnit.ounce), label: 'By the ounce' }, { value: String(WeightUnit.milligram), label: 'By the milligram' },
];

/** A tax rate is a decimal ("0.17"); shown as 17%. */
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

type Part = 'types' | 'products';

/** The catalog: product types (what the limits and taxes go by), products with their prices and history, and their stock. */
export function CatalogSection() {
  const [part, setPart] = useState<Part>('products');
  return (
    <>
      <div className="back-office__sub" role="group" aria-label="Catalog">
        <button type="button" className="button" aria-current={part === 'products'} onClick={() => setPart('products')}>Products and stock</button>
        <button type="button" className="button" aria-current={part === 'types'} onClick={() => setPart('types')}>Product types</button>
      </div>
      {part === 'types' ? <ProductTypes /> : <Products />}
    </>
  );
}

const read = { params: {}, query: {}, body: undefined };

function useProductTypes() {
  return useStoreRead('product-types', 'the product types', (api) => callOperation(api, operations.productTypes, read));
}

function useTaxOptions() {
  const taxes = useStoreRead('tax-items', 'the taxes', (api) => callOperation(api, operations.taxItems, read));
  return (taxes.data?.tax_items ?? []).map((tax) => ({ value: tax.id, label: `${tax.name} (${percent.format(Number(tax.rate))})` }));
}

function ProductTypes() {
  const list = useProductTypes();
  const taxOptions = useTaxOptions();
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<ProductTypeV2 | 'new' | null>(null);
  const fields: FormFieldSpec[] = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'traceability_type', label: 'Traceability type', kind: 'choice', wide: true, options: traceabilityOptions, hint: 'The purchase limits count by it: clones are 7.' },
    { name: 'is_marijuana', label: 'Cannabis', kind: 'yes-no', hint: 'Only cannabis can have a patient price and counts toward the limits.' },
    { name: 'tax_item_ids', label: 'Taxes it pays', kind: 'several', options: taxOptions },
  ];
  const fieldNames = fields.map((field) => field.name);

  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const product_type = {
      name: reader.text('name'), traceability_type: Number(reader.text('traceability_type')), is_marijuana: reader.yes('is_marijuana'), tax_item_ids: chosenIds(values['tax_item_ids']),
    };
    if (open === 'new' || open === null) {
      return saveToStore((api) => callOperation(api, operations.createProductType, { params: {}, query: {}, body: { product_type } }), 'the new product type', fieldNames,
        (answer) => `${answer.product_type.name} is saved. Products of this type can be entered now.`);
    }
    const id = open.id;
    return saveToStore((api) => callOperation(api, operations.updateProductType, { params: { id }, query: {}, body: { product_type } }), 'the product type', fieldNames,
      (answer) => `${answer.product_type.name} is saved. Registers price and limit its products by it from their next update.`);
  };

  return (
    <>
      <div className="screen__head">
        <h3>Product types</h3>
        <button type="button" className="button" onClick={() => setOpen('new')}>New product type</button>
      </div>
      <div className="back-office__split">
        <RecordList
          label="Product types" records={list.data?.product_types} keyOf={(type) => type.id} openId={open === 'new' || open === null ? null : open.id}
          onOpen={setOpen} problem={list.isError ? list.error.message : null} empty="No product type yet. Enter one before the first product."
          columns={[
            { label: 'Name', cell: (type) => type.name },
            { label: 'Traceability', cell: (type) => `${type.traceability_type} · ${traceabilityNames[type.traceability_type] ?? 'Unknown'}` },
            { label: 'Cannabis', cell: (type) => (type.is_marijuana ? 'Yes' : 'No') },
          ]}
        />
        {open !== null && (
          <RecordForm
            key={open === 'new' ? 'new' : open.id} title={open === 'new' ? 'New product type' : open.name} fields={fields}
            initial={open === 'new'
              ? { traceability_type: String(TraceabilityType.usableMarijuana), is_marijuana: 'yes' }
              : { name: open.name, traceability_type: String(open.traceability_type), is_marijuana: shown.yes(open.is_marijuana), tax_item_ids: open.tax_item_ids.join(',') }}
            submitLabel="Save product type" save={save} onCancel={() => setOpen(null)} blocked={blocked} clearAfterSave={open === 'new'}
          />
        )}
      </div>
    </>
  );
}

/** A product as the back office lists and edits it: from the catalog feed, or as the Store API just answered it. */
interface CatalogProduct {
  id: string;
  name: string;
  productTypeId: string | null;
  unitOfMeasure: number;
  sellPrice: number;
  patientSellPrice: number | null;
  patientPriceEnabled: boolean;
  memberSellPrice: number | null;
  memberPriceEnabled: boolean;
  discountable: boolean;
  active: boolean;
  thc: string | null;
  /** Stock on hand across its items, in its unit. */
  stock: number;
}

function fromAnswer(product: ProductV2): CatalogProduct {
  return {
    id: product.id, name: product.name, productTypeId: product.product_type_id, unitOfMeasure: product.unit_of_measure, sellPrice: product.sell_price,
    patientSellPrice: product.patient_sell_price, patientPriceEnabled: product.patient_price_enabled, memberSellPrice: product.member_sell_price,
    memberPriceEnabled: product.member_price_enabled, discountable: product.discountable, active: product.active, thc: product.test_results_thc,
    stock: Number(product.quantity.value),
  };
}

const productFieldsWith = (typeOptions: ReadonlyArray<{ value: string; label: string }>): FormFieldSpec[] => [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'product_type_id', label: 'Product type', kind: 'choice', options: typeOptions },
  { name: 'unit_of_measure', label: 'Sold', kind: 'choice', options: unitOptions },
  { name: 'sell_price', label: 'Price', kind: 'money', hint: 'Per unit sold, as 12.50.' },
  { name: 'patient_price_enabled', label: 'Patients pay their own price', kind: 'yes-no' },
  { name: 'patient_sell_price', label: 'Patient price', kind: 'money' },
  { name: 'member_price_enabled', label: 'Members pay their own price', kind: 'yes-no' },
  { name: 'member_sell_price', label: 'Member price', kind: 'money' },
  { name: 'test_results_thc', label: 'THC %', kind: 'decimal' },
  { name: 'test_results_cbd', label: 'CBD %', kind: 'decimal' },
  { name: 'discountable', label: 'Can be discounted', kind: 'yes-no' },
  { name: 'active', label: 'On sale', kind: 'yes-no' },
];

const productValues = (product: CatalogProduct): FormValues => ({
  name: product.name, product_type_id: product.productTypeId ?? '', unit_of_measure: String(product.unitOfMeasure),
  sell_price: centsToInput(product.sellPrice), patient_price_enabled: shown.yes(product.patientPriceEnabled),
  patient_sell_price: product.patientSellPrice === null ? '' : centsToInput(product.patientSellPrice),
  member_price_enabled: shown.yes(product.memberPriceEnabled), member_sell_price: product.memberSellPrice === null ? '' : centsToInput(product.memberSellPrice),
  test_results_thc: shown.text(product.thc), discountable: shown.yes(product.discountable), active: shown.yes(product.active),
});

function Products() {
  const feed = useStoreRead('products', 'the products', everyProduct);
  const types = useProductTypes();
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<CatalogProduct | 'new' | null>(null);
  // Which form is on screen: a product just created keeps its form (and its message) as it becomes itself.
  const [formKey, setFormKey] = useState('');
  const openProduct = (product: CatalogProduct | 'new') => {
    setOpen(product);
    setFormKey(product === 'new' ? `new-${crypto.randomUUID()}` : product.id);
  };
  const typeOptions = [{ value: '', label: 'Choose a type…' }, ...(types.data?.product_types ?? []).map((type) => ({ value: type.id, label: type.name }))];
  const typeName = (id: string | null) => types.data?.product_types.find((type) => type.id === id)?.name ?? '—';
  const fields = productFieldsWith(typeOptions);
  const fieldNames = fields.map((field) => field.name);
  const products = feed.data === undefined ? undefined : feed.data.products.map(fromAnswer);

  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const product = {
      name: reader.text('name'), product_type_id: reader.text('product_type_id'), unit_of_measure: Number(reader.text('unit_of_measure')),
      sell_price: reader.cents('sell_price'), patient_price_enabled: reader.yes('patient_price_enabled'), patient_sell_price: reader.centsOrNull('patient_sell_price'),
      member_price_enabled: reader.yes('member_price_enabled'), member_sell_price: reader.centsOrNull('member_sell_price'),
      test_results_thc: reader.decimalOrNull('test_results_thc'), test_results_cbd: reader.decimalOrNull('test_results_cbd'),
      discountable: reader.yes('discountable'), active: reader.yes('active'),
    };
    const what = open === 'new' || open === null ? 'the new product' : 'the product';
    const local = reader.refusal(what === 'the new product' ? 'The new product' : 'The product');
    if (local !== null) return local;
    if (open === 'new' || open === null) {
      return saveToStore((api) => callOperation(api, operations.createProduct, { params: {}, query: {}, body: { product } }), what, fieldNames, (answer) => {
        // The new product stays open, now as itself, so its stock can be added beside it.
        setOpen(fromAnswer(answer.product));
        return `${answer.product.name} is saved. Add its stock below: it shows at the registers once it has some.`;
      });
    }
    const id = open.id;
    return saveToStore((api) => callOperation(api, operations.updateProduct, { params: { id }, query: {}, body: { product } }), what, fieldNames,
      (answer) => `${answer.product.name} is saved. Every price change is kept in its history; registers charge the new price from their next update.`);
  };

  return (
    <>
      <div className="screen__head">
        <h3>Products</h3>
        <button type="button" className="button" onClick={() => openProduct('new')}>New product</button>
      </div>
      <div className="back-office__split">
        <div>
          <RecordList
            label="Products" records={products} keyOf={(product) => product.id} openId={open === 'new' || open === null ? null : open.id}
            onOpen={openProduct} problem={feed.isError ? feed.error.message : null} empty="No product yet. Enter a product, then its stock."
            columns={[
              { label: 'Name', cell: (product) => product.name },
              { label: 'Type', cell: (product) => typeName(product.productTypeId) },
              { label: 'Price', cell: (product) => <Money cents={product.sellPrice} /> },
              { label: 'Patient price', cell: (product) => (product.patientPriceEnabled && product.patientSellPrice !== null ? <Money cents={product.patientSellPrice} /> : '—') },
              { label: 'In stock', cell: (product) => formatAmount(product.stock, product.unitOfMeasure) },
            ]}
          />
          <p className="muted">A product reaches the registers once it has stock: add it beside the product.</p>
        </div>
        {open !== null && (
          <div>
            <RecordForm
              key={formKey} title={open === 'new' ? 'New product' : open.name} fields={fields}
              initial={open === 'new' ? { unit_of_measure: String(WeightUnit.unit), discountable: 'yes', active: 'yes', product_type_id: '' } : productValues(open)}
              submitLabel="Save product" save={save} onCancel={() => setOpen(null)} blocked={blocked}
            />
            {open !== 'new' && <NewStock key={`stock-${open.id}`} product={open} />}
            {open !== 'new' && <PriceHistory productId={open.id} />}
          </div>
        )}
      </div>
    </>
  );
}

const stockFields: readonly FormFieldSpec[] = [
  { name: 'sku', label: 'SKU', kind: 'text', hint: 'The barcode the registers scan.' },
  { name: 'quantity', label: 'Quantity', kind: 'decimal' },
  { name: 'package_label', label: 'State package tag', kind: 'text', hint: 'Metrc’s 24 characters, where there is one.' },
  { name: 'unit_cost', label: 'Unit cost', kind: 'money' },
];
const stockFieldNames = stockFields.map((field) => field.name);

/** Stock that arrives outside a state transfer, for the open product. */
function NewStock({ product }: { product: CatalogProduct }) {
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const value = reader.decimalOrNull('quantity');
    if (value === null) reader.refuse('quantity', "can't be blank");
    const unitCost = reader.centsOrNull('unit_cost');
    const inventory_item = {
      product_id: product.id, sku: reader.text('sku'), quantity: { value: value ?? '0', unit: product.unitOfMeasure },
      package_label: reader.textOrNull('package_label'), ...(unitCost === null ? {} : { unit_cost: unitCost }),
    };
    const local = reader.refusal('The stock');
    if (local !== null) return local;
    return saveToStore((api) => callOperation(api, operations.createInventoryItem, { params: {}, query: {}, body: { inventory_item } }), 'the stock', stockFieldNames,
      (answer) => `${formatAmount(Number(answer.inventory_item.quantity.value), answer.inventory_item.quantity.unit)} of ${product.name} (SKU ${answer.inventory_item.sku}) is in stock and for sale.`);
  };
  return <RecordForm title={`Add stock of ${product.name}`} fields={stockFields} initial={{}} submitLabel="Add stock" save={save} blocked={blocked} clearAfterSave />;
}
